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

/// rev103's hostile review of the slot reads: the metamethods and a method called by hand with
/// unusual stacks, keys and values, from frames with C between and from a coroutine whose
/// stack grew, write the same transcript with the slots as through the API (the path before
/// bridge102, byte for byte), and the lines pinned below are the API's.
extension SlotReadTests {
    static let handCalls = """
        local out = {}
        local function show(tag, ok, ...)
          local t = {}
          for i = 1, select('#', ...) do local x = select(i, ...); t[#t + 1] = type(x) == "userdata" and "<ud>" or tostring(x) end
          out[#out + 1] = tag .. " " .. tostring(ok) .. " " .. table.concat(t, "|")
        end
        local function try(tag, f, ...) show(tag, pcall(f, ...)) end
        local p, s = probe('a'), subprobe('s')
        local mt = debug.getmetatable(p)
        local idx, nidx = mt.__index, mt.__newindex
        local many = {}
        for i = 1, 250 do many[i] = i end
        try("idx1", idx, p)
        try("idx250", idx, p, "level", table.unpack(many))
        try("idxsub", idx, s, "level")
        try("idxtab", idx, {}, "level")
        try("idxco", idx, coroutine.create(print), "level")
        try("nidx250", nidx, p, "level", 30, table.unpack(many))
        try("nidxsub", nidx, s, "level", 40)
        try("nidxstr", nidx, p, "level", "1.5")
        local keys = {("x"):rep(41), "lev\\0el", "level\\0", 1, 1.0, -0.0, 2^63, math.mininteger, true, print, {}, "" }
        for i, k in ipairs(keys) do
          try("get" .. i, function() return p[k] end)
          try("set" .. i, function() p[k] = 7 end)
        end
        try("setnan", function() p[0/0] = 1 end)
        try("touch0", p.touch)
        try("touchnum", p.touch, 5)
        try("touchtab", p.touch, {})
        try("touchsub", p.touch, s)
        try("touch250", p.touch, p, table.unpack(many))
        local co = coroutine.wrap(function()
          local function deep(n) if n == 0 then p.level = 60; return p.level end return deep(n - 1) + 0 end
          return deep(3000), (("ab"):gsub("%a", function() p.level = 70; return p.level end))
        end)
        try("deep", co)
        try("sort", function() local t = {3, 1, 2}; table.sort(t, function(a, b) p.level = a; return a < b end); return p.level end)
        return table.concat(out, "\\n")
        """

    @Test func handCalledMetamethodsSayTheSameEitherWay() throws {
        var transcripts: [String] = []
        for direct: Int32 in [1, 0] {
            let w = try ClassTests.World()
            try w.lua.run("probe('a') subprobe('b')")                  // the classes made (on first use)
            clua_control(w.lua.L).pointee.directslots = direct
            guard case .string(let transcript)? = try w.lua.run(Self.handCalls, chunkName: "@h.lua").first else {
                Issue.record("no transcript"); return
            }
            transcripts.append(transcript)
        }
        #expect(transcripts[0] == transcripts[1])
        let lines = transcripts[0].split(separator: "\n").map(String.init)
        #expect(lines.contains("idx1 true nil"))
        #expect(lines.contains("idx250 true 10.0"))            // a probe's value starts at 1
        #expect(lines.contains("idxtab false h.lua:7: attempt to use a table value as a Transit object"))
        #expect(lines.contains("nidx250 true "))
        #expect(lines.contains("nidxstr false h.lua:7: bad value for 'level' of Probe (number expected, got string)"))
        #expect(lines.contains("set7 true "))                          // 2^63: a field, as before
        #expect(lines.contains("setnan false h.lua:26: table index is NaN"))
        #expect(lines.contains("touchnum false h.lua:7: bad argument #1 to '?' (Probe expected, got number)"))
        #expect(lines.contains("touchsub true 5.0"))          // a SubProbe is a Probe: 40 / 10 + 1
        #expect(lines.contains("deep true 60.0|70.070.0"))    // gsub's string, as stock lua5.4 makes it
        #expect(lines.contains("sort true 1.0"))              // stock lua5.4's sort compares 1 last
        #expect(lines.count == 40, "\(lines.count)")
    }
}
