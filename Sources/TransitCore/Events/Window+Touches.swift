/// Touches a script or a test makes: a tap, and a pan that moves one step per frame on the
/// clock (a ``Touch`` moved step by step is the general form). Each goes to the gesture recognizer UIKit would pick (docs/events.md).
extension Window {
    /// The first enabled recognizer of type `T` that receives a touch at `point` (window
    /// coordinates) on `hit` (the view hit there), else on its nearest ancestor that has one:
    /// the deepest recognizer wins. The caller hit-tests once: an override runs once a touch.
    func recognizer<T: GestureRecognizer>(_ type: T.Type, on hit: View?, at point: Point) -> T? {
        var next = hit
        while let view = next {
            if let r = view.gestureRecognizers.first(where: { $0.isEnabled && $0 is T && $0.receivesTouch(at: point) }) as? T {
                return r
            }
            next = view.superview
        }
        return nil
    }

    /// A tap at `point` (window coordinates): the chosen tap recognizer's action runs once,
    /// in state `ended`, and the recognizer is `possible` again. Returns the view hit (nil:
    /// nothing receives touches there). `origin` (a script's `file:line`) is the
    /// recognizer's ``TapGestureRecognizer/origin`` while its action runs.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a NaN or infinite point; what the
    ///   action throws; what a hit-testing override throws (then no action runs).
    @discardableResult
    public func tap(at point: Point, origin: String = "") throws -> View? {
        try View.requireFinite(point.isFinite, "tap point", point)   // NaN would hit nothing, silently
        let hit = try hitTest(point)
        guard let r = recognizer(TapGestureRecognizer.self, on: hit, at: point) else { return hit }
        r.windowLocation = point
        r.origin = origin
        defer { r.state = .possible; r.origin = "" }
        guard try r.shouldBegin() else { return hit }
        try r.send(.ended)
        return hit
    }

    /// A finger moving in a straight line from `from` to `to` over `duration` seconds,
    /// starting now: one move per frame and a last one at the end, each calling the chosen pan
    /// recognizer's action (`began`, then `changed`), then `ended` with the last move's
    /// velocity — a ``Touch`` with one move. Returns the recognizer, or nil when none is under
    /// `from`.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a duration that is not positive and
    ///   finite, or over ``Touch/maxFrames`` frames; what ``touch(at:origin:)`` throws. The moves run as clock timers: the clock
    ///   throws what the action throws.
    @discardableResult
    public func pan(from: Point, to: Point, duration: Double, origin: String = "") throws -> PanGestureRecognizer? {
        try View.requireFinite(from.isFinite && to.isFinite, "pan points", (from, to))
        let length = try Clock.ticks(forSeconds: duration, "pan duration")
        guard length > 0 else { throw CoreError(.invalidNumber, "pan duration must be greater than 0 (got \(duration))") }
        try Touch.requireFrames(engine.clock, from: engine.clock.now, ticks: length, duration, "pan")
        guard let touch = try touch(at: from, origin: origin) else { return nil }
        try touch.move(to: to, duration: duration, origin: origin)
        try touch.lift(origin: origin)
        return touch.recognizer
    }
}
