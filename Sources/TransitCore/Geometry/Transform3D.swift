/// A 4×4 transform with Core Animation's conventions (`CATransform3D`).
///
/// Points are row vectors: `(x, y, z, 1) × M`, so the translation is the last row
/// (`m41, m42, m43`) and perspective lives in the last column (`m14, m24, m34`; Apple's
/// "Core Animation Programming Guide", "Layers Have Their Own Transform": `m34 = -1/d` puts
/// the eye at distance `d`). `a.concatenating(b)` applies `a` first (`CATransform3DConcat`),
/// as ``AffineTransform/concatenating(_:)``.
public struct Transform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    /// Row-major: `m[0]` is `m11`, `m[4]` is `m21`, `m[15]` is `m44`.
    public init(_ m: [Double]) {
        precondition(m.count == 16, "a Transform3D has 16 entries")
        (m11, m12, m13, m14) = (m[0], m[1], m[2], m[3])
        (m21, m22, m23, m24) = (m[4], m[5], m[6], m[7])
        (m31, m32, m33, m34) = (m[8], m[9], m[10], m[11])
        (m41, m42, m43, m44) = (m[12], m[13], m[14], m[15])
    }

    /// The entries row by row (`m11, m12, … m44`).
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Entry `(row, column)`, both 0…3 (the CSS Transforms pseudo-code's `matrix[i][j]`).
    subscript(i: Int, j: Int) -> Double {
        get { withUnsafeBytes(of: self) { $0.load(fromByteOffset: (i * 4 + j) * 8, as: Double.self) } }
        set { withUnsafeMutableBytes(of: &self) { $0.storeBytes(of: newValue, toByteOffset: (i * 4 + j) * 8, as: Double.self) } }
    }

    public static let identity = Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// `CATransform3DMakeTranslation`.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        var t = identity
        t.m41 = tx; t.m42 = ty; t.m43 = tz
        return t
    }

    /// `CATransform3DMakeScale`.
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        var t = identity
        t.m11 = sx; t.m22 = sy; t.m33 = sz
        return t
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: a rotation by `angle` radians about the
    /// axis `(x, y, z)` (normalised here). About z it is ``AffineTransform/rotation(_:)``
    /// (`m11 = cos, m12 = sin, m21 = −sin`): positive turns +x towards +y. The matrix is the
    /// transpose of the column-vector axis–angle (Rodrigues) matrix, because points are rows.
    /// A zero axis gives the identity (Apple leaves it undefined; a rotation about nothing
    /// moves nothing).
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        if len == 0 { return identity }
        let x = x / len, y = y / len, z = z / len
        let c = Math.cos(angle), s = Math.sin(angle), t = 1 - c
        return Transform3D([
            t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0,
            t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0,
            t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0,
            0, 0, 0, 1,
        ])
    }

    /// `CATransform3DMakeAffineTransform`: the affine transform in the x–y plane.
    public init(_ t: AffineTransform) {
        self = .identity
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    /// `CATransform3DGetAffineTransform`: the entries that act in the x–y plane
    /// (`a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42`).
    public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `CATransform3DIsAffine`: nothing moves along z or divides by w.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    public var isIdentity: Bool { self == .identity }

    public var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// `self` then `other` (`CATransform3DConcat(self, other)` = `self × other`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        var r = Transform3D.identity
        for i in 0..<4 {
            for j in 0..<4 {
                r[i, j] = self[i, 0] * o[0, j] + self[i, 1] * o[1, j] + self[i, 2] * o[2, j] + self[i, 3] * o[3, j]
            }
        }
        return r
    }

    /// `CATransform3DScale(self, sx, sy, sz)`: the scale first, then `self` (Apple: "t =
    /// scale(sx, sy, sz) * t"), as ``AffineTransform/scaled(_:_:)``.
    public func scaled(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        Transform3D.scale(sx, sy, sz).concatenating(self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)`: the rotation first, then `self`.
    public func rotated(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D.rotation(angle, x, y, z).concatenating(self)
    }

    /// `CATransform3DTranslate(self, tx, ty, tz)`: the translation first, then `self`.
    public func translated(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        Transform3D.translation(tx, ty, tz).concatenating(self)
    }

    /// The inverse (`CATransform3DInvert`), or `nil` when singular: CA returns the input
    /// unchanged, which hides the mistake; Transit says so, as ``AffineTransform/inverted()``.
    /// Gauss–Jordan elimination with partial pivoting.
    public func inverted() -> Transform3D? {
        var a = self, inv = Transform3D.identity
        for col in 0..<4 {
            var pivot = col
            for r in col..<4 where abs(a[r, col]) > abs(a[pivot, col]) { pivot = r }
            let p = a[pivot, col]
            if p == 0 || !p.isFinite { return nil }
            if pivot != col {
                for j in 0..<4 {
                    (a[col, j], a[pivot, j]) = (a[pivot, j], a[col, j])
                    (inv[col, j], inv[pivot, j]) = (inv[pivot, j], inv[col, j])
                }
            }
            for j in 0..<4 { a[col, j] /= p; inv[col, j] /= p }
            for r in 0..<4 where r != col {
                let f = a[r, col]
                if f == 0 { continue }
                for j in 0..<4 { a[r, j] -= f * a[col, j]; inv[r, j] -= f * inv[col, j] }
            }
        }
        return inv.isFinite ? inv : nil
    }

    /// The plane `z = 0` mapped by this transform and seen straight on (Core Animation
    /// flattens a layer into its superlayer's plane: the projection divides by `w` and drops
    /// `z`): a 2D projective map.
    public var flattened: ProjectiveTransform {
        ProjectiveTransform(m11: m11, m12: m12, m14: m14, m21: m21, m22: m22, m24: m24,
                            m41: m41, m42: m42, m44: m44)
    }

    public var description: String {
        if isIdentity { return "Transform3D.identity" }
        return "Transform3D(" + entries.map(formatNumber).joined(separator: ", ") + ")"
    }
}
