/// A location in a 2D coordinate space, as `CGPoint`.
///
/// A plain value: arithmetic follows CoreGraphics, and `applying(_:)` maps it through an
/// affine transform (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Positional form, as the Lua constructor `Point(x, y)`.
    public init(_ x: Double, _ y: Double) { self.init(x: x, y: y) }

    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite (the check every setter makes).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point mapped through `t`, as `CGPointApplyAffineTransform`.
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    public var description: String { "Point(\(formatNumber(x)), \(formatNumber(y)))" }
}
