/// The engine's transition API, forwarded to its ``TransitionSystem`` (where each is
/// documented).
extension Engine {
    /// ``TransitionSystem/transitionsInFlight``.
    public var transitionsInFlight: [TransitionContext] { transitions.transitionsInFlight }

    /// ``TransitionSystem/runUntilIdle(limit:)``.
    public func runUntilIdle(limit: IdleLimit = .default) throws {
        try transitions.runUntilIdle(limit: limit)
    }

    /// ``TransitionSystem/abandonTransitions()``.
    public func abandonTransitions() {
        transitions.abandonTransitions()
    }
}
