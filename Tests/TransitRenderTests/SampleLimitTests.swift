import Lua
import Testing
import TransitCore
@testable import TransitRender

/// A script that advances the clock far: the recorder samples at most `Recorder.maxFrames`
/// instants, never lists every frame the advance passes over (6e10 for 1e9 s), and says so.
@Suite struct SampleLimitTests {
    @Test func aHugeAdvanceStopsSamplingAndSaysHowToRenderLess() throws {
        let error = #expect(throws: RenderError.self) {
            _ = try Recording.record(script: "far.lua", sampling: Sampling(fps: 60)) { stage in
                try stage.run("window:addSubview(View{})\nclock.advance(1e9)", chunkName: "@far.lua")
            }
        }
        #expect(error?.message == "the run passes over more than 100000 instants to sample; render a shorter span (--to), fewer instants (--frames) or a lower --fps")
        // a span that fits still renders every frame
        let r = try Recording.record(script: "near.lua", sampling: Sampling(fps: 60)) { stage in
            try stage.run("window:addSubview(View{})\nclock.advance(1)", chunkName: "@near.lua")
        }
        #expect(r.frames.count == 61)
    }

    @Test func framesAtTheClockLimitDoNotOverflow() {
        var plan = SamplePlan.frames(fps: 1000, from: Clock.maxTicks - 2_000)
        // start·fps was 1e18: no overflow now, and the frames are the exact boundaries
        #expect(plan.due(leaving: Clock.maxTicks - 2_000, for: Clock.maxTicks + 1, limit: 5) == [
            Clock.maxTicks - 2_000, Clock.maxTicks - 1_000, Clock.maxTicks])
        #expect(plan.due(leaving: Clock.maxTicks, for: Clock.maxTicks + 10_000, limit: 2).count == 2)
    }
}
