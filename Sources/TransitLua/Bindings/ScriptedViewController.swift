import Lua
import TransitCore

/// The controller `ViewController{…}` makes. Each life-cycle moment the core calls runs the
/// script's function of the same UIKit name when the object has one — in its table at
/// construction, or assigned later (`vc.viewDidLoad = function(self) … end`) — with `self`
/// first (LUA_API.md "Objects, overrides, fields"). The functions are looked up when the
/// core asks, in the object's Lua-side fields, so nothing is registered and nothing cycles.
final class ScriptedViewController: ViewController, ScriptedController {
    unowned let stage: Stage

    init(stage: Stage) {
        self.stage = stage
        super.init(engine: stage.engine)
    }

    /// Without a `loadView` function, UIKit's default: a view covering the screen.
    override func loadView() throws {
        checkSpelling()
        if try !stage.runOverride(self, "loadView") { try super.loadView() }
    }

    /// Overrides may be assigned after construction (`vc.viewDidload = …`): a near miss is
    /// looked for when the view loads and as it appears or disappears — before the overrides
    /// a typo would miss — and warns once.
    private func checkSpelling() {
        stage.warnMisspellings(of: { [stage, self] c in stage.push(self, c) }, .controller)
    }

    override func viewDidLoad() throws { try stage.runOverride(self, "viewDidLoad") }

    override func viewWillAppear(_ animated: Bool) throws {
        checkSpelling()
        try stage.runOverride(self, "viewWillAppear") { c in c.push(animated); return 1 }
    }

    override func viewDidAppear(_ animated: Bool) throws {
        try stage.runOverride(self, "viewDidAppear") { c in c.push(animated); return 1 }
    }

    override func viewWillDisappear(_ animated: Bool) throws {
        checkSpelling()
        try stage.runOverride(self, "viewWillDisappear") { c in c.push(animated); return 1 }
    }

    override func viewDidDisappear(_ animated: Bool) throws {
        try stage.runOverride(self, "viewDidDisappear") { c in c.push(animated); return 1 }
    }

    /// Rotation (ScriptedViewController+Rotation.swift: Swift overrides cannot live in an
    /// extension).
    override func supportedInterfaceOrientations() throws -> InterfaceOrientationMask {
        try scriptedSupportedInterfaceOrientations() ?? super.supportedInterfaceOrientations()
    }
    override func shouldAutorotate() throws -> Bool { try scriptedShouldAutorotate() ?? super.shouldAutorotate() }
    override func viewWillLayoutSubviews() throws { try stage.runOverride(self, "viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() throws { try stage.runOverride(self, "viewDidLayoutSubviews") }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) throws {
        try runViewWillTransition(size, coordinator)
    }

    override func currentTransitioningDelegate() throws -> (any TransitioningDelegate)? {
        try scriptedTransitioningDelegate()
    }

    /// The zoom in the script's `preferredTransition` field (ZoomBinding.swift).
    override func currentPreferredTransition() throws -> ZoomTransition? { try scriptedPreferredTransition() }

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

    /// Containment (ScriptedController+Containment.swift).
    override func willMove(toParent parent: ViewController?) throws { try runMove("willMove", parent) }
    override func didMove(toParent parent: ViewController?) throws { try runMove("didMove", parent) }
    override func shouldAutomaticallyForwardAppearanceMethods() throws -> Bool {
        try scriptedShouldForwardAppearance() ?? super.shouldAutomaticallyForwardAppearanceMethods()
    }
}

extension Stage {
    /// Runs `controller`'s Lua function `name` with `self` first, then what `arguments`
    /// pushes; false when it has none. An error in it propagates as it is (it names its line).
    ///
    /// - Throws: an error naming the override when the field holds something else than a
    ///   function.
    @discardableResult
    func runOverride(_ controller: ViewController, _ name: String,
                     arguments: (LuaCall) -> Int32 = { _ in 0 }) throws -> Bool {
        guard try hasOverride(name, of: { self.push(controller, $0) }) else { return false }
        return try runOverride(name, of: "\(controller)", push: { self.push(controller, $0) }, arguments: arguments)
    }

    /// Whether the bound object `push` pushes (a controller's or a view's userdata, whose
    /// `__index` is the bridge's own, in C) holds something under `name`. Most objects
    /// override few of the moments the engine offers (a view's `layoutSubviews` at every
    /// layout): this look-up, one C `getfield` under a protected call, answers a missing one
    /// for half the cost of calling controllers.lua's `override` helper, which still runs the
    /// ones there (its frame in their tracebacks as before).
    func hasOverride(_ name: String, of push: (LuaCall) -> Void) throws -> Bool {
        var found = false
        try lua.withField(name, of: push) { c in found = c.type(-1) != .nil }
        return found
    }

    /// The same for any object `push` pushes (a segue object's `perform`). `object` is worded
    /// only for the error: a controller's description, at each appearance, cost more than the
    /// look-up.
    func runOverride(_ name: String, of object: @autoclosure () -> String, push: (LuaCall) -> Void,
                     arguments: (LuaCall) -> Int32 = { _ in 0 }) throws -> Bool {
        var outcome = LuaType.nil
        var got = ""
        try lua.callback(controllerSupport.override, arguments: { c in
            push(c)
            c.push(name)
            return 2 + arguments(c)
        }, read: { c in
            outcome = c.type(-1)
            if outcome == .string { got = (try? c.string(-1)) ?? "" }
        })
        if outcome == .string {
            throw CoreError(.invalidArgument, "\(name) of \(object()) must be a function (got \(got))")
        }
        return outcome == .boolean
    }
}
