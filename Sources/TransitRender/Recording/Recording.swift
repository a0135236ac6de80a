import Lua
import TransitCore
import TransitLua

/// A script's run as sampled frames: what every format writes from.
public struct Recording {
    /// The script as messages name it (`scripts/examples/segues.lua`).
    public var script: String
    /// The screen at the run's end (the script may pick a device profile).
    public var screen: Screen
    /// The sampled span, in ticks.
    public var from: Int64
    public var to: Int64
    public var frames: [Frame]
    /// The timeline events within the span.
    public var events: [TimelineEvent]
    /// Each animation's curve by animation id.
    public var curves: [Int: CurveSamples]

    public init(script: String, screen: Screen, from: Int64, to: Int64, frames: [Frame],
                events: [TimelineEvent], curves: [Int: CurveSamples]) {
        self.script = script
        self.screen = screen
        self.from = from
        self.to = to
        self.frames = frames
        self.events = events
        self.curves = curves
    }

    /// Runs a script file and samples it (see ``record(script:sampling:runtime:notes:progress:load:)``).
    public static func record(file path: String, sampling: Sampling, runtime: ScriptRuntime.Options = .init(),
                              notes: @escaping (Note) -> Void = { _ in }) throws -> Recording {
        try record(file: path, sampling: sampling, runtime: runtime, notes: notes, progress: { _, _ in })
    }

    static func record(file path: String, sampling: Sampling, runtime: ScriptRuntime.Options,
                       notes: @escaping (Note) -> Void, progress: @escaping (Frame, Int) -> Void) throws -> Recording {
        try record(script: ScriptRuntime.displayName(path), sampling: sampling, runtime: runtime, notes: notes,
                   progress: progress) { try $0.runFile(path) }
    }

    /// Runs `load` on a fresh stage, then the clock until idle (or to `--to`), sampling as
    /// `sampling` says.
    ///
    /// - Parameters:
    ///   - notes: what the script prints and warns, which is not the render's output.
    ///   - progress: each frame as it is sampled, with the count so far.
    ///   - load: runs the script (and what it queued for the next run-loop turn).
    /// - Throws: the script's `LuaError`; ``RenderError`` for an instant outside the run, or
    ///   a run that never goes idle without `--to`.
    public static func record(script: String, sampling: Sampling, runtime: ScriptRuntime.Options = .init(),
                              notes: @escaping (Note) -> Void = { _ in },
                              progress: @escaping (Frame, Int) -> Void = { _, _ in },
                              load: (Stage) throws -> Void) throws -> Recording {
        let started = RenderClock()
        var length: Int64 = 0
        var timeline: (events: [TimelineEvent], curves: [Int: CurveSamples]) = ([], [:])
        if case .ticks(let t) = sampling.to { length = t }
        if sampling.needsRunLength {
            let stage = try Stage(options: runtime)
            stage.runtime.output = { _ in }
            // samples nothing: it keeps the curves, for the key moments' overshoot peaks
            let recorder = Recorder(engine: stage.engine, plan: .ticks([])) { _ in }
            try load(stage)
            var until: Int64?
            if case .ticks(let t) = sampling.to { until = t }
            try runToEnd(stage, until: until)
            recorder.detach()
            length = stage.engine.clock.now
            timeline = (stage.engine.timeline, recorder.curves)
        }
        let from = sampling.from?.tick(ofRun: length) ?? 0
        let to = sampling.to?.tick(ofRun: length)
        if let to, from > to {
            throw RenderError(usage: "--from (\(formatTicks(from)) s) is after --to (\(formatTicks(to)) s)")
        }
        let plan: SamplePlan
        let keys = sampling.needsTimeline
            ? KeyMoments.moments(events: timeline.events, curves: timeline.curves, from: from, to: to ?? length).map(\.tick)
            : []
        if sampling.at != nil || sampling.atKeys {
            let ticks = (sampling.at ?? []).map { $0.tick(ofRun: length) }
            if let outside = ticks.first(where: { tick in tick < from || to.map { tick > $0 } ?? false }) {
                throw RenderError(usage: "--at \(formatTicks(outside)) s is outside the rendered span (\(formatTicks(from))–\(to.map(formatTicks) ?? "end") s)")
            }
            plan = .ticks(ticks + (sampling.atKeys ? keys : []))
        } else if let count = sampling.moments, sampling.count == nil {
            plan = .ticks(KeyMoments.choose(count, events: timeline.events, curves: timeline.curves,
                                            from: from, to: to ?? length))
        } else if let count = sampling.count {
            let last = to ?? length
            plan = .ticks((0..<count).map { i in
                count == 1 ? from : from + Int64((Double(last - from) * Double(i) / Double(count - 1)).rounded())
            })
        } else {
            plan = .frames(fps: sampling.fps ?? 60, from: from, to: to)
        }

        // --time covers the whole render: a run measured first leaves the rest to this one
        var options = runtime
        if sampling.needsRunLength && options.limits.seconds > 0 {
            options.limits.seconds = max(options.limits.seconds - started.spent(), 0.001)
        }
        let stage = try Stage(options: options)
        stage.runtime.output = { notes(.printed($0)) }
        stage.runtime.warnings = { notes(.warning($0)) }
        var frames: [Frame] = []
        var recorded = 0
        let recorder = Recorder(engine: stage.engine, plan: plan) { frame in
            frames.append(frame)
            recorded += frame.heldBytes
            progress(frame, frames.count)
        }
        holdLimits(stage, recorder, script: script, frames: { (frames.count, recorded) })
        do {
            try load(stage)
            try runToEnd(stage, until: to)
        } catch let error as LuaError {
            throw error                                   // the script's, with its line
        } catch {
            throw recorder.stopped ?? error
        }
        if let stopped = recorder.stopped { throw stopped }
        recorder.finish()
        recorder.detach()
        if let stopped = recorder.stopped { throw stopped }
        if recorder.overflowed {
            throw RenderError(usage: "the run passes over more than \(Recorder.maxFrames) instants to sample; render a shorter span (--to), fewer instants (--frames) or a lower --fps")
        }

        let end = stage.engine.clock.now
        if from > end {
            throw RenderError(usage: "--from \(formatTicks(from)) s is after the run's end (\(formatTicks(end)) s)")
        }
        if let missed = recorder.plan.pending.first {
            throw RenderError(usage: "--at \(formatTicks(missed)) s is outside the run (0–\(formatTicks(end)) s)")
        }
        let last = to ?? end
        return Recording(script: script, screen: stage.engine.screen, from: from, to: last, frames: frames,
                         events: stage.engine.timeline.filter { $0.tick >= from && $0.tick <= last },
                         curves: recorder.curves)
    }

    /// Frames are taken in Swift, where no hook runs: the recorder asks the script's limits
    /// before each one, and the recording is the script's memory (charged as the host's).
    /// Past a limit it stops, and so do the clock's loops; a script line running then (the
    /// script's own `clock.advance`) raises the limit there, else the render throws it.
    private static func holdLimits(_ stage: Stage, _ recorder: Recorder, script: String,
                                   frames: @escaping () -> (count: Int, bytes: Int)) {
        let charged = stage.lua.hostMemory
        stage.lua.hostMemory = { charged() + frames().bytes }
        // Between two frames only the frames change what the script holds (Lua that runs
        // meanwhile is the hook's to check), and the whole charge costs ~2,500 instructions:
        // memory is asked once the frames hold another MiB, the time limit every frame.
        var asked = 0
        recorder.limit = { [unowned stage] tick in
            var memory = false
            if frames().bytes - asked >= 1 << 20 {
                asked = frames().bytes
                memory = stage.lua.checkMemoryLimit()
            }
            guard memory || stage.lua.stopRequested else { return nil }
            let at = "at \(formatTicks(tick)) s of the run"
            guard memory else { return stage.lua.stopError(at: script, " while recording the run, \(at)") }
            let (count, bytes) = frames()
            return stage.lua.stopError(at: script, ": the recording held \(bytes >> 20) MiB in \(count) frames \(at); "
                + "render fewer views (--views), a shorter span (--from, --to) or fewer instants (--frames, --fps)")
        }
        let stops = stage.engine.clock.shouldStop
        stage.engine.clock.shouldStop = { [weak recorder] in recorder?.stopped != nil || stops?() == true }
    }

    /// The clock to `tick`, or until nothing is pending.
    private static func runToEnd(_ stage: Stage, until tick: Int64?) throws {
        if let tick {
            try stage.engine.clock.run(until: tick)
            try stage.settle()
            return
        }
        do {
            try stage.runUntilIdle()
        } catch let error as CoreError where error.kind == .runaway {
            throw RenderError(error.message + " (render a fixed span with --to SECONDS)")
        }
    }
}
