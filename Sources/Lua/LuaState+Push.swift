internal import CLuaShim

extension LuaState {
    /// The main thread's stack, for set-up code outside any call from Lua (limits are not yet
    /// applied then, so allocations cannot fail).
    public var hostCall: LuaCall { LuaCall(L: L, state: self) }

    public func push(_ i: Int64) { lua_pushinteger(L, i) }
    public func push(_ d: Double) { lua_pushnumber(L, d) }
    public func push(_ s: String) { LuaCall(L: L, state: self).push(s) }
    public func push(_ value: LuaValue) {
        switch value {
        case .nil, .other: lua_pushnil(L)
        case .boolean(let b): lua_pushboolean(L, b ? 1 : 0)
        case .integer(let i): lua_pushinteger(L, i)
        case .number(let d): lua_pushnumber(L, d)
        case .string(let s): push(s)
        }
    }

    /// Pushes `metacall(f)` (sandbox.c), for a prelude's host table: a `__call` in C that
    /// calls the Lua function f with the call's arguments, so that a tail call to the callable
    /// value keeps the caller's frame — the line its errors name.
    public func pushMetacallMaker() {
        lua_pushcclosure(L, clua_makemetacall, 0)                  /* +1 */
    }

    /// Pushes `sortNames(list)` (sortnames.c), for a prelude's host table: a list of strings
    /// sorted in place as `table.sort(list)` sorts it, without its Lua-level steps.
    public func pushNameSorter() {
        lua_pushcclosure(L, clua_sortnames, 0)                     /* +1 */
    }

    /// Pushes `splitNames(props, places)` (sortnames.c): a plain table's names of a fixed order
    /// sorted by their places, and its others but a maker's, sorted when all are strings. Its
    /// lists are remembered per shape of table (the same keys in the same `next` order) and
    /// shared by the calls that meet it again: the caller must not change them, nor `places`.
    public func pushNameSplitter() {
        lua_createtable(L, 0, 4)                                   /* +1 the shapes met */
        lua_pushinteger(L, 0)                                      /* +1 how many */
        lua_pushcclosure(L, clua_splitnames, 2)                    /* -2 +1 */
    }

    /// Replaces `string.rep` with the stock one wrapped by C that refuses a result larger
    /// than the memory left, before allocating it (BRIDGE.md: cap results before calling).
    /// Set-up only, as every `installSafe…`: raw reads and writes, before any script runs.
    public func installSafeRep() {
        let c = hostCall
        pushStandardLibrary("string")                              /* +1 string */
        c.field(-1, "rep")                                         /* +1 stock rep */
        lua_pushcclosure(L, clua_saferep, 1)                       /* -1 +1 safe rep */
        c.setField(-2, "rep")                                      /* -1 string.rep = safe */
        clua_pop(L, 1)                                             /* -1 string */
    }

    /// Replaces `tostring` with the sandbox's (tostring.c): a value stock Lua shows by its
    /// address (`table: 0x55d0c8a3b2c0`, which ASLR moves from run to run) shows a serial
    /// number instead (`table: 0x00000001`); and `string.format` with stock's wrapped so its
    /// `%s` and `%p` of such a value show the same. Set-up only, before the preludes capture them.
    public func installDeterministicToString() {
        lua_pushcclosure(L, clua_dettostring, 0)                   /* +1 */
        lua_setglobal(L, "tostring")                               /* -1 */
        let c = hostCall
        pushStandardLibrary("string")                              /* +1 string */
        c.field(-1, "format")                                      /* +1 stock format */
        lua_pushcclosure(L, clua_detformat, 1)                     /* -1 +1 */
        c.setField(-2, "format")                                   /* -1 string.format = it */
        clua_pop(L, 1)                                             /* -1 string */
    }

    /// Replaces `math.randomseed` with stock's wrapped so that, called with no argument, it
    /// seeds the next of a sequence that is the same every run, not from the time
    /// (randomseed.c). Set-up only, before the preludes capture it.
    public func installDeterministicRandomSeed() {
        let c = hostCall
        pushStandardLibrary("math")                                /* +1 math */
        c.field(-1, "randomseed")                                  /* +1 stock randomseed */
        _ = lua_getupvalue(L, -1, 1)                               /* +1 its generator's state */
        lua_rotate(L, -2, 1)                                       /* [state stock] */
        lua_pushinteger(L, 0)                                      /* +1 the last seed given */
        lua_pushinteger(L, 0)                                      /* +1 seeds drawn since */
        lua_pushinteger(L, 0)                                      /* +1 the last seed's second */
        lua_pushcclosure(L, clua_detrandomseed, 5)                 /* -5 +1 */
        c.setField(-2, "randomseed")                               /* -1 math.randomseed = it */
        clua_pop(L, 1)                                             /* -1 math */
    }

    /// Restarts the sandbox tostring's numbering at 1 (a fresh engine: each test of
    /// `transit test`), so a test's output does not depend on the tests that ran before it.
    public func restartToStringSerials() { clua_restartserials(L) }

    /// Keeps the numbers given so far through the next restarts, as their values' addresses
    /// stay in stock: `transit test` keeps those a file gave outside its tests (a table a
    /// `describe` body showed reads the same in its tests), and restarts after each test.
    public func keepToStringSerials() { clua_keepserials(L) }

    /// Pushes the standard library table `name` (`string`, `table`), read raw from `_G`.
    private func pushStandardLibrary(_ name: String) {
        clua_pushglobaltable(L)                                    /* +1 _G */
        hostCall.field(-1, name)                                   /* +1 the library */
        lua_rotate(L, -2, 1); clua_pop(L, 1)                       /* -1 _G */
    }

    /// Replaces `string.find`, `string.match`, `string.gmatch` and `string.gsub` with the C
    /// ones of match.c: Lua 5.4's pattern rules and results, but every step of matching counts
    /// against `LuaLimits.patternSteps`, because one stock call can backtrack for minutes
    /// where no hook can stop it (BRIDGE.md). The `string` table is also the `__index` of the
    /// strings' metatable, so `("x"):find(…)` gets them too.
    public func installSafePatterns() {
        pushStandardLibrary("string")                              /* +1 string */
        let functions: [(String, lua_CFunction)] = [
            ("find", clua_safefind), ("match", clua_safematch),
            ("gmatch", clua_safegmatch), ("gsub", clua_safegsub),
        ]
        for (name, function) in functions {
            lua_pushcclosure(L, function, 0)                       /* +1 the safe function */
            hostCall.setField(-2, name)                            /* -1 string[name] = it, raw */
        }
        clua_pop(L, 1)                                             /* -1 string */
    }

    /// Pushes a table of the sandbox's C functions (sandbox.c): `insert`, `remove` and `move`,
    /// which count their steps against the instruction budget, and `resume`, `close` and
    /// `wrap`, which make a limit that fired in a coroutine stop its resumer too. Set-up only:
    /// call before any script runs.
    public func pushSandboxFunctions() {
        clua_pushsandboxfunctions(L)                               /* +1 the functions */
    }

    /// Replaces `table.concat` with the stock one wrapped by C that refuses a result larger
    /// than the memory left before its buffer grows.
    public func installSafeConcat() {
        let c = hostCall
        pushStandardLibrary("table")                               /* +1 table */
        c.field(-1, "concat")                                      /* +1 stock concat */
        lua_pushcclosure(L, clua_safeconcat, 1)                    /* -1 +1 safe concat */
        c.setField(-2, "concat")                                   /* -1 table.concat = safe */
        clua_pop(L, 1)                                             /* -1 table */
    }

    /// Loads and runs a chunk with arguments; results are returned as values.
    @discardableResult
    public func run(_ source: String, chunkName: String, arguments: [LuaValue]) throws(LuaError) -> [LuaValue] {
        try run(bytes: Array(source.utf8), chunkName: chunkName, arguments: arguments)
    }

    /// Loads a chunk given as bytes (a file, user input: see `load(bytes:)`) and runs it with
    /// arguments; results are returned as values.
    @discardableResult
    public func run(bytes: [UInt8], chunkName: String, arguments: [LuaValue] = [], binary: Bool = false) throws(LuaError) -> [LuaValue] {
        try run(bytes: bytes, chunkName: chunkName, arguments: arguments, byteStrings: [], binary: binary)
    }

    /// As ``run(bytes:chunkName:arguments:binary:)``, with `byteStrings` after `arguments`
    /// pushed as Lua strings byte for byte: a command line's words, which need not be UTF-8
    /// (a `String` would turn such bytes into U+FFFD; lua.c hands `argv` over untouched).
    /// `environment`, when given, is the chunk's `_ENV` (stock `load`'s `env` argument).
    /// `inMainFrame`: the chunk is called from a C function, as lua.c's `pmain` calls a
    /// script (``clua_pushmainframe``), so its tracebacks and C-stack depth are lua5.4's.
    /// `resultsTo`, when given, is called with all the chunk's results, as `require` hands a
    /// module's first to `package.loaded` (tables and functions, which no `LuaValue` holds).
    public func run(bytes: [UInt8], chunkName: String, arguments: [LuaValue] = [], byteStrings: [[UInt8]],
                    binary: Bool = false, environment: LuaRef? = nil, inMainFrame: Bool = false,
                    resultsTo receiver: LuaRef? = nil) throws(LuaError) -> [LuaValue] {
        let base = lua_gettop(L)
        if inMainFrame { clua_pushmainframe(L) }                   /* +1 under the chunk */
        do throws(LuaError) {
            try load(bytes: bytes, chunkName: chunkName, binary: binary)
        } catch {
            lua_settop(L, base)
            throw error
        }
        if let environment {
            push(environment)                                      /* +1 */
            // as luaB_load: the first upvalue, when the chunk has one, takes it (-1); else pop it
            if lua_setupvalue(L, -2, 1) == nil { lua_settop(L, -2) }
        }
        let count = arguments.count + byteStrings.count
        do throws(LuaError) {
            try reserveRoom(forArguments: count)
            try pushArguments(arguments, byteStrings)
        } catch {
            lua_settop(L, base)
            throw error
        }
        // count < Int32.max - 6 and the stack holds it: reserveRoom refused more (a command
        // line's words, never a script's number), so neither the conversion nor the main
        // frame's + 1 can trap
        try call(arguments: Int32(count) + (inMainFrame ? 1 : 0), results: -1)
        defer { lua_settop(L, base) }
        if let receiver {
            let results = lua_gettop(L) - base
            guard reserveStack(1) else { throw LuaError(kind: .memory, message: "stack overflow (too many results)") }
            push(receiver)                                         /* +1 */
            lua_rotate(L, base + 1, 1)                             /* below the results */
            try call(arguments: results, results: 0)
            return []
        }
        let top = lua_gettop(L)
        return top > base ? (base + 1 ... top).map { value(at: $0) } : []
    }
}

extension LuaState {
    /// Room for `n` arguments and what pushing them needs above them (a protected push's
    /// operation and two operands, the call's message handler, a function below), with lua.c's
    /// message for a stack that cannot hold them. Asked of `lua_checkstack`, which never raises
    /// (the manual's [-0, +0, –]: it answers false when the stack would pass its maximum or
    /// the memory is not there), so nothing here can unwind through this Swift frame; a push
    /// past the stack's room would write past its end.
    private func reserveRoom(forArguments n: Int) throws(LuaError) {
        guard n < Int(Int32.max) - 6, reserveStack(Int32(n) + 6) else {
            throw LuaError(kind: .memory, message: "stack overflow (too many script args)")
        }
    }

    /// Pushes `values`, then `byteStrings` as strings, the strings made inside protected calls:
    /// here, outside every call into Lua, a word past the memory limit would make Lua raise
    /// with nothing to catch it (a panic). Stack room is the caller's. A memory error says
    /// what ran out, with no traceback (no Lua ran).
    private func pushArguments(_ values: [LuaValue], _ byteStrings: [[UInt8]]) throws(LuaError) {
        let c = hostCall
        do throws(LuaError) {
            for value in values {
                if case .string(let s) = value { try c.pushProtected(bytes: Array(s.utf8)) } else { push(value) }
            }
            for string in byteStrings { try c.pushProtected(bytes: string) }
        } catch where error.kind == .memory {
            let bytes = byteStrings.reduce(0) { $0 + $1.count }, limit = control.pointee.limit >> 20
            throw LuaError(kind: .memory, message: "not enough memory for the script's arguments (\(bytes) bytes"
                           + (limit > 0 ? "; script memory limit \(limit) MiB)" : ")"))
        }
    }

    /// lua.c's global `arg`: `words` are what came before the script (`before` of them: the
    /// interpreter and its options), the script, then its arguments, which land at 1…n, the
    /// script at 0 and the rest below. Built by `clua_op_argtable` in C: in linear time and
    /// outside the script's instruction budget, as lua.c builds it before the script runs.
    public func setArgumentTable(_ words: [[UInt8]], before: Int) throws(LuaError) {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        try reserveRoom(forArguments: words.count)
        lua_pushcclosure(L, clua_op_argtable, 0)                  /* +1 (a light C function: no allocation) */
        lua_pushinteger(L, lua_Integer(before))                    /* +1 k */
        try pushArguments([], words)                               /* +n */
        try call(arguments: Int32(words.count) + 1, results: 0)
    }

    /// Pops the table on top and makes it the metatable of the value below it.
    public func setMetatableOfTop() { lua_setmetatable(L, -2) }

    /// Makes `metatable` the metatable of `table`, both held by the host: lua_setmetatable,
    /// which runs no Lua and raises nothing (no `__metatable` guard is consulted), so it
    /// needs no protected call.
    public func setMetatable(of table: LuaRef, to metatable: LuaRef) {
        push(table)                                                /* +1 */
        push(metatable)                                            /* +1 */
        lua_setmetatable(L, -2)                                    /* -1 */
        lua_settop(L, -2)                                          /* -1 */
    }
}

extension LuaState {
    /// Makes room for `n` more values on the main thread's stack (`lua_checkstack`, which
    /// does not raise): false when the stack cannot grow that far. Call it before pushing
    /// more than a few values, or after a call left an unknown number of results.
    public func reserveStack(_ n: Int32) -> Bool { lua_checkstack(L, n) != 0 }
}

/// What the host hands a trusted chunk (a prelude): a value copied in, or a Lua value the host
/// holds (another prelude's function).
public enum LuaArgument {
    case value(LuaValue)
    case reference(LuaRef)
}

extension LuaState {
    /// Runs a trusted chunk with `arguments`; it returns a table, and the host takes
    /// references to its fields `names` (a prelude's helpers, held for the state's life):
    /// results are found by name, never by position. Set-up only: limits are not applied
    /// yet, and a missing field is a host bug.
    public func runHelpers(_ prelude: some LuaPrelude, arguments: [LuaArgument] = [],
                           names: [String]) throws(LuaError) -> [String: LuaRef] {
        try load(prelude: prelude)
        let c = hostCall
        for argument in arguments { c.push(argument) }
        try call(arguments: Int32(arguments.count), results: 1)    /* +1 the helpers table */
        var helpers: [String: LuaRef] = [:]
        for name in names {
            precondition(c.field(-1, name) == .function, "\(prelude.chunkName) returns no function '\(name)'")   /* +1 */
            helpers[name] = c.reference(-1)
            c.pop()                                                /* -1 */
        }
        c.pop()                                                    /* -1 the table */
        return helpers
    }
}
