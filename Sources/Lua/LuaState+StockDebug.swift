internal import CLuaShim

/// The stock `debug` library for trusted library code (Debian's luassert reads metatables and
/// stack levels with `debug.getmetatable`, `debug.setmetatable`, `debug.getinfo`). The sandbox
/// removes `debug` from scripts; the host hands these few functions to the libraries it loads
/// itself, never to the scripts' globals.
extension LuaState {
    /// A fresh table of the stock debug library's functions (`luaopen_debug`, run under a
    /// protected call: it allocates), held by the host.
    public func stockDebugLibrary() throws(LuaError) -> LuaRef {
        lua_pushcclosure(L, luaopen_debug, 0)                      /* +1 luaopen_debug */
        try call(arguments: 0, results: 1)                         /* -1 +1 the library's table */
        defer { lua_settop(L, -2) }                                /* -1 */
        return hostCall.reference(-1)
    }

    /// `luaopen_debug` itself, for trusted code that needs the library only later (the spec
    /// environment's luassert, at its first use): each call makes a fresh table, as
    /// ``stockDebugLibrary()`` does. Held by the host; pushing the C function allocates nothing.
    public func stockDebugOpener() -> LuaRef {
        reference(toCFunction: luaopen_debug)
    }
}
