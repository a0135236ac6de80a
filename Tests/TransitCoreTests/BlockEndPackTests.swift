import Testing
@testable import TransitCore

/// Blocks begun one after another with the same origin end at one tick as one *pack* of the
/// clock's queue (TimerQueue.swift: one member, the ends 8 bytes each); these pin that the
/// pack is invisible: order, counts, cancelling and labels are per block, as with one timer
/// each (BlockEndRunTests has each block under an origin of its own: a pack each).
@Suite struct BlockEndPackTests {
    /// Blocks of one second on views of their own (made first), all begun at `origin`.
    private func blocks(_ engine: Engine, _ count: Int, origin: String = "tween.lua:3",
                        completion: (Int) -> ((Bool) throws -> Void)? = { _ in nil }) throws -> [AnimationHandle] {
        let views = try (0..<count).map { _ in
            let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
            try engine.window.addSubview(v)
            return v
        }
        return try views.enumerated().map { i, v in
            try engine.animate(duration: 1, origin: origin, animations: { try v.setAlpha(0) },
                               completion: completion(i))
        }
    }

    private func endedOrder(_ engine: Engine, _ handles: [AnimationHandle]) -> [String] {
        engine.timeline.compactMap { event -> String? in
            guard case .animationEnded(let id, let tick, let finished) = event else { return nil }
            return "#\(handles.firstIndex { $0.id == id }!) at \(tick): \(finished)"
        }
    }

    @Test func aTimerScheduledBetweenBlocksOfOneOriginRunsBetweenTheirEnds() throws {
        let engine = Engine()
        let clock = engine.clock
        var seen: [String] = []
        var handles = try blocks(engine, 3)
        clock.schedule(atTick: 1_000_000) { seen.append("timer: running \(engine.runningAnimationCount)") }
        handles += try blocks(engine, 2)
        clock.schedule(atTick: 1_000_000) { seen.append("last: running \(engine.runningAnimationCount)") }
        #expect(clock.pendingTimerCount == 7)
        try clock.advance(1)
        #expect(seen == ["timer: running 2", "last: running 0"])
        #expect(endedOrder(engine, handles) == (0..<5).map { "#\($0) at 1000000: true" })
        #expect(clock.isIdle)
    }

    @Test func endsOfAPackCancelledBeforeOrDuringItsTickAreSkippedInOrder() throws {
        let engine = Engine()
        let clock = engine.clock
        var timers: [Int] = []
        var views: [View] = []
        let handles = try blocks(engine, 6) { i in
            guard i == 2 else { return nil }
            return { _ in
                timers.append(clock.pendingTimerCount)
                engine.cutShortAnimations(of: views[4])    // later in the same pack
                timers.append(clock.pendingTimerCount)
            }
        }
        views = engine.window.subviews
        engine.removeAllAnimations(of: views[1])
        engine.removeAllAnimations(of: views[5])           // the pack's last end
        #expect(clock.pendingTimerCount == 4)
        try clock.advance(1)
        #expect(endedOrder(engine, handles) == [
            "#1 at 0: false", "#5 at 0: false", "#0 at 1000000: true", "#2 at 1000000: true",
            "#4 at 1000000: false", "#3 at 1000000: true",
        ])
        #expect(timers == [2, 1])                          // block 3's and 4's ends, then 3's
        #expect(handles.map(\.finished) == [true, false, true, true, false, false])
        #expect(clock.isIdle && engine.runningAnimationCount == 0)
    }

    /// Reading the next timer's tick settles the queue on the pack; blocks begun after that
    /// join the pack, and their ends are taken with the others. (Without the pack's stop
    /// following its growth this still passes: the clock settles again before it takes.)
    @Test func aBlockJoiningAPackAfterAPeekEndsWithIt() throws {
        let engine = Engine()
        var handles = try blocks(engine, 2)
        #expect(engine.clock.nextTimerTick == 1_000_000)
        handles += try blocks(engine, 2)
        try engine.clock.advance(1)
        #expect(endedOrder(engine, handles) == (0..<4).map { "#\($0) at 1000000: true" })
        #expect(engine.clock.isIdle && engine.runningAnimationCount == 0)
    }

    @Test func runUntilIdleCountsAndNamesEachEndOfAPack() throws {
        let engine = Engine()
        _ = try blocks(engine, 5)
        let error = coreError { try engine.clock.runUntilIdle(limit: IdleLimit(maxEvents: 3)) }
        #expect(error?.message == "runUntilIdle stopped after 3 events (limit 3); next pending: \"tween.lua:3\"; ran most often: \"tween.lua:3\" (3 times)")
        #expect(engine.runningAnimationCount == 2 && engine.clock.pendingTimerCount == 2)
    }

    /// A `TimerID` built by hand names the timer of its sequence, a block's end in a pack
    /// too; a sequence taken by something else between two ends (a hold) names none of them:
    /// the second end starts a pack of its own rather than take the sequence after the first's.
    @Test func aHandMadeTimerIDNamesTheEndOfItsSequenceOnly() throws {
        let engine = Engine()
        let clock = engine.clock
        let before = clock.schedule(atTick: 5_000_000) {}  // another tick: a run of its own
        let first = try blocks(engine, 2)
        let hold = clock.hold("between")
        let second = try blocks(engine, 1)
        #expect(!clock.cancel(TimerID(rawValue: hold.rawValue)))
        #expect(clock.pendingTimerCount == 4)
        // the blocks' ends took the sequences after the timer's, the hold's after them
        #expect(clock.cancel(TimerID(rawValue: before.rawValue + 2)))
        #expect(!clock.cancel(TimerID(rawValue: before.rawValue + 2)))
        #expect(clock.cancel(TimerID(rawValue: hold.rawValue + 1)))
        #expect(clock.pendingTimerCount == 2)
        clock.release(hold)
        try clock.advance(1)
        #expect(first.map(\.isFinished) == [true, false] && !second[0].isFinished)
        #expect(engine.runningAnimationCount == 2 && clock.pendingTimerCount == 1)
    }
}
