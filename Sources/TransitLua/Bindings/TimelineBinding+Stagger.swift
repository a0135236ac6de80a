import Lua
import TransitCore

/// `stagger = 0.1` or `stagger = {each =, amount =, from =, grid =, axis =, curve =}` in a
/// timeline tween's vars (GSAP's stagger object; docs/timelines.md, "Stagger").
enum StaggerBinding {
    static let keys = ["each", "amount", "from", "grid", "axis", "curve"]

    /// The stagger at `i`, and whether it is `from = "random"` (which needs a permutation).
    static func stagger(_ stage: Stage, _ c: LuaCall, _ i: Int32) throws -> (Stagger, Bool) {
        if c.type(i) == .number { return (try Stagger(each: try c.number(i)), false) }
        guard c.type(i) == .table else { throw c.error("stagger must be a number (seconds between targets) or a table, got \(c.typeName(i))") }
        for key in try c.stringKeys(i) where !keys.contains(key) {
            throw c.error("unknown stagger key '\(key)' (expected \(keys.joined(separator: ", ")))")
        }
        var each: Double?, amount: Double?
        if c.field(i, "each") != .nil { each = try c.number(-1) }
        if c.field(i, "amount") != .nil { amount = try c.number(-1) }
        var from = Stagger.Origin.index(0)
        switch c.field(i, "from") {
        case .nil: break
        case .number:
            let n = try c.integer(-1)
            guard n >= 1 else { throw c.error("stagger from must be an index of at least 1 (Lua's first target), got \(n)") }
            from = .index(n - 1)
        case .string:
            switch try c.string(-1) {
            case "start": from = .start
            case "end": from = .end
            case "center": from = .center
            case "edges": from = .edges
            case "random": from = .random
            case let s: throw c.error("unknown stagger from '\(s)' (expected \"start\", \"end\", \"center\", \"edges\", \"random\" or an index)")
            }
        default: throw c.error("stagger from must be a string or an index, got \(c.typeName(-1))")
        }
        var grid: Stagger.Grid?
        switch c.field(i, "grid") {
        case .nil: break
        case .string:
            guard try c.string(-1) == "auto" else { throw c.error("stagger grid must be {rows, cols} or \"auto\"") }
            grid = .auto
        case .table:
            let g = c.top
            c.index(g, 1); c.index(g, 2)
            guard c.type(-2) == .number, c.type(-1) == .number else { throw c.error("stagger grid must be {rows, cols} or \"auto\"") }
            grid = .size(rows: try c.integer(-2), cols: try c.integer(-1))
        default: throw c.error("stagger grid must be {rows, cols} or \"auto\"")
        }
        var axis: Stagger.Axis?
        if c.field(i, "axis") != .nil {
            guard let a = Stagger.Axis(rawValue: try c.string(-1)) else { throw c.error("stagger axis must be \"x\" or \"y\"") }
            axis = a
        }
        var curve: TimingCurve?
        if c.field(i, "curve") != .nil { curve = try EasingBinding.curve(stage, c, c.top) }
        return (try Stagger(each: each, amount: amount, from: from, grid: grid, axis: axis, curve: curve), from == .random)
    }

    /// A permutation of 0..<n (Fisher–Yates) from a SplitMix64 generator seeded with the run's
    /// seed (`--seed`, 0 by default), the timeline's id and the tween's index in it: the same
    /// on every run with the same seed, different for each random tween.
    static func permutation(_ stage: Stage, _ tl: Timeline, _ n: Int) -> [Int] {
        var order = Array(0..<n)
        var random = SplitMix64(seed: UInt64(bitPattern: Int64(stage.runtime.options.seed)) &+ (UInt64(tl.id) << 32) &+ UInt64(tl.children.count))
        order.stableShuffle(using: &random)
        return order
    }
}
