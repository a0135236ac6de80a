import Testing
@testable import TransitCore

@Suite struct TimelineTests {
    @Test func eventsRecordBeginEndAndCompletion() throws {
        let engine = Engine()
        var observed: [String] = []
        engine.observer = { observed.append($0.description) }
        let v = try View(engine: engine, frame: Rect(0, -852, 393, 852))
        v.name = "secondView"
        let h = try engine.animate(duration: 1.5, origin: "segue.lua:12", animations: {
            try v.setFrame(Rect(0, 0, 393, 852))
        }, completion: { _ in })
        try engine.animate(duration: 0, animations: { try v.setAlpha(0.5) })
        try engine.clock.runUntilIdle()

        guard case .animationBegan(let begin) = engine.timeline[0] else {
            Issue.record("first event is not a begin"); return
        }
        #expect(begin == AnimationBegin(id: h.id, tick: 0, viewNames: ["secondView"],
                                        properties: ["secondView.center"], duration: 1.5,
                                        delay: 0, curve: "easeInOut", origin: "segue.lua:12"))
        #expect(observed == [
            "0.000000 begin #1 [secondView.center] duration=1.5 curve=easeInOut at segue.lua:12",
            "0.000000 begin #2 [secondView.alpha] duration=0 curve=easeInOut",
            "0.000000 end #2 finished=true",
            "1.500000 end #1 finished=true",
            "1.500000 completion #1 finished=true",
        ])
        #expect(engine.timeline.map(\.description) == observed)
    }

    /// A continuation is the block's completion written straight down: the timeline records
    /// the completion for it as for a completion block — once per block, before either runs
    /// — and not for a continuation removed before the end, nor one added too late.
    @Test func continuationsCountAsTheBlocksCompletionOnce() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        var ran: [String] = []
        func lastEvent() -> String { engine.timeline.last.map(\.description) ?? "" }
        let awaited = try engine.animate(duration: 0.5, animations: { try v.setAlpha(0) })
        _ = awaited.addContinuation { ran.append("awaited \($0) after \(lastEvent())") }
        let both = try engine.animate(duration: 1, animations: { try v.setAlpha(1) },
                                      completion: { ran.append("completion \($0) after \(lastEvent())") })
        _ = both.addContinuation { ran.append("continuation \($0) after \(lastEvent())") }
        _ = both.addContinuation { ran.append("second \($0)") }
        let dropped = try engine.animate(duration: 1.5, animations: { try v.setCenter(Point(1, 1)) })
        let id = try #require(dropped.addContinuation { ran.append("dropped \($0)") })
        dropped.removeContinuation(id)
        try engine.clock.runUntilIdle()
        #expect(awaited.addContinuation { ran.append("late \($0)") } == nil)

        #expect(engine.timeline.dropFirst(3).map(\.description) == [
            "0.000000 end #1 finished=false",                     // replaced by #2 (alpha): one turn later
            "0.000000 completion #1 finished=false",
            "1.000000 end #2 finished=true",
            "1.000000 completion #2 finished=true",
            "1.500000 end #3 finished=true",
        ])
        #expect(ran == [
            "awaited false after 0.000000 completion #1 finished=false",
            "completion true after 1.000000 completion #2 finished=true",
            "continuation true after 1.000000 completion #2 finished=true",
            "second true",
        ])
    }

    /// A continuation that throws stops the clock call with its error, as a completion does;
    /// the ones after it are not lost: they run on the next turn, at the same time.
    @Test func aThrowingContinuationLeavesTheNextOnesQueued() throws {
        struct Boom: Error {}
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        var ran: [String] = []
        let h = try engine.animate(duration: 1, animations: { try v.setAlpha(0) })
        _ = h.addContinuation { _ in ran.append("first"); throw Boom() }
        _ = h.addContinuation { ran.append("second \($0) at \(engine.clock.seconds)") }
        #expect(throws: Boom.self) { try engine.clock.advance(2) }
        #expect(ran == ["first"] && engine.clock.seconds == 1)
        try engine.clock.drainAsync()
        #expect(ran == ["first", "second true at 1.0"])
    }

    @Test func ticksFormatWithoutFoundation() {
        #expect(formatTicks(1_500_000) == "1.500000")
        #expect(formatTicks(16_666) == "0.016666")
        #expect(formatTicks(-5) == "-0.000005")
    }
}
