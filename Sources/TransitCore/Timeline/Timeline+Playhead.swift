/// Where a timeline's playhead is: its total time τ (repeats included) at an anchor tick, and
/// how it moves from there — paused, forward or back, towards an end or a `tweenTo` target.
struct Playhead {
    var total = 0.0
    var anchorTick: Int64 = 0
    var paused = false
    var reversed = false
    var started = false
    /// Resting at an end it played to (detached from the engine).
    var completed = false
    var stopAt: Double?
    /// The events up to here (in the direction of play) have fired; one exactly here is
    /// still due when `cursorInclusive` (a fresh start at 0; events due together here that a
    /// callback among them paused before they ran) unless listed in `firedAtCursor`.
    var cursor = 0.0
    var cursorInclusive = true
    var firedAtCursor: Set<Int> = []
    /// Counts the jumps of τ (`seek`, `restart`, completing, nesting): a callback that makes
    /// one moved the playhead away from the events due with it.
    var jumps = 0
    /// τ is 0 and has not left it going forward since it got there (at the start, after
    /// `restart`, a `seek` to 0, a reverse to 0): moving forward now runs `onStart`.
    var startDue = true
    /// The events at τ = `time` are running, at clock tick `tick`: a control called from one
    /// of them takes τ as exactly there (the timer's tick is rounded up from it).
    var firing: (time: Double, tick: Int64)?

    /// Moves the cursor to `t`, past every event there.
    mutating func passed(_ t: Double) {
        cursor = t
        cursorInclusive = false
        firedAtCursor = []
    }
}

/// Playback: τ as a pure function of the clock, iterations (plays × 2 with autoreverses,
/// `repeatDelay` between them), and the clock timers that fire callbacks, pauses and the end
/// in time order.
extension Timeline {
    /// Iterations: plays, each one forward and (autoreversing) one back.
    var iterations: Double { repeatCount * (autoreverses ? 2 : 1) }

    /// Seconds from the start to the end of the last iteration (∞ when it repeats forever).
    public var totalDuration: Double {
        let n = iterations
        if n.isInfinite { return .infinity }
        return n * duration + (n.rounded(.up) - 1) * repeatDelay
    }

    public var timeScale: Double { timeScaleValue }

    /// τ at `tick`.
    func totalTime(atTick tick: Int64) -> Double {
        let p = playhead
        if let driver, p.started, !p.completed { return drivenTime(driver, atTick: tick) }
        if !p.started || p.paused || p.completed { return p.total }
        let dt = Double(max(0, tick - p.anchorTick)) / Double(Clock.ticksPerSecond) * timeScaleValue
        if p.reversed { return max(p.stopAt ?? 0, p.total - dt) }
        return min(p.stopAt ?? totalDuration, p.total + dt)
    }

    /// The time within the iteration τ falls in (backwards in an autoreversed one).
    func local(_ tau: Double) -> Double {
        let d = duration
        if d <= 0 { return 0 }
        let cycle = d + repeatDelay
        var i = max(0, (tau / cycle).rounded(.down))
        if iterations.isFinite { i = min(i, iterations.rounded(.up) - 1) }
        let within = min(d, max(0, tau - i * cycle))     // in a repeat delay: the iteration's end
        return autoreverses && isOdd(i) ? d - within : within
    }

    private func isOdd(_ i: Double) -> Bool { i.truncatingRemainder(dividingBy: 2) == 1 }

    /// The local time at `tick` (what the tracks show).
    func localTime(atTick tick: Int64) -> Double { local(totalTime(atTick: tick)) }

    /// `tl.time`: the playhead's time within the current iteration.
    public var time: Double { localTime(atTick: engine.clock.now) }
    /// `tl.progress`: `time / duration` (0 for an empty timeline).
    public var progress: Double { duration > 0 ? time / duration : 0 }
    /// `tl.totalTime`: τ now.
    public var totalTime: Double { totalTime(atTick: engine.clock.now) }
    /// Playing: started, not paused, not resting at an end.
    public var isActive: Bool { playhead.started && !isPaused && !playhead.completed }
    /// Paused, or following an interaction that holds it where the finger is.
    public var isPaused: Bool { playhead.paused || (!playhead.completed && driver.map { $0.direction == nil } ?? false) }
    public var isReversed: Bool { playhead.reversed }

    // MARK: Events in total time

    /// The nearest event time after `t0` (or at it, `inclusive`) in the direction of play,
    /// and the events there in the order they run: an `addPause` after the others there, as
    /// GSAP's render leaves the pause it stops at out of the children it renders and pauses
    /// after them. Each of the iterations around `t0` is searched by time (``TimelineEvents``).
    func nextEvent(from t0: Double, inclusive: Bool, forward: Bool, skipping fired: Set<Int> = []) -> (time: Double, events: [Int])? {
        guard !events.isEmpty else { return nil }
        let d = duration, cycle = d + repeatDelay, total = totalDuration
        let i0 = cycle > 0 ? max(0, (t0 / cycle).rounded(.down)) : 0
        var best: Double?
        var hits: [Int] = []
        for k in [-1.0, 0, 1] {
            let i = i0 + k
            if i < 0 || (cycle <= 0 && i != 0) { continue }
            if iterations.isFinite && i > iterations.rounded(.up) - 1 { continue }
            var here = events.nearest(base: i * cycle, mirrored: autoreverses && isOdd(i) ? d : nil, from: t0,
                                      inclusive: inclusive, forward: forward, skipping: fired, upTo: total)
            // The iteration-boundary event (onRepeat: number 0, outside the search) is at the
            // iteration's start whichever way it runs, before the iteration's own events there.
            if i >= 1, onRepeat != nil, events.repeatEvent != nil {
                let t = i * cycle
                let ahead = forward ? (t > t0 || (inclusive && t == t0 && !fired.contains(0)))
                                    : (t < t0 || (inclusive && t == t0 && !fired.contains(0)))
                if t <= total && ahead {
                    if let h = here, h.time == t { here = (t, [0] + h.events) }
                    else if here == nil || (forward ? t < here!.time : t > here!.time) { here = (t, [0]) }
                }
            }
            guard let near = here else { continue }
            if best == nil || (forward ? near.time < best! : near.time > best!) {
                best = near.time
                hits = near.events
            } else if near.time == best! {
                // an iteration's end where the next one starts; an event both list there (an
                // autoreversed timeline's turn) runs once, as when the playhead plays through
                hits += near.events.filter { !hits.contains($0) }
            }
        }
        guard let best else { return nil }
        let ordered = forward ? hits : hits.reversed()
        let isPause = { [events] (n: Int) in if case .pause = events[n].kind { true } else { false } }
        return (best, ordered.filter { !isPause($0) } + ordered.filter(isPause))
    }

    // MARK: Controls

    /// Fixes τ now as the new anchor (before any change of direction, speed or state). Still
    /// at the cursor, the events due there that have not run stay due (a callback that pauses
    /// or speeds up its timeline loses none of the callbacks due with it).
    func reanchor() {
        let now = engine.clock.now
        let tau = playhead.firing.flatMap { $0.tick == now ? $0.time : nil } ?? totalTime(atTick: now)
        if tau != playhead.cursor { playhead.passed(tau) }
        playhead.total = tau
        playhead.anchorTick = now
    }

    /// Starts (or restarts after an end): attached, a fresh handle to await. The caller has
    /// asked ``requireRoomToAttach()`` first.
    func start() {
        playhead.started = true
        playhead.completed = false
        if handle.isFinished { handle = AnimationHandle(id: engine.animations.nextAnimationID()) }
        attach()
        recordPlays()
        reschedule()
    }

    /// `play()`: forward from where it is; `reverse()`: backwards; `resume()`: on in its
    /// direction. At the end it plays towards, nothing happens (GSAP's).
    ///
    /// - Throws: ``CoreError`` when it would start and its tracks do not fit under the
    ///   engine's limit (nothing changed then).
    func run(reversed: Bool) throws(CoreError) {
        // (read before reanchoring, which moves τ only while playing: `atEnd` counts at rest)
        let atEnd = reversed ? playhead.total <= 0 : playhead.total >= totalDuration
        let starts = !playhead.started || (playhead.completed && !atEnd)
        if starts { try requireRoomToAttach() }
        reanchor()
        playhead.reversed = reversed
        playhead.paused = false
        playhead.stopAt = nil
        if playhead.completed && atEnd { cancelTimers(); return }
        if starts { start() } else { reschedule() }
    }

    public func play() throws(CoreError) { try run(reversed: false) }
    public func reverse() throws(CoreError) { try run(reversed: true) }
    public func resume() throws(CoreError) { try run(reversed: playhead.reversed) }

    /// `pause()`: holds τ where it is.
    public func pause() {
        reanchor()
        playhead.paused = true
        playhead.stopAt = nil
        reschedule()
    }

    /// `restart()`: from 0, forward, playing (events at 0 fire again).
    ///
    /// - Throws: ``CoreError`` when it would start and its tracks do not fit under the
    ///   engine's limit (nothing changed then).
    public func restart() throws(CoreError) {
        let starts = !playhead.started || playhead.completed
        if starts { try requireRoomToAttach() }
        cancelTimers()
        playhead.jumps += 1
        playhead.total = 0
        playhead.anchorTick = engine.clock.now
        playhead.cursor = 0
        playhead.cursorInclusive = true
        playhead.firedAtCursor = []
        playhead.startDue = true
        lastUpdate = 0                                    // GSAP renders 0, events suppressed
        playhead.reversed = false
        playhead.paused = false
        playhead.stopAt = nil
        if starts { start() } else { reschedule() }
    }

    /// Sets the time scale (from now on).
    public func setTimeScale(_ s: Double) throws(CoreError) {
        try Timeline.checkTimeScale(s)
        reanchor()
        timeScaleValue = s
        reschedule()
    }

    /// The total time of a label, or an error naming the labels there are.
    public func labelTime(_ name: String) throws(CoreError) -> Double {
        guard let t = time(ofLabel: name) else {
            let known = labels.map { "'\($0.name)'" }.joined(separator: ", ")
            throw CoreError(.invalidArgument, "unknown label '\(name)' (\(known.isEmpty ? "the timeline has no labels" : "labels: " + known))")
        }
        return t
    }

    /// `seek(time)`: moves τ there (clamped to the timeline) without playing through;
    /// callbacks on the way run only when `suppressEvents` is false (GSAP's default: true).
    /// It keeps playing or paused as it was; at the end it plays towards, it completes.
    ///
    /// The seek lands first, then the callbacks on the way run in order (GSAP sets the time
    /// before it renders the children): whatever they do to the timeline — pause it, change
    /// its speed, add to it, advance the clock — the seek has landed and each of them runs.
    /// Only a callback that moves the playhead itself (`seek`, `restart`) ends the run, as it
    /// ends GSAP's render: the playhead is no longer on the way to those. A pause on the way
    /// does not stop it (GSAP 3.12.7's `seek(t, false)` lands past an `addPause` and runs the
    /// callbacks beyond it). Landing at the end playing forward, or paused with the callbacks
    /// run, it completes: GSAP runs `onComplete` when such a seek reaches the end.
    ///
    /// - Throws: ``CoreError`` for a bad time, or when it would start and its tracks do not
    ///   fit under the engine's limit (nothing changed then); what a callback throws (the
    ///   seek has landed; the callbacks on the way after it run after the error is reported).
    public func seek(to target: Double, suppressEvents: Bool = true) throws {
        guard target.isFinite, target >= 0 else {
            throw CoreError(.invalidNumber, "seek needs a time of at least 0 seconds or a label (got \(CoreError.describe(target)))")
        }
        if !playhead.started || playhead.completed { try requireRoomToAttach() }
        reanchor()
        let goal = min(target, totalDuration)
        let wasBefore = playhead.total < goal, moves = playhead.total != goal, forward = goal >= playhead.total
        // GSAP's onStart: a render from 0 to later (with events)
        let starts = !suppressEvents && playhead.total == 0 && goal > 0
        let onTheWay = suppressEvents ? [] : eventsOnTheWay(to: goal)
        cancelTimers()
        generation += 1
        playhead.jumps += 1
        let jumps = playhead.jumps
        playhead.total = goal
        playhead.anchorTick = engine.clock.now
        playhead.passed(goal)
        playhead.startDue = goal == 0
        // GSAP renders the time there, with or without events: a render with them runs
        // onUpdate below; the next one runs it only if the time moved from here
        if suppressEvents { lastUpdate = goal } else if moves { lastUpdate = .nan }
        if suppressEvents && moves {
            // The callbacks exactly where a suppressed seek lands stay due: the playhead's
            // next move, either way, runs them (GSAP marks a zero-duration child rendered
            // with events suppressed, `_zTime = _tinyNum`, and runs it on the next render).
            // Only calls: a pause there does not hold that move (GSAP looks for pauses past
            // the time), and a nested timeline ending there does not complete (it is no
            // zero-duration child).
            playhead.cursorInclusive = true
            let here = nextEvent(from: goal, inclusive: true, forward: true).flatMap { $0.time == goal ? $0.events : nil } ?? []
            playhead.firedAtCursor = Set(here.filter { if case .call = events[$0].kind { false } else { true } })
        }
        playhead.stopAt = nil
        if !playhead.started || playhead.completed {
            playhead.started = true
            playhead.completed = false
            if handle.isFinished { handle = AnimationHandle(id: engine.animations.nextAnimationID()) }
            attach()
            recordPlays()
        }
        reschedule()                                      // while the callbacks run, it plays on from there
        var failure: Error?
        if starts, let onStart {
            do { try onStart() } catch {
                runLater(onTheWay[...], forward: forward)
                failure = error
            }
        }
        for (k, e) in onTheWay.enumerated() where playhead.jumps == jumps && failure == nil {
            if case .pause = events[e.n].kind { continue }    // held above
            do {
                try perform(e.n, at: e.time, forward: forward)
            } catch {
                runLater(onTheWay.dropFirst(k + 1), forward: forward)
                failure = error
                break
            }
        }
        var errors = TimelineCallbackErrors(clock: engine.clock, first: failure)
        if playhead.jumps == jumps {
            if !suppressEvents && moves { errors.run { try update(at: goal) } }   // GSAP renders, then completes
            let atEnd = playhead.reversed ? playhead.total <= 0 : playhead.total >= totalDuration
            let reachedEnd = playhead.paused && !suppressEvents && wasBefore && playhead.total >= totalDuration
            if playhead.started && !playhead.completed && ((!playhead.paused && atEnd) || reachedEnd) {
                errors.run { try complete(notify: !suppressEvents) }
            } else if !suppressEvents && moves && goal == 0, let onReverseComplete {
                // GSAP runs onReverseComplete whenever a render with events lands on 0 from later
                errors.run { try onReverseComplete() }
            }
        }
        try errors.throwFirst()
    }

    /// The events a seek from τ to `goal` passes, in the order they run (pauses among them).
    /// Events still due at the cursor (a tie a pause held) are on the way.
    func eventsOnTheWay(to goal: Double) -> [(time: Double, n: Int)] {
        let forward = goal >= playhead.total
        var from = playhead.total
        var inclusive = playhead.cursor == from && playhead.cursorInclusive
        var fired = inclusive ? playhead.firedAtCursor : []
        var out: [(time: Double, n: Int)] = []
        while let next = nextEvent(from: from, inclusive: inclusive, forward: forward, skipping: fired),
              forward ? next.time <= goal : next.time >= goal {
            for n in next.events { out.append((next.time, n)) }
            from = next.time
            inclusive = false
            fired = []
        }
        return out
    }

    /// `tweenTo(time)`: plays from where it is to `target` (either way) and pauses there.
    ///
    /// - Throws: ``CoreError`` when it would start and its tracks do not fit under the
    ///   engine's limit (nothing changed then).
    public func tweenTo(_ target: Double) throws(CoreError) {
        let goal = min(max(0, target), totalDuration)
        // (τ now is what reanchoring fixes)
        let starts = (!playhead.started || playhead.completed) && goal != totalTime(atTick: engine.clock.now)
        if starts { try requireRoomToAttach() }
        reanchor()
        playhead.paused = false
        if goal == playhead.total { playhead.paused = true; reschedule(); return }
        playhead.reversed = goal < playhead.total
        playhead.stopAt = goal
        if starts { start() } else { reschedule() }
    }

    // MARK: Timers

    func cancelTimers() {
        if let t = endTimer { engine.clock.cancel(t) }
        endTimer = nil
    }

    /// Schedules the next thing the playhead reaches: an event, the `tweenTo` target or the end.
    func reschedule() {
        cancelTimers()
        generation += 1
        updateHold()
        if let driver { return scheduleDriven(by: driver) }
        let p = playhead
        guard p.started, !p.paused, !p.completed else { return }
        scheduleFrame()
        let forward = !p.reversed
        if forward && startPending {
            return schedule(arrivalAt: 0, events: nil, tick: p.anchorTick)
        }
        let target = p.stopAt ?? (forward ? totalDuration : 0)
        var next = target
        var events: [Int]?
        if let e = nextEvent(from: p.cursor, inclusive: p.cursorInclusive, forward: forward, skipping: p.firedAtCursor),
           forward ? e.time <= target : e.time >= target {
            next = e.time
            events = e.events
        }
        guard next.isFinite else { return }
        let seconds = abs(next - p.total) / timeScaleValue
        guard seconds <= Clock.maxSeconds else { return }
        // up to the next tick, unless the sum is a whole tick but for rounding (0.2 + 0.4)
        let exact = seconds * Double(Clock.ticksPerSecond)
        let tick = p.anchorTick + Int64(abs(exact - exact.rounded()) < 1e-3 ? exact.rounded() : exact.rounded(.up))
        schedule(arrivalAt: next, events: events, tick: tick)
    }

    /// The timer that brings the playhead to `t` at clock tick `tick`.
    func schedule(arrivalAt t: Double, events: [Int]?, tick: Int64) {
        let gen = generation
        endTimerTick = tick
        endTimer = engine.clock.schedule(atTick: tick, label: "\(self)\(origin.isEmpty ? "" : " (created at \(origin))")") { [self] in
            guard gen == generation else { return }
            endTimer = nil
            try arrive(at: t, events: events)
        }
    }

    /// The playhead reached `t`: its events run, then it stops at a target or completes.
    private func arrive(at t: Double, events due: [Int]?) throws {
        if due != nil { return try runEvents(at: t) }
        if t == 0 && !playhead.reversed && startPending { return try leaveStart() }
        if playhead.stopAt != nil {
            playhead.total = t
            playhead.anchorTick = engine.clock.now
            playhead.passed(t)
            playhead.startDue = t == 0
            playhead.stopAt = nil
            playhead.paused = true
            reschedule()
            // GSAP's tweenTo plays the time there, so reaching the end runs onComplete
            if !playhead.reversed && t >= totalDuration { try complete(notify: true) }
            return
        }
        try complete(notify: true)
    }

    /// Runs the events due at τ = `t`, one at a time in their order. Each is marked as run and
    /// the timer of what comes next (the next one due here, or later) is set before it runs,
    /// so a callback finds its timeline in order whatever it does: it may change the speed,
    /// add children, `set`, pause and resume — the callbacks due with it still run, here, in
    /// order (GSAP's render goes on through the children after such a callback) — or advance
    /// the clock, which then runs the timeline's later events at their own times. A callback
    /// that pauses the timeline holds the playhead here: the ones due with it after it run
    /// when it plays on (GSAP breaks its render and renders them when the playhead moves on).
    /// An `addPause` comes after the others due with it (``nextEvent(from:inclusive:forward:skipping:)``). One that moves the playhead (`seek`, `restart`) ends the run: the
    /// playhead left them. One that fails leaves the rest to the timer set for them: they run
    /// at the clock's next run, at this time, before anything later.
    func runEvents(at t: Double) throws {
        if playhead.cursor != t || !playhead.cursorInclusive {   // arriving at t
            playhead.cursor = t
            playhead.cursorInclusive = true
            playhead.firedAtCursor = []
        }
        let jumps = playhead.jumps
        let saved = playhead.firing
        defer { playhead.firing = saved }
        // Whether the playhead is still here, playing, with events due here.
        let here = { [unowned self] in
            playhead.jumps == jumps && playhead.started && !playhead.completed && !playhead.paused
                && playhead.cursor == t && playhead.cursorInclusive
        }
        // Ties are listed once (a callback may add more here: the outer loop looks again); a
        // timer for the next tie is just one at this tick, without searching the events.
        while here(), let next = nextEvent(from: t, inclusive: true, forward: !playhead.reversed, skipping: playhead.firedAtCursor),
              next.time == t {
            let reversed = playhead.reversed
            for (k, n) in next.events.enumerated() where !playhead.firedAtCursor.contains(n) {
                guard here(), playhead.reversed == reversed else { break }
                playhead.firedAtCursor.insert(n)
                playhead.firing = (t, engine.clock.now)
                if k + 1 < next.events.count {
                    cancelTimers()
                    generation += 1
                    schedule(arrivalAt: t, events: [], tick: engine.clock.now)
                } else {
                    reschedule()
                }
                try perform(n, at: t, forward: !reversed)
            }
        }
        guard here() else { return }
        playhead.passed(t)                                    // all of them ran
        reschedule()
    }

    /// Runs event `n` at τ = `t`: a call, a pause (the playhead stops there), or the end of a
    /// nested timeline (its `onComplete` and awaiting tasks, playing forward).
    func perform(_ n: Int, at t: Double, forward: Bool) throws {
        switch events[n].kind {
        case .call(let action):
            record(.call(time: local(t), origin: events[n].origin))
            try action()
        case .pause:
            pause(at: t)
        case .nestedEnd(let child):
            if forward { try child.completeNested() }
        case .nestedStart(let child):
            try forward ? child.startNested() : child.completeNestedInReverse()
        case .repeated:
            try repeated(at: t)
        }
    }

    /// A callback on a seek's way failed: the others still run (the timeline goes on, and
    /// nothing else is lost), each as an async action of its own, after the error is reported
    /// — at the clock's next run, at the same tick — so a second failure loses no third, as
    /// with the completions of animations that end together.
    private func runLater(_ rest: ArraySlice<(time: Double, n: Int)>, forward: Bool) {
        for e in rest {
            if case .pause = events[e.n].kind { continue }
            engine.clock.async(label: "\(self) callback\(events[e.n].origin.isEmpty ? "" : " added at \(events[e.n].origin)")") { [weak self] in
                guard let self else { return }
                try perform(e.n, at: e.time, forward: forward)
            }
        }
    }

    /// `addPause`'s event: the playhead stops at τ = `t`.
    private func pause(at t: Double) {
        if t == 0 { playhead.startDue = true }
        playhead.total = t
        playhead.anchorTick = engine.clock.now
        playhead.paused = true
        reschedule()
    }

    /// Rests at the end it played to: detached, the model at what it shows there; then
    /// `onComplete` (forward, unless suppressed) and whoever awaits.
    func complete(notify: Bool) throws {
        let forward = !playhead.reversed
        cancelTimers()
        generation += 1
        playhead.jumps += 1
        playhead.total = forward ? totalDuration : 0
        playhead.anchorTick = engine.clock.now
        playhead.passed(playhead.total)
        playhead.completed = true
        driver = nil                                  // at rest: the interaction lets go of it
        updateHold()
        detach(showing: local(playhead.total))
        record(.rests(atEnd: forward))
        if !forward { playhead.startDue = true }
        let continuations = handle.complete(forward) ?? []
        do {
            // GSAP's render: onUpdate, then onComplete or onReverseComplete; each runs
            if notify {
                var errors = TimelineCallbackErrors(clock: engine.clock)
                errors.run { try update(at: playhead.total) }
                errors.run { try (forward ? onComplete : onReverseComplete)?() }
                errors.run { try onSettle?(forward) }
                try errors.throwFirst()
            }
        } catch {
            for c in continuations { engine.clock.async { try c(forward) } }
            throw error
        }
        for c in continuations { try c(forward) }
    }

    /// A timeline playing forward forever holds the clock (as an `animate` that repeats
    /// forever): `runUntilIdle` names it rather than waiting.
    func updateHold() {
        let forever = playhead.started && !playhead.paused && !playhead.completed && !playhead.reversed
            && playhead.stopAt == nil && totalDuration.isInfinite
        if forever && hold == nil {
            hold = engine.clock.hold("\(self)\(origin.isEmpty ? "" : " (created at \(origin))") repeats forever")
        } else if !forever, let h = hold {
            engine.clock.release(h)
            hold = nil
        }
    }

    /// Called after children were added: the end moved, events may be due sooner.
    func childrenChanged() throws {
        transitionFollows()
        if playhead.started && !playhead.paused && !playhead.completed { reschedule() }
    }
}
