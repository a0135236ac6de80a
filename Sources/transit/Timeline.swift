import TransitCore
import TransitLua

/// How `transit run` moves time after the script: until idle (or `--until`), frame by frame
/// when views are traced.
enum Timeline {
    /// Virtual seconds a traced run may last before it is called runaway.
    static let traceLimit = 3600.0

    static func play(_ stage: Stage, until: Double?, trace names: [String]) throws {
        let clock = stage.engine.clock
        guard !names.isEmpty else {
            if let until {
                try stage.engine.clock.run(until: try Clock.ticks(forSeconds: until, "--until"))
                try stage.settle()
            } else {
                try stage.runUntilIdle()
            }
            return
        }
        // Views are looked up at every frame: a traced view shows from the frame it is in the
        // window until it leaves.
        func sample() {
            for name in names {
                if let v = stage.engine.window.find(name) {
                    print(Trace.line(at: clock.now, name: name, v.presentation))
                }
            }
        }
        let end = try until.map { try Clock.ticks(forSeconds: $0, "--until") }
        sample()
        while true {
            if let end { if clock.now >= end { break } } else if clock.isIdle { try clock.requireNoHolds(); break }
            if clock.seconds > traceLimit {
                throw TraceError(message: "--trace: still running after \(Int(traceLimit)) s of virtual time; use --until")
            }
            try stage.engine.step(frames: 1)
            try stage.settle()
            sample()
        }
    }

    struct TraceError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
