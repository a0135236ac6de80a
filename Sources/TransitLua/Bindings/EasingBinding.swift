import Lua
import TransitCore

/// `Easing` (LUA_API.md "Animation"): curves as callable values — `Easing.outBounce(0.3)` —
/// accepted wherever a curve is, together with curve names (`"easeOut"`) and Lua functions
/// `t → value`. `Easing.cubicBezier`, `Easing.steps` and `Easing.spring` make new ones.
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
        def.property("settlingDuration", get: { c, k in
            if let s = k.curve.spring { c.push(s.settlingDuration) } else { c.pushNil() }
        })
        def.call { c, k in                                        // curve(t): t is argument #1 to the reader
            guard c.type(2) == .number else {
                throw c.argumentError(1, "number expected, got \(c.type(2) == .none ? "no value" : c.typeName(2))")
            }
            let t = try c.number(2)
            guard t.isFinite else { throw c.argumentError(1, "finite number expected, got \(LuaValue.format(t))") }
            c.push(k.curve(t))
            return 1
        }
        def.description { k in
            if let p = k.curve.controlPoints {
                return "Curve \(k.curve.name) (cubicBezier \(formatNumber(p.x1)), \(formatNumber(p.y1)), \(formatNumber(p.x2)), \(formatNumber(p.y2)))"
            }
            return "Curve \(k.curve.name)"
        }
        lua.defineClass(def, as: stage.classes.curve)

        let c = lua.hostCall
        // sized for its curves and three makers at once: grown from empty it was rehashed six
        // times on the way to 64 slots (its order under pairs is the string seed's either way)
        c.newTable(fieldCount: Int32(TimingCurve.names.count + 3))   // Easing
        for name in TimingCurve.names {
            c.push(Curve(TimingCurve(named: name)!), as: stage.classes.curve)
            c.setField(-2, name)
        }
        let makers: [(String, HostFunction)] = [
            ("cubicBezier", { [unowned stage] c in
                let x1 = try c.finite(1), y1 = try c.finite(2), x2 = try c.finite(3), y2 = try c.finite(4)
                return try push(stage, c) { () throws(CoreError) in try TimingCurve.cubicBezier(x1, y1, x2, y2) }
            }),
            ("steps", { [unowned stage] c in
                let count = try c.integer(1)
                let position = try c.optionalString(2) ?? "end"
                guard position == "start" || position == "end" else {
                    throw c.argumentError(2, "\"start\" or \"end\" expected, got '\(position)'")
                }
                return try push(stage, c) { () throws(CoreError) in try TimingCurve.steps(count, jumpsAtStart: position == "start") }
            }),
            ("spring", { [unowned stage] c in try spring(stage, c) }),
        ]
        for (name, body) in makers {
            lua.push(body)
            c.setField(-2, name)
        }
        lua.defineGlobal("Easing")
    }

    private static func push(_ stage: Stage, _ c: LuaCall, _ make: () throws(CoreError) -> TimingCurve) throws -> Int32 {
        do {
            c.push(Curve(try make()), as: stage.classes.curve)
        } catch {
            throw c.error("\(error)")
        }
        return 1
    }

    /// The spring's families of keys: one family per call, so a spring is never half
    /// Core Animation's and half SwiftUI's.
    static let springForms: [(name: String, keys: [String])] = [
        ("Core Animation", ["mass", "stiffness", "damping"]),
        ("UIKit", ["dampingRatio"]),
        ("SwiftUI", ["response", "dampingFraction"]),
        ("SwiftUI", ["bounce"]),
    ]
    static let springKeys = ["mass", "stiffness", "damping", "initialVelocity", "dampingRatio", "duration",
                             "response", "dampingFraction", "bounce"]

    /// `Easing.spring{mass =, stiffness =, damping =, initialVelocity =}` (Core Animation,
    /// the defaults), `{dampingRatio =, duration =, initialVelocity =}` (UIKit),
    /// `{response =, dampingFraction =}` or `{duration =, bounce =}` (SwiftUI, with the
    /// defaults of `Animation.spring(response:dampingFraction:)` and `Spring(duration:bounce:)`).
    static func spring(_ stage: Stage, _ c: LuaCall) throws -> Int32 {
        var values: [String: Double] = [:]
        if !c.isNoneOrNil(1) {
            try c.checkTable(1)
            try AnimationBinding.rejectUnknownKeys(c, springKeys)
            for key in springKeys where c.field(1, key) != .nil {
                guard c.type(c.top) == .number else {
                    throw c.argumentError(1, "'\(key)' must be a number (got \(c.typeName(c.top)))")
                }
                values[key] = try c.number(c.top)
            }
        }
        let forms = springForms.filter { form in form.keys.contains { values[$0] != nil } }
        if forms.count > 1 {
            let keys = forms.map { form in form.keys.first { values[$0] != nil }! }
            throw c.argumentError(1, "'\(keys[0])' and '\(keys[1])' belong to different kinds of spring")
        }
        let v = values["initialVelocity"] ?? 0
        return try push(stage, c) { () throws(CoreError) in
            switch forms.first?.keys.first {
            case "dampingRatio":
                guard let d = values["duration"] else {
                    throw CoreError(.invalidArgument, "Easing.spring: 'dampingRatio' needs a 'duration' (seconds)")
                }
                return try .spring(dampingRatio: values["dampingRatio"]!, initialVelocity: v, duration: d)
            case "response":
                return .spring(try Spring(response: values["response"] ?? 0.5,
                                          dampingFraction: values["dampingFraction"] ?? 0.825, initialVelocity: v))
            case "bounce":
                return .spring(try Spring(duration: values["duration"] ?? 0.5, bounce: values["bounce"]!, initialVelocity: v))
            default:
                if values["duration"] != nil {
                    throw CoreError(.invalidArgument, "Easing.spring: 'duration' needs 'dampingRatio' (UIKit) or 'bounce' (SwiftUI)")
                }
                return .spring(try Spring(mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 100,
                                          damping: values["damping"] ?? 10, initialVelocity: v))
            }
        }
    }

    /// The curve at `i`: a name, a `Curve`, or a Lua function `t → value`.
    static func curve(_ stage: Stage, _ c: LuaCall, _ i: Int32) throws -> TimingCurve {
        switch c.type(i) {
        case .string:
            let name = try c.string(i)
            guard let curve = TimingCurve(named: name) else {
                throw c.error("unknown curve '\(name)' (known: \(TimingCurve.systemNames.joined(separator: ", ")), Penner's inQuad … outInBounce, or an Easing value or a function)")
            }
            return curve
        default:
            if let k = c.optionalObject(i, stage.classes.curve) {
                return unsafeDowncast(k, to: Curve.self).curve
            }
            if c.isCallable(i) {                                   // a function, or a callable table (a spy)
                let ref = c.reference(i)
                let origin = c.callerLocation()
                // named by where it is defined: traces add where the block began
                // (`curve=function(fade.lua:3) at fade.lua:9`; it was the caller's line twice)
                let defined = c.definitionLocation(i)
                return TimingCurve.custom(name: defined.isEmpty ? "function" : "function(\(defined))") { [unowned stage] t in
                    stage.evaluate(curve: ref, at: t, origin: origin)
                }
            }
            throw c.error("curve expected (a name such as \"easeOut\", an Easing value or a function), got \(c.typeName(i))")
        }
    }
}

extension Stage {
    /// Calls a Lua curve from inside the frame pass, where nothing can throw: a failure (an
    /// error; a value that is not a number, not finite or beyond
    /// ±``TimingCurve/customValueLimit``) is kept, and the curve is linear meanwhile. The
    /// engine's frame check takes it at once (``AnimationSystem/customCurveFailure``: time
    /// stops at that frame); a presentation read throws it before it shows anything; the
    /// next clock call throws any left, so it is never lost. While the engine samples curves
    /// for a picture (a render's plot) a failure is not kept: no frame shows that value.
    func evaluate(curve ref: LuaRef, at t: Double, origin: String) -> Double {
        guard deferredError == nil else { return t }
        let sampling = engine.animations.isSamplingCurves
        var value: Double?
        var got = ""
        do {
            // the frame pass holds the animation store: the engine is off limits in here
            try lua.whileSealed("a curve function cannot use the engine (it runs inside the frame pass: a function of t alone)",
                                allowing: classes.curve) { () throws(LuaError) in
                try lua.callback(ref, arguments: { c in c.push(t); return 1 }, read: { c in
                    guard c.type(-1) == .number, let v = try? c.number(-1) else { got = c.typeName(-1); return }
                    got = LuaValue.format(v)
                    if TimingCurve.isValidCustomValue(v) { value = v }
                })
            }
        } catch {
            if sampling && error.kind == .runtime { return t }   // limits (memory, time) still stop the run
            deferredError = error.within("the curve function defined at \(origin)")
            return t
        }
        guard let value else {
            if sampling { return t }
            let limit = formatNumber(TimingCurve.customValueLimit)
            deferredError = LuaError(kind: .runtime, message: "\(origin): the curve function must return a finite number within ±\(limit), got \(got) (at t = \(formatNumber(t)))")
            return t
        }
        return value
    }

    /// The failure ``evaluate(curve:at:origin:)`` kept, taken (for the engine's frame check).
    func takeCurveFailure() -> LuaError? {
        defer { deferredError = nil }
        return deferredError
    }
}

extension Stage {
    /// The spring of the curve an expression gives (`Easing.spring{dampingRatio = 0.5,
    /// duration = 0.8}`), or nil when it gives another value — for the REPL's `.spring`.
    public func spring(evaluating expression: String) throws(LuaError) -> Spring? {
        let c = lua.hostCall
        let base = c.top
        defer { c.pop(c.top - base) }
        try lua.load("return " + expression, chunkName: "=spring")
        lua.startClock()
        try lua.call(arguments: 0, results: 1)
        guard let curve = c.optionalObject(-1, classes.curve) else { return nil }
        return unsafeDowncast(curve, to: EasingBinding.Curve.self).curve.spring
    }
}
