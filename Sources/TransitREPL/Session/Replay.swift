import Lua
import TransitLua

/// Time travel by replay: a fresh stage runs the log again. The engine is deterministic —
/// integer ticks, seeded `math.random`, the virtual clock behind `os.time` — so the same
/// steps give the same state, and a stage rebuilt to time T equals a fresh run forward to T.
extension Session {
    /// A fresh stage with `log` replayed into it, silent: its prints and events were shown
    /// the first time. Errors repeat the ones seen then, unless the files changed
    /// (`.reload`), when they are news and `reportingErrors` prints them.
    ///
    /// Ctrl-C stops a replay (a step may run long: a callback that looped until the limits
    /// stopped it loops again): the rebuild is abandoned and the session keeps its stage.
    /// (A Ctrl-C that comes while no Lua runs — the fresh stage being built, a step ending —
    /// is seen by its flag, between steps.)
    func rebuild(_ log: SessionLog, reportingErrors: Bool) throws -> ReplStage {
        _ = LuaState.takeInterrupt()
        let fresh = try ReplStage(options: options)
        mute(fresh)
        if catchesInterrupts { fresh.lua.catchInterrupts() }
        do {
            for entry in log.entries {
                if catchesInterrupts && LuaState.takeInterrupt() {
                    throw LuaError(kind: .interrupted, message: "interrupted!")
                }
                fresh.lua.startClock()
                do {
                    try replay(entry.step, in: fresh)
                    try fresh.stage.settle()
                } catch let error as LuaError where error.kind == .interrupted {
                    throw error
                } catch {
                    if reportingErrors { fail(error) }
                }
            }
        } catch {
            if catchesInterrupts { replStage.lua.catchInterrupts() }
            throw error
        }
        return fresh
    }

    private func replay(_ step: SessionLog.Step, in replStage: ReplStage) throws {
        switch step {
        case .chunk(let source, let expression, _):
            _ = try replStage.run(expression ? Session.returning(source) : source, chunkName: Session.chunkName, keepingLast: true)
        case .load(let path, let source):
            try replStage.stage.run(bytes: source, chunkName: "@" + ScriptRuntime.displayName(path))
        case .time(let tick):
            try replStage.clock.run(until: tick)
        case .observation:
            break
        }
    }

    /// Makes `replStage` the session's, wired to the console.
    func replace(with replStage: ReplStage) {
        connect(replStage)
        self.replStage = replStage
    }

    /// Goes back to `tick`: the stage rebuilt from the log cut there (a time step that went
    /// past it now stops there). The clock may end short of `tick` (the log's last stop was
    /// earlier) or, when a chunk moved the clock itself, past it.
    func rewind(to tick: Int64) throws {
        let kept = log.cut(at: tick)
        let fresh = try rebuild(kept, reportingErrors: false)
        log = kept
        replace(with: fresh)
    }
}
