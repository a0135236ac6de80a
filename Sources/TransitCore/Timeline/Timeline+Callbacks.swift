/// GSAP's timeline callbacks besides `onComplete`: `onStart`, `onUpdate`, `onRepeat`,
/// `onReverseComplete`, as GSAP 3.12.7 runs them (docs/timelines.md, "Callbacks").
///
/// GSAP renders a timeline once a ticker frame: the render runs `onStart` (the time left 0,
/// first iteration), the children's callbacks, `onUpdate`, then `onComplete` or
/// `onReverseComplete`; crossing into another iteration it first renders the old one's end
/// (with its `onUpdate`), then runs `onRepeat`. Transit runs callbacks at their exact times
/// rather than at the next frame, so here: `onStart` is due where the playhead leaves 0
/// (before the callbacks at 0), `onRepeat` is an event at each iteration boundary (after the
/// callbacks of the iteration that ends, before those of the one that begins), and
/// `onUpdate` runs at each clock frame at which τ moved — after the callbacks due at that
/// tick — and where a render of GSAP's ends: before `onRepeat`, `onComplete`,
/// `onReverseComplete`, and after a `seek` with events.
extension Timeline {
    /// A timeline nested in this one that has an `onUpdate`: its time is this timeline's
    /// local time from `start` on, divided by `scale`, within its duration.
    struct NestedUpdate {
        let timeline: Timeline
        let start: Double
        let scale: Double
    }

    // MARK: onStart

    /// Playing forward from τ = 0 with an `onStart` not yet run there.
    var startPending: Bool {
        playhead.startDue && playhead.total == 0 && onStart != nil && duration > 0
            && playhead.started && !playhead.paused && !playhead.completed
    }

    /// The playhead leaves 0 playing forward: `onStart`, once the callbacks at 0 are
    /// scheduled after it (one that throws loses none of them).
    func leaveStart() throws {
        playhead.startDue = false
        reschedule()
        try onStart?()
    }

    // MARK: onUpdate

    /// Whether a frame has an `onUpdate` to run: this timeline's or a nested one's.
    private var wantsFrames: Bool { onUpdate != nil || !nestedUpdates.isEmpty }

    /// Sets the timer of the next clock frame while the playhead moves (not while an
    /// interaction drives it: a transition's timeline has no `onUpdate`).
    func scheduleFrame() {
        guard frameTimer == nil, wantsFrames, driver == nil else { return }
        let clock = engine.clock
        let tick = clock.frameTick(clock.frame(at: clock.now) + 1)
        frameTimer = clock.schedule(atTick: tick, label: "\(self) onUpdate\(origin.isEmpty ? "" : " (created at \(origin))")") { [weak self] in
            try self?.frame()
        }
    }

    /// A clock frame: the nested timelines' `onUpdate` whose time moved, then this one's. The
    /// callbacks due at this tick run first (GSAP renders the children before `onUpdate`);
    /// the next frame's timer is set before any runs, so one that throws loses no frame.
    private func frame() throws {
        frameTimer = nil
        let clock = engine.clock
        if endTimer != nil, endTimerTick <= clock.now {
            frameTimer = clock.schedule(atTick: clock.now, label: "\(self) onUpdate") { [weak self] in try self?.frame() }
            return
        }
        if isActive { scheduleFrame() }
        let tau = tauNow()
        var errors = TimelineCallbackErrors(clock: clock)
        let localTime = local(tau)
        for n in nestedUpdates {
            let t = min(max(0, (localTime - n.start) / n.scale), n.timeline.duration)
            errors.run { try n.timeline.update(at: t) }
        }
        errors.run { try update(at: tau) }
        try errors.throwFirst()
    }

    /// τ now: exactly an event's time while its callbacks run (the timer's tick is rounded up).
    func tauNow() -> Double {
        let now = engine.clock.now
        return playhead.firing.flatMap { $0.tick == now ? $0.time : nil } ?? totalTime(atTick: now)
    }

    /// `onUpdate`, if the time moved to `t` since it last ran.
    func update(at t: Double) throws {
        guard t != lastUpdate else { return }
        lastUpdate = t
        try onUpdate?()
    }

    // MARK: onRepeat

    /// Gives the timeline its iteration-boundary event (first of its events, so it runs
    /// before the new iteration's callbacks at the same time; ``nextEvent(from:inclusive:forward:skipping:)``).
    func addRepeatEvent() {
        if events.repeatEvent != nil { return }
        events.insertRepeatEvent(TimelineEventPoint(time: 0, kind: .repeated, origin: origin))
        playhead.firedAtCursor = Set(playhead.firedAtCursor.map { $0 + 1 })
    }

    /// The playhead crosses an iteration boundary at τ = `t`: GSAP renders the iteration it
    /// leaves (its `onUpdate`), then runs `onRepeat`; each runs whatever the other throws.
    func repeated(at t: Double) throws {
        var errors = TimelineCallbackErrors(clock: engine.clock)
        lastUpdate = t
        errors.run { try onUpdate?() }
        errors.run { try onRepeat?() }
        try errors.throwFirst()
    }

    // MARK: Nested

    /// Nested, its start was passed playing forward: its time leaves 0 (GSAP's `onStart`).
    func startNested() throws { try onStart?() }

    /// Nested, its start was passed backwards: its time reaches 0, its last `onUpdate` and
    /// `onReverseComplete` run.
    func completeNestedInReverse() throws {
        var errors = TimelineCallbackErrors(clock: engine.clock)
        errors.run { try update(at: 0) }
        errors.run { try onReverseComplete?() }
        try errors.throwFirst()
    }
}

/// The errors of callbacks run one after another that must all run: the first is thrown by
/// the call that ran them; each later one by an async action of its own at the same tick,
/// after it (CallbackErrors' rule, for the timeline's callbacks).
struct TimelineCallbackErrors {
    let clock: Clock
    private(set) var first: (any Error)?

    init(clock: Clock, first: (any Error)? = nil) {
        self.clock = clock
        self.first = first
    }

    /// Runs `body`, keeping what it throws.
    mutating func run(_ body: () throws -> Void) {
        do { try body() } catch {
            if first == nil { first = error } else { clock.async(label: "a timeline callback's error") { throw error } }
        }
    }

    func throwFirst() throws { if let first { throw first } }
}
