/// A timeline's callbacks, pauses and nested ends in the order they were added (an event's
/// number is its place here), and their numbers sorted by (time, number): the next event the
/// playhead reaches is found by binary search. A scan of every event for each one made playing
/// or seeking through n events n² — 10,000 calls stalled the host for minutes.
struct TimelineEvents: RandomAccessCollection {
    private var points: [TimelineEventPoint] = []
    /// The events' numbers by (time, number).
    private var byTime: [Int] = []
#if DEBUG
    /// How many event times the searches computed (debug builds: `TimelineEventSearchTests`
    /// checks that playing through n events computes about n log n, not n²).
    final class Probes { var count = 0 }
    let probes = Probes()
#endif

    var startIndex: Int { 0 }
    var endIndex: Int { points.count }
    subscript(n: Int) -> TimelineEventPoint { points[n] }

    /// Adds `e` as the last event: after every event at its time or earlier in `byTime` (its
    /// number is the largest). Events come mostly in time order, so the insert is at the end.
    mutating func append(_ e: TimelineEventPoint) {
        var lo = 0, hi = byTime.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if points[byTime[mid]].time <= e.time { lo = mid + 1 } else { hi = mid }
        }
        byTime.insert(points.count, at: lo)
        points.append(e)
    }

    /// The iteration-boundary event's number (0) once there is one (``insertRepeatEvent(_:)``).
    var repeatEvent: Int? {
        if let first = points.first, case .repeated = first.kind { return 0 }
        return nil
    }

    /// Puts the iteration-boundary event (`onRepeat`'s) first — number 0, the others' numbers
    /// one more — and out of the time search: its time is each iteration's start, whichever
    /// way the iteration runs, which ``Timeline/nextEvent(from:inclusive:forward:skipping:)``
    /// works out itself.
    mutating func insertRepeatEvent(_ e: TimelineEventPoint) {
        points.insert(e, at: 0)
        for i in byTime.indices { byTime[i] += 1 }
    }

    /// The nearest total time after `t0` (or at it, `inclusive`, skipping `fired`), in the
    /// direction of play and at most `total`, of an event in one iteration, and that
    /// iteration's events there in number order. The iteration starts at total time `base`;
    /// run backwards (`mirrored`: an autoreversed odd one, of duration d) an event is at
    /// `base + (d − time)`. Either way the times are monotone along `byTime` (rounding is
    /// monotone), so events due together are neighbours there — even ones whose own times
    /// differ, which the sum rounds together.
    func nearest(base: Double, mirrored d: Double?, from t0: Double, inclusive: Bool, forward: Bool,
                 skipping fired: Set<Int>, upTo total: Double) -> (time: Double, events: [Int])? {
        let n = byTime.count
        // Position p's event and its total time: non-decreasing in p.
        let number = { (p: Int) in byTime[d == nil ? p : n - 1 - p] }
        let at = { (p: Int) -> Double in
#if DEBUG
            probes.count += 1
#endif
            return base + (d.map { $0 - points[number(p)].time } ?? points[number(p)].time)
        }
        // The first position whose time is above `t` (or at it, `orAt`).
        let first = { (t: Double, orAt: Bool) -> Int in
            var lo = 0, hi = n
            while lo < hi {
                let mid = (lo + hi) / 2
                if orAt ? at(mid) < t : at(mid) <= t { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        var start: Int
        if forward {
            guard t0 <= total else { return nil }
            start = first(t0, inclusive)
            if inclusive {
                var due: [Int] = []
                while start < n && at(start) == t0 {
                    if !fired.contains(number(start)) { due.append(number(start)) }
                    start += 1
                }
                if !due.isEmpty { return (t0, due.sorted()) }
            }
            guard start < n else { return nil }
        } else {
            if inclusive && t0 <= total {
                start = first(t0, false) - 1
                var due: [Int] = []
                while start >= 0 && at(start) == t0 {
                    if !fired.contains(number(start)) { due.append(number(start)) }
                    start -= 1
                }
                if !due.isEmpty { return (t0, due.sorted()) }
            } else {
                start = t0 <= total ? first(t0, true) - 1 : first(total, false) - 1
            }
            guard start >= 0 else { return nil }
        }
        let t = at(start)
        guard t <= total else { return nil }
        var due = [number(start)]
        var p = start + (forward ? 1 : -1)
        while p >= 0 && p < n && at(p) == t {
            due.append(number(p))
            p += forward ? 1 : -1
        }
        return (t, due.sorted())
    }
}
