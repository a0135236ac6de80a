internal import CLuaShim

/// Calls by value, for hosts above the bridge (the REPL, the spec runner): what they hand Lua
/// and get back are values and references, never stack positions, so no caller can leave the
/// stack unbalanced.
extension LuaState {
    /// Why `bytes` does not compile, or nil when it does; nothing runs.
    public func syntaxError(in bytes: [UInt8], chunkName: String) -> LuaError? {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        do { try load(bytes: bytes, chunkName: chunkName) } catch { return error }
        return nil
    }

    /// Calls `function` with `arguments` on the thread running Lua now, and returns its first
    /// result copied out (nil when it returned none).
    public func call(_ function: LuaRef, _ arguments: [LuaArgument] = []) throws(LuaError) -> LuaValue {
        var result = LuaValue.nil
        try callback(function, arguments: { c in
            for argument in arguments { c.push(argument) }
            return Int32(arguments.count)
        }, read: { c in result = c.state.value(at: -1, on: c.L) })
        return result
    }

    /// Calls `function` with `arguments` and returns its first result when it is a string, as
    /// ``LuaCall/stringKeepingBytes(_:)`` reads it (its bytes too when they are not valid
    /// UTF-8); nil when it is no string.
    public func callForText(_ function: LuaRef, _ arguments: [LuaArgument] = []) throws(LuaError) -> (text: String, bytes: [UInt8]?)? {
        var result: (String, [UInt8]?)?
        try callback(function, arguments: { c in
            for argument in arguments { c.push(argument) }
            return Int32(arguments.count)
        }, read: { c in result = try? c.stringKeepingBytes(-1) })
        return result
    }

    /// Calls `function` with `arguments` and holds its first result (a function or table the
    /// host keeps).
    public func callForReference(_ function: LuaRef, _ arguments: [LuaArgument] = []) throws(LuaError) -> LuaRef {
        var result: LuaRef?
        try callback(function, arguments: { c in
            for argument in arguments { c.push(argument) }
            return Int32(arguments.count)
        }, read: { c in result = c.reference(-1) })
        return result!                                             // read runs after every call that returns
    }

    /// Compiles `bytes` and calls the chunk with no arguments, as `lua.c` calls a chunk (its
    /// traceback ends "in main chunk"), then calls `receiver(leading…, results…)` with all its
    /// results, however many, and holds what the receiver returns. For the REPL: a chunk's
    /// results go straight to a packer without the host counting them.
    ///
    /// The receiver runs with the clock started again: a chunk that ran to its end did what
    /// it does, though its time ran out in a call no hook reaches (a long `string.rep`), and
    /// the receiver — the host's own Lua — failed under the expired deadline, naming no line.
    public func run(bytes: [UInt8], chunkName: String, handingResultsTo receiver: LuaRef,
                    after leading: [LuaArgument]) throws(LuaError) -> LuaRef {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        let c = hostCall
        push(receiver)                                             /* +1 receiver */
        for argument in leading { c.push(argument) }               /* +k */
        try load(bytes: bytes, chunkName: chunkName)               /* +1 the chunk */
        try call(arguments: 0, results: -1)                        /* -1 +n its results */
        if control.pointee.deadline > 0 { startClock() }
        guard reserveStack(20) else {                              // lua.c: "too many results to print"
            throw LuaError(kind: .memory, message: "too many results (\(lua_gettop(L) - base - 1 - Int32(leading.count)))")
        }
        try call(arguments: lua_gettop(L) - base - 1, results: 1)  /* -(k+n+1) +1 */
        return c.reference(-1)
    }

    /// `table[key]` copied out, read raw (no metamethod runs): for tables the host made or a
    /// prelude returned.
    public func rawField(_ key: String, of table: LuaRef) -> LuaValue {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        push(table)
        guard lua_type(L, -1) == LUA_TTABLE else { return .nil }
        lua_pushstring(L, key)
        lua_rawget(L, -2)
        return value(at: -1)
    }
}

extension LuaCall {
    /// Pushes an argument: a value, or a Lua value the host holds.
    public func push(_ argument: LuaArgument) {
        switch argument {
        case .value(.nil), .value(.other): pushNil()
        case .value(.boolean(let b)): push(b)
        case .value(.integer(let i)): lua_pushinteger(L, i)
        case .value(.number(let d)): push(d)
        case .value(.string(let s)): push(s)
        case .reference(let ref): push(ref)
        }
    }
}

extension LuaState {
    /// A new table with `fields` (host functions), held by the host: a prelude's `host`
    /// argument, built without the caller touching the stack.
    public func table(functions fields: [(String, HostFunction)]) -> LuaRef {
        let c = hostCall
        c.newTable()                                               /* +1 */
        for (name, body) in fields {
            push(body)                                             /* +1 */
            c.setField(-2, name)                                   /* -1 */
        }
        defer { c.pop() }                                          /* -1 */
        return c.reference(-1)
    }

    /// A new table with `fields` (values or Lua values the host holds), held by the host.
    public func table(_ fields: [(String, LuaArgument)]) -> LuaRef {
        let c = hostCall
        c.newTable()                                               /* +1 */
        for (name, value) in fields {
            c.push(value)                                          /* +1 */
            c.setField(-2, name)                                   /* -1 */
        }
        defer { c.pop() }                                          /* -1 */
        return c.reference(-1)
    }

    /// Runs a trusted chunk (a prelude) with `arguments` for its effect.
    public func runPrelude(_ prelude: some LuaPrelude, arguments: [LuaArgument]) throws(LuaError) {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        try load(prelude: prelude)
        let c = hostCall
        for argument in arguments { c.push(argument) }
        try call(arguments: Int32(arguments.count), results: 0)
    }
}
