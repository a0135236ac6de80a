import Lua
import TransitCore

/// Installs the value records: runs `ValuePrelude` with the core's arithmetic as host
/// functions, and keeps the metatables for records pushed from Swift.
enum ValueMethods {
    /// The names of the records' fields, computed fields and methods, and of the values the
    /// namespaces compute (for `Stage.surfaceNames`).
    static func surface(_ t: ValueTypes) -> [String] {
        var names: [String] = []
        for type in t.all { names += type.keys.map { "\(type.name).\($0)" } }
        names += ["minX", "midX", "maxX", "minY", "midY", "maxY", "origin", "size", "isNull", "isEmpty", "standardized"].map { "Rect.\($0)" }
        names += ["insetBy", "offsetBy", "union", "intersection", "intersects", "contains", "applying", "inset"].map { "Rect:\($0)" }
        names += ["Point:applying", "Transform.isIdentity"]
        names += ["rotated", "scaled", "translated", "concatenating", "inverted"].map { "Transform:\($0)" }
        names += ["Point.zero", "Size.zero", "Rect.zero", "Rect.null", "EdgeInsets.zero", "Transform.identity"]
        names += Color.named.map { "Color.\($0.name)" }
        names += ["Color:withAlphaComponent"]
        names += Transform3DMethods.surface
        return names
    }

    static func install(on lua: LuaState, _ t: ValueTypes) throws(LuaError) {
        try lua.load(prelude: ValuePrelude.file)
        let call = lua.hostCall
        call.newTable()                                            // host
        // rect methods
        table(call, "rect", [
            ("insetBy", { c in try c.pushResult(try c.rectOrNull(1, t).insetBy(dx: try c.finite(2), dy: try c.finite(3)), t, of: "insetBy"); return 1 }),
            ("offsetBy", { c in try c.pushResult(try c.rectOrNull(1, t).offsetBy(dx: try c.finite(2), dy: try c.finite(3)), t, of: "offsetBy"); return 1 }),
            ("union", { c in try c.pushResult(try c.rectOrNull(1, t).union(try c.rectOrNull(2, t)), t, of: "union"); return 1 }),
            ("intersection", { c in try c.pushResult(try c.rectOrNull(1, t).intersection(try c.rectOrNull(2, t)), t, of: "intersection"); return 1 }),
            ("intersects", { c in c.push(try c.rectOrNull(1, t).intersects(try c.rectOrNull(2, t))); return 1 }),
            ("contains", { c in
                let r = try c.rectOrNull(1, t)
                if c.type(2) == .table, c.field(2, "width") != .nil {
                    c.pop(); c.push(r.contains(try c.rectOrNull(2, t)))
                } else {
                    if c.type(2) == .table { c.pop() }
                    c.push(r.contains(try c.point(2, t)))
                }
                return 1
            }),
            ("applying", { c in try c.pushResult(try c.rectOrNull(1, t).applying(try c.transform(2, t)), t, of: "applying"); return 1 }),
            ("inset", { c in try c.pushResult(try c.rectOrNull(1, t).inset(by: try c.insets(2, t)), t, of: "inset"); return 1 }),
        ])
        getters(call, "rectGetters", [
            ("minX", { c in c.push(try c.rectOrNull(1, t).minX) }),
            ("midX", { c in c.push(try c.rectOrNull(1, t).midX) }),
            ("maxX", { c in c.push(try c.rectOrNull(1, t).maxX) }),
            ("minY", { c in c.push(try c.rectOrNull(1, t).minY) }),
            ("midY", { c in c.push(try c.rectOrNull(1, t).midY) }),
            ("maxY", { c in c.push(try c.rectOrNull(1, t).maxY) }),
            ("origin", { c in
                // CGRect.null's origin is (+inf, +inf), which no Point holds (points are finite)
                let r = try c.rectOrNull(1, t)
                guard !r.isNull else { throw c.error("Rect.null has no origin (CGRect.null's is +inf, +inf, which a Point cannot hold): test isNull first") }
                try c.pushResult(r.origin, t, of: "origin")
            }),
            ("size", { c in try c.pushResult(try c.rectOrNull(1, t).size, t, of: "size") }),
            ("isNull", { c in c.push(try c.record(1, t.rect, finite: false).first == .infinity) }),
            ("isEmpty", { c in
                let v = try c.record(1, t.rect, finite: false)
                c.push(Rect(v[0], v[1], v[2], v[3]).isEmpty)
            }),
            ("standardized", { c in try c.pushResult(try c.rectOrNull(1, t).standardized, t, of: "standardized") }),
        ])
        table(call, "color", [
            ("withAlphaComponent", { c in c.push(try c.color(1, t).withAlphaComponent(try c.finite(2)), t); return 1 }),
        ])
        table(call, "point", [
            ("applying", { c in try c.pushResult(try c.point(1, t).applying(try c.transform(2, t)), t, of: "applying"); return 1 }),
        ])
        table(call, "transform", [
            ("rotated", { c in try c.pushResult(try c.transform(1, t).rotated(try c.finite(2)), t, of: "rotated"); return 1 }),
            ("scaled", { c in try c.pushResult(try c.transform(1, t).scaled(try c.finite(2), try c.finite(3)), t, of: "scaled"); return 1 }),
            ("translated", { c in try c.pushResult(try c.transform(1, t).translated(try c.finite(2), try c.finite(3)), t, of: "translated"); return 1 }),
            ("concatenating", { c in try c.pushResult(try c.transform(1, t).concatenating(try c.transform(2, t)), t, of: "concatenating"); return 1 }),
            ("inverted", { c in
                if let inverse = try c.transform(1, t).inverted() { try c.pushResult(inverse, t, of: "inverted") } else { c.pushNil() }
                return 1
            }),
        ])
        getters(call, "transformGetters", [
            ("isIdentity", { c in c.push(try c.transform(1, t).isIdentity) }),
        ])
        table(call, "transformStatics", [
            ("rotation", { c in c.push(AffineTransform.rotation(try c.finite(1)), t); return 1 }),
            ("scale", { c in c.push(AffineTransform.scale(try c.finite(1), try c.finite(2)), t); return 1 }),
            ("translation", { c in c.push(AffineTransform.translation(try c.finite(1), try c.finite(2)), t); return 1 }),
        ])
        // tostring of each record type, worded by the core (`Rect(0, 0, 393, 852)`); a record
        // whose field a script broke (`p.x = "a"`) is a bad argument to `tostring`
        func describe(_ body: @escaping (LuaCall) throws -> String) -> HostFunction {
            { c in try c.describing { c.push(try body(c)) }; return 1 }
        }
        table(call, "describe", [
            ("Point", describe { c in String(describing: try c.point(1, t)) }),
            ("Size", describe { c in String(describing: try c.size(1, t)) }),
            ("Rect", describe { c in
                let v = try c.record(1, t.rect, finite: false)
                return String(describing: Rect(v[0], v[1], v[2], v[3]))
            }),
            ("EdgeInsets", describe { c in String(describing: try c.insets(1, t)) }),
            ("Transform", describe { c in String(describing: try c.transform(1, t)) }),
            ("Color", describe { c in String(describing: try c.color(1, t)) }),
            ("Transform3D", describe { c in String(describing: try c.transform3D(1, t)) }),
        ])
        call.newTable(arrayCount: Int32(Color.named.count))        // namedColors
        for (i, entry) in Color.named.enumerated() {
            call.newTable(arrayCount: 2)
            call.push(entry.name); call.setIndex(-2, 1)
            call.push(entry.color, t)                           // no metatable yet: a plain table
            call.setIndex(-2, 2)
            call.setIndex(-2, i + 1)
        }
        call.setField(-2, "namedColors")
        lua.push { c in
            let text = try c.string(1)
            do { c.push(try Color(hex: text), t) } catch { throw c.argumentError(1, "\(error)") }
            return 1
        }
        call.setField(-2, "colorHex")
        lua.push(raiseAtScriptLine)
        call.setField(-2, "raise")
        lua.pushMetacallMaker()                                    // the namespaces' __call
        call.setField(-2, "metacall")
        Transform3DMethods.addHostTables(call, t)
        try lua.call(arguments: 1, results: 7)
        for type in t.all.reversed() { lua.setMetatable(of: type) }   // pops in reverse order
        lua.shareMetatable(of: t.color, with: t.rgb)
    }

    /// `host.raise(message)` for the preludes: raises `message` at the nearest line of the
    /// script (Transit's own Lua and C frames skipped), as a host function's error does.
    static func raiseAtScriptLine(_ c: LuaCall) throws -> Int32 { throw c.error(try c.string(1)) }

    /// A table of computed fields' getters (values.lua's `__index` calls them with the
    /// record): each pushes its one result, and an error about the record names the field.
    static func getters(_ call: LuaCall, _ name: String, _ getters: [(String, (LuaCall) throws -> Void)]) {
        table(call, name, getters.map { field, body in
            (field, { c in try c.computingField(field) { try body(c) }; return 1 })
        })
    }

    /// host[name] = { fname = function … }
    static func table(_ call: LuaCall, _ name: String, _ functions: [(String, HostFunction)]) {
        call.newTable(fieldCount: Int32(functions.count))          // sized once, not grown
        for (fname, body) in functions {
            call.state.push(body)
            call.setField(-2, fname)
        }
        call.setField(-2, name)
    }
}
