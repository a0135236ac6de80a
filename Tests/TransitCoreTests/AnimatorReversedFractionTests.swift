import Testing
@testable import TransitCore

/// `fractionComplete` of a reversed animator counts towards the start, as UIKit's has since
/// iOS 11 (docs/animation.md, "Reversing"): paused at 0.3 and reversed it reads 0.7, and
/// setting 0.8 puts the views 80 % of the way back.
@Suite struct AnimatorReversedFractionTests {
    let engine = Engine()

    /// Alpha 1 → 0 and centre x 0 → 100: the forward motion w reads as `centre.x / 100`.
    func make(curve: TimingCurve) throws -> (View, PropertyAnimator) {
        let v = try View(engine: engine, frame: Rect(-5, -5, 10, 10))
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: curve)
        try a.addAnimations {
            try v.setAlpha(0)
            try v.setCenter(Point(100, 0))
        }
        return (v, a)
    }

    func expectForward(_ v: View, _ w: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        expectClose(v.presentation.center.x, 100 * w, 1e-7, sourceLocation: sourceLocation)
        expectClose(1 - v.presentation.alpha, w, 1e-9, sourceLocation: sourceLocation)
    }

    @Test func pausedAtAThirdThenReversedReadsTheComplementAndScrubsBack() throws {
        let (v, a) = try make(curve: .linear)
        var positions: [PropertyAnimator.Position] = []
        a.addCompletion { positions.append($0) }
        try a.startAnimation()
        try engine.clock.advance(0.3)
        try a.pauseAnimation()
        expectClose(a.fractionComplete, 0.3, 1e-12)
        try a.setReversed(true)
        expectClose(a.fractionComplete, 0.7, 1e-12)                 // nothing moved
        expectForward(v, 0.3)
        try a.setFractionComplete(0.8)
        expectClose(a.fractionComplete, 0.8, 1e-12)
        expectForward(v, 0.2)                                       // 80 % of the way back
        // Running on: 0.2 of the motion left, 0.2 s; fractionComplete rises to 1.
        try a.startAnimation()
        try engine.clock.advance(0.1)
        expectClose(a.fractionComplete, 0.9, 1e-12)
        expectForward(v, 0.1)
        try engine.clock.advance(0.1)
        #expect(positions == [.start] && a.state == .inactive)
        #expect(v.alpha == 1 && v.center == Point(0, 0))
    }

    /// With a curve, scrubbing linearly (UIKit's default) goes straight from the paused
    /// point (0.3, easeInOut(0.3) = 0.187…) to the start: at 0.2 of the motion, 2/3 of it.
    @Test func reversedScrubOnACurveIsLinearFromThePausedPoint() throws {
        let (v, a) = try make(curve: .easeInOut)
        try a.startAnimation()
        try engine.clock.advance(0.3)
        try a.pauseAnimation()
        try a.setReversed(true)
        try a.setFractionComplete(0.8)
        expectForward(v, TimingCurve.easeInOut(0.3) * 0.2 / 0.3)
        // And back the other way: un-reversed, the same number means forward again.
        try a.setReversed(false)
        expectClose(a.fractionComplete, 0.2, 1e-12)
    }

    /// A running animator turned round reads how far it has come back.
    @Test func runningReversedCountsTowardsTheStart() throws {
        let (_, a) = try make(curve: .linear)
        try a.startAnimation()
        try engine.clock.advance(0.6)
        try a.setReversed(true)
        expectClose(a.fractionComplete, 0.4, 1e-12)
        try engine.clock.advance(0.2)
        expectClose(a.fractionComplete, 0.6, 1e-12)                 // forward at 0.4
    }

    /// Reversed before it starts: the animator plays from the end values back, and
    /// `fractionComplete` reads 0 at the end values as UIKit's does.
    @Test func pausedAtTheEndAndReversedReadsZero() throws {
        let (v, a) = try make(curve: .linear)
        a.pausesOnCompletion = true
        try a.startAnimation()
        try engine.clock.advance(1)
        try a.setReversed(true)
        expectClose(a.fractionComplete, 0, 1e-12)
        try a.setFractionComplete(0.25)
        expectForward(v, 0.75)
    }
}
