import Testing
@testable import TransitCore

/// The clock's timers share one queue entry per run of same-tick timers scheduled one after
/// another (TimerQueue.swift); these pin that the sharing is invisible: the order, the
/// counts and cancelling are per timer, exactly as with one entry each.
@Suite struct TimerRunTests {
    @Test func runsKeepTheOrderOfTickThenScheduling() throws {
        let clock = Clock()
        let log = Log()
        try clock.schedule(after: 0.2) { log("a") }          // run 1 at 0.2
        try clock.schedule(after: 0.2) { log("b") }          // joins run 1
        try clock.schedule(after: 0.1) { log("x") }          // another tick: a new run
        try clock.schedule(after: 0.2) {                     // run 3 at 0.2, after a and b
            log("c")
            // due now: after everything already due at this tick (d), not before it
            clock.schedule(atTick: clock.now) { log("e") }
        }
        try clock.schedule(after: 0.2) { log("d") }          // joins run 3
        #expect(clock.pendingTimerCount == 5)
        try clock.advance(0.2)
        #expect(log.entries == ["x", "a", "b", "c", "d", "e"])
        #expect(clock.pendingTimerCount == 0)
    }

    @Test func aTimerInARunIsCancelledAloneAndOnce() throws {
        let clock = Clock()
        let log = Log()
        var ids: [TimerID] = []
        var cancels: [Bool] = []
        for name in ["a", "b", "c", "d"] {
            ids.append(try clock.schedule(after: 1) {
                log(name)
                if name == "c" {
                    cancels.append(clock.cancel(ids[2]))                         // itself: already taken
                    cancels.append(clock.cancel(TimerID(rawValue: ids[3].rawValue)))   // made by hand: found by search
                }
            })
        }
        #expect(clock.cancel(ids[1]) && !clock.cancel(ids[1]))
        #expect(clock.cancel(ids[0]))                        // the run's head
        #expect(clock.pendingTimerCount == 2 && clock.nextTimerTick == 1_000_000)
        try clock.advance(1)
        #expect(log.entries == ["c"] && cancels == [false, true] && clock.isIdle)
    }

    @Test func aTimerReschedulingItselfAtTheSameTickKeepsCancellable() throws {
        let clock = Clock()
        var count = 0
        var latest: TimerID?
        var first: TimerID?
        func again() {
            count += 1
            if count < 10_000 { latest = clock.schedule(atTick: clock.now) { again() } }
        }
        first = try clock.schedule(after: 0.5) { again() }
        // 9,999 timers join one run at 0.5 s; its front is dropped as it is taken
        clock.schedule(atTick: 500_000 + 1) { if let latest { _ = clock.cancel(latest) } }
        try clock.advance(0.5)
        #expect(count == 10_000 && clock.pendingTimerCount == 1)
        #expect(!clock.cancel(first!) && latest.map { !clock.cancel($0) } == true)
        try clock.advance(0.1)             // the last timer runs: its closure holds the clock
        #expect(clock.isIdle)
    }
}
