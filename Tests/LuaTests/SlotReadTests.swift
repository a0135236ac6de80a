import CLua
import CLuaShim
@testable import Lua
import Testing

/// `obj.x = n` and `obj.x` read their box, key and number from the Lua stack's slots
/// (CLuaShim/slots.h) instead of five API calls, once the state checked that this liblua's
/// slots read as the API reads them.
@Suite struct SlotReadTests {
    /// Debian's liblua5.4 (the one the product links) passes the check, so the fast paths are
    /// the ones the other bridge tests run.
    @Test func thisLibluaReadsAsTheAPI() throws {
        let w = try ClassTests.World()
        try w.lua.run("probe('a')")                                    // the class made (on first use)
        #expect(clua_control(w.lua.L).pointee.directslots == 1)
    }

    /// A metamethod called with fewer arguments than the VM gives (debug.getmetatable's, from
    /// C here, so that the slots past its arguments still hold a box, a name and a number)
    /// reads only what it was given, as the API does: no value at 1 is no box, no key is no
    /// property — never the stale values above the top. A bound method's `self` too.
    @Test func staleSlotsPastTheArgumentsAreNotRead() throws {
        let w = try ClassTests.World()
        try w.lua.run("p = probe('a') p.level = 20 mt = debug.getmetatable(p)")
        let L = w.lua.L
        func call(_ metamethod: String, given: Int32) -> (status: Int32, top: String?) {
            lua_settop(L, 0)
            lua_getglobal(L, metamethod == "touch" ? "p" : "mt")       /* +1 */
            lua_getfield(L, -1, metamethod)                            /* +1 the function */
            lua_copy(L, -1, 1)
            lua_settop(L, 1)                                           /* -1 */
            lua_getglobal(L, "p")                                      /* +1 */
            lua_pushstring(L, "level")                                 /* +1 */
            lua_pushnumber(L, 70)                                      /* +1 */
            lua_settop(L, 1 + given)                                   /* the rest stale */
            let status = lua_pcallk(L, given, 1, 0, 0, nil)            /* -(1+given) +1 */
            let top = lua_type(L, -1) == LUA_TSTRING ? String(cString: lua_tolstring(L, -1, nil)) : nil
            let isNil = lua_type(L, -1) == LUA_TNIL
            lua_settop(L, 0)
            return (status, isNil ? "nil" : top)
        }
        let noObject = call("__newindex", given: 0)
        #expect(noObject.status == LUA_ERRRUN && noObject.top?.hasSuffix("attempt to use no value as a Transit object") == true, "\(noObject.top ?? "-")")
        let noValue = call("__newindex", given: 2)
        #expect(noValue.status == LUA_ERRRUN &&
                noValue.top?.hasSuffix("bad value for 'level' of Probe (number expected, got no value)") == true)
        _ = call("__newindex", given: 1)                               // no key: whatever the API makes of it
        #expect(try w.lua.run("return p.level") == [.number(20)])       // never the stale 70
        let got = call("__index", given: 1)                            // the object, no key
        #expect(got.status == LUA_OK && got.top == "nil")
        let none = call("__index", given: 0)
        #expect(none.status == LUA_ERRRUN && none.top?.hasSuffix("attempt to use no value as a Transit object") == true, "\(none.top ?? "-")")
        // a bound method's self, the same: p:touch() would add 1 to p.value (2)
        let noSelf = call("touch", given: 0)
        #expect(noSelf.status == LUA_ERRRUN && noSelf.top?.contains("Probe expected, got no value") == true, "\(noSelf.top ?? "-")")
        #expect(try w.lua.run("return p.value") == [.number(2)])
    }

    /// With the slots refused (a liblua laid out otherwise), every read and write takes the
    /// API's path and says the same.
    @Test func theAPIPathSaysTheSame() throws {
        for direct: Int32 in [1, 0] {
            let w = try ClassTests.World()
            try w.lua.run("probe('a')")                                // the class made (on first use)
            clua_control(w.lua.L).pointee.directslots = direct
            #expect(try w.lua.run("local p = probe('a'); p.level = 50; local a = p.level; p.level = 3; return a, p.level, math.type(p.level), p.double") ==
                    [.number(50), .number(3), .string("float"), .number(0.6)], "direct \(direct)")
            #expect(w.lua.failure("local p = probe('a')\np.level = '5'")?.message ==
                    "t.lua:2: bad value for 'level' of Probe (number expected, got string)", "direct \(direct)")
            #expect(w.lua.failure("local p = probe('a')\np.level = 1/0")?.message ==
                    "t.lua:2: bad value for 'level' of Probe (finite number expected, got inf)", "direct \(direct)")
            #expect(w.lua.failure("local p = probe('a')\np.double = 1")?.message ==
                    "t.lua:2: cannot assign to 'double' of Probe (it is read-only)", "direct \(direct)")
            let fields = try w.lua.run("local p = probe('a'); p.extra = 4; return p.extra, p.nothing, p[1]")
            #expect(fields == [.integer(4), .nil, .nil], "direct \(direct): \(fields)")
            #expect(w.lua.failure("local t = {}\ndebug.setmetatable(t, debug.getmetatable(probe('a')))\nt.level = 1")?.message ==
                    "t.lua:3: attempt to use a table value as a Probe", "direct \(direct)")
            #expect(w.lua.failure("local t = {}\ndebug.setmetatable(t, debug.getmetatable(probe('a')))\nreturn t.level")?.message ==
                    "t.lua:3: attempt to use a table value as a Probe", "direct \(direct)")
        }
    }
}
