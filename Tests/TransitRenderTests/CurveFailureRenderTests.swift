import Lua
import Testing
import TransitCore
import TransitLua
@testable import TransitRender

/// A render fails where `transit run` does — at the first frame a Lua curve cannot be shown —
/// and not because of the 65 points it plots each curve at, which no frame shows.
@Suite struct CurveFailureRenderTests {
    /// alpha (a replaced property) animated with a curve that fails past t = 0.9, cut short at
    /// 0.5 by a second block when `cut`.
    private func scene(cut: Bool) -> String {
        """
        local v = View{frame = Rect(0, 0, 10, 10), name = "v"}
        window:addSubview(v)
        View.animate{duration = 1, curve = function(t) if t > 0.9 then return 0/0 end return t end, animations = function() v.alpha = 0 end}
        clock.advance(0.5)
        \(cut ? "View.animate(0.2, function() v.alpha = 1 end)" : "")
        """
    }

    @Test func aFailureNoFrameReachesIsNotARendersError() throws {
        let r = try Scenes.record(scene(cut: true), Sampling(fps: 10), name: "late.lua")
        let plot = try #require(r.curves[1])
        #expect(plot.values.allSatisfy { $0.isFinite })      // the failing points plot as linear
        #expect(plot.values[64] == 1)
    }

    @Test func aFailureAtAFrameIsTheRunsError() throws {
        do {
            _ = try Scenes.record(scene(cut: false), Sampling(fps: 10), name: "late.lua")
            Issue.record("no error")
        } catch let e as LuaError {
            // the engine's frames are at 60 fps whatever the sampling: t = 0.916666 is frame 55
            #expect(e.message == "late.lua:3: the curve function must return a finite number within ±1000000, got nan (at t = 0.916666)")
        }
    }
}
