import Lua
import TransitCore

/// Gesture recognizers and the touches that drive them (docs/events.md):
/// `TapGestureRecognizer(action)`, `PanGestureRecognizer(action)`,
/// `ScreenEdgePanGestureRecognizer(action)` (with `edges`) and `PinchGestureRecognizer(action)` — `action` a function of
/// the recognizer, or UIKit's target and action name (`TapGestureRecognizer(self,
/// "overlayDidTouch")`, calling `self:overlayDidTouch(sender)`); `view.gestureRecognizers`,
/// `view:addGestureRecognizer(g)`, `view:removeGestureRecognizer(g)`; `window:tap(x, y)`,
/// `window:pan{from =, to =, duration =}`, `window:pinch{center =, toScale =, duration =}`, and step by step `window:touch(point)` →
/// `touch:move(point [, duration])`, `touch:lift()`.
enum EventBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua, t = stage.values
        var base = LuaClassDefinition<GestureRecognizer>(name: "GestureRecognizer")
        base.property("state", get: { c, g in c.push(g.state.rawValue) })
        base.property("view", get: { [unowned stage] c, g in stage.push(g.view, c) })
        base.property("isEnabled", get: { c, g in c.push(g.isEnabled) }, set: { c, g in g.isEnabled = try c.boolean(3) })
        base.method("location") { [unowned stage] c, g in
            c.push(g.location(in: try stage.coordinateSpace(c, 2)), t)
            return 1
        }
        base.description { g in g.typeName + " (\(g.state.rawValue))" }
        lua.defineClass(base, as: stage.classes.gesture)
        lua.defineClass(LuaClassDefinition<TapGestureRecognizer>(name: "TapGestureRecognizer",
                                                                                      parent: stage.classes.gesture), as: stage.classes.tap)
        var pan = LuaClassDefinition<PanGestureRecognizer>(name: "PanGestureRecognizer", parent: stage.classes.gesture)
        pan.method("translation") { [unowned stage] c, g in
            c.push(g.translation(in: try stage.coordinateSpace(c, 2)), t)
            return 1
        }
        pan.method("setTranslation") { [unowned stage] c, g in
            g.setTranslation(try c.point(2, t), in: try stage.coordinateSpace(c, 3))
            return 0
        }
        pan.method("velocity") { [unowned stage] c, g in
            c.push(g.velocity(in: try stage.coordinateSpace(c, 2)), t)
            return 1
        }
        lua.defineClass(pan, as: stage.classes.pan)
        var edgePan = LuaClassDefinition<ScreenEdgePanGestureRecognizer>(name: "ScreenEdgePanGestureRecognizer",
                                                                         parent: stage.classes.pan)
        edgePan.property("edges", get: { c, g in
            let names = rectEdgeNames.filter { g.edges.contains($0.1) }.map(\.0)
            c.newTable(arrayCount: Int32(names.count))
            for (i, name) in names.enumerated() {
                c.push(name)
                c.setIndex(-2, i + 1)
            }
        }, set: { c, g in try g.setEdges(try rectEdges(c, 3)) })
        lua.defineClass(edgePan, as: stage.classes.edgePan)
        var pinch = LuaClassDefinition<PinchGestureRecognizer>(name: "PinchGestureRecognizer", parent: stage.classes.gesture)
        pinch.property("scale", get: { c, g in c.push(g.scale) }, set: { c, g in try g.setScale(try c.number(3)) })
        pinch.property("velocity", get: { c, g in c.push(g.velocity) })
        lua.defineClass(pinch, as: stage.classes.pinch)

        var touch = LuaClassDefinition<Touch>(name: "Touch")
        touch.property("location", get: { c, f in c.push(f.location, t) })
        touch.property("isDown", get: { c, f in c.push(f.isDown) })
        touch.property("recognizer", get: { [unowned stage] c, f in stage.push(f.recognizer, c) })
        // move and lift return the touch, so steps chain: touch:move(p, 0.2):move(q, 0.2):lift()
        touch.method("move") { c, f in
            let target = try c.point(2, t)
            let duration = try c.optionalNumber(3) ?? 0
            try f.move(to: target, duration: duration, origin: c.callerLocation())
            c.pushValue(1)
            return 1
        }
        touch.method("lift") { c, f in
            try f.lift(origin: c.callerLocation())
            c.pushValue(1)
            return 1
        }
        touch.description { f in f.description }
        lua.defineClass(touch, as: stage.classes.touch)

        lua.register("TapGestureRecognizer") { [unowned stage] c in
            try stage.makeRecognizer(c, "TapGestureRecognizer", TapGestureRecognizer.init)
        }
        lua.register("PanGestureRecognizer") { [unowned stage] c in
            try stage.makeRecognizer(c, "PanGestureRecognizer", PanGestureRecognizer.init)
        }
        lua.register("ScreenEdgePanGestureRecognizer") { [unowned stage] c in
            try stage.makeRecognizer(c, "ScreenEdgePanGestureRecognizer", ScreenEdgePanGestureRecognizer.init)
        }
        lua.register("PinchGestureRecognizer") { [unowned stage] c in
            try stage.makeRecognizer(c, "PinchGestureRecognizer") { PinchGestureRecognizer(action: $0) }
        }
    }

    /// `UIRectEdge`'s names, in its bits' order.
    static let rectEdgeNames = ScreenEdgePanGestureRecognizer.edgeNames

    /// `"left"` (one of `"top"`, `"left"`, `"bottom"`, `"right"`, or `"all"`), or a list of
    /// those (an empty one: UIKit's `[]`, no edge).
    static func rectEdges(_ c: LuaCall, _ i: Int32) throws -> Pin.Edges {
        func one(_ s: String) throws -> Pin.Edges {
            if s == "all" { return .all }
            guard let e = rectEdgeNames.first(where: { $0.0 == s }) else {
                throw c.argumentError(i, "expected \"top\", \"left\", \"bottom\", \"right\" or \"all\", got '\(s)'")
            }
            return e.1
        }
        switch c.type(i) {
        case .string:
            return try one(try c.string(i))
        case .table:
            var edges: Pin.Edges = []
            try c.forEachName(in: i, what: "edges", list: "a list of edges ({\"left\", \"right\"})") { edges.formUnion(try one($0)) }
            return edges
        default:
            throw c.argumentError(i, "edges must be an edge or a list of them, got \(c.typeName(i))")
        }
    }

    /// `view.gestureRecognizers` (a list; assigning replaces them all),
    /// `view:addGestureRecognizer(g)`, `view:removeGestureRecognizer(g)`.
    static func addViewMembers(_ view: inout LuaClassDefinition<View>, _ stage: Stage) {
        view.property("gestureRecognizers", get: { [unowned stage] c, v in
            c.newTable(arrayCount: Int32(v.gestureRecognizers.count))
            for (i, g) in v.gestureRecognizers.enumerated() {
                stage.push(g, c)
                c.setIndex(-2, i + 1)
            }
        }, set: { [unowned stage] c, v in
            var list: [GestureRecognizer] = []
            if !c.isNoneOrNil(3) {
                try c.checkTable(3)
                var i = 1
                while c.index(3, i) != .nil {
                    defer { c.pop() }
                    list.append(try c.object(-1, stage.classes.gesture, as: GestureRecognizer.self))
                    i += 1
                }
            }
            let olds = list.map(\.view)
            v.setGestureRecognizers(list)
            c.pushNil()
            c.setHidden(1, RecognizerKeys.attached, -1)
            c.pop()
            for (i, old) in olds.enumerated() {
                c.index(3, i + 1)                                  /* +1 the recognizer */
                stage.noteAttached(at: -1, to: v, from: old, c)
                c.pop()                                            /* -1 */
            }
        })
        view.method("addGestureRecognizer") { [unowned stage] c, v in
            stage.attach(try c.object(2, stage.classes.gesture, as: GestureRecognizer.self), at: 2, to: v, c)
            return 0
        }
        view.method("removeGestureRecognizer") { [unowned stage] c, v in
            v.removeGestureRecognizer(try c.object(2, stage.classes.gesture, as: GestureRecognizer.self))
            c.setHiddenMember(1, RecognizerKeys.attached, 2, false)
            return 0
        }
    }

    /// `window:tap(x, y)` (returns the view hit), `window:pan{from =, to =, duration =}`
    /// (returns the recognizer that took it, or nil) and `window:touch(point)` (a `Touch`, or
    /// nil when no pan recognizer is there).
    ///
    /// Each hit-tests before it returns, and a view's override is Lua: under `whileActive`,
    /// so it runs on the caller's thread (a coroutine's), not on the main thread's stack while
    /// that thread is suspended in `coroutine.resume`.
    /// An override may reset the engine (`transit.reset()`): then each returns nil, as its
    /// hit, recognizer or touch is the old engine's, which no script may use after a reset.
    static func addWindowMembers(_ window: inout LuaClassDefinition<Window>, _ stage: Stage) {
        let t = stage.values
        window.method("tap") { [unowned stage] c, w in
            let point = Point(x: try c.finite(2), y: try c.finite(3))     // NaN hits nothing, silently
            let origin = c.callerLocation()
            let hit = try stage.lua.whileActive(c) { try w.tap(at: point, origin: origin) }
            stage.push(stage.unlessReset(w, hit), c)
            return 1
        }
        window.method("touch") { [unowned stage] c, w in
            let point = try c.point(2, t)
            let origin = c.callerLocation()
            if let f = stage.unlessReset(w, try stage.lua.whileActive(c) { try w.touch(at: point, origin: origin) }) {
                try c.admitObject()
                c.push(f, as: stage.classes.touch)
            } else {
                c.pushNil()
            }
            return 1
        }
        window.method("pan") { [unowned stage] c, w in
            try c.checkTable(2)
            c.field(2, "from")
            let from = try c.point(-1, t)
            c.field(2, "to")
            let to = try c.point(-1, t)
            c.field(2, "duration")
            let duration = try c.number(-1)
            let origin = c.callerLocation()
            let r = try stage.lua.whileActive(c) { try w.pan(from: from, to: to, duration: duration, origin: origin) }
            stage.push(stage.unlessReset(w, r), c)
            return 1
        }
        // window:pinch{center =, fromScale = 1, toScale =, duration =}: a typo'd key would
        // silently pinch with a default, so unknown keys are errors
        window.method("pinch") { [unowned stage] c, w in
            try c.checkTable(2)
            for key in try c.stringKeys(2) where !["center", "fromScale", "toScale", "duration"].contains(key) {
                throw c.argumentError(2, "unknown key '\(key)' (expected center, fromScale, toScale, duration)")
            }
            guard c.field(2, "center") == .table else { throw c.argumentError(2, "center must be a Point, got \(c.typeName(-1))") }
            let center = try c.point(-1, t)
            func number(_ key: String, default value: Double? = nil) throws -> Double {
                let type = c.field(2, key)
                if type == .nil, let value { return value }
                guard type == .number else { throw c.argumentError(2, "\(key) must be a number, got \(c.typeName(-1))") }
                return try c.number(-1)
            }
            let fromScale = try number("fromScale", default: 1)
            let toScale = try number("toScale"), duration = try number("duration")
            let origin = c.callerLocation()
            let r = try stage.lua.whileActive(c) {
                try w.pinch(center: center, fromScale: fromScale, toScale: toScale, duration: duration, origin: origin)
            }
            stage.push(stage.unlessReset(w, r), c)
            return 1
        }
    }
}

extension Stage {
    /// `result` of a call on `view` (a hit test, a touch), or nil when the call reset the
    /// engine (an override ran `transit.reset()`): a new box for an object of the old engine
    /// would escape the reset's retiring of its boxes, and work on the abandoned engine.
    func unlessReset<T>(_ view: View, _ result: T?) -> T? {
        view.engine === engine ? result : nil
    }

    /// Pushes a recognizer as its own class, or nil.
    func push(_ g: GestureRecognizer?, _ c: LuaCall) {
        switch g {
        case let tap as TapGestureRecognizer: c.push(tap, as: classes.tap)
        case let edge as ScreenEdgePanGestureRecognizer: c.push(edge, as: classes.edgePan)
        case let pan as PanGestureRecognizer: c.push(pan, as: classes.pan)
        case let pinch as PinchGestureRecognizer: c.push(pinch, as: classes.pinch)
        case let g?: c.push(g, as: classes.gesture)
        case nil: c.pushNil()
        }
    }

    /// The view argument at `i` whose coordinates a point is in, or nil: the window's.
    func coordinateSpace(_ c: LuaCall, _ i: Int32) throws -> View? {
        c.isNoneOrNil(i) ? nil : try view(c, i)
    }

    /// A recognizer made by `TapGestureRecognizer(…)`, `PanGestureRecognizer(…)` or
    /// `PinchGestureRecognizer(…)`: its action
    /// — the function, or the target — is kept on the recognizer's Lua side, not in the
    /// registry (RecognizerKeys), and looked up each time the gesture fires.
    func makeRecognizer(_ c: LuaCall, _ kind: String,
                        _ make: (@escaping (GestureRecognizer) throws -> Void) -> GestureRecognizer) throws -> Int32 {
        let (held, action) = try gestureAction(c, kind)
        try c.admitObject()
        let recognizer = make(action)
        recognizer.delegate = recognizerDelegate(kind)     // its Lua-side `delegate` field answers
        push(recognizer, c)                                 // +1 the recognizer
        c.setHidden(-1, RecognizerKeys.action, held)
        return 1
    }

    /// `view:addGestureRecognizer(g)` with `g`'s userdata at `i`: the view's Lua side keeps the
    /// recognizer's (and so its action) while it is attached. A view not in the live tree is
    /// anchored until it enters it and leaves it again (Stage.keepLuaSide), so a script may
    /// drop its own references to both before showing it, as in UIKit.
    func attach(_ g: GestureRecognizer, at i: Int32, to v: View, _ c: LuaCall) {
        let old = g.view
        v.addGestureRecognizer(g)
        noteAttached(at: i, to: v, from: old, c)
    }

    /// The Lua side of attaching the recognizer at `i` to `v` (the view at 1), which it
    /// left `old` for.
    func noteAttached(at i: Int32, to v: View, from old: View?, _ c: LuaCall) {
        let g1 = i < 0 ? c.count + 1 + i : i
        if let old, old !== v {                             // UIKit moves it: the old view lets go
            push(old, c)
            c.setHiddenMember(-1, RecognizerKeys.attached, g1, false)
            c.pop()
        }
        c.setHiddenMember(1, RecognizerKeys.attached, g1, true)
        if !engine.holds(v) { lua.anchor(v) }
    }

    /// A constructor's action: a function called with the recognizer, or a target and the
    /// name of its method (looked up when the gesture fires, as UIKit's selector) — as
    /// arguments, `TapGestureRecognizer(fn)` / `(target, "name")`, or as a table,
    /// `{action = fn}` / `{target = t, action = "name"}` (LUA_API.md's constructor form).
    /// Returns the stack index of what the recognizer keeps (the function or the target).
    func gestureAction(_ c: LuaCall, _ kind: String) throws -> (held: Int32, (GestureRecognizer) throws -> Void) {
        // a callable table (luassert's spy.new(fn)) is an action, not an options table
        if c.isCallable(1) { return (1, action(calling: kind)) }
        if c.type(1) == .table && c.isNoneOrNil(2) {
            for key in try c.stringKeys(1) where key != "action" && key != "target" {
                throw c.argumentError(1, "unknown key '\(key)' (expected action, target)")
            }
            let hasTarget = c.field(1, "target") != .nil
            let target = c.count
            let type = c.field(1, "action")
            if !hasTarget && c.isCallable(c.top) { return (c.count, action(calling: kind)) }
            if hasTarget && type == .string { return (target, action(of: try c.name(c.top), kind)) }
            throw c.argumentError(1, "\(kind){…} expects 'action' = a function, or 'target' and 'action' = the name of its method")
        }
        guard !c.isNoneOrNil(1), c.type(2) == .string else {
            throw c.argumentError(1, "\(kind) expects an action function, or a target and the name of its method")
        }
        return (1, action(of: try c.name(2), kind))
    }

    /// What a recognizer keeps on its Lua side, pushed for its action. Nil when that is gone
    /// with a view that has left the window, which only a finger still down when the view
    /// left (and the script let go of it and its controller) can reach: UIKit cancels such a
    /// touch, so nothing is called. Gone while the view is on screen would be a bridge bug:
    /// a clear error, not silence.
    private func kept(by g: GestureRecognizer, _ what: @autoclosure () -> String) throws -> LuaRef? {
        if let ref = lua.hiddenReference(RecognizerKeys.action, of: { push(g, $0) }) { return ref }
        guard let view = g.view, engine.holds(view) else { return nil }
        throw CoreError(.invalidArgument, "\(what()) is gone: its view left Lua's reach before it was shown")
    }

    private func action(calling kind: String) -> (GestureRecognizer) throws -> Void {
        { [unowned self] g in
            // worded only for an error (runCallback)
            guard let held = try self.kept(by: g, "the action of \(kind)") else { return }
            try self.runCallback(held, "the action of \(kind)") { c in
                self.push(g, c)
                return 1
            }
        }
    }

    private func action(of name: String, _ kind: String) -> (GestureRecognizer) throws -> Void {
        { [unowned self] g in
            // worded only for an error (runCallback)
            guard let held = try self.kept(by: g, "the target of \(kind)") else { return }
            let ran = try self.callMethod(name, of: held, "the target of \(kind)") { c in
                self.push(g, c)
                return 1
            }
            if !ran { throw CoreError(.invalidArgument, "the target of \(kind) has no method '\(name)'") }
        }
    }
}

/// The hidden keys (HiddenKey) of recognizers and views: a recognizer's action function or
/// target, and the set of recognizers a view has attached from Lua.
enum RecognizerKeys {
    static let action = HiddenKey()
    static let attached = HiddenKey()
}
