import Testing
@testable import Lua

/// Lua's emergency collection (shim.c): what it frees between the allocator's refusal and
/// Lua's retry is held until the running thread's next instruction, because Lua 5.4.4's bug
/// "Use after free in 'luaV_finishset'" goes on using a table that collection freed — a
/// weak-valued metatable's `__newindex` table, grown by the very allocation refused.
@Suite struct EmergencyCollectionTests {
    /// A weak-valued metatable's `__newindex` table of 2^19 string keys, the only reference to
    /// it, then garbage, then a new key: growing its hash part goes past the ceiling. Lua's
    /// emergency collection frees the table and the garbage, the retry gets the new hash part,
    /// and Lua then writes the freed table's fields, reads its freed hash part back and frees
    /// it a second time. Before the holding, this ended in SIGSEGV (the whole test process).
    static let hashPartGrownAfterItsTableWasFreed = """
        local N = {}
        for i = 1, 2^19 do N["k" .. i] = true end
        local mt = setmetatable({__newindex = N}, {__mode = "v"})
        collectgarbage("stop")
        N = nil
        local t = setmetatable({}, mt)
        local garbage = {}
        for i = 1, 8 do garbage[i] = ("x"):rep(2^20 - 64) .. i end
        garbage = nil
        t.newkey = 1
        return rawget(mt, "__newindex"), rawget(t, "newkey")
        """

    /// A state under a 64 MiB limit, as `transit run`'s default hostile corpus runs.
    static func limitedState() throws -> LuaState {
        try makeState(LuaLimits(memory: 64 << 20, instructions: 0, seconds: 0, hostObjects: 0))
    }

    /// Runs the global `step()` with the ceiling `room` bytes above what the state holds now —
    /// so that the step's allocation passes it until the emergency collection frees — and puts
    /// the ceiling back.
    static func step(_ lua: LuaState, room: Int) throws -> [LuaValue] {
        let control = lua.control
        let ceiling = control.pointee.ceiling
        control.pointee.ceiling = control.pointee.used + room
        defer { control.pointee.ceiling = ceiling }
        return try lua.run("return step()", chunkName: "@step.lua")
    }

    @Test func aTableFreedUnderItsOwnGrowthIsHeldNotReused() throws {
        let lua = try Self.limitedState()
        let control = lua.control
        let results = try lua.run(Self.hashPartGrownAfterItsTableWasFreed, chunkName: "@hash.lua")
        // the table went with the emergency collection (its metatable's values are weak), and
        // the key went into it, not into `t`
        #expect(results == [.nil, .nil])
        // the collection held what it freed, and the next instruction freed it
        #expect(control.pointee.heldcollections == 1)
        #expect(control.pointee.held.count == 0)
        #expect(control.pointee.held.bytes == 0)
        // the new hash part the retry got hangs from the freed table alone: watched, not lost
        #expect(control.pointee.nretried == 1)
        #expect(control.pointee.retried.0.size == 24 << 20)   // 2^20 nodes of 24 bytes
        // the state goes on: its collector, its allocations, its strings
        try lua.run("collectgarbage('restart'); collectgarbage()", chunkName: "@after.lua")
        #expect(try lua.run("local s = {} for i = 1, 1000 do s[i] = ('y'):rep(i) end return #s[1000]",
                            chunkName: "@after.lua") == [.integer(1000)])
        lua.close()
        // every byte the state counted came back: Lua's own blocks at close, the new hash part
        // the allocator watched after it
        #expect(control.pointee.used == 0)
        #expect(control.pointee.nretried == 0)
    }

    /// The same with an array part as well: the retry gets the new hash part, then Lua asks to
    /// reallocate the freed table's array — refused, and Lua raises its memory error, freeing
    /// the new hash part itself.
    @Test func resizingAFreedTablesArrayIsRefusedAsMemory() throws {
        let lua = try Self.limitedState()
        let control = lua.control
        let source = Self.hashPartGrownAfterItsTableWasFreed.replacingOccurrences(
            of: "local N = {}\n", with: "local N = {}\nfor i = 1, 2^10 do N[i] = i end\n")
        let error = lua.failure(source, name: "mixed.lua")
        #expect(error?.message.hasPrefix("mixed.lua:11: not enough memory") == true, "\(String(describing: error))")
        #expect(control.pointee.held.count == 0)
        // Lua freed the new hash part itself (24 MiB): what is left is the script's few MiB
        #expect(control.pointee.used < 16 << 20)
        #expect(try lua.run("return 40 + 2", chunkName: "@after.lua") == [.integer(42)])
        lua.close()
        #expect(control.pointee.used == 0)
    }

    /// A weak-valued metatable's `__newindex` table with no array part, and a step that sets an
    /// integer key through it (the two tests below).
    static let freshArraySetup = """
        local N = {}
        for i = 1, 2^11 do N[2 * i] = i end
        for i = 1, 2^16 - 2^11 do N[i + 0.5] = true end
        mt = setmetatable({__newindex = N}, {__mode = "v"})
        t = setmetatable({}, mt)
        collectgarbage("stop")
        function step() t[1] = 1 return rawget(mt, "__newindex"), rawget(t, 1) end
        """

    /// The freed table had no array part, and the new key is an integer: after the new hash
    /// part (the retry's block), Lua asks for a fresh array (ltable.c, luaH_resize: the array's
    /// realloc of NULL) — not a retry, and from then on reached only from the freed table. The
    /// keys 2, 4, …, 2^12 sit in the hash part (half full: too sparse for an array), with
    /// floats up to 2^16 keys (a full hash part, 1.5 MiB), until key 1 makes 1..2^12 dense: an
    /// array of 2^12 slots, 64 KiB, after a new hash part of 2^16 nodes, the block refused (the
    /// ceiling is set 1 MiB above the count for the step). The array was lost: counted, never
    /// freed.
    @Test func aFreshArrayForTheFreedTableIsWatchedToo() throws {
        let lua = try Self.limitedState()
        let control = lua.control
        try lua.run(Self.freshArraySetup, chunkName: "@setup.lua")
        let results = try Self.step(lua, room: 1 << 20)
        #expect(results == [.nil, .nil])
        #expect(control.pointee.heldcollections == 1)
        #expect(control.pointee.held.count == 0)
        // the new hash part and the new array, both hanging from the freed table alone
        #expect(control.pointee.nretried == 2)
        #expect(control.pointee.retried.0.size == 24 << 16)   // 2^16 nodes of 24 bytes
        #expect(control.pointee.retried.1.size == 16 << 12)   // 2^12 slots of 16 bytes
        lua.close()
        #expect(control.pointee.used == 0)
        #expect(control.pointee.nretried == 0)
    }

    /// The same step with the ceiling between the two blocks: the new hash part (1.5 MiB) is
    /// granted before any refusal, the fresh array is refused, and the emergency collection
    /// frees the table; the retry's array is watched, but the hash part, made before the
    /// refusal and reached only from the freed table, is not: lost, counted and never freed
    /// (1.5 MiB here; the check below failed with `used` 1,572,864). Open: watching it needs
    /// the allocator's fast path to remember its last new block.
    @Test(.disabled("open: the new hash part granted before the refusal is lost (rev104)")) func aHashPartGrantedBeforeTheRefusalIsLost() throws {
        let lua = try Self.limitedState()
        let control = lua.control
        try lua.run(Self.freshArraySetup, chunkName: "@setup.lua")
        let results = try Self.step(lua, room: (24 << 16) + (32 << 10))
        #expect(results == [.nil, .nil])
        lua.close()
        #expect(control.pointee.used == 0)
    }

    /// A hook of the script's own (debug.sethook, a state without limits: `--unsafe`) outlives
    /// an emergency collection that held something: the allocator arms its own hook for the
    /// next instruction only where no other hook is set. It replaced the script's before,
    /// whose count stopped at the emergency (0 below; main's binary: 107 in the same script
    /// run by `transit run --unsafe --memory 32`).
    @Test func aScriptsOwnHookOutlivesTheEmergency() throws {
        let lua = try Self.limitedState()
        let control = lua.control
        try lua.run("""
            a = ("a"):rep(2^19)
            collectgarbage("stop")
            g1, g2 = a .. "1", a .. "2"
            function step()
              local n = 0
              debug.sethook(function() n = n + 1 end, "", 1)
              g1, g2 = nil, nil
              -- an array grown to 2^16 slots (1 MiB): a doubling passes the ceiling until the
              -- emergency frees g1 and g2 — a table part's size, so that collection is held
              local s = {}
              for i = 1, 2^16 do s[i] = true end
              local before = n
              for i = 1, 10 do end
              local counted = n - before
              debug.sethook()
              return counted, #s
            end
            """, chunkName: "@setup.lua")
        let results = try Self.step(lua, room: 256 << 10)
        // the loop's 10 iterations: a FORLOOP each, and the lines around it
        guard case .integer(let counted)? = results.first else { Issue.record("\(results)"); return }
        #expect(counted >= 10)
        #expect(results.last == .integer(1 << 16))
        #expect(control.pointee.held.count == 0)
        #expect(control.pointee.heldcollections == 1)    // the emergency came, and held
        lua.close()
        #expect(control.pointee.used == 0)
    }

    /// A string past the ceiling, which only the emergency collection makes room for: a string's
    /// block is no table part, so that collection frees as stock Lua's does, holding nothing —
    /// holding after every refusal kept the garbage in the process beside the new string
    /// (rev104: `s .. s` of 60 MiB after 180 MiB of garbage peaked at 407 MiB of RSS, 284 MiB
    /// before the holding and now).
    @Test func aStringPastTheCeilingHoldsNothing() throws {
        let lua = try Self.limitedState()
        let control = lua.control
        try lua.run("""
            a = ("a"):rep(2^19)
            collectgarbage("stop")
            g1, g2 = a .. "1", a .. "2"
            function step() g1, g2 = nil, nil local s = a .. a return #s end
            """, chunkName: "@setup.lua")
        let results = try Self.step(lua, room: 256 << 10)   // 1 MiB needs g1 and g2 gone
        #expect(results == [.integer(1 << 20)])
        #expect(control.pointee.heldcollections == 0)
        lua.close()
        #expect(control.pointee.used == 0)
    }

    /// Without an emergency nothing is held or watched, and a closed state has given back
    /// every byte it counted (the invariant the two tests above hold after the bug's path).
    @Test func anOrdinaryStateHoldsNothingAndGivesEveryByteBack() throws {
        let lua = try Self.limitedState()
        let control = lua.control
        try lua.run("local t = {} for i = 1, 1e5 do t[i] = {i} end", chunkName: "@plain.lua")
        #expect(control.pointee.heldcollections == 0)
        #expect(control.pointee.held.count == 0)
        #expect(control.pointee.nretried == 0)
        #expect(control.pointee.used > 0)
        lua.close()
        #expect(control.pointee.used == 0)
    }
}
