/// What the engine records for traces: animations beginning and ending, and completions
/// being called. Deterministic: times are clock ticks, ids count up per engine.
public enum TimelineEvent: Equatable, CustomStringConvertible {
    case animationBegan(AnimationBegin)
    /// An animation block's last animation ended (or was replaced): `finished` is what its
    /// completion receives.
    case animationEnded(id: Int, tick: Int64, finished: Bool)
    /// The block's completion was called.
    case completionCalled(id: Int, tick: Int64, finished: Bool)

    public var tick: Int64 {
        switch self {
        case .animationBegan(let b): b.tick
        case .animationEnded(_, let t, _), .completionCalled(_, let t, _): t
        }
    }

    public var description: String {
        switch self {
        case .animationBegan(let b): return "\(formatTicks(b.tick)) \(b)"
        case .animationEnded(let id, let t, let f):
            return "\(formatTicks(t)) end #\(id) finished=\(f)"
        case .completionCalled(let id, let t, let f):
            return "\(formatTicks(t)) completion #\(id) finished=\(f)"
        }
    }
}

/// The record of one `animate` call.
public struct AnimationBegin: Equatable, CustomStringConvertible {
    /// The animation's id (the handle's ``AnimationHandle/id``).
    public var id: Int
    /// The clock time of the call.
    public var tick: Int64
    /// The changed views' display names, in the order they were first changed.
    public var viewNames: [String]
    /// The changed properties, as `"name.property"` in recording order.
    public var properties: [String]
    public var duration: Double
    public var delay: Double
    public var curve: String
    /// Where the call came from (a script's `file:line`), as the caller passed it.
    public var origin: String

    public var description: String {
        var s = "begin #\(id) [\(properties.joined(separator: ", "))] duration=\(formatNumber(duration))"
        if delay != 0 { s += " delay=\(formatNumber(delay))" }
        s += " curve=\(curve)"
        if !origin.isEmpty { s += " at \(origin)" }
        return s
    }
}

/// Ticks as seconds with six decimals, without Foundation: `1500000` → `"1.500000"`.
public func formatTicks(_ ticks: Int64) -> String {
    let sign = ticks < 0 ? "-" : ""
    let t = ticks.magnitude
    let frac = String(t % 1_000_000)
    return sign + String(t / 1_000_000) + "." + String(repeating: "0", count: 6 - frac.count) + frac
}
