import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A property animator's animation blocks and completions live on the animator's Lua side
/// (AnimatorKeys), not in the registry, and its userdata is anchored only while it is active
/// (from its start until its completions have run). A never-started animator whose blocks
/// capture it is then collected; a running one the script dropped still animates and
/// completes (docs/bridge.md, "Who keeps a script's Lua values"). Counts after a callback
/// ran are a second chunk: the reference it held is given back at the next call into Lua.
@Suite struct PropertyAnimatorLifetimeTests {
    static let setup = """
        weak = setmetatable({}, {__mode = "k"})
        function count() collectgarbage(); collectgarbage(); local n = 0; for _ in pairs(weak) do n = n + 1 end; return n end
        box = View{frame = Rect(0, 0, 10, 10)}; window:addSubview(box)

        """

    @Test func animatorsWhoseFunctionsCaptureThemAreCollected() throws {
        let (s, out) = try stage()
        try s.run(Self.setup + """
            ;(function()
              local idle
              local tracked = {}
              idle = PropertyAnimator{duration = 1, animations = function() box.alpha = idle.duration + (tracked and 0 or 1) end}
              idle:addCompletion(function() print("never", idle) end)
              weak[idle] = "idle"; weak[tracked] = "tracked"
              local played
              played = PropertyAnimator{duration = 0.5, curve = "linear", animations = function() box.alpha = 0 end}
              played:addCompletion(function(position) print("completed", position, played.state) end)
              played:startAnimation()
              weak[played] = "played"
            end)()
            print("kept while running", count())
            clock.runUntilIdle()
            """, chunkName: "@drop.lua")
        try s.run("""
            local n, left = count(), {}
            for _, name in pairs(weak) do left[#left + 1] = name end
            print("left after running", n, table.concat(left, " "))
            """, chunkName: "@count.lua")
        // while running: the started animator only; the idle one and what its block captures
        // are already gone
        #expect(out.lines == ["kept while running\t1", "completed\tend\tinactive", "left after running\t0\t"])
    }

    /// The engine still runs what an active animator keeps after the script dropped it and a
    /// full collection ran: a block added while it runs, and every completion, in order.
    @Test func aRunningAnimatorsFunctionsRunAfterACollection() throws {
        let (s, out) = try stage()
        try s.run(Self.setup + """
            ;(function()
              local a
              local tracked = {}
              a = PropertyAnimator.runningPropertyAnimator{duration = 1, curve = "linear",
                animations = function() box.alpha = 0 end,
                completion = function(position) print("first", position, clock.now, a.state, tracked ~= nil) end}
              a:addAnimations(function() box.center = Point(105, 5) end, 0.5)
              a:addCompletion(function(position) print("second", position, box.alpha, box.center.x) end)
              weak[a] = true
            end)()
            print("kept while running", count())
            clock.advance(0.75)
            print("halfway", box.presentation.alpha, box.presentation.center.x)
            clock.runUntilIdle()
            """, chunkName: "@fire.lua")
        try s.run("print('left after running', count())", chunkName: "@count.lua")
        #expect(out.lines == ["kept while running\t1", "halfway\t0.25\t55.0",
                              "first\tend\t1.0\tinactive\ttrue", "second\tend\t0.0\t105.0", "left after running\t0"])
    }
}
