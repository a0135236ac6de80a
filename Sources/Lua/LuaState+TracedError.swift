internal import CLuaShim

extension LuaState {
    /// `traced(value, message, traceback)` for the host's own Lua that raises a coroutine's
    /// error again with the coroutine's traceback (a task's, a replayed REPL chunk's): the
    /// message handler passes the error it makes through whole — "message\nstack traceback:…",
    /// where the message ends marked — and the host raises `value` again where the error
    /// surfaces (clua_traced). Held by the host, never handed to scripts' globals.
    public func tracedErrorMaker() -> LuaRef {
        reference(toCFunction: clua_traced)
    }
}
