/// A timing curve: maps linear progress (0…1 of an animation's duration) to eased progress.
///
/// One value type for every curve the engine knows, so callers never switch on the kind:
/// they call ``value(at:)`` (or call the curve: `curve(0.5)`) and read ``name`` for traces.
/// Each family (Bézier, the Penner equations, steps, springs) is a static constructor
/// backed by an internal storage case.
///
///     let y = TimingCurve.easeInOut(0.25)   // 0.129…
///
/// Input is clamped to 0…1. Outputs are not clamped: back, elastic, springs and custom
/// curves overshoot.
///
/// A spring is a curve over physical time: it carries a duration (its settling duration,
/// or UIKit's given duration), ``naturalDuration``, and an animation of another length
/// evaluates it in seconds (``timed(for:)``): cut short, or resting at 1 — as
/// `CASpringAnimation` with an explicit `duration`.
public struct TimingCurve: CustomStringConvertible {
    enum Storage {
        case linear
        case bezier(UnitBezier)
        case penner(PennerCurve)
        case steps(StepsCurve)
        /// A spring evaluated over `duration` seconds: progress t is time t · duration.
        case spring(Spring, duration: Double)
        case custom((Double) -> Double)
    }

    let storage: Storage

    /// The curve's name as traces print it: `"easeInOut"`, `"cubicBezier(0.1, 0.2, 0.3, 1)"`.
    public let name: String

    init(name: String, storage: Storage) {
        self.name = name
        self.storage = storage
    }

    /// Progress unchanged.
    public static var linear: TimingCurve { TimingCurve(name: "linear", storage: .linear) }

    /// Slow start: cubic Bézier (0.42, 0, 1, 1), `UIViewAnimationOptionCurveEaseIn`.
    public static var easeIn: TimingCurve { named("easeIn", 0.42, 0, 1, 1) }

    /// Slow end: cubic Bézier (0, 0, 0.58, 1), `UIViewAnimationOptionCurveEaseOut`.
    public static var easeOut: TimingCurve { named("easeOut", 0, 0, 0.58, 1) }

    /// Slow start and end: cubic Bézier (0.42, 0, 0.58, 1) — UIKit's default for
    /// `UIView.animate` without options.
    public static var easeInOut: TimingCurve { named("easeInOut", 0.42, 0, 0.58, 1) }

    /// Core Animation's default timing function (`kCAMediaTimingFunctionDefault`):
    /// cubic Bézier (0.25, 0.1, 0.25, 1).
    public static var caDefault: TimingCurve { named("caDefault", 0.25, 0.1, 0.25, 1) }

    private static func named(_ name: String, _ x1: Double, _ y1: Double,
                              _ x2: Double, _ y2: Double) -> TimingCurve {
        TimingCurve(name: name, storage: .bezier(UnitBezier(x1, y1, x2, y2)))
    }

    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2), as CSS
    /// `cubic-bezier()`.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` when a value is not finite, x1/x2 lie
    ///   outside 0…1 (the curve would not be a function of time), or y1/y2 lie beyond
    ///   ±``customValueLimit`` — the bound a custom curve's values have: the curve stays
    ///   between its control points, so no eased value strays further, and the solver's
    ///   `3·y1` cannot overflow to infinity (y1 = 1e308 gave NaN frames).
    public static func cubicBezier(_ x1: Double, _ y1: Double,
                                   _ x2: Double, _ y2: Double) throws(CoreError) -> TimingCurve {
        for (v, n) in [(x1, "x1"), (y1, "y1"), (x2, "x2"), (y2, "y2")] {
            try CoreError.requireFinite(v, "cubicBezier \(n)")
        }
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            throw CoreError(.invalidNumber,
                            "cubicBezier x1 and x2 must lie in 0...1 (got \(x1), \(x2))")
        }
        guard isValidCustomValue(y1), isValidCustomValue(y2) else {
            let limit = formatNumber(customValueLimit)
            throw CoreError(.invalidNumber,
                            "cubicBezier y1 and y2 must lie in -\(limit)...\(limit) (got \(formatNumber(y1)), \(formatNumber(y2)))")
        }
        let name = "cubicBezier(\(formatNumber(x1)), \(formatNumber(y1)), \(formatNumber(x2)), \(formatNumber(y2)))"
        return TimingCurve(name: name, storage: .bezier(UnitBezier(x1, y1, x2, y2)))
    }

    /// `steps(n, jump-start | jump-end)`: `count` equal jumps (see ``StepsCurve``).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` unless 1 ≤ count ≤ 1_000_000.
    public static func steps(_ count: Int, jumpsAtStart: Bool = false) throws(CoreError) -> TimingCurve {
        guard count >= 1, count <= 1_000_000 else {
            throw CoreError(.invalidNumber, "steps count must be between 1 and 1000000 (got \(count))")
        }
        let steps = StepsCurve(count: count, jumpsAtStart: jumpsAtStart)
        return TimingCurve(name: steps.name, storage: .steps(steps))
    }

    /// A spring as a curve over its settling duration (Core Animation's and SwiftUI's forms).
    public static func spring(_ spring: Spring) -> TimingCurve {
        TimingCurve(name: spring.name, storage: .spring(spring, duration: spring.settlingDuration))
    }

    /// UIKit's spring for an animation of `duration` seconds
    /// (`usingSpringWithDamping:initialSpringVelocity:`): see ``Spring/init(dampingRatio:initialVelocity:duration:)``.
    public static func spring(dampingRatio: Double, initialVelocity: Double = 0,
                              duration: Double) throws(CoreError) -> TimingCurve {
        let spring = try Spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity, duration: duration)
        return TimingCurve(name: spring.name, storage: .spring(spring, duration: duration))
    }

    /// The spring behind the curve, if it is one.
    public var spring: Spring? {
        if case .spring(let s, _) = storage { return s }
        return nil
    }

    /// The length of animation the curve describes by itself: a spring's (its settling
    /// duration, or UIKit's given duration); nil for curves that fit any duration.
    public var naturalDuration: Double? {
        if case .spring(_, let d) = storage { return d }
        return nil
    }

    /// The curve an animation of `duration` seconds uses: a spring keeps its physical time
    /// (progress t is `t · duration` seconds of the spring); every other curve is unchanged.
    public func timed(for duration: Double) -> TimingCurve {
        guard case .spring(let s, let d) = storage, d != duration else { return self }
        return TimingCurve(name: name, storage: .spring(s, duration: duration))
    }

    /// A curve computed by a closure (the Lua binding puts Lua functions here). `name` is
    /// what traces print.
    public static func custom(name: String = "custom",
                              _ function: @escaping (Double) -> Double) -> TimingCurve {
        TimingCurve(name: name, storage: .custom(function))
    }

    /// Whether the curve is a ``custom(name:_:)`` closure: the engine checks its values at
    /// every frame (``isValidCustomValue(_:)``).
    public var isCustom: Bool {
        if case .custom = storage { return true }
        return false
    }

    /// The most a custom curve's eased progress may stray from 0…1 either way: a million
    /// times the animation's change. Back, elastic and springs overshoot by less than 2; a
    /// value beyond this is a bug that would put views light-years away, or, times a large
    /// change, overflow to infinity in the presentation (docs/animation.md, "Curves").
    public static let customValueLimit = 1_000_000.0

    /// Whether `value` is eased progress a custom curve may return: finite, and within
    /// ±``customValueLimit``.
    public static func isValidCustomValue(_ value: Double) -> Bool {
        value.magnitude <= customValueLimit            // false for NaN and the infinities
    }

    /// The curve with the given name — UIKit's and Core Animation's (`"linear"`, `"easeIn"`,
    /// `"easeOut"`, `"easeInOut"`, `"caDefault"`) and Penner's (`"inQuad"` …
    /// `"outInBounce"`) — or `nil`. The names the Lua side accepts as strings.
    public init?(named name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInOut": self = .easeInOut
        case "caDefault": self = .caDefault
        default:
            guard let penner = PennerCurve.byName[name] else { return nil }
            self = TimingCurve(name: name, storage: .penner(penner))
        }
    }

    /// UIKit's and Core Animation's named curves, in a fixed order.
    public static let systemNames = ["linear", "easeIn", "easeOut", "easeInOut", "caDefault"]

    /// Penner's forty, `"inQuad"` … `"outInBounce"`: families quad, cubic, quart, quint,
    /// sine, expo, circ, back, elastic, bounce, each as in, out, inOut, outIn.
    public static let pennerNames = PennerCurve.all.map(\.name)

    /// Every name ``init(named:)`` accepts, in a fixed order.
    public static let names = systemNames + pennerNames

    /// Eased progress at linear progress `t` (clamped to 0…1).
    @inline(__always)
    public func value(at t: Double) -> Double {
        let x = t < 0 ? 0 : (t > 1 ? 1 : t)
        switch storage {
        case .linear: return x
        case .bezier(let bezier): return bezier.value(at: x)
        case .penner(let penner): return penner.value(at: x)
        case .steps(let steps): return steps.value(at: x)
        case .spring(let spring, let duration): return x >= 1 ? 1 : spring.value(at: x * duration)
        case .custom(let f): return f(x)
        }
    }

    /// Same as ``value(at:)``, so a curve reads like a function: `curve(0.5)`.
    public func callAsFunction(_ t: Double) -> Double { value(at: t) }

    /// The control points when the curve is a cubic Bézier (named ones included), else nil.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        if case .bezier(let b) = storage { return (b.x1, b.y1, b.x2, b.y2) }
        return nil
    }

    public var description: String { "TimingCurve(\(name))" }
}
