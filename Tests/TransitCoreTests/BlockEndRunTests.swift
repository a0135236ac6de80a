import Testing
@testable import TransitCore

/// Blocks whose ends fall due together are ended by the clock in one loop (Clock.fire);
/// these pin that it is invisible: around a completion, awaiting code, work queued for the
/// next turn, the stop check and `runUntilIdle`'s count, everything happens as if each
/// block's end were its own timer.
@Suite struct BlockEndRunTests {
    /// Blocks of one second on their own views, begun at the same instant.
    private func blocks(_ engine: Engine, _ count: Int,
                        completion: (Int) -> ((Bool) throws -> Void)? = { _ in nil }) throws -> [AnimationHandle] {
        try (0..<count).map { i in
            let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
            try engine.window.addSubview(v)
            return try engine.animate(duration: 1, origin: "block \(i)", animations: { try v.setAlpha(0) },
                                      completion: completion(i))
        }
    }

    @Test func aCompletionAndWhatItQueuesRunBeforeTheNextBlockEnds() throws {
        let engine = Engine()
        let clock = engine.clock
        let log = Log()
        func state(_ what: String) {
            log("\(what): running \(engine.runningAnimationCount), timers \(clock.pendingTimerCount)")
        }
        let handles = try blocks(engine, 5) { i in
            guard i == 1 else { return nil }
            return { _ in
                state("completion 1")
                clock.async { state("async of 1") }
                clock.schedule(atTick: clock.now) { state("timer of 1") }
            }
        }
        _ = handles[2].addContinuation { _ in
            state("awaiting 2")
            clock.async { state("async of 2") }
        }
        clock.schedule(atTick: 1_000_000) { state("timer after the blocks") }
        try clock.advance(1)
        #expect(log.entries == [
            "completion 1: running 3, timers 4",   // blocks 2, 3, 4 still running
            "async of 1: running 3, timers 5",     // before block 2 ends, as between two timers
            "awaiting 2: running 2, timers 4",
            "async of 2: running 2, timers 4",
            "timer after the blocks: running 0, timers 1",
            "timer of 1: running 0, timers 0",
        ])
        let ended = engine.timeline.compactMap { event -> Int? in
            if case .animationEnded(let id, _, _) = event { return id } else { return nil }
        }
        #expect(ended == handles.map(\.id))
        #expect(handles.allSatisfy { $0.finished == true })
    }

    @Test func aBlockEndCancelledByACompletionDoesNotRun() throws {
        let engine = Engine()
        var later: View?
        let handles = try blocks(engine, 3) { i in
            i == 0 ? { _ in engine.cutShortAnimations(of: later!) } : nil
        }
        later = engine.window.subviews[2]
        try engine.clock.advance(1)
        #expect(handles.map(\.finished) == [true, true, false])   // cut short: not finished
        #expect(engine.clock.isIdle && engine.runningAnimationCount == 0)
    }

    /// The loop takes each next end straight from the top of the clock's run of them
    /// (TimerQueue.popBlockEnd); a cancelled end there — cut short before the tick, or by an
    /// observer while the run is being ended — falls back to the queue, which skips it. This
    /// pins the fallback's order (it held before the direct take too), not the direct take.
    @Test func endsCancelledBeforeOrDuringTheRunAreSkippedInOrder() throws {
        let engine = Engine()
        let handles = try blocks(engine, 5)
        let views = engine.window.subviews
        engine.removeAllAnimations(of: views[1])
        // unowned: the engine holds its observer (a strong capture would leak both)
        engine.observer = { [unowned engine] event in
            if case .animationEnded(handles[2].id, _, _) = event { engine.cutShortAnimations(of: views[3]) }
        }
        try engine.clock.advance(1)
        let ended = engine.timeline.compactMap { event -> String? in
            guard case .animationEnded(let id, let tick, let finished) = event else { return nil }
            return "#\(handles.firstIndex { $0.id == id }!) at \(tick): \(finished)"
        }
        #expect(ended == ["#1 at 0: false", "#0 at 1000000: true", "#2 at 1000000: true",
                          "#3 at 1000000: false", "#4 at 1000000: true"])
        #expect(handles.map(\.finished) == [true, false, true, false, true])
        #expect(engine.clock.isIdle && engine.runningAnimationCount == 0)
    }

    @Test func theStopCheckStillFallsEveryIntervalOfBlockEnds() throws {
        let engine = Engine()
        let count = 2 * Clock.stopCheckInterval + 100
        _ = try blocks(engine, count)
        var asked = 0
        engine.clock.shouldStop = { asked += 1; return asked == 2 }
        #expect(coreError { try engine.clock.advance(1) }?.kind == .stopped)
        #expect(asked == 2 && engine.runningAnimationCount == count - 2 * Clock.stopCheckInterval)
        #expect(engine.clock.pendingTimerCount == count - 2 * Clock.stopCheckInterval)
        try engine.clock.advance(0)
        #expect(engine.runningAnimationCount == 0 && engine.clock.isIdle)
    }

    /// A run of block ends longer than the queue keeps taken members for (it drops the
    /// front once 4,096 are taken and they are half the run): an end cancelled after the
    /// drop is found through the run's new base, and the others end in order.
    @Test func endsPastTheDroppedFrontOfALongRunEndInOrder() throws {
        let engine = Engine()
        let count = 9_000, canceller = 6_000, cancelled = 8_000
        var views: [View] = []
        var timers: [Int] = []
        let handles = try blocks(engine, count) { i in
            guard i == canceller else { return nil }
            return { _ in
                timers.append(engine.clock.pendingTimerCount)
                engine.cutShortAnimations(of: views[cancelled])
                timers.append(engine.clock.pendingTimerCount)
            }
        }
        views = engine.window.subviews
        try engine.clock.advance(1)
        let ended = engine.timeline.compactMap { event -> Int? in
            if case .animationEnded(let id, _, _) = event { return id } else { return nil }
        }
        // The cut-short block completes a turn later: before the next block end.
        var expected = handles.map(\.id)
        expected.remove(at: cancelled)
        expected.insert(handles[cancelled].id, at: canceller + 1)
        #expect(ended == expected)
        // The later blocks' ends, then one fewer: the cut-short block's end timer cancelled.
        #expect(timers == [count - canceller - 1, count - canceller - 2])
        #expect(handles.indices.allSatisfy { handles[$0].finished == ($0 != cancelled) })
        #expect(engine.clock.isIdle && engine.runningAnimationCount == 0)
    }

    /// The clock reaches the blocks' system weakly (`Clock.blockEnds`): a host keeping the
    /// clock past its engine still runs the block ends due, which end nothing, and the
    /// handle it kept stays pending (its completion went with the engine).
    @Test func aClockKeptPastItsEngineRunsItsBlockEndsAsNothing() throws {
        weak var dropped: Engine?
        let clock: Clock
        let handle: AnimationHandle
        var completed = false
        do {
            let engine = Engine()
            clock = engine.clock
            handle = try blocks(engine, 3) { i in i == 1 ? { _ in completed = true } : nil }[1]
            dropped = engine
        }
        #expect(dropped == nil && clock.pendingTimerCount == 3)
        try clock.advance(1)
        #expect(clock.isIdle && !completed && !handle.isFinished)
    }

    @Test func runUntilIdleCountsEachBlockEnd() throws {
        let engine = Engine()
        _ = try blocks(engine, 5)
        let error = coreError { try engine.clock.runUntilIdle(limit: IdleLimit(maxEvents: 3)) }
        #expect(error?.message == "runUntilIdle stopped after 3 events (limit 3); next pending: \"block 3\"; ran most often: \"block 0\" (1 times)")
        #expect(engine.runningAnimationCount == 2 && engine.clock.pendingTimerCount == 2)
    }
}
