import Lua
import TransitCore
import TransitLua

/// One test: a fresh engine, the hooks around the body, then what must hold when it ends —
/// the one-run-loop-turn queue settled, no warning it did not expect, no transition left
/// running.
extension FileRunner {
    /// Why an entry into Lua did not return: an assertion that did not hold, or an error.
    struct Problem {
        var failure: Failure
        var isAssertion: Bool
        /// A limit stopped the entry (instructions, time, memory, pattern steps, Ctrl-C): the
        /// test is over, and its remaining hooks do not run in what the limit left behind.
        var isKill = false
        /// The entry ended with the error `pending` raised (not caught on the way).
        var isPending = false
    }

    /// One test as busted runs it: the lazy setups (once per block), the `before_each` hooks
    /// outermost first, the body, its `finally`, the `after_each` hooks innermost first. A
    /// failing hook is its own error and the test does not run (nor count).
    func runTest(_ t: SpecTest) {
        if options.list {
            // busted's --list: the test is reached but not run; its line is what is printed
            report(result(t, t.skipReason == nil ? .passed : .skipped, skip: t.skipReason))
            return
        }
        if let reason = t.skipReason {
            report(result(t, .skipped, skip: reason))
            return
        }
        onBegin?(t.blocks, t.name, t.line)
        let start = FileSystem.wallSeconds()
        let fallback = location(t.line, in: t.source)
        var problem: Problem?
        let ownEngine = !t.block.lineage.contains(where: \.sharesEngine)
        if ownEngine {
            // what the file showed outside its tests keeps its number in them, as its address
            // in stock; the test's own numbers go with the test, so the next reads the same
            // whichever ran before it
            env.stage.lua.keepToStringSerials()
            problem = resetEngine(fallback: fallback)
        }
        defer { if ownEngine { env.stage.lua.restartToStringSerials() } }
        guard lazySetup(for: t) else { return }
        let context = TestContext(test: t)
        env.context = context
        defer { env.context = nil }
        let filmstrip = options.filmstrips.map { _ in FailureFilmstrip(engine: env.stage.engine) }
        prepareTest(in: t.block)

        // before_each, outermost block first; a level with a failing hook stops the descent
        // and the after_each hooks run from that level out (busted's execAll/dexecAll)
        var reached = t.block
        var ready = true
        for block in t.block.lineage where ready {
            reached = block
            ready = runHooks(.beforeEach, of: block)
        }
        var killed = false
        if ready {
            var finalizerError: Problem?
            context.ownCodeRuns = true           // the body, its finally and what they left running
            if problem == nil, let body = t.body {
                problem = call(body, in: env.testScope, fallback: fallback) ?? settle(fallback)
                // busted: the test is pending only when pending's error ended it; after a
                // `pcall(pending, …)` it goes on, and passes or fails as the rest decides
                if problem?.isPending != true { context.pendingReason = nil }
            }
            // busted reports every callback's error: a `finally` that fails after the body
            // did is an error of its own, counted besides the body's result (and only the
            // body can fail a test: an assertion in a `finally` is an error)
            var finallyError: Problem?
            context.finallyRuns = true
            if problem != nil && context.pendingReason == nil { context.outputAtFailure = context.output.count }
            if let callback = context.finally, problem?.isKill != true,
               var p = call(callback, in: env.testScope, fallback: fallback) {
                p.isAssertion = false
                // after `pending`, busted's test is this error's, no longer pending
                if problem == nil || context.pendingReason != nil {
                    problem = p
                    context.pendingReason = nil
                } else {
                    finallyError = p
                }
            }
            context.finallyRuns = false
            killed = problem?.isKill == true || finallyError?.isKill == true
            if !killed {
                problem = problem ?? finish(t, fallback)
                env.stage.lua.drainWarnings()
                if context.pendingReason == nil, problem == nil {
                    problem = unexpectedWarning(context.unexpectedWarnings, fallback)
                    if problem == nil, let running = incomplete(t, fallback) {
                        problem = running
                        // it named what was left running: releasing a paused or stopped
                        // animator with this engine is that failure, not the file's
                        env.stage.animatorReleaseIsReported = true
                    }
                } else if context.pendingReason != nil {
                    // a finalizer's error after `pending` is the test's error, as a failing
                    // finally's is (it was dropped, shown nowhere)
                    if let p = unexpectedWarning(context.unexpectedFinalizerErrors, fallback) {
                        problem = p
                        context.pendingReason = nil
                    }
                } else {
                    // the body failed: a finalizer's error is an error of its own beside it, as
                    // a failing finally's is (it was dropped behind the failure, shown nowhere)
                    finalizerError = unexpectedWarning(context.unexpectedFinalizerErrors, fallback)
                }
            }
            context.ownCodeRuns = false
            if killed, var p = problem {
                // a limit stopped the test: its hooks do not run in what the limit left behind
                let hooks = reached.lineage.reversed().flatMap { $0.hooks[.afterEach] ?? [] }.map { "after_each at \(location($0.line, in: $0.source))" }
                let line = "not run after the limit: " + (["finally"].filter { _ in context.finally != nil } + hooks).joined(separator: ", ")
                if line != "not run after the limit: " {
                    p.failure.details = p.failure.details.isEmpty ? line : line + "\n" + p.failure.details
                    problem = p
                }
            }
            reportTest(t, context, problem, filmstrip, start: start)
            for p in [finallyError, finalizerError].compactMap({ $0 }) {
                var beside = result(t, .errored, p.failure)
                beside.besideItsTest = true
                report(beside)
            }
        }
        // told with the test's result (or dropped behind its failure, or its before_each's):
        // what its after_each hooks warn from here on is theirs (warnedAfter), and so is what
        // they leave that cannot end, but not what the test left (it is the test's, once)
        context.unclaimed = []
        filmstrip?.stop()
        guard !killed else { return }
        let testLeft = ready ? leftovers() : Leftovers()
        for block in reached.lineage.reversed() {
            runHooks(.afterEach, of: block)
        }
        finishHooks(t, reached, bodyRan: ready, besides: testLeft)
    }

    /// What is still running or waiting in the engine: after a test's body, the test's, so an
    /// `after_each` is not blamed for it (it was reported twice, the second time as the
    /// hook's error, though the hook began nothing).
    ///
    /// Animations are numbered per engine, so they count only on the engine they were read
    /// from (held: an `after_each` may reset it, and the new engine numbers from 1 again);
    /// transitions are held too, so that none is freed and its address taken by one the
    /// hook begins. Tasks are numbered per stage, which a reset keeps.
    struct Leftovers {
        var engine: Engine?
        var animations: Set<Int> = []
        var transitions: [TransitionContext] = []
        var tasks: Set<Int> = []

        func hasAnimation(_ id: Int, in engine: Engine) -> Bool {
            self.engine === engine && animations.contains(id)
        }

        func hasTransition(_ context: TransitionContext) -> Bool {
            transitions.contains { $0 === context }
        }
    }

    private func leftovers() -> Leftovers {
        let engine = env.stage.engine
        return Leftovers(engine: engine,
                         animations: Set(engine.runningAnimationBegins.map(\.id)),
                         transitions: engine.transitionsInFlight,
                         tasks: Set(env.stage.waitingTasks.map(\.id)))
    }

    /// What the hooks around a test began — an animation's completion, a `task`, a
    /// `clock.async` in `after_each` (or in a `before_each` that failed) — runs as the body's
    /// does: the clock runs to idle, bounded, before the engine is discarded. An error there,
    /// or what cannot end, is the hook's error (busted counts an `after_each`'s error on its
    /// own, after the test's result), at the line of the callback that raised it.
    private func finishHooks(_ t: SpecTest, _ reached: SpecBlock, bodyRan: Bool, besides testLeft: Leftovers) {
        guard !options.list, !t.block.lineage.contains(where: \.sharesEngine) else { return }
        // named by the innermost after_each (it ran first); with none, by the before_each that
        // stopped the test (when the body ran, its own work has run to idle already)
        let afterEach = reached.lineage.reversed().lazy.compactMap { b in b.hooks[.afterEach]?.first.map { ($0, b) } }.first
        guard let (hook, block) = afterEach ?? (bodyRan ? nil : reached.hooks[.beforeEach]?.last.map { ($0, reached) })
        else { return }
        let fallback = location(hook.line, in: hook.source)
        let raised = finish(t, fallback) ?? incomplete(t, fallback, besides: testLeft)
        // what the hooks' work warned as it ran (a completion's present, a finalizer's error)
        for problem in [raised, warnedAfter(raised != nil, fallback)].compactMap({ $0 }) {
            report(hookError(problem, of: hook, in: block))
        }
    }

    private func reportTest(_ t: SpecTest, _ context: TestContext, _ problem: Problem?, _ filmstrip: FailureFilmstrip?,
                            start: Double) {
        filmstrip?.stop()
        var r = result(t, .passed)
        if let reason = context.pendingReason {
            r.status = .skipped
            r.skipReason = reason
            // busted keeps where a test stopped itself as pending (its reports show it), its
            // trace's short_src as an error's place (a long path cut); a `return pending(…)`,
            // a tail call, left no line of the test's to name: the test's own (busted's trace
            // walks past its frames to its script's, `/usr/bin/busted:3`)
            let line = context.pendingLine > 0 ? context.pendingLine : t.line
            r.failure = Failure(location: location(line, in: t.source ?? SpecEnvironment.shortSource(ofFile: display)),
                                message: reason)
            // a path cut inside a character: its bytes, as an error's message keeps them
            let place = r.bustedPlace
            if Array(String(decoding: place, as: UTF8.self).utf8) != place {
                r.failure?.raisedBytes = place + Array(":\(line): \(reason)".utf8)
            }
        } else if let problem {
            r.status = problem.isAssertion ? .failed : .errored
            r.failure = problem.failure
        }
        if let filmstrip, let directory = options.filmstrips, r.status.isFailure {
            attach(filmstrip, in: directory, to: &r, t)
        }
        r.duration = FileSystem.wallSeconds() - start
        r.assertions = context.assertions
        r.output = FileRunner.keptOutput(context.output, dropped: context.outputDropped, lastLineLost: context.outputLastLineLost)
        if let at = context.outputAtFailure, r.status.isFailure {
            r.linesAfterFailure = min(context.output.count - at, r.output.count)
        }
        report(r)
    }

    /// What a result keeps of a test's printed lines: the last 64 KiB of them, in whole lines,
    /// after a line saying how many earlier lines were dropped; a last line longer than that
    /// alone keeps its own last bytes, after a mark saying how many it lost. A test may print
    /// up to the memory limit; every report that shows, stores or sends the output must stay
    /// small. `dropped` lines came before `lines` and were let go already, and so were the
    /// last line's `lastLineLost` earlier bytes (counted in its mark).
    static func keptOutput(_ lines: [String], dropped alreadyDropped: Int = 0, lastLineLost: Int = 0, budget: Int = 1 << 16) -> [String] {
        var kept: [String] = []
        var bytes = 0
        for line in lines.reversed() {
            bytes += line.utf8.count + 1
            if bytes > budget {
                if kept.isEmpty { kept.append(tail(of: line, bytes: budget - 1, lost: lastLineLost)) }
                break
            }
            kept.append(kept.isEmpty && lastLineLost > 0 ? cutMark(lastLineLost) + line : line)
        }
        guard kept.count < lines.count || kept.first != lines.last || alreadyDropped > 0 else { return lines }
        let dropped = lines.count - kept.count + alreadyDropped
        guard dropped > 0 else { return kept.reversed() }
        return ["… (\(dropped) earlier line\(dropped == 1 ? "" : "s") of output not kept)"] + kept.reversed()
    }

    /// The last `limit` bytes of a line, never cut inside a character, after how many were cut
    /// (with the `lost` ones let go before the line was kept).
    private static func tail(of line: String, bytes limit: Int, lost: Int) -> String {
        let utf8 = Array(line.utf8)
        var cut = max(0, utf8.count - limit)
        while cut < utf8.count && utf8[cut] & 0xC0 == 0x80 { cut += 1 }      // a continuation byte
        return cutMark(lost + cut) + String(decoding: utf8[cut...], as: UTF8.self)
    }

    private static func cutMark(_ bytes: Int) -> String { "… (\(bytes) earlier bytes of this line not kept) " }

    /// Writes a failed test's filmstrip and its GIF and names them in the failure and the
    /// attachments (one that cannot be written says why in the failure instead).
    private func attach(_ filmstrip: FailureFilmstrip, in directory: String, to r: inout TestResult, _ t: SpecTest) {
        let title = "\(r.place):\(r.line) \(r.fullName) — \(r.status.rawValue) at \(formatTicks(env.stage.engine.clock.now)) s"
        var failure = r.failure ?? Failure(location: location(t.line, in: t.source), message: "failed")
        switch filmstrip.write(into: directory, file: r.file, line: r.line, occurrence: t.occurrence, title: title) {
        case .success(let path):
            failure.details += (failure.details.isEmpty ? "" : "\n") + "filmstrip: \(path)"
            r.attachments.append(path)
        case .failure(let error):
            failure.details += (failure.details.isEmpty ? "" : "\n") + "filmstrip: \(error.message)"
        }
        if options.filmstripGIF {
            switch filmstrip.writeGIF(into: directory, file: r.file, line: r.line, occurrence: t.occurrence,
                                      screen: env.stage.engine.screen, searchPath: options.movieSearchPath) {
            case .success(let path):
                failure.details += "\ngif: \(path)"
                r.attachments.append(path)
            case .failure(let error):
                failure.details += "\ngif: \(error.message)"
            }
        }
        r.failure = failure
    }

    /// The DSL's `between`: seeds the test's random numbers, starts its block environment
    /// (empty, under its block's), and says whether Lua has
    /// collected since it last said so — then the next reset looks for retired engines to
    /// release. An answer that did not come (an error) counts as a collection.
    func prepareTest(in block: SpecBlock? = nil) {
        let between = try? env.stage.lua.call(env.between, [.value(.integer(Int64(options.runtime.seed))),
                                                            .reference(block?.scope ?? env.root.scope!)])
        if between != .boolean(false) { collectedSinceLastLook = true }
    }

    /// A fresh engine. Setting the new `window` global runs the script's `__newindex` on `_G`
    /// if it set one; its error is this test's (the file's later tests meet it too).
    func resetEngine(fallback: String) -> Problem? {
        startEntry()                        // that metamethod is an entry into Lua like any other
        defer { collectedSinceLastLook = false }    // it looked if there was cause, even if it threw
        do {
            try env.stage.resetEngine(releasingRetired: collectedSinceLastLook)
            return nil
        } catch {
            return problem(error, fallback: fallback)
        }
    }

    /// One entry into Lua, with the time limit restarted (the instruction budget
    /// restarts at every entry from the host); the spec's plain globals are `scope`'s, when
    /// given (``SpecEnvironment/enter(_:)``).
    func call(_ ref: LuaRef, in scope: LuaRef? = nil, fallback: String) -> Problem? {
        env.enter(scope)
        startEntry()
        var problem: Problem?
        do {
            try env.stage.lua.callbackUnderC(ref)   // under a C frame, as busted's xpcall
        } catch {
            problem = self.problem(error, fallback: fallback)
        }
        let lost = flushOutput(fallback: fallback)
        return problem ?? lost
    }

    /// The end of a test (#17): what it queued for the next run-loop turn runs, then the clock
    /// runs until idle, bounded — completions run and their errors are the test's, as Jest's
    /// fake timers and busted let a test stop at "halfway". What cannot end (an animation that
    /// repeats forever, a transition whose animator never calls `completeTransition`) stops
    /// the run at the bound and is reported by ``incomplete(_:_:)``. A shared engine carries
    /// its animations to the block's next test, so it is left as it is.
    private func finish(_ t: SpecTest, _ fallback: String) -> Problem? {
        let problem = runToEnd(t, fallback)
        let lost = flushOutput(fallback: fallback)      // what the callbacks wrote is this entry's
        return problem ?? lost
    }

    private func runToEnd(_ t: SpecTest, _ fallback: String) -> Problem? {
        if let p = settle(fallback) { return p }
        guard !t.block.lineage.contains(where: \.sharesEngine) else { return nil }
        startEntry()
        do {
            try env.stage.engine.clock.runUntilIdle(limit: FileRunner.endOfTest)
        } catch let error as CoreError where error.kind == .runaway {
            return settle(fallback)
        } catch {
            return problem(error, fallback: fallback)
        }
        return settle(fallback)
    }

    /// Restarts the time limit for an entry into Lua, and says so (``onEntry``).
    func startEntry() {
        env.stage.lua.startClock()
        onEntry?()
    }

    /// The line `io.write` left open goes out as a line of what is printing now (the test's
    /// output or the file's), not the start of the next entry's. One that could not be sent —
    /// joining its pieces takes as much memory again — is let go and collected now (left for
    /// later, it was the next test's "not enough memory"), and is the entry's error at
    /// `fallback`, as a test printing without bound fails: let go unsaid, the test passed with
    /// its output gone. (Not a limit's stop: the memory is back, the hooks after it run.)
    @discardableResult
    func flushOutput(fallback: String? = nil) -> Problem? {
        CapturedStandardOutput.current?.take(into: env, entryEnds: true)
        // only after io.write left a line open: an entry into Lua resets the last script line
        // the watchdog names (a finalizer looping when the state closes)
        guard env.stage.runtime.lineOpened else { return nil }
        env.stage.runtime.lineOpened = false
        guard (try? env.stage.lua.call(env.flushOutput, [])) != .boolean(true) else { return nil }
        env.stage.lua.collectGarbage()
        guard let fallback else { return nil }
        let limit = options.runtime.limits.memory >> 20
        let what = limit > 0 ? "not enough memory (script memory limit \(limit) MiB)" : "not enough memory"
        return Problem(failure: Failure(error: what, fallback: fallback), isAssertion: false)
    }

    /// How far the end of a test runs the clock: ten minutes of virtual time or 100,000
    /// events, whichever comes first.
    static let endOfTest = IdleLimit(maxEvents: 100_000, maxSeconds: 600)

    /// Runs what the test queued for the next run-loop turn (and reports a deferred error).
    private func settle(_ fallback: String) -> Problem? {
        do {
            try env.stage.settle()
            return nil
        } catch {
            return problem(error, fallback: fallback)
        }
    }

    func problem(_ error: Error, fallback: String) -> Problem {
        guard let lua = error as? LuaError else {
            return Problem(failure: Failure(error: "\(error)", fallback: fallback), isAssertion: false)
        }
        let (message, bytes) = bustedMessage(lua)
        var failure = Failure(error: message, traceback: lua.traceback, fallback: fallback, raisedBytes: bytes)
        let text = failure.details.isEmpty ? failure.message : failure.message + "\n" + failure.details
        let isAssertion = env.context?.assertionFailure.map { text.hasPrefix($0) || lua.message.hasPrefix($0) } ?? false
        if options.runtime.sandboxed, !isAssertion { SandboxNote.add(to: &failure) }
        let kills: Set<LuaError.Kind> = [.instructionLimit, .timeLimit, .memory, .patternLimit, .interrupted]
        let isPending = env.context?.pendingRaise.map { $0 == lua.message } ?? false
        return Problem(failure: failure, isAssertion: isAssertion, isKill: kills.contains(lua.kind), isPending: isPending)
    }


    /// What an `after_each` hook warned, taken from the test's context: the test's result is
    /// reported before its `after_each` hooks run, so a warning one of them caused (the
    /// engine's, an error in a finalizer) is the hook's error, or it was lost. Beside the
    /// hook's own error only a finalizer's error is, as beside a test's failure — so for a
    /// failing `before_each` too, whose test's warnings are dropped with the test.
    func warnedAfter(_ failed: Bool, _ fallback: String) -> Problem? {
        guard let context = env.context else { return nil }
        env.stage.lua.drainWarnings()
        let warned = failed ? context.unexpectedFinalizerErrors : context.unexpectedWarnings
        context.unclaimed = []                          // told once, by the hook that caused them
        return unexpectedWarning(warned, fallback)
    }

    /// Warnings no `expect_warning` claimed (warnings name their script line), as one failure.
    private func unexpectedWarning(_ warnings: [String], _ fallback: String) -> Problem? {
        guard let first = warnings.first else { return nil }
        var failure = Failure(error: first, fallback: fallback)
        failure.message = "unexpected warning: " + failure.message
        if warnings.count > 1 {
            failure.details = (["and:"] + warnings.dropFirst()).joined(separator: "\n")
        }
        return Problem(failure: failure, isAssertion: false)
    }

    /// A test must end with its transitions ended: an animation still running, or a
    /// controller transition in flight, is an error at the line that began it (a shared
    /// engine carries its animations to the block's next test, so there only the block's
    /// last test is held to this).
    private func incomplete(_ t: SpecTest, _ fallback: String, besides left: Leftovers = Leftovers()) -> Problem? {
        if let shared = t.block.lineage.last(where: \.sharesEngine) {
            let rest = shared.tests.filter { $0.skipReason == nil }
            guard rest.last === t else { return nil }
        }
        let engine = env.stage.engine
        let running = RunningAnimation.all(in: engine).filter { !left.hasAnimation($0.id, in: engine) }
        // one that repeats forever first: no clock call ends it, so the usual advice would fail
        guard let first = running.first(where: \.repeatsForever) ?? running.first else {
            return stuckTransition(in: engine, fallback, besides: left) ?? waitingTask(fallback, besides: left)
        }
        let now = formatTicks(engine.clock.now)
        var message = "the test ended with a transition still running at \(now) s: animation #\(first.id)"
        message += " [\(first.properties.joined(separator: ", "))]"
        // an idle animator's blocks end at no time: a call on the animator ends them
        let idle = first.repeatsForever ? nil : engine.idleAnimator(holdingAnimation: first.id)
        switch idle {
        case .paused(let animator)?:
            message += " is PropertyAnimator #\(animator.id)'s, paused" + (animator.origin.isEmpty ? "" : " (made at \(animator.origin))")
        case .stopped?:     // its id is the animation's, its origin the begin's
            message += " is PropertyAnimator #\(first.id)'s, stopped" + (first.origin.isEmpty ? "" : " (made at \(first.origin))")
        case nil:
            message += first.repeatsForever ? " repeats forever" : " ends at \(formatTicks(first.end)) s"
        }
        if running.count > 1 { message += " (and \(running.count - 1) more)" }
        if case .paused? = idle {
            message += "; finish it before the test ends (startAnimation(), or stopAnimation(true)): no clock call moves a paused animator"
        } else if case .stopped? = idle {
            message += "; finish it before the test ends (finishAnimation(\"end\"), \"start\" or \"current\"): no clock call moves a stopped animator"
        } else if first.repeatsForever {
            message += "; stop it before the test ends (its view's removeAllAnimations(), or animate the property"
                + " again without repeating): clock.runUntilIdle() would never return, clock.advance plays part of it"
        } else {
            message += "; finish it before the test ends (clock.runUntilIdle(), at(1), or clock.advance)"
        }
        return Problem(failure: Failure(location: first.origin.isEmpty ? fallback : first.origin, message: message),
                       isAssertion: false)
    }

    /// A task still waiting (for a `wait`, an animation, a `done`): what it would have done is
    /// lost with the test's engine, so it is an error at the line that started it, as a
    /// transition still running is.
    private func waitingTask(_ fallback: String, besides left: Leftovers) -> Problem? {
        let waiting = env.stage.waitingTasks.filter { !left.tasks.contains($0.id) }
        guard let first = waiting.first else { return nil }
        var message = "the test ended with a task still waiting: \(first.waits)"
        if waiting.count > 1 { message += " (and \(waiting.count - 1) more)" }
        message += "; finish it before the test ends (clock.runUntilIdle(), clock.advance, or task:cancel())"
        return Problem(failure: Failure(location: first.origin.isEmpty ? fallback : first.origin, message: message),
                       isAssertion: false)
    }

    /// A transition in flight with nothing left to run: its animator never called
    /// `completeTransition`, so nothing ever will. An error at the line that began it.
    private func stuckTransition(in engine: Engine, _ fallback: String, besides left: Leftovers) -> Problem? {
        guard let stuck = engine.transitionsInFlight.first(where: { !left.hasTransition($0) })
        else { return nil }
        let message = "the test ended with \(stuck) in flight: its animator never called completeTransition"
        return Problem(failure: Failure(location: stuck.origin.isEmpty ? fallback : stuck.origin, message: message),
                       isAssertion: false)
    }
}
