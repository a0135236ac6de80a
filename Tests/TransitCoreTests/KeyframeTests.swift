import Testing
@testable import TransitCore

/// `animateKeyframes` / `addKeyframe`: values at keyframe boundaries and inside segments in
/// each calculation mode.
@Suite struct KeyframeTests {
    let engine = Engine()

    /// Two keyframes with a hold between them: 1 → 0.5 over the first half, hold until ¾,
    /// → 0 over the last quarter; the centre goes right then down (additive deltas).
    @Test func linearKeyframesHoldBetweenSegments() throws {
        let v = try View(engine: engine, frame: Rect(-5, -5, 10, 10))  // centre (0, 0)
        var finished: [Bool] = []
        try engine.animateKeyframes(duration: 2, curve: .linear, animations: {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) {
                try v.setAlpha(0.5)
                try v.setCenter(Point(100, 0))
            }
            try engine.addKeyframe(relativeStartTime: 0.75, relativeDuration: 0.25) {
                try v.setAlpha(0)
            }
            try engine.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) {
                try v.setCenter(Point(100, 100))
            }
        }, completion: { finished.append($0) })
        #expect(v.alpha == 0 && v.center == Point(100, 100))          // the model is final at once
        let expected: [(Double, Double, Point)] = [               // (seconds, alpha, centre)
            (0, 1, Point(0, 0)), (0.25, 0.875, Point(25, 0)), (1, 0.5, Point(100, 0)),
            (1.25, 0.5, Point(100, 25)), (1.5, 0.5, Point(100, 50)), (1.75, 0.25, Point(100, 75)),
        ]
        for (t, alpha, center) in expected {
            try engine.clock.run(until: Int64(t * 1_000_000))
            expectClose(v.presentation.alpha, alpha, 1e-12)
            expectClose(v.presentation.center, center, 1e-9)
        }
        try engine.clock.runUntilIdle()
        #expect(finished == [true] && v.presentation.alpha == 0)
    }

    /// UIKit eases a keyframe animation as a whole: the keyframes' times are in eased time.
    @Test func theWholeAnimationEasesInAndOutByDefault() throws {
        let v = View(engine: engine)
        try engine.animateKeyframes(duration: 1) {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 1) { try v.setAlpha(0) }
        }
        try engine.clock.advance(0.25)
        expectClose(v.presentation.alpha, 1 - TimingCurve.easeInOut(0.25), 1e-12)
        #expect(engine.timeline.first?.description == "0.000000 begin #1 [View#2.alpha] duration=1 curve=keyframes(linear, easeInOut)")
    }

    /// Cubic: a Catmull-Rom spline through (0, 1), (⅓, 0.2), (⅔, 0.9), (1, 0.4), tangents
    /// from the neighbours over their time span, one-sided at the ends.
    @Test func cubicKeyframesFollowCatmullRom() throws {
        let v = View(engine: engine)
        try engine.animateKeyframes(duration: 3, calculationMode: .cubic, curve: .linear) {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 1.0 / 3) { try v.setAlpha(0.2) }
            try engine.addKeyframe(relativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) { try v.setAlpha(0.9) }
            try engine.addKeyframe(relativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) { try v.setAlpha(0.4) }
        }
        let t = [0, 1.0 / 3, 2.0 / 3, 1], p = [1, 0.2, 0.9, 0.4]
        let m = [(p[1] - p[0]) / (t[1] - t[0]), (p[2] - p[0]) / (t[2] - t[0]),
                 (p[3] - p[1]) / (t[3] - t[1]), (p[3] - p[2]) / (t[3] - t[2])]
        func hermite(_ x: Double) -> Double {
            let i = min(2, Int(x * 3)), h = t[i + 1] - t[i], s = (x - t[i]) / h
            return (2 * s * s * s - 3 * s * s + 1) * p[i] + (s * s * s - 2 * s * s + s) * h * m[i]
                + (-2 * s * s * s + 3 * s * s) * p[i + 1] + (s * s * s - s * s) * h * m[i + 1]
        }
        for tick in [0, 500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 2_999_999] as [Int64] {
            try engine.clock.run(until: tick)
            expectClose(v.presentation.alpha, hermite(Double(tick) / 3_000_000), 1e-12)
            if tick == 1_000_000 { expectClose(v.presentation.alpha, 0.2, 1e-12) }  // through the values
        }
    }

    /// Paced: constant speed along the path; the keyframes' own times are ignored.
    @Test func pacedKeyframesMoveAtConstantSpeed() throws {
        let v = try View(engine: engine, frame: Rect(-5, -5, 10, 10))
        try engine.animateKeyframes(duration: 9, calculationMode: .paced, curve: .linear) {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.9) { try v.setCenter(Point(30, 40)) }
            try engine.addKeyframe(relativeStartTime: 0.9, relativeDuration: 0.1) { try v.setCenter(Point(30, 0)) }
        }
        // Legs of 50 and 40 points over 9 s: 10 points per second.
        for (t, point) in [(0.0, Point(0, 0)), (2.5, Point(15, 20)), (5, Point(30, 40)), (7, Point(30, 20))] {
            try engine.clock.run(until: Int64(t * 1_000_000))
            expectClose(v.presentation.center, point, 1e-9)
        }
    }

    @Test func directChangesAnimateOverTheWholeDuration() throws {
        let v = View(engine: engine)
        try engine.animateKeyframes(duration: 1, curve: .linear) {
            try v.setCornerRadius(10)
            try engine.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { try v.setAlpha(0) }
        }
        try engine.clock.advance(0.25)
        expectClose(v.presentation.cornerRadius, 2.5, 1e-12)
        expectClose(v.presentation.alpha, 1, 1e-12)
    }

    @Test func aKeyframePathMayComeBack() throws {
        let v = View(engine: engine)
        try engine.animateKeyframes(duration: 1, curve: .linear) {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { try v.setAlpha(0) }
            try engine.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { try v.setAlpha(1) }
        }
        try engine.clock.advance(0.5)
        expectClose(v.presentation.alpha, 0, 1e-12)
    }

    @Test func theFramePassAgreesWithOnDemandValues() throws {
        try engine.clock.setFPS(120)
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.animateKeyframes(duration: 1, calculationMode: .cubic) {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.4) {
                try v.setTransform(.rotation(1))
                try v.setFrame(Rect(50, 0, 20, 20))
                try v.setBackgroundColor(.red)
            }
            try engine.addKeyframe(relativeStartTime: 0.4, relativeDuration: 0.6) {
                try v.setTransform(.scale(2, 2))
                try v.setAlpha(0.3)
            }
        }
        try engine.animate(duration: 0.5) { try v.setCenter(Point(0, 200)) }   // additive with the path
        for _ in 0..<119 {
            try engine.step(frames: 1)
            let rendered = try #require(engine.renderedPresentation(of: v)), p = v.presentation
            expectClose(rendered.frame, p.frame, 1e-9)
            expectClose(rendered.transform, p.transform, 1e-12)
            expectClose(rendered.alpha, p.alpha, 1e-12)
            #expect(rendered.backgroundColor == p.backgroundColor)
        }
    }

    @Test func aLaterAnimationReplacesAKeyframedAlpha() throws {
        let v = View(engine: engine)
        var finished: [Bool] = []
        try engine.animateKeyframes(duration: 1, animations: {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 1) { try v.setAlpha(0) }
        }, completion: { finished.append($0) })
        try engine.clock.advance(0.5)
        try engine.animate(duration: 0.5) { try v.setAlpha(1) }
        try engine.clock.runUntilIdle()
        #expect(finished == [false])
    }

    @Test func misuseIsAnError() throws {
        let v = View(engine: engine)
        #expect(coreError { try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 1) {} }?.message
                == "addKeyframe must be called inside the animations of animateKeyframes")
        #expect(coreError {
            try engine.animateKeyframes(duration: 1) {
                try engine.addKeyframe(relativeStartTime: 1.5, relativeDuration: 0) { try v.setAlpha(0) }
            }
        }?.message == "addKeyframe: relativeStartTime must be between 0 and 1 (got 1.5)")
        #expect(coreError {
            try engine.animateKeyframes(duration: 1) {
                try engine.addKeyframe(relativeStartTime: 0.6, relativeDuration: 0.5) { try v.setAlpha(0) }
            }
        }?.message == "addKeyframe: relativeStartTime + relativeDuration must not exceed 1 (got 0.6 + 0.5)")
        #expect(coreError {
            try engine.animateKeyframes(duration: 1) {
                try engine.animate(duration: 1) {
                    try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 1) {}
                }
            }
        }?.message == "addKeyframe must be called inside the animations of animateKeyframes")
    }
}
