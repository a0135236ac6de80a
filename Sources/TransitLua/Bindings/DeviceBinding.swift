import Lua
import TransitCore

/// `window` (the root view), `screen` (bounds, scale, name) and `device` (`device.profile`
/// picks the screen: "iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad").
enum DeviceBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        stage.push(stage.engine.window, lua.hostCall)
        lua.defineGlobal("window")                                 // set-up: raw
        stage.computedNames += ["screen.bounds", "screen.scale", "screen.name", "device.profile", "device.profiles",
                                "device.orientation"]

        dynamicTable(lua, name: "screen", get: { [unowned stage] c, key in
            let engine = stage.engine, screen = engine.screen
            switch key {
            case "bounds": c.push(engine.screenBounds, stage.values)     // landscape in landscape, as UIKit's
            case "scale": c.push(screen.scale)
            case "name": c.push(screen.name)
            default: c.pushNil()
            }
        }, set: nil)

        dynamicTable(lua, name: "device", get: { [unowned stage] c, key in
            switch key {
            case "profile": c.push(stage.engine.screen.name)
            case "orientation": c.push(stage.engine.deviceOrientation.rawValue)
            case "profiles":
                c.newTable()
                for (i, s) in Screen.profiles.enumerated() { c.push(s.name); c.setIndex(-2, i + 1) }
            default: c.pushNil()
            }
        }, set: { [unowned stage] c, key in
            if key == "orientation" { return try RotationBinding.setDeviceOrientation(c, on: stage) }
            guard key == "profile" else { throw c.error("device.\(key) cannot be set (only device.profile and device.orientation)") }
            let name = try c.string(3)
            guard let screen = Screen(named: name) else {
                throw c.error("unknown device profile '\(name)' (known: \(Screen.profiles.map(\.name).joined(separator: ", ")))")
            }
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try stage.engine.setScreen(screen, origin: origin) }
        })
    }

    /// Sets the global `window` to the new engine's window after `Stage.resetEngine`. Scripts
    /// have run by then, so this is an assignment as a script's would be: a `__newindex` on
    /// `_G` runs, and its error is thrown (protected), never raised across Swift.
    static func bindWindow(on stage: Stage) throws(LuaError) {
        stage.push(stage.engine.window, stage.lua.hostCall)
        try stage.lua.setGlobal("window")
    }

    /// A global table whose fields are computed by `get` and assigned through `set`.
    static func dynamicTable(_ lua: LuaState, name: String, get: @escaping (LuaCall, String) throws -> Void,
                             set: ((LuaCall, String) throws -> Void)?) {
        let c = lua.hostCall
        c.newTable()
        c.newTable()                                               // metatable
        lua.push { c in try get(c, try c.string(2)); return 1 }
        c.setField(-2, "__index")
        lua.push { c in
            let key = try c.string(2)
            guard let set else { throw c.error("\(name).\(key) is read-only") }
            try set(c, key)
            return 0
        }
        c.setField(-2, "__newindex")
        c.push(name); c.setField(-2, "__name")
        c.push(false); c.setField(-2, "__metatable")              // hidden, as bound objects' are
        lua.setMetatableOfTop()
        lua.defineGlobal(name)
    }
}
