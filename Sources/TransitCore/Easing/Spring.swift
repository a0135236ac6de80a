/// A damped harmonic oscillator carrying an animation from 0 to 1: the one model behind
/// UIKit's, Core Animation's and SwiftUI's springs (docs/animation.md, "Springs").
///
/// The displacement from the target, `x(t) = 1 − progress`, solves `m·x″ + c·x′ + k·x = 0`
/// with `x(0) = 1` and `x′(0) = −v₀`, in closed form (no integration, so no drift and the
/// value at any time is exact). With `ω₀ = √(k/m)` and `ζ = c / (2√(k·m))`:
///
/// - under-damped (ζ < 1), `ω_d = ω₀√(1 − ζ²)`:
///   `x = e^(−ζω₀t) · (cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t)`
/// - critically damped (ζ = 1): `x = e^(−ω₀t) · (1 + (ω₀ − v₀)·t)`
/// - over-damped (ζ > 1), roots `r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1))`:
///   `x = c₁e^(r₁t) + c₂e^(r₂t)`, `c₂ = (−v₀ − r₁)/(r₂ − r₁)`, `c₁ = 1 − c₂`
///
/// `initialVelocity` is relative to the distance, in every form (UIKit's rule: 1 covers the
/// whole distance in one second; positive is towards the target).
public struct Spring: Equatable, CustomStringConvertible {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    public let initialVelocity: Double
    /// How the spring was specified, for traces: `"spring(dampingRatio: 0.5)"`.
    public let name: String
    /// Which parameters defined it — what decides whether it takes an animation's duration
    /// (``honoursAnimationDuration``).
    public let form: Form

    /// The notations a spring can be given in.
    public enum Form: String, Sendable {
        /// Mass, stiffness, damping (`CASpringAnimation`, `UISpringTimingParameters(mass:…)`).
        case physical
        /// A damping ratio fitted to a duration (`usingSpringWithDamping`,
        /// `UISpringTimingParameters(dampingRatio:)`).
        case dampingRatio
        /// SwiftUI's `Spring(response:dampingRatio:)`.
        case response
        /// SwiftUI's `Spring(duration:bounce:)`.
        case durationBounce

        /// Whether ``Spring/settlingDuration`` counts with SwiftUI's ε
        /// (``Spring/swiftUISettlingEpsilon``) rather than Core Animation's.
        public var settlesBySwiftUI: Bool { self == .response || self == .durationBounce }
    }

    /// Whether an animation built on this spring lasts the duration it was given (the
    /// damping-ratio form, whose stiffness is derived from that duration) rather than the
    /// spring's own ``settlingDuration`` (every form that fixes the stiffness itself: UIKit's
    /// `UIViewPropertyAnimator` ignores its duration for `UISpringTimingParameters(mass:…)`,
    /// docs/animation.md "Springs and the animator's duration").
    public var honoursAnimationDuration: Bool { form == .dampingRatio }

    /// The fraction of the distance under which a settled spring stays:
    /// ``settlingDuration`` is when the motion's envelope falls to it. 1/1200 is the value for
    /// which this rule gives the two settling durations Apple documents for
    /// `CASpringAnimation` (see docs/animation.md).
    public static let settlingEpsilon = 1.0 / 1200

    /// The same threshold for SwiftUI's forms (`Spring(response:dampingRatio:)`,
    /// `Spring(duration:bounce:)`): SwiftUI documents its own, "This uses a target of 1.0, an
    /// initialVelocity of 0, and an epsilon of 0.001" (`Spring.settlingDuration`).
    public static let swiftUISettlingEpsilon = 0.001

    /// Core Animation's parameters (`CASpringAnimation`); the defaults are its defaults.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` unless mass, stiffness and damping lie in
    ///   ``parameterRange``, the velocity within ±``parameterRange``'s upper bound, and the
    ///   spring settles within ``Clock/maxSeconds``.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
                initialVelocity: Double = 0) throws(CoreError) {
        try Spring.requireParameter(mass, "mass")
        try Spring.requireParameter(stiffness, "stiffness")
        try Spring.requireParameter(damping, "damping")
        try Spring.requireVelocity(initialVelocity)
        self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
                  name: "spring(mass: \(formatNumber(mass)), stiffness: \(formatNumber(stiffness)), damping: \(formatNumber(damping))\(Spring.velocityLabel(initialVelocity)))",
                  form: .physical)
        try requireSettling()
    }

    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` for an animation of
    /// `duration` seconds: mass 1, damping ratio `dampingRatio`, and the stiffness whose
    /// ``settlingDuration`` is `duration` — the spring has come to rest when the animation
    /// ends (UIKit does not document the mapping; docs/animation.md derives it).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` unless the ratio and duration lie in
    ///   ``parameterRange`` and the velocity within ±``parameterRange``'s upper bound.
    public init(dampingRatio: Double, initialVelocity: Double = 0, duration: Double) throws(CoreError) {
        try Spring.requireParameter(dampingRatio, "dampingRatio")
        try Spring.requireParameter(duration, "duration")
        try Spring.requireVelocity(initialVelocity)
        let omega = Spring.naturalFrequency(settlingIn: duration, dampingRatio: dampingRatio,
                                            initialVelocity: initialVelocity)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
                  initialVelocity: initialVelocity,
                  name: "spring(dampingRatio: \(formatNumber(dampingRatio))\(Spring.velocityLabel(initialVelocity)))",
                  form: .dampingRatio)
    }

    /// SwiftUI's `Spring(response:dampingRatio:)`: mass 1, `ω₀ = 2π / response`,
    /// `ζ = dampingFraction`.
    ///
    /// - Throws: as ``init(mass:stiffness:damping:initialVelocity:)``.
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) throws(CoreError) {
        try Spring.requireParameter(response, "response")
        try Spring.requireParameter(dampingFraction, "dampingFraction")
        try Spring.requireVelocity(initialVelocity)
        let omega = 2 * .pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingFraction * omega,
                  initialVelocity: initialVelocity,
                  name: "spring(response: \(formatNumber(response)), dampingFraction: \(formatNumber(dampingFraction))\(Spring.velocityLabel(initialVelocity)))",
                  form: .response)
        try requireSettling()
    }

    /// SwiftUI's `Spring(duration:bounce:)`: `duration` is the perceptual duration (the
    /// response), `bounce` in −1 < b < 1 gives `ζ = 1 − b` for b ≥ 0 and `ζ = 1 / (1 + b)`
    /// (over-damped) below 0.
    ///
    /// - Throws: as ``init(mass:stiffness:damping:initialVelocity:)``; also unless −1 < bounce < 1.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) throws(CoreError) {
        try Spring.requireParameter(duration, "duration")
        guard bounce.isFinite, bounce > -1, bounce < 1 else {
            throw CoreError(.invalidNumber, "spring bounce must be a number between -1 and 1, exclusive (got \(CoreError.describe(bounce)))")
        }
        try Spring.requireVelocity(initialVelocity)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega = 2 * .pi / duration
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
                  initialVelocity: initialVelocity,
                  name: "spring(duration: \(formatNumber(duration)), bounce: \(formatNumber(bounce))\(Spring.velocityLabel(initialVelocity)))",
                  form: .durationBounce)
        try requireSettling()
    }

    private init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, name: String, form: Form) {
        self.form = form
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.name = name
        // once, here: the over-damped case samples the closed form thousands of times, and
        // the checks, the curve's duration and every script's read all want it
        let k = stiffness, m = mass
        settlingDuration = Spring.settlingDuration(omega: (k / m).squareRoot(), zeta: damping / (2 * (k * m).squareRoot()),
                                                   velocity: initialVelocity,
                                                   epsilon: form.settlesBySwiftUI ? Spring.swiftUISettlingEpsilon : Spring.settlingEpsilon)
    }

    /// The undamped angular frequency ω₀ = √(k/m).
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(k·m)): below 1 the spring oscillates, 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    public var description: String { name }

    // MARK: Motion

    /// The displacement from the target at `t` seconds, as a fraction of the distance
    /// (1 at the start, 0 at rest).
    public func displacement(at t: Double) -> Double {
        Spring.displacement(at: t, omega: angularFrequency, zeta: dampingRatio, velocity: initialVelocity)
    }

    /// Progress at `t` seconds: `1 − displacement` (above 1 while overshooting).
    public func value(at t: Double) -> Double { 1 - displacement(at: t) }

    static func displacement(at t: Double, omega w0: Double, zeta: Double, velocity v0: Double) -> Double {
        if t <= 0 { return 1 }
        if abs(zeta - 1) < 1e-9 {
            return Math.exp(-w0 * t) * (1 + (w0 - v0) * t)
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = zeta * w0
            return Math.exp(-decay * t) * (Math.cos(wd * t) + (decay - v0) / wd * Math.sin(wd * t))
        }
        let root = w0 * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root
        let c2 = (-v0 - r1) / (r2 - r1), c1 = 1 - c2
        return c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t)
    }

    // MARK: Settling

    /// When the spring is at rest: the time after which its displacement stays within
    /// ``settlingEpsilon`` of the distance.
    ///
    /// - Under-damped: the envelope `A·e^(−ζω₀t)` of the oscillation, with amplitude
    ///   `A = √(1 + ((ζω₀ − v₀)/ω_d)²)`, reaches ε at `t = ln(A/ε) / (ζω₀)`.
    /// - Critically and over-damped: the displacement itself (no oscillation, at most one
    ///   overshoot) — the last time `|x(t)| = ε`, found on the closed form.
    public let settlingDuration: Double

    static func settlingDuration(omega w0: Double, zeta: Double, velocity v0: Double,
                                 epsilon: Double = settlingEpsilon) -> Double {
        if zeta < 1 && abs(zeta - 1) >= 1e-9 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            let amplitude = (1 + b * b).squareRoot()
            return max(0, Math.log(amplitude / epsilon) / (zeta * w0))
        }
        let x = { (t: Double) in abs(displacement(at: t, omega: w0, zeta: zeta, velocity: v0)) }
        // An upper bound: past it the displacement's bound (every term at the slowest rate)
        // is below ε for good.
        let slowest = zeta <= 1 ? w0 : w0 * (zeta - (zeta * zeta - 1).squareRoot())
        var end = 1 / slowest
        while envelopeBound(at: end, omega: w0, zeta: zeta, velocity: v0) > epsilon { end *= 2 }
        // The last sample above ε, then bisection between it and the next sample.
        let samples = 4096
        var last = -1
        for i in 0...samples where x(end * Double(i) / Double(samples)) >= epsilon { last = i }
        if last < 0 { return 0 }
        var lo = end * Double(last) / Double(samples), hi = end * Double(last + 1) / Double(samples)
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if x(mid) >= epsilon { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// How long this motion takes to settle by Core Animation's rule (ε = 1/1200), whatever
    /// the form: the `duration` UIKit's `usingSpringWithDamping` fits to this very spring. A
    /// SwiftUI form's own ``settlingDuration`` counts with SwiftUI's ε and is shorter.
    public var coreAnimationSettlingDuration: Double {
        Spring.settlingDuration(omega: angularFrequency, zeta: dampingRatio, velocity: initialVelocity)
    }

    /// A bound on |x(t)| (critical and over-damped cases), decreasing from t = 1/ω₀ on.
    private static func envelopeBound(at t: Double, omega w0: Double, zeta: Double, velocity v0: Double) -> Double {
        if zeta < 1 + 1e-9 {
            return Math.exp(-w0 * t) * (1 + abs(w0 - v0) * t)
        }
        let root = w0 * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root
        let c2 = (-v0 - r1) / (r2 - r1), c1 = 1 - c2
        return (abs(c1) + abs(c2)) * Math.exp(r1 * t)
    }

    /// The ω₀ (mass 1) whose settling duration is `duration`, for UIKit's mapping. Without
    /// an initial velocity the motion depends on ω₀·t only, so the settling duration is
    /// `T₁ / ω₀` (T₁ at ω₀ = 1); with one, it still falls as ω₀ grows, and bisection on
    /// log ω₀ finds it.
    static func naturalFrequency(settlingIn duration: Double, dampingRatio zeta: Double,
                                 initialVelocity v0: Double) -> Double {
        if v0 == 0 { return settlingDuration(omega: 1, zeta: zeta, velocity: 0) / duration }
        var lo = Math.log(1e-6), hi = Math.log(1e7)
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if settlingDuration(omega: Math.exp(mid), zeta: zeta, velocity: v0) > duration {
                lo = mid
            } else {
                hi = mid
            }
        }
        return Math.exp((lo + hi) / 2)
    }

    /// Where every parameter of a spring must lie (mass, stiffness, damping, damping ratio,
    /// response, duration), and ± its upper bound the initial velocity: a million either way,
    /// as a custom curve's values (``TimingCurve/customValueLimit``). Finite is not enough:
    /// mass 1e-300 with stiffness 1e300 gives ω₀ = ∞, a velocity of 1e300 an infinite
    /// amplitude, and both NaN on screen; a stiffness of 1e-300 settled "at once".
    public static let parameterRange = 1e-6...1e6

    private static func requireParameter(_ value: Double, _ what: String) throws(CoreError) {
        guard parameterRange.contains(value) else {          // false for NaN
            throw CoreError(.invalidNumber, "spring \(what) must be a number between \(formatNumber(parameterRange.lowerBound)) and \(formatNumber(parameterRange.upperBound)) (got \(CoreError.describe(value)))")
        }
    }

    private static func requireVelocity(_ value: Double) throws(CoreError) {
        if let problem = velocityProblem(value, named: "initialVelocity") { throw CoreError(.invalidNumber, problem) }
    }

    /// Why `value` can be no initial velocity, said of it as `name` (the key a script gave it
    /// under: UIKit's label `initialSpringVelocity`), or nil when it can.
    public static func velocityProblem(_ value: Double, named name: String) -> String? {
        let limit = parameterRange.upperBound
        guard !(value.magnitude <= limit) else { return nil }          // NaN is a problem
        return "spring \(name) must be a number between -\(formatNumber(limit)) and \(formatNumber(limit)) (got \(CoreError.describe(value)))"
    }

    /// A spring that fixes its own stiffness must come to rest in a time the clock can count:
    /// within bounds, mass 1e6 on stiffness and damping 1e-6 would take 1.4e13 s.
    private func requireSettling() throws(CoreError) {
        let t = settlingDuration
        guard t.isFinite, t <= Clock.maxSeconds else {
            throw CoreError(.invalidNumber, "\(name) would take \(t.isNaN ? "nan" : formatNumber(t)) s to settle, more than the clock's \(formatNumber(Clock.maxSeconds)) s")
        }
    }

    private static func velocityLabel(_ v: Double) -> String {
        v == 0 ? "" : ", initialVelocity: \(formatNumber(v))"
    }
}
