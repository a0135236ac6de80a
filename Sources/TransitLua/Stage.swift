import Lua
import TransitCore

/// A script's stage: the sandboxed Lua runtime, the engine it drives, and the bindings
/// between them (LUA_API.md's globals: `View`, `Label`, `ImageView`, `Point` … `Color`,
/// `Easing`, `clock`, `window`, `screen`, `device`, `ViewController`, `storyboard`, `task`,
/// `wait`, `PropertyAnimator`).
///
/// The bindings hold the stage `unowned`: the stage owns the runtime, which owns every host
/// function, so a strong capture would be a cycle. They read `stage.engine` at call time, so
/// ``resetEngine(screen:)`` swaps the engine (and its storyboard) under the same Lua state.
public final class Stage {
    public let runtime: ScriptRuntime
    public var lua: LuaState { runtime.lua }
    /// What the bindings act on: the engine and its storyboard (World.swift). A reset
    /// replaces it; the classes, globals and preludes stay.
    public internal(set) var world: World
    public var engine: Engine { world.engine }
    /// The storyboard the `storyboard` global fills (one per engine).
    public var storyboard: Storyboard { world.storyboard }
    /// Engines replaced by ``resetEngine(screen:)`` that a script may still reach
    /// (RetiredEngines.swift): kept until nothing Lua holds depends on them.
    var retiredEngines: [Engine] = []
    /// What the retired engines' views, texts, recognizers and animator blocks are charged,
    /// counted at the end of each reset — the one time they change: the engine joins, its
    /// objects' boxes are retired and released, held ones let go, engines released — for the
    /// memory hook, which charges it at every step (summed there, over a run's many retired
    /// engines, it made each test slower than the last: ``resetEngine(screen:releasingRetired:)``).
    var retiredContentBytes = 0
    /// How many retired engines a top-level reset lets pile up before it has Lua collect,
    /// so that the garbage boxes holding them go (``releaseRetiredEngines()``): twice what
    /// the last collection left, at least ``retiredEngineFloor``.
    var retiredEngineBound = Stage.retiredEngineFloor
    static let retiredEngineFloor = 16
    /// Objects a reset inside a callback retired: a frame below it may still be running one
    /// of their methods, so they are released at the next reset at Lua's top level
    /// (``resetEngine(screen:releasingRetired:)``).
    var heldRetired: [AnyObject] = []
    /// The serial of the first box made while the current engine was: a reset retires the
    /// boxes of the old engine's objects, all made since (``resetEngine(screen:releasingRetired:)``).
    var firstBoxOfEngine: UInt32 = 0
    /// The engines whose `View.animateKeyframes` blocks are running, innermost last
    /// (KeyframeBinding.swift): an `addKeyframe` after a reset inside one says so.
    var keyframeBlocks: [ObjectIdentifier] = []
    /// Whether a paused or stopped animator of the current engine, when released, is a
    /// consequence the host has reported already: `transit test` sets it when the engine's
    /// test failed for ending with transitions still running — its failure names what was
    /// left — and such an animator then ends without the release warning (``released(_:)``),
    /// else one cause failed the test and added a file-level error. A test that failed for
    /// another reason (an assertion, an error) said nothing of the animator: its release
    /// warns. A reset clears it.
    public var animatorReleaseIsReported = false
    public let values = ValueTypes()
    /// Called with each timeline as `Timeline{…}` makes it: how `transit explain` sees the
    /// timelines of a run (this stage's own, so runs on other threads never mix).
    public var onTimelineCreated: ((Timeline) -> Void)?
    /// Which timeline events this stage's engines keep — the current one and every engine a
    /// reset makes (TimelineRecorder.swift): all by default; `transit run` keeps none, the
    /// spec runner and the REPL the last ones.
    public var timelineRetention: TimelineRetention = .all {
        didSet { engine.timelineRetention = timelineRetention }
    }
    let classes: BoundClasses
    /// An error raised where nothing could throw it (a Lua curve evaluated inside the frame
    /// pass). The engine's frame check takes it at the frame it happened
    /// (``AnimationSystem/customCurveFailure``), a presentation read throws it; else the
    /// next `settle()` or clock call throws it, so it is never lost.
    var deferredError: LuaError?
    /// Names the bindings compute on access rather than store (`clock.now`, `screen.bounds`):
    /// listed by each binding for `surfaceNames()`, which also asks the value types' own
    /// (`Transform.identity`, `Rect.minX` …) when it runs — hashing those 170 names into a
    /// set at every start cost 0.16 M instructions, for the REPL's completion and the tests.
    var computedNames: [String] = []
    /// The constructors' makers, gathered while the bindings install (Makers.swift).
    var makers = Makers()
    /// The Lua helpers controllers and segues call (ControllerPrelude).
    let controllerSupport: ControllerPrelude.Support
    /// `View.hitTest` and `View.pointInside`, what a view without an override answers with.
    let hitTestDefaults = HitTestBinding.Defaults()
    /// The `CATransaction.begin()` groups not yet committed.
    let caTransactions = CATransactionBinding.Stack()
    /// The delegates of the recognizers scripts make, one per kind (a recognizer's `delegate`
    /// is weak, as UIKit's): each reads the recognizer's Lua-side `delegate` field.
    private var recognizerDelegates: [String: ScriptedGestureDelegate] = [:]

    /// The delegate for recognizers made by `kind` ("PanGestureRecognizer" …).
    func recognizerDelegate(_ kind: String) -> ScriptedGestureDelegate {
        if let d = recognizerDelegates[kind] { return d }
        let d = ScriptedGestureDelegate(stage: self, name: kind)
        recognizerDelegates[kind] = d
        return d
    }
    private let taskSupport: TaskPrelude.Support
    /// What each push or pop under way holds, by navigation controller (Stage+Moving.swift).
    var moving: LuaRef?
    /// Misspelt method names already warned about (Spelling/Stage+Misspelling.swift).
    let misspellings = MisspellingWarnings()
    /// Cleared as the stage goes: what a hook that may outlive it reads before reaching it.
    let liveness = Liveness()
    /// The script's tasks (`task(fn)`, `wait`, `handle:await()`).
    private(set) lazy var tasks = TaskScheduler(stage: self, support: taskSupport)
    /// The helpers that find the globals the bindings install (TransitGlobals.swift), and
    /// those globals by name, filled in once the bindings are in: what `require "transit"`
    /// returns.
    let globalsHelpers: TransitGlobals.Helpers
    let installedGlobals: LuaRef

    public convenience init(options: ScriptRuntime.Options = ScriptRuntime.Options(), screen: Screen = .default) throws(LuaError) {
        try self.init(runtime: try ScriptRuntime(options: options, applyLimits: false), screen: screen)
        try provideTransitModule()            // `require "transit"` works here too
    }

    /// A stage over a runtime made elsewhere: the C module's, over the host's own Lua state
    /// (LoadedModule.swift). The runtime's limits are applied once the bindings are in.
    init(runtime: ScriptRuntime, screen: Screen) throws(LuaError) {
        world = World(screen: screen)
        self.runtime = runtime
        classes = BoundClasses(declaringOn: runtime.lua)
        // The helper preludes read only the standard libraries: they run before the bindings.
        controllerSupport = try ControllerPrelude.run(on: runtime.lua)
        taskSupport = try TaskPrelude.run(on: runtime.lua, sandboxed: runtime.options.sandboxed)
        globalsHelpers = try TransitGlobals.Helpers(on: runtime.lua)
        let before = try globalsHelpers.snapshot()
        installedGlobals = try globalsHelpers.emptyTable()
        runtime.now = { [unowned self] in self.engine.clock.seconds }
        try install()
        try globalsHelpers.fillChanged(installedGlobals, since: before)
        chargeHostMemory()
    }

    /// Ends the script: closes its Lua state, running its finalizers while the stage is still
    /// whole (they may print, or use the engine, as at a stock Lua's exit). Owners call it
    /// when they are done; a stage released without it closes detached (LuaState.deinit).
    public func close() { runtime.lua.close() }

    /// The objects a reset held go before the engines they reach `unowned` (the stored
    /// properties would go in their order, the engines first). The hooks that a Lua state
    /// released without `close()` still calls as it finalizes find the stage gone.
    deinit {
        liveness.isAlive = false
        heldRetired = []
    }

    private func install() throws(LuaError) {
        try ValueMethods.install(on: lua, values)
        let checkSpelling = misspellingChecker()
        misspellings.checker = lua.reference(to: checkSpelling)
        makers.add("checkSpelling", checkSpelling)        // views.lua's, after a constructor's table
        makers.add("spellingScope", spellingScopeOrdinal())
        installPropertySpelling()
        ViewBinding.install(on: self)
        AnimationBinding.install(on: self)
        CATransactionBinding.install(on: self)
        EasingBinding.install(on: self)
        ClockBinding.install(on: self)
        DeviceBinding.install(on: self)
        TransitionBinding.install(on: self)
        ZoomBinding.install(on: self)
        InteractionBinding.install(on: self)
        CollectionViewBinding.install(on: self)
        ControllerBinding.install(on: self)
        PresentationBinding.install(on: self)
        SheetBinding.install(on: self)
        PopoverBinding.install(on: self)
        NavigationBinding.install(on: self)
        TabBarBinding.install(on: self)
        EventBinding.install(on: self)
        StoryboardBinding.install(on: self)
        TaskBinding.install(on: self)
        PropertyAnimatorBinding.install(on: self)
        SpringTimingParametersBinding.install(on: self)
        TimelineBinding.install(on: self)
        RotationBinding.install(on: self)
        LayerBinding.install(on: self)
        try ViewBinding.runPrelude(on: self)
        try MatchPrelude.run(on: self)
        observeEngine()
        lua.shouldAnchor = { [unowned self] object in
            if let view = object as? View { return self.engine.holds(view) }
            if let layer = object as? Layer { return layer.view.map { self.engine.holds($0) } ?? false }
            if let timeline = object as? Timeline { return timeline.isAttached }   // its functions may still run
            guard let controller = object as? ViewController else { return false }
            return controller.isInPresentationChain || controller.navigationController?.isInPresentationChain == true
        }
        // Every class whose objects are views, layers, timelines or controllers (a box holds
        // its class's type): a new box of another (a handle, a context, a coordinator: seven
        // of the slide-in's ten a cycle) is made without the casts above.
        lua.askShouldAnchor(only: [classes.view, classes.label, classes.imageView, classes.window,
                                   classes.collectionView, classes.cell, classes.layer, classes.timeline,
                                   classes.controller])
        runtime.setUpDone()
    }

    /// What the engine holds keeps its Lua side (fields, overrides) while held: views in the
    /// live tree or in a covered presenter's view, controllers in the presentation chain. The
    /// engine's warnings name the script's line, on the runtime's one channel.
    func observeEngine() {
        engine.timelineRetention = timelineRetention
        // whether held is found once per move: asking per view was quadratic on deep trees
        engine.holdObserver = { [unowned self] view, held in self.keepLuaSide(of: view, held: held) }
        engine.presentationObserver = { [unowned self] controller, held in
            if held { self.lua.anchor(controller) } else { self.lua.unanchor(controller) }
            // Held, its tree changes no hands: the views in the window are anchored already
            // (each as it entered, or at its first push there) and those out of it stay as
            // they are (keepLuaSide). Only a controller leaving the chain may let views go —
            // a walk of its tree, which the zoom paid at every present too.
            if !held, let view = controller.viewIfLoaded { self.keepLuaSide(ofTree: view) }
        }
        // The presentation holds its presenter (ModalPresentation.presenter): so does the
        // presented controller's Lua side hold the presenter's, for its fields and overrides
        // — a presenter out of the hierarchy the script dropped is still the one that appears
        // again at the dismissal. Lua traces it from the presented controller, anchored while
        // presented: no anchor of its own to undo, whatever else keeps the presenter.
        engine.presenterObserver = { [unowned self] presented, presenter in
            self.lua.withActiveCall { c in
                self.push(presented, c)
                self.push(presenter, c)             // nil clears it
                c.setHidden(-2, Self.presenterKey, -1)
                c.pop(2)
            }
        }
        engine.childrenObserver = { [unowned self] container, before in
            self.lua.withActiveCall { c in
                self.push(container, c)
                ContainmentBinding.keepChildren(c, -1, container, before: before, self)
            }
        }
        engine.movingObserver = { [unowned self] navigation, controllers in self.keepMoving(navigation, controllers) }
        engine.onWarning = { [unowned self] warning in self.runtime.warnings(warning.description) }
        engine.layoutHook = { [unowned self] view in try self.runLayoutSubviews(view) }
        observeHitTesting()
        engine.animations.customCurveFailure = { [unowned self] in self.takeCurveFailure() }
        // The clock's long loops run no Lua, so no hook stops them: they ask the limits.
        engine.clock.shouldStop = { [unowned self] in self.lua.stopRequested }
        engine.clock.auditHolds = { [unowned self] in self.tasks.endTasksEndedByHand() }
        TransitionAudit.install(on: engine)       // last: it wraps the hold observer set above
    }

    /// Where a presented controller's Lua side keeps its presenter's (``observeEngine()``).
    static let presenterKey = HiddenKey()

    private func keepLuaSide(of view: View, held: Bool) {
        // A view that left the window but stays held (a covered presenter's) changed no hands:
        // in the window it was anchored already (anchored as it entered, or at its first push),
        // and so was its layer. Only entering the window, or leaving it unheld, changes hands.
        if held && !view.isInWindow { return }
        if held { lua.anchor(view) } else { lua.unanchor(view) }
        // the layer's Lua-side fields live as long as its view's
        if let layer = view.loadedLayer { if held { lua.anchor(layer) } else { lua.unanchor(layer) } }
    }

    /// The whole tree shares one root, so whether the engine holds it is asked once.
    private func keepLuaSide(ofTree view: View) {
        let held = engine.holds(view)
        view.walkTree { keepLuaSide(of: $0, held: held); return true }
    }

    // MARK: Running

    /// Runs a script file, then what it queued for "the next run-loop turn".
    public func runFile(_ path: String, arguments: [[UInt8]] = []) throws {
        try runtime.runFile(path, arguments: arguments)
        try settle()
    }

    /// Runs a chunk given as bytes (a file read as Lua reads it) with `arguments` as its `...`,
    /// then the next turn's queue.
    public func run(bytes source: [UInt8], chunkName: String, arguments: [[UInt8]] = []) throws {
        try runtime.run(bytes: source, chunkName: chunkName, arguments: arguments)
        try settle()
    }

    /// Runs a chunk, then what it queued for "the next run-loop turn".
    public func run(_ source: String, chunkName: String) throws {
        try runtime.run(source, chunkName: chunkName)
        try settle()
    }

    /// Runs the one-run-loop-turn queue (completions of zero-duration animations, of
    /// non-animated presentations) and throws any deferred error.
    ///
    /// When a callback reset the engine, the new one settles too: what the callback began on
    /// it is not left pending (``onEachEngine(_:)``).
    public func settle() throws {
        try onEachEngine { try $0.clock.drainAsync() }
        try throwDeferred()
    }

    /// Runs `body` on the engine, then again on the new one whenever a callback it ran
    /// replaced the engine (`transit.reset()` in a completion): what the callback began
    /// there is played too, not left pending. Settling, waiting for idle and `transit run
    /// --until` each run the engine so.
    public func onEachEngine(_ body: (Engine) throws -> Void) rethrows {
        var ran: Engine
        repeat {
            ran = engine
            try body(ran)
        } while ran !== engine
    }

    func throwDeferred() throws {
        if let error = deferredError {
            deferredError = nil
            throw error
        }
    }

    /// Advances time until nothing is pending (`transit run`'s default ending); a transition
    /// left in flight is an error (``Engine/runUntilIdle(limit:)``).
    public func runUntilIdle() throws {
        try onEachEngine { try $0.runUntilIdle() }
        try throwDeferred()
    }
}

/// The bound classes of a stage, declared together before any is defined (each binding's
/// `install` defines its own): every method can name any class, whatever order the bindings
/// install in. Declared in the order they were always defined, so class ids stay put.
struct BoundClasses {
    let view, label, imageView, window: LuaClass
    let handle, curve, context, interaction: LuaClass
    let collectionView, cell, controller, presentationController: LuaClass
    /// A present's or dismiss's coordinator (`coordinator` is a rotation's).
    let contextCoordinator: LuaClass
    let gesture, tap, pan, touch: LuaClass
    let task, animator, coordinator: LuaClass
    let sheet: LuaClass
    let timeline: LuaClass
    let layer: LuaClass
    let pinch: LuaClass
    let popover: LuaClass
    let edgePan: LuaClass
    let observation: LuaClass

    init(declaringOn lua: LuaState) {
        view = lua.declareClass("View")
        label = lua.declareClass("Label")
        imageView = lua.declareClass("ImageView")
        window = lua.declareClass("Window")
        handle = lua.declareClass("AnimationHandle")
        curve = lua.declareClass("Curve")
        context = lua.declareClass("TransitionContext")
        interaction = lua.declareClass("PercentDrivenInteractiveTransition")
        collectionView = lua.declareClass("CollectionView")
        cell = lua.declareClass("CollectionViewCell")
        controller = lua.declareClass("ViewController")
        presentationController = lua.declareClass("PresentationController")
        contextCoordinator = lua.declareClass("TransitionCoordinator")
        gesture = lua.declareClass("GestureRecognizer")
        tap = lua.declareClass("TapGestureRecognizer")
        pan = lua.declareClass("PanGestureRecognizer")
        touch = lua.declareClass("Touch")
        task = lua.declareClass("Task")
        animator = lua.declareClass("PropertyAnimator")
        coordinator = lua.declareClass("TransitionCoordinator")
        sheet = lua.declareClass("SheetPresentationController")
        timeline = lua.declareClass("Timeline")
        layer = lua.declareClass("Layer")
        pinch = lua.declareClass("PinchGestureRecognizer")
        popover = lua.declareClass("PopoverPresentationController")
        edgePan = lua.declareClass("ScreenEdgePanGestureRecognizer")
        observation = lua.declareClass("KeyValueObservation")
    }
}
