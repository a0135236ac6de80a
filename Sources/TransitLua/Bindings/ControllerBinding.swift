import Lua
import TransitCore

/// `ViewController` (LUA_API.md "Controllers and presentation") and
/// `window.rootViewController`. Everything a call can set off — loading a view, the
/// life-cycle overrides, a completion — runs through the core; the binding reads arguments,
/// names the caller's line as the origin, and runs the work under `whileActive` so that Lua
/// overrides run on the calling thread.
enum ControllerBinding {
    static func install(on stage: Stage) {
        let lua = stage.lua
        var def = LuaClassDefinition<ViewController>(name: "ViewController")
        def.property("view", get: { [unowned stage] c, vc in
            let view = try stage.lua.whileActive(c) { try vc.view }
            stage.push(view, c)
            c.setHidden(1, TreeKeys.rootView, -1)
        }, set: { [unowned stage] c, vc in
            try vc.setView(c.isNoneOrNil(3) ? nil : stage.view(c, 3))
        })
        def.property("isViewLoaded", get: { c, vc in c.push(vc.isViewLoaded) })
        // a scene's controller without a name of its own reads its identifier, as messages show it
        def.property("name", get: { c, vc in if let n = vc.name ?? vc.storyboardIdentifier { c.push(n) } else { c.pushNil() } },
                     set: { c, vc in vc.name = c.isNoneOrNil(3) ? nil : try c.name(3) })
        def.property("modalPresentationStyle", get: { c, vc in c.push(vc.modalPresentationStyle.rawValue) }, set: { c, vc in
            let name = try c.string(3)
            guard let style = ModalPresentationStyle(rawValue: name) else {
                throw c.argumentError(3, "expected \(ModalPresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
            }
            vc.modalPresentationStyle = style
        })
        def.property("modalTransitionStyle", get: { c, vc in c.push(vc.modalTransitionStyle.rawValue) }, set: { c, vc in
            let name = try c.string(3)
            guard let style = ModalTransitionStyle(rawValue: name) else {
                throw c.argumentError(3, "expected \(ModalTransitionStyle.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
            }
            vc.modalTransitionStyle = style
        })
        def.property("presentedViewController", get: { [unowned stage] c, vc in stage.push(vc.presentedAncestor, c) })
        def.property("presentingViewController", get: { [unowned stage] c, vc in stage.push(vc.presentingAncestor, c) })
        def.property("isBeingPresented", get: { c, vc in c.push(vc.isBeingPresented) })
        def.property("isBeingDismissed", get: { c, vc in c.push(vc.isBeingDismissed) })
        def.property("transitionCoordinator", get: { [unowned stage] c, vc in
            if let t = vc.transitionCoordinator { c.push(t, as: stage.classes.contextCoordinator) } else { c.pushNil() }
        })
        def.property("presentationController", get: { [unowned stage] c, vc in stage.push(vc.presentationController, c) })
        def.property("sheetPresentationController", get: { [unowned stage] c, vc in   // SheetBinding
            if let sheet = vc.sheetPresentationController { stage.push(sheet: sheet, c) } else { c.pushNil() }
        })
        def.property("popoverPresentationController", get: { [unowned stage] c, vc in   // PopoverBinding
            if let p = vc.popoverPresentationController { stage.push(popover: p, c) } else { c.pushNil() }
        })
        def.property("preferredContentSize", get: { [unowned stage] c, vc in c.push(vc.preferredContentSize, stage.values) },
                     set: { [unowned stage] c, vc in
            let s = try c.size(3, stage.values)
            guard s.width.isFinite && s.height.isFinite && s.width >= 0 && s.height >= 0 else {
                throw c.argumentError(3, "preferredContentSize must be finite and non-negative, got \(s)")
            }
            vc.preferredContentSize = s
        })
        def.property("isModalInPresentation", get: { c, vc in c.push(vc.isModalInPresentation) },
                     set: { c, vc in vc.isModalInPresentation = try c.boolean(3) })
        def.property("definesPresentationContext", get: { c, vc in c.push(vc.definesPresentationContext) },
                     set: { c, vc in vc.definesPresentationContext = try c.boolean(3) })

        def.method("present") { [unowned stage] c, vc in
            let other = try stage.controller(c, 2)
            let animated = try c.boolean(3)
            let completion = try c.optionalFunction(4)
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) {
                try vc.present(other, animated: animated, origin: origin,
                               completion: stage.completion(completion, "the presentation at \(origin)"))
            }
            return 0
        }
        def.method("dismiss") { [unowned stage] c, vc in
            let animated = try c.boolean(2)
            let completion = try c.optionalFunction(3)
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) {
                try vc.dismiss(animated: animated, origin: origin,
                               completion: stage.completion(completion, "the dismissal at \(origin)"))
            }
            return 0
        }
        def.method("performSegue") { [unowned stage] c, vc in
            let identifier = try c.name(2)
            let sender = c.isNoneOrNil(3) ? nil : c.reference(3)
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try vc.performSegue(withIdentifier: identifier, sender: sender, origin: origin) }
            return 0
        }
        def.method("loadViewIfNeeded") { [unowned stage] c, vc in
            try stage.lua.whileActive(c) { try vc.loadViewIfNeeded() }
            return 0
        }
        NavigationBinding.define(&def, stage)
        ContainmentBinding.define(&def, stage)
        TabBarBinding.define(&def, stage)
        def.description { vc in
            (vc is NavigationController ? "NavigationController " : vc is TabBarController ? "TabBarController " : "ViewController ") + ViewBinding.quoted(vc.displayName)
        }
        // willMove and didMove: callable unset too, as UIKit's base methods (ContainmentBinding)
        for name in UIKitMethod.functionFields(of: .viewController) {
            def.functionField(name, doingNothingByDefault: name == "willMove" || name == "didMove")
        }
        lua.defineClass(def, as: stage.classes.controller)

        // the constructor's maker, for the prelude's `ViewController{…}`
        stage.makers.add("ViewController") { [unowned stage] c in
            try c.admitObject()
            stage.push(ScriptedViewController(stage: stage), c)
            return 1
        }
    }
}

extension Stage {
    /// Pushes a controller, or nil.
    func push(_ controller: ViewController?, _ c: LuaCall) {
        guard let controller else { c.pushNil(); return }
        c.push(controller, as: classes.controller)
    }

    /// Pushes a new list of controllers, in order (`children`, `viewControllers`, what
    /// `popToRoot` popped).
    func push(_ controllers: [ViewController], _ c: LuaCall) {
        c.newTable(arrayCount: Int32(controllers.count))
        for (i, controller) in controllers.enumerated() {
            push(controller, c)
            c.setIndex(-2, i + 1)
        }
    }

    /// The controller argument at `i` ("ViewController expected, got nil" otherwise).
    func controller(_ c: LuaCall, _ i: Int32) throws -> ViewController {
        try c.object(i, classes.controller, as: ViewController.self)
    }

    /// A present/dismiss completion that calls the Lua function once, then lets it go.
    func completion(_ ref: LuaRef?, _ what: @escaping @autoclosure () -> String) -> (() throws -> Void)? {
        ref.map { ref in
            { [unowned self] in
                try self.runCallback(ref, "the completion of \(what())")
                ref.release()
            }
        }
    }

    /// `window.rootViewController = vc` (or nil).
    func setRootViewController(_ c: LuaCall, _ window: Window) throws {
        let root = c.isNoneOrNil(3) ? nil : try controller(c, 3)
        try lua.whileActive(c) { try window.setRootViewController(root) }
    }
}
