/// A 3D transform split into the parts animations interpolate, by CSS Transforms Module
/// Level 2, §"Decomposing a 3D matrix" and §"Recomposing to a 3D matrix" (the pseudo-code
/// there, from Graphics Gems II's `unmatrix`): perspective, translation, scale, skew and a
/// rotation quaternion. Entry `[i][j]` of the spec's matrix is `m(i+1)(j+1)` here (the spec's
/// matrices are row-vector matrices like Core Animation's: translation in row 4).
///
/// Interpolation (CSS Transforms 2, §"Interpolation of decomposed 3D matrix values"):
/// translation, scale, skew and perspective linearly, the quaternion by spherical linear
/// interpolation. Transit keeps the rotation as a rotation vector (axis × angle, the
/// quaternion's logarithm ×2) so that additive animations can sum it: an animation carries
/// `log(q_old · q_new⁻¹)` and the presentation is `exp(Σ weightᵢ · deltaᵢ) · q_model`; with
/// one animation that is exactly `slerp(q_old, q_new, progress)`.
struct DecomposedTransform3D: Equatable {
    var translation = (0.0, 0.0, 0.0)
    var scale = (1.0, 1.0, 1.0)
    /// xy, xz, yz.
    var skew = (0.0, 0.0, 0.0)
    var perspective = (0.0, 0.0, 0.0, 1.0)
    /// x, y, z, w.
    var quaternion = Quaternion.identity

    static func == (l: Self, r: Self) -> Bool {
        l.translation == r.translation && l.scale == r.scale && l.skew == r.skew
            && l.perspective == r.perspective && l.quaternion == r.quaternion
    }

    init() {}

    /// The spec's decomposition. A singular linear part (a zero scale), which the spec gives
    /// up on, is decomposed with that scale 0 and a unit row chosen along the missing axis,
    /// so recomposing gives the matrix back and the flat pose animates continuously.
    init?(_ t: Transform3D) {
        guard t.m44 != 0, t.isFinite else { return nil }
        var m = t
        for i in 0..<4 { for j in 0..<4 { m[i, j] /= t.m44 } }
        // A tiny m44 under huge entries (1e300 / 1e-300): the normalised matrix is past
        // Double's range, so no finite parts give it back — unsplittable, as m44 = 0 is.
        guard m.isFinite else { return nil }
        // Perspective: solve for it through the matrix with the last column cleared.
        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            var p = m
            p.m14 = 0; p.m24 = 0; p.m34 = 0; p.m44 = 1
            guard let inv = p.inverted() else { return nil }
            let rhs = [m.m14, m.m24, m.m34, m.m44]
            // multVecMatrix(rhs, transpose(inverse)): component j = Σᵢ rhs[i] · inv[j][i].
            var out = [0.0, 0.0, 0.0, 0.0]
            for j in 0..<4 { for i in 0..<4 { out[j] += rhs[i] * inv[j, i] } }
            perspective = (out[0], out[1], out[2], out[3])
        }
        translation = (m.m41, m.m42, m.m43)
        var row = [[m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33]]
        var sx = V3.length(row[0])
        row[0] = sx == 0 ? [1, 0, 0] : V3.scaled(row[0], 1 / sx)
        var kxy = V3.dot(row[0], row[1])
        row[1] = V3.combine(row[1], row[0], 1, -kxy)
        var sy = V3.length(row[1])
        row[1] = sy == 0 ? V3.orthogonal(to: row[0]) : V3.scaled(row[1], 1 / sy)
        if sy != 0 { kxy /= sy }
        var kxz = V3.dot(row[0], row[2])
        row[2] = V3.combine(row[2], row[0], 1, -kxz)
        var kyz = V3.dot(row[1], row[2])
        row[2] = V3.combine(row[2], row[1], 1, -kyz)
        var sz = V3.length(row[2])
        row[2] = sz == 0 ? V3.cross(row[0], row[1]) : V3.scaled(row[2], 1 / sz)
        if sz != 0 { kxz /= sz; kyz /= sz }
        // A flipped coordinate system: negate the rows and the scales.
        if V3.dot(row[0], V3.cross(row[1], row[2])) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            row = row.map { V3.scaled($0, -1) }
        }
        scale = (sx, sy, sz)
        skew = (kxy, kxz, kyz)
        quaternion = Quaternion(rows: row)
        // Parts past Double's range (a skew of rows 1e308 apart, a perspective solved through
        // a near-singular matrix) would present inf and NaN: unsplittable too.
        guard isFinite else { return nil }
    }

    /// Whether every part is a finite number.
    var isFinite: Bool {
        [translation.0, translation.1, translation.2, scale.0, scale.1, scale.2, skew.0, skew.1, skew.2,
         perspective.0, perspective.1, perspective.2, perspective.3,
         quaternion.x, quaternion.y, quaternion.z, quaternion.w].allSatisfy(\.isFinite)
    }

    /// The spec's recomposition.
    var transform: Transform3D {
        var m = Transform3D.identity
        m.m14 = perspective.0; m.m24 = perspective.1; m.m34 = perspective.2; m.m44 = perspective.3
        // A translation past Double's range (a spring overshooting a difference clamped at its
        // edge, AnimVector's `−`) holds at the largest finite number: infinite, it composed
        // NaN entries (inf · 0 below)
        let limit = Double.greatestFiniteMagnitude
        let t = [translation.0, translation.1, translation.2].map { Swift.min(Swift.max($0, -limit), limit) }
        for i in 0..<4 {
            for j in 0..<3 { m[3, i] += t[j] * m[j, i] }
        }
        m = quaternion.matrix.concatenating(m)
        var k = Transform3D.identity
        if skew.2 != 0 { k.m32 = skew.2; m = k.concatenating(m) }
        if skew.1 != 0 { k.m32 = 0; k.m31 = skew.1; m = k.concatenating(m) }
        if skew.0 != 0 { k.m31 = 0; k.m21 = skew.0; m = k.concatenating(m) }
        let s = [scale.0, scale.1, scale.2]
        for i in 0..<3 { for j in 0..<4 { m[i, j] *= s[i] } }
        return m
    }
}

/// A rotation as a unit quaternion (x, y, z, w), with the products the decomposition and the
/// additive rotation need.
struct Quaternion: Equatable {
    var x, y, z, w: Double
    static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The Hamilton product.
    static func * (a: Quaternion, b: Quaternion) -> Quaternion {
        Quaternion(x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
                   y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
                   z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
                   w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }

    init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    /// The quaternion of an orthonormal rotation (rows as the decomposition leaves them):
    /// the spec's quaternion (`w ≥ 0`, the signs of `x, y, z` from the off-diagonal
    /// differences), computed by Shepperd's method — from the largest of `w, x, y, z` —
    /// because the spec's four square roots lose half the digits of the small components
    /// (a turn near π came back 3e-8 off).
    init(rows r: [[Double]]) {
        let m11 = r[0][0], m12 = r[0][1], m13 = r[0][2]
        let m21 = r[1][0], m22 = r[1][1], m23 = r[1][2]
        let m31 = r[2][0], m32 = r[2][1], m33 = r[2][2]
        let trace = m11 + m22 + m33
        var q: Quaternion
        if trace >= m11 && trace >= m22 && trace >= m33 {
            let w = 0.5 * max(1 + trace, 0).squareRoot()
            q = Quaternion(x: (m23 - m32) / (4 * w), y: (m31 - m13) / (4 * w), z: (m12 - m21) / (4 * w), w: w)
        } else if m11 >= m22 && m11 >= m33 {
            let x = 0.5 * max(1 + m11 - m22 - m33, 0).squareRoot()
            q = Quaternion(x: x, y: (m12 + m21) / (4 * x), z: (m13 + m31) / (4 * x), w: (m23 - m32) / (4 * x))
        } else if m22 >= m33 {
            let y = 0.5 * max(1 - m11 + m22 - m33, 0).squareRoot()
            q = Quaternion(x: (m12 + m21) / (4 * y), y: y, z: (m23 + m32) / (4 * y), w: (m31 - m13) / (4 * y))
        } else {
            let z = 0.5 * max(1 - m11 - m22 + m33, 0).squareRoot()
            q = Quaternion(x: (m13 + m31) / (4 * z), y: (m23 + m32) / (4 * z), z: z, w: (m12 - m21) / (4 * z))
        }
        if q.w < 0 { q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }
        self = q
    }

    var conjugate: Quaternion { Quaternion(x: -x, y: -y, z: -z, w: w) }

    /// The rotation vector: axis × angle, where `q = (sin(angle/2)·axis, cos(angle/2))`.
    /// The angle is in 0…2π, so `exp(t · log(q))` follows the same arc as the spec's slerp
    /// (which does not take the shorter way either).
    var log: (Double, Double, Double) {
        let s = (x * x + y * y + z * z).squareRoot()
        if s == 0 { return (0, 0, 0) }
        let angle = 2 * Math.atan2(s, w)
        return (x / s * angle, y / s * angle, z / s * angle)
    }

    static func exp(_ r: (Double, Double, Double)) -> Quaternion {
        let angle = (r.0 * r.0 + r.1 * r.1 + r.2 * r.2).squareRoot()
        if angle == 0 { return .identity }
        let s = Math.sin(angle / 2) / angle
        return Quaternion(x: r.0 * s, y: r.1 * s, z: r.2 * s, w: Math.cos(angle / 2))
    }

    /// The rotation matrix of the quaternion, for row vectors: the transpose of the spec's
    /// `rotationMatrix` as printed, which is the one that gives back the matrix the spec's
    /// decomposition read the quaternion from (its signs test `row[2][1] > row[1][2]`, i.e.
    /// `m32 > m23` gives a negative x; checked by round trips in Transform3DTests).
    var matrix: Transform3D {
        var m = Transform3D.identity
        m.m11 = 1 - 2 * (y * y + z * z); m.m12 = 2 * (x * y + z * w); m.m13 = 2 * (x * z - y * w)
        m.m21 = 2 * (x * y - z * w); m.m22 = 1 - 2 * (x * x + z * z); m.m23 = 2 * (y * z + x * w)
        m.m31 = 2 * (x * z + y * w); m.m32 = 2 * (y * z - x * w); m.m33 = 1 - 2 * (x * x + y * y)
        return m
    }
}

/// 3-vectors as arrays, for the decomposition's row arithmetic.
enum V3 {
    static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    /// By `hypot`, not `√(a·a)`: the squares overflowed past 1.3e154 (a layer scaled by 1e155
    /// decomposed to an infinite scale and presented NaN), where the length is finite.
    static func length(_ a: [Double]) -> Double { Math.hypot(Math.hypot(a[0], a[1]), a[2]) }
    static func scaled(_ a: [Double], _ k: Double) -> [Double] { [a[0] * k, a[1] * k, a[2] * k] }
    static func combine(_ a: [Double], _ b: [Double], _ ka: Double, _ kb: Double) -> [Double] {
        [a[0] * ka + b[0] * kb, a[1] * ka + b[1] * kb, a[2] * ka + b[2] * kb]
    }
    static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
    /// A unit vector orthogonal to the unit vector `a`.
    static func orthogonal(to a: [Double]) -> [Double] {
        let c = abs(a[0]) < 0.9 ? cross(a, [1, 0, 0]) : cross(a, [0, 1, 0])
        return scaled(c, 1 / length(c))
    }
}
