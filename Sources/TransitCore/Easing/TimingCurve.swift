/// A timing curve: maps linear progress (0…1 of an animation's duration) to eased progress.
///
/// One value type for every curve the engine knows, so callers never switch on the kind:
/// they call ``value(at:)`` (or call the curve: `curve(0.5)`) and read ``name`` for traces.
/// New families (the Penner equations, steps, springs) are added as new static constructors
/// backed by new internal storage cases; existing callers do not change.
///
///     let y = TimingCurve.easeInOut(0.25)   // 0.129…
///
/// Input is clamped to 0…1. Outputs are not clamped: a curve (a custom one, later springs)
/// may overshoot.
public struct TimingCurve: CustomStringConvertible {
    enum Storage {
        case linear
        case bezier(UnitBezier)
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
    /// - Throws: ``CoreError/Kind/invalidNumber`` when a value is not finite or x1/x2 lie
    ///   outside 0…1 (the curve would not be a function of time).
    public static func cubicBezier(_ x1: Double, _ y1: Double,
                                   _ x2: Double, _ y2: Double) throws(CoreError) -> TimingCurve {
        for (v, n) in [(x1, "x1"), (y1, "y1"), (x2, "x2"), (y2, "y2")] {
            try CoreError.requireFinite(v, "cubicBezier \(n)")
        }
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            throw CoreError(.invalidNumber,
                            "cubicBezier x1 and x2 must lie in 0...1 (got \(x1), \(x2))")
        }
        let name = "cubicBezier(\(formatNumber(x1)), \(formatNumber(y1)), \(formatNumber(x2)), \(formatNumber(y2)))"
        return TimingCurve(name: name, storage: .bezier(UnitBezier(x1, y1, x2, y2)))
    }

    /// A curve computed by a closure (the Lua binding puts Lua functions here). `name` is
    /// what traces print.
    public static func custom(name: String = "custom",
                              _ function: @escaping (Double) -> Double) -> TimingCurve {
        TimingCurve(name: name, storage: .custom(function))
    }

    /// The curve with the given name (`"linear"`, `"easeIn"`, `"easeOut"`, `"easeInOut"`,
    /// `"caDefault"`), or `nil`. The names the Lua side accepts as strings.
    public init?(named name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInOut": self = .easeInOut
        case "caDefault": self = .caDefault
        default: return nil
        }
    }

    /// Every name ``init(named:)`` accepts, in a fixed order.
    public static let names = ["linear", "easeIn", "easeOut", "easeInOut", "caDefault"]

    /// Eased progress at linear progress `t` (clamped to 0…1).
    @inline(__always)
    public func value(at t: Double) -> Double {
        let x = t < 0 ? 0 : (t > 1 ? 1 : t)
        switch storage {
        case .linear: return x
        case .bezier(let bezier): return bezier.value(at: x)
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
