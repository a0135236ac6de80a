import Lua
import TransitCore
import TransitLua

/// The host side of the spec environment's time helpers: `at`, `clock.advanceToNextTimer`
/// and `timeline`. Time moves only when a test calls one of these or the `clock` functions.
extension SpecEnvironment {
    func timeFunctions() -> [(String, HostFunction)] {
        [
            ("at", { [unowned self] c in
                let context = try self.running(c, "at")
                let fraction = try c.finite(1)
                let shown = formatNumber(fraction)
                guard fraction >= 0 else {
                    throw c.error("at(\(shown)): the fraction must be 0 or more (0 is the transition's start, 1 its end)")
                }
                let engine = self.stage.engine
                guard let span = TransitionSpan(RunningAnimation.all(in: engine)) ?? context.transition else {
                    throw c.error("at(\(shown)): no transition is running (start an animation first)")
                }
                context.transition = span
                guard let target = span.tick(at: fraction) else {
                    throw c.error("at(\(shown)) is past \(formatNumber(Clock.maxSeconds)) seconds, the longest a clock runs")
                }
                guard target >= engine.clock.now else {
                    throw c.error("at(\(shown)) is \(formatTicks(target)) s into the transition (\(formatTicks(span.start))–\(formatTicks(span.end)) s),"
                                  + " but the clock is already at \(formatTicks(engine.clock.now)) s: at() moves time forward only")
                }
                try self.stage.lua.whileActive(c) { try engine.clock.run(until: target) }
                try self.stage.settle()
                return 0
            }),
            ("advanceToNextTimer", { [unowned self] c in
                let clock = self.stage.engine.clock
                guard let next = clock.nextTimerTick else {
                    try self.stage.settle()
                    c.push(false)
                    return 1
                }
                try self.stage.lua.whileActive(c) { try clock.run(until: next) }
                try self.stage.settle()
                c.push(true)
                return 1
            }),
            ("timeline", { [unowned self] c in
                let engine = self.stage.engine
                let events = engine.timeline
                let note = engine.timelineDroppedNote.map { [$0] } ?? []
                c.newTable(arrayCount: Int32(note.count + events.count))
                for (i, line) in (note + events.map { Self.stable($0).description }).enumerated() {
                    c.push(line)
                    c.setIndex(-2, i + 1)
                }
                return 1
            }),
        ]
    }

    /// An event as snapshots keep it: origins name the file without its folder
    /// (`slide_spec.lua:14`), so a snapshot does not depend on where `transit test` ran.
    static func stable(_ event: TimelineEvent) -> TimelineEvent {
        func short(_ origin: String) -> String {
            origin.lastIndex(of: "/").map { String(origin[origin.index(after: $0)...]) } ?? origin
        }
        switch event {
        case .animationBegan(var b): b.origin = short(b.origin); return .animationBegan(b)
        case .transitionBegan(var b): b.origin = short(b.origin); return .transitionBegan(b)
        case .seguePerformed(var s): s.origin = short(s.origin); return .seguePerformed(s)
        case .timelineMark(let m): return .timelineMark(m.withOrigin(short))
        default: return event
        }
    }
}
