/// The time of an interactive transition's animations, as UIKit's percent-driven interaction
/// drives it: it pauses the container's layer (`speed = 0`) and moves its `timeOffset` with
/// `update(percent)`, then lets it run to the end (`finish`) or back to the start (`cancel`)
/// on the completion curve (docs/transitions.md, "Interactive transitions").
///
/// Every animation block begun while it drives the transition
/// (``TransitionSystem/drive(_:_:)``) — inside `animateTransition` and the coordinator's
/// alongside blocks — lives on it: its begin, end and delay are in the timeline's local
/// ticks, and the frame pass reads its progress at ``local(at:)`` instead of the clock (`CurveKind.driven`).
final class TransitionTimeline {
    /// How local time follows the clock.
    enum Mode {
        /// Interactive: local time stands at `local` (percent × duration).
        case paused(local: Double)
        /// Finishing or cancelling: from clock tick `start`, local time moves from `from` to
        /// `to` (the duration, or 0) over `ticks` along `curve`.
        case running(start: Int64, from: Double, to: Double, ticks: Int64, curve: TimingCurve)
        /// After a finish reached the end (or the transition ended while interactive): local
        /// time runs with the clock again, `local = now − offset`, so longer or delayed
        /// animations go on in real time (the layer's speed back to 1).
        case free(offset: Double)
    }

    unowned let engine: Engine
    /// The transition's duration in ticks (the animator's `transitionDuration`, or the length
    /// of the `ctx:timeline()` its animator made: TransitionContext+Timeline.swift).
    var durationTicks: Double
    /// The label of its timers.
    let label: String
    private(set) var mode: Mode = .paused(local: 0)
    /// The blocks living on the timeline, in the order they began: (slot, animation id).
    private var groups: [(slot: Int32, id: Int)] = []
    private var runEnd: TimerID?
    private var isCancelling = false
    /// Set once a cancel has run back to the start: the blocks have ended.
    private(set) var isOver = false
    /// Told after each change of mode, once this timeline's own timers are set: the
    /// `ctx:timeline()`s that follow its time reschedule theirs (so at one tick the blocks'
    /// ends come first, then a timeline's end, whose completion ends the transition).
    private var followers: [() -> Void] = []

    /// Begins at local time 0: held there (`interactive`) or running with the clock.
    init(engine: Engine, durationTicks: Double, label: String, interactive: Bool) {
        self.engine = engine
        self.durationTicks = durationTicks
        self.label = label
        if !interactive { mode = .free(offset: Double(engine.clock.now)) }
    }

    /// Whether local time stands still (the script drives it).
    var isPaused: Bool {
        if case .paused = mode { return true }
        return false
    }

    /// Local time (ticks) at clock tick `tick`.
    func local(at tick: Int64) -> Double {
        switch mode {
        case .paused(let local):
            return local
        case .running(let start, let from, let to, let ticks, let curve):
            if ticks <= 0 || tick >= start + ticks { return to }
            let u = Double(max(0, tick - start)) / Double(ticks)
            return from + (to - from) * curve.value(at: u)
        case .free(let offset):
            return Double(tick) - offset
        }
    }

    /// Local time now.
    var now: Double { local(at: engine.clock.now) }

    /// Which way local time moves: nil while it stands (paused), true forward.
    var direction: Bool? {
        switch mode {
        case .paused: nil
        case .running: !isCancelling
        case .free: true
        }
    }

    /// The clock tick at which local time reaches `local` in the current mode, inverting the
    /// completion curve while running (nil: it stands still, or runs the other way).
    func tick(reaching local: Double) -> Int64? {
        switch mode {
        case .paused:
            return nil
        case .running(let start, let from, let to, let ticks, let curve):
            let forward = !isCancelling
            if forward ? local <= from : local >= from { return start }
            if forward ? local <= to : local >= to {
                // a curve's inverse is a search: NaN or a step outside [0, 1] reads as its end,
                // so a strange curve cannot trap the conversion
                let p = curve.inverse((local - from) / (to - from))
                let fraction = p.isFinite ? min(max(p, 0), 1) : 1
                return start + Int64((fraction * Double(ticks)).rounded(.up))
            }
            return forward ? start + ticks + Int64((local - to).rounded(.up)) : nil
        case .free(let offset):
            return Int64((local + offset).rounded(.up))
        }
    }

    /// `observer` runs after every change of mode (see ``followers``).
    func follow(_ observer: @escaping () -> Void) {
        followers.append(observer)
    }

    private func notifyFollowers() {
        for f in followers { f() }
    }

    /// A block begun on this timeline (its timing is in local ticks).
    func adopt(group slot: Int32, id: Int) {
        groups.append((slot, id))
        scheduleEnd(of: slot, id: id)
    }

    // MARK: Driving

    /// `update(percent)`: local time stands at `local`; the blocks' ends wait.
    func pause(at local: Double) {
        mode = .paused(local: local)
        reschedule()
        notifyFollowers()
    }

    /// `finish()` (to the duration) or `cancel()` (back to 0): runs from where local time is,
    /// over the distance divided by `speed`, along `curve`.
    func run(finishing: Bool, speed: Double, curve: TimingCurve) {
        isCancelling = !finishing
        let target = finishing ? durationTicks : 0
        let from = now
        let ticks = Int64((abs(target - from) / speed).rounded(.up))
        let start = engine.clock.now
        mode = .running(start: start, from: from, to: target, ticks: ticks, curve: curve)
        reschedule()
        runEnd = engine.clock.schedule(atTick: start + ticks, label: label) { [self] in
            try self.reachedEnd()
        }
        notifyFollowers()
    }

    /// The transition ended while the timeline still waited for the script (the animator
    /// completed it, or a custom interaction did): its animations go on with the clock
    /// from where they stand.
    func release() {
        guard case .paused(let local) = mode else { return }
        mode = .free(offset: Double(engine.clock.now) - local)
        reschedule()
        notifyFollowers()
    }

    // MARK: Ends

    private func reachedEnd() throws {
        runEnd = nil
        guard case .running(let start, _, let to, let ticks, _) = mode else { return }
        if !isCancelling {
            mode = .free(offset: Double(start + ticks) - to)
            reschedule()
            notifyFollowers()
            return
        }
        // Cancelled: every block ends where it began, in the order they began. Core Animation
        // only ever moved the presentation: the model keeps the values the blocks set, and
        // the completions (finished = true, the blocks ran out) are where an animator puts
        // things back.
        isOver = true
        let ended = groups
        groups = []
        for (k, (slot, id)) in ended.enumerated() {
            do {
                try engine.animations.groupDidEnd(slot, id: id)
            } catch {
                // Nothing is lost: the other blocks end one run-loop turn later.
                for (s, i) in ended.dropFirst(k + 1) { engine.clock.async { [unowned engine] in try engine.animations.groupDidEnd(s, id: i) } }
                throw error
            }
        }
    }

    private func reschedule() {
        if let runEnd { engine.clock.cancel(runEnd) }
        runEnd = nil
        for (slot, id) in groups { scheduleEnd(of: slot, id: id) }
    }

    /// Schedules (or cancels, while paused) the end timer of one block: at the clock tick its
    /// local end comes, inverting the completion curve while running.
    private func scheduleEnd(of slot: Int32, id: Int) {
        guard let state = engine.animations.store.groups[Int(slot)], state.id == id else { return }
        if let timer = state.timelineEndTimer { engine.clock.cancel(timer) }
        state.timelineEndTimer = nil
        let end = Double(engine.animations.store.timing(ofGroup: slot).end)
        guard end < Double(Int64.max) else { return }            // repeats forever: a hold of its own
        if case .running = mode, isCancelling { return }             // a cancel ends them all at its end
        guard let tick = tick(reaching: end) else { return }
        state.timelineEndTimer = engine.clock.schedule(atTick: tick, label: state.description) { [unowned engine] in
            try engine.animations.groupDidEnd(slot, id: id)
        }
    }
}

extension TimingCurve {
    /// The progress `u` at which a monotonic curve reaches `y` (bisection: completion curves
    /// are UIKit's four, all increasing).
    func inverse(_ y: Double) -> Double {
        if y <= 0 { return 0 }
        if y >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if value(at: mid) < y { lo = mid } else { hi = mid }
        }
        return hi
    }
}
