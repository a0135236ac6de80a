import Testing
@testable import TransitCore

/// An ended block's state that nothing else holds is kept and made the next block's
/// (AnimationSystem+SpareStates.swift); one still held — strongly, weakly or unowned, by a
/// script's box or a host — is left to its holder, so no handle ever reads another block.
@Suite struct SpareStateTests {
    private func view(_ engine: Engine) throws -> View {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        return v
    }

    /// The reused state is the new block's alone: its id, not finished, its own option,
    /// tracks, completion and continuations; the old block's leave nothing behind. (The
    /// first block of those ending together is still held by the clock's taken timer as it
    /// ends, so it is not kept: `leader` takes that place.)
    @Test func anEndedBlockNothingHoldsBecomesTheNextBlocksState() throws {
        let engine = Engine()
        let v = try view(engine), other = try view(engine)
        var log: [String] = []
        try engine.animate(duration: 1) { try other.setAlpha(0) }   // the leader, id 1
        let first = ObjectIdentifier(try engine.animate(duration: 1, curve: try .steps(4), options: .allowUserInteraction,
                                                        animations: { try v.setAlpha(0); try v.setCenter(Point(x: 9, y: 9)) },
                                                        completion: { log.append("first \($0)") }))
        try engine.clock.advance(1)
        #expect(log == ["first true"] && engine.animations.spareStates.count == 1)

        let handle = try engine.animate(duration: 2, animations: { try v.setBounds(Rect(0, 0, 20, 20)) },
                                        completion: { log.append("second \($0)") })
        #expect(ObjectIdentifier(handle) == first && engine.animations.spareStates.isEmpty)
        #expect(handle.id == 3 && handle.finished == nil)
        let state = try #require(handle as? GroupState)
        #expect(state.tracks.count == 1 && state.liveTracks == 1 && state.allFinished && state.hold == nil)
        #expect(!engine.animations.allowsUserInteraction(v))              // the first block's option gone
        #expect(engine.animations.timingCurve(ofAnimation: 3)?.name == "easeInOut")   // not the first's steps
        #expect(handle.addContinuation { log.append("awaiting second \($0)") } != nil)
        try engine.clock.advance(1)
        #expect(log == ["first true"] && engine.runningAnimationCount == 1)
        try engine.clock.advance(1)
        #expect(log == ["first true", "second true", "awaiting second true"] && handle.finished == true)
        let ended = engine.timeline.compactMap { event -> Int? in
            if case .animationEnded(let id, _, _) = event { return id } else { return nil }
        }
        #expect(ended == [1, 2, 3])
    }

    /// Held strongly (a script's box, a host's constant), weakly or unowned when its block
    /// ends, a state is not kept: the strong holder still reads its own block, the weak one
    /// reads nil once the state is freed, and the next blocks get states of their own.
    @Test func anEndedBlockStillHeldIsNotReused() throws {
        let engine = Engine()
        let v = try view(engine), other = try view(engine)
        try engine.animate(duration: 1) { try other.setAlpha(0) }   // the leader (see above), id 1
        let held = try engine.animate(duration: 1) { try v.setAlpha(0) }
        weak let weakly = try engine.animate(duration: 1) { try v.setCenter(Point(x: 9, y: 9)) }
        unowned var unownedly: AnimationHandle
        do {
            let h = try engine.animate(duration: 1) { try v.setBounds(Rect(0, 0, 20, 20)) }
            unownedly = h
        }
        _ = unownedly   // (never read after its block ends: the state is freed then)
        #expect(weakly != nil && engine.runningAnimationCount == 4)
        try engine.clock.advance(1)
        #expect(engine.animations.spareStates.isEmpty)
        #expect(weakly == nil)
        let next = try engine.animate(duration: 1) { try v.setAlpha(1) }
        #expect(next !== held && next.id == 5)
        #expect(held.id == 2 && held.finished == true)
    }
}
