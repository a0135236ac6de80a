import Lua
import Testing
import TransitCore
@testable import TransitLua

/// rev21's scripts through the bindings: a callback that touches its timeline loses none due
/// with it; a seek with callbacks lands; a task awaiting a timeline that is then nested
/// resumes at its end in the outer one.
@Suite struct TimelineReentrancyStageTests {
    func printed(_ source: String) throws -> [String] {
        let (s, box) = try stage()
        try s.run("""
        local v = View{frame = Rect(0, 0, 10, 10), name = "v"}; window:addSubview(v)

        """ + source, chunkName: "@t.lua")
        try s.runUntilIdle()
        return box.lines
    }

    @Test func tlLost() throws {
        let lines = try printed("""
        local tl = Timeline{}
        tl:to(v, {alpha = 0, duration = 1})
        tl:call(function() print("A", clock.now); tl.timeScale = 2 end, 0.5)
        tl:call(function() print("B", clock.now) end, 0.5)
        tl:call(function() print("C", clock.now) end, 0.6)
        """)
        #expect(lines == ["A\t0.5", "B\t0.5", "C\t0.55"])
    }

    @Test func tlSeekAbort() throws {
        let lines = try printed("""
        local tl = Timeline{paused = true}
        tl:to(v, {alpha = 0, duration = 1})
        tl:call(function() print("A"); tl:pause() end, 0.2)
        tl:call(function() print("B") end, 0.4)
        tl:call(function() print("C") end, 0.6)
        tl:seek(0.8, false)
        print("after seek", tl.time)
        """)
        #expect(lines == ["A", "B", "C", "after seek\t0.8"])
    }

    @Test func aTaskAwaitingATimelineThenNestedResumesAtItsEnd() throws {
        let lines = try printed("""
        local child = Timeline{onComplete = function() print("child onComplete", clock.now) end}
        child:to(v, {alpha = 0, duration = 0.3})
        local t = task(function() print("child await ->", child:await(), clock.now) end)
        local parent = Timeline{}:to(v, {center = Point(50, 50), duration = 0.2})
        parent:add(child)
        clock.advance(2)
        print(t.status)
        """)
        #expect(lines == ["child onComplete\t0.5", "child await ->\ttrue\t0.5", "done"])
    }
}
