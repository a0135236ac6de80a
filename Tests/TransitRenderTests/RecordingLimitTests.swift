import Foundation
import Lua
import Testing
import TransitCore
import TransitLua
@testable import TransitRender

/// The script's limits hold while a render records: frames are taken in Swift, where no
/// hook runs, so before the recorder asked them a long animation of many views grew the
/// recording until the machine gave out, whatever `--time` and `--memory` said.
@Suite struct RecordingLimitTests {
    static func limited(memory: Int = 0, seconds: Double = 0) -> ScriptRuntime.Options {
        var options = ScriptRuntime.Options()
        options.limits.memory = memory
        options.limits.seconds = seconds
        return options
    }

    /// 30 views faded over `seconds`: 31 views a frame, 60 frames a second.
    static func fade(_ seconds: Int, then more: String = "") -> String {
        """
        local vs = {}
        for i = 1, 30 do local v = View{frame = Rect(0, 0, 10, 10)}; window:addSubview(v); vs[i] = v end
        View.animate(\(seconds), function() for i = 1, #vs do vs[i].alpha = 0 end end)
        \(more)
        """
    }

    static func record(_ source: String, _ options: ScriptRuntime.Options) throws -> Recording {
        try Recording.record(script: "bomb.lua", sampling: Sampling(fps: 60), runtime: options) { stage in
            try stage.run(source, chunkName: "@bomb.lua")
        }
    }

    /// 18,000 frames of 31 views (about 200 MB) pass a 16 MiB limit early: the recording is
    /// the script's memory, and the render says what to render less of.
    @Test func theRecordingIsChargedToTheMemoryLimit() throws {
        let error = #expect(throws: LuaError.self) { _ = try Self.record(Self.fade(300), Self.limited(memory: 16 << 20)) }
        #expect(error?.kind == .memory)
        let message = error?.message ?? ""
        #expect(message.hasPrefix("bomb.lua: not enough memory (script memory limit 16 MiB): the recording held "))
        #expect(message.hasSuffix("; render fewer views (--views), a shorter span (--from, --to) or fewer instants (--frames, --fps)"))
        // a short one still records every frame under the same limit
        let short = try Self.record(Self.fade(1), Self.limited(memory: 16 << 20))
        #expect(short.frames.count == 61)
    }

    /// Frames the script's own `clock.advance` passes over: the limit reaches the script at
    /// that line (the line after it never runs).
    @Test func aLimitPassedInTheScriptsAdvanceStopsItThere() throws {
        let error = #expect(throws: LuaError.self) {
            _ = try Self.record(Self.fade(300, then: "clock.advance(300)\nerror('went on')"), Self.limited(memory: 16 << 20))
        }
        #expect(error?.kind == .memory)
        #expect(error?.message == "bomb.lua:4: not enough memory (script memory limit 16 MiB)")
    }

    /// The wall clock holds while frames are taken after the script returned (100,000 of
    /// them here, more than 50 ms' work).
    @Test func theTimeLimitCoversTheRecording() throws {
        let error = #expect(throws: LuaError.self) {
            _ = try Recording.record(script: "long.lua", sampling: Sampling(fps: 60), runtime: Self.limited(seconds: 0.05)) { stage in
                try stage.run("""
                    local v = View{frame = Rect(0, 0, 10, 10)}; window:addSubview(v)
                    View.animate(2000, function() v.alpha = 0 end)
                    """, chunkName: "@long.lua")
            }
        }
        #expect(error?.kind == .timeLimit)
        #expect(error?.message.hasPrefix("long.lua: time limit exceeded while recording the run, at ") == true)
    }

    /// A render that runs the script twice (its length first, for a count of instants) has
    /// one --time for both: the second run gets what the first left — of CPU time, as every
    /// `--time` counts.
    @Test func twoRunsShareOneTimeLimit() throws {
        var limits: [Double] = []
        _ = try Recording.record(script: "twice.lua", sampling: Sampling(count: 3), runtime: Self.limited(seconds: 10)) { stage in
            limits.append(stage.runtime.options.limits.seconds)
            if limits.count == 1 { Self.spin(0.2) }                          // the first run's time
            try stage.run("window:addSubview(View{})", chunkName: "@twice.lua")
        }
        #expect(limits.count == 2)
        #expect(limits.first == 10)
        #expect(limits.last.map { $0 > 0 && $0 <= 9.8 } == true)
    }

    /// Spends `seconds` of this thread's CPU time.
    static func spin(_ seconds: Double) {
        func now() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
        }
        let end = now() + seconds
        while now() < end {}
    }
}
