import Lua
import TransitCore

/// `Transition.match{…}` (docs/matched.md): matched-view transitions, in Lua because they
/// compose public API only (`snapshotView`, `convert`, `View.animate`). Runs after the
/// constructors' prelude, whose `View` it reads; it defines the global `Transition`.
enum MatchPrelude {
    static let file = EmbeddedLua.match

    /// Runs the chunk with its helpers, `distribute`, `checkCurve` and `raise`, as its
    /// arguments (not globals: the script sees `Transition.match` only).
    static func run(on stage: Stage) throws(LuaError) {
        try stage.lua.load(prelude: file)
        stage.lua.push(distribute(stage))
        stage.lua.push(checkCurve(stage))
        stage.lua.push(ValueMethods.raiseAtScriptLine)
        try stage.lua.call(arguments: 3, results: 0)
    }

    /// `checkCurve(curve)`: raises what `View.animate` would say of `curve` (a name it does not
    /// know, a value that is no curve), nothing for one it takes.
    static func checkCurve(_ stage: Stage) -> HostFunction {
        { [unowned stage] c in
            _ = try EasingBinding.curve(stage, c, 1)
            return 0
        }
    }

    /// `distribute(stagger, lefts)`: the delays of `#lefts` pairs staggered by `stagger` (a
    /// number or the timelines' stagger table), through the timelines' own reading of it
    /// (``StaggerBinding``) and GSAP's distribution (``Stagger/delays(count:lefts:shuffle:)``),
    /// so a matched transition staggers exactly as a timeline tween of the same targets.
    /// `lefts` are the pairs' left edges in reading order (for `grid = "auto"`). Its errors
    /// are the timelines' words, at the script's line.
    ///
    /// `from = "random"` shuffles with SplitMix64 seeded by the run's seed (`--seed`) and the
    /// number of pairs — stateless, so a transition shuffles the same way every time it runs,
    /// whatever ran before it (a timeline's shuffle is seeded by its place in the timeline).
    static func distribute(_ stage: Stage) -> HostFunction {
        { [unowned stage] c in
            let (stagger, random) = try StaggerBinding.stagger(stage, c, 1)
            try c.checkTable(2)
            let count = try c.length(2)
            var lefts: [Double] = []
            lefts.reserveCapacity(count)
            for i in 0..<count {
                c.index(2, i + 1)
                lefts.append(try c.finite(-1))
                c.pop()
            }
            var shuffle: [Int]?
            if random {
                var order = Array(0..<count)
                var generator = SplitMix64(seed: UInt64(bitPattern: Int64(stage.runtime.options.seed)) &+ UInt64(bitPattern: Int64(count)))
                order.stableShuffle(using: &generator)
                shuffle = order
            }
            let delays = stagger.delays(count: count, lefts: lefts, shuffle: shuffle)
            c.newTable(arrayCount: Int32(clamping: delays.count))   // a size hint: clamped, never a trap
            for (i, d) in delays.enumerated() {
                c.push(d)
                c.setIndex(-2, i + 1)
            }
            return 1
        }
    }
}
