import Testing
@testable import TransitCore

/// A long track list keeps its view's ended tracks until they are half of it
/// (AnimationStore+ViewTracks.swift): n blocks of one view ending one after another walk the
/// list about 2n steps, not n²/2, and what the view presents, the order its blocks complete in
/// and their flags are as when each end swept the list.
@Suite struct LazySweepTests {
    /// Block `i` moves `center` to (i, i mod 5): an additive track of difference
    /// (i − 1, (i − 1) mod 5) − (i, i mod 5) from the model before it.
    private static func target(_ i: Int) -> Point { Point(Double(i), Double(i % 5)) }

    /// The 100 blocks of ``animateHundred(_:_:completion:)``: 49 of 1 s (odd `i` below 99),
    /// the other 51 of 2 s.
    private static func isShort(_ i: Int) -> Bool { i % 2 == 1 && i < 99 }

    /// 100 linear blocks of `v`'s `center`, all begun at the clock's time; block 100 also
    /// fades `v` to 0.2.
    private func animateHundred(_ engine: Engine, _ v: View, completion: @escaping (Int, Bool) -> Void = { _, _ in }) throws {
        for i in 1...100 {
            try engine.animate(duration: Self.isShort(i) ? 1 : 2, curve: .linear, animations: {
                try v.setCenter(Self.target(i))
                if i == 100 { try v.setAlpha(0.2) }
            }, completion: { completion(i, $0) })
        }
    }

    /// The same view with only the 51 long blocks, each carrying the same difference: the
    /// model set to the previous block's target without animation, then animated to its own.
    /// Computed apart from the lazily swept list: no block of it ends early.
    private func longBlocksAlone() throws -> (Engine, View) {
        let engine = Engine()
        let v = View(engine: engine)
        for i in 1...100 where !Self.isShort(i) {
            try v.setCenter(Self.target(i - 1))
            try engine.animate(duration: 2, curve: .linear, animations: {
                try v.setCenter(Self.target(i))
                if i == 100 { try v.setAlpha(0.2) }
            })
        }
        return (engine, v)
    }

    /// At 1 s the 49 short blocks have ended: the list still holds them (100 places) and
    /// the view presents its 51 running tracks — on demand and in the frame pass — as the
    /// view whose only tracks they are. A new fade then replaces block 100's alpha track,
    /// found among the ended ones. The differences are whole numbers and the progress
    /// halves and quarters: every sum is exact whatever its order.
    @Test func aViewPresentsItsRunningTracksWhileEndedOnesAreStillListed() throws {
        let engine = Engine()
        let v = View(engine: engine)
        var ends: [Int: Bool] = [:]
        try animateHundred(engine, v) { ends[$0] = $1 }
        let (alone, w) = try longBlocksAlone()
        try engine.clock.advance(1)
        try alone.clock.advance(1)
        var store: AnimationStore { engine.animations.store }   // read afresh: a copy is a snapshot
        #expect(store.trackCount(ofSlot: v.animationSlot) == 101 && v.trackRefs.count == 52)
        #expect(v.trackRefs.map(\.property) == w.trackRefs.map(\.property))
        #expect(ends.keys.sorted() == (1...97).filter(Self.isShort) && ends.values.allSatisfy { $0 })
        #expect(v.presentation == w.presentation)
        #expect(v.presentation.center == Point(100 - 25.5, -0.5))   // the model plus half of (−51, −1)
        #expect(engine.evaluateFrame() == 1 && alone.evaluateFrame() == 1)
        #expect(engine.renderedPresentation(of: v) == alone.renderedPresentation(of: w))
        #expect(engine.renderedPresentation(of: v) == v.presentation)

        try engine.animate(duration: 1, curve: .linear) { try v.setAlpha(1) }
        try alone.animate(duration: 1, curve: .linear) { try w.setAlpha(1) }
        #expect(v.trackRefs.map(\.property) == w.trackRefs.map(\.property))
        try engine.clock.advance(0.5)
        try alone.clock.advance(0.5)
        #expect(v.presentation == w.presentation && abs(v.presentation.alpha - 0.6) < 1e-12)
        #expect(engine.evaluateFrame() == 1 && alone.evaluateFrame() == 1)
        #expect(engine.renderedPresentation(of: v) == alone.renderedPresentation(of: w))
        try engine.clock.advance(0.5)
        #expect(ends.count == 100 && ends[100] == false && ends.filter { !$0.value }.count == 1)
        #expect(v.animationSlot == -1 && store.deadListed.isEmpty && store.moreSlotTracks.isEmpty)
    }

    /// 2,000 blocks of one view ending at one tick (the hostile corpus's
    /// ccalls/same_instant_ends_2000_blocks_one_view.lua): at most 3n list steps (about 2n
    /// and the last short lists'), not the 2 million of a sweep at each end; completions in block order, all finished.
    @Test func blocksOfOneViewEndingAtOneTickWalkTheListLinearly() throws {
        let engine = Engine()
        let v = View(engine: engine)
        var order: [Int] = []
        for i in 1...2000 {
            try engine.animate(duration: 1, curve: .linear, animations: {
                try v.setCenter(Point(Double(i % 13), Double(i % 7)))
            }, completion: { if $0 { order.append(i) } })
        }
        let before = engine.animations.store.listSteps
        try engine.clock.advance(1)
        #expect(engine.animations.store.listSteps - before <= 6000)
        #expect(order == Array(1...2000))
        #expect(v.animationSlot == -1 && engine.runningAnimationCount == 0 && engine.animations.store.deadListed.isEmpty)
        #expect(v.presentation.center == Point(Double(2000 % 13), Double(2000 % 7)))
    }

    /// The same blocks ending one a tick (block i lasts i µs): the list is walked about 2n
    /// steps in all; at each stop the view presents its model plus the running blocks' sum.
    @Test func blocksEndingOneATickWalkTheListLinearlyInAll() throws {
        let engine = Engine()
        let v = View(engine: engine)
        var order: [Int] = []
        for i in 1...2000 {
            try engine.animate(duration: Double(i) / 1e6, curve: .linear, animations: {
                try v.setCenter(Point(Double(i), 0))
            }, completion: { if $0 { order.append(i) } })
        }
        let before = engine.animations.store.listSteps
        try engine.clock.advance(1000 / 1e6)
        #expect(order == Array(1...1000) && v.trackRefs.count == 1000)
        // blocks 1001…2000 at progress 1000/i of differences −1 each
        let expected = (1001...2000).reduce(0.0) { $0 - (1 - 1000 / Double($1)) }
        #expect(abs(v.presentation.center.x - (2000 + expected)) < 1e-9)
        try engine.clock.advance(1)
        #expect(engine.animations.store.listSteps - before <= 6000)
        #expect(order == Array(1...2000) && v.animationSlot == -1 && engine.animations.store.deadListed.isEmpty)
    }

    /// Cut while ended tracks are listed: `removeAllAnimations` frees the slot and forgets
    /// them (their places free for the next tracks), the cut blocks complete next turn with
    /// `finished = false` in block order, and the view animates again from an empty list.
    @Test func removingAllAnimationsWhileEndedTracksAreListed() throws {
        let engine = Engine()
        let v = View(engine: engine)
        var ends: [(Int, Bool)] = []
        try animateHundred(engine, v) { ends.append(($0, $1)) }
        try engine.clock.advance(1)
        #expect(engine.animations.store.trackCount(ofSlot: v.animationSlot) == 101)
        engine.removeAllAnimations(of: v)
        #expect(v.animationSlot == -1 && v.trackRefs.isEmpty && engine.animations.store.deadListed.isEmpty)
        #expect(v.presentation.center == Self.target(100) && v.presentation.alpha == 0.2)
        try engine.clock.advance(0)
        #expect(ends.map(\.0) == (1...97).filter(Self.isShort) + (1...100).filter { !Self.isShort($0) })
        #expect(ends.map(\.1) == Array(repeating: true, count: 49) + Array(repeating: false, count: 51))
        try engine.animate(duration: 1, curve: .linear) { try v.setCenter(Point(0, 0)) }
        #expect(v.trackRefs.count == 1 && engine.animations.store.trackCount(ofSlot: v.animationSlot) == 1)
        try engine.clock.advance(0.5)
        #expect(v.presentation.center == Point(50, 0))
    }

    /// A new track given the place of an ended one that a view still lists — another view's
    /// or the same view's — sweeps that view's list first: no reference is listed twice, and
    /// both views present their own tracks.
    @Test func aListedEndedTracksPlaceTakenByANewTrack() throws {
        let engine = Engine()
        let v = View(engine: engine), w = View(engine: engine)
        try animateHundred(engine, v)
        try engine.clock.advance(1)
        var store: AnimationStore { engine.animations.store }
        #expect(store.trackCount(ofSlot: v.animationSlot) == 101)
        try engine.animate(duration: 1, curve: .linear) { try w.setCenter(Point(10, 0)) }
        #expect(store.trackCount(ofSlot: v.animationSlot) == 52 && v.trackRefs.count == 52)
        #expect(!v.trackRefs.contains(w.trackRefs[0]))
        try engine.animate(duration: 1, curve: .linear) { try v.setCenter(Point(0, 0)) }
        let listed = v.trackRefs.map { "\($0.property) \($0.index)" }
        #expect(listed.count == 53 && Set(listed).count == 53)
        try engine.clock.advance(0.5)
        // v: the model (0, 0), the 51 long blocks a quarter of (−51, −1) in all, the new one half of (100, 0)
        #expect(v.presentation.center == Point(-12.75 + 50, -0.25))
        #expect(w.presentation.center == Point(5, 0))
    }

    /// `runUntilIdle` fires one end at a time: the same linear walk, the same order.
    @Test func runUntilIdleEndsThemAlike() throws {
        let engine = Engine()
        let v = View(engine: engine)
        var ends: [Int] = []
        for i in 1...2000 {
            try engine.animate(duration: 1, curve: .linear, animations: {
                try v.setCenter(Point(Double(i), 0))
            }, completion: { if $0 { ends.append(i) } })
        }
        let before = engine.animations.store.listSteps
        try engine.clock.runUntilIdle()
        #expect(engine.animations.store.listSteps - before <= 6000)
        #expect(ends == Array(1...2000) && v.animationSlot == -1)
    }
}
