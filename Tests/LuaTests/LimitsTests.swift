import Lua
import Testing

@Suite struct LimitsTests {
    static let tight = LuaLimits(memory: 16 << 20, instructions: 1_000_000, seconds: 0, hostObjects: 50)

    @Test func aBusyLoopEndsAtTheBudgetNamingItsLine() throws {
        let lua = try makeState(Self.tight)
        let error = try #require(lua.failure("local x = 0\nwhile true do\n  x = x + 1\nend"))
        #expect(error.kind == .instructionLimit)
        #expect(error.message.hasSuffix("instruction limit exceeded (1000000 instructions)"))
        #expect(error.message.hasPrefix("t.lua:2:") || error.message.hasPrefix("t.lua:3:"))
        // the budget is per entry: the next chunk runs normally
        #expect(try lua.run("return 1 + 1") == [.integer(2)])
    }

    @Test func theBudgetIsDeterministic() throws {
        func count() throws -> LuaValue {
            let lua = try makeState(Self.tight)
            try lua.run("n = 0")
            _ = lua.failure("while true do n = n + 1 end")
            return try lua.run("return n")[0]
        }
        let first = try count()
        #expect(first == (try count()))
        guard case .integer(let n) = first else { Issue.record("n is \(first)"); return }
        #expect(n > 100_000 && n < 1_000_000)
    }

    @Test func pcallCannotSwallowTheStop() throws {
        let lua = try makeState(Self.tight)
        let error = try #require(lua.failure("while true do pcall(function() while true do end end) end"))
        #expect(error.kind == .instructionLimit)
        #expect(error.message.hasPrefix("t.lua:1: instruction limit exceeded"))
    }

    /// A stop is sticky: a pcall that caught it meets it again at the next instruction. Every
    /// raise names the line where it first fired — the loop's — not the line after the pcall
    /// (nor luassert's, for `assert.has_error`), which ran only because the pcall returned.
    @Test func theStopNamesTheLineItFiredAtAfterAPcall() throws {
        let lua = try makeState(Self.tight)
        let error = try #require(lua.failure("local ok = pcall(function()\n  while true do end\nend)\nlocal after = 1\n"))
        #expect(error.kind == .instructionLimit)
        #expect(error.message == "t.lua:2: instruction limit exceeded (1000000 instructions)")
        // the next entry starts afresh: its own stop names its own line
        let next = try #require(lua.failure("local a = 1\nlocal b = 2\nrepeat until false\n"))
        #expect(next.message == "t.lua:3: instruction limit exceeded (1000000 instructions)")
    }

    @Test func coroutinesAreCountedToo() throws {
        let lua = try makeState(Self.tight)
        let error = try #require(lua.failure("local co = coroutine.wrap(function()\n  while true do end\nend)\nco()"))
        #expect(error.kind == .instructionLimit)
        #expect(error.message.contains("t.lua:2: instruction limit exceeded"))
        // a coroutine that swallows it with pcall inside is stopped again outside
        let swallowed = try #require(lua.failure("""
        local co = coroutine.create(function() pcall(function() while true do end end) end)
        coroutine.resume(co)
        while true do end
        """))
        #expect(swallowed.kind == .instructionLimit)
    }

    @Test func aGrowingTableEndsWithAMemoryErrorNamingItsLine() throws {
        let lua = try makeState(LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        let error = try #require(lua.failure("local t = {}\nlocal i = 0\nwhile true do i = i + 1; t[i] = {i} end"))
        #expect(error.kind == .memory)
        #expect(error.message == "t.lua:3: not enough memory (script memory limit 16 MiB)")
        // the garbage is collected and the state goes on
        #expect(try lua.run("local t = {} for i = 1, 1000 do t[i] = i end return #t") == [.integer(1000)])
        #expect(lua.memoryInUse < 16 << 20)
    }

    @Test func stringRepIsRefusedBeforeItAllocates() throws {
        let lua = try makeState(LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        lua.installSafeRep()
        let error = try #require(lua.failure("\nlocal s = string.rep('x', 2^30)"))
        #expect(error.message == "t.lua:2: string.rep result too large (1073741824 copies of 1 bytes; script memory limit 16 MiB)")
        // past lstrlib's largest string (INT_MAX bytes) stock refuses it itself: lua5.4's words
        #expect(lua.failure("string.rep('x', 1e10)")?.message == "t.lua:1: resulting string too large")
        #expect(lua.memoryPeak < 16 << 20)
        #expect(try lua.run("return #string.rep('ab', 3, ',')") == [.integer(8)])
    }

    @Test func tableConcatIsRefusedBeforeItAllocates() throws {
        let lua = try makeState(LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        lua.installSafeConcat()
        // 20 copies of one 1 MiB string: the parts share memory, the result would not
        let error = try #require(lua.failure("local s = string.rep('x', 1 << 20)\nlocal t = {}\nfor i = 1, 20 do t[i] = s end\nlocal all = table.concat(t)"))
        #expect(error.message.hasPrefix("t.lua:4: table.concat result too large (over "))
        #expect(error.message.hasSuffix("bytes; script memory limit 16 MiB)"))
        #expect(lua.memoryPeak < 16 << 20)
        // ordinary use is stock Lua's
        #expect(try lua.run("return table.concat({1, 'b', 2.5}, '-'), table.concat({'a', 'b', 'c'}, '', 2, 3), table.concat({})")
                == [.string("1-b-2.5"), .string("bc"), .string("")])
        #expect(lua.failure("\ntable.concat({{}})")?.message == "t.lua:2: invalid value (table) at index 1 in table for 'concat'")
        #expect(lua.failure("\ntable.concat({}, 1, 1, 'x')")?.message == "t.lua:2: bad argument #4 to 'concat' (number expected, got string)")
    }

    /// A `__len` gives stock's concat its last index, and the check before it, which may not
    /// run it, counted up to the raw length instead: three references to one 6 MiB string
    /// where stock joins the first alone (`lua5.4` prints 6291456) were "too large" under 16 MiB.
    @Test func tableConcatCountsNoFurtherThanALenSays() throws {
        let lua = try makeState(LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        lua.installSafeRep()
        lua.installSafeConcat()
        #expect(try lua.run("""
            local s = string.rep('x', 6 << 20)
            local t = setmetatable({s, s, s}, {__len = function() return 1 end})
            return #table.concat(t)
            """) == [.integer(6 << 20)])
    }

    /// A number counts as long as its text (`lua5.4` joins these 2^19 one-digit numbers into
    /// 1048575 bytes); counted as 44 bytes each, the longest a number's text can be, they were
    /// "too large" under 16 MiB.
    @Test func tableConcatCountsANumberAsItsText() throws {
        let lua = try makeState(LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        lua.installSafeConcat()
        #expect(try lua.run("""
            local t = {}
            for i = 1, 2^19 do t[i] = i % 10 end
            return #table.concat(t, ",")
            """) == [.integer(1_048_575)])
    }

    /// Values 1990 `__index` tables down cost stock's concat that many lookups each, in one C
    /// call no hook sees; the check before it walks the chain first (to stop where stock's
    /// loop raises) and charges each step to the budget, as the table functions' loops do.
    @Test func tableConcatChargesTheIndexChainItWalks() throws {
        let lua = try makeState(Self.tight)
        lua.installSafeConcat()
        let error = try #require(lua.failure("""
            local t = {}
            for i = 1, 2000 do t[i] = "" end
            for _ = 1, 1990 do t = setmetatable({}, {__index = t}) end
            return table.concat(t, "", 1, 2000)
            """))
        #expect(error.kind == .instructionLimit)
        #expect(error.message == "t.lua:4: instruction limit exceeded (1000000 instructions)")
    }

    /// A result that fits the limit but not what a full heap has left is stock's case: its
    /// allocation fails with "not enough memory" — it was called "too large" (1000 bytes).
    @Test func aRepThatFitsTheLimitButNotTheFullHeapIsOutOfMemory() throws {
        let lua = try makeState(LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        lua.installSafeRep()
        let error = try #require(lua.failure("local t = {}\nfor i = 1, 1e6 do t[i] = string.rep('y', 1000) end"))
        #expect(error.kind == .memory)
        #expect(error.message == "t.lua:2: not enough memory (script memory limit 16 MiB)")
    }

    /// The same for `table.concat`: its buffer's growth fails, and lauxlib words it as stock
    /// `lua5.4` does (a plain error, "not enough memory").
    @Test func aConcatThatFitsTheLimitButNotTheFullHeapIsOutOfMemory() throws {
        let lua = try makeState(LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        lua.installSafeRep()
        lua.installSafeConcat()
        let error = try #require(lua.failure("""
            local keep = string.rep('k', 6 << 20)
            local t, s = {}, string.rep('x', 1 << 20)
            for i = 1, 8 do t[i] = s end
            local all = table.concat(t)
            """))
        #expect(error.message == "t.lua:4: not enough memory")
    }

    @Test func theWallClockLimitStopsALoop() throws {
        let lua = try makeState(LuaLimits(memory: 0, instructions: 0, seconds: 0.2, hostObjects: 0))
        lua.startClock()
        let error = try #require(lua.failure("while true do end"))
        #expect(error.kind == .timeLimit)
        #expect(error.message == "t.lua:1: time limit exceeded")
    }

    @Test func anInterruptStopsAtTheNextHook() throws {
        let lua = try makeState(Self.tight)
        lua.register("interruptMe") { call in call.state.interrupt(); return 0 }
        let error = try #require(lua.failure("interruptMe()\nwhile true do end"))
        #expect(error.kind == .interrupted)
        #expect(error.message == "t.lua:2: interrupted!")
    }

    @Test func hostAllocationPastTheCeilingIsRaisedOnTheWayOut() throws {
        // A host function that pushes 6 MiB when only a few are left: inside the Swift frame
        // the reserve window grants it; the trampoline raises "not enough memory" afterwards.
        let lua = try makeState(LuaLimits(memory: 4 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        lua.register("big") { call in
            call.push(String(repeating: "x", count: 6 << 20))
            return 1
        }
        let error = try #require(lua.failure("local ok = true\nlocal s = big()"))
        #expect(error.kind == .memory)
        #expect(error.message == "t.lua:2: not enough memory (script memory limit 4 MiB)")
        #expect(try lua.run("return 'still alive'") == [.string("still alive")])
    }

    @Test func boundObjectsAreCapped() throws {
        let w = try ClassTests.World(limits: Self.tight)
        let error = try #require(w.lua.failure("local all = {}\nfor i = 1, 100 do all[i] = probe('p') end"))
        #expect(error.message == "t.lua:2: too many objects (limit 50 alive at once)")
        // garbage does not count against the cap
        #expect(throws: Never.self) { try w.lua.run("for i = 1, 500 do probe('p') end") }
    }
}
