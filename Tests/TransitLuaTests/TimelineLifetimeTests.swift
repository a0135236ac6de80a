import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A timeline's functions — its `call`s and its `onComplete` — live on the timeline's Lua
/// side (TimelineKeys), not in the registry, and the timeline's userdata is anchored only
/// while it is attached to the engine (playing, or paused part-way). A function that captures
/// its own timeline is then no cycle the collectors miss (docs/bridge.md, "Who keeps a
/// script's Lua values"); one the engine may still run is never collected. `weak` sees what
/// is collected; counts after a callback ran are a second chunk, because the reference a
/// callback holds while it runs is given back at the next call into Lua (LuaRef).
@Suite struct TimelineLifetimeTests {
    static let setup = """
        weak = setmetatable({}, {__mode = "k"})
        function count() collectgarbage(); collectgarbage(); local n = 0; for _ in pairs(weak) do n = n + 1 end; return n end
        box = View{frame = Rect(0, 0, 10, 10)}; window:addSubview(box)

        """

    @Test func timelinesWhoseFunctionsCaptureThemAreCollected() throws {
        let (s, out) = try stage()
        try s.run(Self.setup + """
            ;(function()
              local played = Timeline{defaults = {duration = 0.5, curve = "linear"}}
              local tracked = {}
              played:to(box, {alpha = 0}):call(function() print("called", played.time, tracked ~= nil) end)
              weak[played] = "played"; weak[tracked] = "tracked"
              local paused
              paused = Timeline{paused = true, onComplete = function() print("never", paused) end}
              paused:to(box, {alpha = 1, duration = 1})
              weak[paused] = "paused"
              local child = Timeline{paused = true}
              child:call(function() print("child", child.time) end)
              local outer = Timeline{}
              outer:add(child, 0.25)
              weak[child] = "child"; weak[outer] = "outer"
            end)()
            print("kept while playing", count())
            clock.runUntilIdle()
            """, chunkName: "@drop.lua")
        try s.run("""
            local n, left = count(), {}
            for _, name in pairs(weak) do left[#left + 1] = name end
            print("left after playing", n, table.concat(left, " "))
            """, chunkName: "@count.lua")
        // while playing: the played timeline, what its call captures, the outer timeline and
        // the child it runs; the paused one (never attached) is already gone
        #expect(out.lines == ["kept while playing\t4", "child\t0.0", "called\t0.5\ttrue", "left after playing\t0\t"])
    }

    /// The engine still runs what a timeline keeps after the script dropped its references
    /// and a full collection ran: the calls (its own and a nested timeline's) and `onComplete`.
    @Test func aPlayingTimelinesFunctionsRunAfterACollection() throws {
        let (s, out) = try stage()
        try s.run(Self.setup + """
            ;(function()
              local tl
              local tracked = {}
              tl = Timeline{defaults = {duration = 1, curve = "linear"},
                            onComplete = function() print("complete", clock.now, tl.progress, tracked ~= nil) end}
              tl:to(box, {alpha = 0}):call(function() print("call", clock.now, box.presentation.alpha) end, 0.5)
              local child = Timeline{paused = true}
              child:call(function() print("child", clock.now, child.time) end, 0.1)
              tl:add(child, 0.75)
              weak[tl] = true
            end)()
            print("kept while playing", count())
            clock.runUntilIdle()
            """, chunkName: "@fire.lua")
        try s.run("print('left after playing', count())", chunkName: "@count.lua")
        #expect(out.lines == ["kept while playing\t1", "call\t0.5\t0.5", "child\t0.85\t0.0",
                              "complete\t1.0\t1.0\ttrue", "left after playing\t0"])
    }
}
