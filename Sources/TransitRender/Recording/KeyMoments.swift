import TransitCore

/// The instants a picture of a run should not miss: where animations begin (after their
/// delay) and end, where transitions complete, and the extremes of motion — a spring's
/// overshoot peak — with the span's ends; then even spacing in what is left.
///
/// Evenly spaced samples miss what people look for: a card fully up at 0.4 s of a 3 s run
/// falls between 0.375 and 0.75 in a nine-frame strip. The moments come from the run's
/// own timeline (one run first, as for shares: runs are deterministic).
///
/// The choice is deterministic: the span's ends, then moments by kind (ends and
/// completions, then beginnings, then peaks; within a kind the one farthest from what is
/// already chosen, the earliest on a tie), then the middle of the widest gap left until
/// `count` instants are chosen. A moment within a frame (1/60 s) of a chosen one adds
/// nothing a viewer could tell apart, and is skipped.
public enum KeyMoments {
    /// How much a moment matters: lower is chosen first.
    public enum Kind: Int, Comparable, Sendable {
        case spanEdge = 0, end, begin, peak

        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    public struct Moment: Equatable, Sendable {
        public var tick: Int64
        public var kind: Kind
    }

    /// Moments closer than this (one 60 fps frame) count as one.
    static let minimumGap: Int64 = 16_667

    /// Every key moment of `events` in `from…to`, sorted by tick (a tick once, at its most
    /// important kind).
    public static func moments(events: [TimelineEvent], curves: [Int: CurveSamples],
                               from: Int64, to: Int64) -> [Moment] {
        // not a literal [from: …, to: …]: a run with no time in it has from == to, and a
        // literal with a key twice traps (a filmstrip of a script that animates nothing)
        var found: [Int64: Kind] = [from: .spanEdge]
        found[to] = .spanEdge
        func add(_ tick: Int64, _ kind: Kind) {
            guard tick >= from && tick <= to else { return }
            found[tick] = min(found[tick] ?? kind, kind)
        }
        for event in events {
            switch event {
            case .animationBegan(let b):
                let start = b.tick + ticks(b.delay)
                add(start, .begin)
                if let curve = curves[b.id], b.duration > 0 {
                    for i in overshootPeaks(curve.values) {
                        add(start + ticks(b.duration * Double(i) / Double(CurveSamples.count - 1)), .peak)
                    }
                }
            case .animationEnded(_, let t, _), .completionCalled(_, let t, _): add(t, .end)
            case .transitionCompleted(_, _, let t), .transitionCancelled(_, _, let t): add(t, .end)
            case .transitionBegan(let b): add(b.tick, .begin)
            case .seguePerformed(let s): add(s.tick, .begin)
            case .interaction(_, _, let t, _, _): add(t, .begin)
            case .timelineMark(let m):
                switch m.kind {
                case .rests, .cut: add(m.tick, .end)
                case .plays, .call: add(m.tick, .begin)
                }
            }
        }
        return found.map { Moment(tick: $0.key, kind: $0.value) }.sorted { $0.tick < $1.tick }
    }

    /// `count` ticks in `from…to`: the key moments first, then even spacing (see the type).
    public static func choose(_ count: Int, events: [TimelineEvent], curves: [Int: CurveSamples],
                              from: Int64, to: Int64) -> [Int64] {
        guard count > 1, to > from else { return [from] }
        var chosen: [Int64] = [from, to]
        var candidates = moments(events: events, curves: curves, from: from, to: to)
            .filter { $0.kind != .spanEdge }
        while chosen.count < count {
            candidates.removeAll { m in chosen.contains { abs($0 - m.tick) < minimumGap } }
            guard let kind = candidates.map(\.kind).min() else { break }
            // within the kind: the farthest from what is chosen (the earliest on a tie)
            var best: Moment?
            var bestDistance: Int64 = -1
            for m in candidates where m.kind == kind {
                let d = chosen.map { abs($0 - m.tick) }.min()!
                if d > bestDistance { best = m; bestDistance = d }
            }
            chosen.append(best!.tick)
        }
        chosen.sort()
        while chosen.count < count {
            // the middle of the widest gap (the earliest on a tie)
            var widest = 0
            for i in 1..<chosen.count where chosen[i] - chosen[i - 1] > chosen[widest + 1] - chosen[widest] {
                widest = i - 1
            }
            guard chosen[widest + 1] - chosen[widest] > 1 else { break }
            chosen.insert(chosen[widest] + (chosen[widest + 1] - chosen[widest]) / 2, at: widest + 1)
        }
        return chosen
    }

    /// The sample indices where a curve overshoots — above 1 or below 0 — at its extremes:
    /// each local maximum above 1 and each local minimum below 0 (a spring's first peak,
    /// its rebound, …).
    static func overshootPeaks(_ values: [Double]) -> [Int] {
        guard values.count > 2 else { return [] }
        var peaks: [Int] = []
        for i in 1..<(values.count - 1) {
            let (a, v, b) = (values[i - 1], values[i], values[i + 1])
            if v > 1 + 1e-6 && v >= a && v > b { peaks.append(i) }
            if v < -1e-6 && v <= a && v < b { peaks.append(i) }
        }
        return peaks
    }

    /// Seconds as ticks, rounded; never traps (``Clock/displayTicks(forSeconds:)``).
    private static func ticks(_ seconds: Double) -> Int64 {
        Clock.displayTicks(forSeconds: seconds)
    }
}
