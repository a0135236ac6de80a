import Testing
@testable import TransitLua

/// A task's error that names no place — a table, a number, `error("m", 0)`, `error()` — is
/// reported at the task's line that raised it (the host's handler gives one raised outside a
/// task the line too), and a value that is no string or number comes out of the clock call
/// (or the `task` call) as itself, as a completion's does: one rule for both (docs/time.md).
@Suite struct TaskErrorValueTests {
    @Test(arguments: [
        ("error({code = 1})", "(error object is a table value)"),
        ("error(42)", "42"),
        ("error('m', 0)", "m"),
        ("error()", "(error object is a nil value)"),
        ("error(setmetatable({}, {__tostring = function() return 'custom' end}))", "custom"),
        // as the host's handler shows it outside a task (m1.lua, m2.lua: a chunk's error, a
        // completion's): a __tostring that raises, yields or gives no string does not replace
        // the value's words (the task said "tostring fails" at the __tostring's line), and
        // one behind a __metatable field is found (the task said "(error object …)")
        ("error(setmetatable({}, {__tostring = function() error('tostring fails') end}))", "(error object is a table value)"),
        ("error(setmetatable({}, {__tostring = function() coroutine.yield() end}))", "(error object is a table value)"),
        ("error(setmetatable({}, {__tostring = function() return 42 end}))", "(error object is a table value)"),
        ("error(setmetatable({}, {__metatable = false, __tostring = function() return 'hidden' end}))", "hidden"),
    ] as [(String, String)])
    func anErrorWithoutAPlaceNamesTheTasksLine(raise: String, text: String) throws {
        let (s, _) = try stage()
        #expect(s.failure("task(function()\n  \(raise)\nend)", name: "t.lua")
                == "t.lua:2: \(text) (in the task started at t.lua:1)")
        // after a wait: out of the clock call that resumed it
        #expect(s.failure("task(function()\n  wait(0.1)\n  \(raise)\nend)\nclock.advance(1)", name: "u.lua")
                == "u.lua:3: \(text) (in the task started at u.lua:1)")
    }

    /// A value whose `__tostring` words name a place already is shown with those words alone,
    /// as the host's handler shows it outside a task (a chunk's error) and stock lua5.4 does
    /// (`lua5.4: x.lua:5: boom`): the task put its own line in front ("t.lua:2: x.lua:5: boom").
    @Test func aToStringThatNamesAPlaceKeepsItsWords() throws {
        let (s, _) = try stage()
        let raise = "error(setmetatable({}, {__tostring = function() return 'x.lua:5: boom' end}))"
        #expect(s.failure(raise, name: "m.lua") == "x.lua:5: boom")
        #expect(s.failure("task(function()\n  \(raise)\nend)", name: "t.lua")
                == "x.lua:5: boom (in the task started at t.lua:1)")
        #expect(s.failure("task(function()\n  wait(0.1)\n  \(raise)\nend)\nclock.advance(1)", name: "u.lua")
                == "x.lua:5: boom (in the task started at u.lua:1)")
    }

    /// A task whose coroutine holds no script line when it fails — its function a C function
    /// (`task(error)`, `task(await)`) — is named at the line that started it: its error named
    /// no place at all ("(error object is a nil value) (in the task started at c.lua:2)").
    @Test func anErrorWithNoScriptLineOnItsStackNamesTheTasksStart() throws {
        let (s, _) = try stage()
        #expect(s.failure("local x = 1\ntask(error)", name: "c.lua")
                == "c.lua:2: (error object is a nil value) (in the task started at c.lua:2)")
        let wrong = try #require(s.failure("task(await)", name: "d.lua"))
        #expect(wrong.hasPrefix("d.lua:1: bad argument #1 to "), "\(wrong)")
        #expect(wrong.hasSuffix(" (function expected, got no value) (in the task started at d.lua:1)"), "\(wrong)")
    }

    /// pcall gets the table itself, from a task as from a completion; a string still names
    /// its line and the task.
    @Test func aTableComesOutAsItself() throws {
        let (s, out) = try stage()
        try s.run("""
            local e1 = {code = 1}
            print(select(2, pcall(task, function() error(e1) end)) == e1)
            local e2 = {code = 2}
            task(function() wait(0.1); error(e2) end)
            print(select(2, pcall(clock.advance, 1)) == e2)
            local e3 = {code = 3}
            View.animate(0.1, function() end, function() error(e3) end)
            print(select(2, pcall(clock.advance, 1)) == e3)
            task(function() wait(0.1); error("text") end)
            print(pcall(clock.advance, 1))
            local e4 = setmetatable({}, {__tostring = function() error("tostring fails") end})
            task(function() wait(0.1); error(e4) end)
            print(select(2, pcall(clock.advance, 1)) == e4)
            """, chunkName: "@v.lua")
        #expect(out.lines == ["true", "true", "true", "false\tv.lua:9: text (in the task started at v.lua:9)", "true"])
    }
}
