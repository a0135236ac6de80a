import Lua
import Testing
@testable import TransitLua

/// An error value that is a table or a userdata, raised in a callback the engine runs, comes
/// out of the engine call that ran it (`clock.advance`, `View.animate`) as that same value —
/// busted tells an assertion failure (a table with its metatable) from an error by it, so a
/// failing luassert assertion in a completion counted as an error under busted with the
/// module. A string is still the message (with the engine's context, where it adds one), and
/// a handler that meets the value (an uncaught error, `transit run`) still shows the message
/// with that context.
@Suite struct ThrownValueTests {
    @Test func aTableRaisedInACompletionOrABlockComesOutItself() throws {
        let (s, out) = try stage()
        try s.run("""
        local v = View{}; window:addSubview(v)
        local failure = setmetatable({message = "t.lua:9: it failed"}, {__tostring = function(e) return e.message end})
        View.animate(0.1, function() v.alpha = 0 end, function() error(failure) end)
        local ok, e = pcall(clock.advance, 1)
        print(ok, rawequal(e, failure), getmetatable(e) == getmetatable(failure))
        ok, e = pcall(View.animate, 0.1, function() error(failure) end)
        print(ok, rawequal(e, failure))
        ok, e = pcall(View.animate, 0.1, function() error("plain") end)
        print(ok, e)
        local tl = Timeline{}
        tl:call(function() error(v) end, 0.1)
        ok, e = pcall(clock.advance, 1)
        print(ok, rawequal(e, v))
        """, chunkName: "@t.lua")
        #expect(out.lines == ["false\ttrue\ttrue", "false\ttrue",
                              "false\tt.lua:8: plain",
                              "false\ttrue"])
    }

    /// So does a boolean, a function or a thread, as stock's `pcall` gives it back with no host
    /// frame between (it came out as "(error object is a boolean value)"); nil, which the
    /// handler cannot keep apart from no value, is still its words; a number is its text, as
    /// stock's handler and `error` make it.
    @Test func aBooleanFunctionOrThreadRaisedUnderAnEngineCallComesOutItself() throws {
        let (s, out) = try stage()
        try s.run("""
        local f, co = function() end, coroutine.create(function() end)
        for _, value in ipairs({true, false, f, co}) do
          local ok, e = pcall(View.animate, 0.1, function() error(value) end)
          print(ok, rawequal(e, value), type(e))
        end
        View.animate(0.1, function() end, function() error(false) end)
        local ok, e = pcall(clock.advance, 1)
        print(ok, e)
        print(pcall(View.animate, 0.1, function() error() end))
        print(pcall(View.animate, 0.1, function() error(42) end))
        """, chunkName: "@t.lua")
        #expect(out.lines == ["false\ttrue\tboolean", "false\ttrue\tboolean", "false\ttrue\tfunction", "false\ttrue\tthread",
                              "false\tfalse",
                              "false\tt.lua:9: (error object is a nil value)",
                              "false\tt.lua:10: 42"])
    }

    /// Uncaught, the value reaches the host's handler again: the message is its text with the
    /// engine's context, and the traceback is the one taken inside the completion.
    @Test func uncaughtTheMessageKeepsItsContextAndTraceback() throws {
        let (s, _) = try stage()
        try s.run("""
        local v = View{}; window:addSubview(v)
        View.animate(0.1, function() v.alpha = 0 end, function()
          error(setmetatable({}, {__tostring = function() return "t.lua:3: it failed" end}))
        end)
        """, chunkName: "@t.lua")
        do {
            try s.run("clock.advance(1)", chunkName: "@main.lua")
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "t.lua:3: it failed (in the completion of the animation begun at t.lua:2)")
            #expect(e.traceback.contains("t.lua:3: in function <t.lua:2>"), "\(e.traceback)")
            #expect(e.traceback.contains("main.lua:1: in main chunk"), "\(e.traceback)")
        }
    }
}
