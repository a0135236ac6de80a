import Lua
import TransitCore

/// `View.animate` (LUA_API.md "Animation"), positional — `View.animate(duration, animations
/// [, completion])` — and as one table — `View.animate{duration =, delay =, curve =,
/// options =, animations =, completion =}` — and the handle it returns.
enum AnimationBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        var handle = LuaClassDefinition<AnimationHandle>(name: "AnimationHandle")
        handle.property("id", get: { c, h in c.push(h.id) })
        handle.property("isFinished", get: { c, h in c.push(h.isFinished) })
        handle.property("finished", get: { c, h in if let f = h.finished { c.push(f) } else { c.pushNil() } })
        handle.description { h in "AnimationHandle #\(h.id) (\(h.finished.map { "finished=\($0)" } ?? "running"))" }
        stage.classes.handle = lua.defineClass(handle)

        let c = lua.hostCall
        c.newTable()                                               // the View namespace
        lua.push { [unowned stage] c in try animate(stage, c) }
        c.setField(-2, "animate")
        lua.setGlobal("View")
    }

    /// The keys of the table form, for its error message.
    static let tableKeys = ["duration", "delay", "curve", "options", "animations", "completion"]

    static func animate(_ stage: Stage, _ c: LuaCall) throws -> Int32 {
        var duration = 0.0, delay = 0.0
        var curve = TimingCurve.easeInOut
        var options: AnimationOptions = []
        let animations: LuaRef
        var completion: LuaRef?
        if c.type(1) == .table {                                   // View.animate{…}
            try rejectUnknownKeys(c)
            guard c.field(1, "duration") == .number else { throw c.argumentError(1, "'duration' must be a number (seconds)") }
            duration = try c.number(-1)
            if c.field(1, "delay") != .nil { delay = try c.number(-1) }
            if c.field(1, "curve") != .nil { curve = try EasingBinding.curve(stage, c, c.top) }
            if c.field(1, "options") != .nil { options = try parseOptions(c, c.top) }
            guard c.field(1, "animations") == .function else { throw c.argumentError(1, "'animations' must be a function") }
            animations = c.reference(c.top)
            if c.field(1, "completion") != .nil { completion = try c.function(c.top) }
        } else {                                                   // View.animate(d, fn [, done])
            duration = try c.number(1)
            animations = try c.function(2)
            completion = try c.optionalFunction(3)
        }
        // Running animations live in Swift, where the Lua allocator cannot see them: they are
        // capped with the other host objects.
        let cap = stage.lua.limits.hostObjects
        if cap > 0 && stage.engine.runningAnimationCount >= cap {
            throw c.error("too many running animations (limit \(cap))")
        }
        try c.admitObject()                                        // the handle
        let origin = c.callerLocation()
        let onComplete: ((Bool) throws -> Void)? = completion.map { ref in
            { [unowned stage] finished in
                try stage.callBack(ref, "the completion of the animation begun at \(origin)") { c in c.push(finished); return 1 }
                ref.release()                                      // one-shot: freed after its run
            }
        }
        let handle = try stage.lua.whileActive(c) {
            try stage.engine.animate(duration: duration, delay: delay, curve: curve, options: options,
                                     origin: origin, animations: { try c.callback(animations) },
                                     completion: onComplete)
        }
        c.push(handle, as: stage.classes.handle)
        return 1
    }

    /// A misspelt key (`durration`) is an error, not a silently default animation.
    static func rejectUnknownKeys(_ c: LuaCall) throws {
        for key in c.stringKeys(1) where !tableKeys.contains(key) && key != "dampingRatio" && key != "initialVelocity" {
            throw c.argumentError(1, "unknown key '\(key)' (expected \(tableKeys.joined(separator: ", ")))")
        }
        for key in ["dampingRatio", "initialVelocity"] where c.field(1, key) != .nil {
            c.pop()
            throw c.argumentError(1, "'\(key)': spring animations are not available yet")
        }
    }

    /// `options = "beginFromCurrentState"` or a list of names.
    static func parseOptions(_ c: LuaCall, _ i: Int32) throws -> AnimationOptions {
        let names: [String]
        if c.type(i) == .string {
            names = [try c.string(i)]
        } else {
            names = try c.stringArray(i, what: "options")
        }
        var options: AnimationOptions = []
        for name in names {
            guard let option = AnimationOptions(named: name) else {
                throw c.error("unknown animation option '\(name)' (known: beginFromCurrentState, allowUserInteraction)")
            }
            options.insert(option)
        }
        return options
    }
}

extension Stage {
    /// Calls a Lua callback the engine runs later (a completion, a timer); an error in it says
    /// which callback it was, and where it was set up (BRIDGE.md).
    func callBack(_ ref: LuaRef, _ what: String, arguments: (LuaCall) -> Int32 = { _ in 0 }) throws {
        do {
            try lua.callback(ref, arguments: arguments)
        } catch {
            throw LuaError(kind: error.kind, message: error.message + " (in \(what))", traceback: error.traceback)
        }
    }
}
