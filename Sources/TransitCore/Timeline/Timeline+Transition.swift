/// A transition's timeline (`ctx:timeline()`, TransitionContext+Timeline.swift): the
/// transition lasts as long as it does, and while a percent-driven interaction drives the
/// transition its playhead is the interaction's time — held at percent × duration during the
/// drag, then run to the end or back to the start on the completion curve and speed, as
/// UIKit's percent-driven transition moves the layer time of the animator's animations
/// (docs/timelines.md, "In a transition").
extension Timeline {
    /// Follows `driver`'s local time from now on (until it comes to rest at an end).
    func follow(_ driver: TransitionTimeline) {
        self.driver = driver
        driver.follow { [weak self] in self?.reschedule() }
    }

    /// Whether an interaction's time moves it now (its own controls would fight the finger).
    public var followsInteraction: Bool { driver != nil && !playhead.completed }

    /// τ while following `driver`: its local time in seconds, within the timeline.
    func drivenTime(_ driver: TransitionTimeline, atTick tick: Int64) -> Double {
        min(max(0, driver.local(at: tick) / Double(Clock.ticksPerSecond)), totalDuration)
    }

    /// The timer of the next thing the interaction's time reaches: a callback, or the end it
    /// runs to. Scrubbing runs no callbacks (as `seek`'s default): while the finger holds the
    /// time, the cursor moves with it, and once it runs the callbacks from there on run.
    func scheduleDriven(by driver: TransitionTimeline) {
        guard playhead.started, !playhead.completed else { return }
        let tau = drivenTime(driver, atTick: engine.clock.now)
        guard let forward = driver.direction else {
            if tau != playhead.cursor { playhead.passed(tau) }
            return
        }
        playhead.reversed = !forward
        let target = forward ? totalDuration : 0
        var next = target
        var due: [Int]?
        if let e = nextEvent(from: playhead.cursor, inclusive: playhead.cursorInclusive, forward: forward,
                                skipping: playhead.firedAtCursor),
           forward ? e.time <= target : e.time >= target {
            next = e.time
            due = e.events
        }
        guard let tick = driver.tick(reaching: next * Double(Clock.ticksPerSecond)) else { return }
        schedule(arrivalAt: next, events: due, tick: tick)
    }

    /// Tweens were added to a transition's timeline: while the transition runs, its duration
    /// (what a percent-driven interaction scales by, what alongside animations last) is the
    /// timeline's.
    func transitionFollows() {
        guard let transition, !transition.phase.isEnded else { return }
        transition.duration = duration
        driver?.durationTicks = duration * Double(Clock.ticksPerSecond)
    }
}
