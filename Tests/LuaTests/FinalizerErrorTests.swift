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
                == [FinalizerError(place: "f.lua:2", message: "boom")])
        // the message's own ": " stays in the message
        #expect(try Self.errors("setmetatable({}, {__gc = function() error('a: b: 3: c') end})")
                == [FinalizerError(place: "f.lua:1", message: "a: b: 3: c")])
        // a chunk name's ": " is no place: the place ends in ":<line>"
        #expect(try Self.errors("setmetatable({}, {__gc = function() error('boom') end})", chunkName: "=x: y")
                == [FinalizerError(place: "x: y:1", message: "boom")])
    }

    @Test func anErrorWithoutAPlaceIsAllMessage() throws {
        #expect(try Self.errors("setmetatable({}, {__gc = function() error('f.lua: boom', 0) end})")
                == [FinalizerError(place: "", message: "f.lua: boom")])
        #expect(try Self.errors("setmetatable({}, {__gc = function() error({}) end})")
                == [FinalizerError(place: "", message: "error object is not a string")])
    }

    /// Lua's own words, for a host that does not take them apart (``LuaState/onWarning``).
    @Test func luaTextIsLuasWording() {
        #expect(FinalizerError(place: "f.lua:2", message: "boom").luaText == "error in __gc (f.lua:2: boom)")
        #expect(FinalizerError(place: "", message: "boom").luaText == "error in __gc (boom)")
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
        #expect(errors == [FinalizerError(place: "w.lua:4", message: "boom")])
    }
}
