import Lua
import TransitCore

/// `Transform3D` in Lua (LUA_API.md "Views", `view.layer`): a record of `CATransform3D`'s
/// sixteen entries `m11 … m44` with the core's arithmetic (TransitCore's ``Transform3D``) as
/// host functions, installed with the other value records by ``ValueMethods``.
enum Transform3DMethods {
    /// The names scripts can reach besides the fields (for `Stage.surfaceNames`).
    static let surface = ["Transform3D.identity", "Transform3D.isIdentity", "Transform3D.isAffine",
                          "Transform3D:concatenating", "Transform3D:inverted", "Transform3D:scaled",
                          "Transform3D:rotated", "Transform3D:translated"]

    /// host.transform3D (methods), host.transform3DGetters, host.transform3DStatics.
    static func addHostTables(_ call: LuaCall, _ t: ValueTypes) {
        ValueMethods.table(call, "transform3D", [
            ("concatenating", { c in try c.pushResult(try c.transform3D(1, t).concatenating(try c.transform3D(2, t)), t, of: "concatenating"); return 1 }),
            // CATransform3DScale / Rotate / Translate: their transform first, then this one
            ("scaled", { c in
                let m = try c.transform3D(1, t).scaled(try c.finite(2), try c.finite(3), try c.finite(4))
                try c.pushResult(m, t, of: "scaled"); return 1
            }),
            ("rotated", { c in
                let m = try c.transform3D(1, t).rotated(try c.finite(2), try c.finite(3), try c.finite(4), try c.finite(5))
                try c.pushResult(m, t, of: "rotated"); return 1
            }),
            ("translated", { c in
                let m = try c.transform3D(1, t).translated(try c.finite(2), try c.finite(3), try c.finite(4))
                try c.pushResult(m, t, of: "translated"); return 1
            }),
            ("inverted", { c in
                if let inverse = try c.transform3D(1, t).inverted() { try c.pushResult(inverse, t, of: "inverted") } else { c.pushNil() }
                return 1
            }),
        ])
        ValueMethods.getters(call, "transform3DGetters", [
            ("isIdentity", { c in c.push(try c.transform3D(1, t).isIdentity) }),
            ("isAffine", { c in c.push(try c.transform3D(1, t).isAffine) }),
        ])
        ValueMethods.table(call, "transform3DStatics", [
            ("rotation", { c in
                c.push(Transform3D.rotation(try c.finite(1), try c.finite(2), try c.finite(3), try c.finite(4)), t)
                return 1
            }),
            ("scale", { c in c.push(Transform3D.scale(try c.finite(1), try c.finite(2), try c.finite(3)), t); return 1 }),
            ("translation", { c in
                c.push(Transform3D.translation(try c.finite(1), try c.finite(2), try c.finite(3)), t)
                return 1
            }),
        ])
    }
}

extension LuaCall {
    /// A `Transform3D` record (or a table with the sixteen fields), finite.
    public func transform3D(_ i: Int32, _ t: ValueTypes) throws -> Transform3D {
        Transform3D(try record(i, t.transform3D))
    }

    public func push(_ m: Transform3D, _ t: ValueTypes) { push(m.entries, as: t.transform3D) }
}
