import Lua
import TransitCore

/// `PresentationController{presentedViewController =, presentingViewController =, <overrides>}`
/// and `vc.transitionCoordinator` (LUA_API.md "Controllers and presentation").
enum PresentationBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        var def = LuaClassDefinition<PresentationController>(name: "PresentationController")
        def.property("containerView", get: { [unowned stage] c, p in stage.push(p.containerView, c) })
        def.property("presentedView", get: { [unowned stage] c, p in
            stage.push(try stage.lua.whileActive(c) { try p.presentedView() }, c)
        })
        def.property("presentedViewController", get: { [unowned stage] c, p in stage.push(p.presentedViewController, c) })
        def.property("presentingViewController", get: { [unowned stage] c, p in stage.push(p.presentingViewController, c) })
        def.description { p in "PresentationController " + ViewBinding.quoted(p.presentedViewController.displayName) }
        for name in UIKitMethod.functionFields(of: .presentationController) { def.functionField(name) }
        lua.defineClass(def, as: stage.classes.presentationController)

        // UIKit's one protocol: the same Lua name as a rotation's coordinator (RotationBinding)
        var coordinator = LuaClassDefinition<TransitionContext.Coordinator>(name: "TransitionCoordinator")
        // Swift's name and Objective-C's: the same method.
        for name in ["animate", "animateAlongsideTransition"] {
            coordinator.method(name) { [unowned stage] c, t in
                let alongside = try c.optionalFunction(2), completion = try c.optionalFunction(3)
                let origin = c.callerLocation()
                // UIKit's Bool: whether the alongside animations could be queued.
                let queued = try stage.lua.whileActive(c) {
                    try t.animate(alongside: stage.coordinatorBlock(alongside, "the alongside animation at \(origin)"),
                                  completion: stage.coordinatorBlock(completion, "the coordinator's completion at \(origin)"),
                                  origin: origin)
                }
                c.push(queued)
                return 1
            }
        }
        coordinator.property("isInteractive", get: { c, t in c.push(t.isInteractive) })
        coordinator.property("isCancelled", get: { c, t in c.push(t.isCancelled) })
        coordinator.property("percentComplete", get: { c, t in c.push(t.percentComplete) })
        coordinator.method("notifyWhenInteractionChanges") { [unowned stage] c, t in
            let handler = try c.function(2)
            let origin = c.callerLocation()
            t.notifyWhenInteractionChanges { [unowned stage] context in
                try stage.runCallback(handler, "the interaction handler added at \(origin)") { c in
                    stage.push(context, c)
                    return 1
                }
            }
            return 0
        }
        coordinator.description { t in "TransitionCoordinator " + ViewBinding.quoted(t.context?.description ?? "(ended)") }
        lua.defineClass(coordinator, as: stage.classes.contextCoordinator)

        // the constructor's maker, for the prelude's `PresentationController{…}`: it takes the
        // two controllers from the table and gives the object UIKit's base answers as its
        // first fields, which the table's overrides then replace (the prelude applies them)
        // A sheet or a popover is a PresentationController too (its class derives from it),
        // but only one a script made has these bases: taken as one, it was a bad downcast.
        let scripted = { [unowned stage] (c: LuaCall) throws -> ScriptedPresentationController in
            guard let p = try c.object(1, stage.classes.presentationController) as? ScriptedPresentationController else {
                throw c.typeError(1, expected: "PresentationController{…}")
            }
            return p
        }
        let baseFrame = lua.reference(to: { [unowned stage] c in
            let p = try scripted(c)
            c.push(try stage.lua.whileActive(c) { try p.baseFrame() }, stage.values)
            return 1
        })
        let baseSize = lua.reference(to: { [unowned stage] c in
            let p = try scripted(c)
            let child = try stage.controller(c, 2), size = try c.size(3, stage.values)
            c.push(try stage.lua.whileActive(c) { try p.baseSize(child, size) }, stage.values)
            return 1
        })
        // room for every override UIKit calls and a field of the script's own: a script's
        // table names most of them, and a table made at its size is not rebuilt as they arrive
        let room = Int32(UIKitMethod.functionFields(of: .presentationController).count + 1)
        stage.makers.add("PresentationController") { [unowned stage] c in
            guard c.type(1) == .table else { throw c.typeError(1, expected: "table") }
            c.field(1, "presentedViewController")
            guard let presented = c.optionalObject(-1, stage.classes.controller) as? ViewController else {
                throw c.error("PresentationController{…} needs presentedViewController (a ViewController), got \(c.typeName(-1))")
            }
            c.field(1, "presentingViewController")
            let presenting = c.optionalObject(-1, stage.classes.controller) as? ViewController
            try c.admitObject()
            stage.push(ScriptedPresentationController(stage: stage, presented: presented, presenting: presenting), c)
            if c.pushFields(-1, room: room) {                      /* +1 its new fields */
                c.push(baseFrame)
                c.setField(-2, "frameOfPresentedViewInContainerView")
                c.push(baseSize)
                c.setField(-2, "sizeForChildContentContainer")
                c.pop()
            }
            return 1
        }
    }
}

extension Stage {
    /// Pushes a presentation controller, or nil.
    func push(_ controller: PresentationController?, _ c: LuaCall) {
        guard let controller else { c.pushNil(); return }
        if let sheet = controller as? SheetPresentationController { return push(sheet: sheet, c) }   // SheetBinding
        if let popover = controller as? PopoverPresentationController { return push(popover: popover, c) }   // PopoverBinding
        c.push(controller, as: classes.presentationController)
    }

    /// A coordinator block that calls the Lua function with the transition context.
    func coordinatorBlock(_ ref: LuaRef?, _ what: @escaping @autoclosure () -> String) -> TransitionContext.Coordinator.Block? {
        ref.map { ref in
            { [unowned self] context in
                try self.runCallback(ref, what()) { c in
                    self.push(context, c)
                    return 1
                }
            }
        }
    }
}
