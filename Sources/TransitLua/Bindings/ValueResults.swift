import Lua
import TransitCore

/// A value method's result (`Point:applying`, `Transform:concatenating`, `Rect:union` …) is
/// pushed through these: one whose arithmetic overflowed to an infinity, or made a NaN, is
/// refused at the script's line — geometry takes no infinity anywhere else (docs/values.md),
/// and such a record was refused later wherever it was read (`tostring`, a view's setter),
/// far from the call that made it. `Rect.null` (an infinite origin and no size) is CGRect's
/// own value, which `union` and `intersection` give and take, not an overflow.
extension LuaCall {
    func pushResult(_ p: Point, _ t: ValueTypes, of method: String) throws {
        try requireFinite([p.x, p.y], method)
        push(p, t)
    }

    func pushResult(_ s: Size, _ t: ValueTypes, of method: String) throws {
        try requireFinite([s.width, s.height], method)
        push(s, t)
    }

    func pushResult(_ r: Rect, _ t: ValueTypes, of method: String) throws {
        if !(r.isNull && r.width == 0 && r.height == 0) { try requireFinite([r.x, r.y, r.width, r.height], method) }
        push(r, t)
    }

    func pushResult(_ m: AffineTransform, _ t: ValueTypes, of method: String) throws {
        try requireFinite([m.a, m.b, m.c, m.d, m.tx, m.ty], method)
        push(m, t)
    }

    func pushResult(_ m: Transform3D, _ t: ValueTypes, of method: String) throws {
        try requireFinite(m.entries, method)
        push(m, t)
    }

    private func requireFinite(_ values: [Double], _ method: String) throws {
        guard values.allSatisfy(\.isFinite) else {
            throw error("the result of '\(method)' is not finite (\(values.map { $0.isNaN ? "nan" : "\($0)" }.joined(separator: ", "))): its numbers overflowed")
        }
    }
}
