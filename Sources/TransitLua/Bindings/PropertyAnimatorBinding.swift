import Lua
import TransitCore

/// `PropertyAnimator` (UIViewPropertyAnimator): `PropertyAnimator{duration =, curve = |
/// dampingRatio =, animations =}`, `PropertyAnimator.runningPropertyAnimator{duration =,
/// delay =, curve =, animations =, completion =}`, and UIKit's methods and properties with
/// UIKit's names. Positions are strings: `"end"`, `"start"`, `"current"`.
enum PropertyAnimatorBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        var def = LuaClassDefinition<PropertyAnimator>(name: "PropertyAnimator")
        def.property("state", get: { c, a in c.push(a.state.rawValue) })
        def.property("isRunning", get: { c, a in c.push(a.isRunning) })
        def.property("duration", get: { c, a in c.push(a.duration) })
        def.property("delay", get: { c, a in c.push(a.delay) })
        def.property("isReversed", get: { c, a in c.push(a.isReversed) },
                     set: { c, a in try a.setReversed(try c.boolean(3)) })
        def.property("fractionComplete", get: { c, a in c.push(a.fractionComplete) }, set: { [unowned stage] c, a in
            let f = try c.number(3)
            try stage.lua.whileActive(c) { try a.setFractionComplete(f) }   // may start the blocks
        })
        def.property("pausesOnCompletion", get: { c, a in c.push(a.pausesOnCompletion) },
                     set: { c, a in a.pausesOnCompletion = try c.boolean(3) })
        def.property("scrubsLinearly", get: { c, a in c.push(a.scrubsLinearly) },
                     set: { c, a in a.scrubsLinearly = try c.boolean(3) })
        def.property("isInterruptible", get: { c, a in c.push(a.isInterruptible) },
                     set: { c, a in try a.setInterruptible(try c.boolean(3)) })

        def.method("startAnimation") { [unowned stage] c, a in
            let delay = try c.optionalNumber(2) ?? 0
            try stage.lua.whileActive(c) { try a.startAnimation(afterDelay: delay) }
            return 0
        }
        def.method("pauseAnimation") { [unowned stage] c, a in
            try stage.lua.whileActive(c) { try a.pauseAnimation() }
            return 0
        }
        def.method("stopAnimation") { c, a in
            a.stopAnimation(try c.boolean(2))
            return 0
        }
        def.method("finishAnimation") { [unowned stage] c, a in
            let name = try c.string(2)
            guard let position = PropertyAnimator.Position(rawValue: name) else {
                throw c.argumentError(2, "\"end\", \"start\" or \"current\" expected, got '\(name)'")
            }
            try stage.lua.whileActive(c) { try a.finishAnimation(at: position) }
            return 0
        }
        def.method("continueAnimation") { [unowned stage] c, a in
            let curve = c.isNoneOrNil(2) ? nil : try EasingBinding.curve(stage, c, 2)
            let factor = try c.optionalNumber(3) ?? 0
            try stage.lua.whileActive(c) { try a.continueAnimation(curve: curve, durationFactor: factor) }
            return 0
        }
        def.method("addAnimations") { [unowned stage] c, a in
            let body = try c.function(2)
            let delayFactor = try c.optionalNumber(3) ?? 0
            try stage.lua.whileActive(c) {
                try a.addAnimations(delayFactor: delayFactor) { try stage.lua.callback(body) }
            }
            return 0
        }
        def.method("addCompletion") { [unowned stage] c, a in
            a.addCompletion(completion(stage, try c.function(2), origin: a.origin))
            return 0
        }
        def.description { a in "PropertyAnimator #\(a.id) (\(a.state.rawValue)\(a.isRunning ? ", running" : ""))" }
        lua.defineClass(def, as: stage.classes.animator)

        let c = lua.hostCall
        c.newTable()                                               // PropertyAnimator
        lua.push { [unowned stage] c in try make(stage, c, running: true) }
        c.setField(-2, "runningPropertyAnimator")
        c.newTable()                                               // its metatable
        lua.push { [unowned stage] c in try make(stage, c, running: false, table: 2) }
        c.setField(-2, "__call")
        c.push("PropertyAnimator"); c.setField(-2, "__name")
        c.push(false); c.setField(-2, "__metatable")              // hidden, as bound objects' are
        lua.setMetatableOfTop()
        lua.defineGlobal("PropertyAnimator")
    }

    static let keys = ["duration", "curve", "dampingRatio", "animations"]
    static let runningKeys = ["duration", "delay", "curve", "animations", "completion"]

    /// `PropertyAnimator{…}` (the table is at `t`: 2 after `__call`'s self, but argument #1
    /// to the script) or `PropertyAnimator.runningPropertyAnimator{…}`, which starts at once.
    static func make(_ stage: Stage, _ c: LuaCall, running: Bool, table t: Int32 = 1) throws -> Int32 {
        guard c.type(t) == .table else {
            throw c.argumentError(1, "table expected, got \(c.type(t) == .none ? "no value" : c.typeName(t))")
        }
        for key in try c.stringKeys(t) where !(running ? runningKeys : keys).contains(key) {
            throw c.argumentError(1, "unknown key '\(key)' (expected \((running ? runningKeys : keys).joined(separator: ", ")))")
        }
        guard c.field(t, "duration") == .number else { throw c.argumentError(1, "'duration' must be a number (seconds)") }
        let duration = try c.number(-1)
        var curve = TimingCurve.easeInOut
        let hasCurve = c.field(t, "curve") != .nil
        if hasCurve { curve = try EasingBinding.curve(stage, c, c.top) }
        if !running && c.field(t, "dampingRatio") != .nil {
            let ratio = try c.number(c.top)
            if hasCurve { throw c.argumentError(1, "'dampingRatio' and 'curve' cannot be combined (the spring is the curve)") }
            if duration > 0 { curve = try TimingCurve.spring(dampingRatio: ratio, duration: duration) }
        }
        let delay = running && c.field(t, "delay") != .nil ? try c.number(c.top) : 0
        let animations = c.field(t, "animations") == .nil ? nil : try c.function(c.top)
        let done = running && c.field(t, "completion") != .nil ? try c.function(c.top) : nil
        try c.admitObject()
        let origin = c.callerLocation()
        let animator = try PropertyAnimator(engine: stage.engine, duration: duration, curve: curve, origin: origin)
        try stage.lua.whileActive(c) {
            // unowned: the animator is held by its userdata, which the stage's state holds; a
            // strong capture kept a never-started animator's whole state alive (a cycle)
            if let animations { try animator.addAnimations { [unowned stage] in try stage.lua.callback(animations) } }
            if let done { animator.addCompletion(completion(stage, done, origin: origin)) }
            if running { try animator.startAnimation(afterDelay: delay) }
        }
        c.push(animator, as: stage.classes.animator)
        return 1
    }

    /// A completion `fn(position)`, run once.
    static func completion(_ stage: Stage, _ ref: LuaRef, origin: String) -> (PropertyAnimator.Position) throws -> Void {
        { [unowned stage] position in
            try stage.runCallback(ref, "a completion of the property animator created at \(origin)") { c in
                c.push(position.rawValue)
                return 1
            }
        }
    }
}
