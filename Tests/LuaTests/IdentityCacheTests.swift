import Lua
import Testing

/// The identity cache is rebuilt at its live size once a collection leaves it sparse
/// (identity.c): Lua never shrinks a table no insert rehashes, and the boxes of short-lived
/// objects (an animation's handle) left their nodes behind. Lua's own count shows the nodes
/// freed; identity and retiring hold across the rebuild.
@Suite struct IdentityCacheTests {
    /// 2,000 held probes (2,048 nodes), then 2,000 more let go (4,096 nodes while held).
    /// The first `collectgarbage()` finalizes the temporaries, whose finalizers arm the hook;
    /// the rebuild runs at the next instruction, and the second collection frees the old table.
    static let heldThenTemporaries = """
    held = {} for i = 1, 2000 do held[i] = probe('h' .. i) end
    held[1].note = 'first'
    keep(held[1])
    collectgarbage() collectgarbage()
    before = collectgarbage('count')
    local t = {} for i = 1, 2000 do t[i] = probe('t' .. i) end
    t = nil
    collectgarbage() collectgarbage()
    """

    static func kilobytes(_ w: ClassTests.World, _ name: String) throws -> Double {
        guard case .number(let kb) = try w.lua.run("return \(name)").first else { throw Failure() }
        return kb
    }
    struct Failure: Error {}

    static let limits: [LuaLimits] = [.none, .sandbox]

    /// The temporaries' boxes left 2,048 nodes of 24 bytes in the cache (44.5 KB more by
    /// Lua's count with the rebuild turned off); after it the state holds what it held before
    /// them, within 2 KB.
    @Test(arguments: limits) func aSparseCacheIsRebuiltAtItsLiveSize(limits: LuaLimits) throws {
        let w = try ClassTests.World(limits: limits)
        try w.lua.run(Self.heldThenTemporaries)
        let grown = try Self.kilobytes(w, "collectgarbage('count') - before")
        #expect(grown < 2, "the cache kept the temporaries' nodes: \(grown) KB")
        #expect(w.lua.hostObjectCount == 2000)
        #expect(w.tally.deinits == 2000)
    }

    /// A small cache is not rebuilt (identity.c's floor, 1,024 nodes): 200 held probes and 200
    /// temporaries grow it to 512 nodes, and after the temporaries go it keeps them — 256 nodes
    /// of 24 bytes more than a rebuild at the live size would leave (6 KB by Lua's count). A
    /// script whose few dozen boxes come and go paid a rebuild, and the collector step its
    /// restart forces, every few presentations for it.
    @Test(arguments: limits) func aSmallCacheKeepsItsNodes(limits: LuaLimits) throws {
        let w = try ClassTests.World(limits: limits)
        try w.lua.run("""
        held = {} for i = 1, 200 do held[i] = probe('h' .. i) end
        collectgarbage() collectgarbage()
        before = collectgarbage('count')
        local t = {} for i = 1, 200 do t[i] = probe('t' .. i) end
        t = nil
        collectgarbage() collectgarbage()
        """)
        let grown = try Self.kilobytes(w, "collectgarbage('count') - before")
        #expect(grown > 5.5 && grown < 7, "the cache's nodes: \(grown) KB more")
        #expect(w.tally.deinits == 200)
    }

    @Test(arguments: limits) func theSameObjectIsTheSameBoxAfterARebuild(limits: LuaLimits) throws {
        let w = try ClassTests.World(limits: limits)
        try w.lua.run(Self.heldThenTemporaries)
        #expect(try w.lua.run("return kept(1) == held[1], rawequal(kept(1), held[1]), kept(1).note, kept(1).name") ==
                [.boolean(true), .boolean(true), .string("first"), .string("h1")])
        // a box made after the rebuild is found in the new table
        #expect(try w.lua.run("local p = probe('new'); keep(p); p.note = 'second'; return rawequal(kept(2), p), kept(2).note") ==
                [.boolean(true), .string("second")])
    }

    /// Finalizers run by a collection inside a coroutine arm that coroutine's hook: the
    /// rebuild runs at its next instruction, there, before its second collection.
    @Test(arguments: limits) func aCollectionInACoroutineRebuildsThere(limits: LuaLimits) throws {
        let w = try ClassTests.World(limits: limits)
        try w.lua.run("""
        held = {} for i = 1, 2000 do held[i] = probe('h' .. i) end
        keep(held[1])
        collectgarbage() collectgarbage()
        before = collectgarbage('count')
        local t = {} for i = 1, 2000 do t[i] = probe('t' .. i) end
        t = nil
        coroutine.wrap(function()
          collectgarbage() collectgarbage()
        end)()
        """)
        let grown = try Self.kilobytes(w, "collectgarbage('count') - before")
        #expect(grown < 2, "the cache kept the temporaries' nodes: \(grown) KB")
        #expect(try w.lua.run("return rawequal(kept(1), held[1])") == [.boolean(true)])
    }

    /// Without limits the hook was armed for the rebuild alone: it is off again after it.
    @Test func aStateWithoutLimitsHasNoHookAfterTheRebuild() throws {
        let w = try ClassTests.World(limits: .none)
        try w.lua.run(Self.heldThenTemporaries + "\nhook = debug.gethook()")
        #expect(try w.lua.run("return hook") == [.nil])
    }

    /// Boxes made before a rebuild are found by a retire after it; retiring most of them
    /// leaves the cache sparse too, and the next entry into Lua rebuilds it.
    @Test func boxesMadeBeforeARebuildAreRetiredAfterIt() throws {
        let w = try ClassTests.World()
        let serial = w.lua.nextBoxSerial
        try w.lua.run(Self.heldThenTemporaries)
        let retired = w.lua.retireBoxes(madeSince: serial, why: "of a reset world") { ($0 as? Probe)?.name != "h2" }
        #expect(retired.count == 1999)
        #expect(w.lua.hostObjectCount == 1)
        // The retire armed the rebuild; it ran at this entry's first instruction, so the old
        // table (2,048 nodes of 24 bytes) is garbage when `before` is taken. The retired boxes
        // stay held: nothing else is let go.
        try w.lua.run("before = collectgarbage('count') collectgarbage() collectgarbage()")
        let freed = try Self.kilobytes(w, "before - collectgarbage('count')")
        #expect(freed > 40, "freed \(freed) KB")
        #expect(w.lua.failure("local a = 1\nheld[1]:touch()", name: "r.lua")?.message == "r.lua:2: attempt to use a Probe of a reset world")
        #expect(try w.lua.run("return held[2]:touch(), held[2].name") == [.number(2), .string("h2")])
    }
}
