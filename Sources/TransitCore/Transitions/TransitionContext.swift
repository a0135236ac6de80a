/// One present or dismiss from its beginning to its end, and what its animator sees of it:
/// UIKit's `UIViewControllerContextTransitioning` (docs/transitions.md).
///
/// The engine makes one per `present`/`dismiss` call. Non-animated transitions pass through
/// it synchronously; animated ones stay in flight (``Engine/transitionsInFlight``) until the
/// animator calls ``completeTransition(_:origin:)``.
public final class TransitionContext: CustomStringConvertible {
    /// The two sides of a transition (`UITransitionContextViewControllerKey` and
    /// `UITransitionContextViewKey`): "from" is shown at its beginning, "to" at its end.
    public enum Key: String, CaseIterable, Sendable {
        case from, to
    }

    /// The transition's own state machine (each controller's is ``PresentationState``):
    ///
    ///     preparing --animate--> animating --complete--> completed
    ///                                      --cancel-->   cancelled
    ///     preparing, animating --fail--> failed
    public enum Phase: String, CaseIterable, Sendable {
        /// Begun; the animator is asked for its duration (calling `completeTransition` from
        /// there is an error).
        case preparing
        /// `animateTransition` has been called; waiting for `completeTransition`.
        case animating
        case completed
        case cancelled
        /// The animator threw: the engine put the hierarchy back as a cancellation does, and
        /// ignores a later `completeTransition` (the error was the report).
        case failed

        /// The phase after `event`, or nil when the step is illegal.
        public func after(_ event: Event) -> Phase? {
            switch (self, event) {
            case (.preparing, .animate): .animating
            case (.animating, .complete): .completed
            case (.animating, .cancel): .cancelled
            case (.preparing, .fail), (.animating, .fail): .failed
            default: nil
            }
        }

        /// Whether the transition is over.
        public var isEnded: Bool { self == .completed || self == .cancelled || self == .failed }
    }

    /// The steps of ``Phase``.
    public enum Event: String, CaseIterable, Sendable {
        case animate, complete, cancel, fail
    }

    public unowned let engine: Engine
    /// Counts from 1 per engine, presents and dismisses together (the timeline's `#n`).
    public let id: Int
    public let kind: TransitionBegin.Kind
    public let isAnimated: Bool
    /// Whether an interaction controller drives it now: true from its start until it
    /// finishes or cancels the interaction.
    public internal(set) var isInteractive = false
    /// The interaction's last reported progress (0…1; see `updateInteractiveTransition`).
    public internal(set) var percentComplete = 0.0
    /// The interaction controller the delegate returned, while the transition lasts.
    var interaction: (any InteractiveTransitioning)?
    /// Set when the end's callbacks — the completion, `animationEnded` — are over: UIKit's
    /// transition completion then lets go of the animator and the interaction controller
    /// (`_setAnimator:nil`, `_setInteractor:nil`, after `animationEnded`), and a percent-driven
    /// controller's `percentComplete` reads 0 (``releaseAnimator()``).
    private(set) var interactorReleased = false
    /// The time of the animations when a percent-driven interaction drives them.
    var timeline: TransitionTimeline?
    /// The animator's interruptible property animator, when a percent-driven interaction
    /// drives that instead (the coordinator's alongside blocks join it).
    var drivingAnimator: PropertyAnimator?
    /// Taken while the transition waits for its interaction (``holdForInteraction(_:)``).
    var interactionHold: HoldID?
    /// True once the transition was cancelled (``cancelInteractiveTransition()``, or
    /// `completeTransition(false)`).
    public internal(set) var transitionWasCancelled = false
    /// The superview of every view in the transition while it runs.
    public let containerView: View
    /// Where the `present` or `dismiss` was called (a script's `file:line`).
    public let origin: String
    public internal(set) var phase = Phase.preparing
    /// What the animator answered to `transitionDuration` (0 for a non-animated transition).
    public internal(set) var duration = 0.0

    /// The presenting controller.
    let presenter: ViewController
    /// The presented controller, or the dismissed ones bottom first.
    let moving: [ViewController]
    /// The presentation this transition makes, or unmakes (a dismissal's bottom-most one: the
    /// one that covered the presenter).
    let presentation: ModalPresentation
    var animator: (any AnimatedTransitioning)?
    /// What `transitionCoordinator` hands out while this transition is in flight.
    public private(set) lazy var coordinator = Coordinator(context: self)
    let completion: (() throws -> Void)?
    /// Frames captured when the transition begins, by key: (initial, final).
    var frames: [Key: (initial: Rect, final: Rect)] = [:]
    /// The keys whose view the animator must leave alone: ``view(forKey:)`` answers nil
    /// ("nil if the animator should not manipulate the associated view controller's view",
    /// UIKit's `view(forKey:)`) — a tab a Current Context presentation covers, whose view
    /// stays out of the window (TabBarController+Contexts.swift).
    var withheldViews: Set<Key> = []
    /// Where `completeTransition` was called, for the message of a second call.
    var endedAt = ""
    /// Set when the engine ended the transition before its animator did
    /// (``endAtOnce(origin:)``): the animator's own `completeTransition` is ignored then.
    var endedByEngine = false
    /// Set for good when the engine ended the transition because its tab left the screen: the
    /// message of a second `completeTransition` says so.
    var endedWithTab = false
    /// What this transition's callbacks threw and no call has thrown yet (see `callOverride`).
    lazy var callbackErrors = CallbackErrors(clock: engine.clock, label: origin)
    var disappearing: [ViewController] = []
    var appearing: [ViewController] = []
    /// Set when an interaction cancelled the transition: the reversal's `viewWillDisappear`
    /// and `viewWillAppear` ran then, so its end calls only the `did` ones.
    var reversalBegan = false
    /// A push or pop's end (NavigationTransition.swift): the navigation controller's own,
    /// which throws what an override threw that no call has thrown yet.
    var navigationEnd: ((Bool) throws -> Void)?

    init(kind: TransitionBegin.Kind, presenter: ViewController, moving: [ViewController],
         presentation: ModalPresentation, containerView: View, isAnimated: Bool, origin: String,
         completion: (() throws -> Void)?) {
        engine = presenter.engine
        id = presenter.engine.transitions.nextTransitionID()
        self.kind = kind
        self.presenter = presenter
        self.moving = moving
        self.presentation = presentation
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.origin = origin
        self.completion = completion
    }

    /// `present #1 green on root`, `dismiss #2 green from root`.
    public var description: String {
        let names = moving.map(\.displayName).joined(separator: ", ")
        if kind == .push || kind == .pop || kind == .select { return "\(kind.rawValue) #\(id) \(presenter.displayName) -> \(names)" }
        return "\(kind.rawValue) #\(id) \(names) \(kind == .present ? "on" : "from") \(presenter.displayName)"
    }

    // MARK: What the animator reads

    /// The controller on one side: presenting a controller goes from the presenter to it;
    /// dismissing goes from the top-most dismissed controller to the presenter.
    public func viewController(forKey key: Key) -> ViewController? {
        switch (kind, key) {
        case (.present, .from), (.dismiss, .to), (.push, .from), (.pop, .from), (.select, .from): presenter
        case (.present, .to), (.push, .to), (.pop, .to), (.select, .to): moving.first
        case (.dismiss, .from): moving.last
        }
    }

    /// The view the animator should move for one side, or nil when it must leave it alone:
    /// the presenter's view is given only when the presentation removes it from the window
    /// (`fullScreen`); with `overFullScreen` and `custom` it stays where it is.
    public func view(forKey key: Key) -> View? {
        switch (kind, key) {
        case (.present, .from), (.dismiss, .to):
            presentation.removesPresentersView ? presenter.viewIfLoaded : nil
        default:
            withheldViews.contains(key) ? nil : viewController(forKey: key)?.viewIfLoaded
        }
    }

    /// The frame of `controller`'s view in the container when the transition began:
    /// `Rect.zero` for a view not on screen then (the presented one, a covered presenter)
    /// or a controller not in this transition.
    public func initialFrame(for controller: ViewController) -> Rect {
        key(of: controller).flatMap { frames[$0]?.initial } ?? .zero
    }

    /// The frame `controller`'s view should have in the container when the transition ends:
    /// the presentation controller's `frameOfPresentedViewInContainerView` for the view that
    /// will show (by default the container's bounds), `Rect.zero` for a view that leaves —
    /// but the frame it has for the presented view a `custom` dismissal takes away —, the
    /// current frame for a presenter's view that stays.
    public func finalFrame(for controller: ViewController) -> Rect {
        key(of: controller).flatMap { frames[$0]?.final } ?? .zero
    }

    private func key(of controller: ViewController) -> Key? {
        Key.allCases.first { viewController(forKey: $0) === controller }
    }

    // MARK: Ending

    /// The end's callbacks are over: the animator is let go (a script's animator may hold this
    /// context), and so is the interaction controller (``interactorReleased``).
    func releaseAnimator() {
        animator = nil
        interactorReleased = true
    }

    /// Ends the transition, as UIKit's `completeTransition(_:)`: `true` finishes it (the
    /// presented controller is presented, or the dismissed ones gone); `false` cancels it
    /// (everything as before it began). Then the completion given to `present`/`dismiss`
    /// runs (completed transitions only), then the animator's `animationEnded`.
    ///
    /// After a failed transition (its animator threw) the call is ignored, and so is the first
    /// after the engine ended the transition itself (``endAtOnce(origin:)``).
    ///
    /// - Parameter origin: where the call comes from, for messages.
    /// - Throws: ``CoreError/Kind/invalidPresentation`` when called a second time, or from
    ///   `transitionDuration` before `animateTransition`; what the life-cycle overrides, the
    ///   completion and `animationEnded` throw (the transition is over by then).
    public func completeTransition(_ didComplete: Bool, origin: String = "") throws {
        switch phase {
        case .animating:
            break
        case .failed:
            return
        case .preparing:
            throw CoreError(.invalidPresentation,
                            "completeTransition(\(didComplete)) called on \(self) before animateTransition")
        case .completed, .cancelled:
            if endedByEngine {        // the engine ended it first (endAtOnce): the animator's own call
                endedByEngine = false
                return
            }
            let ended = phase == .completed ? "completed" : "was cancelled"
            let place = endedWithTab ? " " + Self.tabEnd(at: endedAt) : endedAt.isEmpty ? "" : " at \(endedAt)"
            throw CoreError(.invalidPresentation, "completeTransition(\(didComplete)) called twice on \(self): it \(ended)\(place)")
        }
        endedAt = origin
        try finish(completed: didComplete)
    }
}
