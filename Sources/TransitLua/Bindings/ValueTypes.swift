import Lua
import TransitCore

/// The value records of LUA_API.md "Values" — `Point`, `Size`, `Rect`, `EdgeInsets`,
/// `Transform`, `Color` — and their conversions. In Lua they are plain tables with a shared
/// metatable (so `r.x` is a table read, with no bridge crossing); their arithmetic is the
/// core's, reached through the host functions in `ValueMethods.swift`.
public struct ValueTypes {
    public let point = LuaRecordType(name: "Point", keys: ["x", "y"])
    public let size = LuaRecordType(name: "Size", keys: ["width", "height"])
    public let rect = LuaRecordType(name: "Rect", keys: ["x", "y", "width", "height"])
    public let insets = LuaRecordType(name: "EdgeInsets", keys: ["top", "left", "bottom", "right"])
    public let transform = LuaRecordType(name: "Transform", keys: ["a", "b", "c", "d", "tx", "ty"])
    public let color = LuaRecordType(name: "Color", keys: ["r", "g", "b", "a"])
    /// `CATransform3D`'s sixteen entries, row by row (Transform3DMethods.swift).
    public let transform3D = LuaRecordType(name: "Transform3D", keys: (1...4).flatMap { i in (1...4).map { "m\(i)\($0)" } })
    /// A colour written without alpha (`{r = 1, g = 0, b = 0}`).
    let rgb = LuaRecordType(name: "Color", keys: ["r", "g", "b"])

    var all: [LuaRecordType] { [point, size, rect, insets, transform, color, transform3D] }
}

extension LuaCall {
    public func point(_ i: Int32, _ t: ValueTypes) throws -> Point {
        let v = try smallRecord(i, t.point)
        return Point(v.0, v.1)
    }

    public func size(_ i: Int32, _ t: ValueTypes) throws -> Size {
        let v = try smallRecord(i, t.size)
        return Size(v.0, v.1)
    }

    public func rect(_ i: Int32, _ t: ValueTypes) throws -> Rect {
        let v = try smallRecord(i, t.rect)
        return Rect(v.0, v.1, v.2, v.3)
    }

    /// A rect that may be `Rect.null` (`CGRectNull`), for what CoreGraphics defines on it:
    /// the Rect methods and a popover's `sourceRect`. Any other infinity or NaN is the error
    /// ``rect(_:_:)`` gives.
    func rectOrNull(_ i: Int32, _ t: ValueTypes) throws -> Rect {
        let v = try smallRecord(i, t.rect, finite: false)
        let r = Rect(v.0, v.1, v.2, v.3)
        if r.isFinite || r == .null { return r }
        return try rect(i, t)                               // throws: names the field
    }

    public func insets(_ i: Int32, _ t: ValueTypes) throws -> EdgeInsets {
        let v = try smallRecord(i, t.insets)
        return EdgeInsets(v.0, v.1, v.2, v.3)
    }

    public func transform(_ i: Int32, _ t: ValueTypes) throws -> AffineTransform {
        let v = try smallRecord(i, t.transform)
        return AffineTransform(v.0, v.1, v.2, v.3, v.4, v.5)
    }

    /// A colour: a `Color` record (or a table with r, g, b and optional a), or a name
    /// (`"red"`) or hex string (`"#FF8000"`).
    public func color(_ i: Int32, _ t: ValueTypes) throws -> Color {
        if type(i) == .string {
            let s = try string(i)
            if s.hasPrefix("#") {
                do { return try Color(hex: s) } catch { throw argumentError(i, "\(error)") }
            }
            guard let named = Color.named.first(where: { $0.name == s }) else {
                throw argumentError(i, "unknown colour name '\(s)'")
            }
            return named.color
        }
        if type(i) == .table, field(i, "a") == .nil {
            pop()
            let v = try record(i, t.rgb)
            return Color(v[0], v[1], v[2])
        }
        if type(i) == .table { pop() }
        let v = try record(i, t.color)
        return Color(v[0], v[1], v[2], v[3])
    }

    public func push(_ p: Point, _ t: ValueTypes) { push([p.x, p.y], as: t.point) }
    public func push(_ s: Size, _ t: ValueTypes) { push([s.width, s.height], as: t.size) }
    public func push(_ r: Rect, _ t: ValueTypes) { push(r.x, r.y, r.width, r.height, as: t.rect) }
    public func push(_ e: EdgeInsets, _ t: ValueTypes) { push(e.top, e.left, e.bottom, e.right, as: t.insets) }
    public func push(_ m: AffineTransform, _ t: ValueTypes) { push([m.a, m.b, m.c, m.d, m.tx, m.ty], as: t.transform) }
    public func push(_ c: Color, _ t: ValueTypes) { push(c.r, c.g, c.b, c.a, as: t.color) }
    public func push(_ c: Color?, _ t: ValueTypes) {
        if let c { push(c, t) } else { pushNil() }
    }
}
