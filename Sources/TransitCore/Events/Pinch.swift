/// Two fingers on the window, moved together step by step (docs/events.md, "Pinch"):
/// `Window.beginPinch(at:scale:origin:)` puts them down on the pinch recognizer UIKit would
/// pick; ``move(to:scale:duration:origin:)`` queues a straight move of their midpoint and
/// their spread after the moves already queued — on a ``Touch``'s samples, one per frame and
/// one at its end; ``lift(origin:)`` ends the gesture when the moves are done.
/// `Window.pinch(center:fromScale:toScale:duration:origin:)` is a pinch with one move.
///
/// The fingers lie on a horizontal line through the midpoint, ``fingerDistance`` × `scale`
/// apart. The recognizer's action runs with `began` at the first sample, `changed` at each
/// later one, `ended` at the lift; a recognizer that refuses to begin is `failed` until the
/// lift, as for a touch.
public final class Pinch {
    /// The distance between the fingers at scale 1, in points. Transit's choice (UIKit's
    /// pinch has no such number: real fingers go down where they are): about 3 cm on an
    /// iPhone's screen of some 150 points per inch, a thumb and forefinger spread on a photo.
    public static let fingerDistance = 200.0

    public let recognizer: PinchGestureRecognizer
    public unowned let engine: Engine
    /// Where and when the queued moves leave the fingers: midpoint and distance apart.
    private var queued: (tick: Int64, center: Point, distance: Double)
    /// The last sample that ran (the velocities' other end).
    private var last: (tick: Int64, center: Point, distance: Double)
    private var began = false
    private var failed = false
    /// Its recognizer's view left the window while the fingers were down (``cancel()``).
    private var cancelled = false
    /// Where the fingers went down, then where they were lifted (a script's `file:line`).
    public let origin: String
    public private(set) var liftedAt: String?

    init(recognizer: PinchGestureRecognizer, center: Point, distance: Double, engine: Engine, origin: String) {
        self.recognizer = recognizer
        self.engine = engine
        self.origin = origin
        queued = (engine.clock.now, center, distance)
        last = queued
        recognizer.distance = distance
        recognizer.referenceDistance = distance
        recognizer.scaleVelocity = 0
        recognizer.windowVelocity = .zero
        recognizer.windowLocation = center
        recognizer.startLocation = center
        recognizer.pinch = self
    }

    /// Queues a straight move of the midpoint to `center` (window coordinates) and of the
    /// fingers' spread to ``fingerDistance`` × `scale`, over `duration` seconds (0: a jump).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a non-finite point, a scale that is
    ///   not positive and finite, a negative or too long duration;
    ///   ``CoreError/Kind/invalidArgument`` once lifted.
    public func move(to center: Point, scale: Double, duration: Double, origin: String = "") throws {
        try requireDown("move")
        try View.requireFinite(center.isFinite, "pinch center", center)
        try Pinch.requireScale(scale, "pinch scale")
        let length = try Clock.ticks(forSeconds: duration, "pinch duration")
        let clock = engine.clock
        let t0 = max(clock.now, queued.tick), from = queued
        try Touch.requireFrames(clock, from: t0, ticks: length, duration, "pinch")
        let distance = Pinch.fingerDistance * scale
        for tick in Touch.sampleTicks(clock, from: t0, ticks: length) {
            let f = length > 0 ? Double(tick - t0) / Double(length) : 1
            let c = Point(x: from.center.x + (center.x - from.center.x) * f, y: from.center.y + (center.y - from.center.y) * f)
            let d = from.distance + (distance - from.distance) * f
            clock.schedule(atTick: tick, label: origin) { [self] in try sample(c, d, at: tick) }
        }
        queued = (t0 + length, center, distance)
    }

    /// Lifts both fingers when the queued moves are done: `ended` (if the gesture began),
    /// then the recognizer is `possible` again.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` when already lifted.
    public func lift(origin: String = "") throws {
        try requireDown("lift")
        liftedAt = origin
        engine.clock.schedule(atTick: queued.tick, label: origin) { [self] in
            if recognizer.pinch === self { recognizer.pinch = nil }
            if failed { recognizer.state = .possible }
            guard began, !cancelled else { return }
            defer { recognizer.state = .possible }
            try recognizer.send(.ended)
        }
    }

    /// The scales a pinch's fingers may be at (× ``fingerDistance``): 0.2 to 200,000 points
    /// apart. Past these the scale of one over the other leaves the numbers a view can take.
    public static let scaleRange = 0.001...1000.0

    static func requireScale(_ scale: Double, _ what: String) throws(CoreError) {
        guard scale.isFinite, scale > 0 else {
            throw CoreError(.invalidNumber, "\(what) must be a positive finite number (got \(formatNumber(scale)))")
        }
        guard scaleRange.contains(scale) else {
            throw CoreError(.invalidNumber, "\(what) must be between 0.001 and 1000 (got \(formatNumber(scale)))")
        }
    }

    private func sample(_ center: Point, _ distance: Double, at tick: Int64) throws {
        if failed || cancelled { return }
        // its view gone (collected, or the recognizer removed from it): nothing more is asked
        guard recognizer.isAttached else { recognizer.state = .possible; return }
        let r = recognizer
        let dt = Double(tick - last.tick) / Double(Clock.ticksPerSecond)
        if dt > 0 {
            // in the scale's current units: a `setScale` since the last sample counts from there
            r.scaleVelocity = (distance - last.distance) / r.referenceDistance / dt
            r.windowVelocity = Point(x: (center.x - last.center.x) / dt, y: (center.y - last.center.y) / dt)
        }
        last = (tick, center, distance)
        r.windowLocation = center
        r.distance = distance
        if !began {
            let begins: Bool
            do { begins = try r.shouldBegin() } catch { fail(); throw error }
            guard begins else { return fail() }
            if cancelled { return }                                // as a touch's (Touch.sample)
        }
        let state: GestureRecognizer.State = began ? .changed : .began
        began = true
        try r.send(state)
    }

    /// Its recognizer's view left the window with the fingers down, or it was disabled:
    /// cancelled as a touch is
    /// (``Touch/cancel()``).
    func cancel() {
        guard !cancelled, !failed else { return }
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
            throw CoreError(.invalidArgument, "\(call): the pinch was lifted\(liftedAt.isEmpty ? "" : " at \(liftedAt)")")
        }
    }
}

extension Window {
    /// Puts two fingers down, their midpoint at `center` (window coordinates) and
    /// ``Pinch/fingerDistance`` × `scale` apart, on the pinch recognizer under the midpoint
    /// (as ``recognizer(_:on:at:)`` picks). Nil when none is there.
    ///
    /// UIKit hit-tests each finger and gives the pair to the recognizers of the views under
    /// both; Transit hit-tests the midpoint only — the same view whenever the fingers are on
    /// one view, as a pinch on a photo or a zoomed controller is.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a non-finite point or a scale that is
    ///   not positive; ``CoreError/Kind/invalidArgument`` when fingers are still on that
    ///   recognizer (their lift has not run: two pinches on one recognizer would interleave).
    public func beginPinch(at center: Point, scale: Double = 1, origin: String = "") throws -> Pinch? {
        try View.requireFinite(center.isFinite, "pinch center", center)
        try Pinch.requireScale(scale, "pinch scale")
        guard let r = recognizer(PinchGestureRecognizer.self, on: try hitTest(center), at: center) else { return nil }
        // until its lift has run (a `window:pinch` is lifted when made, its fingers still on)
        if let other = r.pinch {
            throw CoreError(.invalidArgument, "pinch: two fingers are already down on \(r.typeName) of \(r.view?.displayName ?? "no view")\(other.origin.isEmpty ? "" : " (since \(other.origin))"); lift them first")
        }
        return Pinch(recognizer: r, center: center, distance: Pinch.fingerDistance * scale, engine: engine, origin: origin)
    }

    /// Two fingers about `center` going from ``Pinch/fingerDistance`` × `fromScale` apart to
    /// × `toScale` over `duration` seconds, starting now: one sample per frame and one at the
    /// end, as ``pan(from:to:duration:origin:)``. The recognizer's `scale` reads
    /// `toScale / fromScale` at the end (it counts from where the fingers went down).
    /// Returns the recognizer, or nil when none is under `center`.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a duration that is not positive and
    ///   finite or too long, a scale that is not positive and finite, a non-finite center;
    ///   what ``beginPinch(at:scale:origin:)`` throws. The samples run as clock timers.
    @discardableResult
    public func pinch(center: Point, fromScale: Double = 1, toScale: Double, duration: Double,
                      origin: String = "") throws -> PinchGestureRecognizer? {
        try View.requireFinite(center.isFinite, "pinch center", center)
        try Pinch.requireScale(fromScale, "pinch fromScale")
        try Pinch.requireScale(toScale, "pinch toScale")
        let length = try Clock.ticks(forSeconds: duration, "pinch duration")
        guard length > 0 else { throw CoreError(.invalidNumber, "pinch duration must be greater than 0 (got \(formatNumber(duration)))") }
        try Touch.requireFrames(engine.clock, from: engine.clock.now, ticks: length, duration, "pinch")
        guard let pinch = try beginPinch(at: center, scale: fromScale, origin: origin) else { return nil }
        try pinch.move(to: center, scale: toScale, duration: duration, origin: origin)
        try pinch.lift(origin: origin)
        return pinch.recognizer
    }
}
