/// Key-value observation of ``PropertyAnimator/isRunning``: Swift's
/// `animator.observe(\.isRunning, options: [.old, .new]) { animator, change in … }`, which Apple
/// names as the way to learn that an animator with ``PropertyAnimator/pausesOnCompletion``
/// has reached its end ("Because the completion handler is not called when this property is
/// true, … you determine when the animation has ended by observing the isRunning property").
///
/// Observers hear of a change when the call that made it returns — `startAnimation`,
/// `pauseAnimation`, `continueAnimation`, `isReversed`, `stopAnimation`, `finishAnimation` —
/// or when a run reaches its end: at once if the animator pauses on completion, after its
/// completions otherwise (UIKit documents no order). A call that stops and resumes the run (a
/// running animator reversed, or continued) changes nothing and tells nothing. An observer
/// invalidated is not called again, not even later in the notice running then.
extension PropertyAnimator {
    public typealias RunningObserver = (_ old: Bool, _ new: Bool) throws -> Void

    /// What `observe` returns, as `NSKeyValueObservation`: the observer is heard until
    /// ``invalidate()``.
    public final class Observation {
        /// The animator observed, until it goes.
        public private(set) weak var animator: PropertyAnimator?
        /// This observation's number among its animator's, never reused.
        public let token: Int
        init(animator: PropertyAnimator, token: Int) {
            self.animator = animator
            self.token = token
        }

        /// Stops the observation (again: nothing).
        public func invalidate() {
            animator?.runningObservers.removeAll { $0.token == token }
        }
    }

    /// Calls `body(old, new)` at each change of ``isRunning``. The animator holds `body` until
    /// the observation is invalidated (Foundation's observed object does not hold its
    /// observation): a `body` that captures the animator strongly makes a cycle, so capture
    /// it weakly, as the Lua binding does.
    public func observeIsRunning(_ body: @escaping RunningObserver) -> Observation {
        nextRunningObserverToken += 1
        runningObservers.append((nextRunningObserverToken, body))
        return Observation(animator: self, token: nextRunningObserverToken)
    }

    /// Tells the observers of a change of ``isRunning`` since the last time, if it still
    /// stands. An observer that changes it again is told in its turn, by the call it made.
    func tellRunningChange() throws {
        guard let old = runningNoticeFrom else { return }
        runningNoticeFrom = nil
        let new = isRunning
        if old == new { return }
        // Each observer of the notice's start, unless one before it invalidated it: after
        // `invalidate()` returns nothing more is heard (its Lua function is let go then).
        let observers = runningObservers
        for (i, observer) in observers.enumerated() {
            if i > 0, !runningObservers.contains(where: { $0.token == observer.token }) { continue }
            try observer.body(old, new)
        }
    }
}
