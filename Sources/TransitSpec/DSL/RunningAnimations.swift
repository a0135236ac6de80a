import TransitCore

/// The animations running in an engine, as its timeline records them: every `begin` whose
/// `end` has not been recorded yet (``Engine/runningAnimationBegins``, kept apart from the
/// events, which the spec runner keeps only the last of). (Blocks that animate nothing, or last zero seconds, end one
/// run-loop turn later and are never running once the stage has settled.)
struct RunningAnimation {
    var id: Int
    /// When it starts moving: the `animate` call's time plus its delay.
    var start: Int64
    var end: Int64
    var origin: String
    var properties: [String]
    /// A block that repeats forever (`options = "repeat"`, `repeatCount = math.huge`): `end`
    /// is its first run's, and no clock call ends it.
    var repeatsForever = false

    static func all(in engine: Engine) -> [RunningAnimation] {
        engine.runningAnimationBegins.map { b in
            let delay = (try? Clock.ticks(forSeconds: b.delay)) ?? 0
            let duration = (try? Clock.ticks(forSeconds: b.duration)) ?? 0
            return RunningAnimation(id: b.id, start: b.tick + delay, end: b.tick + delay + duration,
                                    origin: b.origin, properties: b.properties,
                                    repeatsForever: b.repeatCount.isInfinite)
        }
    }
}

/// `at(fraction)`'s "running transition": the animations running when `at` is called, from
/// the earliest start (after its delay) to the latest end. When none is running — the
/// transition has just ended — it is the span the previous `at` call of the same test used,
/// so `at(0)`, `at(0.5)`, `at(1)` walk one transition.
struct TransitionSpan: Equatable {
    var start: Int64
    var end: Int64

    init?(_ running: [RunningAnimation]) {
        guard let first = running.first else { return nil }
        start = running.reduce(first.start) { min($0, $1.start) }
        end = running.reduce(first.end) { max($0, $1.end) }
    }

    /// The tick at `fraction` of the span (0 = its start, 1 = its end), to the microsecond;
    /// nil past ``Clock/maxTicks`` (a script's `at(1e300)` would overflow the conversion).
    func tick(at fraction: Double) -> Int64? {
        let offset = (Double(end - start) * fraction).rounded()
        guard Double(start) + offset <= Double(Clock.maxTicks) else { return nil }
        return start + Int64(offset)
    }
}
