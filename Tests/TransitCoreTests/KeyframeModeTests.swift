import Testing
@testable import TransitCore

/// `calculationModeDiscrete` and `calculationModeCubicPaced` (CAKeyframeAnimation's
/// `kCAAnimationDiscrete` and `kCAAnimationCubicPaced`).
@Suite struct KeyframeModeTests {
    let engine = Engine()

    func run(_ mode: KeyframeCalculationMode, _ keyframes: (View) throws -> Void) throws -> View {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        try engine.animateKeyframes(duration: 1, calculationMode: mode, curve: .linear, animations: { try keyframes(v) })
        return v
    }

    @Test func discreteHoldsEachValueUntilTheNextKeyTime() throws {
        // path: x 5 at 0, 105 at 0.5, 205 at 1 (centres); no value in between is ever shown
        let v = try run(.discrete) { v in
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { try v.setCenter(Point(105, 5)) }
            try engine.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { try v.setCenter(Point(205, 5)) }
        }
        var seen: [Double] = []
        for _ in 0..<4 {
            try engine.clock.advance(0.24)
            seen.append(v.presentation.center.x)
        }
        #expect(seen == [5, 5, 105, 105])                    // t = 0.24, 0.48, 0.72, 0.96
        try engine.clock.advance(0.04)
        #expect(v.presentation.center.x == 205)
    }

    @Test func cubicPacedMovesAtConstantSpeedAlongTheCurve() throws {
        // collinear values: Catmull-Rom with chord spacing is the straight line, so constant
        // speed is x = 5 + 300·t whatever the keyframes' times
        let line = try run(.cubicPaced) { v in
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.9) { try v.setCenter(Point(105, 5)) }
            try engine.addKeyframe(relativeStartTime: 0.9, relativeDuration: 0.1) { try v.setCenter(Point(305, 5)) }
        }
        try engine.clock.advance(0.5)
        expectClose(line.presentation.center.x, 155, 1e-6)
        try engine.clock.advance(0.5)
        #expect(line.presentation.center == Point(305, 5))
    }

    @Test func cubicPacedIsHalfwayAtTheMiddleOfASymmetricPath() throws {
        // (5, 5) → (105, 5) → (105, 105): the curve is symmetric about x + y = 110, so half its
        // length is at the middle value — though the keyframes put it at 0.9
        let v = try run(.cubicPaced) { v in
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.9) { try v.setCenter(Point(105, 5)) }
            try engine.addKeyframe(relativeStartTime: 0.9, relativeDuration: 0.1) { try v.setCenter(Point(105, 105)) }
        }
        try engine.clock.advance(0.5)
        expectClose(v.presentation.center, Point(105, 5), 1e-6)
        try engine.clock.advance(0.25)
        let p = v.presentation.center
        #expect(p.x > 105 && p.y > 5 && p.y < 105)            // the spline bulges past the corner
    }

    @Test(arguments: [KeyframeCalculationMode.paced, .cubicPaced])
    func pacedModesIgnoreTheCurve(_ mode: KeyframeCalculationMode) throws {
        // Core Animation ignores `timingFunction` in both paced modes, "to give the animation
        // a constant velocity" (developer.apple.com/documentation/quartzcore/caanimationcalculationmode/paced
        // and …/cubicpaced; UIKit's calculationModeCubicPaced: "while ignoring the timing
        // properties of the animation"). So the default easeInOut, which put x at
        // 5 + 200·easeInOut(0.1) = 8.94 at 0.1 s, must give way: x = 5 + 200·t.
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        try engine.animateKeyframes(duration: 1, calculationMode: mode, animations: {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { try v.setCenter(Point(105, 5)) }
            try engine.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { try v.setCenter(Point(205, 5)) }
        })
        for (t, x) in [(0.1, 25.0), (0.25, 55), (0.8, 165)] {
            try engine.clock.advance(t - Double(engine.clock.now) / 1e6)
            expectClose(v.presentation.center.x, x, 1e-6)
        }
    }

    @Test func aLayerTransformFollowsItsKeyframes() throws {
        // a turn about y out and back, linear keyframes: 45° at ¼, 90° at ½, 45° at ¾
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        try v.layer.setTransform(p)
        try engine.animateKeyframes(duration: 1, curve: .linear, animations: {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) {
                try v.layer.setTransform(Transform3D.rotation(Double.pi / 2, 0, 1, 0).concatenating(p))
            }
            try engine.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { try v.layer.setTransform(p) }
        })
        for (t, angle) in [(0.25, Double.pi / 4), (0.5, Double.pi / 2), (0.75, Double.pi / 4)] {
            try engine.clock.advance(t - Double(engine.clock.now) / 1e6)
            expectClose(v.presentation.transform3D, Transform3D.rotation(angle, 0, 1, 0).concatenating(p), 1e-9)
        }
    }
}
