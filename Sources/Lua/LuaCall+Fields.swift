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
    /// protected call per key, at every appearance of every scripted controller).
    ///
    /// `judged`, if given, is the index of a table remembering the keys `selected` rejected:
    /// a key found there is skipped with one raw read of the interned string (no Swift string
    /// made, `selected` not asked), and each key `selected` rejects is added to it. The same
    /// keys come back at each appearance, so the scan then costs a raw read per function
    /// field. [-0, +0, m]
    public func functionFields(_ i: Int32, judged: Int32? = nil, where selected: (String) -> Bool) throws(LuaError) -> [(key: String, definedAt: String)] {
        let object = lua_absindex(L, i)
        let memo = judged.map { lua_absindex(L, $0) }
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
               !isJudged(memo), let key = state.string(at: -2, on: L) {
                if selected(key) {
                    found.append((key, definitionLocation(-1)))
                } else if let memo {
                    lua_pushvalue(L, -2)                           /* +1 key */
                    lua_pushboolean(L, 1)                          /* +1 true */
                    lua_rawset(L, memo)                            /* -2 memo[key] = true (raw) */
                }
            }
            clua_pop(L, 1)                                         /* -1 value; keep the key */
        }
        clua_pop(L, 1)                                             /* -1 the fields */
        return found.sorted { $0.key < $1.key }
    }

    /// Whether every function the value at `i` holds under a string key, as
    /// ``functionFields(_:judged:where:)`` reads them, has its key in the table at `judged`:
    /// then that scan would select nothing and add nothing (judged.c). Raises nothing, runs no
    /// Lua. [-0, +0, -]
    public func allFunctionFieldsJudged(_ i: Int32, judged: Int32) -> Bool {
        clua_alljudged(L, i, judged) != 0
    }

    /// Whether the key below the top (a `lua_next` pair's) is in the table at `memo`. [-0, +0, -]
    private func isJudged(_ memo: Int32?) -> Bool {
        guard let memo else { return false }
        lua_pushvalue(L, -2)                                       /* +1 key */
        let judged = lua_rawget(L, memo) != LUA_TNIL               /* -1 +1 memo[key] */
        clua_pop(L, 1)                                             /* -1 */
        return judged
    }

    /// `file:line` where the Lua function at `i` begins, "" for a host function or a value
    /// that is no function (a callable table). [-0, +0, -]
    public func definitionLocation(_ i: Int32) -> String {
        guard lua_type(L, i) == LUA_TFUNCTION else { return "" }   // lua_getinfo takes functions only
        var record = lua_Debug()
        lua_pushvalue(L, i)                                        /* +1 the function */
        guard lua_getinfo(L, ">S", &record) != 0, record.linedefined > 0 else { return "" }   /* -1 */
        let source = withUnsafeBytes(of: record.short_src) { bytes in
            String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return "\(source):\(record.linedefined)"
    }
}

extension LuaState {
    /// Whether the misspelling check of the object `push` pushes would find nothing to say:
    /// every function it holds under a string key (as ``LuaCall/functionFields(_:judged:where:)``
    /// reads them) has its key in `judged`, the keys judged fine before — then it would warn
    /// about nothing and add nothing to `judged`. Asked outside any protected call (judged.c:
    /// raw reads, no Lua, nothing raised), with what an outermost call does besides: released
    /// references freed, waiting warnings delivered. False for a closed state.
    public func allFunctionFieldsJudged(of push: (LuaCall) -> Void, judged: LuaRef) -> Bool {
        guard !isClosed else { return false }
        let thread = activeThread ?? L
        let base = lua_gettop(thread)
        let c = LuaCall(L: thread, state: self)
        push(c)                                                    /* +1 object */
        c.push(judged)                                             /* +1 judged */
        let all = c.allFunctionFieldsJudged(-2, judged: -1)
        lua_settop(thread, base)                                   /* -2 */
        drainReleases()
        if entryDepth == 0 { drainWarnings() }
        return all
    }
}
