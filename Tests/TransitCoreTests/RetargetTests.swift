import Testing
@testable import TransitCore

/// Animating a property that is already animating: additive geometry, replaced appearance.
@Suite struct RetargetTests {
    let engine = Engine()

    @Test func geometryIsAdditive() throws {
        let v = try View(engine: engine, frame: Rect(-5, -5, 10, 10))   // center (0, 0)
        let log = Log()
        try engine.animate(duration: 1, curve: .linear, animations: {
            try v.setCenter(Point(100, 0))
        }, completion: { log("A \($0) @\(engine.clock.now)") })
        try engine.clock.advance(0.5)
        let before = v.presentation.center
        expectClose(before, Point(50, 0), 1e-12)
        try engine.animate(duration: 1, curve: .linear, animations: {
            try v.setCenter(Point(100, 100))
        }, completion: { log("B \($0) @\(engine.clock.now)") })
        #expect(v.center == Point(100, 100))                     // the model jumps
        expectClose(v.presentation.center, before, 1e-12)        // the screen does not
        // t = 0.75: (100, 100) + A (−100, 0)·0.25 + B (0, −100)·0.75.
        try engine.clock.advance(0.25)
        expectClose(v.presentation.center, Point(75, 25), 1e-12)
        // t = 1: A ends (finished), B carries on: (100, 100) + (0, −50).
        try engine.clock.advance(0.25)
        expectClose(v.presentation.center, Point(100, 50), 1e-12)
        #expect(log.entries == ["A true @1000000"])
        try engine.clock.advance(0.5)
        #expect(v.presentation.center == Point(100, 100))
        #expect(log.entries == ["A true @1000000", "B true @1500000"])
    }

    @Test func additiveTransformsSumInDecomposedSpace() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.animate(duration: 1, curve: .linear) { try v.setTransform(.rotation(1)) }
        try engine.clock.advance(0.5)
        try engine.animate(duration: 1, curve: .linear) { try v.setTransform(.scale(2, 2)) }
        // Right after the retarget the presentation is still rotation(0.5).
        expectClose(v.presentation.transform, .rotation(0.5), 1e-12)
        try engine.clock.advance(0.25)
        // Model scale(2, 2): angle 0, scale 2. A's delta is identity − rotation(1) = angle −1,
        // weighted 1 − 0.75; B's is rotation(1) − scale(2, 2) = angle +1, scale −1, weighted
        // 1 − 0.25. Angle 0 − 0.25 + 0.75 = 0.5; scale 2 − 0.75 = 1.25.
        expectClose(v.presentation.transform, AffineTransform.scale(1.25, 1.25).rotated(0.5), 1e-12)
    }

    @Test func appearanceIsReplacedAndTheOldBlockFinishesFalse() throws {
        let v = View(engine: engine)
        let log = Log()
        try engine.animate(duration: 1, curve: .linear, animations: {
            try v.setAlpha(0)
            try v.setCenter(Point(100, 0))
        }, completion: { log("A \($0) @\(engine.clock.now)") })
        try engine.clock.advance(0.5)
        expectClose(v.presentation.alpha, 0.5, 1e-12)
        try engine.animate(duration: 1, curve: .linear, animations: {
            try v.setAlpha(1)
        }, completion: { log("B \($0) @\(engine.clock.now)") })
        // Starts from the model value the block replaced (A's target, 0), as UIKit.
        #expect(v.presentation.alpha == 0)
        try engine.clock.advance(0.25)
        expectClose(v.presentation.alpha, 0.25, 1e-12)
        expectClose(v.presentation.center, Point(75, 0), 1e-12)  // A's center still runs
        // A completes when its last animation (center) ends, with finished = false.
        try engine.clock.advance(0.25)
        #expect(log.entries == ["A false @1000000"])
        try engine.clock.advance(0.5)
        #expect(log.entries == ["A false @1000000", "B true @1500000"])
        #expect(v.presentation.alpha == 1)
    }

    @Test func beginFromCurrentStateStartsFromThePresentation() throws {
        let v = View(engine: engine)
        try engine.animate(duration: 1, curve: .linear) { try v.setAlpha(0) }
        try engine.clock.advance(0.5)
        try engine.animate(duration: 1, curve: .linear, options: .beginFromCurrentState) {
            try v.setAlpha(1)
        }
        #expect(v.presentation.alpha == 0.5)
        try engine.clock.advance(0.25)
        expectClose(v.presentation.alpha, 0.625, 1e-12)
    }

    @Test func aFullyReplacedBlockCompletesOneTurnLater() throws {
        let v = View(engine: engine)
        let log = Log()
        try engine.animate(duration: 1, animations: { try v.setAlpha(0) },
                           completion: { log("A \($0) @\(engine.clock.now)") })
        try engine.clock.advance(0.5)
        try engine.animate(duration: 1, animations: { try v.setAlpha(0.5) },
                           completion: { log("B \($0) @\(engine.clock.now)") })
        log("after the call")
        try engine.clock.drainAsync()
        #expect(log.entries == ["after the call", "A false @500000"])
        try engine.clock.runUntilIdle()
        #expect(log.entries.last == "B true @1500000")
        #expect(engine.clock.now == 1_500_000)   // A's end timer was cancelled, not run at 1.0
        #expect(engine.clock.isIdle)
    }

    @Test func aSetOutsideABlockDoesNotStopAReplacedAnimation() throws {
        let v = View(engine: engine)
        try engine.animate(duration: 1, curve: .linear) { try v.setAlpha(0) }
        try engine.clock.advance(0.5)
        try v.setAlpha(0.9)                     // no animation: the model changes only
        try engine.clock.advance(0.25)
        expectClose(v.presentation.alpha, 0.25, 1e-12)   // still the running animation's value
        try engine.clock.advance(0.25)
        #expect(v.presentation.alpha == 0.9)
    }

    @Test func completionsAtTheSameTimeRunInCallOrder() throws {
        let views = (0..<3).map { _ in View(engine: engine) }
        let log = Log()
        for (i, v) in views.enumerated().reversed() {
            try engine.animate(duration: 1, animations: { try v.setCenter(Point(1, 1)) },
                               completion: { _ in log("\(i)") })
        }
        try engine.clock.runUntilIdle()
        #expect(log.entries == ["2", "1", "0"])
    }
}
