import Testing
@testable import TransitCore

/// `Clock.onAdvance` (what recorders sample on) and `Engine.timingCurve(ofAnimation:)` (what
/// they plot).
@Suite struct OnAdvanceTests {
    @Test func theHookSeesEveryMoveForwardAfterEverythingAtTheOldTimeRan() throws {
        let clock = Clock()
        let log = Log()
        clock.onAdvance = { from, to in log("move \(from)→\(to)") }
        try clock.schedule(after: 0.5) {
            log("timer at \(clock.now)")
            clock.async { log("async at \(clock.now)") }
        }
        try clock.schedule(after: 0.5) { log("second timer at \(clock.now)") }
        try clock.advance(1)
        try clock.advance(0)
        #expect(log.entries == [
            "move 0→500000", "timer at 500000", "async at 500000", "second timer at 500000",
            "move 500000→1000000",
        ])
    }

    @Test func runUntilIdleAndStepMoveThroughTheHookToo() throws {
        let clock = Clock()
        var moves: [Int64] = []
        clock.onAdvance = { _, to in moves.append(to) }
        try clock.schedule(after: 0.25) {}
        try clock.runUntilIdle()
        try clock.step(1)
        #expect(moves == [250_000, 266_666])
    }

    @Test func aRunningAnimationsCurveIsThereUntilItEnds() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try engine.window.addSubview(v)
        let handle = try engine.animate(duration: 1, curve: .easeOut) { try v.setAlpha(0) }
        #expect(engine.timingCurve(ofAnimation: handle.id)?.name == "easeOut")
        #expect(engine.timingCurve(ofAnimation: handle.id + 1) == nil)
        try engine.clock.advance(1)
        #expect(engine.timingCurve(ofAnimation: handle.id) == nil)
    }
}
