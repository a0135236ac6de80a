import Foundation
import Testing
@testable import TransitSpec

/// A motion record is the script's memory while it is taken, and the limits hold in its
/// loop, which runs no hook: 5,000 views over 200 s reached 281 MB under `--memory 64` and
/// were stopped only by the watchdog, with a message about finalizers.
@Suite struct MotionLimitTests {
    @Test func aHugeRecordMeetsTheMemoryLimitAtTheSpecsLine() throws {
        var options = RunOptions()
        options.runtime.limits.memory = 32 << 20
        // the memory limit is the one under test: under a sanitizer on a loaded machine the
        // default time limit came first ("time limit exceeded")
        options.runtime.limits.seconds = 300
        let r = try runSpec("""
            it("big motion", function()
              local vs = {}
              for i = 1, 2000 do local v = View{frame = Rect(0, 0, 10, 10)}; window:addSubview(v); vs[i] = v end
              View.animate(3000, function() for i = 1, #vs do vs[i].alpha = 0.5 end end)
              local record = motion{views = vs, from = 0, to = 200, fps = 60}
            end)
            it("then the next test runs", function() expect(1 + 1):toBe(2) end)
            """, options: options)
        #expect(r.outcomes == ["errored big motion", "passed then the next test runs"])
        let failure = try #require(r.failure("big motion"))
        #expect(failure.location.hasSuffix("t_spec.lua:5"))
        #expect(failure.message == "not enough memory (script memory limit 32 MiB)")
    }
}
