internal import CLuaShim

/// What ``LuaState/callMethod(_:of:arguments:read:failed:)`` found under the name.
public enum LuaMethodLookup: Equatable {
    case ran
    /// Nothing (nil) under the name: nothing ran.
    case missing
    /// Something else than a function, by its type's name (a bound class's own): nothing ran.
    case notAFunction(String)
}

/// A protocol object's fields and methods read and called from the host (a delegate table, a
/// scripted presentation controller), on the stack of the thread running Lua now — as
/// `callback` runs — with no Lua helper function and no registry reference in between: the
/// engine asks these at every transition.
extension LuaState {
    /// `object[name]` through its metatable (protected: a Lua `__index` may run), where `push`
    /// pushes the object; `read` looks at the value at -1. The stack is restored after.
    public func withField(_ name: String, of push: (LuaCall) -> Void, read: (LuaCall) -> Void) throws(LuaError) {
        let thread = activeThread ?? L
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        let c = LuaCall(L: thread, state: self)
        push(c)                                                    /* +1 object */
        try c.get(-1, name)                                        /* +1 object[name] */
        read(c)
    }

    /// `object:name(…)`: `object[name]` looked up as ``withField(_:of:read:)`` does and, when it
    /// is a function, called with the object and what `arguments` pushes, for one result that
    /// `read` takes from the top of the stack. An error of the look-up is thrown as it is; the
    /// method's goes through `failed` (which names the method for the host's message).
    public func callMethod(_ name: String, of push: (LuaCall) -> Void, arguments: (LuaCall) -> Int32,
                           read: (LuaCall) -> Void, failed: (LuaError) -> any Error) throws -> LuaMethodLookup {
        let thread = activeThread ?? L
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        let c = LuaCall(L: thread, state: self)
        push(c)                                                    /* +1 object */
        switch try c.get(-1, name) {                               /* +1 object[name] */
        case .nil: return .missing
        case .function: break
        default: if !c.isCallable(-1) { return .notAFunction(c.typeName(-1)) }   // a spy is callable
        }
        lua_rotate(thread, -2, 1)                                  /* [object f] -> [f object] */
        let n = arguments(c)                                       /* +n */
        do {
            try call(arguments: 1 + n, results: 1, on: thread)     /* -(n+2) +1 */
        } catch {
            throw failed(error)
        }
        read(c)
        return .ran
    }
}
