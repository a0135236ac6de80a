import Testing
@testable import TransitCore

/// An independent solution: bisection on the Bernstein form (not the solver's Horner
/// coefficients), 200 halvings — t exact to double precision.
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                             _ x: Double) -> Double {
    func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t }
    func by(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bx(mid) < x { lo = mid } else { hi = mid }
    }
    return by((lo + hi) / 2)
}

@Suite struct TimingCurveTests {
    @Test func namedCurvesAtKnownPoints() {
        // Values from a 200-step bisection of the Bernstein polynomials.
        expectClose(TimingCurve.easeInOut(0.25), 0.1291619310473198, 1e-9)
        expectClose(TimingCurve.easeInOut(0.5), 0.5, 1e-12)
        expectClose(TimingCurve.easeInOut(0.75), 0.8708380689526802, 1e-9)
        expectClose(TimingCurve.caDefault(0.25), 0.40851059135539586, 1e-9)
        expectClose(TimingCurve.easeIn(0.5), 0.31535681257253945, 1e-9)
        expectClose(TimingCurve.easeOut(0.5), 0.6846431874274606, 1e-9)
        #expect(TimingCurve.linear(0.3) == 0.3)
    }

    @Test(arguments: [
        (0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0),
        // Flat in x at t = ½ (x'(t) = 3(1 − 2t)²): Newton must hand over to bisection.
        (1.0, 0.0, 0.0, 1.0),
        // Vertical tangents at both ends, and overshooting y.
        (0.0, 1.0, 1.0, 0.0), (0.68, -0.55, 0.265, 1.55), (0.0, 2.0, 0.0, -1.0),
    ])
    func bezierMatchesIndependentSolution(_ c: (Double, Double, Double, Double)) throws {
        let curve = try TimingCurve.cubicBezier(c.0, c.1, c.2, c.3)
        var worst = 0.0
        for i in 0...2000 {
            let x = Double(i) / 2000
            let err = abs(curve(x) - referenceBezier(c.0, c.1, c.2, c.3, x))
            worst = max(worst, err)
        }
        #expect(worst <= 1e-6, "worst error \(worst) for \(c)")
    }

    @Test func inputIsClampedAndEndsAreExact() throws {
        let c = try TimingCurve.cubicBezier(0.3, 1.5, 0.7, -0.5)
        #expect(c(-1) == 0 && c(0) == 0 && c(1) == 1 && c(7) == 1)
    }

    @Test func invalidControlPointsAreErrors() {
        #expect(coreError { _ = try TimingCurve.cubicBezier(1.2, 0, 0.5, 1) }?.kind == .invalidNumber)
        #expect(coreError { _ = try TimingCurve.cubicBezier(0.2, .nan, 0.5, 1) }?.kind == .invalidNumber)
        #expect(coreError { _ = try TimingCurve.cubicBezier(0.2, 0, .infinity, 1) }?.kind == .invalidNumber)
    }

    /// y1 = 1e308 is finite, but 3·y1 is not: the curve gave NaN at every frame. The control
    /// points' y is bounded as a custom curve's values are.
    @Test func controlPointsBeyondTheCustomLimitAreErrors() throws {
        #expect(coreError { _ = try TimingCurve.cubicBezier(0, 1e308, 1, -1e308) }?.message
                == "cubicBezier y1 and y2 must lie in -1000000...1000000 (got 1e+308, -1e+308)")
        #expect(coreError { _ = try TimingCurve.cubicBezier(0, 0, 1, 1_000_001) }?.message
                == "cubicBezier y1 and y2 must lie in -1000000...1000000 (got 0, 1000001)")
        let edge = try TimingCurve.cubicBezier(0, 1e6, 1, -1e6)
        #expect(edge(0.5) == 0.125)     // x = ½ at t = ½: 3·⅛·1e6 − 3·⅛·1e6 + ⅛
        #expect((0...100).allSatisfy { edge(Double($0) / 100).magnitude <= TimingCurve.customValueLimit })
    }

    @Test func customCurvesAndNames() throws {
        let square = TimingCurve.custom(name: "square") { $0 * $0 }
        #expect(square(0.5) == 0.25)
        #expect(square(2) == 1)  // input clamped before the closure sees it
        #expect(square.name == "square")
        #expect(TimingCurve(named: "easeInOut")?.controlPoints?.x1 == 0.42)
        #expect(TimingCurve(named: "bouncy") == nil)
        #expect(try TimingCurve.cubicBezier(0.1, 0.2, 0.3, 1).name == "cubicBezier(0.1, 0.2, 0.3, 1)")
        for name in TimingCurve.names { #expect(TimingCurve(named: name)?.name == name) }
    }
}
