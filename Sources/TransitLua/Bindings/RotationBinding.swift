import Lua
import TransitCore

/// The rotation's coordinator (`viewWillTransition(self, size, coordinator)`'s second
/// argument) and `device.orientation` (DeviceBinding's table reads and writes it here).
enum RotationBinding {
    static func install(on stage: Stage) {
        var def = LuaClassDefinition<TransitionCoordinator>(name: "TransitionCoordinator")
        def.property("size", get: { [unowned stage] c, tc in c.push(tc.size, stage.values) })
        def.property("transitionDuration", get: { c, tc in c.push(tc.transitionDuration) })
        // `coordinator:animate(alongside, completion)`: either may be nil, as in UIKit. Swift's
        // name and Objective-C's, the same method, as on a present's coordinator
        // (PresentationBinding: one protocol in UIKit, one class name here); UIKit's Bool
        // says the blocks were queued, which a rotation's always are.
        for name in ["animate", "animateAlongsideTransition"] {
            def.method(name) { [unowned stage] c, tc in
                let alongside = try c.optionalFunction(2)
                let completion = try c.optionalFunction(3)
                let origin = c.callerLocation()
                tc.animate(alongside: alongside.map { ref in { tc in
                    try stage.runCallback(ref, "the alongside block at \(origin)") { c in c.push(tc, as: stage.classes.coordinator); return 1 }
                } }, completion: completion.map { ref in { tc in
                    try stage.runCallback(ref, "the rotation completion at \(origin)") { c in c.push(tc, as: stage.classes.coordinator); return 1 }
                } })
                c.push(true)
                return 1
            }
        }
        def.description { tc in "TransitionCoordinator \(tc.from) → \(tc.to)" }
        stage.lua.defineClass(def, as: stage.classes.coordinator)
    }

    /// `device.orientation = name`: turns the device (the interface follows when allowed).
    static func setDeviceOrientation(_ c: LuaCall, on stage: Stage) throws {
        let orientation = try InterfaceOrientation(named: try c.string(3), for: "device.orientation")
        let origin = c.callerLocation()
        try stage.lua.whileActive(c) { try stage.engine.setDeviceOrientation(orientation, origin: origin) }
    }
}
