import Testing
@testable import TransitCore

/// Springs driving `animate`: durations, overshoot through the additive and replaced paths
/// and the frame pass.
@Suite struct SpringAnimationTests {
    let engine = Engine()

    @Test func aSpringCurveBringsItsSettlingDuration() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let spring = try Spring()
        var done: [Double] = []
        try engine.animate(curve: .spring(spring), animations: { try v.setCenter(Point(105, 5)) },
                           completion: { _ in done.append(engine.clock.seconds) })
        try engine.clock.advance(0.2)
        expectClose(v.presentation.center.x, 5 + 100 * spring.value(at: 0.2), 1e-9)
        try engine.clock.runUntilIdle()
        expectClose(done[0], spring.settlingDuration, 1e-6)
    }

    @Test func animateWithoutDurationOrSpringIsAnError() throws {
        let v = View(engine: engine)
        #expect(coreError { try engine.animate(animations: { try v.setAlpha(0) }) }?.message
                == "animate needs a duration (only a spring curve brings its own)")
    }

    /// UIKit's spring animation: the spring for (duration, ratio, velocity), overshooting,
    /// additive on geometry, interpolated on alpha; the frame pass agrees.
    @Test func uikitSpringOvershootsAdditivelyAndInTheFramePass() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let spring = try Spring(dampingRatio: 0.4, initialVelocity: 2, duration: 1)
        let curve = try TimingCurve.spring(dampingRatio: 0.4, initialVelocity: 2, duration: 1)
        try engine.animate(duration: 1, curve: curve) {
            try v.setCenter(Point(105, 5))
            try v.setAlpha(0)
        }
        var overshoot = false
        for _ in 0..<59 {
            try engine.step(frames: 1)
            let t = engine.clock.seconds, e = spring.value(at: t)
            overshoot = overshoot || e > 1
            expectClose(v.presentation.center.x, 5 + 100 * e, 1e-9)
            expectClose(v.presentation.alpha, 1 - e, 1e-12)
            let rendered = try #require(engine.renderedPresentation(of: v))
            expectClose(rendered.center.x, 5 + 100 * e, 1e-9)
            expectClose(rendered.alpha, 1 - e, 1e-12)
        }
        #expect(overshoot)
        try engine.clock.runUntilIdle()
        #expect(v.presentation.center == Point(105, 5) && v.presentation.alpha == 0)
    }

    /// Retargeting while a spring overshoots: the new animation starts from the on-screen
    /// value, which lies beyond the old target.
    @Test func retargetingDuringOvershootIsContinuous() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let spring = try Spring(damping: 4)                         // ζ = 0.2: strong overshoot
        try engine.animate(duration: 1, curve: .spring(spring)) { try v.setCenter(Point(105, 5)) }
        try engine.clock.advance(0.3)
        let before = v.presentation.center.x
        #expect(before > 105)                                       // beyond the target
        try engine.animate(duration: 0.5, curve: .linear) { try v.setCenter(Point(5, 5)) }
        expectClose(v.presentation.center.x, before, 1e-9)
        try engine.clock.advance(0.1)
        let expected = 5 + (-100 * spring.displacement(at: 0.4)) + 100 * 0.8
        expectClose(v.presentation.center.x, expected, 1e-9)
    }

    /// A spring given a shorter duration is cut (Core Animation's explicit `duration`).
    @Test func aShorterDurationCutsTheSpring() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let spring = try Spring()
        try engine.animate(duration: 0.5, curve: .spring(spring)) { try v.setCenter(Point(105, 5)) }
        try engine.clock.advance(0.25)
        expectClose(v.presentation.center.x, 5 + 100 * spring.value(at: 0.25), 1e-9)
        try engine.clock.advance(0.25)
        #expect(v.presentation.center.x == 105 && !v.isAnimating)
    }
}
