/// A rectangle, as `CGRect`: an origin (`x`, `y`) and a size (`width`, `height`), with
/// CoreGraphics' arithmetic.
///
/// The edges (`minX` … `maxY`) are computed on the ``standardized`` rect, as CGRect does, so a
/// rect with a negative width still reports `minX <= maxX`. Operations that can produce
/// "no rect" return ``Rect/null`` (`CGRectNull`: an infinite origin and a zero size).
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Positional form, as the Lua constructor `Rect(x, y, width, height)`.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// `CGRectNull`: the result of intersecting disjoint rects.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var origin: Point {
        get { Point(x: x, y: y) }
        set { x = newValue.x; y = newValue.y }
    }

    public var size: Size {
        get { Size(width: width, height: height) }
        set { width = newValue.width; height = newValue.height }
    }

    /// True for `Rect.null` (as `CGRectIsNull`: an infinite origin coordinate).
    public var isNull: Bool { x == .infinity || y == .infinity }

    /// True for null rects and rects with a zero width or height (`CGRectIsEmpty`).
    public var isEmpty: Bool { isNull || width == 0 || height == 0 }

    /// True when all four fields are finite (the check geometry setters make).
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The same rect with a non-negative width and height (`CGRectStandardize`).
    public var standardized: Rect {
        if isNull { return self }
        var r = self
        if r.width < 0 { r.x += r.width; r.width = -r.width }
        if r.height < 0 { r.y += r.height; r.height = -r.height }
        return r
    }

    public var minX: Double { standardized.x }
    public var midX: Double { let r = standardized; return r.x + r.width / 2 }
    public var maxX: Double { let r = standardized; return r.x + r.width }
    public var minY: Double { standardized.y }
    public var midY: Double { let r = standardized; return r.y + r.height / 2 }
    public var maxY: Double { let r = standardized; return r.y + r.height }

    /// Shrinks (positive) or grows (negative) each side, as `CGRectInset`: computed on the
    /// standardized rect; a negative resulting size gives `Rect.null`.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        var r = standardized
        r.x += dx
        r.y += dy
        r.width -= 2 * dx
        r.height -= 2 * dy
        if r.width < 0 || r.height < 0 { return .null }
        return r
    }

    /// Moves the standardized rect, as `CGRectOffset`. `Rect.null` stays null.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        var r = standardized
        r.x += dx
        r.y += dy
        return r
    }

    /// The smallest rect containing both, as `CGRectUnion`; a null operand is ignored.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let a = standardized, b = other.standardized
        let x0 = Swift.min(a.x, b.x), y0 = Swift.min(a.y, b.y)
        let x1 = Swift.max(a.x + a.width, b.x + b.width)
        let y1 = Swift.max(a.y + a.height, b.y + b.height)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of both, as `CGRectIntersection`: `Rect.null` when they do not meet.
    /// Rects that only touch give a zero-width (or zero-height) rect on the shared edge, as
    /// CoreGraphics does (closed intervals).
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let a = standardized, b = other.standardized
        let x0 = Swift.max(a.x, b.x), y0 = Swift.max(a.y, b.y)
        let x1 = Swift.min(a.x + a.width, b.x + b.width)
        let y1 = Swift.min(a.y + a.height, b.y + b.height)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the rects meet, as `CGRectIntersectsRect`: "The first rectangle intersects the
    /// second if the intersection of the rectangles is not equal to the null rectangle" (Apple)
    /// — so rects that only touch intersect, and so does an empty rect inside another.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isNull }

    /// Whether `p` lies inside, as `CGRectContainsPoint`: the min edges are included and the
    /// max edges excluded; an empty rect contains nothing.
    public func contains(_ p: Point) -> Bool {
        if isEmpty { return false }
        let r = standardized
        return p.x >= r.x && p.x < r.x + r.width && p.y >= r.y && p.y < r.y + r.height
    }

    /// Whether `other` lies entirely inside (`CGRectContainsRect`).
    public func contains(_ other: Rect) -> Bool {
        if isNull || other.isNull { return false }
        return union(other) == standardized
    }

    /// The bounding box of the four corners mapped through `t` (`CGRectApplyAffineTransform`).
    public func applying(_ t: AffineTransform) -> Rect {
        if isNull { return self }
        if t.isIdentity { return self }
        let p0 = Point(x: x, y: y).applying(t)
        let p1 = Point(x: x + width, y: y).applying(t)
        let p2 = Point(x: x, y: y + height).applying(t)
        let p3 = Point(x: x + width, y: y + height).applying(t)
        let x0 = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
        let x1 = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
        let y0 = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
        let y1 = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String {
        if isNull { return "Rect.null" }
        return "Rect(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}
