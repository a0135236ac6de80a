import Lua
import TransitCore
import TransitLua

/// The host side of `motion{views =, from =, to =, fps =}` (spec_motion.lua checks the
/// table): runs the clock from `from` to `to`, stopping at every frame boundary of `fps`
/// and at both ends, and samples each view there (``MotionSample``). Time moves forward
/// only, as `at` moves it; everything due on the way runs (completions, timers), so a motion
/// record is what the screen showed, frame by frame.
extension SpecEnvironment {
    /// The most samples one record takes: a minute at 1,000 fps.
    static let maxMotionSamples = 60_000
    /// Bytes charged to the memory limit per view and instant while a record is taken: its
    /// Swift sample, and the six Lua array slots of 16 bytes it becomes (5,000 views over
    /// 60,000 instants reached 281 MB uncharged).
    static let bytesPerMotionSample = MemoryLayout<MotionSample>.stride + 6 * 16

    func motionFunctions() -> [(String, HostFunction)] {
        [
            // the running engine's window, for spec_motion.lua: not the global `window`,
            // which the spec may have replaced (the engine's own changes at each reset)
            ("window", { [unowned self] c in
                self.stage.push(self.stage.engine.window, c)
                return 1
            }),
            ("recordMotion", { [unowned self] c in
                try self.running(c, "motion")
                let engine = self.stage.engine
                let fps = try c.integer(3)
                guard (1...1000).contains(fps) else { throw c.error("motion: fps must be a whole number from 1 to 1000, got \(fps)") }
                var views: [View] = []
                if c.count >= 4 {
                    for i in 4...c.count {
                        guard let v = self.stage.optionalView(c, i) else {
                            throw c.error("motion: views[\(i - 3)] must be a view, got \(c.typeName(i))")
                        }
                        views.append(v)
                    }
                }
                let (from, to) = try self.motionSpan(c, engine)
                let ticks = Self.motionTicks(from: from, to: to, fps: fps)
                guard ticks.count <= Self.maxMotionSamples else {
                    throw c.error("motion: \(ticks.count) samples (\(formatTicks(from))–\(formatTicks(to)) s at \(fps) fps) is more than \(Self.maxMotionSamples)")
                }
                var samples: [[MotionSample]] = Array(repeating: [], count: views.count)
                defer { self.motionBytes = 0 }
                for tick in ticks {
                    try self.stage.lua.whileActive(c) { try engine.clock.run(until: tick) }
                    try self.stage.settle()
                    for (i, v) in views.enumerated() { samples[i].append(MotionSample.take(v, in: engine)) }
                    // the samples are the script's memory, and a long record runs no hook: the
                    // limits are asked at every instant, and the script hears them at its line
                    self.motionBytes += views.count * Self.bytesPerMotionSample
                    if self.stage.lua.stopRequested || self.stage.lua.checkMemoryLimit() {
                        // (not a LuaRaise: the bridge raises the state's stop, with its message)
                        throw CoreError(.stopped, "motion stopped at \(formatTicks(tick)) s")
                    }
                }
                Self.push(ticks: ticks, samples: samples, views: views, c)
                return 1
            }),
        ]
    }

    /// `from` (default: now) and `to` (default: the end of the running transition), checked.
    private func motionSpan(_ c: LuaCall, _ engine: Engine) throws -> (Int64, Int64) {
        let now = engine.clock.now
        var from = now
        if !c.isNoneOrNil(1) {
            let s = try c.finite(1)
            guard s >= 0, let t = try? Clock.ticks(forSeconds: s) else { throw c.error("motion: from = \(formatNumber(s)) is not a time on the clock") }
            from = t
        }
        guard from >= now else {
            throw c.error("motion: from = \(formatTicks(from)) s, but the clock is already at \(formatTicks(now)) s: time moves forward only")
        }
        let to: Int64
        if c.isNoneOrNil(2) {
            guard let span = TransitionSpan(RunningAnimation.all(in: engine)) else {
                throw c.error("motion: no 'to' and no transition is running (give to = seconds)")
            }
            to = max(span.end, from)
        } else {
            let s = try c.finite(2)
            guard s >= 0, let t = try? Clock.ticks(forSeconds: s) else { throw c.error("motion: to = \(formatNumber(s)) is not a time on the clock") }
            to = t
        }
        guard to >= from else { throw c.error("motion: to = \(formatTicks(to)) s is before from = \(formatTicks(from)) s") }
        return (from, to)
    }

    /// `from`, every frame boundary of `fps` strictly between, and `to` (once when equal).
    /// Stops counting past ``maxMotionSamples`` + 1, so a huge span costs nothing.
    static func motionTicks(from: Int64, to: Int64, fps: Int) -> [Int64] {
        var ticks = [from]
        var n = Clock.frame(at: from, fps: fps) + 1
        while ticks.count <= maxMotionSamples {
            let t = Clock.frameTick(n, fps: fps)
            guard t < to else { break }
            ticks.append(t)
            n += 1
        }
        if to > from { ticks.append(to) }
        return ticks
    }

    /// `{times = {…}, tracks = {{name =, shown =, x =, y =, w =, h =, alpha =}, …}}`: one
    /// track per view, one entry per time (`shown[i]` false when off screen).
    private static func push(ticks: [Int64], samples: [[MotionSample]], views: [View], _ c: LuaCall) {
        c.newTable(fieldCount: 2)
        c.newTable(arrayCount: Int32(ticks.count))
        for (i, t) in ticks.enumerated() { c.push(Double(t) / Double(Clock.ticksPerSecond)); c.setIndex(-2, i + 1) }
        c.setField(-2, "times")
        c.newTable(arrayCount: Int32(views.count))
        for (k, track) in samples.enumerated() {
            c.newTable(fieldCount: 7)
            c.push(views[k].displayName); c.setField(-2, "name")
            let columns: [(String, (MotionSample) -> Double)] = [
                ("x", { $0.frame.x }), ("y", { $0.frame.y }), ("w", { $0.frame.width }), ("h", { $0.frame.height }), ("alpha", { $0.alpha }),
            ]
            for (key, read) in columns {
                c.newTable(arrayCount: Int32(track.count))
                for (i, s) in track.enumerated() { c.push(read(s)); c.setIndex(-2, i + 1) }
                c.setField(-2, key)
            }
            c.newTable(arrayCount: Int32(track.count))
            for (i, s) in track.enumerated() {
                if let shown = s.shown { c.push(shown) } else { c.push(false) }
                c.setIndex(-2, i + 1)
            }
            c.setField(-2, "shown")
            c.setIndex(-2, k + 1)
        }
        c.setField(-2, "tracks")
    }
}
