internal import CLuaShim

/// Operations that may run Lua — a metamethod (`__index`, `__newindex`, `__len`, `__tostring`,
/// `__eq`/`__lt`/`__le`, arithmetic, `__concat`), or a raising check (`next` on a key that is not
/// in the table). The `Lua` module offers these only this way: each is one of protected.c's
/// operations run through the state's protected call, so a raising metamethod becomes a
/// `LuaError` (with its line and a traceback) instead of a `longjmp` across Swift.
///
/// Names: `get`/`set` evaluate `t[k]` as Lua code does; `field`/`setField`/`index`/`setIndex`
/// are the raw reads and writes (option tables, set-up), which run no Lua.
///
/// Stack rule: on success each says what it pops and pushes; on failure the operands it would
/// have popped are gone and nothing is pushed — the stack is as it was before they were pushed.
extension LuaCall {
    /// Runs `operation` with `arguments` values pushed above it, for `results` results.
    private func run(_ operation: lua_CFunction, below arguments: Int32, results: Int32) throws(LuaError) {
        lua_pushcclosure(L, operation, 0)                          /* +1 (a light C function: no allocation) */
        lua_rotate(L, -(arguments + 1), 1)                         /* [args op] -> [op args] */
        try state.call(arguments: arguments, results: results, on: L)   /* -(args+1) +results */
    }

    /// Pushes the table at `t` below the `n` operands on top. [-0, +1]
    private func insertTable(_ t: Int32, below n: Int32) {
        let table = lua_absindex(L, t)
        lua_pushvalue(L, table)                                    /* +1 t */
        lua_rotate(L, -(n + 1), 1)                                 /* [ops t] -> [t ops] */
    }

    /// Pushes `key`'s bytes as a light userdata and a length: the string is made inside the
    /// protected call, so nothing here can fail. `body` runs while the bytes are alive.
    private func withKey<R>(_ key: String, _ body: () throws(LuaError) -> R) throws(LuaError) -> R {
        var copy = key
        let result: Result<R, LuaError> = copy.withUTF8 { bytes in
            lua_pushlightuserdata(L, UnsafeMutableRawPointer(mutating: bytes.baseAddress))   /* +1 p */
            lua_pushinteger(L, lua_Integer(bytes.count))                                      /* +1 n */
            do throws(LuaError) { return .success(try body()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// `t[k]` with metamethods, `k` on top: pops the key, pushes the value; returns its type.
    /// [-1, +1, e]
    @discardableResult
    public func get(_ t: Int32) throws(LuaError) -> LuaType {
        insertTable(t, below: 1)                                   /* [t k] */
        try run(clua_op_gettable, below: 2, results: 1)            /* -2 +1 v */
        return type(-1)
    }

    /// `t[k] = v` with metamethods, `k` and `v` on top: pops both. [-2, +0, e]
    public func set(_ t: Int32) throws(LuaError) {
        insertTable(t, below: 2)                                   /* [t k v] */
        try run(clua_op_settable, below: 3, results: 0)            /* -3 */
    }

    /// `t.key` with metamethods: pushes the value; returns its type. [-0, +1, e]
    ///
    /// Answered without the protected call when no Lua can run (`clua_peekfield`, lookup.c):
    /// a table holding the key raw (Lua consults `__index` only for an absent key), or whose
    /// metatable has no `__index`, or whose `__index` is a table answering the same way (a
    /// class's methods through `setmetatable(object, Class)`, `Class.__index = Class`), as
    /// `luaV_finishget` walks it; a Transit object's bound method, Lua-side field (an override
    /// such as `viewWillAppear`) or its absence, as its C `__index` answers. A delegate's or
    /// animator's method looked up at every transition is such a read, and the protected call
    /// cost more than the read itself. A function `__index`, a property's getter (it may
    /// raise), a destroyed object, or a new key near the memory ceiling (Lua's memory error
    /// would raise over these Swift frames) take the protected call.
    @discardableResult
    public func get(_ t: Int32, _ key: String) throws(LuaError) -> LuaType {
        let table = lua_absindex(L, t)
        let count = key.utf8.count
        if let found = LuaType(rawValue: key.withCString({ clua_peekfield(L, table, $0, count) })),
           found != .none {                                        /* +(1|0) v */
            return found
        }
        lua_pushvalue(L, table)                                    /* +1 t */
        try withKey(key) { () throws(LuaError) in                  /* +2 p n */
            try run(clua_op_getfield, below: 3, results: 1)        /* -3 +1 v */
        }
        return type(-1)
    }

    /// `t.key = v` with metamethods, `v` on top: pops it. [-1, +0, e]
    public func set(_ t: Int32, _ key: String) throws(LuaError) {
        let table = lua_absindex(L, t)
        lua_pushvalue(L, table)                                    /* +1 t */
        lua_rotate(L, -2, 1)                                       /* [v t] -> [t v] */
        try withKey(key) { () throws(LuaError) in                  /* +2 p n: [t v p n] */
            lua_rotate(L, -3, 2)                                   /* [t v p n] -> [t p n v] */
            try run(clua_op_setfield, below: 4, results: 0)        /* -4 */
        }
    }

    /// Pushes `bytes` as a Lua string made inside the protected call: at the host's top level
    /// (outside every call into Lua) a string past the memory limit would make Lua raise over
    /// Swift frames; here it throws a memory error instead. Inside a host function (the
    /// allocator lends its reserve there) the plain `push(bytes:)` is enough. [-0, +1, m]
    public func pushProtected(bytes: [UInt8]) throws(LuaError) {
        let count = bytes.count
        let storage = bytes.isEmpty ? [0] : bytes                  // an empty array has no base address
        let result: Result<Void, LuaError> = storage.withUnsafeBufferPointer { buffer in
            lua_pushlightuserdata(L, UnsafeMutableRawPointer(mutating: buffer.baseAddress!))   /* +1 p */
            lua_pushinteger(L, lua_Integer(count))                                           /* +1 n */
            do throws(LuaError) {
                try run(clua_op_string, below: 2, results: 1)      /* -2 +1 s */
                return .success(())
            } catch { return .failure(error) }
        }
        try result.get()
    }

    /// `#v` with `__len`, as `luaL_len`: an integer, or the error Lua raises. [-0, +0, e]
    public func length(_ i: Int32) throws(LuaError) -> Int {
        lua_pushvalue(L, i)                                        /* +1 v */
        try run(clua_op_len, below: 1, results: 1)                 /* -1 +1 n */
        defer { clua_pop(L, 1) }                                   /* -1 */
        return Int(clua_tointeger(L, -1, nil))
    }

    /// `tostring(v)` as `luaL_tolstring` gives it (`__tostring`, `__name`). [-0, +0, e]
    public func describe(_ i: Int32) throws(LuaError) -> String {
        lua_pushvalue(L, i)                                        /* +1 v */
        try run(clua_op_tostring, below: 1, results: 1)            /* -1 +1 s */
        defer { clua_pop(L, 1) }                                   /* -1 */
        return state.string(at: -1, on: L) ?? ""
    }

    /// `next(t, k)` (raw traversal: `__pairs` belongs to `pairs`), `k` on top: pops it and
    /// pushes the next key and value, or pushes nothing at the end. A key that is not in the
    /// table is an error ("invalid key to 'next'"). [-1, +(2|0), e]
    public func next(_ t: Int32) throws(LuaError) -> Bool {
        insertTable(t, below: 1)                                   /* [t k] */
        try run(clua_op_next, below: 2, results: 2)                /* -2 +2 k' v' (nil nil at the end) */
        if lua_type(L, -2) == LUA_TNIL {
            clua_pop(L, 2)                                         /* -2 */
            return false
        }
        return true
    }

    /// `a == b`, `a < b`, `a <= b` with metamethods. [-0, +0, e]
    public func compare(_ a: Int32, _ b: Int32, _ op: LuaComparison) throws(LuaError) -> Bool {
        let ia = lua_absindex(L, a), ib = lua_absindex(L, b)
        lua_pushvalue(L, ia)                                       /* +1 a */
        lua_pushvalue(L, ib)                                       /* +1 b */
        lua_pushinteger(L, lua_Integer(op.code))                   /* +1 op */
        try run(clua_op_compare, below: 3, results: 1)             /* -3 +1 r */
        defer { clua_pop(L, 1) }                                   /* -1 */
        return lua_toboolean(L, -1) != 0
    }

    /// Arithmetic with metamethods on the operands on top (one for `.negate` and
    /// `.bitwiseNot`, else two): pops them, pushes the result. [-(1|2), +1, e]
    public func arith(_ op: LuaArithmetic) throws(LuaError) {
        let n: Int32 = op.isUnary ? 1 : 2
        lua_pushinteger(L, lua_Integer(op.code))                   /* +1 op */
        lua_rotate(L, -(n + 1), 1)                                 /* [operands op] -> [op operands] */
        try run(clua_op_arith, below: n + 1, results: 1)           /* -(n+1) +1 r */
    }

    /// `v1 .. … .. vn` with `__concat`, the `n` values on top: pops them, pushes the
    /// result. [-n, +1, e]
    public func concat(_ n: Int32) throws(LuaError) {
        try run(clua_op_concat, below: n, results: 1)              /* -n +1 s */
    }
}

/// The comparisons `lua_compare` makes.
public enum LuaComparison: Sendable {
    case equal, lessThan, lessOrEqual
    var code: Int32 {
        switch self {
        case .equal: CLUA_OPEQ
        case .lessThan: CLUA_OPLT
        case .lessOrEqual: CLUA_OPLE
        }
    }
}

/// The operators `lua_arith` applies.
public enum LuaArithmetic: Sendable {
    case add, subtract, multiply, modulo, power, divide, floorDivide
    case bitwiseAnd, bitwiseOr, bitwiseXor, shiftLeft, shiftRight, negate, bitwiseNot
    var isUnary: Bool { self == .negate || self == .bitwiseNot }
    var code: Int32 {
        switch self {
        case .add: CLUA_OPADD
        case .subtract: CLUA_OPSUB
        case .multiply: CLUA_OPMUL
        case .modulo: CLUA_OPMOD
        case .power: CLUA_OPPOW
        case .divide: CLUA_OPDIV
        case .floorDivide: CLUA_OPIDIV
        case .bitwiseAnd: CLUA_OPBAND
        case .bitwiseOr: CLUA_OPBOR
        case .bitwiseXor: CLUA_OPBXOR
        case .shiftLeft: CLUA_OPSHL
        case .shiftRight: CLUA_OPSHR
        case .negate: CLUA_OPUNM
        case .bitwiseNot: CLUA_OPBNOT
        }
    }
}
