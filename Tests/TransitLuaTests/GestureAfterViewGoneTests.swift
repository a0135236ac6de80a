import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A finger still down on a recognizer whose view was removed, dropped and collected (rev21
/// finding 4): the recognizer went with its view (UIKit: a recognizer belongs to its view),
/// so the rest of the moves and the lift reach no action — none with `g.view` nil — and the
/// recognizer rests in `possible` with nothing left on the clock (docs/events.md).
@Suite struct GestureAfterViewGoneTests {
    @Test func aPanWhoseViewWasCollectedReachesNoAction() throws {
        let (s, out) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 100, 100), name = "v"}; window:addSubview(v)
            local g = PanGestureRecognizer(function(g) print(g.state, g.view and g.view.name) end)
            v:addGestureRecognizer(g)
            clock.fps = 20
            local t = window:touch(Point(10, 10))
            t:move(Point(50, 50), 0.1)
            clock.advance(0.05)
            v:removeFromSuperview(); v = nil
            collectgarbage(); collectgarbage()
            print("gone", g.view)
            t:move(Point(60, 60), 0.1):lift()
            clock.advance(1)
            print(g.state, clock.pendingCount)
            """, chunkName: "@pan.lua")
        #expect(out.lines == ["began\tv", "gone\tnil", "possible\t0"])
    }

    /// Removed from the window but held by the script (rev22): the view kept receiving the
    /// pan's `changed` and `ended`. UIKit cancels the touches of a view that leaves the
    /// window: the action runs once more, in `cancelled`, and nothing after.
    @Test func aPanWhoseViewLeftTheWindowIsCancelled() throws {
        let (s, out) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 100, 100), name = "v"}; window:addSubview(v)
            local g = PanGestureRecognizer(function(g) print(g.state, g.view and g.view.name) end)
            v:addGestureRecognizer(g)
            clock.fps = 20
            local t = window:touch(Point(10, 10))
            t:move(Point(50, 50), 0.2):lift()
            clock.advance(0.05)
            v:removeFromSuperview()
            print("removed")
            clock.advance(1)
            print(g.state, clock.pendingCount)
            """, chunkName: "@pan.lua")
        #expect(out.lines == ["began\tv", "removed", "cancelled\tv", "possible\t0"])
    }

    @Test func aPinchWhoseViewWasCollectedReachesNoAction() throws {
        let (s, out) = try stage()
        try s.run("""
            local v = View{frame = Rect(0, 0, 393, 852), name = "v"}; window:addSubview(v)
            local g = PinchGestureRecognizer(function(g) print(g.state, g.view and g.view.name) end)
            v:addGestureRecognizer(g)
            clock.fps = 20
            window:pinch{center = Point(196, 400), toScale = 0.5, duration = 0.2}
            clock.advance(0.05)
            v:removeFromSuperview(); v = nil
            collectgarbage(); collectgarbage()
            clock.advance(1)
            print(g.state, clock.pendingCount)
            """, chunkName: "@pinch.lua")
        #expect(out.lines == ["began\tv", "possible\t0"])
    }
}
