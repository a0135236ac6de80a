import Lua
import TransitCore

/// Interactive transitions (LUA_API.md "Controllers and presentation"; docs/transitions.md
/// "Interactive transitions"): `PercentDrivenInteractiveTransition()` or
/// `PercentDrivenInteractiveTransition{completionSpeed =, completionCurve =,
/// wantsInteractiveStart =}` with UIKit's `update(percent)`, `finish()`, `cancel()`, `pause()`,
/// `percentComplete`, `duration`, `completionSpeed`, `completionCurve`, `wantsInteractiveStart`. A delegate's `interactionControllerForPresentation`,
/// `interactionControllerForDismissal` (transitioning) or `interactionControllerFor`
/// (navigation) returns one, or a table with `startInteractiveTransition(ctx)`, or nil.
enum InteractionBinding {
    static let keys = ["completionSpeed", "completionCurve", "wantsInteractiveStart"]

    static func install(on stage: Stage) {
        let lua = stage.lua
        var def = LuaClassDefinition<PercentDrivenInteractiveTransition>(name: "PercentDrivenInteractiveTransition")
        def.property("percentComplete", get: { c, i in c.push(i.percentComplete) })
        def.property("duration", get: { c, i in c.push(i.duration) })
        def.property("completionSpeed", get: { c, i in c.push(i.completionSpeed) },
                     set: { c, i in try i.setCompletionSpeed(try c.number(3)) })
        def.property("completionCurve", get: { c, i in c.push(i.completionCurve.name) },
                     set: { [unowned stage] c, i in try i.setCompletionCurve(try EasingBinding.curve(stage, c, 3)) })
        def.property("wantsInteractiveStart", get: { c, i in c.push(i.wantsInteractiveStart) },
                     set: { c, i in i.wantsInteractiveStart = try c.boolean(3) })
        def.method("pause") { [unowned stage] c, i in
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try i.pause(origin: origin) }    // runs the coordinator's handlers
            return 0
        }
        def.method("update") { c, i in
            try i.update(try c.number(2), origin: c.callerLocation())
            return 0
        }
        def.method("finish") { [unowned stage] c, i in
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try i.finish(origin: origin) }
            return 0
        }
        def.method("cancel") { [unowned stage] c, i in
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try i.cancel(origin: origin) }
            return 0
        }
        def.description { i in i.description }
        lua.defineClass(def, as: stage.classes.interaction)

        let c = lua.hostCall
        c.newTable()                                               // PercentDrivenInteractiveTransition
        c.newTable()                                               // its metatable
        lua.push { [unowned stage] c in try make(stage, c) }
        c.setField(-2, "__call")
        c.push("PercentDrivenInteractiveTransition"); c.setField(-2, "__name")
        c.push(false); c.setField(-2, "__metatable")              // hidden, as bound objects' are
        lua.setMetatableOfTop()
        lua.defineGlobal("PercentDrivenInteractiveTransition")
    }

    /// `PercentDrivenInteractiveTransition()` or `…{completionSpeed =, completionCurve =}`
    /// (the table is argument #1 to the script, 2 after `__call`'s self).
    static func make(_ stage: Stage, _ c: LuaCall) throws -> Int32 {
        let interaction = PercentDrivenInteractiveTransition()
        switch c.type(2) {
        case .none, .nil:
            break
        case .table:
            for key in try c.stringKeys(2) where !keys.contains(key) {
                throw c.argumentError(1, "unknown key '\(key)' (expected \(keys.joined(separator: ", ")))")
            }
            switch c.field(2, "completionSpeed") {
            case .nil: break
            case .number: try interaction.setCompletionSpeed(try c.number(c.top))
            default: throw c.argumentError(1, "'completionSpeed' must be a number, got \(c.typeName(c.top))")
            }
            if c.field(2, "completionCurve") != .nil { try interaction.setCompletionCurve(try EasingBinding.curve(stage, c, c.top)) }
            switch c.field(2, "wantsInteractiveStart") {
            case .nil: break
            case .boolean: interaction.wantsInteractiveStart = try c.boolean(c.top)
            default: throw c.argumentError(1, "'wantsInteractiveStart' must be a boolean, got \(c.typeName(c.top))")
            }
        default:
            throw c.argumentError(1, "table or no value expected, got \(c.typeName(2))")
        }
        try c.admitObject()
        c.push(interaction, as: stage.classes.interaction)
        return 1
    }
}

/// An interaction controller written in Lua: a table with `startInteractiveTransition(ctx)`,
/// which reports through `ctx:updateInteractiveTransition(p)`,
/// `ctx:finishInteractiveTransition()`, `ctx:cancelInteractiveTransition()`,
/// `ctx:pauseInteractiveTransition()` and animates by itself; `wantsInteractiveStart = false`
/// in the table begins it non-interactive.
final class ScriptedInteractionController: InteractiveTransitioning {
    unowned let stage: Stage
    let table: LuaRef
    let subject: String
    let wantsInteractiveStart: Bool

    init(stage: Stage, table: LuaRef, vendedBy method: String) throws {
        self.stage = stage
        self.table = table
        subject = "the interaction controller \(method) returned"
        let type = try stage.methodType("startInteractiveTransition", of: table)
        guard type == "function" else {
            throw CoreError(.invalidArgument, "\(subject) has no 'startInteractiveTransition' function\(type == "nil" ? "" : " (got \(type))")")
        }
        let (wants, value) = try stage.booleanField("wantsInteractiveStart", of: table)
        guard wants == "nil" || wants == "boolean" else {
            throw CoreError(.invalidArgument, "wantsInteractiveStart of \(subject) must be a boolean, got \(wants)")
        }
        wantsInteractiveStart = value ?? true
    }

    func startInteractiveTransition(_ context: TransitionContext) throws {
        _ = try stage.callMethod("startInteractiveTransition", of: table, subject) { [stage] c in
            stage.push(context, c)
            return 1
        }
    }
}

extension Stage {
    /// Asks a delegate table's `method(animator)` for an interaction controller: a
    /// `PercentDrivenInteractiveTransition`, a table with `startInteractiveTransition`, or nil
    /// (no such method, or nil: the transition runs by the clock). A navigation or tab bar
    /// delegate also gets the controller calling after the animator (`pushCaller` pushes it).
    func interactionController(_ method: String, of table: LuaRef, _ subject: @autoclosure () -> String,
                               animator: any AnimatedTransitioning,
                               pushCaller: ((LuaCall) -> Void)? = nil) throws -> (any InteractiveTransitioning)? {
        var got = "nil"                                            // worded only for no controller
        var percentDriven: PercentDrivenInteractiveTransition?
        var scripted: LuaRef?
        let ran = try callMethod(method, of: table, subject(), arguments: { c in
            if let animator = animator as? ScriptedAnimator { c.push(animator.table) } else { c.pushNil() }
            guard let pushCaller else { return 1 }  // a transitioning delegate: the animator only
            pushCaller(c)
            return 2
        }, read: { [self] c in
            if c.type(-1) == .table { scripted = c.reference(-1) }
            percentDriven = c.optionalObject(-1, classes.interaction) as? PercentDrivenInteractiveTransition
            if scripted == nil, percentDriven == nil { got = c.typeName(-1) }
        })
        guard ran else { return nil }
        if let percentDriven { return percentDriven }
        guard let scripted else {
            guard got != "nil" else { return nil }
            throw CoreError(.invalidArgument, "\(method) of \(subject()) must return a PercentDrivenInteractiveTransition, a table with startInteractiveTransition, or nil; got \(got)")
        }
        return try ScriptedInteractionController(stage: self, table: scripted, vendedBy: method)
    }
}
