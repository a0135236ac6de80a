/// What the engine records for traces: animations beginning and ending, completions being
/// called, presentations and dismissals, segues performing. Deterministic: times are clock
/// ticks, ids count up per engine.
public enum TimelineEvent: Equatable, CustomStringConvertible {
    case animationBegan(AnimationBegin)
    /// An animation block's last animation ended (or was replaced): `finished` is what its
    /// completion receives.
    case animationEnded(id: Int, tick: Int64, finished: Bool)
    /// The block's completion was called — its completion block, or the code awaiting it
    /// (`AnimationHandle.addContinuation`), or both: recorded once, just before they run.
    case completionCalled(id: Int, tick: Int64, finished: Bool)
    /// A `present` or `dismiss` call began a transition.
    case transitionBegan(TransitionBegin)
    /// The transition finished as its completion sees it (one run-loop turn after a
    /// non-animated one; at `completeTransition` for an animated one); recorded whether or
    /// not a completion was given, just before it.
    case transitionCompleted(kind: TransitionBegin.Kind, id: Int, tick: Int64)
    /// An animated transition was cancelled (or its animator failed): everything is as
    /// before it began; no completion runs.
    case transitionCancelled(kind: TransitionBegin.Kind, id: Int, tick: Int64)
    /// The interaction driving a transition finished, cancelled or paused it, at the
    /// percentage it had reached (printed to six decimals: a finger's arithmetic).
    case interaction(kind: TransitionBegin.Kind, id: Int, tick: Int64, change: InteractionChange, percent: Double)
    /// A storyboard segue is about to perform.
    case seguePerformed(SeguePerform)
    /// A ``Timeline`` began playing, ran a callback, or came to rest (TimelineMark.swift).
    case timelineMark(TimelineMark)

    /// About the bytes the event holds: a fixed part (measured, 160 B) and its strings, which
    /// a script chooses (a view named with a thousand characters is in every event).
    public var footprint: Int {
        var strings = 0
        switch self {
        case .animationBegan(let b):
            strings = b.origin.utf8.count + b.curve.utf8.count
            for name in b.viewNames { strings += name.utf8.count }
            for property in b.properties { strings += property.utf8.count }
        case .transitionBegan(let b): strings = b.stringBytes
        case .seguePerformed(let s): strings = s.description.utf8.count
        case .timelineMark(let m): strings = m.stringBytes
        default: break
        }
        return 160 + strings
    }

    public var tick: Int64 {
        switch self {
        case .animationBegan(let b): b.tick
        case .animationEnded(_, let t, _), .completionCalled(_, let t, _): t
        case .transitionBegan(let b): b.tick
        case .transitionCompleted(_, _, let t), .transitionCancelled(_, _, let t): t
        case .interaction(_, _, let t, _, _): t
        case .seguePerformed(let s): s.tick
        case .timelineMark(let m): m.tick
        }
    }

    public var description: String {
        switch self {
        case .animationBegan(let b): return "\(formatTicks(b.tick)) \(b)"
        case .animationEnded(let id, let t, let f):
            return "\(formatTicks(t)) end #\(id) finished=\(f)"
        case .completionCalled(let id, let t, let f):
            return "\(formatTicks(t)) completion #\(id) finished=\(f)"
        case .transitionBegan(let b): return "\(formatTicks(b.tick)) \(b)"
        case .transitionCompleted(let kind, let id, let t):
            return "\(formatTicks(t)) \(kind.rawValue) #\(id) completed"
        case .transitionCancelled(let kind, let id, let t):
            return "\(formatTicks(t)) \(kind.rawValue) #\(id) cancelled"
        case .interaction(let kind, let id, let t, let change, let percent):
            return "\(formatTicks(t)) \(kind.rawValue) #\(id) interaction \(change.rawValue) at \(formatNumber((percent * 1e6).rounded() / 1e6))"
        case .seguePerformed(let s): return "\(formatTicks(s.tick)) \(s)"
        case .timelineMark(let m): return "\(formatTicks(m.tick)) \(m)"
        }
    }
}

/// What an interaction did to its transition: the interactive part ends as `finishes` or
/// `cancels`; `pauses` makes a running transition interactive (again).
public enum InteractionChange: String, Sendable {
    case finishes, cancels, pauses
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
    /// The curve of a property animator's block's centres' y parts, when they follow a spring
    /// of their own (`dy` ≠ `dx`, on the block's companion group); nil otherwise.
    public var curveY: String? = nil
    /// Where the call came from (a script's `file:line`), as the caller passed it.
    public var origin: String
    /// How many times the block runs (∞: forever), and whether each run goes back.
    public var repeatCount: Double = 1
    public var autoreverses = false

    public var description: String {
        var s = "begin #\(id) [\(properties.joined(separator: ", "))] duration=\(formatNumber(duration))"
        if delay != 0 { s += " delay=\(formatNumber(delay))" }
        s += " curve=\(curve)"
        if let curveY { s += " curveY=\(curveY)" }
        if repeatCount != 1 { s += " repeat=\(repeatCount.isInfinite ? "forever" : formatNumber(repeatCount))" }
        if autoreverses { s += " autoreverse" }
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
