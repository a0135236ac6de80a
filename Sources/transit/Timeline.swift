import TransitCore
import TransitLua
import TransitRender

/// How `transit run` moves time: the script, then the clock until idle (or `--until`).
/// With `--trace`, a recorder prints the named views at every clock frame from the start —
/// the frames the script's own `clock.advance` calls pass over included — in the trace
/// format `transit render --format trace` shares.
enum Timeline {
    static func run(_ stage: Stage, script path: String, arguments: [String] = [], until: Double?, trace names: [String]) throws {
        let end = try until.map { try Clock.ticks(forSeconds: $0, "--until") }
        var recorder: Recorder?
        if !names.isEmpty {
            recorder = Recorder(engine: stage.engine, plan: .frames(fps: stage.engine.clock.fps, to: end),
                                selection: .named(names)) { frame in
                for line in TraceText.lines(frame) { print(line) }
            }
        }
        try stage.runFile(path, arguments: arguments)
        if let end {
            try stage.engine.clock.run(until: end)
            try stage.settle()
        } else {
            try stage.runUntilIdle()
        }
        recorder?.finish()
    }
}
