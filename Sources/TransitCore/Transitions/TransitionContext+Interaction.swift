/// The interactive side of a transition context (`UIViewControllerContextTransitioning`'s
/// `updateInteractiveTransition`, `finishInteractiveTransition`,
/// `cancelInteractiveTransition`): what an interaction controller reports.
extension TransitionContext {
    /// `updateInteractiveTransition(_:)`: the interaction's progress, 0…1 (kept in
    /// ``percentComplete``; a custom interaction controller animates by itself).
    public func updateInteractiveTransition(_ percent: Double) {
        if !phase.isEnded { percentComplete = percent }
    }

    /// `finishInteractiveTransition()`: the interaction is over and the transition will
    /// complete; ``isInteractive`` becomes false.
    public func finishInteractiveTransition() throws {
        try endInteraction(.finishes)
    }

    /// `pauseInteractiveTransition()`: a transition running by itself (begun with
    /// `wantsInteractiveStart` false, or finishing) becomes interactive again.
    public func pauseInteractiveTransition() throws {
        guard !phase.isEnded, !isInteractive, !transitionWasCancelled else { return }
        isInteractive = true
        engine.record(.interaction(kind: kind, id: id, tick: engine.clock.now, change: .pauses, percent: percentComplete))
        try coordinator.interactionChanged()
    }

    /// `cancelInteractiveTransition()`: the transition will go back; ``isInteractive``
    /// becomes false and ``transitionWasCancelled`` true (the animator then calls
    /// `completeTransition(!transitionWasCancelled)`, and the engine puts everything back).
    /// Cancelling an interaction also begins the reversal of the life cycle at once (the
    /// `will` calls; see `beginReversal`).
    public func cancelInteractiveTransition() throws {
        guard !phase.isEnded else { return }
        transitionWasCancelled = true
        try endInteraction(.cancels)
    }

    /// Records the change, then runs the coordinator's `notifyWhenInteractionChanges`
    /// handlers, then (cancelling) begins the reversal. A handler's error is thrown once the
    /// change is complete; the reversal's overrides' after it (``callOverride(_:)``).
    private func endInteraction(_ change: InteractionChange) throws {
        guard !phase.isEnded, isInteractive else { return }
        isInteractive = false
        engine.record(.interaction(kind: kind, id: id, tick: engine.clock.now, change: change, percent: percentComplete))
        callOverride { try coordinator.interactionChanged() }
        if change == .cancels { beginReversal() }
        try reportOverrideFailure()
    }

    /// The timeline the animations of this transition still run on (nil once a cancel
    /// brought them back and ended them).
    var liveTimeline: TransitionTimeline? {
        guard let timeline, !timeline.isOver else { return nil }
        return timeline
    }

    /// Runs the animator — through the interaction controller when there is one — then
    /// `alongside` (the coordinator's waiting blocks), on the interactive timeline if one
    /// drives the transition.
    func startAnimations(alongside: () throws -> Void) throws {
        if let interaction {
            isInteractive = interaction.wantsInteractiveStart
            try interaction.startInteractiveTransition(self)
        } else {
            try animator?.animateTransition(using: self)
        }
        if !phase.isEnded { try engine.transitions.drive(liveTimeline) { try alongside() } }
    }

    /// Whether the transition waits for its interaction: while it does, `runUntilIdle`
    /// cannot wait for it and names it instead.
    func holdForInteraction(_ held: Bool) {
        if held, interactionHold == nil {
            interactionHold = engine.clock.hold("interactive \(self)\(origin.isEmpty ? "" : " (begun at \(origin))") waits for update, finish or cancel")
        } else if !held, let hold = interactionHold {
            engine.clock.release(hold)
            interactionHold = nil
        }
    }

    /// The transition ended: an interaction still waiting lets its timeline run on with the
    /// clock (a property animator stays as its animator left it), and the context lets go
    /// of its interaction controller.
    func endInteractive() {
        isInteractive = false
        holdForInteraction(false)
        timeline?.release()
        interaction = nil
        drivingAnimator = nil
    }
}
