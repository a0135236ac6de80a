import Testing
@testable import TransitCore

/// The next event found by binary search (`TimelineEvents.nearest`) is exactly what the scan
/// of every event in three iterations found before it: the same time, the same events in the
/// same order, over seeded random timelines — ties (also ones only the sum rounds together),
/// pauses, nested ends, repeats (finite, fractional, forever), repeat delays, autoreverses,
/// both directions, inclusive searches skipping fired events, from on, between and beyond
/// the events' times.
@Suite struct TimelineEventSearchTests {
    let engine = Engine()

    /// The scan `nextEvent` made before the search (Timeline+Playhead.swift at fe8be45), but
    /// for one rule added since: an event two iterations list at one instant (an
    /// autoreversed timeline's turn) is listed once.
    func scanned(_ tl: Timeline, from t0: Double, inclusive: Bool, forward: Bool, skipping fired: Set<Int>) -> (time: Double, events: [Int])? {
        guard !tl.events.isEmpty else { return nil }
        let isOdd = { (i: Double) in i.truncatingRemainder(dividingBy: 2) == 1 }
        let d = tl.duration, cycle = d + tl.repeatDelay, total = tl.totalDuration
        let i0 = cycle > 0 ? max(0, (t0 / cycle).rounded(.down)) : 0
        var best: Double?
        var hits: [Int] = []
        for k in [-1.0, 0, 1] {
            let i = i0 + k
            if i < 0 || (cycle <= 0 && i != 0) { continue }
            if tl.iterations.isFinite && i > tl.iterations.rounded(.up) - 1 { continue }
            for (n, e) in tl.events.enumerated() {
                let t = i * cycle + (tl.autoreverses && isOdd(i) ? d - e.time : e.time)
                if t > total { continue }
                let ahead = forward ? (t > t0 || (inclusive && t == t0 && !fired.contains(n)))
                                    : (t < t0 || (inclusive && t == t0 && !fired.contains(n)))
                guard ahead else { continue }
                if best == nil || (forward ? t < best! : t > best!) {
                    best = t
                    hits = [n]
                } else if t == best! {
                    if !hits.contains(n) { hits.append(n) }
                }
            }
        }
        guard let best else { return nil }
        let ordered = forward ? hits : hits.reversed()
        let isPause = { (n: Int) in if case .pause = tl.events[n].kind { true } else { false } }
        return (best, ordered.filter { !isPause($0) } + ordered.filter(isPause))
    }

    /// A random timeline: calls and pauses on a coarse grid (many ties; 0.1 + 0.2 beside 0.3),
    /// sometimes a tween making it longer than its last event, sometimes a nested timeline.
    func randomTimeline(_ r: inout SplitMix64) throws -> Timeline {
        let counts = [1, 2, 3, 2.5, 1.5, .infinity]
        let delays = [0, 0, 0.25, 0.1]
        let tl = try Timeline(engine: engine, repeatCount: counts[r.below(counts.count)], autoreverses: r.below(2) == 0,
                              repeatDelay: delays[r.below(delays.count)], paused: true)
        let grid = [0, 0.1, 0.2, 0.1 + 0.2, 0.3, 0.5, 0.7, 1]
        for _ in 0..<(1 + r.below(12)) {
            let t = grid[r.below(grid.count)]
            switch r.below(10) {
            case 0: try tl.addPause(at: .absolute(t))
            case 1:
                let child = try Timeline(engine: engine, paused: true)
                try child.call(at: .absolute(grid[r.below(grid.count)])) {}
                try tl.add(child, at: .absolute(t))
            case 2:
                let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
                try tl.tween(.to, targets: [v], options: .init(duration: grid[r.below(grid.count)] + 0.4), position: .absolute(t)) { _, v in try v.setAlpha(0) }
            default: try tl.call(at: .absolute(t)) {}
            }
        }
        return tl
    }

    @Test func searchFindsWhatTheScanFound() throws {
        var r = SplitMix64(seed: 39)
        var compared = 0, found = 0, acrossIterations = 0, skipped = 0
        for _ in 0..<300 {
            let tl = try randomTimeline(&r)
            let d = tl.duration, cycle = d + tl.repeatDelay
            let total = tl.totalDuration
            // on every event's time in the first iterations (either way round), between them,
            // at and past the end, and far into a timeline repeating forever
            var starts: [Double] = [0, total, total + 1, 1e6 * cycle + 0.05, -0.5]
            for i in 0..<5 {
                let base = Double(i) * cycle
                for e in tl.events { starts += [base + e.time, base + (d - e.time), base + e.time + 0.05, base + e.time - 0.05] }
                starts += [base + d, base + d + tl.repeatDelay / 2]
            }
            for t0 in starts where t0.isFinite {
                for forward in [true, false] {
                    for inclusive in [true, false] {
                        // skip none, one, or all of the events due exactly at t0
                        let there = inclusive ? scanned(tl, from: t0, inclusive: true, forward: forward, skipping: []) : nil
                        let due = there.flatMap { $0.time == t0 ? $0.events : nil } ?? []
                        for fired in [Set<Int>(), Set(due.prefix(1)), Set(due)] {
                            let want = scanned(tl, from: t0, inclusive: inclusive, forward: forward, skipping: fired)
                            let got = tl.nextEvent(from: t0, inclusive: inclusive, forward: forward, skipping: fired)
                            #expect(got?.time == want?.time && got?.events == want?.events,
                                    "\(tl.repeatCount)×, autoreverses \(tl.autoreverses), delay \(tl.repeatDelay), d \(d), times \(tl.events.map(\.time)), from \(t0) \(forward ? "forward" : "back") \(inclusive ? "inclusive" : ""), fired \(fired): \(String(describing: got)) ≠ \(String(describing: want))")
                            compared += 1
                            if let want {
                                found += 1
                                if Set(want.events).count < want.events.count || (want.events.count > 1 && Set(want.events.map { tl.events[$0].time }).count > 1) { acrossIterations += 1 }
                            }
                            if !fired.isEmpty && fired.count == due.count && want?.time != t0 { skipped += 1 }
                        }
                    }
                }
            }
        }
        // not vacuous: most searches find something, some ties span two iterations (or times
        // the sum rounds together), and some inclusive searches skip every fired event there
        #expect(compared > 100_000)
        #expect(found > compared / 2)
        #expect(acrossIterations > 100)
        #expect(skipped > 100)
    }

#if DEBUG
    /// Event times computed seeking and playing through n calls 1 ms apart, each run once.
    func probes(calls n: Int, play: Bool) throws -> Int {
        let tl = try Timeline(engine: engine, paused: true)
        var ran = 0
        for i in 1...n { try tl.call(at: .absolute(Double(i) * 0.001)) { ran += 1 } }
        if play {
            try tl.play()
            try engine.clock.advance(Double(n) * 0.001 + 1)
        } else {
            try tl.seek(to: tl.totalDuration, suppressEvents: false)
        }
        #expect(ran == n)
        return tl.events.probes.count
    }

    /// Ten times the calls cost about 13× the probes (n log n), not 100× (the scan's n²).
    @Test(arguments: [false, true]) func playingThroughEventsSearchesEach(play: Bool) throws {
        let small = try probes(calls: 1_000, play: play), large = try probes(calls: 10_000, play: play)
        #expect(large < 10_000 * 100)
        #expect(Double(large) / Double(small) < 16, "\(small) → \(large)")
    }
#endif
}
