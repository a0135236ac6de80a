import Testing
@testable import TransitCore

/// The transition system on its own API (`engine.transitions`): transitions in flight, their
/// numbers, late completions, waiting for idle, and interactive timelines driving animations.
@Suite struct TransitionSystemTests {
    @Test func aPresentationIsInFlightFromItsBeginToItsCompletion() throws {
        let (engine, root, green, _, _, _) = try transitionSetUp()
        let system = engine.transitions
        #expect(system.transitionsInFlight.isEmpty && system.latest(involving: green) == nil)
        try root.present(green, animated: true)
        #expect(system.transitionsInFlight.map(\.description) == ["present #1 green on root"])
        let context = try #require(system.transitionsInFlight.first)
        // Presenter and presented both find it; the engine's façade sees the same list.
        #expect(system.latest(involving: green) === context && system.latest(involving: root) === context)
        #expect(engine.transitionsInFlight.map(\.id) == [1])
        try engine.clock.advance(0.7)                   // the test animator's fade ends: complete
        #expect(system.transitionsInFlight.isEmpty && system.latest(involving: green) == nil)
        #expect(context.phase == .completed)
    }

    @Test func transitionsAreNumberedInOrder() throws {
        let (engine, root, green, _, _, _) = try transitionSetUp()
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        try green.dismiss(animated: true)
        #expect(engine.transitions.transitionsInFlight.map(\.description) == ["dismiss #2 green from root"])
        try engine.clock.advance(0.7)
        #expect(engine.transitions.transitionsInFlight.isEmpty)
        #expect(engine.transitions.nextTransitionID() == 3)
    }

    @Test func runUntilIdleNamesATransitionNobodyCompletesUntilItIsAbandoned() throws {
        let (engine, root, green, animator, _, _) = try transitionSetUp()
        animator.onAnimate = { _ in }                   // never calls completeTransition
        try root.present(green, animated: true, origin: "s.lua:4")
        let error = coreError { try engine.transitions.runUntilIdle() }
        #expect(error?.kind == .runaway)
        #expect(error?.message == "runUntilIdle: present #1 green on root (begun at s.lua:4) never completed: its animator did not call completeTransition")
        engine.transitions.abandonTransitions()
        #expect(engine.transitions.transitionsInFlight.isEmpty)
        #expect(coreError { try engine.runUntilIdle() } == nil)
    }

    @Test func aLateCompletionIsRecordedOneRunLoopTurnLater() throws {
        let engine = Engine()
        try engine.clock.advance(0.25)
        var calls = 0
        engine.transitions.completeLater(7, .present, origin: "s.lua:9") { calls += 1 }
        #expect(calls == 0 && engine.timeline.isEmpty)
        try engine.clock.advance(0)
        #expect(calls == 1)
        #expect(engine.timeline == [.transitionCompleted(kind: .present, id: 7, tick: Clock.ticksPerSecond / 4)])
    }

    @Test func aDrivingTimelineHoldsTheBlocksBegunUnderIt() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        let second = Double(Clock.ticksPerSecond)
        let timeline = TransitionTimeline(engine: engine, durationTicks: second, label: "test", interactive: true)
        var finished: [Bool] = []
        var seen: [Bool] = []
        try engine.transitions.drive(timeline) {
            seen.append(engine.animations.interactiveTimeline === timeline)
            engine.transitions.drive(nil) { seen.append(engine.animations.interactiveTimeline == nil) }
            seen.append(engine.animations.interactiveTimeline === timeline)
            try engine.animate(duration: 1, curve: .linear, animations: { try v.setAlpha(0) },
                               completion: { finished.append($0) })
        }
        #expect(seen == [true, true, true] && engine.animations.interactiveTimeline == nil)
        try engine.clock.advance(0.5)
        expectClose(v.presentation.alpha, 1)            // paused at local time 0: no progress
        timeline.pause(at: second / 4)
        expectClose(v.presentation.alpha, 0.75)
        // Let go at local 0.25 s, clock 0.5 s: local time runs with the clock, so the block's
        // end (local 1 s) comes at clock 1.25 s.
        timeline.release()
        try engine.clock.advance(0.74)
        expectClose(v.presentation.alpha, 0.01, 1e-9)
        #expect(finished.isEmpty)
        try engine.clock.advance(0.01)
        #expect(finished == [true] && engine.runningAnimationCount == 0)
    }
}
