import Lua
import TransitCore

/// A script's task: a function run as a coroutine that suspends in `wait(seconds)` and
/// `handle:await()` and is resumed by the engine at the clock time the awaited thing
/// happens (docs/time.md, "Tasks").
final class ScriptTask {
    enum Status: String {
        /// Running now (or resuming another coroutine).
        case running
        /// Suspended in `wait` or `await`.
        case waiting
        /// Its function returned.
        case done
        /// Its function raised an error (reported to whoever resumed it).
        case failed
        /// `task:cancel()` ended it while it waited.
        case cancelled
    }

    let id: Int
    /// Where `task(fn)` was called.
    let origin: String
    let thread: LuaThread
    private(set) var coroutine: LuaRef?
    fileprivate(set) var status = Status.running
    /// What the task waits on, to undo it: a timer, and the clock hold that names the task
    /// if nothing scheduled could wake it.
    fileprivate var timer: TimerID?
    fileprivate var hold: HoldID?
    /// Counts waits; a wake-up for an earlier wait (a cancelled one) is ignored.
    fileprivate var serial = 0

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
    private var counter = 0

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
        try stage.lua.whileActive(c) { try run(task) { _ in 0 } }
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
            clock.async(label: "wait at \(at)", wake)
        } else {
            task.timer = clock.schedule(atTick: clock.now + ticks, label: "wait at \(at)", wake)
        }
        return c.suspend()
    }

    /// `handle:await()`: suspends the calling task until the animation completes; returns
    /// its `finished` (at once if it already completed).
    func await(_ handle: AnimationHandle, _ c: LuaCall) throws -> Int32 {
        let task = try suspendable(c, "await", example: "handle:await()")
        if let finished = handle.finished {
            c.push(finished)
            return 1
        }
        let at = c.callerLocation()
        let serial = beginWaiting(task, "the task started at \(task.origin) waits at \(at) for animation #\(handle.id)")
        try handle.addCompletion { [unowned self] finished in
            try self.wake(task, serial) { c in c.push(finished); return 1 }
        }
        return c.suspend()
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
                try stage.lua.whileActive(c) {
                    try stage.callBack(support.close, "closing the task started at \(task.origin)") { c in c.push(co); return 1 }
                }
            }
            task.releaseCoroutine()
            return true
        }
    }

    /// A fresh engine (`Stage.resetEngine`): tasks waiting on the old one's clock can never
    /// wake, so they end as cancelled and their coroutines are let go (their to-be-closed
    /// variables do not run: nothing of the old engine runs again).
    func retireAll() {
        for task in live.values {
            task.status = .cancelled
            task.timer = nil
            task.hold = nil
            task.releaseCoroutine()
        }
        live.removeAll()
    }

    // MARK: Suspending and resuming

    /// The calling task, if it may suspend here; else the error that says why not.
    private func suspendable(_ c: LuaCall, _ what: String, example: String) throws -> ScriptTask {
        guard let task = live[c.thread] else {
            throw c.error("\(what) must be called inside a task: task(function() … \(example) … end)")
        }
        guard c.isYieldable else {
            throw c.error("\(what) cannot suspend the task from inside a callback the engine runs (an animation block, a completion); call it in the task's own code")
        }
        return task
    }

    private func beginWaiting(_ task: ScriptTask, _ label: String) -> Int {
        task.serial += 1
        task.status = .waiting
        task.hold = clock.hold(label)
        return task.serial
    }

    private func endWaiting(_ task: ScriptTask) {
        task.serial += 1                                           // stale wake-ups do nothing
        if let timer = task.timer { clock.cancel(timer) }
        if let hold = task.hold { clock.release(hold) }
        task.timer = nil
        task.hold = nil
    }

    private func wake(_ task: ScriptTask, _ serial: Int, _ values: @escaping (LuaCall) -> Int32) throws {
        guard task.status == .waiting, task.serial == serial else { return }
        endWaiting(task)
        task.status = .running
        try run(task, values)
    }

    /// Resumes the coroutine with `values`; afterwards the task is waiting again (it called
    /// `wait` or `await`), done, or failed — its error raised with the task's origin.
    private func run(_ task: ScriptTask, _ values: @escaping (LuaCall) -> Int32) throws {
        guard let co = task.coroutine else { return }
        var returned = false
        do {
            try stage.lua.callback(support.step, arguments: { c in c.push(co); return 1 + values(c) },
                                   read: { c in returned = c.truthy(-1) })
        } catch {
            end(task, .failed)
            throw LuaError(kind: error.kind, message: error.message + " (in the task started at \(task.origin))",
                           traceback: error.traceback)
        }
        if returned {
            end(task, .done)
        } else if task.status == .running {
            // Suspended without wait or await: nothing would ever resume it.
            try stage.callBack(support.close, "closing the task started at \(task.origin)") { c in c.push(co); return 1 }
            end(task, .failed)
            throw LuaError(kind: .runtime, message: "\(task.origin): the task started here yielded with coroutine.yield; a task suspends with wait(seconds) or handle:await()")
        }
    }

    private func end(_ task: ScriptTask, _ status: ScriptTask.Status) {
        task.status = status
        live[task.thread] = nil
        task.releaseCoroutine()
    }
}
