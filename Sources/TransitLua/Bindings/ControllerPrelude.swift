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

    /// Runs the prelude (set-up, before limits) and returns its helpers.
    static func run(on lua: LuaState) throws(LuaError) -> Support {
        let h = try lua.runHelpers(file, names: ["override", "field", "keep", "segue"])
        return Support(override: h["override"]!, field: h["field"]!, keep: h["keep"]!, segue: h["segue"]!)
    }
}
