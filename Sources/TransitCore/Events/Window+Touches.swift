/// Touches a script or a test makes: a tap, and a pan that moves one step per frame on the
/// clock. Each goes to the gesture recognizer UIKit would pick (docs/events.md).
extension Window {
    /// The first enabled recognizer of type `T` on the view hit at `point` (window
    /// coordinates), else on its nearest ancestor that has one: the deepest recognizer wins.
    func recognizer<T: GestureRecognizer>(_ type: T.Type, at point: Point) -> T? {
        var next = hitTest(point)
        while let view = next {
            if let r = view.gestureRecognizers.first(where: { $0.isEnabled && $0 is T }) as? T { return r }
            next = view.superview
        }
        return nil
    }

    /// A tap at `point` (window coordinates): the chosen tap recognizer's action runs once,
    /// in state `ended`, and the recognizer is `possible` again. Returns the view hit (nil:
    /// nothing receives touches there).
    ///
    /// - Throws: what the action throws.
    @discardableResult
    public func tap(at point: Point) throws -> View? {
        let hit = hitTest(point)
        guard let r = recognizer(TapGestureRecognizer.self, at: point) else { return hit }
        r.windowLocation = point
        defer { r.state = .possible }
        try r.send(.ended)
        return hit
    }

    /// A finger moving in a straight line from `from` to `to` over `duration` seconds,
    /// starting now: one move per frame and a last one at the end, each calling the chosen pan
    /// recognizer's action (`began`, then `changed`), then `ended` with the last move's
    /// velocity. Returns the recognizer, or nil when none is under `from`.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a duration that is not positive and
    ///   finite. The moves run as clock timers: the clock throws what the action throws.
    @discardableResult
    public func pan(from: Point, to: Point, duration: Double, origin: String = "") throws -> PanGestureRecognizer? {
        let length = try Clock.ticks(forSeconds: duration, "pan duration")
        guard length > 0 else { throw CoreError(.invalidNumber, "pan duration must be greater than 0 (got \(duration))") }
        guard let r = recognizer(PanGestureRecognizer.self, at: from) else { return nil }
        let clock = engine.clock, t0 = clock.now
        r.start = from
        r.windowLocation = from
        r.windowVelocity = .zero
        var samples: [Int64] = []
        var frame = clock.frame + 1                     // the first frame after now
        while clock.frameTick(frame) < t0 + length {
            samples.append(clock.frameTick(frame))
            frame += 1
        }
        samples.append(t0 + length)
        var previous = (tick: t0, point: from)
        for (i, tick) in samples.enumerated() {
            clock.schedule(atTick: tick, label: origin) {
                let f = Double(tick - t0) / Double(length)
                let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                let dt = Double(tick - previous.tick) / Double(Clock.ticksPerSecond)
                r.windowVelocity = Point(x: (p.x - previous.point.x) / dt, y: (p.y - previous.point.y) / dt)
                previous = (tick, p)
                r.windowLocation = p
                try r.send(i == 0 ? .began : .changed)
                if i == samples.count - 1 {
                    defer { r.state = .possible }
                    try r.send(.ended)
                }
            }
        }
        return r
    }
}
