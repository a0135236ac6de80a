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
}
