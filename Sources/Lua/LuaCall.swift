internal import CLuaShim

/// The stack of one host-function call: typed reads of the arguments with Lua's own error
/// wording, and pushes of results. Only non-raising API calls happen here; allocating ones are
/// covered by the allocator's reserve window.
public struct LuaCall {
    let L: OpaquePointer
    /// The state; not retained (a call never outlives its state).
    public unowned(unsafe) let state: LuaState
    /// Which call this is, for the option-table fields it read (LuaCall+FieldErrors.swift):
    /// a read made by another call, whose slot this call's arguments now fill, is never taken
    /// for one of its own.
    let serial: UInt32
    init(L: OpaquePointer, state: LuaState) {
        self.L = L
        self.state = state
        serial = state.callSerial &+ 1
        state.callSerial = serial
    }

    /// Arguments on the stack.
    public var count: Int32 { lua_gettop(L) }

    public func type(_ i: Int32) -> LuaType { LuaType(rawValue: lua_type(L, i)) ?? .none }
    public func isNoneOrNil(_ i: Int32) -> Bool { lua_type(L, i) <= LUA_TNIL }

    // MARK: Errors

    /// A runtime error naming the Lua caller's line; `throw call.error("…")`. The message is
    /// worded now (the caller's line is known now) but pushed only when the error reaches the
    /// trampoline: a check that fails and is caught (`try? c.string(-1)`) leaves the stack as
    /// it found it.
    public func error(_ message: String) -> LuaRaise {
        clua_pusherror(L, message)                                 /* +1 "file:line: message" */
        return taken()                                             /* -1 */
    }

    /// ``error(_:)`` with the message's bytes as the script gave them, when
    /// ``stringKeepingBytes(_:)`` kept them (not valid UTF-8): a failure message written out
    /// as it was raised.
    public func error(_ message: String, bytes: [UInt8]?) -> LuaRaise {
        guard let bytes else { return error(message) }
        clua_pusherror(L, "")                                      /* +1 "file:line: " */
        push(bytes: bytes)                                         /* +1 */
        lua_concat(L, 2)                                           /* -2 +1 two strings: no metamethod can run */
        return taken()                                             /* -1 */
    }

    /// How stock Lua's "attempt to index" error names the variable through which the script
    /// indexed the value at `i`: "local 'd'", "upvalue 'd'", else "global '`global`'"
    /// (indexedname.c says how it is found).
    public func indexedName(_ i: Int32, global: String) -> String {
        clua_pushindexedname(L, i, global)                         /* +1 */
        defer { clua_pop(L, 1) }                                   /* -1 */
        return state.string(at: -1, on: L) ?? ""
    }

    /// "bad argument #i to 'f' (message)", exactly as Lua words it.
    /// A value an option table's field gave (pushed by ``field(_:_:)``, so above the
    /// arguments) is named as the table's field: "bad argument #2 to 'insertSubview' (field
    /// 'at': …)", never by its own stack slot (which came out as "#-2").
    public func argumentError(_ i: Int32, _ message: String) -> LuaRaise {
        if i == 1, let field = state.computedField, field.call == serial {
            // the record whose computed field is read (values.lua's `__index` called the getter
            // from a local, which Lua's wording named: "bad argument #1 to 'g'"), or described
            let words = field.name.map { "reading '\($0)' on bad self" } ?? "bad argument #1 to 'tostring'"
            return error("\(words) (\(message))")
        }
        if let read = fieldRead(at: i) {
            clua_pushargerror(L, read.argument, "field '\(read.path)': \(message)")   /* +1 */
            return taken()                                         /* -1 */
        }
        clua_pushargerror(L, i, message)                           /* +1 "file:line: bad argument …" */
        return taken()                                             /* -1 */
    }

    /// Runs the getter of a record's computed field `field` (its record the first argument):
    /// an argument error about the record says which field was read.
    public func computingField(_ field: String, _ body: () throws -> Void) throws {
        try naming(field, body)
    }

    /// Runs a record's `__tostring` (the record its first argument): `tostring` calls it from
    /// C, where Lua finds no name for it ("bad argument #1 to '?'"), so an argument error about
    /// the record names `tostring`, which the script called.
    public func describing(_ body: () throws -> Void) throws {
        try naming(nil, body)
    }

    /// Notes the field read (nil: the record described) for ``argumentError(_:_:)``, which
    /// words it only if it raises: the words built here, at every read of `r.size` or
    /// `r.maxX`, cost ~1.75 k instructions a read (docs/benchmark.md, branch twins105).
    private func naming(_ field: String?, _ body: () throws -> Void) throws {
        let outer = state.computedField
        state.computedField = (field, serial)
        defer { state.computedField = outer }
        try body()
    }

    /// Pops the message a C helper pushed into a `LuaRaise`.
    private func taken() -> LuaRaise {
        defer { clua_pop(L, 1) }                                   /* -1 */
        guard let (text, bytes) = try? stringKeepingBytes(-1) else { return LuaRaise(message: "") }
        return LuaRaise(message: text, bytes: bytes)
    }

    /// "bad argument #i to 'f' (X expected, got Y)".
    public func typeError(_ i: Int32, expected: String) -> LuaRaise {
        let got = lua_type(L, i) == LUA_TNONE ? "no value" : typeName(i)
        return argumentError(i, "\(expected) expected, got \(got)")
    }

    /// The name of a value's type as an error message shows it (a bound class's own name).
    /// A retired box says why it is no longer one: "must be a View, got View" read as a
    /// contradiction where "got View of an engine that was reset" says what to fix.
    /// A box is named by its own class, not its metatable's `__name`: a box given another
    /// class's metatable (debug.setmetatable) is still what its object is ("View expected, got
    /// TapGestureRecognizer", not "got View").
    /// A userdata that is no box of this state but carries the `__name` of one of its classes
    /// or records — one given a class's metatable (`debug.setmetatable(io.tmpfile(), …)`), a
    /// box of another copy of the module — is named by its Lua type: "Rect expected, got
    /// Rect" read as a contradiction where "got userdata" says what it is.
    public func typeName(_ i: Int32) -> String {
        if let box = clua_tobox(L, i), clua_isretired(box) == 0, Int(clua_boxclass(box)) < state.classes.count {
            return state.classes[Int(clua_boxclass(box))].name
        }
        let name = String(cString: clua_typenameat(L, i))
        if lua_type(L, i) == LUA_TUSERDATA, clua_tobox(L, i) == nil,
           state.recordNames.contains(name) || state.classes.contains(where: { $0.name == name }) {
            return "userdata"
        }
        return isRetired(i) ? name + " " + retiredWhy : name
    }

    /// "file:line" of the nearest Lua function calling this host function ("" if none):
    /// the origin recorded for animations, timers and callbacks.
    public func callerLocation() -> String {
        // On the stack, not in an array: every animation, present and completion asks.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            clua_where_into(L, buffer.baseAddress, buffer.count)
            let length = buffer.firstIndex(of: 0) ?? 0             // C wrote a terminated string
            return String(decoding: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<length]), as: UTF8.self)
        }
    }

    /// Whether the Lua function `callerLocation` names is a main chunk (a file's top level).
    public var callerIsMainChunk: Bool { clua_where_is_main(L) != 0 }

    // MARK: Reading arguments

    /// A number; unlike `luaL_checknumber`, a numeric string is refused ("0.5" is not an
    /// alpha in UIKit either).
    @inline(__always)
    public func number(_ i: Int32) throws -> Double {
        guard lua_type(L, i) == LUA_TNUMBER else { throw typeError(i, expected: "number") }
        return clua_tonumber(L, i, nil)
    }

    /// A number that must be finite: NaN and ±inf are errors wherever geometry, time or
    /// colour is expected (LUA_API.md).
    @inline(__always)
    public func finite(_ i: Int32) throws -> Double {
        let d = try number(i)
        if !d.isFinite { throw argumentError(i, "finite number expected, got \(LuaValue.format(d))") }
        return d
    }

    public func optionalNumber(_ i: Int32) throws -> Double? {
        isNoneOrNil(i) ? nil : try number(i)
    }

    /// An integer, as `luaL_checkinteger`: floats with an exact integer value are accepted;
    /// NaN, ±inf, fractions and out-of-range values are Lua errors, never Swift traps.
    public func integer(_ i: Int32) throws -> Int {
        guard lua_type(L, i) == LUA_TNUMBER else { throw typeError(i, expected: "number") }
        var isInteger: Int32 = 0
        let n = clua_tointeger(L, i, &isInteger)
        if isInteger == 0 { throw argumentError(i, "number has no integer representation") }
        return Int(n)
    }

    public func string(_ i: Int32) throws -> String {
        guard lua_type(L, i) == LUA_TSTRING else { throw typeError(i, expected: "string") }
        noteCopy(of: i)
        return state.string(at: i, on: L)!
    }

    /// A large string copied into Swift may be kept there (a view's name, a label's text),
    /// where Lua's allocator does not see it: the memory limit is checked at the script's
    /// next instruction, not a thousand instructions on.
    private func noteCopy(of i: Int32) {
        if lua_rawlen(L, i) >= LuaCall.largeCopy { clua_armcheck(L) }
    }

    static let largeCopy = 1 << 16

    /// A string's bytes as Lua holds them (`string` decodes them as UTF-8, replacing what is
    /// not valid UTF-8: right for names and text, wrong for what is written out, like print's).
    public func bytes(_ i: Int32) throws -> [UInt8] {
        guard lua_type(L, i) == LUA_TSTRING else { throw typeError(i, expected: "string") }
        noteCopy(of: i)
        var length = 0
        let p = lua_tolstring(L, i, &length)!
        return Array(UnsafeRawBufferPointer(start: p, count: length))
    }

    /// A string as ``string(_:)`` decodes it, and its bytes when they are not valid UTF-8 (the
    /// text then shows each bad byte as U+FFFD): for a name written out as the script gave it.
    /// A valid string costs what ``string(_:)`` does, one validating decode.
    public func stringKeepingBytes(_ i: Int32) throws -> (text: String, bytes: [UInt8]?) {
        guard lua_type(L, i) == LUA_TSTRING else { throw typeError(i, expected: "string") }
        noteCopy(of: i)
        var length = 0
        let buffer = UnsafeRawBufferPointer(start: lua_tolstring(L, i, &length)!, count: length)
        if let text = String(validating: buffer, as: UTF8.self) { return (text, nil) }
        return (String(decoding: buffer, as: UTF8.self), Array(buffer))
    }

    /// A string that must not contain NUL bytes (names, identifiers, paths), of at most
    /// `longestName` bytes: the host keeps names (a controller's, a storyboard identifier, a
    /// method to call) where the memory limit does not see them.
    public func name(_ i: Int32) throws -> String {
        if lua_type(L, i) == LUA_TSTRING, lua_rawlen(L, i) > LuaCall.longestName {
            throw argumentError(i, "name of \(lua_rawlen(L, i)) bytes; at most \(LuaCall.longestName)")
        }
        let s = try string(i)
        if s.utf8.contains(0) { throw argumentError(i, "string contains a NUL byte") }
        return s
    }

    public static let longestName = 1 << 16

    public func optionalString(_ i: Int32) throws -> String? {
        isNoneOrNil(i) ? nil : try string(i)
    }

    /// Lua truthiness: everything but nil and false is true.
    public func truthy(_ i: Int32) -> Bool { lua_toboolean(L, i) != 0 }

    public func boolean(_ i: Int32) throws -> Bool {
        guard lua_type(L, i) == LUA_TBOOLEAN else { throw typeError(i, expected: "boolean") }
        return lua_toboolean(L, i) != 0
    }

    public func checkTable(_ i: Int32) throws {
        guard lua_type(L, i) == LUA_TTABLE else { throw typeError(i, expected: "table") }
    }

    /// A reference to the function at `i` (or any callable value: ``isCallable(_:)``), held
    /// until the `LuaRef` dies.
    public func function(_ i: Int32) throws -> LuaRef {
        guard isCallable(i) else { throw typeError(i, expected: "function") }
        return reference(i)
    }

    /// Whether the value at `i` can be called: a function, or a value whose metatable has a
    /// `__call` (luassert's `spy.new(fn)` is a table, a callable object a userdata) — what
    /// `lua_call` accepts, so every callback the host takes accepts it too. The metatable's
    /// field is read raw: nothing runs. [-0, +0, -]
    public func isCallable(_ i: Int32) -> Bool {
        if lua_type(L, i) == LUA_TFUNCTION { return true }
        guard lua_getmetatable(L, i) != 0 else { return false }    /* +1 mt */
        defer { clua_pop(L, 2) }                                   /* -2 mt, __call */
        lua_pushstring(L, "__call")                                /* +1 */
        return lua_rawget(L, -2) != LUA_TNIL                       /* -1 +1 mt.__call */
    }

    public func optionalFunction(_ i: Int32) throws -> LuaRef? {
        isNoneOrNil(i) ? nil : try function(i)
    }

    /// A reference to any value.
    public func reference(_ i: Int32) -> LuaRef {
        lua_pushvalue(L, i)                                        /* +1 */
        return state.makeRef(on: L)                                /* -1 */
    }

    /// Reads `table[key]` raw (no metamethods run: option tables are plain data) and pushes
    /// it. Returns its type. [-0, +1]
    @discardableResult
    public func field(_ table: Int32, _ key: String) -> LuaType {
        let t = lua_absindex(L, table)
        push(key: key)                                             /* +1 key */
        let type = LuaType(rawValue: lua_rawget(L, t)) ?? .none    /* -1 +1 value */
        noteField(table: t, key: .name(key))
        return type
    }

    public func pop(_ n: Int32 = 1) { clua_pop(L, n) }
    public var top: Int32 { lua_gettop(L) }

    /// Removes a `__call`'s first argument, the called value itself, so that the others sit
    /// where the script wrote them: an error about a field of `T{…}` is then about argument
    /// #1, as the script counts. [-1, +0]
    public func dropCalledValue() {
        lua_rotate(L, 1, -1)                                       /* [self args] -> [args self] */
        clua_pop(L, 1)                                             /* -1 */
    }

    // MARK: Pushing results

    public func push(_ d: Double) { lua_pushnumber(L, d) }
    public func push(_ i: Int) { lua_pushinteger(L, lua_Integer(i)) }
    public func push(_ b: Bool) { lua_pushboolean(L, b ? 1 : 0) }
    public func push(_ s: String) {
        var copy = s
        copy.withUTF8 { buffer in
            _ = lua_pushlstring(L, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), buffer.count)
        }
    }
    /// A message the host raises: its bytes when it kept them (not valid UTF-8, at most 64 KiB
    /// as LuaError keeps them), else its text, at most 64 KiB (``Bridge/bounded(_:)``).
    func push(message: String, bytes: [UInt8]?) {
        if let bytes, bytes.count <= LuaError.longestMessage { push(bytes: bytes) } else { push(Bridge.bounded(message)) }
    }

    /// Pushes bytes as a Lua string, unchanged (a file's contents, a chunk of source).
    public func push(bytes: [UInt8]) {
        let count = bytes.count
        let storage = bytes.isEmpty ? [0] : bytes                  // an empty array has no base address
        storage.withUnsafeBufferPointer { buffer in
            _ = lua_pushlstring(L, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), count)
        }
    }
    public func pushNil() { lua_pushnil(L) }
    public func pushValue(_ i: Int32) { lua_pushvalue(L, i) }
    public func push(_ ref: LuaRef) { ref.push(on: L, state: state) }
    public func newTable(arrayCount: Int32 = 0, fieldCount: Int32 = 0) { lua_createtable(L, arrayCount, fieldCount) }
    /// Pushes a name the host spells (a field's, a key's: no NUL inside) from its C string in
    /// place: a literal's is the same address at every call, which Lua's string cache
    /// (`luaS_new`) answers with one `strcmp`, where `lua_pushlstring` hashes every byte and
    /// looks the string up; `lua_pushstring` given the `String` itself first copied it into
    /// a new C array.
    func push(key: String) {
        key.withCString { _ = lua_pushstring(L, $0) }
    }

    /// table[key] = top value, raw; pops the value. The table is at `table`. The key is
    /// pushed as ``push(key:)`` does.
    public func setField(_ table: Int32, _ key: String) {
        let t = lua_absindex(L, table)
        push(key: key)                                             /* +1 key */
        lua_rotate(L, -2, 1)                                       /* [value key] -> [key value] */
        lua_rawset(L, t)                                           /* -2 */
    }
    /// table[n] = top value, raw; pops the value.
    public func setIndex(_ table: Int32, _ n: Int) { lua_rawseti(L, table, lua_Integer(n)) }
    /// Pushes table[n], raw, and returns its type (nil past a list's end). An error about the
    /// element names it as the field `[n]` of its argument (`grid[2]` in a field `grid`), never
    /// by its own stack slot. [-0, +1]
    @discardableResult
    public func index(_ table: Int32, _ n: Int) -> LuaType {
        let t = lua_absindex(L, table)
        let type = LuaType(rawValue: lua_rawgeti(L, t, lua_Integer(n))) ?? .none
        noteField(table: t, key: .position(n))
        return type
    }

    /// Pushes the elements 1…`n` of the table `ref` holds, in the shape `table.pack` gives
    /// (`n` counts nils), and returns how many: a host function returns them as its results.
    /// Raises Lua's own error when the stack cannot hold them. [-0, +n]
    public func pushUnpacked(_ ref: LuaRef) throws -> Int32 {
        ref.push(on: L, state: state)                              /* +1 t */
        let t = lua_gettop(L)
        field(t, "n")                                              /* +1 t.n */
        let n = lua_tointegerx(L, -1, nil)
        clua_pop(L, 1)                                             /* -1 */
        guard n >= 0, n < Int32.max, lua_checkstack(L, Int32(n)) != 0 else {
            clua_pop(L, 1)                                         /* -1 t: a failure leaves no junk */
            throw error("too many results to unpack")
        }
        for i in stride(from: 1, through: n, by: 1) {
            lua_rawgeti(L, t, i)                                   /* +1 t[i] */
        }
        return Int32(n)                                            /* t stays below the results */
    }

    // MARK: Calling back into Lua

    /// Calls the value `function` with arguments pushed by `arguments`, protected, with a
    /// traceback; results are dropped. For callbacks a host function runs synchronously.
    public func callback(_ function: LuaRef, arguments: (LuaCall) -> Int32 = { _ in 0 }) throws(LuaError) {
        function.push(on: L, state: state)                         /* +1 */
        let n = arguments(self)                                    /* +n */
        try state.call(arguments: n, results: 0, on: L)            /* -(n+1) */
    }
}

/// Lua's basic types, as `lua_type` numbers them.
public enum LuaType: Int32, Sendable {
    case none = -1, `nil` = 0, boolean = 1, lightUserdata = 2, number = 3, string = 4, table = 5,
         function = 6, userdata = 7, thread = 8
}

extension LuaCall {
    /// The string keys of the table at `i`, sorted (Lua 5.4's `pairs` order varies between
    /// runs; anything shown or acted on in order must not). Raw traversal, through the
    /// protected `next`. [-0, +0, e]
    public func stringKeys(_ i: Int32) throws(LuaError) -> [String] {
        let t = lua_absindex(L, i)
        var keys: [String] = []
        lua_pushnil(L)                                             /* +1 first key */
        while try next(t) {                                        /* -1 +2 key value (or -1 at the end) */
            if lua_type(L, -2) == LUA_TSTRING, let k = state.string(at: -2, on: L) { keys.append(k) }
            clua_pop(L, 1)                                         /* -1 value; keep the key */
        }
        return keys.sorted()
    }

    /// The strings of the array at `i` (`{"a", "b"}`), or an error naming `what`.
    public func stringArray(_ i: Int32, what: String) throws -> [String] {
        guard lua_type(L, i) == LUA_TTABLE else { throw error("\(what) must be a string or a list of strings") }
        let t = lua_absindex(L, i)
        var result: [String] = []
        let n = lua_rawlen(L, t)
        for k in 0..<n {
            lua_rawgeti(L, t, lua_Integer(k + 1))                  /* +1 */
            defer { clua_pop(L, 1) }                               /* -1 */
            guard let s = state.string(at: -1, on: L) else { throw error("\(what)[\(k + 1)] must be a string") }
            result.append(s)
        }
        return result
    }
}
