/// The bounds on time every script number passes through before it becomes ticks or frames
/// (docs/time.md "Limits"), and the stop check of the clock's long loops.
///
/// Ticks are `Int64`: a script's `8e12` seconds is 8e18 ticks, one doubling from a trap.
/// Rather than check every sum and product, every duration, delay and advance is at most
/// ``maxSeconds`` and the clock never moves past ``maxTicks``; then every tick the engine
/// computes (now + delay + duration × runs, frame arithmetic at up to 1_000_000 fps) stays
/// below about 5e15, far from `Int64.max` (9.2e18).
extension Clock {
    /// The longest duration, delay, advance or time a script may give, in seconds: 1e9 s,
    /// about 31.7 years — no transition needs more, and it keeps every sum exact in ticks.
    public static let maxSeconds: Double = 1e9

    /// ``maxSeconds`` in ticks: the furthest the clock may move (1e15).
    public static let maxTicks: Int64 = 1_000_000_000 * ticksPerSecond

    /// The tick of frame `n` at `fps` (see ``frameTick(_:)``): for samplers with a rate of
    /// their own. Split so that no product overflows for ticks up to ``maxTicks`` and rates
    /// up to 1_000_000: `n = q·fps + r` gives `n·T/fps = q·T + r·T/fps` exactly.
    public static func frameTick(_ n: Int64, fps: Int) -> Int64 {
        let rate = Int64(fps)
        return n / rate * ticksPerSecond + n % rate * ticksPerSecond / rate
    }

    /// The index of the last frame boundary at or before `tick` at `fps`.
    public static func frame(at tick: Int64, fps: Int) -> Int64 {
        let rate = Int64(fps)
        var n = tick / ticksPerSecond * rate + tick % ticksPerSecond * rate / ticksPerSecond
        while frameTick(n + 1, fps: fps) <= tick { n += 1 }
        while n > 0 && frameTick(n, fps: fps) > tick { n -= 1 }
        return n
    }

    /// How many events (timers, async actions, frames) a long loop runs between two calls
    /// of ``shouldStop``: often enough to stop within milliseconds, rarely enough to cost
    /// nothing measurable.
    public static let stopCheckInterval = 1024

    /// Converts seconds to ticks, rounding to the nearest microsecond.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for NaN, infinite, negative or larger than
    ///   ``maxSeconds`` values. `what` names the value in the message.
    public static func ticks(forSeconds seconds: Double, _ what: String = "time") throws(CoreError) -> Int64 {
        try CoreError.requireDuration(seconds, what)
        return Int64((seconds * Double(ticksPerSecond)).rounded())
    }

    /// Seconds as ticks for what only shows time (renders, diffs), never throwing: a
    /// duration the engine accepted converts exactly as ``ticks(forSeconds:_:)``; NaN is 0 and
    /// anything past ±``maxSeconds`` is held there, so no value can trap the conversion.
    public static func displayTicks(forSeconds seconds: Double) -> Int64 {
        guard !seconds.isNaN else { return 0 }
        let held = min(max(seconds, -maxSeconds), maxSeconds)
        return Int64((held * Double(ticksPerSecond)).rounded())
    }

    /// Checks that the clock may move to `target` (at most ``maxTicks``); `what` names the
    /// call in the message, and is worded only then (every frame's step moves the clock:
    /// callgrind, two string appends and a description a frame).
    func requireReachable(_ target: Int64, _ what: @autoclosure () -> String) throws(CoreError) {
        guard target > Clock.maxTicks else { return }
        throw CoreError(.invalidNumber, "\(what()) would move the clock past \(formatNumber(Clock.maxSeconds)) seconds, the longest a clock runs (now at \(formatNumber(seconds)) s)")
    }

    /// The tick `frames` frame boundaries after ``frame`` (``step(_:)``'s target).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a negative count, or one that would
    ///   move the clock past ``maxTicks``.
    public func frameTick(afterSteps frames: Int) throws(CoreError) -> Int64 {
        guard frames >= 0 else {
            throw CoreError(.invalidNumber, "step expects a non-negative number of frames (got \(frames))")
        }
        // maxSeconds · fps frames at most: compared before adding, so the sum cannot overflow
        let most = Int64(Clock.maxSeconds) * Int64(fps)
        guard Int64(frames) <= most - frame else {
            throw CoreError(.invalidNumber, "step(\(frames)) would move the clock past \(formatNumber(Clock.maxSeconds)) seconds, the longest a clock runs (\(most) frames at \(fps) fps; now at frame \(frame))")
        }
        return frameTick(frame + Int64(frames))
    }

    /// Calls ``shouldStop`` once every ``stopCheckInterval`` events (`count` is the events
    /// run so far) and throws ``CoreError/Kind/stopped`` when it says so.
    @inline(__always)
    func checkStop(after count: Int, _ doing: @autoclosure () -> String) throws(CoreError) {
        guard count > 0, count % Clock.stopCheckInterval == 0, let shouldStop, shouldStop() else { return }
        throw CoreError(.stopped, "stopped \(doing()) at \(formatNumber(seconds)) s")
    }
}
