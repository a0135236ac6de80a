/// A finger on the window, moved step by step (docs/events.md, "Touches"): `Window.touch(at:)`
/// puts it down on the pan recognizer UIKit would pick; ``move(to:duration:origin:)`` queues a
/// straight move after the ones already queued — one sample per frame on the clock and one
/// at its end; ``lift(origin:)`` ends the gesture when the queued moves are done.
/// `Window.pan(from:to:duration:origin:)` is a touch with one move.
///
/// The recognizer's action runs with `began` at the first sample, `changed` at each later
/// one, `ended` at the lift (with the last move's velocity); a touch lifted without moving
/// never began, so the action does not run. A recognizer that refuses to begin at the first
/// sample (``GestureRecognizer/shouldBegin()``) is `failed` until the lift, and its action
/// never runs. A recognizer whose view leaves the window is cancelled (``cancel()``).
public final class Touch: CustomStringConvertible {
    public let recognizer: PanGestureRecognizer
    /// The most frame samples one move (or pan) may take: 100,000 is 27 minutes at 60 fps,
    /// and each sample is a timer scheduled up front.
    public static let maxFrames: Int64 = 100_000
    public unowned let engine: Engine
    /// Where and when the queued moves leave the finger.
    private var queued: (tick: Int64, point: Point)
    /// The last sample that ran (the velocity's other end), and whether one ran.
    private var last: (tick: Int64, point: Point)
    private var began = false
    /// The recognizer refused to begin (``GestureRecognizer/shouldBegin()``): the touch's
    /// later samples and its lift reach no action.
    private var failed = false
    /// Its recognizer's view left the window while the finger was down (``cancel()``): the
    /// touch's later samples and its lift reach no action.
    private var cancelled = false
    /// Where the touch went down, then where it was lifted (a script's `file:line`).
    public let origin: String
    public private(set) var liftedAt: String?

    init(recognizer: PanGestureRecognizer, at point: Point, engine: Engine, origin: String) {
        self.recognizer = recognizer
        self.engine = engine
        self.origin = origin
        queued = (engine.clock.now, point)
        last = queued
        recognizer.start = point
        recognizer.windowLocation = point
        recognizer.windowVelocity = .zero
        recognizer.touch = self
    }

    public var description: String {
        "Touch(\(recognizer.view?.displayName ?? "no view"), \(liftedAt == nil ? "down" : "lifted"))"
    }

    /// Whether the finger is still on the window (``lift(origin:)`` not called).
    public var isDown: Bool { liftedAt == nil }

    /// Where the finger is now, in window coordinates (the last sample that ran).
    public var location: Point { recognizer.windowLocation }

    /// Queues a straight move to `target` (window coordinates) over `duration` seconds,
    /// starting when the moves already queued end (now, if none): a sample at every frame
    /// boundary after its start and one at its end; 0 is a single jump.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a negative or non-finite duration, or
    ///   one over ``maxFrames`` frames;
    ///   ``CoreError/Kind/invalidArgument`` once lifted.
    public func move(to target: Point, duration: Double, origin: String = "") throws {
        try requireDown("move")
        try View.requireFinite(target.isFinite, "move target", target)
        let length = try Clock.ticks(forSeconds: duration, "move duration")
        let clock = engine.clock
        let t0 = max(clock.now, queued.tick), from = queued.point
        try Touch.requireFrames(clock, from: t0, ticks: length, duration, "move")
        for tick in Touch.sampleTicks(clock, from: t0, ticks: length) {
            let f = length > 0 ? Double(tick - t0) / Double(length) : 1
            let p = Point(x: from.x + (target.x - from.x) * f, y: from.y + (target.y - from.y) * f)
            clock.schedule(atTick: tick, label: origin) { [self] in try sample(p, at: tick) }
        }
        queued = (t0 + length, target)
    }

    /// Lifts the finger when the queued moves are done: the action runs with `ended` (if the
    /// gesture began), and the recognizer is `possible` again.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` when already lifted.
    public func lift(origin: String = "") throws {
        try requireDown("lift")
        liftedAt = origin
        engine.clock.schedule(atTick: queued.tick, label: origin) { [self] in
            if recognizer.touch === self { recognizer.touch = nil }
            if failed { recognizer.state = .possible }
            guard began, !cancelled else { return }
            defer { recognizer.state = .possible }
            try recognizer.send(.ended)
        }
    }

    /// The ticks a move of `length` ticks from `t0` is sampled at: every frame boundary after
    /// `t0` and before its end, then its end (a pinch's fingers move on the same samples).
    static func sampleTicks(_ clock: Clock, from t0: Int64, ticks length: Int64) -> [Int64] {
        var samples: [Int64] = []
        if length > 0 {
            var frame = clock.frame(at: t0) + 1
            while clock.frameTick(frame) < t0 + length {
                samples.append(clock.frameTick(frame))
                frame += 1
            }
        }
        samples.append(t0 + length)
        return samples
    }

    /// Every sample is a timer made at once: a move over more than ``maxFrames`` frames is
    /// refused, or a long one fills memory before the clock gets to it.
    static func requireFrames(_ clock: Clock, from t0: Int64, ticks length: Int64, _ duration: Double,
                              _ call: String) throws(CoreError) {
        let frames = clock.frame(at: t0 + length) - clock.frame(at: t0)
        guard frames > Touch.maxFrames else { return }
        throw CoreError(.invalidNumber, "\(call) duration \(formatNumber(duration)) s is \(frames) frames at \(clock.fps) fps; a \(call) takes at most \(Touch.maxFrames) frames")
    }

    private func sample(_ p: Point, at tick: Int64) throws {
        if failed || cancelled { return }
        // its view gone (collected, or the recognizer removed from it): nothing more is asked
        guard recognizer.isAttached else { recognizer.state = .possible; return }
        let dt = Double(tick - last.tick) / Double(Clock.ticksPerSecond)
        if dt > 0 {
            recognizer.windowVelocity = Point(x: (p.x - last.point.x) / dt, y: (p.y - last.point.y) / dt)
        }
        last = (tick, p)
        recognizer.windowLocation = p
        if !began {
            // a throwing delegate fails the gesture too: nothing began that would need ending
            let begins: Bool
            do { begins = try recognizer.shouldBegin() } catch { fail(); throw error }
            guard begins else { return fail() }
            // the delegate cancelled the touch (disabled the recognizer, took its view out of
            // the window): nothing began, and nothing would ever end it
            if cancelled { return }
        }
        let state: GestureRecognizer.State = began ? .changed : .began
        began = true
        try recognizer.send(state)
    }

    /// Its recognizer's view left the window with the finger down, or the recognizer was
    /// disabled (``GestureRecognizer/isEnabled``). UIKit cancels the touches of a view that
    /// leaves the window, and a disabled recognizer "transitions to a cancelled state": a
    /// gesture that began gets its action once more, in `cancelled`, then the recognizer is
    /// `possible` again; one that had not begun ends without its action. The action runs at
    /// the end of the current run-loop turn (the clock's async queue), not inside the
    /// hierarchy change or the assignment that cancelled it. The
    /// touch's later moves and its lift reach nothing, even if the view comes back or the
    /// recognizer is enabled again.
    func cancel() {
        guard !cancelled, !failed else { return }                 // a failed one waits for its lift
        cancelled = true
        guard began else { return }
        engine.clock.async(label: origin) { [self] in
            defer { recognizer.state = .possible }
            try recognizer.send(.cancelled)
        }
    }

    private func fail() {
        failed = true
        recognizer.state = .failed
    }

    private func requireDown(_ call: String) throws(CoreError) {
        if let liftedAt {
            throw CoreError(.invalidArgument, "\(call): the touch was lifted\(liftedAt.isEmpty ? "" : " at \(liftedAt)")")
        }
    }
}

extension Window {
    /// Puts a finger down at `point` (window coordinates) on the pan recognizer UIKit would
    /// pick (see ``recognizer(_:on:at:)``), for moving it step by step. Nil when none is there.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` when a finger is already down on that
    ///   recognizer (one touch per recognizer, as a pan tracks one).
    public func touch(at point: Point, origin: String = "") throws -> Touch? {
        try View.requireFinite(point.isFinite, "touch point", point)
        guard let r = recognizer(PanGestureRecognizer.self, on: try hitTest(point), at: point) else { return nil }
        if let other = r.touch, other.isDown {
            throw CoreError(.invalidArgument, "touch: a finger is already down on \(r.typeName) of \(r.view?.displayName ?? "no view")\(other.origin.isEmpty ? "" : " (since \(other.origin))"); lift it first")
        }
        return Touch(recognizer: r, at: point, engine: engine, origin: origin)
    }
}
