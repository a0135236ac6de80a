/// Any animatable value as up to sixteen numbers, so recording, keyframes and the on-demand
/// presentation handle every property alike. The layout follows the property's
/// ``PropertyValueKind``: a scalar (v), a point (x, y), a rect (x, y, w, h), a transform (its
/// ``DecomposedTransform``: tx, ty, angle, scaleX, scaleY, shear), a colour (r, g, b, a), a
/// 3D transform (its ``DecomposedTransform3D``: translation 3, scale 3, skew 3, perspective 4,
/// rotation vector 3 — the only kind that uses `tail`).
struct AnimVector: Equatable {
    var v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0, v5 = 0.0
    /// Numbers 6…15 (3D transforms only), as one SIMD value so the other kinds' arithmetic
    /// stays a few vector instructions.
    var tail = SIMD16<Double>.zero

    static let zero = AnimVector()

    /// `l − r`, each number clamped to ±`greatestFiniteMagnitude`. Two finite numbers of
    /// opposite signs near Double's limit differ by more than it (1e308 − (−1e308)): the
    /// difference was infinite, and an additive animation carrying it (`old − new`, the
    /// deltas of keyframes and timelines) presented ±inf, NaN where its weight reached 0
    /// (inf · 0) and NaN in a 3D transform recomposed from it. Clamped, `new + d·w` lies
    /// between `new` and `new + d` for weights in 0…1, both finite, and still ends exactly at
    /// `new`; only the start moves, to the largest finite step from `new` towards `old`.
    /// A difference within range is exact, as before.
    @inline(__always) static func - (l: AnimVector, r: AnimVector) -> AnimVector {
        let m = Double.greatestFiniteMagnitude
        func clamped(_ x: Double) -> Double { Swift.min(Swift.max(x, -m), m) }
        var d = AnimVector(v0: clamped(l.v0 - r.v0), v1: clamped(l.v1 - r.v1), v2: clamped(l.v2 - r.v2),
                           v3: clamped(l.v3 - r.v3), v4: clamped(l.v4 - r.v4), v5: clamped(l.v5 - r.v5))
        d.tail = (l.tail - r.tail).clamped(lowerBound: SIMD16(repeating: -m), upperBound: SIMD16(repeating: m))
        return d
    }

    /// `self + k·other`, in place.
    @inline(__always) mutating func add(_ other: AnimVector, times k: Double) {
        v0 += other.v0 * k; v1 += other.v1 * k; v2 += other.v2 * k
        v3 += other.v3 * k; v4 += other.v4 * k; v5 += other.v5 * k
        tail += other.tail * k
    }

    /// `from + (to − from)·e`, number by number, held within Double's range as
    /// ``FiniteRange/lerp(_:_:_:)`` holds it: from `from` to `to` even where `to − from`
    /// overflows (the clamped difference of `−` made it stop short of `to`).
    static func lerp(_ from: AnimVector, _ to: AnimVector, _ e: Double) -> AnimVector {
        var r = AnimVector(v0: FiniteRange.lerp(from.v0, to.v0, e), v1: FiniteRange.lerp(from.v1, to.v1, e),
                           v2: FiniteRange.lerp(from.v2, to.v2, e), v3: FiniteRange.lerp(from.v3, to.v3, e),
                           v4: FiniteRange.lerp(from.v4, to.v4, e), v5: FiniteRange.lerp(from.v5, to.v5, e))
        r.tail = from.tail + (to.tail - from.tail) * e
        if !AnimVector.allFinite(r.tail) {
            for i in 0..<16 { r.tail[i] = FiniteRange.lerp(from.tail[i], to.tail[i], e) }
        }
        return r
    }

    /// Each number held within Double's range (``Swift/Double/clampedToFinite``).
    var clampedToFinite: AnimVector {
        let m = Double.greatestFiniteMagnitude
        var r = AnimVector(v0: v0.clampedToFinite, v1: v1.clampedToFinite, v2: v2.clampedToFinite,
                           v3: v3.clampedToFinite, v4: v4.clampedToFinite, v5: v5.clampedToFinite)
        r.tail = tail.clamped(lowerBound: SIMD16(repeating: -m), upperBound: SIMD16(repeating: m))
        return r
    }

    /// Whether one of the first six numbers has a magnitude of `bound` or more (NaN has none:
    /// a script's numbers are finite). Six are what the frame pass's own loops — the core's
    /// lanes — read; the layer's lanes, a 3D transform's among them, keep to Double's range
    /// themselves (``AnimationStore/evaluateRowLanes()``). (The tail's sixteen lanes, looked
    /// at too, cost 249 instructions a call: 4 M in `--profile-tween 2000`'s 8,000 tracks.)
    func reaches(_ bound: Double) -> Bool {
        abs(v0) >= bound || abs(v1) >= bound || abs(v2) >= bound
            || abs(v3) >= bound || abs(v4) >= bound || abs(v5) >= bound
    }

    private static func allFinite(_ t: SIMD16<Double>) -> Bool { all(t - t .== 0) }

    init() {}

    init(v0: Double, v1: Double, v2: Double, v3: Double, v4: Double, v5: Double) {
        self.v0 = v0; self.v1 = v1; self.v2 = v2; self.v3 = v3; self.v4 = v4; self.v5 = v5
    }

    init(_ p: Point) { v0 = p.x; v1 = p.y }
    init(_ r: Rect) { v0 = r.x; v1 = r.y; v2 = r.width; v3 = r.height }
    init(_ d: DecomposedTransform) {
        v0 = d.tx; v1 = d.ty; v2 = d.angle; v3 = d.scaleX; v4 = d.scaleY; v5 = d.shear
    }
    init(_ c: Color?) {
        let c = c ?? .clear
        v0 = c.r; v1 = c.g; v2 = c.b; v3 = c.a
    }
    init(scalar: Double) { v0 = scalar }
    init(_ d: DecomposedTransform3D) {
        (v0, v1, v2) = d.translation
        (v3, v4, v5) = d.scale
        let r = d.quaternion.log
        tail = SIMD16(d.skew.0, d.skew.1, d.skew.2, d.perspective.0, d.perspective.1, d.perspective.2,
                      d.perspective.3, r.0, r.1, r.2, 0, 0, 0, 0, 0, 0)
    }

    /// The 3D parts (the rotation vector made a quaternion again).
    var decomposed3D: DecomposedTransform3D {
        var d = DecomposedTransform3D()
        d.translation = (v0, v1, v2)
        d.scale = (v3, v4, v5)
        d.skew = (tail[0], tail[1], tail[2])
        d.perspective = (tail[3], tail[4], tail[5], tail[6])
        d.quaternion = Quaternion.exp(rotation)
        return d
    }

    /// The rotation vector of a 3D transform's vector.
    var rotation: (Double, Double, Double) {
        get { (tail[7], tail[8], tail[9]) }
        set { tail[7] = newValue.0; tail[8] = newValue.1; tail[9] = newValue.2 }
    }

    var point: Point { Point(x: v0, y: v1) }
    var rect: Rect { Rect(x: v0, y: v1, width: v2, height: v3) }
    var decomposed: DecomposedTransform {
        DecomposedTransform(tx: v0, ty: v1, angle: v2, scaleX: v3, scaleY: v4, shear: v5)
    }
    var color: Color { Color(r: v0, g: v1, b: v2, a: v3) }
}
