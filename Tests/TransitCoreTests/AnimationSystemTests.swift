import Testing
@testable import TransitCore

/// The animation system on its own API (`engine.animations`): transactions, ids, the store's
/// counts and presentation values at given ticks.
@Suite struct AnimationSystemTests {
    /// A view of `engine` in its window, at `frame`.
    private func view(_ engine: Engine, _ frame: Rect = Rect(0, 0, 100, 100)) throws -> View {
        let v = try View(engine: engine, frame: frame)
        try engine.window.addSubview(v)
        return v
    }

    @Test func transactionsNestAndTakeSerialsInOrder() throws {
        let engine = Engine()
        let system = engine.animations
        let v = try view(engine)
        var seen: [(depth: Int, serial: UInt64, suppressed: Bool)] = []
        func note() {
            seen.append((system.transactions.count, system.transactions.last!.serial, system.animationsAreSuppressed))
        }
        try system.animate(duration: 1, animations: {
            note()
            try system.animate(duration: 2, animations: {
                note()
                system.performWithoutAnimation { note() }
                try v.setAlpha(0.5)
            })
            note()
        })
        #expect(seen.map(\.depth) == [1, 2, 3, 1])
        // Serials count every block opened, the without-animation marker too: 1, 2, 3.
        #expect(seen.map(\.serial) == [1, 2, 3, 1])
        #expect(seen.map(\.suppressed) == [false, false, true, false])
        #expect(system.transactions.isEmpty)
        // The counter goes on from the last serial given.
        #expect(system.nextTransactionSerial() == 4)
    }

    @Test func aThrowingBlockClosesItsTransaction() throws {
        let engine = Engine()
        let v = try view(engine)
        #expect(throws: Boom.self) {
            try engine.animations.animate(duration: 1, animations: {
                try v.setAlpha(0.2)
                throw Boom(tag: "inside")
            })
        }
        #expect(engine.animations.transactions.isEmpty)
        // The change stays, unanimated: no group was made.
        #expect(v.alpha == 0.2 && engine.animations.runningAnimationCount == 0)
    }

    @Test func blocksAndAnimatorsShareOneCounterOfIDs() throws {
        let engine = Engine()
        let v = try view(engine)
        let a = try engine.animations.animate(duration: 1, animations: { try v.setAlpha(0) })
        let b = try engine.animations.animate(duration: 1, animations: {})     // nothing changes: still an id
        let animator = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        let c = try engine.animations.animate(duration: 1, animations: { try v.setCenter(Point(0, 0)) })
        #expect([a.id, b.id, animator.id, c.id] == [1, 2, 3, 4])
        #expect(engine.animations.nextAnimationID() == 5)
    }

    @Test func presentationAtATickSumsAdditiveAnimations() throws {
        let engine = Engine()
        let system = engine.animations
        let v = try view(engine, Rect(-50, -50, 100, 100))          // centre (0, 0)
        try system.animate(duration: 1, curve: .linear, animations: { try v.setCenter(Point(100, 0)) })
        try engine.clock.advance(0.5)
        try system.animate(duration: 1, curve: .linear, animations: { try v.setCenter(Point(200, 0)) })
        let second = Clock.ticksPerSecond
        // Model 200; deltas −100 (weight 1 − t) and −100 (weight 1 − (t − 0.5)):
        // at 0.75 s: 200 − 100·0.25 − 100·0.75 = 100; at 1 s: 200 − 0 − 50 = 150.
        expectClose(system.presentation(of: v, atTick: second * 3 / 4).center.x, 100)
        expectClose(system.presentation(of: v, atTick: second).center.x, 150)
        expectClose(system.presentation(of: v, atTick: second * 3 / 2).center.x, 200)
        // Asking about other ticks moved nothing: now is 0.5 s, where the first is half done.
        expectClose(system.presentation(of: v).center.x, 50)
        #expect(system.runningAnimationCount == 2 && system.animatingViewCount == 1)
    }

    @Test func theStoreEmptiesAsBlocksComplete() throws {
        let engine = Engine()
        let system = engine.animations
        let views = try (0..<3).map { _ in try view(engine) }
        var ended: [String] = []
        try system.animate(duration: 0.5, animations: {
            for v in views { try v.setAlpha(0.5) }
        }, completion: { ended.append("a \($0)") })
        try system.animate(duration: 1, animations: { try views[0].setCenter(Point(10, 10)) },
                           completion: { ended.append("b \($0)") })
        #expect(system.runningAnimationCount == 2 && system.animatingViewCount == 3)
        #expect(system.evaluateFrame() == 3)
        try engine.clock.advance(0.5)
        #expect(ended == ["a true"])
        #expect(system.runningAnimationCount == 1 && system.animatingViewCount == 1)
        #expect(system.evaluateFrame() == 1)
        try engine.clock.advance(0.5)
        #expect(ended == ["a true", "b true"])
        #expect(system.runningAnimationCount == 0 && system.animatingViewCount == 0)
        #expect(system.evaluateFrame() == 0)
    }

    @Test func aReplacedAnimationCompletesUnfinishedOneTurnLater() throws {
        let engine = Engine()
        let system = engine.animations
        let v = try view(engine)
        var ended: [Bool] = []
        try system.animate(duration: 1, animations: { try v.setAlpha(0) }, completion: { ended.append($0) })
        try system.animate(duration: 1, animations: { try v.setAlpha(1) }, completion: { ended.append($0) })
        // The first block lost its only track at once; its completion waits one run-loop turn.
        #expect(system.runningAnimationCount == 1 && ended.isEmpty)
        try engine.clock.advance(0)
        #expect(ended == [false])
        try engine.clock.advance(1)
        #expect(ended == [false, true])
    }

    @Test func aModelChangeReachesTheFramePassWhileAnimating() throws {
        let engine = Engine()
        let system = engine.animations
        let v = try view(engine, Rect(-50, -50, 100, 100))          // centre (0, 0)
        try system.animate(duration: 1, curve: .linear, animations: { try v.setCenter(Point(100, 0)) })
        try engine.clock.advance(0.5)
        try v.setCenter(Point(300, 0))                               // outside any block
        system.evaluateFrame()
        // The store's copy of the model followed: 300 − 100 × (1 − 0.5).
        expectClose(try #require(system.renderedPresentation(of: v)).center.x, 250)
        expectClose(system.presentation(of: v).center.x, 250)
    }

    @Test func aRunningBlocksCurveIsFoundByItsIDUntilItEnds() throws {
        let engine = Engine()
        let v = try view(engine)
        let h = try engine.animations.animate(duration: 1, curve: .easeOut, animations: { try v.setAlpha(0) })
        #expect(engine.animations.timingCurve(ofAnimation: h.id)?.name == TimingCurve.easeOut.name)
        #expect(engine.animations.timingCurve(ofAnimation: h.id + 1) == nil)
        try engine.clock.advance(1)
        #expect(engine.animations.timingCurve(ofAnimation: h.id) == nil)
    }

    /// The block just committed is found at once (what a renderer asks as its `begin` is
    /// recorded), any other still by its id — also once the last one's slot is reused by a
    /// block with another curve, and not once that block ended.
    @Test func curvesAreFoundByIDWhenSlotsAreReused() throws {
        let engine = Engine()
        let views = try (0..<3).map { _ in try view(engine) }
        let long = try engine.animations.animate(duration: 2, curve: .linear, animations: { try views[0].setAlpha(0) })
        let short = try engine.animations.animate(duration: 0.5, curve: .easeIn, animations: { try views[1].setAlpha(0) })
        #expect(engine.animations.timingCurve(ofAnimation: short.id)?.name == TimingCurve.easeIn.name)
        #expect(engine.animations.timingCurve(ofAnimation: long.id)?.name == TimingCurve.linear.name)
        try engine.clock.advance(0.5)                               // `short` ends, its slot is free
        #expect(engine.animations.timingCurve(ofAnimation: short.id) == nil)
        let next = try engine.animations.animate(duration: 1, curve: .easeOut, animations: { try views[2].setAlpha(0) })
        #expect(engine.animations.timingCurve(ofAnimation: next.id)?.name == TimingCurve.easeOut.name)
        #expect(engine.animations.timingCurve(ofAnimation: short.id) == nil)
        #expect(engine.animations.timingCurve(ofAnimation: long.id)?.name == TimingCurve.linear.name)
        try engine.clock.advance(1)                                 // `next` ends; `long` runs on
        #expect(engine.animations.timingCurve(ofAnimation: next.id) == nil)
        #expect(engine.animations.timingCurve(ofAnimation: long.id)?.name == TimingCurve.linear.name)
    }

    @Test func theEngineForwardsToItsSystem() throws {
        let engine = Engine()
        let v = try view(engine)
        try engine.animate(duration: 2, curve: .linear) { try v.setAlpha(0) }
        #expect(engine.runningAnimationCount == engine.animations.runningAnimationCount)
        #expect(engine.animations.runningAnimationCount == 1)
        try engine.clock.advance(0.5)
        expectClose(engine.presentation(of: v).alpha, 0.75)
        expectClose(engine.animations.presentation(of: v).alpha, 0.75)
        // Events land in the engine's one timeline: begin (#1) so far.
        #expect(engine.timeline.count == 1)
    }
}
