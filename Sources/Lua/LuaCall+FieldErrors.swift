internal import CLuaShim

/// A field an option table gave, where ``LuaCall/field(_:_:)`` pushed it, or an element
/// of a list, where ``LuaCall/index(_:_:)`` did.
struct FieldRead {
    enum Key { case name(String), position(Int) }
    /// The stack slot holding the value, and the slot of the table it was read from.
    var slot: Int32, table: Int32
    var key: Key
    /// The ``LuaCall`` that read it.
    var call: UInt32
    /// The argument the outermost table is (a nested table's field: `stagger.from`), and
    /// the path of keys to the table read (nil: the argument itself).
    var argument: Int32
    var prefix: String?

    /// The path of keys from the argument: `at`, `stagger.from`, `[2]`, `grid[2]`. Worded
    /// when an error names it, not at each read (an element's `[2]`, at each list read, cost
    /// more than the read: docs/benchmark.md, branch twins105).
    var path: String {
        switch key {
        case .name(let name): prefix.map { $0 + "." + name } ?? name
        case .position(let n): (prefix ?? "") + "[\(n)]"
        }
    }
}

/// The last few fields read, newest last. A read is believed only by the call that made it
/// (another call's arguments may fill its slot with the very value: `t:to(v, {stagger = S}, S)`
/// after a call that read `stagger` into slot 4), and only while its table still holds its
/// value at its slot (``LuaCall/holds(_:)``), which the call's own later reads or pops make false.
struct FieldReads {
    static let kept = 16
    /// In order until full, then a ring whose oldest is at `next`: a read past the 16th takes
    /// the oldest's place (removing the first of an array moved the other 15 at every read).
    private var ring: [FieldRead] = []
    private var next = 0

    mutating func add(_ read: FieldRead) {
        if ring.count < FieldReads.kept { ring.append(read); return }
        ring[next] = read
        next = (next + 1) % FieldReads.kept
    }

    /// The newest read that `matches`.
    func newest(where matches: (FieldRead) -> Bool) -> FieldRead? {
        let count = ring.count
        var i = next                                               // 0 until full: the newest is last
        for _ in 0..<count {
            i = (i == 0 ? count : i) - 1
            if matches(ring[i]) { return ring[i] }
        }
        return nil
    }

    var isEmpty: Bool { ring.isEmpty }
}

extension LuaCall {
    /// Records the field just pushed by `field(_:_:)` or `index(_:_:)` from the table at
    /// (absolute) `table`: named `at` or `grid[2]`, `[1]` for an element of the argument itself.
    func noteField(table: Int32, key: FieldRead.Key) {
        let parent = fieldRead(at: table)                          // a table that is itself a field
        state.fieldReads.add(FieldRead(slot: lua_gettop(L), table: table, key: key, call: serial,
                                       argument: parent?.argument ?? table, prefix: parent?.path))
    }

    /// The field read whose value is at `i`, if its table still holds that value there.
    func fieldRead(at i: Int32) -> FieldRead? {
        guard !state.fieldReads.isEmpty else { return nil }
        let slot = lua_absindex(L, i)
        guard slot > 0, slot <= lua_gettop(L) else { return nil }
        return state.fieldReads.newest { $0.call == serial && $0.slot == slot && holds($0) }
    }

    /// Whether `read.table` is a table whose `read.key` is (raw) the value at `read.slot`.
    /// Raw reads run no Lua and cannot fail. [-0, +0, m]
    private func holds(_ read: FieldRead) -> Bool {
        guard read.table < read.slot, lua_type(L, read.table) == LUA_TTABLE else { return false }
        switch read.key {
        case .name(let name):
            push(key: name)                                        /* +1 key */
            lua_rawget(L, read.table)                              /* -1 +1 table[key] */
        case .position(let n):
            lua_rawgeti(L, read.table, lua_Integer(n))             /* +1 table[n] */
        }
        // NaN is not raw-equal to itself, and {at = 0/0} is a field worth naming
        let same = lua_rawequal(L, -1, read.slot) != 0
            || lua_type(L, -1) == LUA_TNUMBER && lua_type(L, read.slot) == LUA_TNUMBER
                && clua_tonumber(L, -1, nil).isNaN && clua_tonumber(L, read.slot, nil).isNaN
        clua_pop(L, 1)                                             /* -1 */
        return same
    }
}
