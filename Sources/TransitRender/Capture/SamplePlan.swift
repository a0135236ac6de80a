import TransitCore

/// The instants a ``Recorder`` samples, handed out in time order as the clock passes them.
///
/// - ``frames(fps:from:to:)``: the start, every frame boundary after it (frame `n` at
///   `n · 1 s / fps`, the clock's own grid, so traces line up with `clock.step`), and the
///   end — the run's when `to` is nil — so the last sample is the state the run ends in.
/// - ``ticks(_:)``: exactly these instants (`--at`); those the run never reaches stay in
///   ``pending``.
/// - ``stops(fps:)``: the frames, and every instant the clock stopped at (what a test
///   looked at between its `clock.advance` calls and `at()` steps).
public struct SamplePlan {
    enum Times {
        case frames(fps: Int)
        case list([Int64])
    }

    let times: Times
    let start: Int64
    let end: Int64?
    let stops: Bool
    /// The next frame number, or the index of the next listed tick.
    private var cursor: Int64 = 0
    /// The last tick handed out (-1: none yet), so no instant is sampled twice.
    private var last: Int64 = -1
    private var startTaken = false

    /// Frame boundaries at `fps` from `start` to `end` (nil: the run's end), with both ends.
    public static func frames(fps: Int, from start: Int64 = 0, to end: Int64? = nil) -> SamplePlan {
        SamplePlan(times: .frames(fps: fps), start: start, end: end, stops: false)
    }

    /// Exactly these ticks (sorted and deduplicated here).
    public static func ticks(_ ticks: [Int64]) -> SamplePlan {
        let list = Array(Set(ticks)).sorted()
        return SamplePlan(times: .list(list), start: list.first ?? 0, end: list.last, stops: false)
    }

    /// The frames at `fps` and every instant the clock stops at, from `start` on.
    public static func stops(fps: Int, from start: Int64 = 0) -> SamplePlan {
        SamplePlan(times: .frames(fps: fps), start: start, end: nil, stops: true)
    }

    init(times: Times, start: Int64, end: Int64?, stops: Bool) {
        self.times = times
        self.start = start
        self.end = end
        self.stops = stops
        if case .frames(let fps) = times {
            // the first frame boundary after the start
            cursor = Clock.frame(at: start, fps: fps) + 1        // no start · fps: it overflows
            while frameTick(cursor, fps) <= start { cursor += 1 }
        }
    }

    /// Listed ticks not sampled (the run ended before them).
    public var pending: [Int64] {
        guard case .list(let list) = times else { return [] }
        return Array(list[Int(cursor)...])
    }

    /// The ticks to sample as the clock leaves `from` for `to`: every one due before `to`
    /// (nothing changes in between), and `from` itself when stops are sampled.
    ///
    /// At most `limit` ticks: a script's `clock.advance(1e9)` passes over 6e10 frames, which
    /// no list can hold; the rest stay due (the cursor stops after the last one returned).
    mutating func due(leaving from: Int64, for to: Int64, limit: Int = .max) -> [Int64] {
        var out: [Int64] = []
        if stops { take(from, into: &out) }
        while out.count < limit, let t = next, t < to { take(t, into: &out); advance() }
        return out
    }

    /// What is left once the run rests at `now`: the due ticks up to `now`, and the end
    /// (frames and stops).
    mutating func remaining(at now: Int64, limit: Int = .max) -> [Int64] {
        var out: [Int64] = []
        while out.count < limit, let t = next, t <= now { take(t, into: &out); advance() }
        if case .frames = times, (end ?? now) <= now { take(end ?? now, into: &out) }
        return out
    }

    // MARK: Cursor

    /// The next scheduled tick within the plan's span, or nil.
    private var next: Int64? {
        var t: Int64
        switch times {
        case .frames(let fps):
            t = startTaken ? frameTick(cursor, fps) : start
        case .list(let list):
            guard Int(cursor) < list.count else { return nil }
            t = list[Int(cursor)]
        }
        if let end, t > end { return nil }
        return t
    }

    private mutating func advance() {
        if case .frames = times, !startTaken { startTaken = true } else { cursor += 1 }
    }

    private mutating func take(_ tick: Int64, into out: inout [Int64]) {
        guard tick > last, tick >= start, end.map({ tick <= $0 }) ?? true else { return }
        out.append(tick)
        last = tick
    }

    private func frameTick(_ n: Int64, _ fps: Int) -> Int64 { Clock.frameTick(n, fps: fps) }
}
