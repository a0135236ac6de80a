import Lua
import TransitCore

/// `Timeline{…}` and its methods (LUA_API.md "Beyond UIKit"; docs/timelines.md): GSAP's
/// timeline names in Lua's idiom. Methods that build or control return the timeline, so
/// calls chain (`tl:to(a, {alpha = 0}):to(b, {alpha = 1}, "<")`).
enum TimelineBinding {
    static let keys = ["defaults", "repeatCount", "autoreverses", "repeatDelay", "timeScale", "paused"] + callbacks.map(\.key)
    /// GSAP's callbacks of `vars` (docs/timelines.md, "Callbacks") and where the timeline's
    /// Lua side keeps each function.
    static let callbacks: [(key: String, hidden: HiddenKey)] = [
        ("onStart", TimelineKeys.onStart), ("onUpdate", TimelineKeys.onUpdate), ("onRepeat", TimelineKeys.onRepeat),
        ("onComplete", TimelineKeys.onComplete), ("onReverseComplete", TimelineKeys.onReverseComplete),
    ]
    /// The animatable keys of `vars`, in the order they are applied (frame before the parts it sets).
    static let properties = ["frame", "bounds", "center", "transform", "alpha", "backgroundColor", "cornerRadius"]
    static let timing = ["duration", "delay", "curve", "stagger"]

    static func install(on stage: Stage) {
        let lua = stage.lua
        var def = LuaClassDefinition<Timeline>(name: "Timeline")
        def.property("time", get: { c, t in c.push(t.time) })
        def.property("progress", get: { c, t in c.push(t.progress) })
        def.property("duration", get: { c, t in c.push(t.duration) })
        def.property("totalDuration", get: { c, t in c.push(t.totalDuration) })
        def.property("isActive", get: { c, t in c.push(t.isActive) })
        def.property("isPaused", get: { c, t in c.push(t.isPaused) })
        def.property("isReversed", get: { c, t in c.push(t.isReversed) })
        def.property("timeScale", get: { c, t in c.push(t.timeScale) }, set: { c, t in try outer(t); try t.setTimeScale(try c.number(3)) })
        for kind in [Timeline.TweenKind.to, .from, .fromTo, .set] {
            def.method(kind.rawValue) { [unowned stage] c, t in try tween(stage, c, t, kind) }
        }
        def.method("call") { [unowned stage] c, t in
            guard c.isCallable(2) else { throw c.typeError(2, expected: "function") }
            let origin = c.callerLocation()
            let at = try position(c, t, 3)
            try t.call(at: at, origin: origin, callback(stage, c, t, "a call of \(t) added at \(origin)"))
            return chain(c)
        }
        def.method("add") { [unowned stage] c, t in
            let at = try position(c, t, 3)
            if c.isCallable(2) { try t.call(at: at, origin: c.callerLocation(), callback(stage, c, t, "a call of \(t)")) }
            else if c.type(2) == .string { try t.addLabel(try c.string(2), at: at) }
            else if let child = c.optionalObject(2, stage.classes.timeline) as? Timeline {
                try t.add(child, at: at, origin: c.callerLocation())
                c.setHiddenMember(1, TimelineKeys.children, 2, true)   // its calls now run from here
            }
            else { throw c.typeError(2, expected: "Timeline, function or label") }
            return chain(c)
        }
        def.method("addLabel") { c, t in
            try t.addLabel(try c.string(2), at: try position(c, t, 3))
            return chain(c)
        }
        def.method("addPause") { c, t in
            try t.addPause(at: try position(c, t, 2), origin: c.callerLocation())
            return chain(c)
        }
        def.method("play") { c, t in try outer(t); try t.play(); return chain(c) }
        def.method("pause") { c, t in try outer(t); t.pause(); return chain(c) }
        def.method("resume") { c, t in try outer(t); try t.resume(); return chain(c) }
        def.method("reverse") { c, t in try outer(t); try t.reverse(); return chain(c) }
        def.method("restart") { c, t in try outer(t); try t.restart(); return chain(c) }
        def.method("seek") { [unowned stage] c, t in
            try outer(t)
            let to = try time(c, t, 2, "seek")
            let suppress = c.isNoneOrNil(3) ? true : try c.boolean(3)
            try stage.lua.whileActive(c) { try t.seek(to: to, suppressEvents: suppress) }
            return chain(c)
        }
        def.method("tweenTo") { c, t in
            try outer(t)
            try t.tweenTo(try time(c, t, 2, "tweenTo"))
            return chain(c)
        }
        def.method("await") { [unowned stage] c, t in try stage.tasks.await(t.handle, c) }
        def.method("explain") { c, t in
            c.push(t.explain())
            return 1
        }
        def.description { t in "Timeline #\(t.id) (\(t.isActive ? "active" : (t.isPaused ? "paused" : "idle")), time \(t.time))" }
        lua.defineClass(def, as: stage.classes.timeline)
        lua.register("Timeline") { [unowned stage] c in try make(stage, c) }
    }

    /// `Timeline{…}` (or `Timeline()`).
    static func make(_ stage: Stage, _ c: LuaCall) throws -> Int32 {
        var options = Timeline.TweenOptions()
        var repeatCount = 1.0, repeatDelay = 0.0, timeScale = 1.0
        var autoreverses = false, paused = false
        var given: [Int] = []                                      // the callbacks given, by index
        if !c.isNoneOrNil(1) {
            guard c.type(1) == .table else { throw c.typeError(1, expected: "table") }
            for key in try c.stringKeys(1) where !keys.contains(key) {
                throw c.argumentError(1, "unknown key '\(key)' (expected \(keys.joined(separator: ", ")))")
            }
            options = try defaults(stage, c, 1)
            repeatCount = try number(c, 1, "repeatCount") ?? 1
            repeatDelay = try number(c, 1, "repeatDelay") ?? 0
            timeScale = try number(c, 1, "timeScale") ?? 1
            autoreverses = try boolean(c, 1, "autoreverses") ?? false
            paused = try boolean(c, 1, "paused") ?? false
            for (k, cb) in callbacks.enumerated() {
                if try hasFunction(c, 1, cb.key) { given.append(k) }
            }
        }
        try c.admitObject()
        let origin = c.callerLocation()
        let tl = try Timeline(engine: stage.engine, defaults: options, repeatCount: repeatCount, autoreverses: autoreverses,
                              repeatDelay: repeatDelay, timeScale: timeScale, paused: paused, origin: origin)
        stage.onTimelineCreated?(tl)
        push(stage, tl, c)                                         // +1
        for k in given {
            let (key, hidden) = callbacks[k]
            c.field(1, key)                                        /* +1 */
            c.setHidden(-2, hidden, -1)
            c.pop()                                                /* -1 */
            let what = "\(key) of the timeline created at \(origin)"
            let call = { [unowned stage, weak tl] () throws in
                guard let ref = try kept(stage, tl, hidden, nil, what) else { return }
                try stage.runCallback(ref, what)
            }
            switch key {
            case "onStart": tl.onStart = call
            case "onUpdate": tl.onUpdate = call
            case "onRepeat": tl.onRepeat = call
            case "onComplete": tl.onComplete = call
            default: tl.onReverseComplete = call
            }
        }
        return 1
    }

    /// Pushes the timeline and keeps its userdata — where its functions live (TimelineKeys) —
    /// anchored while the engine may run them: from attached (playing) to detached.
    static func push(_ stage: Stage, _ tl: Timeline, _ c: LuaCall) {
        c.push(tl, as: stage.classes.timeline)                     // anchored by shouldAnchor if attached
        tl.onAttachmentChanged = { [unowned stage, unowned tl] attached in
            if attached { stage.lua.anchor(tl) } else { stage.lua.unanchor(tl) }
        }
    }

    /// The function a timeline keeps on its Lua side under `key` (element `element` of the
    /// `call` functions), for the engine to call; a timeline or function gone is a clear error.
    /// Nil — nothing to run — for a timeline of an engine a callback reset while it played
    /// (a `call` that runs `transit.reset()`): its box is retired, and nothing of the old
    /// engine runs after the reset (docs/lua-module.md, `transit.reset()`), so the calls
    /// after it in the same frame are dropped, as its clock's timers are.
    static func kept(_ stage: Stage, _ tl: Timeline?, _ key: HiddenKey, _ element: Int?, _ what: String) throws -> LuaRef? {
        if let tl, tl.engine !== stage.engine { return nil }
        let push = { (c: LuaCall) in
            if let tl { c.push(tl, as: stage.classes.timeline) } else { c.pushNil() }
        }
        let ref = element.map { stage.lua.hiddenReference(key, element: $0, of: push) } ?? stage.lua.hiddenReference(key, of: push)
        guard let ref else { throw CoreError(.invalidArgument, "\(what) is gone: its timeline left Lua's reach while not playing") }
        return ref
    }

    /// `ctx:timeline{defaults =, onComplete =}` (argument 1 is the context): the transition's
    /// timeline (TransitionContext+Timeline.swift); `onComplete(finished)` runs at the end it
    /// comes to rest at, `finished` false back at the start after a cancelled interaction.
    static func make(_ stage: Stage, _ c: LuaCall, for context: TransitionContext) throws -> Int32 {
        var options = Timeline.TweenOptions()
        var done: LuaRef?
        if !c.isNoneOrNil(2) {
            guard c.type(2) == .table else { throw c.typeError(2, expected: "table") }
            for key in try c.stringKeys(2) where key != "defaults" && key != "onComplete" {
                throw c.argumentError(2, keys.contains(key)
                    ? "'\(key)' is not for a transition's timeline: it plays once, on the transition's time (expected defaults, onComplete)"
                    : "unknown key '\(key)' (expected defaults, onComplete)")
            }
            options = try defaults(stage, c, 2)
            done = try onComplete(c, 2)
        }
        try c.admitObject()
        let origin = c.callerLocation()
        let settle = done.map { ref in
            { [unowned stage] (finished: Bool) throws in
                // worded before the callback: it may rename what the context's description names
                let what = "onComplete of the timeline of \(context) created at \(origin)"
                try stage.runCallback(ref, what) { c in
                    c.push(finished)
                    return 1
                }
            }
        }
        let tl = try context.makeTimeline(defaults: options, origin: origin, onSettle: settle)
        stage.onTimelineCreated?(tl)
        push(stage, tl, c)
        return 1
    }

    /// `t.defaults` ({duration =, curve =}) of the options table at `t`. [-0, +0]
    static func defaults(_ stage: Stage, _ c: LuaCall, _ t: Int32) throws -> Timeline.TweenOptions {
        var options = Timeline.TweenOptions()
        guard c.field(t, "defaults") != .nil else {
            c.pop()                                                /* -1 nil */
            return options
        }
        guard c.type(-1) == .table else { throw c.argumentError(t, "'defaults' must be a table ({duration =, curve =})") }
        let d = c.top
        for key in try c.stringKeys(d) where key != "duration" && key != "curve" {
            throw c.argumentError(t, "unknown key '\(key)' in defaults (expected duration, curve)")
        }
        options.duration = try number(c, d, "duration")
        if c.field(d, "curve") != .nil { options.curve = try EasingBinding.curve(stage, c, c.top) }
        c.pop(2)                                                   /* -2 curve, defaults */
        return options
    }

    /// Whether the options table at `t` has a function at `key` (an error for anything else
    /// but absent). [-0, +0]
    static func hasFunction(_ c: LuaCall, _ t: Int32, _ key: String) throws -> Bool {
        defer { c.pop() }
        guard c.field(t, key) != .nil else { return false }
        guard c.isCallable(-1) else { throw c.argumentError(t, "'\(key)' must be a function (got \(c.typeName(-1)))") }
        return true
    }

    /// `t.onComplete` of the options table at `t`, a function or absent. [-0, +0]
    static func onComplete(_ c: LuaCall, _ t: Int32) throws -> LuaRef? {
        defer { c.pop() }
        guard c.field(t, "onComplete") != .nil else { return nil }
        guard c.isCallable(-1) else { throw c.argumentError(t, "'onComplete' must be a function (got \(c.typeName(-1)))") }
        return c.reference(-1)
    }

    /// `tl:to(targets, vars, position)` and its kin; `fromTo(targets, fromVars, toVars, position)`.
    static func tween(_ stage: Stage, _ c: LuaCall, _ tl: Timeline, _ kind: Timeline.TweenKind) throws -> Int32 {
        let targets = try views(stage, c, 2)
        let fromIndex: Int32? = kind == .from ? 3 : (kind == .fromTo ? 3 : nil)
        let toIndex: Int32? = kind == .fromTo ? 4 : (kind == .from ? nil : 3)
        let varsIndex = toIndex ?? 3
        for i in [fromIndex, toIndex].compactMap({ $0 }) {
            guard c.type(i) == .table else { throw c.typeError(i, expected: "table of properties") }
            let allowed = i == varsIndex ? properties + timing : properties
            for key in try c.stringKeys(i) where !allowed.contains(key) {
                throw c.argumentError(i, "unknown key '\(key)' (animatable: \(properties.joined(separator: ", ")); \(i == varsIndex ? "timing: \(timing.joined(separator: ", "))" : "timing goes in the second table"))")
            }
        }
        let at = try position(c, tl, varsIndex + 1)                   // before anything is pushed
        var options = Timeline.TweenOptions()
        options.duration = try number(c, varsIndex, "duration")
        options.delay = try number(c, varsIndex, "delay") ?? 0
        if c.field(varsIndex, "curve") != .nil { options.curve = try EasingBinding.curve(stage, c, c.top) }
        c.pop()
        var shuffle: [Int]?
        if c.field(varsIndex, "stagger") != .nil {
            let (stagger, random) = try StaggerBinding.stagger(stage, c, c.top)
            options.stagger = stagger
            if random { shuffle = StaggerBinding.permutation(stage, tl, targets.count) }
        }
        c.pop()
        let single = c.type(2) != .table
        // Sets the properties of `vars` (at `t`) on target i through its Lua setters, so
        // every value is checked and converted as `view.alpha = …` is.
        func apply(_ t: Int32) -> (Int, View) throws -> Void {
            { i, _ in
                if single { c.pushValue(2) } else { c.index(2, i + 1) }     /* +1 view */
                let v = c.top
                defer { c.pop() }                                          /* -1 */
                for key in properties {
                    if c.field(t, key) == .nil { c.pop(); continue }      /* +1 value (a nil: -1) */
                    do {
                        try c.set(v, key)                                  /* -1 */
                    } catch let e as LuaError {
                        // set from here, the setter's error names no property: say which, as
                        // `view.alpha = …` would
                        guard let r = e.message.firstRange(of: "to '?' ("), e.message.hasSuffix(")") else { throw e }
                        throw c.error("bad value for '\(key)' of \(c.typeName(v)) (\(e.message[r.upperBound...].dropLast()))")
                    }
                }
            }
        }
        try stage.lua.whileActive(c) {
            try tl.tween(kind, targets: targets, options: options, position: at, origin: c.callerLocation(),
                         shuffle: shuffle, to: toIndex.map(apply), from: fromIndex.map(apply))
        }
        return chain(c)
    }

    /// A view, or an array of views.
    static func views(_ stage: Stage, _ c: LuaCall, _ i: Int32) throws -> [View] {
        if let v = stage.optionalView(c, i) { return [v] }
        guard c.type(i) == .table else { throw c.typeError(i, expected: "View or array of views") }
        var result: [View] = []
        var k = 1
        while c.index(i, k) != .nil {
            guard let v = stage.optionalView(c, -1) else {
                let got = c.typeName(-1)
                c.pop()
                throw c.argumentError(i, "element \(k) is a \(got), not a View")
            }
            c.pop()
            result.append(v)
            k += 1
        }
        c.pop()
        if result.isEmpty { throw c.argumentError(i, "no targets (an empty array)") }
        return result
    }

    /// The position at `i` in `t`: absent is the end ("+=0"), a number is seconds, a string
    /// GSAP's forms. One outside the timeline is refused here, echoing the text the script
    /// wrote: `'<-5'` and `'<-=5'` parse alike, and the error about one must not show the other.
    static func position(_ c: LuaCall, _ t: Timeline, _ i: Int32) throws -> TimelinePosition {
        switch c.type(i) {
        case .none, .nil: return .end
        case .number: return try TimelinePosition.seconds(try c.number(i))
        case .string:
            let text = try c.string(i)
            let position = try TimelinePosition.parse(text)
            let at = t.time(at: position)
            guard Timeline.placeable.contains(at) else { throw Timeline.outsideError(text, at: at) }
            return position
        default: throw c.typeError(i, expected: "position (number or string)")
        }
    }

    /// A time (seconds) or a label's time, for `seek` and `tweenTo`.
    static func time(_ c: LuaCall, _ t: Timeline, _ i: Int32, _ what: String) throws -> Double {
        if c.type(i) == .string { return try t.labelTime(try c.string(i)) }
        guard c.type(i) == .number else { throw c.typeError(i, expected: "time or label") }
        return try c.number(i)
    }

    /// `t[key]` as a number (nil when absent), argument 1's error otherwise. [-0, +0]
    static func number(_ c: LuaCall, _ t: Int32, _ key: String) throws -> Double? {
        defer { c.pop() }
        switch c.field(t, key) {
        case .nil: return nil
        case .number: return try c.number(-1)
        default: throw c.argumentError(t, "'\(key)' must be a number (got \(c.typeName(-1)))")
        }
    }

    /// `t[key]` as a boolean (nil when absent). [-0, +0]
    static func boolean(_ c: LuaCall, _ t: Int32, _ key: String) throws -> Bool? {
        defer { c.pop() }
        switch c.field(t, key) {
        case .nil: return nil
        case .boolean: return c.truthy(-1)
        default: throw c.argumentError(1, "'\(key)' must be a boolean (got \(c.typeName(-1)))")
        }
    }

    /// A nested timeline is played through the outer one (its tweens moved there); a
    /// transition's timeline under a percent-driven interaction through the interaction.
    static func outer(_ t: Timeline) throws {
        if let p = t.parent { throw CoreError(.invalidArgument, "\(t) is nested in \(p); play, pause and seek the outer timeline") }
        if t.followsInteraction, let ctx = t.transition {
            throw CoreError(.invalidArgument, "\(t) follows the interaction of \(ctx); drive it with the interaction controller (update, finish, cancel)")
        }
    }

    /// Returns the timeline itself (argument 1), for chaining.
    static func chain(_ c: LuaCall) -> Int32 {
        c.pushValue(1)
        return 1
    }

    /// A `call` of the function at argument 2, kept on the timeline's Lua side (argument 1)
    /// rather than in the registry, so a function that captures its timeline is no cycle
    /// the collectors miss; looked up each time it runs.
    static func callback(_ stage: Stage, _ c: LuaCall, _ tl: Timeline, _ what: String) -> () throws -> Void {
        let n = c.appendHidden(1, TimelineKeys.calls, 2)
        return { [unowned stage, weak tl] in
            guard let ref = try kept(stage, tl, TimelineKeys.calls, n, what) else { return }
            try stage.runCallback(ref, what)
        }
    }
}

/// The hidden keys (HiddenKey) of a timeline's Lua side: its `call` functions (an array), its
/// callbacks (`onComplete`…), and the timelines nested in it (whose calls it now runs).
enum TimelineKeys {
    static let calls = HiddenKey()
    static let onStart = HiddenKey()
    static let onUpdate = HiddenKey()
    static let onRepeat = HiddenKey()
    static let onComplete = HiddenKey()
    static let onReverseComplete = HiddenKey()
    static let children = HiddenKey()
}
