import Lua
import TransitCore

/// `PropertyAnimator` (UIViewPropertyAnimator): `PropertyAnimator{duration =, curve = |
/// dampingRatio = [, initialVelocity =] | timingParameters =, animations =}`, `PropertyAnimator.runningPropertyAnimator{duration =,
/// delay =, curve =, animations =, completion =}`, and UIKit's methods and properties with
/// UIKit's names. Positions are strings: `"end"`, `"start"`, `"current"`.
enum PropertyAnimatorBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        var def = LuaClassDefinition<PropertyAnimator>(name: "PropertyAnimator")
        def.property("state", get: { c, a in c.push(a.state.rawValue) })
        def.property("isRunning", get: { c, a in c.push(a.isRunning) })
        def.property("duration", get: { c, a in c.push(a.duration) })
        def.property("delay", get: { c, a in c.push(a.delay) })
        def.property("isReversed", get: { c, a in c.push(a.isReversed) },
                     set: { c, a in try a.setReversed(try c.boolean(3)) })
        def.property("fractionComplete", get: { c, a in c.push(a.fractionComplete) }, set: { [unowned stage] c, a in
            let f = try c.number(3)
            try stage.lua.whileActive(c) { try a.setFractionComplete(f) }   // may start the blocks
        })
        def.property("pausesOnCompletion", get: { c, a in c.push(a.pausesOnCompletion) },
                     set: { c, a in a.pausesOnCompletion = try c.boolean(3) })
        def.property("scrubsLinearly", get: { c, a in c.push(a.scrubsLinearly) },
                     set: { c, a in a.scrubsLinearly = try c.boolean(3) })
        def.property("isInterruptible", get: { c, a in c.push(a.isInterruptible) },
                     set: { c, a in try a.setInterruptible(try c.boolean(3)) })
        def.property("isUserInteractionEnabled", get: { c, a in c.push(a.isUserInteractionEnabled) },
                     set: { c, a in try a.setUserInteractionEnabled(try c.boolean(3)) })

        def.method("startAnimation") { [unowned stage] c, a in
            let delay = try c.optionalNumber(2) ?? 0
            try stage.lua.whileActive(c) { try a.startAnimation(afterDelay: delay) }
            return 0
        }
        def.method("pauseAnimation") { [unowned stage] c, a in
            try stage.lua.whileActive(c) { try a.pauseAnimation() }
            return 0
        }
        def.method("stopAnimation") { [unowned stage] c, a in
            let withoutFinishing = try c.boolean(2)
            try stage.lua.whileActive(c) { try a.stopAnimation(withoutFinishing) }   // a Lua curve runs
            return 0
        }
        def.method("finishAnimation") { [unowned stage] c, a in
            let name = try c.string(2)
            guard let position = PropertyAnimator.Position(rawValue: name) else {
                throw c.argumentError(2, "\"end\", \"start\" or \"current\" expected, got '\(name)'")
            }
            try stage.lua.whileActive(c) { try a.finishAnimation(at: position) }
            return 0
        }
        // `continueAnimation(withTimingParameters:durationFactor:)`: a curve (UICubicTimingParameters'
        // counterparts: a name, an Easing value, a function), or SpringTimingParameters' table
        // (UISpringTimingParameters) — a plain table; a callable one is a curve
        def.method("continueAnimation") { [unowned stage] c, a in
            if c.type(2) == .table && !c.isCallable(2) {
                let factor = try c.optionalNumber(3) ?? 0             // first: reading the table pushes its fields
                let spring = try SpringTimingParametersBinding.read(c, 2, what: "continueAnimation").timing
                try stage.lua.whileActive(c) { try a.continueAnimation(spring: spring, durationFactor: factor) }
                return 0
            }
            let curve = c.isNoneOrNil(2) ? nil : try EasingBinding.curve(stage, c, 2)
            let factor = try c.optionalNumber(3) ?? 0
            try stage.lua.whileActive(c) { try a.continueAnimation(curve: curve, durationFactor: factor) }
            return 0
        }
        def.method("addAnimations") { [unowned stage] c, a in
            guard c.isCallable(2) else { throw c.typeError(2, expected: "function") }
            let delayFactor = try c.optionalNumber(3) ?? 0
            let body = block(stage, c, 1, 2, a)
            try stage.lua.whileActive(c) { try a.addAnimations(delayFactor: delayFactor, body) }
            return 0
        }
        def.method("addCompletion") { [unowned stage] c, a in
            guard c.isCallable(2) else { throw c.typeError(2, expected: "function") }
            a.addCompletion(completion(stage, c, 1, 2, a, origin: a.origin))
            return 0
        }
        // Swift's `observe(\.isRunning, options: [.old, .new]) { animator, change in … }`:
        // the key path as a string ("isRunning", the one observable key), the change as a table
        // `{oldValue =, newValue =}`; the function kept with the animator, as its completions,
        // under the observation's token until `invalidate()` lets it go: a script observing
        // and invalidating again and again on one animator keeps nothing of the ones it ended
        def.method("observe") { [unowned stage] c, a in
            let keyPath = try c.string(2)
            guard keyPath == "isRunning" else {
                throw c.argumentError(2, "only \"isRunning\" can be observed (got '\(keyPath)')")
            }
            guard c.isCallable(3) else { throw c.typeError(3, expected: "function") }
            try c.admitObject()
            let what = "an isRunning observer of the property animator created at \(a.origin)"
            var n = 0                                              // the token, known once made
            let observation = a.observeIsRunning { [unowned stage, weak a] old, new in
                guard let a, let ref = try kept(stage, a, AnimatorKeys.observers, n, what) else { return }
                try stage.runCallback(ref, what) { c in
                    c.push(a, as: stage.classes.animator)
                    c.newTable()
                    c.push(old); c.setField(-2, "oldValue")
                    c.push(new); c.setField(-2, "newValue")
                    return 2
                }
            }
            n = observation.token
            c.setHiddenElement(1, AnimatorKeys.observers, n, 3)
            c.push(observation, as: stage.classes.observation)
            return 1
        }
        def.description { a in "PropertyAnimator #\(a.id) (\(a.state.rawValue)\(a.isRunning ? ", running" : ""))" }
        // The stage is gone when a state released without close() finalizes its boxes.
        lua.defineClass(def, as: stage.classes.animator, whenCollected: { [unowned stage, liveness = stage.liveness] a in
            if liveness.isAlive { stage.released(a) }
        })

        var observation = LuaClassDefinition<PropertyAnimator.Observation>(name: "KeyValueObservation")
        observation.method("invalidate") { c, o in
            // The function goes from the animator's Lua side if it has one (a box collected
            // took its functions with it: nothing to clear, and no new box is made for it).
            if let a = o.animator, c.pushBoxed(a) {
                c.pushNil()
                c.setHiddenElement(-2, AnimatorKeys.observers, o.token, -1)
                c.pop(2)
            }
            o.invalidate()
            return 0
        }
        lua.defineClass(observation, as: stage.classes.observation)

        let c = lua.hostCall
        c.newTable()                                               // PropertyAnimator
        lua.push { [unowned stage] c in try make(stage, c, running: true) }
        c.setField(-2, "runningPropertyAnimator")
        c.newTable()                                               // its metatable
        lua.push { [unowned stage] c in
            c.dropCalledValue()
            return try make(stage, c, running: false)
        }
        c.setField(-2, "__call")
        c.push("PropertyAnimator"); c.setField(-2, "__name")
        c.push(false); c.setField(-2, "__metatable")              // hidden, as bound objects' are
        lua.setMetatableOfTop()
        lua.defineGlobal("PropertyAnimator")
    }

    static let keys = ["duration", "curve", "dampingRatio", "initialVelocity", "timingParameters", "animations"]
    static let runningKeys = ["duration", "delay", "curve", "animations", "completion"]

    /// `PropertyAnimator{…}` (`__call`'s self dropped) or
    /// `PropertyAnimator.runningPropertyAnimator{…}`, which starts at once: the table is argument #1.
    static func make(_ stage: Stage, _ c: LuaCall, running: Bool) throws -> Int32 {
        let t: Int32 = 1
        guard c.type(t) == .table else {
            throw c.argumentError(1, "table expected, got \(c.type(t) == .none ? "no value" : c.typeName(t))")
        }
        for key in try c.stringKeys(t) where !(running ? runningKeys : keys).contains(key) {
            throw c.argumentError(1, "unknown key '\(key)' (expected \((running ? runningKeys : keys).joined(separator: ", ")))")
        }
        guard c.field(t, "duration") == .number else { throw c.argumentError(1, "'duration' must be a number (seconds)") }
        let duration = try c.number(-1)
        var curve = TimingCurve.easeInOut
        let hasCurve = c.field(t, "curve") != .nil
        if hasCurve { curve = try EasingBinding.curve(stage, c, c.top) }
        let parameters = running ? nil : try springParameters(c, t, hasCurve: hasCurve)
        // a zero duration leaves a damping ratio nothing to fit (as View.animate's); a
        // physical spring ignores the duration anyway. Only a spring made gives y its dy.
        var curveY: TimingCurve?
        if let parameters, duration > 0 || !parameters.honoursAnimationDuration {
            do {
                curve = try parameters.curve(duration: duration)
                curveY = try parameters.curveY(duration: duration)
            } catch { throw c.error("\(error)") }
        }
        let delay = running && c.field(t, "delay") != .nil ? try c.number(c.top) : 0
        var animations: Int32?, done: Int32?
        if c.field(t, "animations") != .nil {
            guard c.isCallable(-1) else { throw c.typeError(c.top, expected: "function") }
            animations = c.top
        }
        if running && c.field(t, "completion") != .nil {
            guard c.isCallable(-1) else { throw c.typeError(c.top, expected: "function") }
            done = c.top
        }
        try c.admitObject()
        let origin = c.callerLocation()
        let animator = try PropertyAnimator(engine: stage.engine, duration: duration, curve: curve,
                                            curveY: curveY, origin: origin)
        c.push(animator, as: stage.classes.animator)               // +1, what this returns
        let a = c.top
        // unowned: the animator is held by its userdata, which the stage's state holds
        animator.onActiveChanged = { [unowned stage, unowned animator] active in
            if active {
                stage.lua.anchor(animator)
                CATransactionBinding.note(animator, stage)
            } else {
                stage.lua.unanchor(animator)
                CATransactionBinding.ended(animator, stage)
            }
        }
        try stage.lua.whileActive(c) {
            if let animations { try animator.addAnimations(block(stage, c, a, animations, animator)) }
            if let done { animator.addCompletion(completion(stage, c, a, done, animator, origin: origin)) }
            if running { try animator.startAnimation(afterDelay: delay) }
        }
        c.pushValue(a)
        return 1
    }

    /// The spring of `PropertyAnimator{…}`, if any: `dampingRatio =` with `initialVelocity =`
    /// beside it (`UIViewPropertyAnimator(duration:dampingRatio:)`, and
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`), or `timingParameters =`
    /// (`UIViewPropertyAnimator(duration:timingParameters:)` with a `SpringTimingParameters`).
    static func springParameters(_ c: LuaCall, _ t: Int32, hasCurve: Bool) throws -> SpringTimingParameters? {
        let ratio = c.field(t, "dampingRatio") == .nil ? nil : try c.number(c.top)
        var velocity: (dx: Double, dy: Double)?
        if c.field(t, "initialVelocity") != .nil {
            velocity = try SpringTimingParametersBinding.velocity(c, c.top, what: "PropertyAnimator")
        }
        if c.field(t, "timingParameters") != .nil {
            let given = c.top
            for (key, present) in [("curve", hasCurve), ("dampingRatio", ratio != nil), ("initialVelocity", velocity != nil)] where present {
                throw c.argumentError(1, "'timingParameters' and '\(key)' cannot be combined (the timing parameters hold the spring)")
            }
            return try SpringTimingParametersBinding.read(c, given, what: "timingParameters")
        }
        guard let ratio else {
            if velocity != nil { throw c.argumentError(1, "'initialVelocity' needs 'dampingRatio' (a spring animator)") }
            return nil
        }
        if hasCurve { throw c.argumentError(1, "'dampingRatio' and 'curve' cannot be combined (the spring is the curve)") }
        return SpringTimingParameters(form: .dampingRatio(ratio), dx: velocity?.dx ?? 0, dy: velocity?.dy ?? 0)
    }

    /// An animation block: the function at `fn`, kept on the Lua side of the animator at
    /// `object` (AnimatorKeys) rather than in the registry, so a block that captures its
    /// animator is no cycle the collectors miss; looked up when it runs.
    static func block(_ stage: Stage, _ c: LuaCall, _ object: Int32, _ fn: Int32, _ animator: PropertyAnimator) -> () throws -> Void {
        let n = c.appendHidden(object, AnimatorKeys.blocks, fn)
        let what = "an animation block of the property animator created at \(animator.origin)"
        return { [unowned stage, weak animator] in
            guard let ref = try kept(stage, animator, AnimatorKeys.blocks, n, what) else { return }
            try stage.lua.callback(ref)
        }
    }

    /// A completion `fn(position)` (the function at `fn`), kept as the blocks are; run once.
    static func completion(_ stage: Stage, _ c: LuaCall, _ object: Int32, _ fn: Int32, _ animator: PropertyAnimator,
                           origin: String) -> (PropertyAnimator.Position) throws -> Void {
        let n = c.appendHidden(object, AnimatorKeys.completions, fn)
        let what = "a completion of the property animator created at \(origin)"
        return { [unowned stage, weak animator] position in
            guard let ref = try kept(stage, animator, AnimatorKeys.completions, n, what) else { return }
            try stage.runCallback(ref, what) { c in
                c.push(position.rawValue)
                return 1
            }
        }
    }

    /// Element `n` of what the animator keeps under `key`; an animator or function gone (its
    /// userdata collected while it was not active) is a clear error. Nil — nothing to run —
    /// for an animator of an engine a callback reset (a completion running `transit.reset()`,
    /// the completions after it): nothing of the old engine runs after a reset
    /// (docs/lua-module.md, `transit.reset()`).
    static func kept(_ stage: Stage, _ animator: PropertyAnimator?, _ key: HiddenKey, _ n: Int, _ what: String) throws -> LuaRef? {
        if let animator, animator.engine !== stage.engine { return nil }
        let ref = stage.lua.hiddenReference(key, element: n) { c in
            if let animator { c.push(animator, as: stage.classes.animator) } else { c.pushNil() }
        }
        guard let ref else { throw CoreError(.invalidArgument, "\(what) is gone: its animator left Lua's reach while not running") }
        return ref
    }
}

extension Stage {
    /// A property animator the script let go of — its box collected, its engine reset, the
    /// state closed — while paused or stopped, which UIKit raises for
    /// (PropertyAnimator+Release.swift): the warning, naming where it was made — unless the
    /// host reported its engine's test failed (``animatorReleaseIsReported``) — then the
    /// animator ended where it is. Runs in a finalizer: no Lua.
    func released(_ animator: PropertyAnimator) {
        guard let warning = animator.releaseWarning else { return }
        if !(animatorReleaseIsReported && animator.engine === engine) { runtime.warnings(warning.description) }
        animator.abandon()
    }
}

/// The hidden keys (HiddenKey) of a property animator's Lua side: its animation blocks and
/// its completions (arrays, in the order added; kept until the animator is collected), and
/// its `isRunning` observers' functions (by observation token, until `invalidate()`).
enum AnimatorKeys {
    static let blocks = HiddenKey()
    static let completions = HiddenKey()
    static let observers = HiddenKey()
}
