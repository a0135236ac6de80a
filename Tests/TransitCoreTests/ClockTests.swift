import Testing
@testable import TransitCore

@Suite struct ClockTests {
    @Test func framesAreExactIntegerBoundaries() throws {
        let clock = Clock()
        #expect(clock.frameTick(1) == 16_666 && clock.frameTick(2) == 33_333 && clock.frameTick(3) == 50_000)
        try clock.step(3)
        #expect(clock.now == 50_000)
        try clock.step(57)
        #expect(clock.now == 1_000_000)   // 60 frames = exactly one second, no drift
        try clock.setFPS(120)
        try clock.step(1)
        #expect(clock.now == 1_008_333)
        #expect(clock.frame == 121)
    }

    @Test func stepFromBetweenFramesGoesToTheNextBoundary() throws {
        let clock = Clock()
        try clock.advance(0.01)     // 10_000: between frames 0 and 1
        try clock.step()
        #expect(clock.now == 16_666)
        try clock.step(0)
        #expect(clock.now == 16_666)
    }

    @Test func advanceRoundsToTheMicrosecondAndDoesNotDrift() throws {
        let clock = Clock()
        for _ in 0..<1000 { try clock.advance(0.1) }
        #expect(clock.now == 100_000_000)
        #expect(clock.seconds == 100)
        try clock.advance(0.0000004)   // rounds to 0 ticks
        #expect(clock.now == 100_000_000)
        try clock.advance(0.0000005)   // rounds half away from zero
        #expect(clock.now == 100_000_001)
    }

    @Test func timersRunInTimeOrderThenSchedulingOrder() throws {
        let clock = Clock()
        let log = Log()
        try clock.schedule(after: 0.2) { log("b@\(clock.now)") }
        try clock.schedule(after: 0.1) { log("a@\(clock.now)") }
        try clock.schedule(after: 0.2) { log("c@\(clock.now)") }
        try clock.schedule(after: 0.3) { log("late") }
        try clock.advance(0.25)
        #expect(log.entries == ["a@100000", "b@200000", "c@200000"])
        #expect(clock.now == 250_000)
        #expect(clock.pendingTimerCount == 1)
    }

    @Test func timersScheduledWhileRunningJoinTheOrder() throws {
        let clock = Clock()
        let log = Log()
        try clock.schedule(after: 0.1) {
            log("first")
            try clock.schedule(after: 0) { log("zero-delay@\(clock.now)") }
            clock.async { log("async@\(clock.now)") }
        }
        try clock.schedule(after: 0.1) { log("second") }
        try clock.advance(1)
        // async runs right after the callback returns, before the next timer at the same tick;
        // the zero-delay timer was scheduled later than "second", so it runs after it.
        #expect(log.entries == ["first", "async@100000", "second", "zero-delay@100000"])
    }

    @Test func cancelledTimersNeverRun() throws {
        let clock = Clock()
        let log = Log()
        let id = try clock.schedule(after: 0.1) { log("x") }
        try clock.schedule(after: 0.2) { log("y") }
        #expect(clock.cancel(id))
        #expect(!clock.cancel(id))
        #expect(clock.pendingTimerCount == 1)
        try clock.runUntilIdle()
        #expect(log.entries == ["y"])
        #expect(clock.now == 200_000)
        // a timer that ran cannot be cancelled, not even from inside its own action
        var own: TimerID?
        own = try clock.schedule(after: 0.1) { log("z \(clock.cancel(own!))") }
        try clock.runUntilIdle()
        #expect(log.entries == ["y", "z false"] && !clock.cancel(own!) && clock.pendingTimerCount == 0)
    }

    @Test func asyncQueueRunsInOrderAtTheSameTime() throws {
        let clock = Clock()
        let log = Log()
        clock.async { log("1"); clock.async { log("3") } }
        clock.async { log("2") }
        #expect(log.entries.isEmpty)
        try clock.drainAsync()
        #expect(log.entries == ["1", "2", "3"])
        #expect(clock.now == 0)
    }

    @Test func aThrowingActionIsConsumedAndNothingElseIsLost() throws {
        let clock = Clock()
        let log = Log()
        var runs = 0
        try clock.schedule(after: 0.1) { log("a") }
        try clock.schedule(after: 0.2) { runs += 1; throw Boom(tag: "t") }
        try clock.schedule(after: 0.2) { log("b") }
        try clock.schedule(after: 0.3) { log("c") }
        #expect(throws: Boom(tag: "t")) { try clock.advance(1) }
        #expect(clock.now == 200_000)        // stays at the failing event's time
        #expect(log.entries == ["a"])
        #expect(clock.pendingTimerCount == 2)
        try clock.advance(1)
        #expect(runs == 1)                   // never runs twice
        #expect(log.entries == ["a", "b", "c"])
        #expect(clock.now == 1_200_000)
    }

    @Test func aThrowingAsyncActionLeavesTheRestQueued() throws {
        let clock = Clock()
        let log = Log()
        clock.async { throw Boom(tag: "x") }
        clock.async { log("after") }
        #expect(throws: Boom(tag: "x")) { try clock.drainAsync() }
        #expect(clock.pendingAsyncCount == 1)
        try clock.drainAsync()
        #expect(log.entries == ["after"])
    }

    @Test func invalidDurationsAreTypedErrors() throws {
        let clock = Clock()
        for bad in [-1.0, .nan, .infinity, -.infinity, 1e300] {
            let e = coreError { try clock.advance(bad) }
            #expect(e?.kind == .invalidNumber, "\(bad)")
            #expect(coreError { try clock.schedule(after: bad) {} }?.kind == .invalidNumber)
        }
        #expect(coreError { try clock.advance(-0.5) }?.message ==
                "advance must be a finite, non-negative number of seconds (got -0.5)")
        #expect(coreError { try clock.step(-1) }?.kind == .invalidNumber)
        #expect(coreError { try clock.setFPS(0) }?.kind == .invalidNumber)
        #expect(clock.now == 0)
    }

    @Test func runUntilIdleNamesWhatKeepsRescheduling() throws {
        let clock = Clock()
        // The clock keeps the action: it must not keep the clock (LeakSanitizer).
        func again(_ clock: Clock) throws { try clock.schedule(after: 0.01, label: "spin.lua:7") { [unowned clock] in try again(clock) } }
        try again(clock)
        try clock.schedule(after: 0.005, label: "once.lua:1") {}
        let e = coreError { try clock.runUntilIdle(limit: IdleLimit(maxEvents: 50, maxSeconds: 100)) }
        #expect(e?.kind == .runaway)
        #expect(e?.message.contains("\"spin.lua:7\" (49 times)") == true, "\(e?.message ?? "")")
        #expect(e?.message.contains("after 50 events") == true)
        #expect(clock.pendingTimerCount == 1)  // the next one is still scheduled
        // The time guard.
        let e2 = coreError { try clock.runUntilIdle(limit: IdleLimit(maxEvents: 1_000_000, maxSeconds: 1)) }
        #expect(e2?.kind == .runaway)
        #expect(e2?.message.contains("more than 1.0 s after the start") == true, "\(e2?.message ?? "")")
        // which guard it was, typed: a caller lifts the time guard by its bound, not its words
        #expect(e?.idleBound == .events && e2?.idleBound == .seconds)
    }

    /// The holds left are named in the order they were taken, whichever were released between
    /// (they are kept by id since a release searched the list: quadratic in waiting tasks).
    @Test func holdsAreNamedInTheOrderTakenAfterReleases() throws {
        let clock = Clock()
        let a = clock.hold("a.lua:1")
        let b = clock.hold("b.lua:2")
        try clock.schedule(after: 0.1, label: "timer") {}        // a sequence number between
        let c = clock.hold("c.lua:3")
        clock.release(b)
        clock.release(b)                                       // no effect the second time
        _ = clock.hold("d.lua:4")
        clock.release(a)
        _ = clock.hold("e.lua:5")
        #expect(clock.pendingHoldCount == 3)
        let e = coreError { try clock.runUntilIdle() }
        #expect(e?.message == "runUntilIdle would never return: c.lua:3; d.lua:4; e.lua:5; advance the clock by a fixed time instead")
        clock.release(c)
        #expect(clock.pendingHoldCount == 2)
    }

    @Test func drainAsyncGuardsAgainstEndlessRequeueing() {
        let clock = Clock()
        clock.asyncLimit = 10
        func again(_ clock: Clock) { clock.async(label: "loop.lua:3") { [unowned clock] in again(clock) } }   // (not a cycle)
        again(clock)
        let e = coreError { try clock.drainAsync() }
        #expect(e?.kind == .runaway)
        #expect(e?.message.contains("\"loop.lua:3\"") == true)
        #expect(e?.idleBound == nil)                     // no bound of runUntilIdle's: none to lift
    }
}

/// Seconds as ticks where only time is shown (renders, motion diffs): any value converts
/// without trapping, and an accepted duration converts exactly as `ticks(forSeconds:)`.
@Suite struct DisplayTicksTests {
    @Test func everyValueConvertsWithoutTrapping() throws {
        #expect(Clock.displayTicks(forSeconds: 0.5) == (try Clock.ticks(forSeconds: 0.5)))
        #expect(Clock.displayTicks(forSeconds: 1e9) == Clock.maxTicks)
        #expect(Clock.displayTicks(forSeconds: .nan) == 0)
        #expect(Clock.displayTicks(forSeconds: .infinity) == Clock.maxTicks)
        #expect(Clock.displayTicks(forSeconds: 1e300) == Clock.maxTicks)
        #expect(Clock.displayTicks(forSeconds: -.infinity) == -Clock.maxTicks)
    }
}
