import Lua

/// The Lua half of controllers, segues and transitions: helpers the Swift side calls, in Lua
/// because they index objects through their metatables (a field of a controller's userdata,
/// a method a segue object or an animator inherits from its class), which Swift must not do
/// unprotected.
enum ControllerPrelude {
    static let file = EmbeddedLua.controllers

    /// The helpers, held by the stage for the life of its state.
    struct Support {
        let override: LuaRef
        let field: LuaRef
        let keep: LuaRef
        let segue: LuaRef
    }

    /// Runs the prelude (set-up, before limits) and returns its helpers. It receives the
    /// host's test of a callable value (`LuaCall.isCallable`: a function, or a value whose
    /// metatable has a `__call`, read raw), which a script's debug.getmetatable cannot give.
    static func run(on lua: LuaState) throws(LuaError) -> Support {
        let callable = lua.reference(to: { c in c.push(c.isCallable(1)); return 1 })
        let h = try lua.runHelpers(file, arguments: [.reference(callable)], names: ["override", "field", "keep", "segue"])
        return Support(override: h["override"]!, field: h["field"]!, keep: h["keep"]!, segue: h["segue"]!)
    }
}
