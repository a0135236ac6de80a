import Lua
import TransitCore

/// `clock` (LUA_API.md "Time"): `clock.now`, `clock.fps`, `clock.advance(s)`,
/// `clock.step(n)`, `clock.runUntilIdle()`. Called with a dot, as a namespace: the clock is
/// the stage's one clock.
enum ClockBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        let c = lua.hostCall
        c.newTable()                                               // clock
        let functions: [(String, HostFunction)] = [
            ("advance", { [unowned stage] c in
                let seconds = try c.number(1)
                try stage.lua.whileActive(c) { try stage.engine.clock.advance(seconds) }
                try stage.throwDeferred()
                return 0
            }),
            ("step", { [unowned stage] c in
                let frames = c.isNoneOrNil(1) ? 1 : try c.integer(1)
                try stage.lua.whileActive(c) { try stage.engine.step(frames: frames) }
                try stage.throwDeferred()
                return 0
            }),
            ("runUntilIdle", { [unowned stage] c in
                try stage.lua.whileActive(c) { try stage.engine.runUntilIdle() }
                try stage.throwDeferred()
                return 0
            }),
        ]
        for (name, body) in functions {
            lua.push(body)
            c.setField(-2, name)
        }
        c.newTable()                                               // its metatable
        lua.push { [unowned stage] c in                            // __index(clock, key)
            switch try c.string(2) {
            case "now": c.push(stage.engine.clock.seconds)
            case "fps": c.push(stage.engine.clock.fps)
            case "frame": c.push(Int(stage.engine.clock.frame))
            case "pendingCount":
                let clock = stage.engine.clock
                c.push(clock.pendingTimerCount + clock.pendingAsyncCount + clock.pendingHoldCount)
            default: c.pushNil()
            }
            return 1
        }
        c.setField(-2, "__index")
        lua.push { [unowned stage] c in                            // __newindex(clock, key, value)
            let key = try c.string(2)
            guard key == "fps" else { throw c.error("clock.\(key) cannot be set (only clock.fps)") }
            let fps = try c.integer(3)
            do { try stage.engine.clock.setFPS(fps) } catch { throw c.error("\(error)") }
            return 0
        }
        c.setField(-2, "__newindex")
        c.push("clock"); c.setField(-2, "__name")
        c.push(false); c.setField(-2, "__metatable")              // hidden, as bound objects' are
        lua.setMetatableOfTop()
        lua.defineGlobal("clock")
        stage.computedNames += ["clock.now", "clock.fps", "clock.frame", "clock.pendingCount"]
    }
}
