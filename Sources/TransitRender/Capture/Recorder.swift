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
        for tick in plan.remaining(at: engine.clock.now) { capture(tick) }
    }

    /// Stops sampling and gives the engine its observer back.
    public func detach() {
        engine.clock.onAdvance = nil
        engine.observer = previousObserver
    }

    private func leaving(_ from: Int64, for to: Int64) {
        for tick in plan.due(leaving: from, for: to) { capture(tick) }
    }

    private func capture(_ tick: Int64) {
        sink(Frame.capture(engine, at: tick, selection))
    }

    private func observe(_ event: TimelineEvent) {
        guard case .animationBegan(let begin) = event,
              let curve = engine.timingCurve(ofAnimation: begin.id) else { return }
        curves[begin.id] = CurveSamples(curve)
    }
}
