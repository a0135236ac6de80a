import Testing
@testable import TransitCore

/// Additive animations between finite values near ±1e308 (rev22): `old − new` overflowed to
/// ±inf, and the view presented inf, and NaN in a 3D transform (inf · 0 composing it). The
/// difference is clamped to Double's range (``AnimVector``'s `−`): each presentation stays
/// finite and ends exactly at the model.
@Suite struct AdditiveOverflowTests {
    /// Four views, each animated on one additive property from +1e308 to −1e308 (or back),
    /// with the given curve; the test steps through the run and checks every presentation,
    /// on demand and as the frame pass stores it.
    func animateAcrossTheRange(_ curve: TimingCurve, sign: Double) throws -> (Engine, [View]) {
        let engine = Engine()
        let vs = try (0..<4).map { _ in
            let v = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            try engine.window.addSubview(v)
            return v
        }
        let far = sign * 1e308
        try vs[0].setCenter(Point(x: far, y: 0))
        try vs[1].setBounds(Rect(x: far, y: 0, width: 100, height: 100))
        try vs[2].setTransform(.translation(far, 0))
        try vs[3].layer.setTransform(.translation(0, 0, far))
        try engine.animate(duration: 1, curve: curve) {
            try vs[0].setCenter(Point(x: -far, y: 0))
            try vs[1].setBounds(Rect(x: -far, y: 0, width: 100, height: 100))
            try vs[2].setTransform(.translation(-far, 0))
            try vs[3].layer.setTransform(.translation(0, 0, -far))
        }
        return (engine, vs)
    }

    func numbers(_ p: Presentation) -> [Double] {
        let t = p.transform
        return [p.center.x, p.center.y, p.bounds.x, p.bounds.width, t.a, t.d, t.tx, t.ty] + p.transform3D.entries
    }

    @Test(arguments: [1.0, -1.0])
    func differencesPastDoublesRangePresentFiniteValues(sign: Double) throws {
        for curve in [TimingCurve.linear, .easeInOut] {
            let (engine, vs) = try animateAcrossTheRange(curve, sign: sign)
            for step in 0..<20 {
                if step > 0 { try engine.clock.advance(0.05) }
                _ = engine.evaluateFrame()
                for v in vs {
                    let shown = numbers(v.presentation)
                    #expect(shown.allSatisfy { $0.isFinite }, "\(curve.name) at \(engine.clock.seconds) s: \(shown)")
                    let rendered = numbers(try #require(engine.renderedPresentation(of: v)))
                    #expect(rendered.allSatisfy { $0.isFinite }, "\(curve.name) at \(engine.clock.seconds) s: \(rendered)")
                }
            }
        }
    }

    /// A spring overshoots: `new + d·w` with a negative weight may pass Double's range even
    /// with the difference clamped. A 3D transform's translation then holds at the largest
    /// finite number (``DecomposedTransform3D/transform``): infinite, it composed NaN.
    @Test func aSpringsOvershootKeepsA3DTransformFinite() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try engine.window.addSubview(v)
        try v.layer.setTransform(.translation(0, 0, -1e308))
        try engine.animate(duration: 1, curve: .spring(dampingRatio: 0.2, duration: 1)) {
            try v.layer.setTransform(.translation(0, 0, 1.7e308))
        }
        var overshot = false
        for _ in 0..<20 {
            try engine.clock.advance(0.05)
            let t = v.presentation.transform3D
            #expect(t.isFinite, "at \(engine.clock.seconds) s: \(t)")
            overshot = overshot || t.m43 == Double.greatestFiniteMagnitude
        }
        #expect(overshot)                                          // the case is met: it held at the edge
    }

    /// Half-way through a linear run the view shows `new + max/2` (the clamped difference):
    /// finite, on the side of `old`.
    @Test func halfWayIsHalfTheClampedDifference() throws {
        let (engine, vs) = try animateAcrossTheRange(.linear, sign: 1)
        try engine.clock.advance(0.5)
        #expect(vs[0].presentation.center.x == -1e308 + Double.greatestFiniteMagnitude / 2)
        #expect(vs[2].presentation.transform.tx == -1e308 + Double.greatestFiniteMagnitude / 2)
    }

    /// A timeline's tween from +1e308 to −1e308: its value (a segment's interpolation) and
    /// the difference from the final model its track carries are clamped the same way.
    @Test func aTimelineAcrossTheRangePresentsFiniteValues() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try engine.window.addSubview(v)
        try v.setCenter(Point(x: 1e308, y: 0))
        let tl = try Timeline(engine: engine)
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: .linear)) { _, v in
            try v.setCenter(Point(x: -1e308, y: 0))
        }
        for _ in 0..<9 {
            try engine.clock.advance(0.1)
            #expect(v.presentation.center.x.isFinite, "at \(engine.clock.seconds) s")
        }
    }

    /// A keyframe from +1e308 to −1e308: the path's values are differences from the final
    /// model, clamped as well.
    @Test func keyframesAcrossTheRangePresentFiniteValues() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try engine.window.addSubview(v)
        try v.setCenter(Point(x: 1e308, y: 0))
        try engine.animateKeyframes(duration: 1, curve: .linear) {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { try v.setCenter(Point(x: -1e308, y: 0)) }
            try engine.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { try v.setCenter(Point(x: 1e308, y: 0)) }
        }
        for _ in 0..<10 {
            try engine.clock.advance(0.1)
            #expect(v.presentation.center.x.isFinite, "at \(engine.clock.seconds) s")
        }
    }
}
