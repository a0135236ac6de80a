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
    /// - Throws: as ``continueAnimation(curve:durationFactor:)``; for a spring out of range;
    ///   when `dy` ≠ `dx` and the blocks need both (``continueVelocity(dx:dy:)``). Nothing
    ///   changes then.
    public func continueAnimation(spring: SpringTiming, durationFactor: Double = 0) throws {
        try checkContinue(durationFactor: durationFactor)
        let left = isReversed ? forwardFraction : 1 - forwardFraction
        let velocity = try continueVelocity(dx: spring.dx, dy: spring.dy)
        var newSpeed = durationFactor == 0 ? speed : durationFactor
        var newCurve: TimingCurve?
        switch spring.form {
        case .dampingRatio(let ratio):
            let rest = left * duration * newSpeed
            // a rest too short to fit a spring to (at the end already) moves nothing
            if rest >= Spring.parameterRange.lowerBound {
                newCurve = try .spring(dampingRatio: ratio, initialVelocity: velocity, duration: rest)
            } else {
                _ = try Spring(dampingRatio: ratio, initialVelocity: velocity, duration: 1)  // still checked
            }
        case .physical(let m, let k, let c):
            let s = try Spring(mass: m, stiffness: k, damping: c, initialVelocity: velocity)
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
        halt()
        speed = newSpeed
        if let newCurve {
            curve = newCurve
            retarget(force: true)
            // a block added later that needs the component the spring does not carry is
            // refused: one moving y if it carries dx (as at creation), one needing dx if it
            // carries dy; a continue at the end fits no spring and leaves the curve's rule as
            // it was (animfuzz111)
            let distinct = spring.dy != spring.dx
            springVelocityY = distinct && velocity == spring.dx ? spring.dy : nil
            springVelocityX = distinct && velocity != spring.dx ? spring.dx : nil
        }
        resume(after: 0)
        try tellRunningChange()
    }

    /// The component of `initialVelocity` the one spring carries. Apple: "For view position
    /// animations, both components … are considered", y taking `dy`; every single-dimension
    /// property takes `dx`. So `dy` when every live change moves a view's `center` along y
    /// alone (a vertical drawer), `dx` when none moves y; when `dx` ≠ `dy` and the blocks
    /// need both, one curve cannot give them, and the continue raises rather than give
    /// either the wrong velocity. (An active animator has run every block, its delayed
    /// ones included: their changes are all known here.)
    func continueVelocity(dx: Double, dy: Double) throws(CoreError) -> Double {
        if dx == dy { return dx }
        var movesY: View?
        var needsX = false
        for block in blocks {
            for change in block.changes where engine.animations.isLive(change.track, in: block.group) {
                if change.property == .center {
                    if change.new.v1 != change.old.v1 { movesY = movesY ?? change.view }
                    if change.new.v0 != change.old.v0 { needsX = true }
                } else {
                    needsX = true
                }
            }
        }
        guard let view = movesY else { return dx }
        if !needsX { return dy }
        throw CoreError(.invalidArgument, "continueAnimation: the animator created at \(origin) moves \(view.displayName).center along y, which takes initialVelocity dy = \(formatNumber(dy)), and other properties that take dx = \(formatNumber(dx)); one spring drives all of a Transit animator's properties: give dx and dy the same value, or animate y in an animator of its own")
    }
}
