/// `UIPercentDrivenInteractiveTransition`: scrubs an animator's `UIView.animate` blocks (or
/// its interruptible property animator) by a percentage, then lets them run to the end or
/// back (docs/transitions.md, "Interactive transitions").
///
/// UIKit's documented rules: during the interaction the percentage maps linearly to the
/// transition's time (`update(0.5)` shows what the animations show at half the duration,
/// each through its own curve); `finish()` runs the rest, `(1 − percent) × duration /
/// completionSpeed`, and `cancel()` runs back, `percent × duration / completionSpeed`, along
/// ``completionCurve``. The animator's completion then calls
/// `completeTransition(!transitionWasCancelled)`.
///
/// With no transition — none started, or the one it drove ended — `update`, `finish`,
/// `cancel` and `pause` do nothing, and ``percentComplete`` reads 0: UIKit's class is
/// Objective-C, its transition context is then nil, and the calls message nil (UIKitCore's
/// `updateInteractiveTransition:` acts only on a context in its interactive state). Pan handlers that update and cancel without checking
/// that a transition began rely on it.
public final class PercentDrivenInteractiveTransition: InteractiveTransitioning, CustomStringConvertible {
    /// The curve of the run after `finish()` or `cancel()` (UIKit's `UIView.AnimationCurve`:
    /// `easeInOut` by default, `easeIn`, `easeOut`, `linear`).
    public private(set) var completionCurve = TimingCurve.easeInOut
    /// The speed of the run after `finish()` or `cancel()`: 2 takes half the time.
    public private(set) var completionSpeed = 1.0
    /// The last percentage `update` gave the transition it drives, or where `pause` caught it
    /// (0…1); 0 with none — before its first transition, and once that one ended, its
    /// completion and `animationEnded` run. UIKitCore's getter reads the percentage of the
    /// transition context associated with the controller, and a message to nil answers 0; the
    /// transition's end dissociates the context (`_setInteractor:nil`) after `animationEnded`
    /// (the decompiled UIKitCore of iOS 26.1: UIPercentDrivenInteractiveTransition,
    /// UIPresentationController). Apple: "reflects the last value passed to the update(_:)
    /// method" — of that transition: an idle `update` stores nothing.
    public var percentComplete: Double {
        guard let context, !context.interactorReleased else { return 0 }
        return lastPercent
    }
    /// What ``percentComplete`` reads while a transition is driven.
    private var lastPercent = 0.0
    /// True (UIKit's default): the transition begins held at 0 for `update`. False: it runs
    /// by itself from the start, until ``pause(origin:)`` makes it interactive.
    public var wantsInteractiveStart = true
    /// The transition this drives, while it is in flight (weak: the transition owns its
    /// interaction controller, not the other way round).
    public private(set) weak var context: TransitionContext?
    /// What it moves, once a transition started.
    private var driver: InteractionDriver?
    /// "finish() at spec.lua:12" once the interaction ended, for the message of a later call
    /// while the transition runs out.
    private var ended: String?
    /// The last transition driven ("dismiss #2 detail from grid"), for messages.
    private var drove = ""

    public init() {}

    /// The animator's `transitionDuration` for the transition it drives (0 before one began).
    public var duration: Double { context?.duration ?? 0 }

    public var description: String {
        guard let context else { return "PercentDrivenInteractiveTransition(idle)" }
        let state = ended != nil ? "ended" : driver?.isHeld == true ? "interactive" : "running"
        return "PercentDrivenInteractiveTransition(\(context), \(state))"
    }

    /// Sets ``completionSpeed``.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` unless finite and greater than 0 (UIKit:
    ///   "must always be greater than 0.0").
    public func setCompletionSpeed(_ speed: Double) throws(CoreError) {
        guard speed.isFinite, speed > 0 else {
            throw CoreError(.invalidNumber, "completionSpeed must be a finite number greater than 0 (got \(CoreError.describe(speed)))")
        }
        completionSpeed = speed
    }

    /// Sets ``completionCurve``.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for a curve that is not one of UIKit's
    ///   four animation curves.
    public func setCompletionCurve(_ curve: TimingCurve) throws(CoreError) {
        guard Self.completionCurves.contains(curve.name) else {
            throw CoreError(.invalidArgument, "completionCurve must be one of \(Self.completionCurves.joined(separator: ", ")) (UIView.AnimationCurve), got \(curve.name)")
        }
        completionCurve = curve
    }

    /// `UIView.AnimationCurve`'s cases.
    public static let completionCurves = ["easeInOut", "easeIn", "easeOut", "linear"]

    /// Starts the animations held at 0 (or running, without ``wantsInteractiveStart``): the
    /// animator's `interruptibleAnimator(using:)` when it has one — UIKit's way since iOS 10:
    /// the property animator is driven and `animateTransition` is not called — else its
    /// `animateTransition`, whose blocks run on the transition's timeline.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` when this controller drives another
    ///   transition still in flight; what the animator throws.
    public func startInteractiveTransition(_ context: TransitionContext) throws {
        if let current = self.context, !current.phase.isEnded, current !== context {
            throw CoreError(.invalidArgument, "\(self) already drives \(current); use one interaction controller per transition in flight")
        }
        self.context = context
        drove = context.description
        lastPercent = 0
        ended = nil
        context.holdForInteraction(wantsInteractiveStart)
        if let animator = try context.animator?.interruptibleAnimator(using: context) {
            driver = .animator(animator)
            context.drivingAnimator = animator
            if wantsInteractiveStart { try animator.pauseAnimation() } else { try animator.startAnimation() }
            return
        }
        let engine = context.engine
        let timeline = TransitionTimeline(engine: engine, durationTicks: context.duration * Double(Clock.ticksPerSecond),
                                          label: "the interactive timeline of \(context)", interactive: wantsInteractiveStart)
        driver = .timeline(timeline)
        context.timeline = timeline
        try engine.transitions.drive(timeline) { try context.animator?.animateTransition(using: context) }
    }

    /// `update(_:)`: shows the transition at `percent` of its duration (clamped to 0…1);
    /// nothing when no transition is driven.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN or an infinity, idle or not (a bad
    ///   argument is the script's bug); ``CoreError/Kind/invalidArgument`` when the transition
    ///   is not in its interactive part (see ``driven(_:)``); what a property animator refuses.
    public func update(_ percent: Double, origin: String = "") throws {
        guard percent.isFinite else {
            throw CoreError(.invalidNumber, "update expects a finite percentage between 0 and 1 (got \(CoreError.describe(percent)))")
        }
        guard let (context, driver) = try driven("update") else { return }
        lastPercent = min(1, max(0, percent))
        context.updateInteractiveTransition(lastPercent)
        try driver.hold(at: lastPercent)
    }

    /// `finish()`: the rest of the transition runs to the end; nothing when no transition is
    /// driven.
    ///
    /// - Throws: what ``update(_:origin:)`` throws; what a coordinator's
    ///   `notifyWhenInteractionChanges` handler throws (the transition finishes all the same).
    public func finish(origin: String = "") throws {
        try end(finishing: true, origin: origin)
    }

    /// `cancel()`: the transition runs back to its start; the animator's completion then
    /// sees `transitionWasCancelled`. Nothing when no transition is driven.
    ///
    /// - Throws: as ``finish(origin:)``.
    public func cancel(origin: String = "") throws {
        try end(finishing: false, origin: origin)
    }

    /// The interaction ends: the driver runs on by itself, then the context hears of it.
    private func end(finishing: Bool, origin: String) throws {
        let call = finishing ? "finish" : "cancel"
        guard let (context, driver) = try driven(call) else { return }
        // The rest runs for up to duration / completionSpeed seconds, ticks that must fit:
        // refused before anything changes (a tiny speed is legal, 1e-300 is not useful).
        let rest = driver.duration / completionSpeed
        if rest > Clock.maxSeconds {
            throw CoreError.tooLong(rest, "\(call): the rest of the transition at completionSpeed \(CoreError.describe(completionSpeed))")
        }
        ended = call + "()" + (origin.isEmpty ? "" : " at \(origin)")
        context.holdForInteraction(false)
        try driver.run(finishing: finishing, speed: completionSpeed, curve: completionCurve)
        if finishing { try context.finishInteractiveTransition() } else { try context.cancelInteractiveTransition() }
    }

    /// `pause()`: catches a transition running by itself — begun with
    /// ``wantsInteractiveStart`` false, or finishing after ``finish(origin:)`` — where it is,
    /// and makes it interactive again (``percentComplete`` reads where). Does nothing on an
    /// interactive one, nor when no transition is driven.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` when the transition was cancelled (UIKit
    ///   cannot take a cancellation back).
    public func pause(origin: String = "") throws {
        guard let driver, let context, !context.phase.isEnded else { return }
        if context.transitionWasCancelled {
            throw CoreError(.invalidArgument, "pause: \(drove) was cancelled\(ended.map { " (\($0))" } ?? ""); a cancellation cannot be taken back")
        }
        if driver.isHeld { return }
        ended = nil
        try driver.stop()
        lastPercent = driver.fraction
        context.updateInteractiveTransition(lastPercent)
        context.holdForInteraction(true)
        try context.pauseInteractiveTransition()
    }

    /// The transition in its interactive part; nil when none is driven (never started, or it
    /// ended — by its animator, or by the engine at a tab switch), where UIKit's context is nil.
    /// An error while it is in flight but not interactive: already finished or cancelled and
    /// running out (UIKit's context is still set), or running by itself.
    private func driven(_ call: String) throws(CoreError) -> (TransitionContext, InteractionDriver)? {
        guard let driver, let context, !context.phase.isEnded else { return nil }
        if let ended {
            throw CoreError(.invalidArgument, "\(call): the interaction with \(drove) already ended (\(ended))")
        }
        if !driver.isHeld {
            throw CoreError(.invalidArgument, "\(call): \(drove) runs by itself (wantsInteractiveStart = false); call pause() first")
        }
        return (context, driver)
    }
}
