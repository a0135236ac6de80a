import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A property animator's animations block that raises while the animator becomes active
/// (`startAnimation`, `pauseAnimation`, setting `fractionComplete`): the error reaches the
/// script at its line, and the animator is left as a throwing `View.animate` block leaves
/// things — the changes stay, unanimated, the completions are dropped — inactive, with
/// nothing on the clock and nothing to warn about at exit (docs/animation.md, "Property
/// animators").
@Suite struct PropertyAnimatorBlockErrorTests {
    static let setup = """
        v = View{frame = Rect(0, 0, 10, 10), name = "v"}; window:addSubview(v)
        w = View{frame = Rect(0, 0, 10, 10), name = "w"}; window:addSubview(w)
        function make()
          local a = PropertyAnimator{duration = 0.2, curve = "linear"}
          a:addAnimations(function() w.alpha = 0.5 end)
          a:addAnimations(function() v.center = Point(50, 50); error("pa block") end)
          a:addCompletion(function(p) print("completion", p) end)
          return a
        end

        """

    @Test(arguments: ["a:startAnimation()", "a:pauseAnimation()", "a.fractionComplete = 0.5"])
    func aRaisingBlockLeavesTheAnimatorInactive(_ call: String) throws {
        let (s, out) = try stage()
        try s.run(Self.setup + """
            a = make()
            print(pcall(function() \(call) end))
            print(a.state, a.isRunning, a.fractionComplete, clock.pendingCount)
            print(v.center, v.presentation.center, w.alpha, w.presentation.alpha)
            clock.advance(1)
            print(a.state, a.isRunning, a.fractionComplete, clock.pendingCount)
            """, chunkName: "@pa.lua")
        #expect(out.lines == [
            "false\tpa.lua:6: pa block",
            "inactive\tfalse\t0.0\t0",
            "Point(50, 50)\tPoint(50, 50)\t0.5\t0.5",
            "inactive\tfalse\t0.0\t0",
        ])
        // released inactive: no warning, now or when the state closes
        s.close()
        #expect(out.warnings.isEmpty)
    }

    /// Inactive again, it can be used again: its blocks went with the failed start.
    @Test func theAnimatorCanStartAgainWithNewBlocks() throws {
        let (s, out) = try stage()
        try s.run(Self.setup + """
            a = make()
            pcall(a.startAnimation, a)
            a:addAnimations(function() w.alpha = 0 end)
            a:addCompletion(function(p) print("again", p, clock.now) end)
            a:startAnimation()
            clock.runUntilIdle()
            print(a.state, w.alpha, clock.pendingCount)
            """, chunkName: "@pa.lua")
        #expect(out.lines == ["again\tend\t0.2", "inactive\t0.0\t0"])
    }

    /// A block added to an active animator that raises: the animator runs on, untouched.
    @Test func aRaisingBlockAddedToARunningAnimatorLeavesItRunning() throws {
        let (s, out) = try stage()
        try s.run(Self.setup + """
            local a = PropertyAnimator{duration = 0.2, curve = "linear", animations = function() w.alpha = 0 end}
            a:addCompletion(function(p) print("completion", p, clock.now) end)
            a:startAnimation()
            clock.advance(0.1)
            print(pcall(a.addAnimations, a, function() v.alpha = 0.25; error("late") end))
            print(a.state, a.isRunning, a.fractionComplete, v.alpha, v.presentation.alpha)
            clock.runUntilIdle()
            print(a.state, clock.pendingCount)
            """, chunkName: "@pa.lua")
        #expect(out.lines == [
            "false\tpa.lua:14: late",
            "active\ttrue\t0.5\t0.25\t0.25",
            "completion\tend\t0.2",
            "inactive\t0",
        ])
    }
}
