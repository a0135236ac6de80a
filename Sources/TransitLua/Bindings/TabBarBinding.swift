import Lua
import TransitCore

/// `TabBarController{viewControllers = {a, b}, selectedIndex = 2, delegate = {…}}`
/// (LUA_API.md "Controllers and presentation"; docs/controllers.md "Tab bars"): a controller
/// (every `ViewController` property works on it) with `viewControllers`, `selectedIndex`
/// (Lua's index: 1 is the left-most tab, UIKit's 0), `selectedViewController`, `tabBar`
/// and `setViewControllers(list, animated)`; every controller has `tabBarController`.
enum TabBarBinding {
    static func install(on stage: Stage) {
        // the table's `viewControllers` comes through the setter, first (views.lua's order)
        stage.makers.add("TabBarController") { [unowned stage] c in
            try c.admitObject()
            stage.push(ScriptedTabBarController(stage: stage), c)
            return 1
        }
    }

    /// The list of controllers at `i` — nil is none, as UIKit's `viewControllers` is
    /// optional (its default); an error names `what` and the element.
    static func controllers(_ c: LuaCall, _ i: Int32, _ stage: Stage, _ what: String) throws -> [ViewController] {
        if c.isNoneOrNil(i) { return [] }
        guard c.type(i) == .table else { throw c.error("\(what) must be a list of ViewControllers, got \(c.typeName(i))") }
        var list: [ViewController] = []
        for n in stride(from: 1, through: try c.length(i), by: 1) {
            c.index(i, n)
            defer { c.pop() }
            guard let vc = c.optionalObject(-1, stage.classes.controller) as? ViewController else {
                throw c.error("\(what) #\(n) must be a ViewController, got \(c.typeName(-1))")
            }
            list.append(vc)
        }
        return list
    }

    /// The tab bar names on the `ViewController` class definition (one class for every
    /// controller, as `UITabBarController` is a `UIViewController`). `viewControllers` is
    /// NavigationBinding's, answering for both containers.
    static func define(_ def: inout LuaClassDefinition<ViewController>, _ stage: Stage) {
        def.property("tabBarController", get: { [unowned stage] c, vc in stage.push(vc.tabBarController, c) })
        def.property("selectedIndex", get: { c, vc in
            if let i = try tabs(vc, "selectedIndex").selectedIndex { c.push(i + 1) } else { c.pushNil() }
        }, set: { [unowned stage] c, vc in
            let tabs = try tabs(vc, "selectedIndex")
            let index = try c.integer(3)
            let origin = c.callerLocation()
            guard index >= 1 && index <= tabs.viewControllers.count else {
                throw c.error("selectedIndex: Attempting to select a view controller that isn't a child! (index \(index) of \(tabs.viewControllers.count) in \(tabs))")
            }
            try stage.lua.whileActive(c) { try tabs.setSelectedIndex(index - 1, origin: origin) }
        })
        def.property("selectedViewController", get: { [unowned stage] c, vc in
            stage.push(try tabs(vc, "selectedViewController").selectedViewController, c)
        }, set: { [unowned stage] c, vc in
            let tabs = try tabs(vc, "selectedViewController")
            let child = try stage.controller(c, 3)
            // named as the neighbours' errors are (the engine's own message names no property)
            guard tabs.viewControllers.contains(where: { $0 === child }) else {
                throw c.error("selectedViewController: Attempting to select a view controller that isn't a child! \(child) in \(tabs)")
            }
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try tabs.setSelectedViewController(child, origin: origin) }
        })
        def.property("tabBar", get: { [unowned stage] c, vc in
            let tabs = try tabs(vc, "tabBar")
            _ = try stage.lua.whileActive(c) { try tabs.view }
            stage.push(tabs.tabBarView, c)
        })
        def.method("setViewControllers") { [unowned stage] c, vc in
            let tabs = try tabs(vc, "setViewControllers")
            guard c.isNoneOrNil(2) || c.type(2) == .table else { throw c.typeError(2, expected: "table") }
            let list = try controllers(c, 2, stage, "setViewControllers: viewControllers")
            let animated = try c.boolean(3)
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try tabs.setViewControllers(list, animated: animated, origin: origin) }
            return 0
        }
    }

    static func tabs(_ vc: ViewController, _ name: String) throws -> TabBarController {
        guard let tabs = vc as? TabBarController else {
            throw CoreError(.invalidArgument, "\(name): \(vc) is not a TabBarController")
        }
        return tabs
    }
}

/// The tab bar controller `TabBarController{…}` makes: its delegate is the script's
/// `delegate` field (a table, or an object as its own delegate), read at each switch and tap;
/// the rest of what a script sets or overrides works as on a `ViewController{…}`.
final class ScriptedTabBarController: TabBarController, ScriptedController {
    unowned let stage: Stage

    init(stage: Stage) {
        self.stage = stage
        try! super.init(engine: stage.engine)     // no children: nothing to throw
    }

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
    // What else a script sets or overrides on any controller, as NavigationBinding's
    // controller does; `loadView` stays the engine's (the view holds the content and the bar).
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
    // a tab bar controller may itself be a custom container's child (addChild takes it)
    override func willMove(toParent parent: ViewController?) throws { try runMove("willMove", parent) }
    override func didMove(toParent parent: ViewController?) throws { try runMove("didMove", parent) }

    /// A near miss of an override's name warns once, as for a `ViewController{…}`.
    private func checkSpelling() {
        stage.warnMisspellings(of: { [stage, self] c in stage.push(self, c) }, .controller)
    }

    override func currentDelegate() throws -> (any TabBarControllerDelegate)? {
        guard let object = try stage.delegate("delegate", of: { [self] c in stage.push(self, c) }, "delegate of \(self)") else {
            return nil
        }
        return ScriptedTabBarDelegate(stage: stage, object: object, of: self)
    }
}

/// A tab bar controller's delegate written in Lua, with UIKit's names after the first label:
/// `shouldSelect(vc, tabs)` (a boolean; missing: true), `didSelect(vc, tabs)`,
/// `animationControllerForTransitionFrom(from, to, tabs)` (an animator table or nil) and
/// `interactionControllerFor(animator, tabs)`. UIKit's first argument, the tab bar controller,
/// has no label in the Lua names: it comes last, so delegates written without it still work.
final class ScriptedTabBarDelegate: ScriptedDelegate, TabBarControllerDelegate {
    /// The tab bar controller calling, pushed last (weak: it owns the delegate's calls).
    private weak var tabBarController: ViewController?

    init(stage: Stage, object: LuaRef, of controller: ViewController) {
        tabBarController = controller
        super.init(stage: stage, object: object, subject: { "the delegate of \(controller)" }, scope: .tabBarDelegate)
    }

    func shouldSelect(_ controller: ViewController) throws -> Bool {
        try stage.askMethod("shouldSelect", of: object, subject) { [stage, self] c in
            stage.push(controller, c)
            stage.push(tabBarController, c)
            return 2
        }
    }

    func didSelect(_ controller: ViewController) throws {
        _ = try stage.callMethod("didSelect", of: object, subject) { [stage, self] c in
            stage.push(controller, c)
            stage.push(tabBarController, c)
            return 2
        }
    }

    func animationController(from: ViewController, to: ViewController) throws -> (any AnimatedTransitioning)? {
        try stage.animator("animationControllerForTransitionFrom", of: object, subject) { [stage, self] c in
            stage.push(from, c)
            stage.push(to, c)
            stage.push(tabBarController, c)
            return 3
        }
    }

    func interactionController(for animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? {
        try stage.interactionController("interactionControllerFor", of: object, subject, animator: animator,
                                        pushCaller: { [stage, self] c in stage.push(tabBarController, c) })
    }
}
