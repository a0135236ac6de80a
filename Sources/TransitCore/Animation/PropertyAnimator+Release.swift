/// What happens when the owner of a ``PropertyAnimator`` lets it go (a script's box
/// collected, an engine reset, the state closed) in a state UIKit does not allow.
///
/// UIKit raises: "It is an error to release a paused or stopped property animator. Property
/// animators must either finish animating or be explicitly stopped and finished before they
/// can be released." (`UIViewPropertyAnimator`'s `dealloc`). An inactive animator and a
/// running one (UIKit keeps a running animator until it ends, whoever lets it go, and so does
/// the clock here) may be released. Transit cannot crash a script: it warns, naming where
/// the animator was made, and ends the animator at its current position (docs/animation.md,
/// "Releasing an animator").
extension PropertyAnimator {
    /// Why releasing this animator now is an error in UIKit, or nil when it is not:
    /// "paused" (active, not running — `pausesOnCompletion` at its end included: it stays
    /// active, UIKit's `pausesOnCompletion`) or "stopped".
    public var releaseProblem: String? {
        switch state {
        case .inactive: return nil
        case .active: return isRunning ? nil : "paused"
        case .stopped: return "stopped"
        }
    }

    /// The warning for releasing it now (nil when ``releaseProblem`` is).
    public var releaseWarning: EngineWarning? {
        guard let problem = releaseProblem else { return nil }
        let ending = state == .stopped ? "its completions never run (finishAnimation(at:) was not called)"
                                       : "it ends where it is, without completions, as stopAnimation(true) would"
        return EngineWarning(message: "a \(problem) PropertyAnimator was released: UIKit raises \"It is an error to release a paused or stopped property animator\"; \(ending)",
                             origin: origin, tick: engine.clock.now)
    }

    /// Ends an animator released while paused or stopped, so presentation and model agree: a
    /// stopped one has the values on screen in its model already and only lets its blocks
    /// and completions go; a paused one is stopped without finishing on the clock's next
    /// turn — stopping reads its curve, which may be a script's function, and this runs
    /// where no script may (a finalizer). Nothing for an animator that may be released.
    public func abandon() {
        switch state {
        case .stopped:
            reset()
            engine.animations.animatorDidEnd(self)
        case .active where !isRunning:
            engine.clock.async { [self] in
                // unless whoever still held it (an interactive transition) moved it since
                if state == .active && !isRunning { try stop(withoutFinishing: true) }
            }
        default:
            break
        }
    }
}
