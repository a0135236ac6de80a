import Lua
import TransitCore
import TransitLua
import TransitRender

/// How `transit run` moves time: the script, then the clock until idle (or `--until`).
/// With `--trace`, a recorder prints the named views at every clock frame from the start —
/// the frames the script's own `clock.advance` calls pass over included — in the trace
/// format `transit render --format trace` shares.
enum Timeline {
    /// What `transit run` runs: a file, or standard input (`transit run -`), read once the
    /// stage exists, since its memory limit bounds the read.
    enum Script {
        case file(String)
        /// A pipe or device named as the script (`/dev/stdin`, bash's `<(…)`): read once, as
        /// standard input is, and named by its path as lua5.4 names it. It was refused as "not
        /// a regular file", where `lua5.4 <(…)` runs it.
        case stream(String)
        case standardInput

        /// The script at `path`, found on the search path.
        static func at(_ path: String) -> Script { FileText.isStream(path) ? .stream(path) : .file(path) }

        /// What `--watch` cannot watch, said as its usage error; nil for a file.
        var unwatchable: String? {
            switch self {
            case .file: nil
            case .stream(let path): "--watch needs a script file, not a pipe or device ('\(path)')"
            case .standardInput: "--watch needs a script file, not standard input"
            }
        }
    }

    /// Returns the traced names that were ever in the window (a name never seen is a typo
    /// to warn about).
    @discardableResult
    static func run(_ stage: Stage, script: Script, arguments: [[UInt8]] = [], until: Double?,
                    trace names: [String]) throws -> Set<String> {
        let end = try until.map { try Clock.ticks(forSeconds: $0, "--until") }
        var recorder: Recorder?
        var seen: Set<String> = []
        if !names.isEmpty {
            recorder = Recorder(engine: stage.engine, plan: .frames(fps: stage.engine.clock.fps, to: end),
                                selection: .named(names)) { frame in
                for view in frame.views { seen.insert(view.name) }
                ScriptRuntime.endOpenPiece()           // a line of the host's own: not after a piece
                for line in TraceText.lines(frame) { print(line) }
            }
        }
        switch script {
        case .file(let path): try stage.runFile(path, arguments: arguments)
        case .stream(let path):
            let (bytes, problem) = stage.runtime.readStream(path)
            guard let bytes else { throw LuaError(kind: .file, message: "cannot read \(path): \(problem ?? "unreadable")") }
            try stage.run(bytes: bytes, chunkName: "@" + path, arguments: arguments)
        case .standardInput:
            let (bytes, problem) = stage.runtime.readStandardInput()
            guard let bytes else { throw LuaError(kind: .file, message: "cannot read stdin: \(problem ?? "unreadable")") }
            try stage.run(bytes: bytes, chunkName: "=stdin", arguments: arguments)        // lua.c's name
        }
        if let end {
            try stage.onEachEngine { try $0.clock.run(until: end) }   // a callback's reset: its engine's turn too
            try stage.settle()
        } else {
            do {
                try stage.runUntilIdle()
            } catch let error as CoreError where error.idleBound == .seconds {
                // a scene longer than the guard's hour: say how to play it anyway (the events
                // bound is no length: --until would not lift it)
                throw CoreError(.runaway, error.message + " (`transit run --until SECONDS` plays a longer scene)",
                                idleBound: .seconds)
            } catch let error as CoreError where error.kind == .runaway && stage.engine.clock.pendingHoldCount > 0 {
                // a hold (an animation repeating forever) never lets the clock go idle: name
                // this command's own option, as render names its --to
                throw CoreError(.runaway, error.message + " (play a fixed span with --until SECONDS)")
            }
        }
        recorder?.finish()
        return seen
    }
}
