import Lua
import TransitCore

/// `Easing` (LUA_API.md "Animation"): curves as callable values — `Easing.easeIn(0.5)` —
/// accepted wherever a curve is, together with curve names (`"easeOut"`) and Lua functions
/// `t → value`.
enum EasingBinding {
    /// A curve as a bound object (TimingCurve is a value; Lua needs a reference).
    final class Curve {
        let curve: TimingCurve
        init(_ curve: TimingCurve) { self.curve = curve }
    }

    static func install(on stage: Stage) {
        let lua = stage.lua
        var def = LuaClassDefinition<Curve>(name: "Curve")
        def.property("name", get: { c, k in c.push(k.curve.name) })
        def.call { c, k in
            c.push(k.curve(try c.finite(2)))
            return 1
        }
        def.description { k in
            if let p = k.curve.controlPoints {
                return "Curve \(k.curve.name) (cubicBezier \(formatNumber(p.x1)), \(formatNumber(p.y1)), \(formatNumber(p.x2)), \(formatNumber(p.y2)))"
            }
            return "Curve \(k.curve.name)"
        }
        stage.classes.curve = lua.defineClass(def)

        let c = lua.hostCall
        c.newTable()                                               // Easing
        for name in TimingCurve.names {
            c.push(Curve(TimingCurve(named: name)!), as: stage.classes.curve)
            c.setField(-2, name)
        }
        lua.push { [unowned stage] c in
            let x1 = try c.finite(1), y1 = try c.finite(2), x2 = try c.finite(3), y2 = try c.finite(4)
            do {
                c.push(Curve(try TimingCurve.cubicBezier(x1, y1, x2, y2)), as: stage.classes.curve)
            } catch {
                throw c.error("\(error)")
            }
            return 1
        }
        c.setField(-2, "cubicBezier")
        lua.setGlobal("Easing")
    }

    /// The curve at `i`: a name, a `Curve`, or a Lua function `t → value`.
    static func curve(_ stage: Stage, _ c: LuaCall, _ i: Int32) throws -> TimingCurve {
        switch c.type(i) {
        case .string:
            let name = try c.string(i)
            guard let curve = TimingCurve(named: name) else {
                throw c.error("unknown curve '\(name)' (known: \(TimingCurve.names.joined(separator: ", ")), or an Easing value or a function)")
            }
            return curve
        case .function:
            let ref = c.reference(i)
            let origin = c.callerLocation()
            return TimingCurve.custom(name: "function at \(origin)") { [unowned stage] t in
                stage.evaluate(curve: ref, at: t, origin: origin)
            }
        default:
            if let k = c.optionalObject(i, stage.classes.curve) {
                return unsafeDowncast(k, to: Curve.self).curve
            }
            throw c.error("curve expected (a name such as \"easeOut\", an Easing value or a function), got \(c.typeName(i))")
        }
    }
}

extension Stage {
    /// Calls a Lua curve from inside the frame pass, where nothing can throw: a failure (an
    /// error, a non-number) is kept for the next clock call to throw, and the curve is
    /// linear meanwhile.
    func evaluate(curve ref: LuaRef, at t: Double, origin: String) -> Double {
        guard deferredError == nil else { return t }
        var value: Double?
        var got = ""
        do {
            try lua.callback(ref, arguments: { c in c.push(t); return 1 }, read: { c in
                got = c.typeName(-1)
                if c.type(-1) == .number, let v = try? c.number(-1), v.isFinite { value = v }
            })
        } catch {
            deferredError = LuaError(kind: error.kind, message: error.message + " (in the curve function defined at \(origin))",
                                     traceback: error.traceback)
            return t
        }
        guard let value else {
            deferredError = LuaError(kind: .runtime, message: "\(origin): the curve function must return a finite number, got \(got)")
            return t
        }
        return value
    }
}
