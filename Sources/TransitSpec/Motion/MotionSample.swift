import TransitCore

/// One view at one recorded instant, as the screen shows it: the on-screen frame in the
/// window's coordinates — presentation values all the way up, through each ancestor's bounds
/// origin and transform, as ``View/convert(_:to:)`` does with model values — and the
/// opacity it shows with (its presentation alpha times its ancestors').
///
/// A view that is not on screen (out of the window, hidden, or at zero opacity) is shown by
/// the visible snapshot copying it, if there is one: a transition that hides a view and flies
/// its snapshot keeps the view's on-screen identity (``View/snapshotSource``). With neither,
/// the sample is off screen (`shown` nil).
struct MotionSample {
    /// The on-screen frame in window coordinates (zero when off screen).
    var frame = Rect.zero
    var alpha = 0.0
    /// The display name of the view on screen for it (itself or its snapshot); nil: off screen.
    var shown: String?

    /// Samples `view` at the engine's current tick.
    static func take(_ view: View, in engine: Engine) -> MotionSample {
        if let sample = visible(view, in: engine) { return sample }
        var found: MotionSample?
        // paint order: the last match is the top-most copy
        engine.window.walkTree { v in
            if v.snapshotSource === view, let s = visible(v, in: engine) { found = s }
            return true
        }
        return found ?? MotionSample()
    }

    /// The sample of `view` itself, or nil when it is not on screen.
    private static func visible(_ view: View, in engine: Engine) -> MotionSample? {
        guard view.isInWindow else { return nil }
        var m = AffineTransform.identity
        var alpha = 1.0
        var v: View? = view
        while let current = v {
            if current.isHidden { return nil }
            let p = engine.presentation(of: current)
            alpha *= p.alpha
            if current.superview != nil {
                m = m.concatenating(AffineTransform.translation(-(p.bounds.x + p.bounds.width / 2), -(p.bounds.y + p.bounds.height / 2))
                    .concatenating(p.transform)
                    .concatenating(.translation(p.center.x, p.center.y)))
            }
            v = current.superview
        }
        guard alpha > 0 else { return nil }
        let bounds = engine.presentation(of: view).bounds
        return MotionSample(frame: bounds.applying(m), alpha: alpha, shown: view.displayName)
    }
}
