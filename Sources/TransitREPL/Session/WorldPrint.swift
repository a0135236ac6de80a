import TransitCore

/// What the engine holds, compared before and after the watches run: the clock, what is
/// pending on it, and every view in the window with its place in the tree, its model values
/// and what is on screen. Watches only read (docs/repl.md): when this differs after them,
/// an expression changed the world, and the session undoes it by replaying its log.
struct WorldPrint: Equatable {
    var now: Int64
    var timers: Int
    var queued: Int
    var views: [String]

    init(_ engine: Engine) {
        now = engine.clock.now
        timers = engine.clock.pendingTimerCount
        queued = engine.clock.pendingAsyncCount
        var views: [String] = []
        engine.window.walkTree(withDepth: { v, depth in
            let p = v.presentation
            views.append("\(ObjectIdentifier(v).hashValue) \(depth) \(v.displayName) \(v.frame) \(v.bounds) \(v.transform)"
                         + " \(v.alpha) \(v.isHidden) \(v.backgroundColor.map { "\($0)" } ?? "-") \(p.frame) \(p.alpha)")
            return true
        })
        self.views = views
    }
}
