import TransitCore
import TransitLua
import TransitRender

/// How `transit run` moves time: the script, then the clock until idle (or `--until`).
/// With `--trace`, a recorder prints the named views at every clock frame from the start —
/// the frames the script's own `clock.advance` calls pass over included — in the trace
/// format `transit render --format trace` shares.
enum Timeline {
    /// What `transit run` runs: a file, or standard input's bytes (`transit run -`).
    enum Script {
        case file(String)
        case standardInput([UInt8])
    }

    /// Returns the traced names that were ever in the window (a name never seen is a typo
    /// to warn about).
    @discardableResult
    static func run(_ stage: Stage, script: Script, arguments: [String] = [], until: Double?,
                    trace names: [String]) throws -> Set<String> {
        let end = try until.map { try Clock.ticks(forSeconds: $0, "--until") }
        var recorder: Recorder?
        var seen: Set<String> = []
        if !names.isEmpty {
            recorder = Recorder(engine: stage.engine, plan: .frames(fps: stage.engine.clock.fps, to: end),
                                selection: .named(names)) { frame in
                for view in frame.views { seen.insert(view.name) }
                for line in TraceText.lines(frame) { print(line) }
            }
        }
        switch script {
        case .file(let path): try stage.runFile(path, arguments: arguments)
        case .standardInput(let bytes): try stage.run(bytes: bytes, chunkName: "=stdin")   // lua.c's name
        }
        if let end {
            try stage.engine.clock.run(until: end)
            try stage.settle()
        } else {
            try stage.runUntilIdle()
        }
        recorder?.finish()
        return seen
    }
}
