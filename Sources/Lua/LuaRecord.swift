internal import CLuaShim

/// A kind of value record: a plain Lua table of numeric fields (`Rect`'s x, y, width,
/// height) with a shared metatable. Records cross the bridge as tables — fields are read raw,
/// so a plain table with the same fields is accepted too (LUA_API.md).
public final class LuaRecordType {
    public let name: String
    public let keys: [String]
    /// C strings of the keys, in one array allocated for the life of the type.
    private let cKeys: UnsafeMutablePointer<UnsafePointer<CChar>?>
    /// Registry slot of the metatable given to records pushed from Swift (0 = none yet).
    var metatable: Int32 = 0
    /// That metatable's address, for telling a record of this type from one of another
    /// (``LuaCall/isOtherRecord``) by one comparison instead of a registry read and
    /// `lua_rawequal`. Lua's collector moves nothing, and the registry keeps the table alive.
    var metatableAddress: UnsafeRawPointer?

    public init(name: String, keys: [String]) {
        self.name = name
        self.keys = keys
        cKeys = .allocate(capacity: keys.count)
        for (i, key) in keys.enumerated() {
            let bytes = Array(key.utf8CString)
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            p.initialize(from: bytes, count: bytes.count)
            cKeys[i] = UnsafePointer(p)
        }
    }

    deinit {
        for i in 0..<keys.count { UnsafeMutablePointer(mutating: cKeys[i]!).deallocate() }
        cKeys.deallocate()
    }

    @inline(__always)
    func withKeys<R>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        body(UnsafePointer(cKeys))
    }
}

extension LuaState {
    /// Sets the metatable records of `type` get when pushed from Swift: the table on top of
    /// the stack, popped.
    public func setMetatable(of type: LuaRecordType) {
        type.metatableAddress = lua_topointer(L, -1)
        type.metatable = luaL_ref(L, clua_registryindex())         /* -1 */
        recordNames.insert(type.name)
    }

    /// Gives `type` the metatable of `other` without pushing any: a form of `other` read from
    /// Lua only (a colour written without its alpha), so that a record of a third type there is
    /// refused as it is where `other` is expected (``isOtherRecord``).
    public func shareMetatable(of other: LuaRecordType, with type: LuaRecordType) {
        type.metatable = other.metatable
        type.metatableAddress = other.metatableAddress
    }
}

extension LuaCall {
    /// The record at `i` as its numbers in key order; Lua's argument error when it is not a
    /// table with a number in each field, or (with `finite`) when one is NaN or infinite.
    public func record(_ i: Int32, _ type: LuaRecordType, finite: Bool = true) throws -> [Double] {
        var values = [Double](repeating: 0, count: type.keys.count)
        if let failure = values.withUnsafeMutableBufferPointer({ read(i, type, finite: finite, into: $0.baseAddress!) }) {
            throw failure
        }
        return values
    }

    /// The same for a record of at most six fields (a point, size, rect, insets or affine
    /// transform), as a tuple in key order with the places past its fields 0: the hot reads
    /// (a frame at every assignment) make no array.
    public func smallRecord(_ i: Int32, _ type: LuaRecordType,
                            finite: Bool = true) throws -> (Double, Double, Double, Double, Double, Double) {
        precondition(type.keys.count <= 6, "\(type.name) has more than six fields")
        var values = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        let failure = withUnsafeMutablePointer(to: &values) {
            $0.withMemoryRebound(to: Double.self, capacity: 6) { read(i, type, finite: finite, into: $0) }
        }
        if let failure { throw failure }
        return values
    }

    /// Reads the record at `i` into `out` (room for its fields); the error to throw, or nil.
    /// Nothing here throws, so the callers' buffers need no generic rethrowing wrapper.
    private func read(_ i: Int32, _ type: LuaRecordType, finite: Bool, into out: UnsafeMutablePointer<Double>) -> LuaRaise? {
        guard lua_type(L, i) == LUA_TTABLE else { return typeError(i, expected: type.name) }
        if isOtherRecord(i, type) { return typeError(i, expected: type.name) }
        let count = type.keys.count
        var badType: Int32 = 0
        let bad = type.withKeys { keys in clua_getnumbers(L, i, keys, Int32(count), out, &badType) }
        if bad > 0 {
            let got = String(cString: lua_typename(L, badType))
            return argumentError(i, "\(type.name) expected, field '\(type.keys[Int(bad) - 1])' is \(got == "nil" ? "missing" : got)")
        }
        if finite, let k = (0..<count).first(where: { !out[$0].isFinite }) {
            return argumentError(i, "\(type.name) field '\(type.keys[k])' must be finite, got \(LuaValue.format(out[k]))")
        }
        return nil
    }

    /// Whether the table at `i` is a record of another type: a `Rect` where a `Point` is
    /// expected has an `x` and a `y` and was taken for its origin, a `Rect` as a `Size` for its
    /// size — mistakes Swift's types catch, read as something else. A plain table, or one
    /// with a metatable of the script's own, is still read by its fields. The common cases
    /// cost one metatable look-up (none) or that and one address comparison (the expected
    /// type's own).
    private func isOtherRecord(_ i: Int32, _ type: LuaRecordType) -> Bool {
        guard let expected = type.metatableAddress, lua_getmetatable(L, i) != 0 else { return false }
        let own = lua_topointer(L, -1) == expected
        lua_settop(L, -2)
        if own { return false }
        let name = String(cString: clua_typenameat(L, i))
        return name != type.name && state.recordNames.contains(name)
    }

    /// Pushes a record of `type` with `values` in key order.
    public func push(_ values: [Double], as type: LuaRecordType) {
        values.withUnsafeBufferPointer { v in
            type.withKeys { keys in clua_pushnumbers(L, keys, Int32(type.keys.count), v.baseAddress, type.metatable) }
        }
    }

    /// Pushes a record from a fixed number of fields without an array (hot paths).
    public func push(_ a: Double, _ b: Double, _ c: Double, _ d: Double, as type: LuaRecordType) {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 4) { v in
            v[0] = a; v[1] = b; v[2] = c; v[3] = d
            type.withKeys { keys in clua_pushnumbers(L, keys, 4, v.baseAddress, type.metatable) }
        }
    }
}
