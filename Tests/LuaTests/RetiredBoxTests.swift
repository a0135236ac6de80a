import Lua
import Testing

/// A retired box (``LuaState/retireBoxes(madeSince:why:where:)``) is refused by C (a method's
/// `self`) and by Swift (an argument, `tostring`, a type name) with the same words, and the
/// host's reason whole, however long.
@Suite struct RetiredBoxTests {
    /// 117 bytes: a reason the C copy once cut at 63.
    static let why = "of a world that the host let go of at the end of the last test, before this one began to run its lines"
        + " (see the docs)"

    static func retiredWorld() throws -> ClassTests.World {
        let w = try ClassTests.World()
        try w.lua.run("p = probe('p'); touch = p.touch", chunkName: "@a.lua")
        w.lua.retireBoxes(madeSince: 0, why: why) { _ in true }
        return w
    }

    @Test func cAndSwiftSayTheSameWholeReason() throws {
        let w = try Self.retiredWorld()
        #expect(Self.why.utf8.count == 117)
        let words = "attempt to use a Probe " + Self.why
        #expect(w.lua.failure("local a = 1\np:touch()", name: "c.lua")?.message == "c.lua:2: " + words)      // C: self
        #expect(w.lua.failure("local a = 1\nvalueOf(p)", name: "s.lua")?.message == "s.lua:2: " + words)     // Swift: an argument
        #expect(try w.lua.run("return tostring(p)", chunkName: "@t.lua") == [.string("Probe (\(Self.why))")])
    }

    @Test func aLaterRetireGivesItsOwnReason() throws {
        let w = try Self.retiredWorld()
        try w.lua.run("q = probe('q')", chunkName: "@b.lua")
        w.lua.retireBoxes(madeSince: 0, why: "of the second world") { _ in true }
        // the reason is the state's, as the last retire gave it: the earlier box says it too
        #expect(w.lua.failure("q:touch()", name: "q.lua")?.message == "q.lua:1: attempt to use a Probe of the second world")
        #expect(w.lua.failure("valueOf(p)", name: "p.lua")?.message == "p.lua:1: attempt to use a Probe of the second world")
    }
}
