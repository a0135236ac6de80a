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

    @Test func ticksFormatWithoutFoundation() {
        #expect(formatTicks(1_500_000) == "1.500000")
        #expect(formatTicks(16_666) == "0.016666")
        #expect(formatTicks(-5) == "-0.000005")
    }
}
