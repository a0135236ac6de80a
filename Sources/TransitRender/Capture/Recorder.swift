import TransitCore

/// Samples an engine's screen while a script runs: as the clock leaves an instant (see
/// ``Clock/onAdvance``) it captures every planned instant up to the next one, so it sees
/// the frames a script's own `clock.advance(1.5)` passes over, not only those after the
/// script returns. It also keeps each animation's curve, read when the animation begins.
///
///     let recorder = Recorder(engine: stage.engine, plan: .frames(fps: 60)) { frames.append($0) }
///     try stage.runFile(path)
///     try stage.runUntilIdle()
///     recorder.finish()                  // the instants at or before the end
///
/// One recorder per engine at a time: it takes the clock's `onAdvance` and wraps the
/// engine's `observer` (which it still calls), and gives both back in ``detach()``.
public final class Recorder {
    public let engine: Engine
    public private(set) var plan: SamplePlan
    let selection: ViewSelection
    let sink: (Frame) -> Void
    /// Each animation's curve by animation id, sampled when its `begin` was recorded.
    public private(set) var curves: [Int: CurveSamples] = [:]
    private let previousObserver: ((TimelineEvent) -> Void)?
    /// The most frames one recording takes: 100,000 is 27 minutes at 60 fps. Past it the
    /// recorder stops sampling and sets ``overflowed`` (the host reports it): sampling every
    /// frame a script's `clock.advance(1e9)` passes over would never end, or fill memory.
    public static let maxFrames = 100_000
    /// Frames captured so far, and whether the plan wanted more than ``maxFrames``.
    public private(set) var captured = 0
    public private(set) var overflowed = false
    /// Asked before each frame is taken, with its tick: an error ends the sampling there,
    /// kept in ``stopped`` for the host to throw. Frames are taken in Swift, where no hook
    /// runs, so this is where a host holds the script's limits (its time, its memory).
    public var limit: ((Int64) -> Error?)?
    public private(set) var stopped: Error?

    public init(engine: Engine, plan: SamplePlan, selection: ViewSelection = .all,
                sink: @escaping (Frame) -> Void) {
        self.engine = engine
        self.plan = plan
        self.selection = selection
        self.sink = sink
        previousObserver = engine.observer
        engine.clock.onAdvance = { [weak self] from, to in self?.leaving(from, for: to) }
        engine.observer = { [weak self, previousObserver] event in
            previousObserver?(event)
            self?.observe(event)
        }
    }

    /// Captures what is left once the run is over (the clock rests at its end).
    public func finish() {
        guard !overflowed, stopped == nil else { return }
        let ticks = plan.remaining(at: engine.clock.now, limit: Recorder.maxFrames - captured + 1)
        take(ticks)
    }

    /// Stops sampling and gives the engine its observer back.
    public func detach() {
        engine.clock.onAdvance = nil
        engine.observer = previousObserver
    }

    private func leaving(_ from: Int64, for to: Int64) {
        guard !overflowed, stopped == nil else { return }
        take(plan.due(leaving: from, for: to, limit: Recorder.maxFrames - captured + 1))
    }

    /// Captures `ticks`, up to the limit; one more than fits marks the overflow.
    private func take(_ ticks: [Int64]) {
        for tick in ticks {
            guard captured < Recorder.maxFrames else { overflowed = true; return }
            if let error = limit?(tick) { stopped = error; return }
            captured += 1
            sink(Frame.capture(engine, at: tick, selection))
        }
    }

    private func observe(_ event: TimelineEvent) {
        guard case .animationBegan(let begin) = event,
              let curve = engine.timingCurve(ofAnimation: begin.id) else { return }
        curves[begin.id] = engine.animations.samplingCurves { CurveSamples(curve) }
    }
}
