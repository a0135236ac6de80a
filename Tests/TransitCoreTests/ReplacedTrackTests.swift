import Testing
@testable import TransitCore

/// A replaced animation's slot is reused by the animation that replaced it; the first
/// block's end must not remove the newer track (found while testing layer properties: the
/// second `alpha` animation jumped to its end when the first block's `center` ended).
@Suite struct ReplacedTrackTests {
    @Test func theFirstBlocksEndLeavesTheReplacingAnimationRunning() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 100, 50))
        try engine.window.addSubview(v)
        var log: [Bool] = []
        try engine.animate(duration: 1, curve: .linear, animations: {
            try v.setAlpha(0)
            try v.setCenter(Point(0, 0))                         // keeps block 1 alive until t = 1
        }, completion: { log.append($0) })
        try engine.clock.advance(0.5)
        try engine.animate(duration: 1, curve: .linear, animations: { try v.setAlpha(1) },
                           completion: { log.append($0) })
        try engine.clock.advance(0.5)                            // block 1 ends here
        // block 2: from the model before it (0) to 1, halfway at t = 1
        #expect(v.presentation.alpha == 0.5)
        #expect(log == [false])
        try engine.clock.advance(0.25)
        #expect(v.presentation.alpha == 0.75)
        try engine.clock.advance(0.25)
        #expect(log == [false, true] && v.presentation.alpha == 1)
    }
}
