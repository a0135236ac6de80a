import Lua
import Testing
import TransitCore
@testable import TransitLua

/// `startAnimation()` inside the animator's own animations block, while the animator starts
/// (rev21 p8.lua): the outer start is under way, so the inner one does nothing, as UIKit's
/// start of a running animator does — one run, one end timer; stopped and finished, the
/// animator leaves nothing on the clock and no block ends twice.
@Suite struct PropertyAnimatorNestedStartTests {
    @Test func aStartInsideItsOwnBlockIsANoOpAndNothingEndsTwice() throws {
        let (s, out) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 10, 10), name = "v"}; window:addSubview(v)
            local b
            b = PropertyAnimator{duration = 0.5, curve = "linear", animations = function()
              v.alpha = 0.3; b:startAnimation(); print("inside", b.state, b.isRunning)
            end}
            b:addCompletion(function(p) print("completion", p, clock.now) end)
            b:startAnimation()
            print("started", b.state, b.isRunning, clock.pendingCount)
            clock.advance(0.2)
            b:stopAnimation(false); b:finishAnimation("current")
            print("state", b.state, "pending", clock.pendingCount)
            clock.advance(1)
            """, chunkName: "@p8.lua")
        #expect(out.lines == [
            "inside\tactive\tfalse",
            "started\tactive\ttrue\t1",
            "completion\tcurrent\t0.2",
            "state\tinactive\tpending\t0",
        ])
        let ends = s.engine.timeline.filter { if case .animationEnded = $0 { true } else { false } }
        #expect(ends.count == 1)
    }

    /// `continueAnimation` inside the block while the animator starts: its run gives way to
    /// the start's — one end, at the end of the (new) duration.
    @Test func aContinueInsideItsOwnBlockLeavesOneEnd() throws {
        let (s, out) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 10, 10), name = "v"}; window:addSubview(v)
            local b
            b = PropertyAnimator{duration = 0.5, curve = "linear", animations = function()
              v.alpha = 0.3; b:continueAnimation(nil, 2)
            end}
            b:addCompletion(function(p) print("completion", p, clock.now) end)
            b:startAnimation()
            print("pending", clock.pendingCount)
            clock.runUntilIdle()
            print("state", b.state, "pending", clock.pendingCount)
            """, chunkName: "@p8.lua")
        #expect(out.lines == ["pending\t1", "completion\tend\t1.0", "state\tinactive\tpending\t0"])
    }
}
