import Testing
@testable import TransitCore

/// `Clock.shouldStop`: the clock's long loops ask it every `stopCheckInterval` events and
/// stop with `CoreError(.stopped)`, losing nothing (what is next stays scheduled).
@Suite struct StopCheckTests {
    @Test func advanceStopsBetweenTimersWhenAsked() throws {
        let clock = Clock()
        var ran = 0
        for i in 0..<5000 { clock.schedule(atTick: Int64(i + 1)) { ran += 1 } }
        var asked = 0
        clock.shouldStop = { asked += 1; return asked == 2 }
        let error = coreError { try clock.advance(1) }
        #expect(error?.kind == .stopped)
        #expect(ran == 2 * Clock.stopCheckInterval && asked == 2)
        #expect(clock.pendingTimerCount == 5000 - ran && clock.now == Int64(ran))
        try clock.advance(1)                                       // asked again: goes on
        #expect(ran == 5000)
    }

    @Test func runUntilIdleAndDrainAsyncStopWhenAsked() throws {
        let clock = Clock()
        clock.shouldStop = { true }
        for i in 0..<3000 { clock.schedule(atTick: Int64(i)) {} }
        #expect(coreError { try clock.runUntilIdle() }?.message == "stopped in runUntilIdle after 1024 events at 0.001023 s")
        clock.shouldStop = nil
        try clock.runUntilIdle()
        clock.shouldStop = { true }
        var n = 0
        var rescheduling = true
        func again() { n += 1; if rescheduling { clock.async(again) } }
        clock.async(again)
        #expect(coreError { try clock.drainAsync() }?.kind == .stopped)
        #expect(n == Clock.stopCheckInterval)
        #expect(clock.pendingAsyncCount == 1)
        // the queued action holds the clock: let it run once more and stop there
        rescheduling = false
        clock.shouldStop = nil
        try clock.drainAsync()
        #expect(clock.pendingAsyncCount == 0)
    }

    @Test func engineStepStopsBetweenFrames() throws {
        let engine = Engine()
        engine.clock.shouldStop = { true }
        let error = coreError { try engine.step(frames: 1_000_000) }
        #expect(error?.message == "stopped in step(1000000) after 1024 frames at 17.066666 s")
        #expect(engine.clock.frame == 1024)
    }
}
