import Lua

/// The Lua half of controllers, segues and transitions: helpers the Swift side calls, in Lua
/// because they index objects through their metatables (a field of a controller's userdata,
/// a method a segue object or an animator inherits from its class), which Swift must not do
/// unprotected.
enum ControllerPrelude {
    static let source = #"""
    local type, setmetatable = type, setmetatable
    local support = {}

    -- Runs object[name](object, ...) — an override such as viewDidLoad, or a segue's perform.
    -- Returns true when it ran, nil when there is no such function, or the type of a value
    -- that is not a function.
    function support.override(object, name, ...)
      local f = object[name]
      if f == nil then return nil end
      if type(f) ~= "function" then return type(f) end
      f(object, ...)
      return true
    end

    -- object[name], through its metatable: a transitioning delegate, an animator's method.
    function support.field(object, name)
      return object[name]
    end

    -- Keeps values alive with an object, under a key no script can reach: the cells a
    -- collection view's data source made keep their Lua side (outlets such as
    -- cell.photoView) as long as the collection view's.
    local kept = {}
    function support.keep(object, values)
      object[kept] = values
    end

    -- A segue object: a new table whose methods are the segue class's (UIKit's instance of
    -- the custom class), with the three properties perform reads.
    function support.segue(class, source, destination, identifier)
      local segue = {source = source, destination = destination, identifier = identifier}
      if class ~= nil then setmetatable(segue, {__index = class}) end
      return segue
    end

    return support
    """#

    /// The helpers, held by the stage for the life of its state.
    struct Support {
        let override: LuaRef
        let field: LuaRef
        let keep: LuaRef
        let segue: LuaRef
    }

    /// Runs the prelude (set-up, before limits) and returns its helpers.
    static func run(on lua: LuaState) throws(LuaError) -> Support {
        let h = try lua.runHelpers(source, chunkName: "=(transit controllers)", names: ["override", "field", "keep", "segue"])
        return Support(override: h["override"]!, field: h["field"]!, keep: h["keep"]!, segue: h["segue"]!)
    }
}
