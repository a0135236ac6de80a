import CLuaShim
@testable import Lua
import Testing

/// The sandbox's pairs (pairs.c) keeps its snapshot as the iterator's first upvalue: a
/// sequence of the table's keys in its order, whatever the table's size — gathered on the
/// stack up to 32 keys, through a counted table past that.
@Suite struct PairsSnapshotTests {
    /// The iterator's snapshot for a table of `n` string keys made in descending order.
    static func snapshot(keys n: Int) throws -> [String] {
        let lua = try LuaState()
        let L = lua.L
        lua_getglobal(L, "next")                                   /* +1 */
        lua_pushcclosure(L, clua_detpairs, 1)                      /* -1 +1 pairs */
        lua_createtable(L, 0, 0)                                   /* +1 t */
        for i in stride(from: n, through: 1, by: -1) {
            lua_pushboolean(L, 1)
            lua_setfield(L, -2, "k\(i)")
        }
        #expect(lua_pcallk(L, 1, 3, 0, 0, nil) == LUA_OK)          /* -2 +3 f, t, nil */
        #expect(lua_getupvalue(L, 1, 1) != nil)                    /* +1 the snapshot */
        #expect(lua_type(L, -1) == LUA_TTABLE)
        guard lua_type(L, -1) == LUA_TTABLE else { return [] }
        var keys: [String] = []
        var i: lua_Integer = 1
        while lua_rawgeti(L, -1, i) == LUA_TSTRING {               /* +1 */
            keys.append(String(cString: lua_tolstring(L, -1, nil)))
            lua_settop(L, -2)
            i += 1
        }
        lua_settop(L, 0)
        return keys
    }

    @Test(arguments: [0, 1, 2, 32, 33, 200])
    func theSnapshotIsEveryKeyInOrder(n: Int) throws {
        let expected = (0..<n).map { "k\($0 + 1)" }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        #expect(try Self.snapshot(keys: n) == expected)
    }
}
