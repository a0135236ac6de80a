/// One headless UIKit-like world: a clock, a screen, a window, and the animations running
/// in it.
///
/// The engine is a façade: it holds the clock, the screen, the window and orientation, the
/// hooks a host sets and the event record, and two systems that do the work —
/// ``animations`` (the animation store, open animation blocks, presentation values) and
/// ``transitions`` (transitions in flight, their ends, interactive driving). Its animation
/// and transition methods are one-line forwards to them (Engine+Animation.swift,
/// Engine+Transitions.swift).
///
/// Everything mutable lives in an engine (there is no global state), so engines on
/// different threads never interfere; one engine is used from one thread at a time.
///
///     let engine = Engine()                      // iPhone 15, 60 fps
///     let v = try View(engine: engine, frame: Rect(0, -852, 393, 852))
///     try engine.window.addSubview(v)
///     try engine.animate(duration: 1.5) { try v.setFrame(Rect(0, 0, 393, 852)) }
///     try engine.clock.advance(0.75)
///     v.presentation.frame                       // Rect(0, -426, 393, 852)
public final class Engine {
    /// The virtual clock; animation ends are its timers.
    public let clock: Clock

    /// The screen the window covers.
    public private(set) var screen: Screen

    private var _window: Window?

    /// The device's orientation and the interface's (Engine+Rotation.swift).
    public internal(set) var deviceOrientation: InterfaceOrientation = .portrait
    public internal(set) var interfaceOrientation: InterfaceOrientation = .portrait
    /// The size change ("a rotation", "a profile change") telling the controllers and
    /// resizing the window now: the device turning meanwhile waits for its end, another
    /// profile is refused (``resizeWindow(duration:orientation:origin:)``).
    var windowResize: String?
    /// `device.orientation` was set during ``windowResize``: the interface follows at its end.
    var deviceTurnedDuringResize = false
    /// The screen's bounds as `UIScreen.bounds` gives them: in the interface's orientation (it
    /// "takes into account any interface rotations in effect for the device"); `screen.bounds`
    /// is the device's portrait size.
    public var screenBounds: Rect { Rect(origin: .zero, size: screen.size(in: interfaceOrientation)) }

    /// The root view, whose frame is the screen's bounds.
    public var window: Window { _window! }

    /// Called with every timeline event as it is recorded (the CLI's trace printer).
    public var observer: ((TimelineEvent) -> Void)? {
        get { recorder.observer }
        set { recorder.observer = newValue }
    }

    /// Called for a view and each of its descendants when a hierarchy change moves them into
    /// (`true`) or out of (`false`) the window — UIKit's `didMoveToWindow` moment. The Lua
    /// binding anchors views in the live tree with it.
    public var windowObserver: ((View, Bool) -> Void)?

    /// Called with ``windowObserver``, for the same views, with whether the engine holds
    /// each (``holds(_:)``) after the move — found once per move, not once per view: the
    /// Lua binding anchors with it, and asking per view made moving a deep tree quadratic.
    public var holdObserver: ((View, Bool) -> Void)?

    /// Called when a controller enters (`true`) or leaves (`false`) the window's presentation
    /// chain — it becomes the root or is presented, or stops being either: the moments the
    /// engine starts and stops holding it. The Lua binding anchors controllers with it.
    public var presentationObserver: ((ViewController, Bool) -> Void)?

    /// Called with a presented controller and its presenter when its presentation begins, and
    /// with nil when it ends (dismissed, or cancelled): the presentation holds its presenter
    /// meanwhile, as UIKit's presentation controller does (ModalPresentation.swift). The Lua
    /// binding keeps the presenter's Lua side with the presented one's.
    public var presenterObserver: ((_ presented: ViewController, _ presenter: ViewController?) -> Void)?

    /// Called when a navigation controller's stack or a tab bar controller's tabs changed,
    /// however (a push, a segue, a pop by pan, `viewControllers`): the Lua binding keeps the
    /// children's Lua sides with the container's, as it does an added child's.
    /// It is given the children before the change: a change is told by its difference, not by
    /// every child again (a stack pushed to 3,000 controllers one at a time took 2.4 s so).
    public var childrenObserver: ((ViewController, _ before: [ViewController]) -> Void)?

    /// Called when a push or pop begins, with the navigation controller and the two
    /// controllers it moves (the leaving top, the new one), and with none once its end has
    /// run: the transition holds them meanwhile, as UIKit's does — a popped controller is out
    /// of the stack (``childrenObserver``) before its `viewDidDisappear`. The Lua binding
    /// keeps their Lua sides (fields, overrides) until then.
    public var movingObserver: ((_ navigation: ViewController, _ moving: [ViewController]) -> Void)?

    /// Called when a view that needs layout lays out — UIKit's `layoutSubviews` moment
    /// (View+Layout.swift). The Lua binding runs the view's `layoutSubviews` function.
    public var layoutHook: ((View) throws -> Void)?

    /// Asked instead of UIKit's hit test for a view whose ``View/hitTestingOverrides``
    /// contain `.hitTest` — a subclass's `hitTest(_:with:)` — with a point in the view's
    /// coordinates (HitTesting.swift). The Lua binding runs the view's `hitTest` function.
    public var hitTestHook: ((View, Point) throws -> View?)?
    /// The same for `.pointInside` — a subclass's `point(inside:with:)`.
    public var pointInsideHook: ((View, Point) throws -> Bool)?

    /// Where the engine's warnings go — UIKit's console messages for misuse it ignores
    /// ("Attempt to present … which is already presenting …"). One channel: the Lua binding
    /// routes it to the script's warnings; nil drops them.
    public var onWarning: ((EngineWarning) -> Void)?
    /// Whether events are kept in ``timeline`` (on by default; off for benchmarks): `false`
    /// is ``TimelineRetention/none``, `true` ``TimelineRetention/all``.
    public var recordsTimeline: Bool {
        get { recorder.retention != .none }
        set { recorder.retention = newValue ? .all : .none }
    }
    /// Which events ``timeline`` keeps: all (the default), the last n, or none. Setting it
    /// forgets what was kept (TimelineRecorder.swift).
    public var timelineRetention: TimelineRetention {
        get { recorder.retention }
        set { recorder.retention = newValue.bounded }
    }

    /// The events kept, in order: all those recorded, or the last ones (``timelineRetention``).
    public var timeline: [TimelineEvent] { recorder.events }
    /// How many recorded events ``timeline`` no longer holds.
    public var timelineDropped: Int { recorder.dropped }
    /// The animation blocks begun and not ended yet, in the order they began — whatever
    /// ``timeline`` still holds (none under ``TimelineRetention/none``).
    public var runningAnimationBegins: [AnimationBegin] {
        recorder.running.values.sorted { $0.id < $1.id }
    }
    /// About what ``timeline`` holds, in bytes (``TimelineEvent/footprint``): a host weighs it.
    public var timelineBytes: Int { recorder.bytes }

    /// The event record the systems write to (TimelineRecorder.swift).
    let recorder = TimelineRecorder()
    /// The animation system: running animations, open animation blocks, presentation values.
    public let animations: AnimationSystem
    /// Views alive and the text they hold (``ContentMeter``).
    public let contentMeter = ContentMeter()
    /// The controllers given a presentation while this engine lived, weakly: its end breaks
    /// their cycles (``deinit``). Those dismissed since (their presentation gone) or freed are
    /// dropped as another is added, so it holds about as many as are presented.
    private var presentationHolders: [WeakController] = []

    /// Notes that `controller` holds a presentation now, for the engine's end
    /// (ModalTransition.swift, where a presentation begins).
    func notePresentation(of controller: ViewController) {
        presentationHolders.removeAll { held in
            guard let c = held.controller else { return true }
            return c === controller || c.modalPresentation == nil      // once each
        }
        presentationHolders.append(WeakController(controller: controller))
    }

    /// The transition system: transitions in flight, their ends and interactions.
    public let transitions: TransitionSystem
    private var objectCounter = 0

    /// Creates an engine with a window covering `screen` and its clock at 0, 60 fps
    /// (`clock.setFPS(_:)` changes the rate).
    public init(screen: Screen = .default) {
        self.clock = Clock()
        animations = AnimationSystem(clock: clock, recorder: recorder)
        transitions = TransitionSystem(clock: clock, recorder: recorder, animations: animations)
        self.screen = screen
        contentMeter.engine = self   // before the first view: views reach the engine through it
        let w = Window(engine: self)
        w.setModelGeometry(center: Point(x: screen.bounds.midX, y: screen.bounds.midY),
                           bounds: Rect(origin: .zero, size: screen.bounds.size))
        w.name = "window"
        _window = w
    }

    /// A presented controller holds its presentation, whose presentation controller holds the
    /// controller back (as UIKit's do); a dismissal breaks that cycle, and so does the end of
    /// the engine, or every controller still presented would outlive it (issue 16). The
    /// engine breaks it for every controller given a presentation (``presentationHolders``),
    /// not only those it finds from the window's root: one presented over a controller that
    /// left the hierarchy — a tab taken out of the list, a popped controller, a removed child,
    /// a replaced root — stays presented by it, as UIKit's does, and out of reach of any walk
    /// (leak102, LeakSanitizer under `make sanitize`: such a controller kept its views and
    /// presentation, and the stage, engine and world its unowned references point to).
    deinit {
        for holder in presentationHolders { holder.controller?.modalPresentation = nil }
    }

    /// Moves the window to another screen (`device.profile = "iPhone SE"`): the window's
    /// bounds become the screen's in the interface orientation at once, by the path a
    /// rotation takes (``resizeWindow(duration:orientation:origin:)``, duration 0): the
    /// controllers get `viewWillTransition(to:with:)` first, and the root view, the
    /// presentations' containers and the full-screen presented views follow the window, as
    /// UIKit's do for any change of the window's size. The same size again changes nothing.
    ///
    /// - Throws: the first error an override, an alongside block or a layout hook threw —
    ///   once the change is complete; ``CoreError/Kind/invalidArgument`` for another profile
    ///   while the window is changing size (its hooks): a device never turns into another one,
    ///   so UIKit has no rule to follow, and the change could only start itself again.
    public func setScreen(_ screen: Screen, origin: String = "") throws {
        if let running = windowResize {
            guard screen == self.screen else {
                throw CoreError(.invalidArgument, "cannot change device.profile during \(running) "
                                + "(its viewWillTransition, alongside blocks and layout)")
            }
            return                  // the change running gives the window this screen's size
        }
        self.screen = screen
        guard screen.size(in: interfaceOrientation) != window.bounds.size else { return }
        try resizeWindow(duration: 0, orientation: interfaceOrientation, origin: origin)
    }

    func nextObjectID() -> Int {
        objectCounter += 1
        return objectCounter
    }

    /// Records a timeline event and tells the observer.
    @inline(__always)
    func record(_ event: TimelineEvent) {
        recorder.record(event)
    }

    /// Forgets the recorded events.
    public func clearTimeline() {
        recorder.clear()
    }
}

/// A controller held weakly (``Engine/notePresentation(of:)``).
private struct WeakController { weak var controller: ViewController? }
