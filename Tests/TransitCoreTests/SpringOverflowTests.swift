import Testing
@testable import TransitCore

/// Springs from and to finite values near Double's limit (num18): the overshoot carried the
/// presentation past the range, ±inf (and NaN where two sums past it met). It holds at the
/// largest finite number of its sign instead (FiniteRange.swift), on demand and in the frame
/// pass alike.
@Suite struct SpringOverflowTests {
    let engine = Engine()

    /// Two views, each with its additive geometry at `start` on both axes: one moved by
    /// `center` and `bounds`' origin, the other by its transform's translation (apart, so
    /// that each frame stays finite), both animated to `end`.
    func animate(from start: Double, to end: Double, curve: TimingCurve) throws -> [View] {
        let a = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try engine.window.addSubview(a)
        try engine.window.addSubview(b)
        try a.setCenter(Point(x: start, y: -start))
        try a.setBounds(Rect(x: start, y: start, width: 10, height: 10))
        try b.setTransform(.translation(start, -start))
        try engine.animate(duration: 1, curve: curve) {
            try a.setCenter(Point(x: end, y: -end))
            try a.setBounds(Rect(x: end, y: end, width: 10, height: 10))
            try b.setTransform(.translation(end, -end))
        }
        return [a, b]
    }

    func numbers(_ p: Presentation) -> [Double] {
        let t = p.transform
        return [p.center.x, p.center.y, p.bounds.x, p.bounds.y, t.a, t.b, t.c, t.d, t.tx, t.ty]
    }

    /// Steps 19 frames of 0.05 s (the animations run until 1 s); every number finite, the frame pass's the on-demand ones
    /// (`same`: one track a property, so both make the same sums); returns how many frames
    /// showed `center.x` at the largest finite number.
    func stepChecking(_ views: [View], same: Bool = true) throws -> Int {
        var held = 0
        for _ in 0..<19 {
            try engine.clock.advance(0.05)
            _ = engine.evaluateFrame()
            for v in views {
                let shown = numbers(v.presentation)
                #expect(shown.allSatisfy { $0.isFinite }, "at \(engine.clock.seconds) s: \(shown)")
                let rendered = numbers(try #require(engine.renderedPresentation(of: v)))
                #expect(rendered.allSatisfy { $0.isFinite }, "at \(engine.clock.seconds) s: \(rendered)")
                if same { #expect(rendered == shown, "at \(engine.clock.seconds) s") }
            }
            if views[0].presentation.center.x == .greatestFiniteMagnitude { held += 1 }
        }
        return held
    }

    /// UIKit's spring (`usingSpringWithDamping` 0.2) and Core Animation's (mass, stiffness,
    /// damping) from −1e308 to 1.7e308: the overshoot past 1.7e308 holds at the edge (it
    /// presented inf), and the mirrored axis at the negative edge.
    @Test(arguments: ["UIKit", "Core Animation"])
    func anOvershootPastTheRangeHoldsAtTheEdge(form: String) throws {
        let curve = form == "UIKit" ? try TimingCurve.spring(dampingRatio: 0.2, duration: 1)
            : TimingCurve.spring(try Spring(mass: 1, stiffness: 100, damping: 2))
        let views = try animate(from: -1e308, to: 1.7e308, curve: curve)
        #expect(try stepChecking(views) > 0)
        #expect(views[0].presentation.center.y == -views[0].presentation.center.x)
    }

    /// A second spring started while the first overshoots: each sum holds within the range
    /// as it grows, so two sums past it of opposite signs make no NaN.
    @Test func aRetargetDuringTheOvershootStaysFinite() throws {
        let curve = try TimingCurve.spring(dampingRatio: 0.2, duration: 1)
        let views = try animate(from: -1e308, to: 1.7e308, curve: curve)
        try engine.clock.advance(0.1)
        try engine.animate(duration: 1, curve: curve) {
            try views[0].setCenter(Point(x: -1.7e308, y: 1.7e308))
            try views[0].setBounds(Rect(x: -1.7e308, y: -1.7e308, width: 10, height: 10))
            try views[1].setTransform(.translation(-1.7e308, 1.7e308))
        }
        _ = try stepChecking(views, same: false)
    }
}
