import Lua
import TransitLua

/// Time travel by replay: a fresh stage runs the log again. The engine is deterministic —
/// integer ticks, seeded `math.random`, the virtual clock behind `os.time` — so the same
/// steps give the same state, and a stage rebuilt to time T equals a fresh run forward to T.
///
/// Each replayed input runs as a coroutine (`Travel`) whose `clock.advance` stops at the
/// tick of the next step, or at the time travelled to: a chunk that moves the clock itself
/// (`transit repl zoom`) is suspended inside its advance, and the steps typed while it was
/// suspended run there; the next step at a later time resumes it.
extension Session {
    /// A fresh stage with `log` replayed into it up to `target`, silent but for what the
    /// console has not shown at its instant (``ShownLedger``): what an input typed in the past
    /// causes later, errors among it. When the files changed (`.reload`), `reportingErrors`:
    /// the replay is silent but for its errors, which are all news.
    ///
    /// Ctrl-C stops a replay (a step may run long: a callback that looped until the limits
    /// stopped it loops again): the rebuild is abandoned and the session keeps its stage.
    /// (A Ctrl-C that comes while no Lua runs — the fresh stage being built, a step ending —
    /// is seen by its flag, between steps; so is one that came after the line editor returned
    /// the command — the editor clears the flag as it starts reading, and a Ctrl-C that
    /// stopped a chunk is taken where its error is reported (``fail(_:at:)``). The rebuild
    /// took the flag as it began, and such a Ctrl-C was lost: a replay of a callback that
    /// loops ran on until a second one.)
    func rebuild(_ log: SessionLog, upTo target: Int64 = .max, reportingErrors: Bool) throws -> ReplStage {
        let fresh = try ReplStage(options: options)
        // a reload replays changed files: everything after it differs, and only its errors are
        // reported; a rebuild of the same files shows what the console has not shown yet
        if reportingErrors { mute(fresh) } else { connectReplaying(fresh) }
        if catchesInterrupts { fresh.lua.catchInterrupts() }
        let entries = log.entries
        do {
            for (i, entry) in entries.enumerated() {
                if catchesInterrupts && LuaState.takeInterrupt() {
                    throw LuaError(kind: .interrupted, message: "interrupted!")
                }
                fresh.lua.startClock()
                do {
                    // the chunks suspended before this step go on to its time
                    if fresh.clock.now < entry.tick { try fresh.move(to: entry.tick) }
                    try fresh.travel.setHorizon(i + 1 < entries.count ? entries[i + 1].tick : target)
                    try replay(entry.step, in: fresh)
                    try fresh.stage.settle()
                } catch let error as LuaError where error.kind == .interrupted {
                    throw error
                } catch {
                    if reportingErrors { fail(error, at: fresh.clock.now) } else { replayed(error, in: fresh) }
                }
            }
            // the cut's end: a chunk suspended short of it goes on to it (and stops there).
            // It and the horizon's reset below are entries of their own, each with its time:
            // on the last step's, spent when that step ran into the time limit again (a
            // completion that loops), both raised "time limit exceeded" in the replay's own
            // Lua, once as news and once as the rebuild's failure (.back stayed where it was)
            if target < .max && fresh.clock.now < target {
                fresh.lua.startClock()
                do {
                    try fresh.travel.setHorizon(target)
                    try fresh.move(to: target)
                } catch let error as LuaError where error.kind == .interrupted {
                    throw error
                } catch {
                    if reportingErrors { fail(error, at: fresh.clock.now) } else { replayed(error, in: fresh) }
                }
            }
            fresh.lua.startClock()
            try fresh.travel.setHorizon(nil)                       // live from here: nothing stops
        } catch {
            if catchesInterrupts { replStage.lua.catchInterrupts() }
            throw error
        }
        return fresh
    }

    private func replay(_ step: SessionLog.Step, in replStage: ReplStage) throws {
        switch step {
        case .chunk(let source, let expression, _):
            try replStage.travel.start(expression ? Session.returning(source) : source, chunkName: Session.chunkName,
                                       keepingLast: true, file: false)
        case .load(let path, let source):
            try replStage.travel.start(source, chunkName: replStage.stage.runtime.loadedChunk("@" + ScriptRuntime.displayName(path)), keepingLast: false,
                                       file: true)
        case .time(let tick):
            try replStage.move(to: tick)
        case .observation:
            break
        }
    }

    /// Makes `replStage` the session's, wired to the console.
    func replace(with replStage: ReplStage) {
        connect(replStage)
        self.replStage = replStage
    }

    /// Goes to `tick` along the log: the stage rebuilt from the log cut there (a time step
    /// that went past it now stops there; a chunk that moved the clock past it is suspended
    /// there). The log keeps its later steps (`.seek` forward replays them), and the session
    /// is "in the past" until it reaches the log's end again. The clock may end short of
    /// `tick` (the log's last stop was earlier) or, when a chunk moved the clock where it
    /// cannot be stopped, past it.
    func rewind(to tick: Int64) throws {
        let end = endTick ?? replStage.clock.now
        if tick >= end {
            let fresh = try rebuild(log, reportingErrors: false)
            endTick = nil
            replace(with: fresh)
            return
        }
        let fresh = try rebuild(log.cut(at: tick), upTo: tick, reportingErrors: false)
        endTick = end
        replace(with: fresh)
    }

    /// Records a step of the session: at the end of the log, or — after going back — at the
    /// current time among the later steps, which stay (replayed by `.seek` forward) unless
    /// the step moved the clock: then they no longer follow from it, and are dropped.
    func record(_ step: SessionLog.Step, at tick: Int64) {
        guard endTick != nil else {
            recordedStep = log.append(step, at: tick)
            return
        }
        let index = log.insert(step, at: tick)
        recordedStep = index
        if replStage.clock.now != tick {
            log.dropSteps(after: index)
            endTick = nil
            console.line("(the clock moved: the session's later inputs are dropped, it goes on from here)")
        }
    }
}
