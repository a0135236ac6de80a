/// What a percent-driven interaction moves: the transition's timeline — the animator's
/// `UIView.animate` blocks, UIKit's original way — or the animator's interruptible property
/// animator (`interruptibleAnimator(using:)`, iOS 10), scrubbed and continued by UIKit's
/// property-animator rules.
enum InteractionDriver {
    case timeline(TransitionTimeline)
    case animator(PropertyAnimator)

    /// Whether it stands where the script put it (`update` may move it).
    var isHeld: Bool {
        switch self {
        case .timeline(let t): t.isPaused
        case .animator(let a): a.state == .active && !a.isRunning
        }
    }

    /// Where it is, 0…1.
    var fraction: Double {
        switch self {
        case .timeline(let t): t.durationTicks > 0 ? min(1, max(0, t.now / t.durationTicks)) : 1
        case .animator(let a): a.fractionComplete
        }
    }

    /// Seconds from 0 to 1 at speed 1 (what a completion speed divides).
    var duration: Double {
        switch self {
        case .timeline(let t): t.durationTicks / Double(Clock.ticksPerSecond)
        case .animator(let a): a.duration
        }
    }

    /// Holds it at `fraction` (a running one stops there first).
    func hold(at fraction: Double) throws {
        switch self {
        case .timeline(let t):
            t.pause(at: fraction * t.durationTicks)
        case .animator(let a):
            if a.isRunning || a.state == .inactive { try a.pauseAnimation() }
            try a.setFractionComplete(fraction)
        }
    }

    /// Holds it where it is now (`pause`).
    func stop() throws {
        switch self {
        case .timeline(let t): t.pause(at: t.now)
        case .animator(let a): try a.pauseAnimation()
        }
    }

    /// Runs it to the end (`finishing`) or back to the start, the distance left taking its
    /// share of the duration divided by `speed`, along `curve`.
    func run(finishing: Bool, speed: Double, curve: TimingCurve) throws {
        switch self {
        case .timeline(let t):
            t.run(finishing: finishing, speed: speed, curve: curve)
        case .animator(let a):
            try a.setReversed(!finishing)
            try a.continueAnimation(curve: curve, durationFactor: 1 / speed)
        }
    }
}
