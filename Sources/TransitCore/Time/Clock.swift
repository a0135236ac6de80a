/// Virtual time: integer ticks (microseconds), frames at a set rate, timers and the
/// one-run-loop-turn queue.
///
/// Nothing here reads the wall clock. Time only moves when the host calls ``advance(_:)``,
/// ``step(_:)`` or ``runUntilIdle(limit:)``; presentation values are pure functions of
/// ``now``. Summing float steps drifts, so time is an `Int64` count of microseconds and
/// seconds are derived when read. The rules are in `docs/time.md`:
///
/// - Timers due at or before the target run in time order; equal times run in scheduling
///   order (a global sequence number shared by every timer). While one runs, ``now`` is its
///   due time.
/// - ``async(label:_:)`` queues work for "after the current chunk returns" at the same clock
///   time. The host calls ``drainAsync()`` after each script chunk or callback; `advance`,
///   `step` and `runUntilIdle` drain before moving time and after each event.
/// - An action that throws stops the call: the error propagates, ``now`` stays at that
///   event's time, the action is consumed (it never runs twice) and everything else stays
///   scheduled.
public final class Clock {
    /// Ticks per second: one tick is a microsecond.
    public static let ticksPerSecond: Int64 = 1_000_000

    /// The current time in ticks (microseconds since the clock's start).
    ///
    /// Read by every block's end (the timeline's events carry it): unchecked for exclusivity
    /// as the queues below, for the same reason — only ``move(to:)`` writes it, and no access
    /// spans a call.
    @exclusivity(unchecked) public private(set) var now: Int64 = 0

    /// The frame rate: frame `n` is at tick `n · 1_000_000 / fps` (integer division).
    public private(set) var fps: Int = 60

    /// The most async actions one ``drainAsync()`` runs before it decides an action keeps
    /// re-queueing itself and throws ``CoreError/Kind/runaway``.
    public var asyncLimit = 100_000

    // The timer and async queues are read and changed on every timer fired (a frame ending
    // ten thousand animations fires ten thousand), and each access of a class's stored
    // property costs a dynamic exclusivity check (callgrind: ~80 instructions each, three per
    // drain of an empty queue). Unchecked is safe here: these are private and no access to
    // them spans a call out of the clock — an action is copied out before it runs.
    @exclusivity(unchecked) private var timers = TimerQueue()
    /// Labels of the holds (see ``hold(_:)``) by id, a sequence number: the order they were
    /// taken. Not a list: each release searched it, and a task's every wait takes one, so
    /// 10,000 tasks waiting at once took 8 s to run (20,000: 42 s; debug build).
    private var holds: [UInt64: String] = [:]
    @exclusivity(unchecked) private var asyncQueue: [ScheduledAction] = []
    @exclusivity(unchecked) private var asyncHead = 0
    @exclusivity(unchecked) private var sequence: UInt64 = 0

    /// Called just before ``now`` moves forward, with the tick it leaves and the tick it moves
    /// to. Everything due at the old tick has run (its timers and the async queue), and
    /// nothing runs before the new one, so what is on screen at any tick in between is the
    /// presentation at that tick. Recorders sample here: they see every frame time passes
    /// over, including the ones a script's own `clock.advance` skips.
    public var onAdvance: ((_ from: Int64, _ to: Int64) -> Void)?

    /// Asked just before ``onAdvance``, with the same ticks: whether every frame time passes
    /// over (from ≤ frame tick < to) can be shown. The engine evaluates its custom curves
    /// there (``AnimationSystem/checkCustomCurves(from:to:)``), as a display would at each
    /// frame, so a curve that fails stops time at that frame whether or not anything reads
    /// the screen. On a ``FrameFailure`` the clock moves to the failing frame (recorders
    /// see the frames before it), consumes nothing, and throws the failure's error.
    public var checkFrames: ((_ from: Int64, _ to: Int64) throws(FrameFailure) -> Void)?

    /// Asked every ``stopCheckInterval`` events by the loops that run many of them
    /// (`advance`, `step`, `runUntilIdle`, `drainAsync`, `Engine.step(frames:)`): true makes
    /// the loop throw ``CoreError/Kind/stopped`` with nothing lost (the next event stays
    /// scheduled). A host with a time limit wires it to that limit (the Lua binding
    /// does), so a script's huge but legal `step(1e9)` ends at the limit instead of running
    /// on where no hook can stop it.
    public var shouldStop: (() -> Bool)?

    public init() {}

    /// The current time in seconds (derived from ``now``).
    public var seconds: Double { Double(now) / Double(Clock.ticksPerSecond) }

    /// Sets the frame rate (e.g. 120 for ProMotion).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` unless 1 ≤ fps ≤ 1_000_000.
    public func setFPS(_ fps: Int) throws(CoreError) {
        guard fps >= 1, fps <= 1_000_000 else {
            throw CoreError(.invalidNumber, "fps must be between 1 and 1000000 (got \(fps))")
        }
        self.fps = fps
    }

    /// The tick of frame `n` (exact integer arithmetic: no summed float steps; see
    /// ``frameTick(_:fps:)`` for why no product overflows).
    public func frameTick(_ n: Int64) -> Int64 { Clock.frameTick(n, fps: fps) }

    /// The index of the last frame boundary at or before ``now``.
    public var frame: Int64 { frame(at: now) }

    /// The index of the last frame boundary at or before `tick`.
    public func frame(at tick: Int64) -> Int64 { Clock.frame(at: tick, fps: fps) }

    // MARK: Scheduling

    /// The sequence the last timer or async action scheduled took: a timing row's blocks end
    /// as one only while nothing was scheduled between them (AnimationSystem+RowEnds.swift).
    var lastSequence: UInt64 { sequence }

    /// Whether actions wait in the async queue (the end of a block that ran code waits for them).
    var hasAsyncWork: Bool { asyncHead != asyncQueue.count }

    private func nextSequence() -> UInt64 {
        sequence += 1
        return sequence
    }

    /// Runs `action` `seconds` from now (0 means "at this time, after what is already due").
    ///
    /// - Parameter label: where the timer comes from (a script's `file:line`), named by the
    ///   loop guard if the timer keeps rescheduling.
    /// - Returns: an id for ``cancel(_:)``.
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a negative, NaN or infinite delay.
    @discardableResult
    public func schedule(after seconds: Double, label: String = "",
                         _ action: @escaping () throws -> Void) throws(CoreError) -> TimerID {
        let delay = try Clock.ticks(forSeconds: seconds, "timer delay")
        return schedule(atTick: now + delay, label: label, action)
    }

    /// Runs `action` at absolute tick `tick` (clamped to ``now`` if in the past).
    @discardableResult
    public func schedule(atTick tick: Int64, label: String = "",
                         _ action: @escaping () throws -> Void) -> TimerID {
        let seq = nextSequence()
        let location = timers.insert(tick: Swift.max(tick, now), sequence: seq, label: label, action)
        return TimerID(rawValue: seq, location: location)
    }

    /// The animation system whose blocks' ends this clock's block-end timers are (its
    /// engine's: ``AnimationSystem/endBlocks(from:at:budget:)``). Weak: a host may keep the
    /// clock after its engine; the ends then do nothing, as the blocks are gone with it.
    /// Unchecked for exclusivity: read once a run of block ends (a run may be one block, each
    /// with a completion), written once; no access spans a call.
    @exclusivity(unchecked) weak var blockEnds: AnimationSystem?

    /// Ends the `animate` block of `state` at tick `tick`: a timer like any other (order,
    /// ``pendingTimerCount``, cancelling), which the clock may run in one loop with the block
    /// ends queued right after it (``fire(budget:)``), and which takes 8 bytes of the queue
    /// when it follows the end of a block of the same origin (a pack: ``TimerQueue``).
    /// Returns where it lies, for ``cancelBlockEnd(of:at:)``.
    func scheduleBlockEnd(atTick tick: Int64, label: String, _ state: GroupState) -> BlockEndTimer {
        timers.insertBlockEnd(tick: Swift.max(tick, now), sequence: nextSequence(), label: label, state)
    }

    /// Cancels the end timer of `state`'s block, which lies at `timer`. Returns false if it
    /// already ran or was cancelled.
    @discardableResult
    func cancelBlockEnd(of state: GroupState, at timer: BlockEndTimer) -> Bool {
        timers.cancelBlockEnd(of: state, at: timer)
    }

    /// Cancels a pending timer. Returns false if it already ran or was cancelled.
    @discardableResult
    public func cancel(_ id: TimerID) -> Bool { timers.cancel(id.rawValue, at: id.location) }

    /// Queues `action` to run at the current time after the current chunk or callback returns
    /// (UIKit's "next run-loop turn"), after everything already queued.
    public func async(label: String = "", _ action: @escaping () throws -> Void) {
        asyncQueue.append(ScheduledAction(tick: now, sequence: nextSequence(),
                                          label: label, action: action))
    }

    /// Timers still to run.
    public var pendingTimerCount: Int {
        // a timing row's one end timer counts as the ends of its blocks (AnimationSystem+RowEnds.swift)
        timers.liveCount + (blockEnds?.rowEndTimerAdjustment ?? 0)
    }

    /// Async actions queued and not yet run.
    public var pendingAsyncCount: Int { asyncQueue.count - asyncHead }

    /// The tick of the next timer, if any.
    public var nextTimerTick: Int64? { timers.peekTick() }

    /// True when no timer and no async action is pending (holds run nothing: see
    /// ``pendingHoldCount``).
    public var isIdle: Bool { pendingTimerCount == 0 && pendingAsyncCount == 0 }

    // MARK: Holds

    /// Marks work that will not finish by itself though no timer stands for it — an animation
    /// that repeats forever, a task waiting for something no timer brings. ``runUntilIdle(limit:)``
    /// cannot wait for it: once nothing else is pending it throws, naming `label`.
    ///
    /// - Returns: an id for ``release(_:)``.
    public func hold(_ label: String) -> HoldID {
        let id = nextSequence()
        holds[id] = label
        return HoldID(rawValue: id)
    }

    /// Ends a hold (no effect if it already ended).
    public func release(_ id: HoldID) {
        holds[id.rawValue] = nil
    }

    /// Holds not yet released (after ``auditHolds``).
    public var pendingHoldCount: Int {
        auditHolds?()
        return holds.count
    }

    /// Asked before the holds are counted (``pendingHoldCount``) or waited for
    /// (``runUntilIdle(limit:)``'s end): the holder releases the holds whose work ended where
    /// nothing told it — a task whose coroutine a script closed by hand while it waited for a
    /// `done` nobody calls (TransitLua's tasks), which otherwise held the clock for ever.
    public var auditHolds: (() -> Void)?

    /// Drops every pending timer, queued action and hold: the clock of an engine a reset
    /// replaced from inside one of its callbacks finishes the action it is running and runs
    /// nothing after it, as the clock of an engine replaced between callbacks is never moved
    /// again. (No access to the queues spans an action's call, so none is cut in two.)
    public func abandonPending() {
        timers = TimerQueue()
        asyncQueue.removeAll()
        asyncHead = 0
        holds.removeAll()
    }

    /// Throws ``CoreError/Kind/runaway`` naming every hold, if any: what a host waiting for
    /// idle calls once no timer is left.
    public func requireNoHolds() throws(CoreError) {
        guard !holds.isEmpty else { return }
        let what = holds.sorted { $0.key < $1.key }.map(\.value).joined(separator: "; ")
        throw CoreError(.runaway, "runUntilIdle would never return: \(what); advance the clock by a fixed time instead")
    }

    // MARK: Running

    /// Runs the queued async actions, including ones they queue, in order.
    ///
    /// - Throws: what an action throws (the rest stay queued), or
    ///   ``CoreError/Kind/runaway`` after ``asyncLimit`` actions in one drain.
    public func drainAsync() throws {
        var ran = 0
        while asyncHead < asyncQueue.count {
            if ran >= asyncLimit {
                let label = asyncQueue[asyncHead].label
                throw CoreError(.runaway, "drainAsync ran \(ran) actions at \(seconds) s without emptying the queue; still queueing: \(describe(label))")
            }
            try checkStop(after: ran, "in drainAsync after \(ran) actions")   // before taking one: none lost
            let entry = asyncQueue[asyncHead]
            asyncHead += 1
            if asyncHead == asyncQueue.count {
                asyncQueue.removeAll(keepingCapacity: true)
                asyncHead = 0
            }
            ran += 1
            try entry.action()
        }
    }

    /// Moves time forward by `seconds` (rounded to the microsecond), running everything due
    /// on the way; ``now`` ends at exactly the old value plus the rounded ticks.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a negative, NaN or infinite value, or
    ///   what an action throws (see the type's discussion).
    public func advance(_ seconds: Double) throws {
        let delta = try Clock.ticks(forSeconds: seconds, "advance")
        try requireReachable(now + delta, "advance(\(formatNumber(seconds)))")
        try run(until: now + delta)
    }

    /// Moves to the `frames`-th next frame boundary (`step(1)` from a boundary goes to the
    /// next one; from between boundaries, to the next one).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a negative count, or what an action
    ///   throws.
    public func step(_ frames: Int = 1) throws {
        let target = try frameTick(afterSteps: frames)
        try run(until: target)
    }

    /// Moves to tick `target`, running every timer due at or before it.
    public func run(until target: Int64) throws {
        try requireReachable(target, "run(until: \(target))")
        try drainAsync()
        var fired = 0
        while let next = timers.peekTick(), next <= target {
            try checkStop(after: fired, "while moving the clock after \(fired) timers")
            // up to the next stop check, which stays every `stopCheckInterval` timers
            fired += try fire(budget: Clock.stopCheckInterval - fired % Clock.stopCheckInterval)
        }
        if target > now { try move(to: target) }
        try drainAsync()
    }

    /// Runs timers and async work until nothing is pending (animation ends are timers, so
    /// this also waits for every running animation). ``now`` ends at the last event's time.
    ///
    /// - Throws: ``CoreError/Kind/runaway`` when more than `limit.maxEvents` events run or
    ///   the next event lies more than `limit.maxSeconds` after the start; the message names
    ///   the label that ran most often and the one pending next, and nothing is lost: the
    ///   next event stays scheduled. Also when the timers are done but a hold remains
    ///   (``requireNoHolds()``).
    public func runUntilIdle(limit: IdleLimit = .default) throws {
        let maxTicks = try Clock.ticks(forSeconds: limit.maxSeconds, "runUntilIdle maxSeconds")
        let start = now
        var events = 0
        var counts: [String: Int] = [:]
        try drainAsync()
        while let nextTick = timers.peekTick() {
            let nextLabel = timers.peekLabel() ?? ""
            if events >= limit.maxEvents || nextTick - start > maxTicks {
                let bound: IdleLimit.Bound = events >= limit.maxEvents ? .events : .seconds
                let reason = bound == .events
                    ? "after \(events) events (limit \(limit.maxEvents))"
                    : "at \(seconds) s: the next event is more than \(limit.maxSeconds) s after the start"
                let busiest = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }
                var message = "runUntilIdle stopped \(reason); next pending: \(describe(nextLabel))"
                if let busiest {
                    message += "; ran most often: \(describe(busiest.key)) (\(busiest.value) times)"
                }
                throw CoreError(.runaway, message, idleBound: bound)
            }
            try checkStop(after: events, "in runUntilIdle after \(events) events")
            events += 1
            counts[nextLabel, default: 0] += 1
            _ = try fire(budget: 1)   // one at a time: each event is counted under its label
        }
        auditHolds?()
        try drainAsync()              // what the audit queued (the error of a task ended by hand)
        try requireNoHolds()
    }

    /// Pops the next timer, moves ``now`` to it, runs it, then drains the async queue;
    /// returns how many timers ran.
    ///
    /// When it is a block's end, the block ends queued right after it at the same tick run
    /// in the same loop (at most `budget` timers in all) as long as nothing else can tell:
    /// the loop stops after a block whose completion or awaiting code ran, or once the
    /// async queue holds something — the next end then waits for the drain, as one timer
    /// after another would. A frame ending ten thousand blocks is then one loop, not ten
    /// thousand rounds of popping, calling a closure and draining an empty queue. The loop is
    /// the blocks' system's (``AnimationSystem/endBlocks(from:at:budget:)``), which takes
    /// each next end from ``nextBlockEnd(at:)``.
    private func fire(budget: Int) throws -> Int {
        // moved to first: a frame that fails on the way leaves the timer scheduled
        if let tick = timers.peekTick(), tick > now { try move(to: tick) }
        guard let entry = timers.pop() else { return 0 }
        switch entry.action {
        case .closure(let action):
            try action()
        case .blockEnd(let state):
            let ran = try blockEnds?.endBlocks(from: state, at: entry.tick, budget: budget) ?? 1
            try drainAsync()
            return ran
        }
        try drainAsync()
        return 1
    }

    /// The block end due at `tick` queued next, taken, if the loop ending the blocks of one
    /// tick may go on to it (``fire(budget:)``): nothing waits in the async queue.
    func nextBlockEnd(at tick: Int64) -> GroupState? {
        asyncHead == asyncQueue.count ? timers.popBlockEnd(at: tick) : nil
    }

    /// The one place ``now`` moves forward (see ``onAdvance`` and ``checkFrames``).
    private func move(to tick: Int64) throws {
        do {
            try checkFrames?(now, tick)
        } catch {
            if error.tick > now {
                onAdvance?(now, error.tick)
                now = error.tick
            }
            throw error.error
        }
        onAdvance?(now, tick)
        now = tick
    }

    private func describe(_ label: String) -> String {
        label.isEmpty ? "an unlabelled action" : "\"\(label)\""
    }
}

/// A frame that cannot be shown (``Clock/checkFrames``): its tick, and the error to throw.
public struct FrameFailure: Error {
    public var tick: Int64
    public var error: any Error

    public init(tick: Int64, error: any Error) {
        self.tick = tick
        self.error = error
    }
}
