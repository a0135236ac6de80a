import Testing
@testable import TransitCore

/// Every step of the two state machines, legal and illegal: each controller's
/// `PresentationState` and each transition's `Phase`.
@Suite struct StateMachineTests {
    @Test func everyPresentationStepIsPinned() {
        let legal: [PresentationState: [PresentationEvent: PresentationState]] = [
            .idle: [.beginPresentation: .presenting],
            .presenting: [.completePresentation: .presented, .cancelPresentation: .idle],
            .presented: [.beginDismissal: .dismissing],
            .dismissing: [.completeDismissal: .idle, .cancelDismissal: .presented],
        ]
        for state in PresentationState.allCases {
            for event in PresentationEvent.allCases {
                #expect(state.after(event) == legal[state]?[event], "\(state) --\(event)-->")
            }
        }
    }

    @Test func everyPhaseStepIsPinned() {
        typealias Phase = TransitionContext.Phase
        let legal: [Phase: [TransitionContext.Event: Phase]] = [
            .preparing: [.animate: .animating, .fail: .failed],
            .animating: [.complete: .completed, .cancel: .cancelled, .fail: .failed],
        ]
        for phase in Phase.allCases {
            for event in TransitionContext.Event.allCases {
                #expect(phase.after(event) == legal[phase]?[event], "\(phase) --\(event)-->")
            }
        }
        #expect(Phase.allCases.filter(\.isEnded) == [.completed, .cancelled, .failed])
    }

    /// The states a present and a dismiss walk through, seen from the overrides.
    @Test func controllersWalkTheMachine() throws {
        let (engine, root, green, animator, _, _) = try transitionSetUp()
        var seen: [String] = []
        green.onWillAppear = { [unowned green] in seen.append("willAppear: \(green.presentationState)") }
        try root.present(green, animated: true)
        #expect(green.presentationState == .presenting && green.isBeingPresented)
        let ctx = try #require(animator.context)
        #expect(ctx.phase == .animating)
        try engine.clock.advance(0.7)
        #expect(green.presentationState == .presented && ctx.phase == .completed)
        try green.dismiss(animated: true)
        #expect(green.presentationState == .dismissing && green.isBeingDismissed)
        try engine.clock.advance(0.7)
        #expect(green.presentationState == .idle && root.presentationState == .idle)
        #expect(seen == ["willAppear: presenting"])
    }
}
