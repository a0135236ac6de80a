/// A cubic Bézier timing function from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), as `CAMediaTimingFunction(controlPoints:)` and CSS `cubic-bezier()`.
///
/// The polynomial coefficients are computed once at construction (Horner form
/// `((a·t + b)·t + c)·t`), so evaluating is a handful of multiplications and never allocates.
/// To map x (time) to y (progress) the parameter t with `x(t) = x` is found by Newton's method
/// from `t = x`, accepted only where the slope is steep enough that the error in t is below
/// 1e-10; otherwise (a flat slope, as at the ends of `(0, 1, 1, 0)`) bisection finishes the
/// job to 1e-13 in t. Since |dy/dt| ≤ 3·max(1, |y1|, |y2|)·3, the error in y is far below 1e-6.
struct UnitBezier: Equatable {
    let x1: Double, y1: Double, x2: Double, y2: Double
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The parameter t in 0…1 with `x(t) = x`.
    func solveT(_ x: Double) -> Double {
        // Newton's method: fast where the curve is not flat in x.
        var t = x
        for _ in 0..<8 {
            let err = sampleX(t) - x
            let slope = slopeX(t)
            if abs(err) < 1e-14 && abs(slope) > 1e-4 { return t }
            if abs(slope) < 1e-6 { break }
            let next = t - err / slope
            if next < 0 || next > 1 { break }
            // A small step with a steep slope means t is already exact to ~1e-10.
            if abs(next - t) < 1e-12 && abs(slope) > 1e-2 { return next }
            t = next
        }
        // Bisection: x(t) is monotonic on 0…1 because x1, x2 ∈ 0…1.
        var lo = 0.0, hi = 1.0
        t = x
        while hi - lo > 1e-13 {
            t = (lo + hi) * 0.5
            if sampleX(t) < x { lo = t } else { hi = t }
        }
        return (lo + hi) * 0.5
    }

    @inline(__always) func hasSameControlPoints(as other: UnitBezier) -> Bool {
        x1 == other.x1 && y1 == other.y1 && x2 == other.x2 && y2 == other.y2
    }

    /// y at time x (x clamped to 0…1).
    @inline(__always) func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(solveT(x))
    }
}
