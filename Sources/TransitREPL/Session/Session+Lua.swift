#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lua
import TransitLua

/// Lua input, by `lua.c`'s rules: a line is first tried as `return <line>` so that an
/// expression prints its value (`=expr` too); a chunk whose syntax error is at `<eof>` is
/// incomplete and continues on the next line; results print, and the first becomes `_`.
extension Session {
    static let chunkName = "=stdin"

    /// `return <source>`, as lua.c's addreturn tries a line first — after a to-be-closed
    /// nil, so that a `return f(…)` is not a tail call (Lua 5.4 makes none inside the scope
    /// of a to-be-closed variable; a nil one closes nothing): a tail call took the chunk's
    /// frame, and an error raised in a Lua function it called (`Point(1, {})`) found no line
    /// of the input to name.
    static func returning(_ source: [UInt8]) -> [UInt8] { Array("local __transit_no_tail_call <close> = nil; return ".utf8) + source }

    func feedLua(_ line: [UInt8]) {
        var line = line
        if pending.isEmpty {
            let expression = line.first == UInt8(ascii: "=") ? Array(line.dropFirst()) : line
            if replStage.syntaxError(in: Session.returning(expression), chunkName: Session.chunkName) == nil {
                evaluate(expression, expression: true)
                return
            }
            // Else as lua.c reads it: `=expr` is `return expr` (pushline), which may go on over
            // the next lines (`=function()` was an error at once, and its next line misread),
            // and a line that compiles as `return <line>` runs so — the no-tail-call local
            // takes a register, and a list of 254 values needed one too many ("function or
            // expression needs too many registers": it was then read as a statement, an error).
            let returned = Array("return ".utf8) + expression
            if line.first == UInt8(ascii: "=") {
                line = returned
            } else if replStage.syntaxError(in: returned, chunkName: Session.chunkName) == nil {
                evaluate(returned, expression: false)
                return
            }
        }
        pending.append(line)
        let started = Session.monotonicSeconds()
        guard let error = replStage.syntaxError(in: pending.source, chunkName: Session.chunkName) else {
            evaluate(pending.take(), expression: false)
            return
        }
        pending.compiling += Session.monotonicSeconds() - started
        if !error.isIncompleteInput {
            _ = pending.take()
            fail(error)
        } else if options.limits.seconds > 0 && pending.compiling > options.limits.seconds {
            refuseSlowChunk()
        }
    }

    /// A chunk continued until compiling it again at each line took more than `--time`: no
    /// Lua runs while it is incomplete, so the watchdog never saw it, and a pipe of 40,000
    /// continuation lines ran for minutes (rev21; `lua.c` bounds neither this nor the
    /// chunk's size — here the memory limit bounds its size, ``lineRoom``). The time limit
    /// is per input, and this is one input: the wall time spent compiling it counts —
    /// never the time spent waiting for the next line. It is dropped as a line too long is,
    /// and piped input ends there (what follows is the rest of a chunk never run).
    private func refuseSlowChunk() {
        let lines = pending.lines
        pending = PendingChunk()
        if refusalEndsInput { inputEnded = true }
        let rest = refusalEndsInput ? "the input is not read further" : "not run"
        fail(LuaError(kind: .file, message: "stdin: a chunk continued over \(lines) lines took more than the time limit "
                      + "(--time \(Session.decimal(options.limits.seconds))) to compile, each line compiling it again: \(rest)"))
    }

    /// 30 → "30", 0.5 → "0.5", as the option was given.
    static func decimal(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Runs a chunk typed by the user, records it if it ran to its end, prints its results,
    /// then runs what it queued for the next run-loop turn.
    func evaluate(_ source: [UInt8], expression: Bool) {
        beginStep()
        defer { endStep() }                              // after settle: its warnings are the chunk's
        let tick = replStage.clock.now
        replStage.lua.startClock()
        let results: ReplStage.Results
        do {
            results = try replStage.run(expression ? Session.returning(source) : source, chunkName: Session.chunkName,
                                        keepingLast: true)
        } catch {
            fail(error)
            if error.kind == .memory { undo() }
            return
        }
        record(.chunk(source: source, expression: expression, setsLast: !results.isEmpty), at: tick)
        // printing is Lua too (`__tostring`s, the formatter): its own time, as the chunk
        // may have used all of its own in a call no hook reached. Its failure is the input's,
        // but the chunk ran and stays in the log: no undo (what printing allocated is garbage)
        replStage.lua.startClock()
        do {
            if !results.isEmpty { console.line(try Session.printing { () throws(LuaError) in try replStage.format(results) }) }
        } catch {
            fail(error)
        }
        settle()
    }

    /// What printing an input's results raised (a `__tostring` that fails), in lua.c's words:
    /// it prints them with `print` under `lua_pcall` and says `error calling 'print' (MSG)`.
    /// A limit keeps its own words: it is the limit's error, wherever it was reached.
    static func printing(_ body: () throws(LuaError) -> String) throws(LuaError) -> String {
        do {
            return try body()
        } catch where error.kind == .runtime {
            let (open, close) = (Array("error calling 'print' (".utf8), Array(")".utf8))
            var wrapped = LuaError(kind: .runtime, message: "error calling 'print' (\(error.message))",
                                   traceback: error.traceback)
            wrapped.messageBytes = error.messageBytes.map { open + $0 + close }
            throw wrapped
        }
    }

    /// Runs a chunk a command stands for (`clock.fps = 30`), recorded like a typed one.
    func perform(_ source: String) throws {
        beginStep()
        defer { endStep() }
        let tick = replStage.clock.now
        replStage.lua.startClock()
        _ = try replStage.run(source, chunkName: Session.chunkName)
        record(.chunk(source: Array(source.utf8), expression: false, setsLast: false), at: tick)
        settle()
    }

    /// The one-run-loop-turn queue (completions of zero-duration animations) and errors left
    /// for later by the frame pass.
    func settle() {
        do { try replStage.stage.settle() } catch { fail(error) }
    }

    /// After a chunk hit the memory limit, what it allocated may still be reachable (from a
    /// global) and every later chunk would hit the limit too: the stage is rebuilt from the
    /// log, which does not hold the failed chunk.
    func undo() {
        do {
            let now = replStage.clock.now
            replace(with: try endTick == nil ? rebuild(log, reportingErrors: false)
                                             : rebuild(log.cut(at: now), upTo: now, reportingErrors: false))
            console.line("(the session was replayed without that chunk, to free its memory)")
        } catch {
            fail(error)
        }
    }

    // MARK: Watches

    /// Prints each watched expression's value now and records it for `.spec`.
    func showWatches() {
        readingOnly { for expression in watches { showWatch(expression) } }
    }

    /// Runs `show` (watches being evaluated) and undoes what it changed in the engine:
    /// watches only read. A watch such as `clock.advance(0.25)` or `v:removeFromSuperview()`
    /// moved the clock or the tree behind the session's back, and `.back` or `.spec` — which
    /// replay the log, where watches are not — then showed another world. Changed, the stage
    /// is rebuilt from the log to where it stood (the REPL's time travel), and the session
    /// says so.
    func readingOnly(_ show: () -> Void) {
        let before = WorldPrint(replStage.engine)
        let logBefore = log
        show()
        guard WorldPrint(replStage.engine) != before else { return }
        // what the watches recorded for `.spec` was read from the changed world, at its time:
        // the log would go on to that time (rev13: `.now` read the moved clock after the undo)
        log = logBefore
        do {
            let fresh = endTick == nil ? try rebuild(log, reportingErrors: false)
                : try rebuild(log.cut(at: before.now), upTo: before.now, reportingErrors: false)
            replace(with: fresh)
            console.line("(a watch changed the session: undone — watches only read; type a change as an input)")
        } catch {
            fail(error)
        }
    }

    func showWatch(_ expression: String) {
        replStage.lua.startClock()
        do {
            let results = try replStage.run("return " + expression, chunkName: "=watch")
            console.line("\(expression) = \(results.isEmpty ? "(no value)" : try replStage.format(results))")
            // a spec expects what the log's end showed: not recorded after going back
            if endTick == nil, !results.isEmpty, let value = try replStage.observation(of: results) {
                log.observe(expression, value, at: replStage.clock.now)
            }
        } catch {
            console.error("\(expression): \(error.message)")
        }
    }
}
