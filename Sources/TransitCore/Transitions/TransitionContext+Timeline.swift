/// `ctx:timeline()`: a timeline that performs the transition (docs/timelines.md, "In a
/// transition"). Transit's rules, where UIKit has none (it has no timelines):
///
/// - it is made playing, so the model holds the timeline's final values at once, as an
///   animator's `UIView.animate` sets them;
/// - the transition lasts as long as the timeline: each tween added moves the context's
///   ``duration`` (asked of `transitionDuration` first, as UIKit asks it) to the timeline's,
///   so a percent-driven interaction scrubs percent × the timeline's duration and alongside
///   animations last as long as it;
/// - without an interaction it plays on the clock; under a ``PercentDrivenInteractiveTransition``
///   its time is the interaction's (``TransitionTimeline``): held during the drag, run to the
///   end on `finish()`, back to 0 on `cancel()`, where the model takes the start values, as a
///   reversed `UIViewPropertyAnimator` leaves them;
/// - `onSettle` runs once, at the end it comes to rest at (true at the end, false at the
///   start): that is where the animator calls `completeTransition`.
extension TransitionContext {
    /// Makes the transition's timeline.
    ///
    /// - Throws: ``CoreError/Kind/invalidPresentation`` outside `animateTransition` (before
    ///   it, or once the transition ended); what ``Timeline/init`` throws for bad defaults.
    public func makeTimeline(defaults: Timeline.TweenOptions = Timeline.TweenOptions(), origin: String = "",
                             onSettle: ((Bool) throws -> Void)? = nil) throws -> Timeline {
        guard phase == .animating else {
            throw CoreError(.invalidPresentation, "timeline: \(self) is \(phase.rawValue); make its timeline in animateTransition")
        }
        let tl = try Timeline(engine: engine, defaults: defaults, paused: true, origin: origin)
        tl.transition = self
        tl.onSettle = onSettle
        if let driver = liveTimeline { tl.follow(driver) }
        try tl.play()                                  // no tweens yet: no tracks to make
        return tl
    }
}
