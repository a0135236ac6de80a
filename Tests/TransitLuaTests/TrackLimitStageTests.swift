import Testing
@testable import TransitCore
@testable import TransitLua

/// A block past the engine's track bound (``AnimationStore/trackLimit``: 2²⁶ − 1 live tracks,
/// what a 4-byte track reference can index; lowered here) is the script's error at the
/// `animate` line, as too many running animations are, not a crash.
@Suite struct TrackLimitStageTests {
    @Test func tracksPastTheLimitAreAnErrorAtTheScriptsLine() throws {
        let (s, _) = try stage()
        s.engine.animations.store.trackLimit = 5
        let message = s.failure("""
        local v = View{}
        for i = 1, 10 do
          View.animate(10, function() v.center = Point(i, i); v.alpha = i / 10 end)
        end
        """)
        // each block adds a center and replaces the last alpha: 2, 3, 4 live tracks, and the
        // fourth block's two would make 6
        #expect(message == "s.lua:3: too many running animation tracks (limit 5)")
        #expect(s.engine.animations.store.liveTrackCount == 4 && s.engine.runningAnimationCount == 3)
    }

    /// A timeline's tracks count too: its `play` (and the rest that start it, or a tween added
    /// while it plays) is the error at the script's line, and the timeline stays as it was.
    @Test(arguments: [("tl:play()", 6), ("tl:seek(0.5)", 6), ("tl:tweenTo('end')", 6),
                      ("clock.advance(0.5)\ntl:play()\ntl:to(w, {alpha = 1}, 0)", 8)])
    func aTimelinesTracksPastTheLimitAreAnErrorAtTheScriptsLine(_ call: String, _ line: Int) throws {
        let (s, _) = try stage()
        s.engine.animations.store.trackLimit = 3
        // the block's track and the timeline's three do not fit; once the block has ended
        // they do, and a fourth does not
        let message = s.failure("""
        local v, w = View{}, View{}
        local tl = Timeline{paused = true}
        tl:to(v, {alpha = 0, cornerRadius = 4, center = Point(5, 5), duration = 1}):addLabel("end")
        View.animate(0.5, function() w.alpha = 0.5 end)
        assert(not tl.isActive and v.alpha == 1)
        \(call)
        """)
        #expect(message == "s.lua:\(line): too many running animation tracks (limit 3)")
        #expect(s.engine.animations.store.liveTrackCount == (line == 6 ? 1 : 3))
    }
}
