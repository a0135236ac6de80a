/// The engine's animation API, forwarded to its ``AnimationSystem`` (where each is
/// documented): the façade keeps `engine.animate(…)` and the rest where hosts and the
/// bindings call them.
extension Engine {
    /// ``AnimationSystem/animate(duration:delay:curve:options:repeatCount:origin:animations:completion:)``.
    @discardableResult
    public func animate(duration: Double? = nil, delay: Double = 0, curve: TimingCurve = .easeInOut,
                        options: AnimationOptions = [], repeatCount: Double? = nil, origin: String = "",
                        animations body: () throws -> Void,
                        completion: ((Bool) throws -> Void)? = nil) throws -> AnimationHandle {
        try animations.animate(duration: duration, delay: delay, curve: curve, options: options,
                               repeatCount: repeatCount, origin: origin, animations: body, completion: completion)
    }

    /// ``AnimationSystem/animateKeyframes(duration:delay:options:calculationMode:curve:repeatCount:origin:animations:completion:)``.
    @discardableResult
    public func animateKeyframes(duration: Double, delay: Double = 0, options: AnimationOptions = [],
                                 calculationMode: KeyframeCalculationMode = .linear,
                                 curve: TimingCurve = .easeInOut, repeatCount: Double? = nil, origin: String = "",
                                 animations body: () throws -> Void,
                                 completion: ((Bool) throws -> Void)? = nil) throws -> AnimationHandle {
        try animations.animateKeyframes(duration: duration, delay: delay, options: options,
                                        calculationMode: calculationMode, curve: curve, repeatCount: repeatCount,
                                        origin: origin, animations: body, completion: completion)
    }

    /// ``AnimationSystem/addKeyframe(relativeStartTime:relativeDuration:animations:)``.
    public func addKeyframe(relativeStartTime start: Double, relativeDuration length: Double,
                            animations body: () throws -> Void) throws {
        try animations.addKeyframe(relativeStartTime: start, relativeDuration: length, animations: body)
    }

    /// ``AnimationSystem/performWithoutAnimation(_:)``.
    public func performWithoutAnimation(_ body: () throws -> Void) rethrows {
        try animations.performWithoutAnimation(body)
    }

    /// ``AnimationSystem/removeAllAnimations(of:)``; a running `View.transition(with:…)` of
    /// `view` is one of its layer's animations in UIKit, so it ends too: its old look's fade is
    /// cut (alpha 0 at once) and its block completes with `finished = false`.
    public func removeAllAnimations(of view: View) {
        if let overlay = view.transitionOverlay, overlay.superview === view {
            animations.removeAllAnimations(of: [view, overlay])
        } else {
            animations.removeAllAnimations(of: view)
        }
    }

    /// ``AnimationSystem/allowsUserInteraction(_:)``.
    public func allowsUserInteraction(_ view: View) -> Bool {
        animations.allowsUserInteraction(view)
    }

    /// Called by a view's setter before it changes `property` (``AnimationSystem/willChange(_:_:)``).
    @inline(__always)
    func willChange(_ view: View, _ property: AnimatedProperty) {
        animations.willChange(view, property)
    }

    /// ``AnimationSystem/presentation(of:)``.
    public func presentation(of view: View) -> Presentation {
        animations.presentation(of: view)
    }

    /// ``AnimationSystem/presentation(of:atTick:)``.
    public func presentation(of view: View, atTick tick: Int64) -> Presentation {
        animations.presentation(of: view, atTick: tick)
    }

    /// ``AnimationSystem/evaluateFrame()``.
    @discardableResult
    public func evaluateFrame() -> Int {
        animations.evaluateFrame()
    }

    /// ``AnimationSystem/renderedPresentation(of:)``.
    public func renderedPresentation(of view: View) -> Presentation? {
        animations.renderedPresentation(of: view)
    }

    /// ``AnimationSystem/step(frames:)``.
    public func step(frames: Int = 1) throws {
        try animations.step(frames: frames)
    }

    /// ``AnimationSystem/timingCurve(ofAnimation:)``.
    public func timingCurve(ofAnimation id: Int) -> TimingCurve? {
        animations.timingCurve(ofAnimation: id)
    }

    /// Animation blocks (`animate` calls) with animations still running.
    public var runningAnimationCount: Int { animations.runningAnimationCount }

    /// Views with at least one running animation.
    public var animatingViewCount: Int { animations.animatingViewCount }
}

extension Engine {
    /// A property animator that holds the running animation `id` where no clock call moves
    /// it: `transit test` says so of a test left with one (`clock.runUntilIdle()` would pass
    /// over it), and what ends it.
    public enum IdleAnimator {
        /// Paused: `startAnimation()` or `stopAnimation(true)` ends its blocks.
        case paused(PropertyAnimator)
        /// Stopped and not finished (`stopAnimation(false)`): its blocks have left the
        /// store, and its begin waits for `finishAnimation(at:)`. (Its id is the animation's.)
        case stopped
    }

    /// The idle animator whose blocks are the running animation `id`, if one is.
    public func idleAnimator(holdingAnimation id: Int) -> IdleAnimator? {
        if animations.stoppedAnimators.contains(id) { return .stopped }
        for case let state? in animations.store.groups where state.id == id {
            guard let animator = state.driver?.animator, !animator.isRunning else { return nil }
            return .paused(animator)
        }
        return nil
    }
}
