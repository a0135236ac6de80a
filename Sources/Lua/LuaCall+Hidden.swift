internal import CLuaShim

/// A key of a bound object's Lua side (its userdata's user value, where `view.photo = p`
/// goes) that no script can name: the key is a light userdata, which scripts cannot make, so
/// `view.x` never reaches it and the misspelling check (string keys) never lists it. What
/// Swift keeps there instead of in the registry — a recognizer's action — Lua's collector
/// traces from the object's userdata, so a cycle back to the object is collectible
/// (BRIDGE.md, "Lifetime and identity"). Keys are made once and kept for the process.
public final class HiddenKey: Sendable {
    public init() {}
    var address: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

extension LuaCall {
    /// Sets the hidden `key` of the bound object at `object` to the value at `value` (nil
    /// clears it). Does nothing on anything but a bound object's userdata. [-0, +0, m]
    public func setHidden(_ object: Int32, _ key: HiddenKey, _ value: Int32) {
        let v = lua_absindex(L, value)
        guard pushFields(object) else { return }                   /* +1 fields */
        lua_pushvalue(L, v)                                        /* +1 value */
        lua_rawsetp(L, -2, key.address)                            /* -1 fields[key] = value */
        clua_pop(L, 1)                                             /* -1 fields */
    }

    /// Pushes the value of the hidden `key` of the object at `object` (nil when none) and
    /// returns its type. [-0, +1, -]
    @discardableResult
    public func pushHidden(_ object: Int32, _ key: HiddenKey) -> LuaType {
        guard lua_type(L, object) == LUA_TUSERDATA, lua_getiuservalue(L, object, 1) == LUA_TTABLE else {   /* +1 */
            if lua_type(L, object) == LUA_TUSERDATA { clua_pop(L, 1) }
            lua_pushnil(L)
            return .nil
        }
        let type = lua_rawgetp(L, -1, key.address)                 /* +1 value */
        lua_rotate(L, -2, 1); clua_pop(L, 1)                       /* -1 fields */
        return LuaType(rawValue: type) ?? .nil
    }

    /// Puts the value at `member` into (or takes it out of) the set — a table of `value =
    /// true` — kept under the hidden `key` of the object at `object`. [-0, +0, m]
    public func setHiddenMember(_ object: Int32, _ key: HiddenKey, _ member: Int32, _ present: Bool) {
        let o = lua_absindex(L, object), m = lua_absindex(L, member)
        if pushHidden(o, key) != .table {                          /* +1 the set, or nil */
            clua_pop(L, 1)
            guard present else { return }
            lua_createtable(L, 0, 1)                               /* +1 a new set */
            setHidden(o, key, -1)
        }
        lua_pushvalue(L, m)                                        /* +1 member */
        if present { lua_pushboolean(L, 1) } else { lua_pushnil(L) }   /* +1 */
        lua_rawset(L, -3)                                          /* -2 set[member] = true/nil */
        clua_pop(L, 1)                                             /* -1 the set */
    }

    /// Puts the value at `member` into the set under the hidden `key` of the object at `object`
    /// (as ``setHiddenMember(_:_:_:_:)``) for a set whose members can stop belonging without
    /// this side seeing it — a subview the engine moved to another parent — and says whether
    /// the set is due a sweep (``sweepHiddenSet(_:_:keeping:)``). The set counts down, at its
    /// index 1, the new members it takes before the next sweep: ``sweptSetFloor`` at first, then
    /// as many as survived the last sweep. So it never holds more than twice what it should,
    /// plus the floor, and sweeping costs a constant amount an add, amortized. [-0, +0, m]
    public func addSweptMember(_ object: Int32, _ key: HiddenKey, _ member: Int32) -> Bool {
        let o = lua_absindex(L, object), m = lua_absindex(L, member)
        pushHiddenTable(o, key, array: 0, fields: 1)               /* +1 the set */
        defer { clua_pop(L, 1) }                                   /* -1 the set */
        lua_pushvalue(L, m)                                        /* +1 member */
        let known = lua_rawget(L, -2) != LUA_TNIL                  /* -1 +1 set[member] */
        clua_pop(L, 1)                                             /* -1 */
        guard !known else { return false }
        lua_pushvalue(L, m)                                        /* +1 member */
        lua_pushboolean(L, 1)                                      /* +1 */
        lua_rawset(L, -3)                                          /* -2 set[member] = true */
        let left = lua_rawgeti(L, -1, 1) == LUA_TNUMBER            /* +1 the countdown */
            ? lua_tointegerx(L, -1, nil) : lua_Integer(Self.sweptSetFloor)
        clua_pop(L, 1)                                             /* -1 */
        lua_pushinteger(L, left - 1)                               /* +1 */
        lua_rawseti(L, -2, 1)                                      /* -1 set[1] = left - 1 */
        return left - 1 <= 0
    }

    /// Takes out of the set under the hidden `key` of the object at `object` every member for
    /// which `keeps` (given the member's stack index; it must not raise a Lua error) says
    /// false, and restarts its countdown (``addSweptMember(_:_:_:)``). Clearing a field while
    /// traversing is what `next` allows; nothing is allocated. [-0, +0, -]
    public func sweepHiddenSet(_ object: Int32, _ key: HiddenKey, keeping keeps: (Int32) -> Bool) {
        guard pushHidden(object, key) == .table else { clua_pop(L, 1); return }   /* +1 the set */
        var kept = 0
        lua_pushnil(L)                                             /* +1 first key */
        while lua_next(L, -2) != 0 {                               /* -1 +2 member, true */
            if lua_type(L, -2) == LUA_TUSERDATA {
                if keeps(lua_absindex(L, -2)) {
                    kept += 1
                } else {
                    lua_pushvalue(L, -2)                           /* +1 member */
                    lua_pushnil(L)                                 /* +1 */
                    lua_rawset(L, -5)                              /* -2 set[member] = nil */
                }
            }
            clua_pop(L, 1)                                         /* -1 the value; the key stays */
        }
        lua_pushinteger(L, lua_Integer(Swift.max(Self.sweptSetFloor, kept)))   /* +1 */
        lua_rawseti(L, -2, 1)                                      /* -1 set[1]: present since the add */
        clua_pop(L, 1)                                             /* -1 the set */
    }

    /// The new members a swept set takes before its first sweep.
    public static let sweptSetFloor = 16

    /// Appends the value at `value` to the array kept under the hidden `key` of the object at
    /// `object` (made on first use) and returns its index there (1, 2, …): what a callback
    /// later finds with `LuaState.hiddenReference(_:element:of:)` (a timeline's `call`
    /// functions). [-0, +0, m]
    @discardableResult
    public func appendHidden(_ object: Int32, _ key: HiddenKey, _ value: Int32) -> Int {
        let o = lua_absindex(L, object), v = lua_absindex(L, value)
        pushHiddenTable(o, key, array: 1, fields: 0)               /* +1 the array */
        let n = lua_Integer(lua_rawlen(L, -1)) + 1
        lua_pushvalue(L, v)                                        /* +1 value */
        lua_rawseti(L, -2, n)                                      /* -1 array[n] = value */
        clua_pop(L, 1)                                             /* -1 the array */
        return Int(n)
    }

    /// Sets element `n` of the table kept under the hidden `key` of the object at `object`
    /// (made on first use) to the value at `value`, nil taking it out: for a table keyed by a
    /// number the owner hands out and takes back (an observation's token), where an array
    /// appended to would only grow. [-0, +0, m]
    public func setHiddenElement(_ object: Int32, _ key: HiddenKey, _ n: Int, _ value: Int32) {
        let o = lua_absindex(L, object), v = lua_absindex(L, value)
        if lua_type(L, v) == LUA_TNIL {
            guard pushHidden(o, key) == .table else { clua_pop(L, 1); return }   /* +1 the table, or nil */
        } else {
            pushHiddenTable(o, key, array: 0, fields: 1)           /* +1 the table */
        }
        lua_pushvalue(L, v)                                        /* +1 value */
        lua_rawseti(L, -2, lua_Integer(n))                         /* -1 table[n] = value */
        clua_pop(L, 1)                                             /* -1 the table */
    }

    /// Pushes the table under the hidden `key` of the object at `o` (an absolute index), made
    /// with room for `array` and `fields` entries when it has none. [-0, +1, m]
    private func pushHiddenTable(_ o: Int32, _ key: HiddenKey, array: Int32, fields: Int32) {
        guard pushHidden(o, key) != .table else { return }         /* +1 the table, or nil */
        clua_pop(L, 1)
        lua_createtable(L, array, fields)                          /* +1 a new one */
        setHidden(o, key, -1)
    }

    /// Pushes the fields table of the bound object at `object`, made with room for `room`
    /// keys if it has none yet (a maker giving a new object its first fields sizes it for
    /// what will follow: a table grown by the writes is rebuilt at 1, 2, 4 and 8 keys); false
    /// (nothing pushed) for anything but a userdata with a user value. [-0, +(0|1), m]
    public func pushFields(_ object: Int32, room: Int32 = 1) -> Bool {
        let o = lua_absindex(L, object)
        guard lua_type(L, o) == LUA_TUSERDATA else { return false }
        if lua_getiuservalue(L, o, 1) == LUA_TTABLE { return true }   /* +1 fields? */
        clua_pop(L, 1)
        lua_createtable(L, 0, room)                                /* +1 new fields */
        lua_pushvalue(L, -1)                                       /* +1 */
        guard lua_setiuservalue(L, o, 1) != 0 else {               /* -1 the object keeps it */
            clua_pop(L, 1)                                         /* no user value: not ours */
            return false
        }
        return true
    }
}

extension LuaState {
    /// Runs `body` with a call on the thread running now (the main one when none), its stack
    /// as it was afterwards: for Swift code the engine runs outside any binding's call.
    public func withActiveCall(_ body: (LuaCall) -> Void) {
        let thread = activeThread ?? L
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        body(LuaCall(L: thread, state: self))
    }

    /// A reference to the value of the hidden `key` of the object `push` pushes, or nil when
    /// it has none: what a callback the engine runs later calls (a recognizer's action).
    public func hiddenReference(_ key: HiddenKey, of push: (LuaCall) -> Void) -> LuaRef? {
        let thread = activeThread ?? L
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        let c = LuaCall(L: thread, state: self)
        push(c)                                                    /* +1 the object */
        guard c.pushHidden(-1, key) != .nil else { return nil }    /* +1 the value */
        return makeRef(on: thread)                                 /* -1 */
    }

    /// A reference to element `element` of the array under the hidden `key` of the object
    /// `push` pushes (LuaCall.appendHidden), or nil when there is none.
    public func hiddenReference(_ key: HiddenKey, element: Int, of push: (LuaCall) -> Void) -> LuaRef? {
        let thread = activeThread ?? L
        let base = lua_gettop(thread)
        defer { lua_settop(thread, base) }
        let c = LuaCall(L: thread, state: self)
        push(c)                                                    /* +1 the object */
        guard c.pushHidden(-1, key) == .table,                     /* +1 the array */
              lua_rawgeti(thread, -1, lua_Integer(element)) != LUA_TNIL else { return nil }   /* +1 the value */
        return makeRef(on: thread)                                 /* -1 */
    }
}
