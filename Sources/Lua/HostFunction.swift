internal import CLuaShim

/// A Swift function Lua can call. It reads its arguments and pushes its results through the
/// `LuaCall`, and returns how many results it pushed. To fail, it throws: a `LuaCall` check
/// has already pushed a Lua-worded message (`LuaRaise`); any other error's description is
/// pushed with the caller's `file:line`. Either way the C trampoline raises after this Swift
/// frame has returned — Swift is never unwound by `longjmp`.
public typealias HostFunction = (LuaCall) throws -> Int32

/// Thrown by `LuaCall`'s checks: the error value is already on the Lua stack.
public struct LuaRaise: Error {
    init() {}
}

extension LuaState {
    /// Pushes `function` as a Lua function (through the trampoline). Host functions live as
    /// long as the state: register them once, at set-up, not per call.
    public func push(_ function: @escaping HostFunction) {
        pushFunction(function, upvalues: 0)
    }

    /// Sets global `name` to `function`.
    public func register(_ name: String, _ function: @escaping HostFunction) {
        push(function)                                             /* +1 */
        lua_setglobal(L, name)                                     /* -1 (raw: _G has no metatable yet) */
    }

    /// Sets `table[name]` (the table on top of the stack) to `function`.
    public func registerField(_ name: String, _ function: @escaping HostFunction) {
        push(function)                                             /* +1 */
        lua_setfield(L, -2, name)                                  /* -1 */
    }

    func pushFunction(_ function: @escaping HostFunction, upvalues: Int32) {
        functions.append(function)
        clua_pushhostfunction(L, { L, index in
            LuaState.from(L!).invoke(Int(index), on: L!)
        }, lua_Integer(functions.count - 1), upvalues)             /* -upvalues +1 */
    }

    /// The one place host functions are entered from Lua.
    func invoke(_ index: Int, on L: OpaquePointer) -> Int32 {
        let call = LuaCall(L: L, state: self)
        do {
            return try functions[index](call)
        } catch is LuaRaise {
            return CLUA_RAISE
        } catch {
            clua_pusherror(L, String(describing: error))           /* +1 "file:line: …" */
            return CLUA_RAISE
        }
    }
}
