internal import CLuaShim

extension LuaCall {
    /// The string keys under which the value at `i` holds functions and that `selected`
    /// accepts — among a table's own keys (raw), or a bound object's Lua-side fields (its
    /// user value) — sorted, each with where its function was defined (`file:line`; "" for a
    /// host function). Anything else has none. What the misspelling check reads: a function's
    /// definition line is the script's line that stored it, in a constructor's table or in
    /// `vc.viewDidload = function … end`; only the keys it selects pay for finding it.
    /// `selected` must run no Lua: the traversal is raw `lua_next`, which cannot fail on keys
    /// it gave itself from a table nothing changes meanwhile (the protected `next` cost a
    /// protected call per key, at every appearance of every scripted controller). [-0, +0, -]
    public func functionFields(_ i: Int32, where selected: (String) -> Bool) throws(LuaError) -> [(key: String, definedAt: String)] {
        let object = lua_absindex(L, i)
        switch lua_type(L, object) {
        case LUA_TTABLE:
            lua_pushvalue(L, object)                               /* +1 the table */
        case LUA_TUSERDATA:
            if lua_getiuservalue(L, object, 1) != LUA_TTABLE {     /* +1 the fields, or nil */
                clua_pop(L, 1)                                     /* -1 */
                return []
            }
        default:
            return []
        }
        let fields = lua_gettop(L)
        var found: [(key: String, definedAt: String)] = []
        lua_pushnil(L)                                             /* +1 first key */
        while lua_next(L, fields) != 0 {                           /* -1 +2 key value (or -1 at the end) */
            if lua_type(L, -1) == LUA_TFUNCTION, lua_type(L, -2) == LUA_TSTRING,
               let key = state.string(at: -2, on: L), selected(key) {
                found.append((key, definitionLocation(-1)))
            }
            clua_pop(L, 1)                                         /* -1 value; keep the key */
        }
        clua_pop(L, 1)                                             /* -1 the fields */
        return found.sorted { $0.key < $1.key }
    }

    /// `file:line` where the Lua function at `i` begins, "" for a host function. [-0, +0, -]
    func definitionLocation(_ i: Int32) -> String {
        var record = lua_Debug()
        lua_pushvalue(L, i)                                        /* +1 the function */
        guard lua_getinfo(L, ">S", &record) != 0, record.linedefined > 0 else { return "" }   /* -1 */
        let source = withUnsafeBytes(of: record.short_src) { bytes in
            String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return "\(source):\(record.linedefined)"
    }
}
