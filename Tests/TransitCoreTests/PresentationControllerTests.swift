import Testing
@testable import TransitCore

/// A presentation controller that logs its calls, puts the presented view in the right half
/// and fades an overlay alongside (seed 004's shape).
final class HalfPresentationController: PresentationController {
    let log: Log
    let overlay: View
    var frameError: (any Error)?

    init(_ log: Log, presented: ViewController, presenting: ViewController?) {
        self.log = log
        overlay = View(engine: presented.engine)
        overlay.name = "overlay"
        super.init(presented: presented, presenting: presenting)
    }

    override func presentationTransitionWillBegin() throws {
        log("pc.presentationTransitionWillBegin")
        try overlay.setFrame(containerView!.bounds)
        try overlay.setAlpha(0)
        try containerView!.insertSubview(overlay, at: 0)
        try presentedViewController.transitionCoordinator!.animate(alongside: { _ in
            try self.overlay.setAlpha(0.5)
        }, completion: { ctx in self.log("pc.alongsideCompletion(\(!ctx.transitionWasCancelled))") })
    }
    override func presentationTransitionDidEnd(_ completed: Bool) throws { log("pc.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() throws {
        log("pc.dismissalTransitionWillBegin")
        try presentedViewController.transitionCoordinator!.animate(alongside: { _ in try self.overlay.setAlpha(0) },
                                                                   completion: nil)
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) throws {
        log("pc.dismissalTransitionDidEnd(\(completed))")
        if completed { overlay.removeFromSuperview() }
    }
    override func size(forChildContentContainer container: ViewController, parentSize: Size) throws -> Size {
        Size(width: parentSize.width / 2, height: parentSize.height)
    }
    override func frameOfPresentedViewInContainerView() throws -> Rect {
        log("pc.frameOfPresentedViewInContainerView")
        if let frameError { throw frameError }
        let bounds = containerView!.bounds
        let size = try size(forChildContentContainer: presentedViewController, parentSize: bounds.size)
        return Rect(x: bounds.width - size.width, y: bounds.height - size.height, width: size.width, height: size.height)
    }
    override func containerViewWillLayoutSubviews() throws {
        log("pc.containerViewWillLayoutSubviews")
        try overlay.setFrame(containerView!.bounds)
        try presentedView()!.setFrame(frameOfPresentedViewInContainerView())
    }
    override func containerViewDidLayoutSubviews() throws { log("pc.containerViewDidLayoutSubviews") }
}

/// Vends the test animator and a ``HalfPresentationController``.
final class HalfDelegate: TransitioningDelegate {
    let log: Log
    let animator: TestAnimator
    /// The last controller it vended. Weak: that controller holds the presented controller,
    /// which keeps this delegate (a cycle LeakSanitizer reported).
    weak var controller: HalfPresentationController?

    init(_ log: Log, _ animator: TestAnimator) {
        self.log = log
        self.animator = animator
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) throws -> (any AnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: ViewController) throws -> (any AnimatedTransitioning)? { animator }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) throws -> PresentationController? {
        log("delegate.presentationController(\(presented.displayName), \(presenting?.displayName ?? "nil"), \(source.displayName))")
        let c = HalfPresentationController(log, presented: presented, presenting: presenting)
        controller = c
        return c
    }
}

@Suite struct PresentationControllerTests {
    /// A rooted engine and a `custom` controller "green" whose delegate vends the above.
    func setUp() throws -> (Engine, Recorder, Recorder, HalfDelegate, Log) {
        let (engine, root, green, animator, _, log) = try transitionSetUp(.custom)
        let delegate = HalfDelegate(log, animator)
        green.transitioningDelegate = delegate
        green.keeps = delegate
        animator.onAnimate = { ctx in           // UIKit's order: the animator sees the final frame
            let to = ctx.view(forKey: .to), from = ctx.viewController(forKey: .from)!.viewIfLoaded!
            let final = ctx.kind == .present ? ctx.finalFrame(for: ctx.viewController(forKey: .to)!) : from.frame
            if let to, ctx.kind == .present {
                try to.setFrame(final.offsetBy(dx: final.width, dy: 0))
                try ctx.containerView.addSubview(to)
            }
            try ctx.engine.animate(duration: 0.7, animations: {   // (not `engine`: a cycle through the animator)
                try (to ?? from).setFrame(ctx.kind == .present ? final : final.offsetBy(dx: final.width, dy: 0))
            }, completion: { _ in try ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
        return (engine, root, green, delegate, log)
    }

    @Test func presentCallsTheControllerInUIKitsOrder() throws {
        let (engine, root, green, delegate, log) = try setUp()
        var presentedFrame = Rect.zero
        delegate.animator.onBegin = { [unowned green] ctx in presentedFrame = ctx.finalFrame(for: green) }
        try root.present(green, animated: true) { log("completion") }
        #expect(log.entries == [
            "delegate.presentationController(green, root, root)",
            "green.viewWillAppear", "pc.presentationTransitionWillBegin", "pc.frameOfPresentedViewInContainerView",
            "animator.transitionDuration", "animator.animateTransition",
            "pc.containerViewWillLayoutSubviews", "pc.frameOfPresentedViewInContainerView", "pc.containerViewDidLayoutSubviews",
        ])
        let W = engine.window.bounds.width, H = engine.window.bounds.height
        #expect(presentedFrame == Rect(x: W / 2, y: 0, width: W / 2, height: H))
        log.entries.removeAll()
        try engine.clock.advance(0.7)
        #expect(log.entries == ["green.viewDidAppear", "pc.presentationTransitionDidEnd(true)",
                                "pc.alongsideCompletion(true)", "completion", "animator.animationEnded(true)"])
        #expect(try green.view.frame == presentedFrame)
        #expect(try engine.windowSubviewNames == ["root", "container(green)[overlay, green]"] && root.view.window != nil)
        #expect(green.transitionCoordinator == nil)
    }

    /// An animator may call `completeTransition` before `animateTransition` returns (nothing to
    /// animate). The overlay's alongside block, queued in `presentationTransitionWillBegin`, and
    /// the container's first layout were both skipped: the overlay stayed at alpha 0, and the
    /// layout calls came at the next dismissal instead.
    @Test func anAnimatorThatCompletesAtOnceStillGetsTheAlongsideBlocksAndTheFirstLayout() throws {
        let (engine, root, green, delegate, log) = try setUp()
        delegate.animator.onAnimate = { ctx in
            let to = ctx.view(forKey: .to)!
            try to.setFrame(ctx.finalFrame(for: ctx.viewController(forKey: .to)!))
            try ctx.containerView.addSubview(to)
            try ctx.completeTransition(true)
        }
        try root.present(green, animated: true)
        #expect(log.entries == [
            "delegate.presentationController(green, root, root)",
            "green.viewWillAppear", "pc.presentationTransitionWillBegin", "pc.frameOfPresentedViewInContainerView",
            "animator.transitionDuration", "animator.animateTransition",
            "pc.containerViewWillLayoutSubviews", "pc.frameOfPresentedViewInContainerView", "pc.containerViewDidLayoutSubviews",
            "green.viewDidAppear", "pc.presentationTransitionDidEnd(true)", "pc.alongsideCompletion(true)",
            "animator.animationEnded(true)",
        ])
        let overlay = try #require(delegate.controller?.overlay)
        #expect(overlay.alpha == 0.5 && overlay.presentation.alpha == 0.5)
        log.entries.removeAll()
        try green.dismiss(animated: false)
        #expect(!log.entries.contains("pc.containerViewWillLayoutSubviews"))
        try engine.clock.runUntilIdle()
    }

    @Test func alongsideAnimationsRunInLockStepWithTheTransition() throws {
        let (engine, root, green, delegate, _) = try setUp()
        try root.present(green, animated: true)
        let overlay = try #require(delegate.controller?.overlay)
        let view = try green.view
        let W = engine.window.bounds.width
        for t in [0.175, 0.35, 0.525] {
            try engine.clock.advance(0.175)
            let e = TimingCurve.easeInOut.value(at: t / 0.7)
            #expect(abs(overlay.presentation.alpha - 0.5 * e) < 1e-9)
            #expect(abs(view.presentation.frame.x - (W / 2 + W / 2 * (1 - e))) < 1e-6)
        }
        try engine.clock.advance(0.175)
        #expect(overlay.presentation.alpha == 0.5)
    }

    @Test func dismissCallsTheControllerAndRemovesTheOverlay() throws {
        let (engine, root, green, delegate, log) = try setUp()
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        log.entries.removeAll()
        try green.dismiss(animated: true) { log("completion") }
        #expect(log.entries == ["green.viewWillDisappear", "pc.dismissalTransitionWillBegin",
                                "animator.transitionDuration", "animator.animateTransition"])
        let overlay = try #require(delegate.controller?.overlay)
        try engine.clock.advance(0.35)
        #expect(abs(overlay.presentation.alpha - 0.25) < 1e-9)
        log.entries.removeAll()
        try engine.clock.advance(0.35)
        #expect(log.entries == ["green.viewDidDisappear", "pc.dismissalTransitionDidEnd(true)", "completion",
                                "animator.animationEnded(true)"])
        #expect(engine.windowSubviewNames == ["root"] && overlay.superview == nil)
    }

    @Test func aDismissalThatDoesNotCompleteKeepsThePresentation() throws {
        let (engine, root, green, delegate, log) = try setUp()
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        try green.dismiss(animated: true)
        try engine.clock.advance(0.35)
        try green.transitionCoordinator!.context!.cancelInteractiveTransition()
        log.entries.removeAll()
        try engine.clock.advance(0.35)
        #expect(log.entries == ["green.viewWillAppear", "green.viewDidAppear", "pc.dismissalTransitionDidEnd(false)",
                                "animator.animationEnded(false)"])
        #expect(root.presentedViewController === green && delegate.controller?.overlay.superview != nil)
        #expect(engine.windowSubviewNames == ["root", "container(green)[overlay, green]"])
    }

    @Test func theContainerRelaysOutWhenItsSizeChanges() throws {
        let (engine, root, green, delegate, log) = try setUp()
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        log.entries.removeAll()
        try engine.layoutPresentations()                    // same size: nothing
        #expect(log.entries.isEmpty)
        let container = try #require(delegate.controller?.containerView)
        try container.setFrame(Rect(x: 0, y: 0, width: 400, height: 300))
        try delegate.controller!.layoutIfNeeded()
        #expect(log.entries == ["pc.containerViewWillLayoutSubviews", "pc.frameOfPresentedViewInContainerView",
                                "pc.containerViewDidLayoutSubviews"])
        #expect(try green.view.frame == Rect(x: 200, y: 0, width: 200, height: 300))
        #expect(delegate.controller!.overlay.frame == Rect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func aFrameMethodThatThrowsFailsThePresentation() throws {
        let (engine, root, green, delegate, log) = try setUp()
        delegate.animator.onBegin = { _ in Issue.record("the animator must not run") }
        struct Boom: Error {}
        green.onWillAppear = { [weak delegate] in delegate?.controller?.frameError = Boom() }
        #expect(throws: Boom.self) { try root.present(green, animated: true) }
        #expect(log.entries.contains("pc.presentationTransitionDidEnd(false)"))
        #expect(root.presentedViewController == nil && engine.transitionsInFlight.isEmpty)
        #expect(engine.windowSubviewNames == ["root"])
    }

    @Test func anAlongsideBlockThatThrowsIsReportedAndTheTransitionCompletes() throws {
        let (engine, root, green, _, _) = try setUp()
        struct Boom: Error {}
        green.onWillAppear = { [unowned green] in
            try green.transitionCoordinator!.animate(alongside: { _ in throw Boom() }, completion: nil)
        }
        #expect(throws: Boom.self) { try root.present(green, animated: true) }
        #expect(engine.transitionsInFlight.count == 1)
        try engine.clock.advance(0.7)
        #expect(root.presentedViewController === green && green.presentationState == .presented)
    }

    @Test func withoutAnimationAlongsideRunsAtOnceAndCompletionsAfter() throws {
        let (engine, root, green, delegate, log) = try setUp()
        try root.present(green, animated: false)
        #expect(delegate.controller?.overlay.alpha == 0.5 && delegate.controller?.overlay.isAnimating == false)
        #expect(log.entries.suffix(2) == ["pc.presentationTransitionDidEnd(true)", "pc.alongsideCompletion(true)"])
        #expect(try green.view.frame.x == engine.window.bounds.width / 2)
    }
}
