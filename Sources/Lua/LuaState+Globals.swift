internal import CLuaShim

/// Globals. Once scripts have run, `_G` may have a metatable (`setmetatable(_G, {__newindex =
/// …})` is a common strictness idiom), so reading or writing a global runs Lua and can raise:
/// `getGlobal`/`setGlobal` run protected and throw. `defineGlobal` is the raw write of set-up
/// code, before any script: it runs no Lua, and with no limits applied yet it cannot fail.
extension LuaState {
    /// Pops the top value into global `name`, as `name = v` in Lua (`__newindex` of `_G`
    /// included). On failure the value is popped all the same. [-1, +0, e]
    public func setGlobal(_ name: String) throws(LuaError) {
        clua_pushglobaltable(L)                                    /* +1 _G */
        lua_rotate(L, -2, 1)                                       /* [v _G] -> [_G v] */
        defer { clua_pop(L, 1) }                                   /* -1 _G (also on failure) */
        try hostCall.set(-2, name)                                 /* -1 v */
    }

    /// Pushes global `name`, as reading `name` in Lua (`__index` of `_G` included), and
    /// returns its type. On failure nothing is pushed. [-0, +1, e]
    @discardableResult
    public func getGlobal(_ name: String) throws(LuaError) -> LuaType {
        clua_pushglobaltable(L)                                    /* +1 _G */
        do {
            try hostCall.get(-1, name)                             /* +1 v */
        } catch {
            clua_pop(L, 1)                                         /* -1 _G */
            throw error
        }
        lua_rotate(L, -2, 1); clua_pop(L, 1)                       /* [_G v] -> [v] */
        return LuaType(rawValue: lua_type(L, -1)) ?? .none
    }

    /// Pops the top value into global `name`, raw: set-up only (before any script runs, so
    /// no metatable on `_G` and no memory limit). [-1, +0, m]
    public func defineGlobal(_ name: String) {
        clua_pushglobaltable(L)                                    /* +1 _G */
        lua_rotate(L, -2, 1)                                       /* [v _G] -> [_G v] */
        hostCall.setField(-2, name)                                /* -1 v: _G[name] = v, raw */
        clua_pop(L, 1)                                             /* -1 _G */
    }
}
