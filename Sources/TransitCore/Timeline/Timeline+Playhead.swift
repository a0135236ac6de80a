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
    /// still due when `cursorInclusive` (a fresh start at 0).
    var cursor = 0.0
    var cursorInclusive = true
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
    /// and the events there in the order they run.
    func nextEvent(from t0: Double, inclusive: Bool, forward: Bool) -> (time: Double, events: [Int])? {
        guard !events.isEmpty else { return nil }
        let d = duration, cycle = d + repeatDelay, total = totalDuration
        let i0 = cycle > 0 ? max(0, (t0 / cycle).rounded(.down)) : 0
        var best: Double?
        var hits: [Int] = []
        for k in [-1.0, 0, 1] {
            let i = i0 + k
            if i < 0 || (cycle <= 0 && i != 0) { continue }
            if iterations.isFinite && i > iterations.rounded(.up) - 1 { continue }
            for (n, e) in events.enumerated() {
                let t = i * cycle + (autoreverses && isOdd(i) ? d - e.time : e.time)
                if t > total { continue }
                let ahead = forward ? (t > t0 || (inclusive && t == t0)) : (t < t0 || (inclusive && t == t0))
                guard ahead else { continue }
                if best == nil || (forward ? t < best! : t > best!) {
                    best = t
                    hits = [n]
                } else if t == best! {
                    hits.append(n)
                }
            }
        }
        guard let best else { return nil }
        return (best, forward ? hits : hits.reversed())
    }

    // MARK: Controls

    /// Fixes τ now as the new anchor (before any change of direction, speed or state).
    func reanchor() {
        let now = engine.clock.now
        let tau = totalTime(atTick: now)
        if tau != playhead.cursor || playhead.started { playhead.cursorInclusive = !playhead.started && tau == playhead.cursor && playhead.cursorInclusive }
        playhead.total = tau
        playhead.anchorTick = now
        playhead.cursor = tau
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
        playhead.total = 0
        playhead.anchorTick = engine.clock.now
        playhead.cursor = 0
        playhead.cursorInclusive = true
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
    /// - Throws: ``CoreError`` for a bad time, or when it would start and its tracks do not
    ///   fit under the engine's limit (nothing changed then; asked again after the callbacks
    ///   on the way, which may add tweens or animations); what a callback throws.
    public func seek(to target: Double, suppressEvents: Bool = true) throws {
        guard target.isFinite, target >= 0 else {
            throw CoreError(.invalidNumber, "seek needs a time of at least 0 seconds or a label (got \(CoreError.describe(target)))")
        }
        if !playhead.started || playhead.completed { try requireRoomToAttach() }
        reanchor()
        let goal = min(target, totalDuration)
        cancelTimers()
        generation += 1
        let gen = generation
        if !suppressEvents {
            var from = playhead.total
            var inclusive = false
            while let next = nextEvent(from: from, inclusive: inclusive, forward: goal >= from),
                  goal >= playhead.total ? next.time <= goal : next.time >= goal {
                try fire(next.events, at: next.time)
                if generation != gen { return }
                from = next.time
                inclusive = false
            }
        }
        playhead.total = goal
        playhead.anchorTick = engine.clock.now
        playhead.cursor = goal
        playhead.cursorInclusive = false
        playhead.stopAt = nil
        if !playhead.started || playhead.completed {
            if !suppressEvents { try requireRoomToAttach() }
            playhead.started = true
            playhead.completed = false
            if handle.isFinished { handle = AnimationHandle(id: engine.animations.nextAnimationID()) }
            attach()
            recordPlays()
        }
        let atEnd = playhead.reversed ? goal <= 0 : goal >= totalDuration
        if !playhead.paused && atEnd {
            try complete(notify: !suppressEvents)
        } else {
            reschedule()
        }
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
        let forward = !p.reversed
        let target = p.stopAt ?? (forward ? totalDuration : 0)
        var next = target
        var events: [Int]?
        if let e = nextEvent(from: p.cursor, inclusive: p.cursorInclusive, forward: forward),
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
        endTimer = engine.clock.schedule(atTick: tick, label: "\(self)\(origin.isEmpty ? "" : " (created at \(origin))")") { [self] in
            guard gen == generation else { return }
            endTimer = nil
            try arrive(at: t, events: events)
        }
    }

    /// The playhead reached `t`: its events run, then it stops at a target or completes.
    private func arrive(at t: Double, events due: [Int]?) throws {
        let gen = generation
        if let due {
            do {
                try fire(due, at: t)
            } catch {
                if generation == gen { reschedule() }        // the timeline goes on
                throw error
            }
            if generation == gen { reschedule() }
            return
        }
        if playhead.stopAt != nil {
            playhead.total = t
            playhead.anchorTick = engine.clock.now
            playhead.cursor = t
            playhead.cursorInclusive = false
            playhead.stopAt = nil
            playhead.paused = true
            reschedule()
            return
        }
        try complete(notify: true)
    }

    /// Runs the events `due` at τ = `t` (a pause holds the playhead there).
    func fire(_ due: [Int], at t: Double) throws {
        let gen = generation
        playhead.cursor = t
        playhead.cursorInclusive = false
        for (k, n) in due.enumerated() {
            switch events[n].kind {
            case .call(let action):
                record(.call(time: local(t), origin: events[n].origin))
                do {
                    try action()
                } catch {
                    if generation == gen { runLater(due.dropFirst(k + 1), at: t) }
                    throw error
                }
            case .pause:
                pause(at: t)
            }
            if generation != gen { return }
        }
    }

    /// A call failed: the events due with it still happen (the timeline goes on, and nothing
    /// else is lost). A pause holds the playhead now; each call runs as an async action of its
    /// own, after the error is reported — at the clock's next run, at the same tick — so a
    /// second failure loses no third, as with the completions of animations that end together.
    private func runLater(_ rest: ArraySlice<Int>, at t: Double) {
        for n in rest {
            switch events[n].kind {
            case .call(let action):
                let origin = events[n].origin
                engine.clock.async(label: "\(self) call added at \(origin)") { [weak self] in
                    guard let self else { return }
                    record(.call(time: local(t), origin: origin))
                    try action()
                }
            case .pause:
                pause(at: t)
                return                                        // as fire: nothing due after it runs
            }
        }
    }

    /// `addPause`'s event: the playhead stops at τ = `t`.
    private func pause(at t: Double) {
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
        playhead.total = forward ? totalDuration : 0
        playhead.anchorTick = engine.clock.now
        playhead.cursor = playhead.total
        playhead.completed = true
        driver = nil                                  // at rest: the interaction lets go of it
        updateHold()
        detach(showing: local(playhead.total))
        record(.rests(atEnd: forward))
        let continuations = handle.complete(forward) ?? []
        do {
            if forward && notify { try onComplete?() }
            if notify { try onSettle?(forward) }
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
