@testable import Lua
import Testing

/// The start arena (`LuaState.useStartArena`, shim.c): one state at a time takes Lua's new
/// blocks from one block first. Serialized: the arena is one per process.
@Suite(.serialized) struct StartArenaTests {
    /// Strings, tables grown in place and moved, garbage collected, the arena overflowed into
    /// malloc: every byte Lua reads back is the one it wrote.
    static let workload = """
        local t, s = {}, 0
        for i = 1, 3000 do
          t[i] = { i, tostring(i) .. "x", { i * 2 } }   -- the array part reallocated as it grows
          if i % 3 == 0 then t[i - 1] = nil end          -- garbage, some of it in the arena
        end
        collectgarbage()
        for i = 1, 3000 do
          local e = t[i]
          if e then s = s + e[1] + #e[2] + e[3][1] end
        end
        local parts = {}
        for i = 1, 200 do parts[#parts + 1] = string.rep("ab", i) end
        return s, #table.concat(parts), collectgarbage("count") > 0
        """

    @Test func aStateWithTheArenaComputesWhatAPlainOneDoesAndOverflowsIntoMalloc() throws {
        let plain = try LuaState(limits: .none)
        let expected = try plain.run(Self.workload)
        #expect(expected == [.integer(9_012_262), .integer(40_200), .boolean(true)])
        #expect(plain.arenaBytesTaken == 0)

        let lua = try LuaState(limits: .none, arena: 64 << 10)
        let taken = lua.arenaBytesTaken
        #expect(taken > 0 && taken < 64 << 10)                  // the standard libraries, in it
        lua.startClock()                                        // the script starts: it collects
        #expect(try lua.run(Self.workload) == expected)
        #expect(lua.arenaBytesTaken > 60 << 10 && lua.arenaBytesTaken <= 64 << 10)   // full: malloc took the rest
        #expect(lua.memoryInUse == plain.memoryInUse)          // Lua's own count is the same
        lua.close()
        plain.close()
    }

    @Test func onlyOneStateOwnsItAndClosingGivesItBack() throws {
        let first = try LuaState(limits: .none, arena: 256 << 10)
        #expect(first.arenaBytesTaken > 0)
        let second = try LuaState(limits: .none, arena: 256 << 10)
        #expect(second.arenaBytesTaken == 0)                   // taken: it uses malloc alone
        #expect(try second.run("return ('x'):rep(10) .. #{1, 2, 3}") == [.string("xxxxxxxxxx3")])
        first.close()
        #expect(first.arenaBytesTaken == 0)
        second.close()
        let third = try LuaState(limits: .none, arena: 256 << 10)
        #expect(third.arenaBytesTaken > 0)
        #expect(try third.run("return 6 * 7") == [.integer(42)])
        third.close()
    }

    @Test func aMemoryLimitEndsAScriptInTheArenaAsWithout() throws {
        let lua = try LuaState(limits: LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0),
                               arena: 512 << 10)
        #expect(lua.arenaBytesTaken > 0)
        let error = try #require(lua.failure("local t = {}\nlocal i = 0\nwhile true do i = i + 1; t[i] = {i} end"))
        #expect(error.kind == .memory)
        #expect(error.message == "t.lua:3: not enough memory (script memory limit 16 MiB)")
        #expect(try lua.run("local t = {} for i = 1, 1000 do t[i] = i end return #t") == [.integer(1000)])
        #expect(lua.memoryInUse < 16 << 20)
        lua.close()
    }

    /// The arena's state is a one-state process's: its collector waits for the script's start
    /// (the first `startClock`), since the set-up before keeps all it makes; after that the
    /// script's own `collectgarbage("stop")` is its own. Other states collect from the start.
    @Test func theArenasStateCollectsFromItsScriptsStartOn() throws {
        let lua = try LuaState(limits: .none, arena: 256 << 10)
        #expect(lua.arenaBytesTaken > 0)
        #expect(try lua.run("return collectgarbage('isrunning')") == [.boolean(false)])
        lua.startClock()
        #expect(try lua.run("return collectgarbage('isrunning')") == [.boolean(true)])
        #expect(try lua.run("collectgarbage('stop') return collectgarbage('isrunning')") == [.boolean(false)])
        lua.startClock()                                        // a later entry leaves it as the script did
        #expect(try lua.run("return collectgarbage('isrunning')") == [.boolean(false)])
        lua.close()

        let plain = try LuaState(limits: .none)
        #expect(plain.arenaBytesTaken == 0)
        #expect(try plain.run("return collectgarbage('isrunning')") == [.boolean(true)])
        plain.close()
    }

    /// Released, the collector starts as after a finished cycle (`clua_releasecollector`): its
    /// first cycle begins once the heap has grown by what the set-up kept, as the default pause
    /// (200) sets, not at the script's first allocations. A finalizer of set-up garbage shows
    /// when that cycle ends: not after the script has made half the set-up heap's size in
    /// garbage (a cycle from a debt of 0 has ended by then), and after three times it.
    @Test func theReleasedCollectorWaitsAPauseBeforeItsFirstCycle() throws {
        let lua = try LuaState(limits: .none, arena: 1 << 20)
        #expect(try lua.run("""
            ran = 0
            setmetatable({}, { __gc = function() ran = ran + 1 end })   -- garbage from the start
            kept = {}
            for i = 1, 4000 do kept[i] = { i } end
            return collectgarbage('isrunning')
            """) == [.boolean(false)])
        lua.startClock()
        let churn = """
            for _ = 1, (...) * 8 do local _ = { 1, 2, 3, 4 } end   -- 8 tables of 120 bytes a KB
            return ran
            """
        guard case .integer(let heap) = try lua.run("return math.floor(collectgarbage('count'))").first else {
            Issue.record("no count"); return
        }
        #expect(heap > 200)                                       // the libraries and the 4,000 tables
        #expect(try lua.run(churn, chunkName: "=churn", arguments: [.integer(heap / 2)]) == [.integer(0)])
        #expect(try lua.run(churn, chunkName: "=churn", arguments: [.integer(heap * 3)]) == [.integer(1)])
        lua.close()
    }

    /// `--unsafe` asks for generational mode in the set-up, while the collector is held: it
    /// switches as the collector is released, in lua.c's order (RESTART, then GCGEN), whose
    /// minor collection's debt starts the script as lua5.4 starts one. The release's pause put
    /// the first minor collection off until the heap had doubled: a finalizer of the script's
    /// first garbage had not run after half the heap's size in more (lua5.4's ran after a
    /// tenth of it, `print` of that fraction in such a script).
    @Test func generationalModeStartsAsLuaStartsItWhenTheCollectorIsReleased() throws {
        let lua = try LuaState(limits: .none, arena: 1 << 20)
        _ = try lua.run("kept = {} for i = 1, 4000 do kept[i] = { i } end")
        lua.useGenerationalCollector()
        lua.startClock()
        let start = try lua.run("""
            ran = 0
            setmetatable({}, { __gc = function() ran = ran + 1 end })   -- the script's garbage
            return collectgarbage('generational'), math.floor(collectgarbage('count'))
            """)
        guard start.count == 2, case .integer(let heap) = start[1] else { Issue.record("\(start)"); return }
        #expect(start[0] == .string("generational"))             // the mode it was in
        #expect(heap > 200)
        let churn = "for _ = 1, (...) * 8 do local _ = { 1, 2, 3, 4 } end return ran"
        #expect(try lua.run(churn, chunkName: "=churn", arguments: [.integer(heap / 2)]) == [.integer(1)])
        lua.close()
    }

    /// The arena's state runs its set-up — the host's own Lua — without the limits' count
    /// hook (Lua 5.4 visits every instruction while one is set) and has it from the script's
    /// start: a loop past the instruction budget runs to its end before the first
    /// `startClock`, and is stopped at its line after it.
    @Test func theArenasStateIsHookedFromItsScriptsStartOn() throws {
        let limits = LuaLimits(memory: 0, instructions: 10_000, seconds: 0, hostObjects: 0)
        let lua = try LuaState(limits: limits, arena: 256 << 10)
        #expect(lua.arenaBytesTaken > 0)
        let loop = "local n = 0 for i = 1, 100000 do n = n + 1 end return n, debug.gethook() ~= nil"
        #expect(try lua.run(loop, chunkName: "=setup", arguments: []) == [.integer(100_000), .boolean(false)])
        lua.startClock()
        #expect(try lua.run("return debug.gethook() ~= nil", chunkName: "=script", arguments: []) == [.boolean(true)])
        let error = try #require(lua.failure(loop, name: "script.lua"))
        #expect(error.kind == .instructionLimit)
        #expect(error.message.hasPrefix("script.lua:1: instruction limit exceeded"))
        lua.close()

        let plain = try LuaState(limits: limits)                 // any other state: from its making
        #expect(plain.failure(loop, name: "plain.lua")?.kind == .instructionLimit)
        plain.close()
    }

    /// A side state — a project's config, a command line's pattern, the files' shuffle, made
    /// before the spec file's — takes no arena, asked for or offered (`clua_takearena`, which
    /// the process's request goes through too), so it leaves the one the process asked for,
    /// and the collector it holds, to the script's state. Offered here: a request
    /// (`useStartArena`) is process-wide, and the suites running beside this one make states.
    @Test func aSideStateTakesNoArena() throws {
        let side = try LuaState(limits: .none, arena: 256 << 10, side: true)
        #expect(side.arenaBytesTaken == 0)
        #expect(try side.run("return collectgarbage('isrunning')") == [.boolean(true)])
        let script = try LuaState(limits: .none, arena: 256 << 10)   // left for the next
        #expect(script.arenaBytesTaken > 0)
        script.close()
        side.close()
    }
}
