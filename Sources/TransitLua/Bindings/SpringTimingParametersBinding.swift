import Lua
import TransitCore

/// UIKit's `UISpringTimingParameters` with its labels (docs/animation.md, "UIKit's spring
/// timing parameters"): `SpringTimingParameters()` — Apple's default spring —,
/// `SpringTimingParameters{dampingRatio =, initialVelocity =}` and
/// `SpringTimingParameters{mass =, stiffness =, damping =, initialVelocity =}`, for
/// `PropertyAnimator{duration =, timingParameters =}`. The value is a plain table of those
/// labels (a plain table with them is accepted as well); a damping-ratio spring needs the
/// animator's duration, so the curve is made when the animator is.
struct SpringTimingParameters {
    enum Form {
        case dampingRatio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }
    var form: Form
    /// `initialVelocity`, a `CGVector`: `dx` along x and for every single-dimension property,
    /// `dy` along y (Apple, `UISpringTimingParameters.initialVelocity`).
    var dx = 0.0, dy = 0.0

    /// `UISpringTimingParameters()`: "sets the initial velocity of any animated properties to
    /// 0.0 and sets the damping ratio to 4.56" (Apple, `UISpringTimingParameters.init()`).
    static let defaultDampingRatio = 4.56

    static let keys = ["dampingRatio", "mass", "stiffness", "damping", "initialVelocity"]

    /// The curve of an animator of `duration` seconds: the damping ratio fitted to it, or
    /// the physical spring (whose own settling duration the animator then takes), with `dx`.
    func curve(duration: Double) throws(CoreError) -> TimingCurve {
        try curve(duration: duration, velocity: dx)
    }

    /// The same spring with `dy`, for the y part of a view's centre, when `dy` differs from
    /// `dx` (``PropertyAnimator/curveY``).
    func curveY(duration: Double) throws(CoreError) -> TimingCurve? {
        dy == dx ? nil : try curve(duration: duration, velocity: dy)
    }

    private func curve(duration: Double, velocity: Double) throws(CoreError) -> TimingCurve {
        switch form {
        case .dampingRatio(let ratio):
            return try .spring(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
        case .physical(let m, let k, let c):
            return .spring(try Spring(mass: m, stiffness: k, damping: c, initialVelocity: velocity))
        }
    }

    /// Whether the animator's duration shapes the spring (the damping-ratio form) rather
    /// than the spring's own settling duration replacing it (``Spring/honoursAnimationDuration``).
    var honoursAnimationDuration: Bool {
        if case .dampingRatio = form { return true }
        return false
    }

    /// The engine's form of the parameters, for `continueAnimation`.
    var timing: SpringTiming {
        switch form {
        case .dampingRatio(let ratio): return SpringTiming(form: .dampingRatio(ratio), dx: dx, dy: dy)
        case .physical(let m, let k, let c): return SpringTiming(form: .physical(mass: m, stiffness: k, damping: c), dx: dx, dy: dy)
        }
    }

}

enum SpringTimingParametersBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        lua.push { c in
            let parameters = c.isNoneOrNil(1) ? SpringTimingParameters(form: .dampingRatio(SpringTimingParameters.defaultDampingRatio))
                                              : try read(c, 1, what: "SpringTimingParameters")
            // refused now, not when an animator takes it: a damping ratio out of range, a
            // physical spring that never settles
            do { _ = try parameters.curve(duration: 1) } catch { throw c.error("\(error)") }
            push(parameters, c)
            return 1
        }
        lua.defineGlobal("SpringTimingParameters")
    }

    /// The parameters in the table at `i`: its labels, UIKit's default spring when it has
    /// neither a damping ratio nor mass, stiffness and damping.
    static func read(_ c: LuaCall, _ i: Int32, what: String) throws -> SpringTimingParameters {
        guard c.type(i) == .table else {
            throw c.error("\(what) must be a table (got \(c.typeName(i)))")
        }
        for key in try c.stringKeys(i) where !SpringTimingParameters.keys.contains(key) {
            throw c.error("\(what): unknown key '\(key)' (expected \(SpringTimingParameters.keys.joined(separator: ", ")))")
        }
        var numbers: [String: Double] = [:]
        for key in SpringTimingParameters.keys.dropLast() where c.field(i, key) != .nil {
            guard c.type(c.top) == .number else {
                throw c.error("\(what): '\(key)' must be a number (got \(c.typeName(c.top)))")
            }
            numbers[key] = try c.number(c.top)
        }
        var parameters = SpringTimingParameters(form: .dampingRatio(SpringTimingParameters.defaultDampingRatio))
        let physical = ["mass", "stiffness", "damping"].filter { numbers[$0] != nil }
        if let ratio = numbers["dampingRatio"] {
            if let other = physical.first {
                throw c.error("\(what): 'dampingRatio' and '\(other)' belong to different initializers")
            }
            parameters.form = .dampingRatio(ratio)
        } else if !physical.isEmpty {
            guard physical.count == 3 else {
                throw c.error("\(what): 'mass', 'stiffness' and 'damping' go together (UISpringTimingParameters(mass:stiffness:damping:initialVelocity:))")
            }
            parameters.form = .physical(mass: numbers["mass"]!, stiffness: numbers["stiffness"]!, damping: numbers["damping"]!)
        }
        if c.field(i, "initialVelocity") != .nil {
            (parameters.dx, parameters.dy) = try velocity(c, c.top, what: what)
        }
        return parameters
    }

    /// `initialVelocity`: a `CGVector` as `{dx =, dy =}` (a missing component is 0, as
    /// `CGVector`'s), or one number for both — checked either way, as an animator of
    /// duration 0 makes no spring that would check it.
    static func velocity(_ c: LuaCall, _ i: Int32, what: String) throws -> (dx: Double, dy: Double) {
        var components = [0.0, 0.0]
        if c.type(i) == .number {
            let v = try c.number(i)
            components = [v, v]
        } else {
            guard c.type(i) == .table else {
                throw c.error("\(what): 'initialVelocity' must be a number or {dx =, dy =} (got \(c.typeName(i)))")
            }
            for key in try c.stringKeys(i) where key != "dx" && key != "dy" {
                throw c.error("\(what): unknown key '\(key)' in 'initialVelocity' (expected dx, dy)")
            }
            if c.index(i, 1) != .nil {                    // {2, 1}: no key stringKeys sees
                throw c.error("\(what): 'initialVelocity' must be a number or {dx =, dy =}: a list's values have no names (write {dx = …, dy = …})")
            }
            for (n, key) in ["dx", "dy"].enumerated() where c.field(i, key) != .nil {
                guard c.type(c.top) == .number else {
                    throw c.error("\(what): 'initialVelocity.\(key)' must be a number (got \(c.typeName(c.top)))")
                }
                components[n] = try c.number(c.top)
            }
        }
        let limit = Spring.parameterRange.upperBound
        for (n, v) in components.enumerated() where !(v.magnitude <= limit) {     // NaN too
            let name = c.type(i) == .number ? "initialVelocity" : "initialVelocity.\(n == 0 ? "dx" : "dy")"
            throw c.error("\(what): '\(name)' must be a number between -\(formatNumber(limit)) and \(formatNumber(limit)) (got \(LuaValue.format(v)))")
        }
        return (components[0], components[1])
    }

    /// The table `SpringTimingParameters` returns: its labels, the velocity as `{dx, dy}`.
    static func push(_ p: SpringTimingParameters, _ c: LuaCall) {
        c.newTable(fieldCount: 4)
        switch p.form {
        case .dampingRatio(let ratio):
            c.push(ratio); c.setField(-2, "dampingRatio")
        case .physical(let m, let k, let d):
            c.push(m); c.setField(-2, "mass")
            c.push(k); c.setField(-2, "stiffness")
            c.push(d); c.setField(-2, "damping")
        }
        c.newTable(fieldCount: 2)
        c.push(p.dx); c.setField(-2, "dx")
        c.push(p.dy); c.setField(-2, "dy")
        c.setField(-2, "initialVelocity")
    }
}
