import Lua
import TransitCore

/// The transition context an animator receives (LUA_API.md "Controllers and presentation"):
/// `ctx.containerView`, `ctx:viewController("from" | "to")`, `ctx:view(key)`,
/// `ctx:initialFrame(vc)`, `ctx:finalFrame(vc)`, `ctx.isAnimated`, `ctx.isInteractive`,
/// `ctx.transitionWasCancelled` (and a coordinator context's `isCancelled`, `percentComplete`),
/// `ctx:completeTransition(didComplete)`, `ctx:timeline{…}`
/// (TimelineBinding.swift), and what a custom
/// interaction controller reports: `ctx:updateInteractiveTransition(percent)`,
/// `ctx:finishInteractiveTransition()`, `ctx:cancelInteractiveTransition()`,
/// `ctx:pauseInteractiveTransition()`.
enum TransitionBinding {
    static func install(on stage: Stage) {
        var def = LuaClassDefinition<TransitionContext>(name: "TransitionContext")
        def.property("containerView", get: { [unowned stage] c, t in stage.push(t.containerView, c) })
        def.property("isAnimated", get: { c, t in c.push(t.isAnimated) })
        def.property("isInteractive", get: { c, t in c.push(t.isInteractive) })
        def.property("transitionWasCancelled", get: { c, t in c.push(t.transitionWasCancelled) })
        // UIViewControllerTransitionCoordinatorContext's names: a coordinator's callbacks
        // (`animate`'s blocks, `notifyWhenInteractionChanges`' handler) receive this context,
        // and UIKit code reads `context.isCancelled` there
        def.property("isCancelled", get: { c, t in c.push(t.transitionWasCancelled) })
        def.property("percentComplete", get: { c, t in c.push(t.percentComplete) })
        def.method("viewController") { [unowned stage] c, t in
            stage.push(t.viewController(forKey: try key(c)), c)
            return 1
        }
        def.method("view") { [unowned stage] c, t in
            stage.push(t.view(forKey: try key(c)), c)
            return 1
        }
        def.method("initialFrame") { [unowned stage] c, t in
            c.push(t.initialFrame(for: try stage.controller(c, 2)), stage.values)
            return 1
        }
        def.method("finalFrame") { [unowned stage] c, t in
            c.push(t.finalFrame(for: try stage.controller(c, 2)), stage.values)
            return 1
        }
        def.method("completeTransition") { [unowned stage] c, t in
            let didComplete = try c.boolean(2)
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try t.completeTransition(didComplete, origin: origin) }
            return 0
        }
        def.method("timeline") { [unowned stage] c, t in try TimelineBinding.make(stage, c, for: t) }
        def.method("updateInteractiveTransition") { c, t in
            let percent = try c.number(2)
            guard percent.isFinite else { throw c.argumentError(2, "a finite percentage expected, got \(percent.isNaN ? "nan" : percent > 0 ? "inf" : "-inf")") }
            t.updateInteractiveTransition(percent)
            return 0
        }
        def.method("finishInteractiveTransition") { [unowned stage] c, t in
            try stage.lua.whileActive(c) { try t.finishInteractiveTransition() }
            return 0
        }
        def.method("cancelInteractiveTransition") { [unowned stage] c, t in
            try stage.lua.whileActive(c) { try t.cancelInteractiveTransition() }
            return 0
        }
        def.method("pauseInteractiveTransition") { [unowned stage] c, t in
            try stage.lua.whileActive(c) { try t.pauseInteractiveTransition() }
            return 0
        }
        def.description { t in "TransitionContext " + ViewBinding.quoted(t.description) + " (\(t.phase.rawValue))" }
        stage.lua.defineClass(def, as: stage.classes.context)
    }

    /// `"from"` or `"to"` (UIKit's `UITransitionContextViewControllerKey.from` / `.to`).
    static func key(_ c: LuaCall) throws -> TransitionContext.Key {
        let name = try c.string(2)
        guard let key = TransitionContext.Key(rawValue: name) else {
            throw c.argumentError(2, "expected \"from\" or \"to\", got '\(name)'")
        }
        return key
    }
}

extension Stage {
    /// Pushes a transition context (the one userdata per context).
    func push(_ context: TransitionContext, _ c: LuaCall) {
        c.push(context, as: classes.context)
    }
}
