import Testing
@testable import TransitCore

/// A block's state keeps its rare parts (a forever block's hold, a property animator, an
/// interactive transition's timeline, a Timeline's clock) in a box made on the first one
/// set: what is set reads back, and clearing one leaves the others.
@Suite struct GroupStateTests {
    @Test func rarePartsReadBackWhatWasSet() {
        let state = GroupState(id: 1, completion: nil)
        #expect(state.hold == nil && state.driver == nil && state.timeline == nil && state.clock == nil)
        state.timeline = nil   // clearing what was never set
        #expect(state.timeline == nil)
        state.hold = HoldID(rawValue: 7)
        state.clock = { Double($0) / 2 }
        #expect(state.hold == HoldID(rawValue: 7) && state.clock?(10) == 5)
        state.hold = nil
        #expect(state.hold == nil && state.clock?(4) == 2 && state.driver == nil)
        let timing = GroupTiming(begin: 0, duration: 100, curveKind: .driven, curveIndex: -1)
        #expect(state.drivenProgress(timing, at: 8) == 4)   // the Timeline's clock decides
    }

    /// An `animate` block is one heap object, its state (also its handle), made as it
    /// begins and freed on its ending frame: 104 usable bytes is glibc's 112-byte block, in
    /// its fast bins (docs/benchmark.md, memory; 120 usable, a 128-byte block, with 8-byte
    /// track references; 152 usable, a 160-byte block,
    /// with the options whole and a `TimerID` for the end timer; 168 usable, a 176-byte
    /// block, with an unowned system reference and the continuations inline; 200 usable, a
    /// 208-byte block, with a word-wide track count and live count and a padded timer
    /// location).
    ///
    /// `malloc_usable_size` rather than a field count: it is what glibc hands the object,
    /// the bytes the block really costs (a state a few bytes larger would take the next size).
    @Test func aBlocksStateTakesA112ByteBlock() throws {
        let engine = Engine()
        let view = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        try engine.window.addSubview(view)
        let handle = try engine.animate(duration: 1, options: .allowUserInteraction) { try view.setAlpha(0) }
        #expect(handle is GroupState)
        #expect(heapBlockSize(handle) == 104)
    }

    /// The one option a block's state keeps: whether it allows interaction with its views.
    @Test func onlyBlocksBegunWithAllowUserInteractionLetTheirViewsBeHit() throws {
        let engine = Engine()
        let a = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let b = try View(engine: engine, frame: Rect(20, 0, 10, 10))
        try engine.window.addSubview(a)
        try engine.window.addSubview(b)
        try engine.animate(duration: 1, options: .allowUserInteraction) { try a.setAlpha(0.5) }
        try engine.animate(duration: 1) { try b.setAlpha(0.5) }
        #expect(engine.animations.allowsUserInteraction(a) && !engine.animations.allowsUserInteraction(b))
        try engine.clock.advance(1)
        #expect(engine.animations.allowsUserInteraction(b))   // nothing animates it now
    }

    /// A block cut short cancels its end timer (found by its place and the block it ends),
    /// and completes one turn later, unfinished.
    @Test func aBlockCutShortCancelsItsEndTimer() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        var finished: [Bool] = []
        try engine.animate(duration: 1, animations: { try v.setAlpha(0.5) }, completion: { finished.append($0) })
        #expect(engine.clock.pendingTimerCount == 1)
        engine.animations.removeAllAnimations(of: v)
        #expect(engine.clock.pendingTimerCount == 0 && finished.isEmpty)
        try engine.clock.runUntilIdle()
        #expect(finished == [false] && engine.clock.now == 0)
    }

    /// An end timer's place, once its timer is gone and the place reused by another block's
    /// end, does not cancel that one: the place alone does not name the timer.
    @Test func aStalePlaceCancelsNoOtherBlocksEnd() {
        let clock = Clock()
        let a = GroupState(id: 1, completion: nil), b = GroupState(id: 2, completion: nil)
        let first = clock.scheduleBlockEnd(atTick: 10, label: "", a)
        #expect(clock.cancelBlockEnd(of: a, at: first) && !clock.cancelBlockEnd(of: a, at: first))
        #expect(clock.nextTimerTick == nil)   // the emptied run is freed
        let second = clock.scheduleBlockEnd(atTick: 20, label: "", b)
        #expect(second == first)              // in the same place
        #expect(!clock.cancelBlockEnd(of: a, at: first))
        #expect(clock.pendingTimerCount == 1 && clock.nextTimerTick == 20)
        #expect(clock.cancelBlockEnd(of: b, at: second) && clock.pendingTimerCount == 0)
    }

    /// The first four tracks are held inline, the rest in an array: all read back in order.
    @Test func tracksBeyondTheFourInlineReadBackInOrder() {
        var tracks = GroupTracks()
        #expect(tracks.isEmpty)
        let properties: [AnimatedProperty] = [.center, .bounds, .transform, .alpha, .backgroundColor, .cornerRadius]
        for (i, p) in properties.enumerated() { tracks.append(TrackRef(p.descriptor, index: Int32(10 + i))) }
        #expect(tracks.count == 6)
        #expect(tracks.map(\.property) == properties && tracks.map(\.index) == [10, 11, 12, 13, 14, 15])
    }

    /// A block of six properties on one view (two beyond the inline four) ends with all its
    /// tracks: none left alive, the view's slot freed.
    @Test func aBlockOfMoreThanFourTracksEndsWithAllOfThem() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        try engine.animate(duration: 1) {
            try v.setFrame(Rect(5, 5, 20, 20))
            try v.setTransform(.rotation(1))
            try v.setAlpha(0.5)
            try v.setBackgroundColor(Color(r: 1, g: 0, b: 0, a: 1))
            try v.setCornerRadius(4)
        }
        #expect(engine.animations.store.liveTrackCount == 6 && v.trackRefs.count == 6)
        try engine.clock.advance(1)
        #expect(engine.animations.store.liveTrackCount == 0 && v.trackRefs.isEmpty)
        #expect(engine.animatingViewCount == 0 && v.animationSlot == -1)
    }

    /// A block's handle is its state: once the block has completed, a handle still held
    /// (a script's) no longer holds the completion or a custom curve — a completion that
    /// captures its own handle would otherwise never be freed. `finished` stays readable.
    @Test func aHeldHandleLetsGoOfItsCompletionAndCurveAtTheEnd() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        weak var captured: Token?
        weak var curveCaptured: Token?
        var handle: AnimationHandle?
        do {
            let token = Token(), curveToken = Token()
            captured = token
            curveCaptured = curveToken
            handle = try engine.animate(duration: 1, curve: .custom { t in curveToken.use(t) },
                                        animations: { try v.setAlpha(0.5) },
                                        completion: { _ in token.calls += 1 })
        }
        #expect(captured != nil && curveCaptured != nil)   // running: the block needs both
        #expect(engine.animations.timingCurve(ofAnimation: handle!.id) != nil)
        try engine.clock.advance(1)
        #expect(handle?.finished == true)
        #expect(captured == nil && curveCaptured == nil)
    }

    /// A block begun by `begin` on an engine that then goes, its completion holding a token:
    /// the handle, whether the engine went, whether the token outlived it, whether it was held
    /// while the engine lived, and what `begin` saw then.
    func blockWhoseEngineWent(_ begin: (Engine, @escaping (Bool) throws -> Void) throws -> (AnimationHandle, Bool))
        rethrows -> (handle: AnimationHandle, engineGone: Bool, completionKept: Bool, heldBefore: Bool, before: Bool) {
        weak var captured: Token?
        weak var gone: Engine?
        let handle: AnimationHandle, before: Bool, heldBefore: Bool
        do {
            let engine = Engine()
            gone = engine
            let token = Token()
            captured = token
            (handle, before) = try begin(engine, { _ in token.calls += 1 })
            heldBefore = captured != nil
        }
        return (handle, gone == nil, captured != nil, heldBefore, before)
    }

    /// The same for a block still running when its engine goes: the engine's end lets go
    /// of what its blocks hold for running, though a script still holds their handles.
    @Test func aRunningBlocksHandleLetsGoOfItsCompletionWithTheEngine() throws {
        let block = try blockWhoseEngineWent { engine, completion in
            let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
            try engine.window.addSubview(v)
            let handle = try engine.animate(duration: 1, animations: { try v.setAlpha(0.5) }, completion: completion)
            return (handle, engine.runningAnimationCount == 1)
        }
        #expect(block.before && block.heldBefore)
        #expect(block.engineGone)
        #expect(block.handle.finished == nil && !block.completionKept)
    }

    /// And for a block with nothing to animate, whose completion waits for the next run-loop
    /// turn: if the engine goes first, the handle still lets go of it.
    @Test func aBlockWaitingForItsTurnLetsGoOfItsCompletionWithTheEngine() throws {
        let block = try blockWhoseEngineWent { engine, completion in
            let handle = try engine.animate(duration: 1, animations: {}, completion: completion)
            return (handle, engine.clock.pendingAsyncCount == 1)   // the turn, not yet taken
        }
        #expect(block.before && block.heldBefore)
        #expect(block.engineGone)
        #expect(!block.completionKept)
    }
}

extension GroupStateTests {
    /// A running block's curve reads back as it was given: a Bézier one from the store's
    /// table (by its points and its name — the same points under two names are two), any
    /// other from the block's state, linear as linear; none once the block has ended.
    @Test func eachRunningBlockReadsBackItsOwnCurve() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        let curves: [TimingCurve] = [.easeInOut, try .cubicBezier(0.42, 0, 0.58, 1), .easeInOut, .linear,
                                     TimingCurve(named: "outBounce")!, try .steps(4)]
        var ids: [Int] = []
        for (i, curve) in curves.enumerated() {
            ids.append(try engine.animate(duration: 1, curve: curve) { try v.setCenter(Point(x: Double(i), y: 0)) }.id)
        }
        let names = ids.map { engine.animations.timingCurve(ofAnimation: $0)?.name }
        #expect(names == curves.map(\.name))
        #expect(names[0] == "easeInOut" && names[1] != "easeInOut")
        #expect(engine.animations.store.curves.count == 2)   // easeInOut and the other name
        #expect(engine.animations.timingCurve(ofAnimation: ids[4])?.value(at: 0.5) == curves[4].value(at: 0.5))
        try engine.clock.advance(1)
        #expect(ids.allSatisfy { engine.animations.timingCurve(ofAnimation: $0) == nil })
    }
}

/// Something a completion or a curve captures, to see when it is freed.
private final class Token {
    var calls = 0
    func use(_ t: Double) -> Double { t }
}
