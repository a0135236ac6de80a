import Lua
import Testing

/// An anchored box lives in the anchors instead of the identity cache (one table node per
/// box, not two): found there by a push, kept with its Lua-side fields, moved back into the
/// weak cache when let go, and retired from there.
@Suite struct AnchoredIdentityTests {
    typealias World = ClassTests.World

    /// 2,000 probes made (the cache at 2,048 nodes), then all anchored from Swift: each moves
    /// its node to the anchors. The next finalizer finds the cache empty and has it rebuilt:
    /// the anchors' 2,048 nodes take the cache's place, and Lua's count stays within 4 KB.
    /// With the boxes left in the cache too, it grew by the anchors' 48 KB.
    @Test(arguments: [LuaLimits.none, .sandbox]) func anchoringMovesTheNodeOutOfTheCache(limits: LuaLimits) throws {
        let w = try World(limits: limits)
        try w.lua.run("""
        held = {} for i = 1, 2000 do held[i] = probe('h' .. i) keep(held[i]) end
        collectgarbage() collectgarbage()
        """)
        try w.lua.run("collectgarbage() collectgarbage() before = collectgarbage('count')")
        for probe in w.kept { w.lua.anchor(probe) }
        try w.lua.run("local t = probe('temporary') t = nil collectgarbage()")
        try w.lua.run("collectgarbage() collectgarbage()")
        guard case .number(let grown) = try w.lua.run("return collectgarbage('count') - before").first else {
            Issue.record("no count"); return
        }
        #expect(grown < 4, "\(grown) KB")
        #expect(w.lua.hostObjectCount == 2000)
    }

    /// The script lets go of an anchored box: it stays, with its fields, and a push finds it;
    /// unanchored, it is back in the weak cache — the same box while the script holds it, and
    /// collected once nothing does (the object, which Swift still holds, gets a new box).
    @Test func anAnchoredBoxLivesAndComesBackToTheCache() throws {
        let w = try World()
        try w.lua.run("local p = probe('a') p.note = 'kept' keep(p)")
        w.lua.anchor(w.kept[0])
        try w.lua.run("collectgarbage() collectgarbage()")
        #expect(w.lua.hostObjectCount == 1)
        #expect(try w.lua.run("first = kept(1) return first.note, rawequal(first, kept(1))") == [.string("kept"), .boolean(true)])
        w.lua.unanchor(w.kept[0])
        #expect(try w.lua.run("collectgarbage() return rawequal(first, kept(1)), kept(1).note") == [.boolean(true), .string("kept")])
        try w.lua.run("first = nil collectgarbage() collectgarbage()")
        #expect(w.lua.hostObjectCount == 0)
        #expect(try w.lua.run("return kept(1).note, kept(1).name") == [.nil, .string("a")])
        #expect(w.lua.hostObjectCount == 1)
    }

    /// A host that names the classes it anchors (`askShouldAnchor(only:)`) is asked about the
    /// new boxes of those only: a Probe's box is made without asking and its field goes with
    /// it once collected; a SubProbe's is asked about, anchored, and keeps its field.
    @Test func onlyTheNamedClassesAreAskedToAnchor() throws {
        let w = try World()
        var asked: [String] = []
        w.lua.shouldAnchor = { object in asked.append((object as! Probe).name); return true }
        w.lua.askShouldAnchor(only: [w.subClass])
        try w.lua.run("""
            local p = probe('plain') p.note = 'gone' keep(p)
            local s = subprobe('sub') s.note = 'kept' keep(s)
            """)
        try w.lua.run("collectgarbage() collectgarbage()")
        #expect(asked == ["sub"])
        #expect(try w.lua.run("return kept(1).note, kept(2).note") == [.nil, .string("kept")])
    }

    /// Anchoring twice, or anchoring an object with no box, changes nothing; unanchoring an
    /// object that is not anchored neither.
    @Test func anchoringIsIdempotent() throws {
        let w = try World()
        try w.lua.run("local p = probe('a') p.note = 'once' keep(p)")
        w.lua.anchor(w.kept[0])
        w.lua.anchor(w.kept[0])
        w.lua.anchor(Probe("never pushed", tally: w.tally))
        w.lua.unanchor(Probe("never pushed either", tally: w.tally))
        try w.lua.run("collectgarbage() collectgarbage()")
        #expect(try w.lua.run("return kept(1).note") == [.string("once")])
        w.lua.unanchor(w.kept[0])
        w.lua.unanchor(w.kept[0])
        try w.lua.run("collectgarbage() collectgarbage()")
        #expect(w.lua.hostObjectCount == 0)
        #expect(try w.lua.run("return kept(1).note") == [.nil])
    }

    /// A retire finds anchored boxes too, and the anchors forget them: the script's value is a
    /// retired Probe, the count is 0, and the object pushed again is a new box.
    @Test func anAnchoredBoxIsRetired() throws {
        let w = try World()
        let serial = w.lua.nextBoxSerial
        try w.lua.run("held = probe('a') held.note = 'old' keep(held) other = probe('b')")
        w.lua.anchor(w.kept[0])
        let retired = w.lua.retireBoxes(madeSince: serial, why: "of a reset world") { _ in true }
        #expect(retired.count == 2)
        #expect(w.lua.hostObjectCount == 0)
        #expect(w.lua.failure("held:touch()", name: "r.lua")?.message == "r.lua:1: attempt to use a Probe of a reset world")
        #expect(try w.lua.run("return rawequal(held, kept(1)), kept(1).note, kept(1).name") == [.boolean(false), .nil, .string("a")])
        #expect(w.lua.hostObjectCount == 1)
    }
}
