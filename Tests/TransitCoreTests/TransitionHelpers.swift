@testable import TransitCore

/// An animator for tests: logs UIKit's calls to it, and by default puts the presented view
/// in (or the presenter's view back under the dismissed one), fades over `duration` and
/// completes `!transitionWasCancelled` when the fade ends — the shape of seed 001's.
final class TestAnimator: AnimatedTransitioning {
    let log: Log
    var duration: Double
    /// Replaces the default animation when set.
    var onAnimate: ((TransitionContext) throws -> Void)?
    /// Runs first in `animateTransition` (to see what the animator finds).
    var onBegin: ((TransitionContext) -> Void)?
    /// The context it was given, for the test to inspect and complete: take it while the
    /// transition is in flight. Weak: the presented controller keeps its delegate, which keeps
    /// this animator, and the context holds the controller — a strong reference here was a
    /// cycle that leaked every test's world (LeakSanitizer, `make sanitize`).
    private(set) weak var context: TransitionContext?

    init(_ log: Log, duration: Double = 0.7) {
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using context: TransitionContext) throws -> Double {
        log("animator.transitionDuration")
        return duration
    }

    func animateTransition(using context: TransitionContext) throws {
        log("animator.animateTransition")
        self.context = context
        onBegin?(context)
        if let onAnimate { return try onAnimate(context) }
        let container = context.containerView
        let from = context.view(forKey: .from), to = context.view(forKey: .to)
        let arriving = context.kind == .present ? to : nil
        if let to, let vc = context.viewController(forKey: .to) {
            try to.setFrame(context.finalFrame(for: vc))
            if context.kind == .present {
                try to.setAlpha(0)
                try container.addSubview(to)
            } else if let from {
                try container.insertSubview(to, belowSubview: from)
            }
        }
        try context.engine.animate(duration: duration, animations: {
            try arriving?.setAlpha(1)
            if context.kind == .dismiss { try from?.setAlpha(0) }
        }, completion: { _ in
            try context.completeTransition(!context.transitionWasCancelled, origin: "animator")
        })
    }

    func animationEnded(_ transitionCompleted: Bool) throws {
        log("animator.animationEnded(\(transitionCompleted))")
    }
}

/// A transitioning delegate for tests: vends its animators and logs the calls.
final class TestDelegate: TransitioningDelegate {
    let log: Log
    var presenting: (any AnimatedTransitioning)?
    var dismissing: (any AnimatedTransitioning)?
    /// Interaction controllers it returns (nil: the transitions run by the clock).
    var presentingInteraction: (any InteractiveTransitioning)?
    var dismissingInteraction: (any InteractiveTransitioning)?

    init(_ log: Log, presenting: (any AnimatedTransitioning)?, dismissing: (any AnimatedTransitioning)? = nil) {
        self.log = log
        self.presenting = presenting
        self.dismissing = dismissing
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) throws -> (any AnimatedTransitioning)? {
        log("delegate.forPresented(\(presented.displayName), \(presenting.displayName), \(source.displayName))")
        return self.presenting
    }

    func animationController(forDismissed dismissed: ViewController) throws -> (any AnimatedTransitioning)? {
        log("delegate.forDismissed(\(dismissed.displayName))")
        return dismissing
    }

    func interactionControllerForPresentation(using animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? {
        presentingInteraction
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? {
        dismissingInteraction
    }
}

/// A rooted engine and a controller "green" whose delegate vends `TestAnimator`s, with
/// `style`; the log is cleared.
func transitionSetUp(_ style: ModalPresentationStyle = .fullScreen) throws
    -> (Engine, Recorder, Recorder, TestAnimator, TestDelegate, Log) {
    let (engine, root, log) = try rootedEngine()
    let green = Recorder(engine, "green", log)
    green.modalPresentationStyle = style
    let animator = TestAnimator(log)
    let delegate = TestDelegate(log, presenting: animator, dismissing: animator)
    green.transitioningDelegate = delegate
    green.keeps = delegate
    _ = try green.view
    log.entries.removeAll()
    return (engine, root, green, animator, delegate, log)
}

extension Engine {
    /// The timeline as lines, without the animations' own events.
    var transitionLines: [String] {
        timeline.map(\.description).filter { !$0.contains(" begin #") && !$0.contains(" end #") && !$0.contains(" completion #") }
    }
}
