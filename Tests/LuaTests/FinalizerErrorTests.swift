import Lua
import Testing

/// An error in a finalizer reaches the host taken apart by the C warning handler (shim.c,
/// `clua_warnf`): its place and its message, which no host parses again.
@Suite struct FinalizerErrorTests {
    /// The errors `source`'s finalizers raise, as handed over.
    static func errors(_ source: String, chunkName: String = "@f.lua") throws -> [FinalizerError] {
        let lua = try makeState()
        var errors: [FinalizerError] = []
        lua.onFinalizerError = { errors.append($0) }
        lua.onWarning = { Issue.record("a warning: \($0)") }
        try lua.run(source + "\ncollectgarbage() collectgarbage()", chunkName: chunkName)
        return errors
    }

    @Test func thePlaceAndTheMessageComeApart() throws {
        #expect(try Self.errors("local a = 1\nsetmetatable({}, {__gc = function() error('boom') end})")
                == [.raised(place: "f.lua:2", message: "boom")])
        // the message's own ": " stays in the message
        #expect(try Self.errors("setmetatable({}, {__gc = function() error('a: b: 3: c') end})")
                == [.raised(place: "f.lua:1", message: "a: b: 3: c")])
        // a chunk name's ": " is no place: the place ends in ":<line>"
        #expect(try Self.errors("setmetatable({}, {__gc = function() error('boom') end})", chunkName: "=x: y")
                == [.raised(place: "x: y:1", message: "boom")])
    }

    @Test func anErrorWithoutAPlaceIsAllMessage() throws {
        #expect(try Self.errors("setmetatable({}, {__gc = function() error('f.lua: boom', 0) end})")
                == [.raised(place: "", message: "f.lua: boom")])
        #expect(try Self.errors("setmetatable({}, {__gc = function() error({}) end})")
                == [.raised(place: "", message: "error object is not a string")])
    }

    /// Lua's own words, for a host that does not take them apart (``LuaState/onWarning``).
    @Test func luaTextIsLuasWording() {
        #expect(FinalizerError.raised(place: "f.lua:2", message: "boom").luaText == "error in __gc (f.lua:2: boom)")
        #expect(FinalizerError.raised(place: "", message: "boom").luaText == "error in __gc (boom)")
    }

    /// The handler sees pieces, not who sent them: a script's warn in Lua's five pieces is
    /// taken for a finalizer's error, and one that only starts like it stays a warning, whole.
    @Test func aWarningThatOnlyStartsLikeOneStaysAWarning() throws {
        let lua = try makeState()
        var warnings: [String] = [], errors: [FinalizerError] = []
        lua.onFinalizerError = { errors.append($0) }
        lua.onWarning = { warnings.append($0) }
        try lua.run("""
            warn('error in ', '__gc')
            warn('error in ', '__gc', ' [', 'x', ']')
            warn('error in ', '__gcx', ' (', 'w.lua:1: boom', ')')
            warn('error in ', '__gc', ' (', 'w.lua:4: boom', ')')
            """, chunkName: "@w.lua")
        #expect(warnings == ["error in __gc", "error in __gc [x]", "error in __gcx (w.lua:1: boom)"])
        #expect(errors == [.raised(place: "w.lua:4", message: "boom")])
    }

    /// More finalizers' errors than the ring holds between two drains: the rest are counted,
    /// while warnings are off as while on.
    @Test(arguments: ["warn('@off')", "warn('@on')"])
    func errorsPastTheRingAreCountedOnOrOff(_ switching: String) throws {
        let lua = try makeState()
        var errors: [FinalizerError] = [], warnings: [String] = []
        lua.onFinalizerError = { errors.append($0) }
        lua.onWarning = { warnings.append($0) }
        try lua.run("""
            \(switching)
            for i = 1, 20 do setmetatable({}, {__gc = function() error('gc ' .. i, 0) end}) end
            collectgarbage() collectgarbage()
            """, chunkName: "@r.lua")
        #expect(errors.count == 17)
        #expect(errors.first == .raised(place: "", message: "gc 20"))   // the newest is finalized first
        #expect(errors.last == .dropped(count: 4))
        #expect(warnings.isEmpty)
        #expect(FinalizerError.dropped(count: 4).luaText == "4 more errors in __gc were dropped")
    }
}
