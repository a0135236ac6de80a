import Lua
import TransitCore

/// `View.animateKeyframes(duration, options, animations [, completion])` (or one table:
/// `{duration =, delay =, options =, curve =, repeatCount =, autoreverses =, animations =,
/// completion =}`) and `View.addKeyframe(relativeStartTime, relativeDuration, animations)`.
/// Options take UIKit's keyframe names too: `calculationModeLinear`, `calculationModeCubic`,
/// `calculationModePaced`, `calculationModeDiscrete`, `calculationModeCubicPaced`.
enum KeyframeBinding {
    static let tableKeys = ["duration", "delay", "options", "curve", "repeatCount", "autoreverses",
                            "animations", "completion"]

    /// `UIView.KeyframeAnimationOptions`: the animation options but `overrideInheritedCurve`
    /// (a keyframe block's curve eases its whole path: it never inherits one).
    static let optionNames = AnimationOptions.names.filter { $0 != "overrideInheritedCurve" }

    static let modes: [(name: String, mode: KeyframeCalculationMode)] =
        KeyframeCalculationMode.allCases.map { ("calculationMode" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst(), $0) }

    static func animateKeyframes(_ stage: Stage, _ c: LuaCall) throws -> Int32 {
        var duration = 0.0, delay = 0.0
        var repeatCount: Double?                                   // nil: not given
        var curve = TimingCurve.easeInOut
        var names: [String] = []
        let animations: LuaRef
        var completion: LuaRef?
        if c.type(1) == .table {
            try AnimationBinding.rejectUnknownKeys(c, tableKeys)
            guard c.field(1, "duration") == .number else { throw c.argumentError(1, "'duration' must be a number (seconds)") }
            duration = try c.number(-1)
            if c.field(1, "delay") != .nil { delay = try c.number(-1) }
            if c.field(1, "options") != .nil { names = try AnimationBinding.optionNames(c, c.top) }
            if c.field(1, "curve") != .nil { curve = try EasingBinding.curve(stage, c, c.top) }
            if c.field(1, "repeatCount") != .nil { repeatCount = try AnimationBinding.parseRepeatCount(c, c.top) }
            if c.field(1, "autoreverses") != .nil, try c.boolean(c.top) { names.append("autoreverse") }
            guard c.field(1, "animations") != .nil, c.isCallable(c.top) else { throw c.argumentError(1, "'animations' must be a function") }
            animations = c.reference(c.top)
            if c.field(1, "completion") != .nil { completion = try c.function(c.top) }
        } else {
            duration = try c.number(1)
            if !c.isNoneOrNil(2) { names = try AnimationBinding.optionNames(c, 2) }
            animations = try c.function(3)
            completion = try c.optionalFunction(4)
        }
        var options: AnimationOptions = []
        var mode = KeyframeCalculationMode.linear
        var modeName: String?
        for name in names {
            if let m = modes.first(where: { $0.name == name }) {
                // One at most: UIKit's modes are values of one three-bit field, so two
                // combine into a third (discrete | paced is cubic), as two curve options do.
                if let modeName, modeName != name {
                    throw c.error("the calculation modes '\(modeName)' and '\(name)' cannot be combined")
                }
                modeName = name
                mode = m.mode
            } else if optionNames.contains(name), let option = AnimationOptions(named: name) {
                options.insert(option)
            } else {
                let known = optionNames + modes.map(\.name)
                throw c.error("unknown keyframe animation option '\(name)' (known: \(known.joined(separator: ", ")))")
            }
        }
        try c.admitObject()                                        // the handle
        let origin = c.callerLocation()
        let onComplete = completion.map { stage.oneShot($0, "the completion of the keyframe animation begun at \(origin)") }
        let engine = stage.engine
        stage.keyframeBlocks.append(ObjectIdentifier(engine))
        defer { stage.keyframeBlocks.removeLast() }
        let handle = try stage.lua.whileActive(c) {
            try engine.animateKeyframes(duration: duration, delay: delay, options: options,
                                        calculationMode: mode, curve: curve, repeatCount: repeatCount,
                                        origin: origin, animations: { try c.callback(animations) },
                                        completion: onComplete)
        }
        CATransactionBinding.note(handle, stage)
        c.push(handle, as: stage.classes.handle)
        return 1
    }

    static func addKeyframe(_ stage: Stage, _ c: LuaCall) throws -> Int32 {
        let start = try c.number(1), length = try c.number(2)
        let body = try c.function(3)
        // the core would say "outside animateKeyframes": the block is open, on an engine
        // `transit.reset()` replaced since it began
        if let open = stage.keyframeBlocks.last, open != ObjectIdentifier(stage.engine) {
            throw c.error("addKeyframe: the engine was reset (transit.reset()) inside the animations of "
                          + "animateKeyframes: the block belongs to the engine it replaced, which takes no keyframe now")
        }
        try stage.lua.whileActive(c) {
            try stage.engine.addKeyframe(relativeStartTime: start, relativeDuration: length) { try c.callback(body) }
        }
        return 0
    }
}
