/// A 2D affine transform with CoreGraphics' conventions (`CGAffineTransform`).
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (row vector times the
/// matrix `[a b 0; c d 0; tx ty 1]`). `rotated`, `scaled` and `translated` *prepend* the new
/// operation, exactly as `CGAffineTransformRotate` & co.: `t.rotated(θ)` equals
/// `AffineTransform.rotation(θ).concatenating(t)` — the rotation is applied to points first.
public struct AffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Positional form, as the Lua constructor.
    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians; positive turns +x towards +y (clockwise on screen, where
    /// y points down), as `CGAffineTransformMakeRotation`.
    public static func rotation(_ angle: Double) -> AffineTransform {
        let s = Math.sin(angle), c = Math.cos(angle)
        return AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public var isIdentity: Bool { self == .identity }

    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// `self` then `other`: a point is mapped by `self` first (`CGAffineTransformConcat`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Rotation applied before `self` (`CGAffineTransformRotate`).
    public func rotated(_ angle: Double) -> AffineTransform {
        AffineTransform.rotation(angle).concatenating(self)
    }

    /// Scale applied before `self` (`CGAffineTransformScale`).
    public func scaled(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform.scale(sx, sy).concatenating(self)
    }

    /// Translation applied before `self` (`CGAffineTransformTranslate`): the offset is in the
    /// transform's input space, so `rotation(π/2).translated(10, 0)` moves points by (0, 10).
    public func translated(_ tx: Double, _ ty: Double) -> AffineTransform {
        AffineTransform.translation(tx, ty).concatenating(self)
    }

    /// The determinant of the linear part (`a·d − b·c`).
    public var determinant: Double { a * d - b * c }

    /// The inverse, or `nil` when the transform is singular (determinant 0).
    ///
    /// CoreGraphics returns the input unchanged for a singular matrix, which silently hides the
    /// mistake; Transit returns `nil` instead (in Lua, `t:inverted()` gives `nil`), so a caller
    /// must decide what a non-invertible transform means.
    public func inverted() -> AffineTransform? {
        let det = determinant
        if det == 0 || !det.isFinite { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic),
                               ty: -(tx * ib + ty * id))
    }

    public var description: String {
        if isIdentity { return "Transform.identity" }
        return "Transform(a: \(formatNumber(a)), b: \(formatNumber(b)), c: \(formatNumber(c)), d: \(formatNumber(d)), tx: \(formatNumber(tx)), ty: \(formatNumber(ty)))"
    }
}
