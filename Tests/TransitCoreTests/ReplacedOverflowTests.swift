import Testing
@testable import TransitCore

/// Replaced properties animated between finite values near ±1e308 (num18): `to − from`
/// overflowed, and `from + (to − from)·e` presented −inf, NaN at e = 0 (inf · 0). Where it
/// overflows the value is interpolated in halves (``FiniteRange/lerp(_:_:_:)``): it runs from
/// `from` to `to`, finite, and a linear run is at exactly 0 half-way.
@Suite struct ReplacedOverflowTests {
    let engine = Engine()

    /// A view with every replaced property at `far` (colour components too), in the window.
    func view(at far: Double) throws -> View {
        let v = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try engine.window.addSubview(v)
        try set(v, far)
        return v
    }

    func set(_ v: View, _ far: Double) throws {
        try v.setAlpha(far)
        try v.setCornerRadius(far)
        try v.setBackgroundColor(Color(r: far, g: 0, b: 0, a: 1))
        try v.layer.setZPosition(far)
        try v.layer.setShadowOpacity(far)
        try v.layer.setShadowOffset(Size(width: far, height: -far))
    }

    /// The replaced numbers a presentation shows, in `set`'s order.
    func numbers(_ p: Presentation) -> [Double] {
        [p.alpha, p.cornerRadius, p.backgroundColor?.r ?? .nan, p.zPosition, p.shadowOpacity,
         p.shadowOffset.width, p.shadowOffset.height]
    }

    func expect(_ v: View, _ values: [Double], sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(numbers(v.presentation) == values, sourceLocation: sourceLocation)
        _ = engine.evaluateFrame()
        #expect(numbers(try #require(engine.renderedPresentation(of: v))) == values, sourceLocation: sourceLocation)
    }

    /// Linear from +1e308 to −1e308 (and the shadow's height back): 1e308 at the start
    /// (it was NaN), 5e307 at a quarter and 0 half-way (−inf), on demand and in the frame pass.
    @Test func aLinearRunAcrossTheRangeIsFiniteAndExact() throws {
        let v = try view(at: 1e308)
        try engine.animate(duration: 1, curve: .linear) { try set(v, -1e308) }
        try expect(v, [1e308, 1e308, 1e308, 1e308, 1e308, 1e308, -1e308])
        try engine.clock.advance(0.25)
        try expect(v, [5e307, 5e307, 5e307, 5e307, 5e307, 5e307, -5e307])
        try engine.clock.advance(0.25)
        try expect(v, [0, 0, 0, 0, 0, 0, 0])
        try engine.clock.advance(0.25)
        try expect(v, [-5e307, -5e307, -5e307, -5e307, -5e307, -5e307, 5e307])
    }

    /// A timeline's tween, an animator scrubbed half-way and a keyframe leg: each interpolates
    /// as the block does (each was −inf half-way).
    @Test func timelinesAnimatorsAndKeyframesAcrossTheRange() throws {
        let a = try view(at: 1e308), b = try view(at: 1e308), c = try view(at: 1e308)
        let tl = try Timeline(engine: engine)
        try tl.tween(.to, targets: [a], options: .init(duration: 1, curve: .linear)) { _, v in try set(v, -1e308) }
        let animator = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try animator.addAnimations { try set(b, -1e308) }
        try animator.pauseAnimation()
        try animator.setFractionComplete(0.5)
        try engine.animateKeyframes(duration: 1, curve: .linear) {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 1) { try set(c, -1e308) }
        }
        try engine.clock.advance(0.5)
        for v in [a, b, c] { try expect(v, [0, 0, 0, 0, 0, 0, 0]) }
    }

    /// A spring overshoots the replaced value's end: past Double's range it holds at the
    /// largest finite number (it was +inf), on demand and in the frame pass.
    @Test func aSpringsOvershootHoldsAtTheEdge() throws {
        let v = try view(at: -1e308)
        try engine.animate(duration: 1, curve: .spring(dampingRatio: 0.2, duration: 1)) { try set(v, 1.7e308) }
        var held = 0
        for _ in 0..<19 {
            try engine.clock.advance(0.05)
            let shown = numbers(v.presentation)
            #expect(shown.allSatisfy { $0.isFinite }, "at \(engine.clock.seconds) s: \(shown)")
            _ = engine.evaluateFrame()
            #expect(numbers(try #require(engine.renderedPresentation(of: v))) == shown)
            if shown[0] == .greatestFiniteMagnitude { held += 1 }
        }
        #expect(held > 0)                                           // the case is met
    }
}
