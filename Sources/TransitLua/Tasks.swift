import Lua
import TransitCore

/// A script's task: a function run as a coroutine that suspends in `wait(seconds)`,
/// `handle:await()` and `await(fn)` and is resumed by the engine at the clock time the
/// awaited thing happens (docs/time.md, "Tasks").
final class ScriptTask {
    enum Status: String {
        /// Running now (or resuming another coroutine).
        case running
        /// Suspended in `wait`, `handle:await()` or `await(fn)`.
        case waiting
        /// Its function returned.
        case done
        /// Its function raised an error (raised at `task(…)` before its first suspension, else
        /// one run-loop turn after the resume, see `wake`).
        case failed
        /// `task:cancel()` ended it while it waited, or `transit.reset()` did. A task running
        /// when the engine is reset is not stopped: it ends as its function ends.
        case cancelled
    }

    let id: Int
    /// Where `task(fn)` was called.
    let origin: String
    let thread: LuaThread
    private(set) var coroutine: LuaRef?
    fileprivate(set) var status = Status.running
    /// What the task waits on, to undo it: what drops its wake-up (a timer, a continuation
    /// of the awaited handle, a pending `await(fn)`), and the clock hold that names the task
    /// if nothing scheduled could wake it.
    fileprivate var detach: (() -> Void)?
    fileprivate var hold: HoldID?
    /// What it waits for, as its hold names it ("the task started at … waits at …").
    fileprivate(set) var waitLabel = ""
    /// Counts waits; a wake-up for an earlier wait (a cancelled one) is ignored.
    fileprivate var serial = 0
    /// The host's calls into Lua under way when it was last resumed (`hostCallDepth`).
    fileprivate var resumeDepth: Int32 = 0

    init(id: Int, origin: String, thread: LuaThread, coroutine: LuaRef) {
        self.id = id
        self.origin = origin
        self.thread = thread
        self.coroutine = coroutine
    }

    fileprivate func releaseCoroutine() {
        coroutine?.release()
        coroutine = nil
    }
}

/// Starts, suspends, resumes and cancels a stage's tasks. Each task's coroutine is created
/// on the calling thread and resumed through `TaskPrelude`'s `step` on the thread running
/// Lua at that moment — never on a coroutine suspended in `resume` (BRIDGE.md).
final class TaskScheduler {
    private unowned let stage: Stage
    private let support: TaskPrelude.Support
    /// Live tasks (running or waiting) by their coroutine.
    private var live: [LuaThread: ScriptTask] = [:]
    /// Tasks that were running (on the stack) when `transit.reset()` retired them, by their
    /// coroutine, until their resume returns: their `wait` says what happened to them.
    private var retiredRunning: [LuaThread: ScriptTask] = [:]
    /// Tasks whose coroutine `task:cancel()` is closing, by their coroutine: a `wait` in a
    /// `__close` it runs is told that, not that it is outside a task (the task has left `live`).
    private var closing: [LuaThread: ScriptTask] = [:]
    private var counter = 0

    /// The tasks waiting now, oldest first (a test must not end with one: TransitSpec).
    var waiting: [ScriptTask] { live.values.filter { $0.status == .waiting }.sorted { $0.id < $1.id } }
    /// `await(fn)` calls whose `done` has not been called, by number.
    private var calls: [Int: PendingCall] = [:]
    private var callCounter = 0
    /// Errors of tasks that failed while another task's call resumed them (its `done(…)`),
    /// waiting their run-loop turn to be raised, in the order they happened; `deferredCount`
    /// numbers them. A task that fails itself after them raises them first (``run``).
    private var deferred: [DeferredError] = []
    private var deferredCount = 0

    /// One deferred error; `claimed` once an error raised before its turn carried it.
    private final class DeferredError {
        let error: LuaError
        let number: Int
        var claimed = false
        init(_ error: LuaError, number: Int) { self.error = error; self.number = number }
    }
    /// The host function each `done` calls (through `TaskPrelude`'s `begin`); made once.
    private lazy var settle: LuaRef = stage.lua.reference(to: { [unowned self] c in try self.settle(c) })

    /// One `await(fn)`: its task, `done`'s arguments once called (a `table.pack`), and the
    /// task's wait once `fn` has returned without calling `done`.
    private final class PendingCall {
        let task: ScriptTask
        var values: LuaRef?
        var serial: Int?
        init(task: ScriptTask) { self.task = task }
    }

    init(stage: Stage, support: TaskPrelude.Support) {
        self.stage = stage
        self.support = support
    }

    private var clock: Clock { stage.engine.clock }

    /// `task(fn)`: runs `fn` at once, as a coroutine, until it first suspends or returns.
    /// An error in that first part is raised here, at the `task` call.
    func spawn(_ c: LuaCall, body i: Int32) throws -> ScriptTask {
        let (thread, ref) = c.newThread(running: i)
        counter += 1
        let task = ScriptTask(id: counter, origin: c.callerLocation(), thread: thread, coroutine: ref)
        live[thread] = task
        try stage.lua.whileActive(c) { try run(task, via: support.step) { _ in 0 } }
        return task
    }

    /// `wait(seconds)`: suspends the calling task until `seconds` from now; `wait(0)` (or
    /// `wait()`) for one run-loop turn, at the same clock time.
    func wait(_ c: LuaCall) throws -> Int32 {
        let task = try suspendable(c, "wait", example: "wait(1)")
        let seconds = c.isNoneOrNil(1) ? 0 : try c.number(1)
        let ticks: Int64
        do { ticks = try Clock.ticks(forSeconds: seconds, "wait time") } catch { throw c.error("\(error)") }
        let at = c.callerLocation()
        let serial = beginWaiting(task, "the task started at \(task.origin) waits at \(at)")
        let wake = { [unowned self] in try self.wake(task, serial) { _ in 0 } }
        if ticks == 0 {
            clock.async(label: "wait at \(at)", wake)             // not cancellable: the serial makes it stale
        } else {
            let timer = clock.schedule(atTick: clock.now + ticks, label: "wait at \(at)", wake)
            task.detach = { [unowned self] in self.clock.cancel(timer) }
        }
        return c.suspend()
    }

    /// `handle:await()`: suspends the calling task until the animation completes; returns
    /// its `finished`. The rest of the task is the block's completion written straight down,
    /// so the engine records the block's completion for it (AnimationHandle). On a handle
    /// that already completed it returns at once and records nothing: nothing happens on
    /// the timeline then.
    func await(_ handle: AnimationHandle, _ c: LuaCall) throws -> Int32 {
        let task = try suspendable(c, "await", example: "handle:await()")
        var serial = 0                                             // the wait begun below, before any wake-up
        guard let continuation = handle.addContinuation({ [unowned self] finished in
            try self.wake(task, serial) { c in c.push(finished); return 1 }
        }) else {
            c.push(handle.finished == true)                        // completed already: its finished, at once
            return 1
        }
        let at = c.callerLocation()
        serial = beginWaiting(task, "the task started at \(task.origin) waits at \(at) for animation #\(handle.id)")
        // weak: the handle keeps the continuation, which keeps the task; a strong handle here
        // was a cycle that outlived the stage when the animation never ends (a repeat)
        task.detach = { [weak handle] in handle?.removeContinuation(continuation) }
        return c.suspend()
    }

    /// `await(fn)`: calls `fn(done)` and suspends the calling task until `done` is called;
    /// returns `done`'s arguments. The way to wait for any completion-taking call, as Swift's
    /// `withCheckedContinuation`: `await(function(done) self:present(vc, false, done) end)` —
    /// the completion the engine calls is `done`, so the timeline reads as with a callback.
    /// If `fn` calls `done` before returning, `await` returns at once.
    func await(call c: LuaCall) throws -> Int32 {
        let task = try suspendable(c, "await", example: "await(function(done) … end)")
        guard c.type(1) == .function else { throw c.typeError(1, expected: "function") }
        let at = c.callerLocation()
        callCounter += 1
        let id = callCounter
        let call = PendingCall(task: task)
        calls[id] = call
        do {
            try stage.lua.whileActive(c) {
                try stage.lua.callback(support.begin) { [settle] c in
                    c.push(settle)
                    c.push(id)
                    c.push(at)
                    c.pushValue(1)                                 /* fn, from await's own frame */
                    return 4
                }
            }
        } catch {
            calls[id] = nil
            throw error
        }
        if let values = call.values {
            calls[id] = nil
            return try c.pushUnpacked(values)
        }
        call.serial = beginWaiting(task, "the task started at \(task.origin) waits at \(at) for its done to be called")
        task.detach = { [unowned self] in self.calls[id] = nil }
        return c.suspend()
    }

    /// `done(…)` of `await(fn)`, as `settle(id, packedArguments)`: wakes the task with them,
    /// or keeps them for `await` to return if `fn` is still running. A `done` whose task was
    /// cancelled does nothing.
    private func settle(_ c: LuaCall) throws -> Int32 {
        guard let call = calls[try c.integer(1)] else { return 0 }
        let values = c.reference(2)
        call.values = values
        guard let serial = call.serial else { return 0 }
        try stage.lua.whileActive(c) {
            try wake(call.task, serial, via: support.stepPacked) { c in c.push(values); return 1 }
        }
        return 0
    }

    /// `task:cancel()`: ends a waiting task for good (its coroutine is closed, so its
    /// to-be-closed variables run). False if it had already ended.
    func cancel(_ task: ScriptTask, _ c: LuaCall) throws -> Bool {
        switch task.status {
        case .running:
            throw c.error("cannot cancel the task started at \(task.origin) while it runs; return from its function instead")
        case .done, .failed, .cancelled:
            return false
        case .waiting:
            endWaiting(task)
            task.status = .cancelled
            live[task.thread] = nil
            if let co = task.coroutine {
                closing[task.thread] = task
                defer { closing[task.thread] = nil }
                try stage.lua.whileActive(c) {
                    try stage.runCallback(support.close, "closing the task started at \(task.origin)") { c in c.push(co); return 1 }
                }
            }
            task.releaseCoroutine()
            return true
        }
    }

    /// A fresh engine (`Stage.resetEngine`): tasks waiting on the old one's clock can never
    /// wake, so they end as cancelled and their coroutines are let go (their to-be-closed
    /// variables do not run: nothing of the old engine runs again; the sandbox's coroutine
    /// functions refuse them, saying the engine was reset). A task running now — the one
    /// that reset, or one resuming it — goes on to its end as the callback's own step,
    /// "running" until its function returns ("done") or raises ("failed": a `wait` now is an
    /// error saying the reset ended it); its resume (``run``) lets its coroutine go then.
    func retireAll() {
        for task in live.values {
            task.detach = nil
            task.hold = nil
            if let co = task.coroutine { stage.lua.retireTaskThread(co) }
            if task.status == .running {
                retiredRunning[task.thread] = task
            } else {
                task.status = .cancelled
                task.releaseCoroutine()
            }
        }
        live.removeAll()
        calls.removeAll()
        deferred.removeAll()
    }

    // MARK: Suspending and resuming

    /// The calling task, if it may suspend here; else the error that says why not.
    private func suspendable(_ c: LuaCall, _ what: String, example: String) throws -> ScriptTask {
        guard let task = live[c.thread] else {
            if let retired = retiredRunning[c.thread] {
                throw c.error("\(what) cannot suspend the task started at \(retired.origin): transit.reset() ended it "
                              + "with the engine it ran on (its clock never runs again); start a new task after the reset")
            }
            if let cancelled = closing[c.thread] {
                throw c.error("\(what) cannot suspend the task started at \(cancelled.origin) while task:cancel() closes it "
                              + "(a __close cannot yield there: attempt to yield across a C-call boundary)")
            }
            throw c.error("\(what) must be called inside a task: task(function() … \(example) … end)")
        }
        guard c.isYieldable else {
            // one host call is the resume itself: a second, an engine callback (View.animate's
            // block); none, a stock C function calling back (table.sort's comparator), which
            // stock Lua words "attempt to yield across a C-call boundary"
            if stage.lua.hostCallDepth > task.resumeDepth + 1 {
                throw c.error("\(what) cannot suspend the task from inside a callback the engine runs (an animation block, a completion); call it in the task's own code")
            }
            throw c.error("\(what) cannot suspend the task here: attempt to yield across a C-call boundary (a function "
                          + "C code calls back, such as table.sort's comparator, cannot suspend); call it in the task's own code")
        }
        return task
    }

    private func beginWaiting(_ task: ScriptTask, _ label: String) -> Int {
        // Still waiting: a stock `coroutine.resume` by hand (the C module's and `--unsafe`'s,
        // which do not refuse a task's coroutine) woke its earlier wait early. That wait is
        // dropped — its timer and the hold naming it — or `pendingCount` kept counting it and
        // `runUntilIdle` said the task still waited there.
        if task.status == .waiting { endWaiting(task) }
        task.serial += 1
        task.status = .waiting
        task.waitLabel = label
        task.hold = clock.hold(label)
        return task.serial
    }

    private func endWaiting(_ task: ScriptTask) {
        task.serial += 1                                           // stale wake-ups do nothing
        task.detach?()
        if let hold = task.hold { clock.release(hold) }
        task.detach = nil
        task.hold = nil
    }

    /// Resumes a waiting task (its timer fired, its animation completed, its `done` was
    /// called). An error in it fails that task only: whatever resumed it — another task's
    /// `done(…)`, a completion run inside another task's call, the clock — goes on, and the
    /// error comes out one run-loop turn later at the same clock time, out of the `advance`,
    /// `step` or `runUntilIdle` running then or after the chunk, as an error in a completion
    /// does (docs/time.md, "Errors"). A limit (memory, instructions, time) stops everything.
    private func wake(_ task: ScriptTask, _ serial: Int, via helper: LuaRef? = nil,
                      _ values: @escaping (LuaCall) -> Int32) throws {
        guard task.status == .waiting, task.serial == serial else { return }
        // The clock that resumes it hears its error, even when the task reset the engine: the
        // new engine's clock would raise it out of a later, unrelated `advance` (or a reset
        // would drop it)
        let resumer = clock
        endWaiting(task)
        guard stage.lua.isSuspended(task.thread) else {
            // Its coroutine was closed, or resumed to its end, by hand (stock coroutine.close
            // or coroutine.resume: the module does not refuse them, docs/time.md): it cannot be
            // resumed ("cannot resume dead coroutine", which named no line).
            return endedByHand(task, on: resumer)
        }
        task.status = .running
        do {
            try run(task, via: helper ?? support.step, values)
        } catch let error as LuaError where error.kind == .runtime {
            raiseLate(error, of: task, on: resumer)
        }
    }

    /// A task whose coroutine was closed, or resumed to its end, by hand while it waited ends
    /// with its wait dropped, and says so at the line that started it.
    private func endedByHand(_ task: ScriptTask, on resumer: Clock) {
        end(task, .failed)
        raiseLate(LuaError(kind: .runtime, message: "\(task.origin): the task started here was ended by hand while it "
                           + "waited (its coroutine closed, or resumed to its end, with coroutine.close or coroutine.resume); "
                           + "only the engine resumes a task, and task:cancel() ends one"), of: task, on: resumer)
    }

    /// The clock's ``Clock/auditHolds``: the tasks ended by hand while they waited, found
    /// before the clock counts or names its holds. A `wait` or an awaited animation ends
    /// on its own and finds it then (``wake``); an `await(fn)` whose `done` nobody calls any
    /// more never would, and the task's hold kept `runUntilIdle` and `transit run`'s end
    /// waiting for it, naming a task that no longer existed.
    func endTasksEndedByHand() {
        let gone = live.values.filter { $0.status == .waiting && stage.lua.isDead($0.thread) }
        for task in gone.sorted(by: { $0.id < $1.id }) {
            endWaiting(task)
            endedByHand(task, on: clock)
        }
    }

    /// Raises a task's error one run-loop turn later on `resumer`, unless an error raised
    /// before its turn carried it (``inOrder(_:after:)``).
    private func raiseLate(_ error: LuaError, of task: ScriptTask, on resumer: Clock) {
        deferredCount += 1
        let late = DeferredError(error, number: deferredCount)
        deferred.append(late)
        resumer.async(label: "the error of the task started at \(task.origin)") { [unowned self] in
            deferred.removeAll { $0 === late }
            if !late.claimed { throw error }
        }
    }

    /// Resumes the coroutine through `helper` (`step`, or `stepPacked` for a packed list)
    /// with `values`; afterwards the task is waiting again (it called `wait` or an `await`),
    /// done, or failed — its error raised with the task's origin.
    private func run(_ task: ScriptTask, via helper: LuaRef, _ values: @escaping (LuaCall) -> Int32) throws {
        guard let co = task.coroutine else { return }
        defer { retiredRunning[task.thread] = nil }                 // its resume is over
        var returned = false
        let firstDeferred = deferredCount + 1
        task.resumeDepth = stage.lua.hostCallDepth
        do {
            try stage.lua.callback(helper, arguments: { c in c.push(task.origin); c.push(co); return 2 + values(c) },
                                   read: { c in returned = c.truthy(-1) })
        } catch {
            end(task, .failed)
            throw inOrder(error.within("the task started at \(task.origin)"), after: firstDeferred)
        }
        if returned {
            end(task, .done)
        } else if task.status == .running {
            // Suspended without wait or await: nothing would ever resume it. Named at the
            // yield, as an error in the task is (a helper's yield named only the task's start).
            var yieldedAt: String?
            do {
                try stage.lua.callback(support.close, arguments: { c in c.push(co); return 1 },
                                       read: { c in yieldedAt = try? c.optionalString(-1) })
            } catch {
                throw error.within("closing the task started at \(task.origin)")
            }
            end(task, .failed)
            let advice = "a task suspends with wait(seconds), handle:await() or await(fn)"
            guard let at = yieldedAt, at != task.origin else {
                throw LuaError(kind: .runtime, message: "\(task.origin): the task started here yielded with coroutine.yield; \(advice)")
            }
            throw LuaError(kind: .runtime, message: "\(at): the task yielded with coroutine.yield here; \(advice) (in the task started at \(task.origin))")
        }
    }

    /// A task's own error, after the errors of the tasks it resumed while it ran (numbered
    /// from `first`) that failed before it: those happened first, so they come first, each
    /// later one on a line `then: …` — one error, raised where this one is, instead of this
    /// one alone, with theirs a turn later or lost behind it. A limit's stop stays as it is.
    private func inOrder(_ error: Error, after first: Int) -> Error {
        guard let own = error as? LuaError, own.kind == .runtime else { return error }
        let earlier = deferred.filter { $0.number >= first && !$0.claimed }
        guard let oldest = earlier.first else { return error }
        for e in earlier { e.claimed = true }
        let messages = earlier.map(\.error.message) + [own.message]
        return LuaError(kind: .runtime, message: messages.joined(separator: "\nthen: "), traceback: oldest.error.traceback)
    }

    private func end(_ task: ScriptTask, _ status: ScriptTask.Status) {
        task.status = status
        live[task.thread] = nil
        task.releaseCoroutine()
    }
}

extension Stage {
    /// The tasks waiting now, oldest first: each one's number, where it was started and what it
    /// waits for.
    public var waitingTasks: [(id: Int, origin: String, waits: String)] {
        tasks.waiting.map { ($0.id, $0.origin, $0.waitLabel) }
    }
}
