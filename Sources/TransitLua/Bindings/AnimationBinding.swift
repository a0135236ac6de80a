import Lua
import TransitCore

/// `View.animate` (LUA_API.md "Animation"), positional — `View.animate(duration, animations
/// [, completion])` — and as one table — `View.animate{duration =, delay =, curve =,
/// options =, dampingRatio =, initialVelocity =, repeatCount =, autoreverses =, animations =,
/// completion =}` or iOS 17's `{springDuration =, bounce =, initialSpringVelocity =, …}` — the
/// handle it returns, `View.performWithoutAnimation(fn)`, and `View.setAnimationRepeatCount(n)`,
/// `View.setAnimationRepeatAutoreverses(b)` inside a block.
enum AnimationBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        var handle = LuaClassDefinition<AnimationHandle>(name: "AnimationHandle")
        // A block `View.animate` began may have ended with its timing row, its handle not yet
        // told (AnimationSystem+RowEnds.swift): each read settles it first.
        handle.property("id", get: { c, h in c.push(h.id) })
        handle.property("isFinished", get: { [unowned stage] c, h in
            stage.engine.animations.settle(h)
            c.push(h.isFinished)
        })
        handle.property("finished", get: { [unowned stage] c, h in
            stage.engine.animations.settle(h)
            if let f = h.finished { c.push(f) } else { c.pushNil() }
        })
        handle.method("await") { [unowned stage] c, h in
            stage.engine.animations.willAwait(h)
            return try stage.tasks.await(h, c)
        }
        handle.description { [unowned stage] h in
            stage.engine.animations.settle(h)
            return "AnimationHandle #\(h.id) (\(h.finished.map { "finished=\($0)" } ?? "running"))"
        }
        lua.defineClass(handle, as: stage.classes.handle)

        let c = lua.hostCall
        c.newTable()                                               // the View namespace
        lua.push { [unowned stage] c in try animate(stage, c) }
        c.setField(-2, "animate")
        lua.push { [unowned stage] c in
            let body = try c.function(1)
            try stage.lua.whileActive(c) {
                try stage.engine.performWithoutAnimation { try c.callback(body) }
            }
            return 0
        }
        c.setField(-2, "performWithoutAnimation")
        // UIKit's class methods that set the enclosing block's repetition from inside it
        lua.push { [unowned stage] c in
            try stage.engine.animations.setAnimationRepeatCount(try c.number(1))
            return 0
        }
        c.setField(-2, "setAnimationRepeatCount")
        lua.push { [unowned stage] c in
            try stage.engine.animations.setAnimationRepeatAutoreverses(try c.boolean(1))
            return 0
        }
        c.setField(-2, "setAnimationRepeatAutoreverses")
        lua.push { [unowned stage] c in try KeyframeBinding.animateKeyframes(stage, c) }
        c.setField(-2, "animateKeyframes")
        lua.push { [unowned stage] c in try KeyframeBinding.addKeyframe(stage, c) }
        c.setField(-2, "addKeyframe")
        lua.push { [unowned stage] c in try ViewTransitionBinding.transition(stage, c) }
        c.setField(-2, "transition")
        HitTestBinding.addDefaults(to: -1, stage)
        lua.defineGlobal("View")
    }

    /// The keys of the table form, for its error message.
    static let tableKeys = ["duration", "delay", "curve", "options", "dampingRatio", "initialVelocity",
                            "usingSpringWithDamping", "springDuration", "bounce", "initialSpringVelocity",
                            "repeatCount", "autoreverses", "animations", "completion"]

    static func animate(_ stage: Stage, _ c: LuaCall) throws -> Int32 {
        var duration: Double?
        var delay = 0.0
        var curve = TimingCurve.easeInOut
        var options: AnimationOptions = []
        var repeatCount: Double?                                   // nil: not given
        let animations: LuaRef
        var completion: LuaRef?
        if c.type(1) == .table {                                   // View.animate{…}
            try rejectUnknownKeys(c, tableKeys)
            if c.field(1, "duration") != .nil { duration = try c.number(-1) }
            if c.field(1, "delay") != .nil { delay = try c.number(-1) }
            let hasCurve = c.field(1, "curve") != .nil
            if hasCurve { curve = try EasingBinding.curve(stage, c, c.top) }
            if c.field(1, "options") != .nil {
                let (parsed, optionCurve) = try parseOptions(c, c.top)
                options = parsed
                if let optionCurve {
                    if hasCurve { throw c.argumentError(1, "'curve' and the curve option '\(optionCurve.option)' cannot be combined") }
                    curve = optionCurve.curve
                }
            }
            // a curve option gives way to the spring: usingSpringWithDamping takes any
            // UIView.AnimationOptions, and its timing curve is the spring's. iOS 17's form is
            // read first: it refuses dampingRatio and initialVelocity beside it by name, where
            // the older form would ask for a duration it also refuses.
            let springKeys = try SpringKeys(c)
            if let spring = try perceptualSpring(c, springKeys, duration: duration, hasCurve: hasCurve) {
                curve = spring
            } else if let spring = try uikitSpring(c, springKeys, duration: duration, hasCurve: hasCurve) {
                curve = spring
            }
            if c.field(1, "repeatCount") != .nil { repeatCount = try parseRepeatCount(c, c.top) }
            if c.field(1, "autoreverses") != .nil, try c.boolean(c.top) { options.insert(.autoreverse) }
            if duration == nil && curve.naturalDuration == nil {
                throw c.argumentError(1, "'duration' must be a number (seconds)")
            }
            guard c.field(1, "animations") != .nil, c.isCallable(c.top) else { throw c.argumentError(1, "'animations' must be a function") }
            animations = c.reference(c.top)
            if c.field(1, "completion") != .nil { completion = try c.function(c.top) }
        } else {                                                   // View.animate(d, fn [, done])
            duration = try c.number(1)
            animations = try c.function(2)
            completion = try c.optionalFunction(3)
        }
        // Running animations live in Swift, where the Lua allocator cannot see them: they are
        // capped with the other host objects.
        let cap = stage.lua.limits.hostObjects
        if cap > 0 && stage.engine.runningAnimationCount >= cap {
            throw c.error("too many running animations (limit \(cap))")
        }
        try c.admitObject()                                        // the handle
        let origin = c.callerLocation()
        let onComplete = completion.map { stage.oneShot($0, "the completion of the animation begun at \(origin)") }
        // the handle goes to the script's box only, whose reads settle it (above)
        stage.engine.animations.nextBlockMayEndWithItsRow = true
        defer { stage.engine.animations.nextBlockMayEndWithItsRow = false }
        let handle = try stage.lua.whileActive(c) {
            try stage.engine.animate(duration: duration, delay: delay, curve: curve, options: options,
                                     repeatCount: repeatCount, origin: origin,
                                     animations: { try c.callback(animations) }, completion: onComplete)
        }
        CATransactionBinding.note(handle, stage)
        c.push(handle, as: stage.classes.handle)
        return 1
    }

    /// The spring keys of the table form, each read once: iOS 17's (`springDuration`,
    /// `bounce`, `initialSpringVelocity`) and the older method's (`dampingRatio`,
    /// `initialVelocity`, or its own labels `usingSpringWithDamping` and `initialSpringVelocity`,
    /// so that `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`'s
    /// labels port as they are).
    struct SpringKeys {
        var springDuration, bounce, initialSpringVelocity, dampingRatio, initialVelocity: Double?
        /// The ratio was given under UIKit's label, which its errors then name.
        var ratioLabelled = false
        var ratioName: String { ratioLabelled ? "usingSpringWithDamping" : "dampingRatio" }

        init(_ c: LuaCall) throws {
            func read(_ key: String) throws -> Double? { c.field(1, key) == .nil ? nil : try c.number(c.top) }
            springDuration = try read("springDuration")
            bounce = try read("bounce")
            initialSpringVelocity = try read("initialSpringVelocity")
            dampingRatio = try read("dampingRatio")
            if let labelled = try read("usingSpringWithDamping") {
                if dampingRatio != nil {
                    throw c.argumentError(1, "'dampingRatio' and 'usingSpringWithDamping' cannot be combined (one ratio, two names)")
                }
                dampingRatio = labelled
                ratioLabelled = true
            }
            initialVelocity = try read("initialVelocity")
        }

        /// iOS 17's form: `springDuration` or `bounce`, or `initialSpringVelocity` without
        /// `dampingRatio` (beside it, the label is `usingSpringWithDamping:initialSpringVelocity:`'s).
        var isPerceptual: Bool {
            springDuration != nil || bounce != nil || (initialSpringVelocity != nil && dampingRatio == nil)
        }
    }

    /// UIKit's spring animation, `dampingRatio =` and `initialVelocity =` with the duration —
    /// or the velocity under its label in UIKit's `usingSpringWithDamping:initialSpringVelocity:`.
    private static func uikitSpring(_ c: LuaCall, _ keys: SpringKeys, duration: Double?, hasCurve: Bool) throws -> TimingCurve? {
        if keys.initialVelocity != nil && keys.initialSpringVelocity != nil {
            throw c.argumentError(1, "'initialVelocity' and 'initialSpringVelocity' cannot be combined (one velocity, two names)")
        }
        let velocity = keys.initialVelocity ?? keys.initialSpringVelocity
        guard let ratio = keys.dampingRatio else {
            if velocity != nil { throw c.argumentError(1, "'initialVelocity' needs 'dampingRatio' (a spring animation)") }
            return nil
        }
        if hasCurve { throw c.argumentError(1, "'\(keys.ratioName)' and 'curve' cannot be combined (the spring is the curve)") }
        guard let duration else { throw c.argumentError(1, "'\(keys.ratioName)' needs a 'duration' (seconds)") }
        // no animation (a negative duration is 0, as UIKit's): no spring to make; a NaN or
        // infinite one is the engine's error
        if !(duration > 0) || !duration.isFinite { return nil }
        do {
            return try TimingCurve.spring(dampingRatio: ratio, initialVelocity: velocity ?? 0, duration: duration)
        } catch {
            throw springError(c, error, keys)
        }
    }

    /// iOS 17's `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:
    /// completion:)`: SwiftUI's `Spring(duration:bounce:)`, the same parameters, with the keys
    /// not given at the defaults of Apple's signature (0.5, 0, 0); it runs until the spring
    /// settles. UIKit's method has no other duration or curve, so neither combines with it.
    private static func perceptualSpring(_ c: LuaCall, _ keys: SpringKeys, duration: Double?, hasCurve: Bool) throws -> TimingCurve? {
        guard keys.isPerceptual else { return nil }
        let given = keys.springDuration != nil ? "springDuration" : keys.bounce != nil ? "bounce" : "initialSpringVelocity"
        let others = [("duration", duration != nil), ("curve", hasCurve),
                      (keys.ratioName, keys.dampingRatio != nil), ("initialVelocity", keys.initialVelocity != nil)]
        for (other, present) in others where present {
            throw c.argumentError(1, "'\(given)' and '\(other)' cannot be combined (animate(springDuration:bounce:…) runs until its spring settles)")
        }
        do {
            return .spring(try Spring(duration: keys.springDuration ?? 0.5, bounce: keys.bounce ?? 0,
                                      initialVelocity: keys.initialSpringVelocity ?? 0))
        } catch {
            throw springError(c, error, keys)
        }
    }

    /// The engine's error for a spring, at the script's line. Its velocity's range error says
    /// `initialVelocity`, the engine's name for it; a velocity given under UIKit's label
    /// `initialSpringVelocity` is named by that key, as the other keys' range errors name theirs.
    private static func springError(_ c: LuaCall, _ error: Error, _ keys: SpringKeys) -> LuaRaise {
        if let v = keys.initialSpringVelocity, "\(error)" == Spring.velocityProblem(v, named: "initialVelocity"),
           let problem = Spring.velocityProblem(v, named: "initialSpringVelocity") {
            return c.error(problem)
        }
        let ratio = "spring dampingRatio "
        if keys.ratioLabelled, "\(error)".hasPrefix(ratio) {
            return c.error("spring usingSpringWithDamping " + "\(error)".dropFirst(ratio.count))
        }
        return c.error("\(error)")
    }

    /// A misspelt key (`durration`) is an error, not a silently default animation.
    static func rejectUnknownKeys(_ c: LuaCall, _ known: [String]) throws {
        for key in try c.stringKeys(1) where !known.contains(key) {
            throw c.argumentError(1, "unknown key '\(key)' (expected \(known.joined(separator: ", ")))")
        }
    }

    /// `repeatCount = 3` (any positive number: UIKit's count is fractional), `math.huge` or
    /// `"forever"`. UIKit's count is a `Float` and repeats forever at `.infinity` or
    /// `greatestFiniteMagnitude` (CAMediaTiming's `repeatCount`), so both are forever here;
    /// NaN, zero and negatives are refused.
    static func parseRepeatCount(_ c: LuaCall, _ i: Int32) throws -> Double {
        if c.type(i) == .string {
            guard try c.string(i) == "forever" else {
                throw c.error("repeatCount must be a positive number, math.huge or \"forever\" (got '\(try c.string(i))')")
            }
            return .infinity
        }
        let n = try c.number(i)
        guard n > 0 else {                                          // NaN too
            throw c.error("repeatCount must be a positive number, math.huge or \"forever\" (got \(formatNumber(n)))")
        }
        return n >= Double(Float.greatestFiniteMagnitude) ? .infinity : n
    }

    /// `options = "beginFromCurrentState"` or a list of names, and the curve one of UIKit's
    /// curve options (`curveLinear` …) names, if any: a curve there as in UIKit, where the
    /// curve is option bits (one at most: UIKit's bits would mix two into a third).
    static func parseOptions(_ c: LuaCall, _ i: Int32) throws -> (AnimationOptions, (option: String, curve: TimingCurve)?) {
        try parseOptions(c, names: try optionNames(c, i))
    }

    /// ``parseOptions(_:_:)`` of names already read (`View.transition` takes its own first).
    static func parseOptions(_ c: LuaCall, names: [String]) throws -> (AnimationOptions, (option: String, curve: TimingCurve)?) {
        var options: AnimationOptions = []
        var curve: (option: String, curve: TimingCurve)?
        for name in names {
            if let named = AnimationOptions.curve(named: name) {
                if let curve { throw c.error("the curve options '\(curve.option)' and '\(name)' cannot be combined") }
                curve = (name, named)
            } else if let option = AnimationOptions(named: name) {
                options.insert(option)
            } else {
                let known = AnimationOptions.names + AnimationOptions.curveNames
                throw c.error("unknown animation option '\(name)' (known: \(known.joined(separator: ", ")))")
            }
        }
        return (options, curve)
    }

    /// One name or a list of names.
    static func optionNames(_ c: LuaCall, _ i: Int32) throws -> [String] {
        c.type(i) == .string ? [try c.string(i)] : try c.stringArray(i, what: "options")
    }
}

extension Stage {
    /// Calls a Lua callback the engine runs later (a completion, a timer); an error in it says
    /// which callback it was, and where it was set up (BRIDGE.md). `what` is worded only for
    /// that error, as the completions' and blocks' made for it (oneShot, coordinatorBlock,
    /// completion): words built at each callback or call cost more than the rest of it
    /// (docs/benchmark.md, branch twins105).
    func runCallback(_ ref: LuaRef, _ what: @autoclosure () -> String, arguments: (LuaCall) -> Int32 = { _ in 0 }) throws {
        do {
            try lua.callback(ref, arguments: arguments)
        } catch {
            throw error.within(what())
        }
    }

    /// A completion `(Bool) → ()` that calls `ref` once with `finished` and then frees it.
    func oneShot(_ ref: LuaRef, _ what: @escaping @autoclosure () -> String) -> (Bool) throws -> Void {
        { [unowned self] finished in
            try self.runCallback(ref, what()) { c in c.push(finished); return 1 }
            ref.release()
        }
    }
}
