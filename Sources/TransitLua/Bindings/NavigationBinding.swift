import Lua
import TransitCore

/// `NavigationController{rootViewController = vc, delegate = {…}}` (LUA_API.md "Controllers
/// and presentation"; docs/controllers.md "Navigation"): a controller (every `ViewController`
/// property works on it) with `viewControllers`, `topViewController`, `push(vc, animated)`,
/// `pop(animated)`, `popToRoot(animated)` and `popTo(vc, animated)`; every controller has
/// `navigationController`.
enum NavigationBinding {
    static func install(on stage: Stage) {
        stage.makers.add("NavigationController") { [unowned stage] c in
            guard c.type(1) == .table else { throw c.typeError(1, expected: "table") }
            c.field(1, "rootViewController")
            let root: ViewController?
            if c.type(-1) == .nil { root = nil } else {
                guard let r = c.optionalObject(-1, stage.classes.controller) as? ViewController else {
                    throw c.error("NavigationController{…}: rootViewController must be a ViewController, got \(c.typeName(-1))")
                }
                root = r
            }
            try c.admitObject()
            let origin = c.callerLocation()
            let navigation = ScriptedNavigationController(stage: stage)
            if let root { try stage.lua.whileActive(c) { try navigation.push(root, animated: false, origin: origin) } }
            stage.push(navigation, c)
            return 1
        }
    }
}

/// Installs the navigation names on the `ViewController` class definition (one class for
/// every controller, as `UINavigationController` is a `UIViewController`).
extension NavigationBinding {
    static func define(_ def: inout LuaClassDefinition<ViewController>, _ stage: Stage) {
        InteractivePopBinding.define(&def, stage)
        def.property("navigationController", get: { [unowned stage] c, vc in stage.push(vc.nearestNavigationController, c) })
        // a navigation controller's stack, or a tab bar controller's tabs (TabBarBinding.swift)
        def.property("viewControllers", get: { [unowned stage] c, vc in
            guard let list = (vc as? TabBarController)?.viewControllers ?? (vc as? NavigationController)?.viewControllers else {
                throw CoreError(.invalidArgument, "viewControllers: \(vc) is not a NavigationController or a TabBarController")
            }
            stage.push(list, c)
        }, set: { [unowned stage] c, vc in
            guard let tabs = vc as? TabBarController else {
                throw CoreError(.invalidArgument, "viewControllers: \(vc) is not a TabBarController (a navigation stack changes by push and pop)")
            }
            let list = try TabBarBinding.controllers(c, 3, stage, "viewControllers")
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try tabs.setViewControllers(list, animated: false, origin: origin) }
        })
        def.property("topViewController", get: { [unowned stage] c, vc in
            stage.push(try navigation(vc, "topViewController").topViewController, c)
        })
        // each under Transit's short name and UIKit's (`pushViewController(_:animated:)` …), so a
        // Swift line ports as it is; an error names the one the script called
        for name in ["push", "pushViewController"] { def.method(name, push(stage, name)) }
        for name in ["pop", "popViewController"] { def.method(name, pop(stage, name)) }
        for name in ["popToRoot", "popToRootViewController"] { def.method(name, popToRoot(stage, name)) }
        for name in ["popTo", "popToViewController"] { def.method(name, popTo(stage, name)) }
    }

    private static func push(_ stage: Stage, _ name: String) -> LuaClassDefinition<ViewController>.Method {
        { [unowned stage] c, vc in
            let nav = try navigation(vc, name)
            let other = try stage.controller(c, 2)
            let animated = try c.boolean(3)
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try nav.push(other, animated: animated, origin: origin) }
            return 0
        }
    }

    private static func pop(_ stage: Stage, _ name: String) -> LuaClassDefinition<ViewController>.Method {
        { [unowned stage] c, vc in
            let nav = try navigation(vc, name)
            let animated = try c.boolean(2)
            let origin = c.callerLocation()
            let popped = try stage.lua.whileActive(c) { try nav.pop(animated: animated, origin: origin) }
            stage.push(popped, c)
            return 1
        }
    }

    private static func popToRoot(_ stage: Stage, _ name: String) -> LuaClassDefinition<ViewController>.Method {
        { [unowned stage] c, vc in
            let nav = try navigation(vc, name)
            let animated = try c.boolean(2)
            let origin = c.callerLocation()
            return pushPopped(try stage.lua.whileActive(c) { try nav.popToRoot(animated: animated, origin: origin) }, stage, c)
        }
    }

    private static func popTo(_ stage: Stage, _ name: String) -> LuaClassDefinition<ViewController>.Method {
        { [unowned stage] c, vc in
            let nav = try navigation(vc, name)
            let target = try stage.controller(c, 2)
            let animated = try c.boolean(3)
            let origin = c.callerLocation()
            return pushPopped(try stage.lua.whileActive(c) { try nav.popToViewController(target, animated: animated, origin: origin) },
                              stage, c)
        }
    }

    /// The popped controllers as a list, or nil when nothing was popped.
    private static func pushPopped(_ popped: [ViewController]?, _ stage: Stage, _ c: LuaCall) -> Int32 {
        if let popped { stage.push(popped, c) } else { c.pushNil() }
        return 1
    }

    private static func navigation(_ vc: ViewController, _ name: String) throws -> NavigationController {
        guard let nav = vc as? NavigationController else {
            throw CoreError(.invalidArgument, "\(name): \(vc) is not a NavigationController")
        }
        return nav
    }
}

/// The navigation controller `NavigationController{…}` makes: its delegate is the script's
/// `delegate` field (a table), read at each animated push or pop; the rest of what a script
/// sets or overrides on a `ViewController{…}` works the same (ScriptedController.swift).
final class ScriptedNavigationController: NavigationController, ScriptedController {
    unowned let stage: Stage
    /// Asks the edge swipe's Lua-side `delegate` (the recognizer's reference is weak).
    private let popGestureDelegate: ScriptedGestureDelegate

    init(stage: Stage) {
        self.stage = stage
        popGestureDelegate = ScriptedGestureDelegate(stage: stage, name: "interactivePopGestureRecognizer")
        try! super.init(engine: stage.engine)     // no root: nothing to throw
        interactivePopGestureRecognizer.delegate = popGestureDelegate
    }

    // The life-cycle overrides of `ViewController{…}` (ScriptedViewController.swift), run the
    // same way: subclassing UINavigationController to override them is common in the UIKit
    // code ported here, and without these the functions sat in the table, never called and
    // never warned about.
    override func viewDidLoad() throws {
        try super.viewDidLoad()
        try stage.runOverride(self, "viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) throws {
        checkSpelling()
        try super.viewWillAppear(animated)
        try stage.runOverride(self, "viewWillAppear") { c in c.push(animated); return 1 }
    }
    override func viewDidAppear(_ animated: Bool) throws {
        try super.viewDidAppear(animated)
        try stage.runOverride(self, "viewDidAppear") { c in c.push(animated); return 1 }
    }
    override func viewWillDisappear(_ animated: Bool) throws {
        checkSpelling()
        try super.viewWillDisappear(animated)
        try stage.runOverride(self, "viewWillDisappear") { c in c.push(animated); return 1 }
    }
    override func viewDidDisappear(_ animated: Bool) throws {
        try super.viewDidDisappear(animated)
        try stage.runOverride(self, "viewDidDisappear") { c in c.push(animated); return 1 }
    }

    // What else a script sets or overrides on any controller, as on a `ViewController{…}`:
    // a modal `NavigationController{…}` with a custom `transitioningDelegate` (seed 004), a
    // zoom to one, a stack that decides its own rotation. `loadView` stays the engine's: the
    // navigation controller's view is its container of the stack.
    override func currentTransitioningDelegate() throws -> (any TransitioningDelegate)? {
        try scriptedTransitioningDelegate()
    }
    override func currentPreferredTransition() throws -> ZoomTransition? { try scriptedPreferredTransition() }
    override func supportedInterfaceOrientations() throws -> InterfaceOrientationMask {
        try scriptedSupportedInterfaceOrientations() ?? super.supportedInterfaceOrientations()
    }
    override func shouldAutorotate() throws -> Bool { try scriptedShouldAutorotate() ?? super.shouldAutorotate() }
    override func viewWillLayoutSubviews() throws {
        try super.viewWillLayoutSubviews()
        try stage.runOverride(self, "viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() throws {
        try super.viewDidLayoutSubviews()
        try stage.runOverride(self, "viewDidLayoutSubviews")
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) throws {
        try super.viewWillTransition(to: size, with: coordinator)
        try runViewWillTransition(size, coordinator)
    }
    override func prepare(for segue: StoryboardSegue, sender: Any?) throws {
        try runPrepareForSegue(segue, sender: sender)
    }
    /// Unwind overrides (ScriptedController+Unwind.swift).
    override func unwind(for segue: StoryboardSegue, towards subsequent: ViewController) throws {
        if try !runUnwind(segue, towards: subsequent) { try super.unwind(for: segue, towards: subsequent) }
    }
    override func allowedChildrenForUnwinding(from source: ViewController) throws -> [ViewController] {
        try scriptedAllowedChildren(from: source) ?? super.allowedChildrenForUnwinding(from: source)
    }
    // a navigation controller may itself be a container's child
    override func willMove(toParent parent: ViewController?) throws { try runMove("willMove", parent) }
    override func didMove(toParent parent: ViewController?) throws { try runMove("didMove", parent) }

    /// A near miss of an override's name warns once, as for a `ViewController{…}`.
    private func checkSpelling() {
        stage.warnMisspellings(of: { [stage, self] c in stage.push(self, c) }, .controller)
    }

    override func currentDelegate() throws -> (any NavigationControllerDelegate)? {
        guard let object = try stage.delegate("delegate", of: { [self] c in stage.push(self, c) }, "delegate of \(self)") else {
            return nil
        }
        return ScriptedNavigationDelegate(stage: stage, object: object, of: self)
    }
}

/// A navigation delegate written in Lua: a table whose `animationControllerFor(operation,
/// from, to, nav)` (operation "push" or "pop") returns an animator table or nil (the default
/// slide), whose `interactionControllerFor(animator, nav)` may make the push or pop
/// interactive, and whose `willShow(vc, animated, nav)` and `didShow(vc, animated, nav)` are
/// told of the new top. UIKit's first argument, the navigation controller, has no label in the
/// Lua names: it comes last, so delegates written without it still work.
final class ScriptedNavigationDelegate: ScriptedDelegate, NavigationControllerDelegate {
    /// The navigation controller calling, pushed last (weak: it owns the delegate's calls).
    private weak var navigationController: ViewController?

    init(stage: Stage, object: LuaRef, of controller: ViewController) {
        navigationController = controller
        super.init(stage: stage, object: object, subject: { "the delegate of \(controller)" }, scope: .navigationDelegate)
    }

    func animationController(for operation: NavigationController.Operation, from: ViewController,
                             to: ViewController) throws -> (any AnimatedTransitioning)? {
        try stage.animator("animationControllerFor", of: object, subject) { [stage, self] c in
            c.push(operation.rawValue)
            stage.push(from, c)
            stage.push(to, c)
            stage.push(navigationController, c)
            return 4
        }
    }

    /// `interactionControllerFor(animator, nav)`.
    func interactionController(for animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? {
        try stage.interactionController("interactionControllerFor", of: object, subject, animator: animator,
                                        pushCaller: { [stage, self] c in stage.push(navigationController, c) })
    }

    /// `willShow(vc, animated, nav)`, when the table has it.
    func willShow(_ controller: ViewController, animated: Bool) throws {
        try show("willShow", controller, animated)
    }

    /// `didShow(vc, animated, nav)`, when the table has it.
    func didShow(_ controller: ViewController, animated: Bool) throws {
        try show("didShow", controller, animated)
    }

    private func show(_ method: String, _ controller: ViewController, _ animated: Bool) throws {
        _ = try stage.callMethod(method, of: object, subject) { [stage, self] c in
            stage.push(controller, c)
            c.push(animated)
            stage.push(navigationController, c)
            return 3
        }
    }
}
