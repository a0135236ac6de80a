/// `continueAnimation(withTimingParameters:durationFactor:)` given a `UISpringTimingParameters`:
/// the pattern that ends an interactive drawer (WWDC 2017, session 230) — a pan scrubs a paused
/// animator, and the release continues it on a spring carrying the finger's velocity.
/// docs/animation.md, "Continuing on a spring", gives each rule with its source.

/// `UISpringTimingParameters` as the engine takes it for a continue: its form and its
/// `initialVelocity` (a `CGVector`).
public struct SpringTiming {
    public enum Form {
        /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: fitted to the time the
        /// rest of the run takes.
        case dampingRatio(Double)
        /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: its own
        /// settling duration sets that time.
        case physical(mass: Double, stiffness: Double, damping: Double)
    }
    public var form: Form
    public var dx: Double
    public var dy: Double

    public init(form: Form, dx: Double = 0, dy: Double = 0) {
        self.form = form
        self.dx = dx
        self.dy = dy
    }
}

extension PropertyAnimator {
    /// Continues (or adjusts) the animator on a spring from where each block is to the end
    /// (the start, reversed). The velocity is per second, normalised to the distance each
    /// block has left — Apple's recipe (`UISpringTimingParameters.initialVelocity`: the
    /// velocity divided by the distance "from the view's current position to the final
    /// position"). A damping-ratio spring settles when the rest ends, `durationFactor ×
    /// duration × the fraction left` (0 keeps the factor in force), as it settles at its
    /// animator's end when given at creation; a physical spring's settling duration is the
    /// rest's length, its `durationFactor` unused, as its animator's `duration` is.
    ///
    /// `dx` drives every property, the x part of a view's centre included; when `dy` differs,
    /// the y parts of the centres' changes follow the same spring with `dy` (``curveY``), on
    /// the companion group each block then has (``AnimationSystem/splitAlongY(block:of:)``):
    /// Apple, `UISpringTimingParameters.initialVelocity`, "For view position animations, both
    /// components of the initial velocity vector are considered".
    ///
    /// - Throws: as ``continueAnimation(curve:durationFactor:)``; for a spring out of range;
    ///   when the store has no room for the centres' y tracks. Nothing changes then.
    public func continueAnimation(spring: SpringTiming, durationFactor: Double = 0) throws {
        try checkContinue(durationFactor: durationFactor)
        let left = isReversed ? forwardFraction : 1 - forwardFraction
        var newSpeed = durationFactor == 0 ? speed : durationFactor
        var newCurve: TimingCurve?
        var newCurveY: TimingCurve?
        switch spring.form {
        case .dampingRatio(let ratio):
            let rest = left * duration * newSpeed
            // a rest too short to fit a spring to (at the end already) moves nothing
            if rest >= Spring.parameterRange.lowerBound {
                newCurve = try .spring(dampingRatio: ratio, initialVelocity: spring.dx, duration: rest)
                if spring.dy != spring.dx {
                    newCurveY = try .spring(dampingRatio: ratio, initialVelocity: spring.dy, duration: rest)
                }
            } else {
                _ = try Spring(dampingRatio: ratio, initialVelocity: spring.dx, duration: 1)  // still checked
                _ = try Spring(dampingRatio: ratio, initialVelocity: spring.dy, duration: 1)
            }
        case .physical(let m, let k, let c):
            // y's spring runs for x's settling duration, the animator's rest (as at creation)
            let s = try Spring(mass: m, stiffness: k, damping: c, initialVelocity: spring.dx)
            let sy = try Spring(mass: m, stiffness: k, damping: c, initialVelocity: spring.dy)
            if spring.dy != spring.dx { newCurveY = TimingCurve.spring(sy).timed(for: s.settlingDuration) }
            if left > 0, duration > 0 {
                // The rest lasts the settling duration: the whole run, that ÷ the fraction
                // left, must fit the clock as every run does. So near the end (a fraction
                // computed as 1 − 2⁻⁵³, less than settling ÷ 10⁹ left) it is held to the
                // clock's limit and the rest is that much shorter — a sub-nanometre move, as
                // a damping-ratio rest too short to fit moves nothing — rather than refused.
                newSpeed = min(s.settlingDuration / left, Clock.maxSeconds) / duration
                guard newSpeed.isFinite else {      // a subnormal duration: no factor stretches it
                    throw CoreError(.invalidNumber, "continueAnimation: the animator's duration (\(formatNumber(duration)) s) is too short to stretch to the spring's settling duration (\(formatNumber(s.settlingDuration)) s)")
                }
            }
            newCurve = .spring(s)
        }
        let animations = engine.animations
        if newCurveY != nil {
            let yParts = blocks.indices.reduce(0) { $0 + animations.unsplitMovesAlongY(block: $1, of: self) }
            if !animations.store.hasRoom(forTracks: yParts) { throw animations.store.tooManyTracks }
        }
        halt()
        speed = newSpeed
        if let newCurve {
            curve = newCurve
            curveY = newCurveY
            if newCurveY != nil {
                // a block whose centres' y parts rode on its group goes on from where they were
                for i in blocks.indices where animations.unsplitMovesAlongY(block: i, of: self) > 0 {
                    if blocks[i].mappingY == nil { blocks[i].mappingY = blocks[i].mapping }
                    animations.splitAlongY(block: i, of: self)
                }
            }
            retarget(force: true)
        }
        resume(after: 0)
        try tellRunningChange()
    }
}
