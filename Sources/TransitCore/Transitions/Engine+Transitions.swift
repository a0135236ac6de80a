/// The engine's view of transitions in flight: an animated present or dismiss stays in flight
/// until its animator calls `completeTransition`, and nothing but the animator can end it.
extension Engine {
    /// Transitions begun and not ended, oldest first.
    public var transitionsInFlight: [TransitionContext] { inFlight }

    /// Runs the clock until nothing is pending (``Clock/runUntilIdle(limit:)``), then checks
    /// that no transition is left in flight: with no timer left, nothing would ever complete
    /// it, so waiting for idle would never end in a finished state.
    ///
    /// - Throws: what the clock throws; ``CoreError/Kind/runaway`` naming the transition that
    ///   never completed and the line where it began.
    public func runUntilIdle(limit: IdleLimit = .default) throws {
        try clock.runUntilIdle(limit: limit)
        guard let stuck = inFlight.first else { return }
        var message = "runUntilIdle: \(stuck)"
        if !stuck.origin.isEmpty { message += " (begun at \(stuck.origin))" }
        message += " never completed: its animator did not call completeTransition"
        if inFlight.count > 1 { message += " (and \(inFlight.count - 1) more in flight)" }
        throw CoreError(.runaway, message)
    }

    /// Forgets the transitions in flight (a stage replacing its engine): they never end, and
    /// their animators and interaction controllers are let go (an interaction's hold too).
    public func abandonTransitions() {
        for context in inFlight {
            context.animator = nil
            context.endInteractive()
        }
        inFlight.removeAll()
    }
}
