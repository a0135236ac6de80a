import Lua
import TransitCore

/// Moving time: forward by running the engine's clock, backward by replaying the session.
/// Every time command ends by showing the time and the watched expressions.
enum TimeCommands {
    static let all: [Command] = [
        Command(name: "now", argument: "", summary: "the clock's time and frame") { session, argument in
            try Argument.none(argument, ".now")
            session.showTime()
        },
        Command(name: "advance", argument: "S", summary: "move the clock forward S seconds") { session, argument in
            let seconds = try Argument.seconds(argument, ".advance")
            guard session.isLive else {
                return try session.seek(to: session.replStage.clock.now + Clock.ticks(forSeconds: seconds, ".advance"))
            }
            let target = session.replStage.clock.now + (try Clock.ticks(forSeconds: seconds, ".advance"))
            session.step(towards: target) { try $0.clock.advance(seconds) }
        },
        Command(name: "frame", argument: "[N]", summary: "move forward N frames (default 1)") { session, argument in
            let frames = try Argument.count(argument, ".frame", default: 1, minimum: 0)
            guard session.isLive else { return try session.seek(to: session.replStage.clock.frameTick(afterSteps: frames)) }
            session.step { try $0.clock.step(frames) }
        },
        Command(name: "next", argument: "", summary: "move to the next event (an animation's end, a completion, a timer)") { session, argument in
            try Argument.none(argument, ".next")
            guard let tick = session.nextEventTick() else {
                session.console.line("nothing is pending")
                return
            }
            try session.seek(to: tick)
        },
        Command(name: "run", argument: "", summary: "run until nothing is pending") { session, argument in
            try Argument.none(argument, ".run")
            if session.endTick != nil { try session.rewind(to: .max) }      // the log's end first
            session.step { stage in
                if stage.travel.nextTarget() != nil { try stage.travel.finishAll() }
                try stage.clock.runUntilIdle()
            }
        },
        Command(name: "seek", argument: "T", summary: "go to time T, backwards too (by replaying the session)") { session, argument in
            let seconds = try Argument.seconds(argument, ".seek")
            try session.seek(to: Clock.ticks(forSeconds: seconds, ".seek"))
        },
        Command(name: "back", argument: "[N]", summary: "go back N frames (default 1), by replaying the session") { session, argument in
            let frames = try Argument.count(argument, ".back", default: 1, minimum: 1)
            let clock = session.replStage.clock
            guard clock.now > 0 else { throw CommandError(".back: the clock is at 0 already") }
            // from between two frames, the first frame back is the one just passed
            let passed = clock.frameTick(clock.frame) < clock.now ? 1 : 0
            try session.seek(to: clock.frameTick(max(0, clock.frame - Int64(frames - passed))))
        },
        Command(name: "fps", argument: "[N]", summary: "show or set the frames per second (1...1000)") { session, argument in
            if !argument.isEmpty {
                let fps = try Argument.count(argument, ".fps", default: 60, minimum: 1, maximum: 1000)
                try session.perform("clock.fps = \(fps)")
            }
            session.console.line("\(session.replStage.clock.fps) frames per second")
        },
    ]
}

extension Session {
    /// Whether the session stands at the end of its log with no chunk suspended: time
    /// commands then run the clock as they always did.
    var isLive: Bool { endTick == nil && replStage.travel.nextTarget() == nil }

    /// Runs a time command on the stage, records where the clock stopped (also when an
    /// action on the way failed: a replay stops at the same place, and `.spec` expects the
    /// step to raise that error), and shows the time and the watches. An error says that
    /// the clock stopped there, short of `target` when the command had one.
    func step(towards target: Int64? = nil, _ move: (ReplStage) throws -> Void) {
        beginStep()
        let start = replStage.clock.now
        replStage.lua.startClock()
        var failure: String?
        do {
            try move(replStage)
            try replStage.stage.settle()
        } catch {
            fail(error)
            failure = (error as? LuaError)?.message ?? String(describing: error)
        }
        record(.time(replStage.clock.now), at: start)
        if let failure, let index = recordedStep {
            log.failed(failure, at: index)
            let short = target.flatMap { $0 > replStage.clock.now ? ", short of \(formatTicks($0)) s" : nil } ?? ""
            console.line("(the error stopped the clock at \(formatTicks(replStage.clock.now)) s\(short))")
        }
        endStep()                                        // a watch's own warnings are not the step's
        showTime()
        showWatches()
    }

    /// Goes to `tick`: forward by running the clock, backward — or forward along steps the
    /// session went back past — by rebuilding the stage from the log.
    func seek(to tick: Int64) throws {
        if isLive && tick >= replStage.clock.now {
            step(towards: tick) { try $0.clock.run(until: tick) }
            return
        }
        if endTick == nil && tick >= replStage.clock.now {           // suspended chunks: they go on
            step(towards: tick) { try $0.move(to: tick) }
            return
        }
        try rewind(to: tick)
        if replStage.clock.now < tick && endTick == nil {            // past the log's end
            step(towards: tick) { try $0.move(to: tick) }
            return
        }
        if replStage.clock.now > tick {
            console.line("(a chunk moved the clock past \(formatTicks(tick)) s where it cannot be stopped: clock.step, or a clock move inside a callback, a task or a coroutine of the script's own)")
        }
        showTime()
        showWatches()
    }

    /// The next thing that happens: a timer, work queued for this turn, a suspended chunk
    /// going on, or a step of the log the session went back past.
    func nextEventTick() -> Int64? {
        let clock = replStage.clock
        if clock.pendingAsyncCount > 0 { return clock.now }
        var ticks = [clock.nextTimerTick, replStage.travel.nextTarget()].compactMap { $0 }
        if endTick != nil, let later = log.entries.first(where: { $0.tick > clock.now }) { ticks.append(later.tick) }
        if let end = endTick, end > clock.now { ticks.append(end) }
        return ticks.min()
    }
}

/// Reading commands' arguments, with messages that say what was expected and what came.
enum Argument {
    static func none(_ text: String, _ command: String) throws {
        guard text.isEmpty else { throw CommandError("\(command) takes no argument (got '\(text)')") }
    }

    static func seconds(_ text: String, _ command: String) throws -> Double {
        guard !text.isEmpty else { throw CommandError("\(command) expects a number of seconds (as in \(command) 0.5)") }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw CommandError("\(command) expects a number of seconds ≥ 0, got '\(text)'")
        }
        return value
    }

    static func count(_ text: String, _ command: String, default value: Int, minimum: Int,
                      maximum: Int = 1_000_000) throws -> Int {
        guard !text.isEmpty else { return value }
        guard let n = Int(text), n >= minimum, n <= maximum else {
            throw CommandError("\(command) expects a whole number in \(minimum)...\(maximum), got '\(text)'")
        }
        return n
    }
}
