/// The engine's transition system: the transitions in flight — presents, dismissals, pushes
/// and pops begun and not ended — their numbers, the ends of non-animated ones, and the
/// interactive timelines that drive animations while an interaction holds a transition.
///
/// An animated transition stays in flight until its animator calls `completeTransition`, and
/// nothing but the animator can end it. Each transition's own steps (its state machine, the
/// life-cycle calls, the hierarchy) are its ``TransitionContext``'s; this system is what the
/// engine as a whole knows of them. An ``Engine`` owns one (``Engine/transitions``) and
/// forwards `transitionsInFlight`, `runUntilIdle` and `abandonTransitions` here.
///
/// It holds the engine's clock, event record and animation system, not the engine: the
/// engine owns it, so there is no cycle.
public final class TransitionSystem {
    let clock: Clock
    let recorder: TimelineRecorder
    /// Where an interactive transition's timeline takes the animation blocks begun under it.
    let animations: AnimationSystem
    /// Transitions begun and not ended, oldest first.
    private(set) var inFlight: [TransitionContext] = [] {
        didSet { inFlightChanges.value &+= 1 }
    }
    /// Counts the changes of ``inFlight``: the transition audit meets the contexts in flight
    /// at every timeline event, and this tells it when nothing has changed since it last did
    /// (a frame ending ten thousand blocks records ten thousand events). A box of its own,
    /// which the audit holds strongly: reaching it through the engine (unowned) cost a
    /// retain and release of each object on the way, ~170 instructions an event.
    let inFlightChanges = ChangeCount()

    /// A counter in a box (``inFlightChanges``). Unchecked: a plain value, written only by
    /// `inFlight`'s `didSet`; no access spans a call.
    final class ChangeCount {
        @exclusivity(unchecked) var value = 0
    }
    private var transitionCounter = 0

    init(clock: Clock, recorder: TimelineRecorder, animations: AnimationSystem) {
        self.clock = clock
        self.recorder = recorder
        self.animations = animations
    }

    /// Transitions begun and not ended, oldest first.
    public var transitionsInFlight: [TransitionContext] { inFlight }

    /// The number of the next transition (timeline events name it `#n`).
    func nextTransitionID() -> Int {
        transitionCounter += 1
        return transitionCounter
    }

    // MARK: Begin and end

    /// `context` has begun: it is in flight until ``ended(_:)``.
    func began(_ context: TransitionContext) {
        inFlight.append(context)
    }

    /// The transitions whose own animations are beginning now, innermost last: inside a
    /// present's or dismiss's call (its life-cycle calls, its animator's `animateTransition`,
    /// its alongside blocks) and inside a coordinator's `animate(alongside:)` for it. What
    /// begins meanwhile is the transition's doing (TransitionAudit); what the script begins
    /// after the call returns, at the same tick, is not.
    private var starting: [Int] = []

    /// Whether transition `id` is starting (``starting``).
    func isStarting(_ id: Int) -> Bool { starting.contains(id) }

    /// Runs `body` with transition `id` starting.
    func whileStarting<R>(_ id: Int, _ body: () throws -> R) rethrows -> R {
        starting.append(id)
        defer { starting.removeLast() }
        return try body()
    }

    /// `context` has ended (completed, cancelled or failed): no longer in flight.
    func ended(_ context: TransitionContext) {
        inFlight.removeAll { $0 === context }
    }

    /// Called when a present or dismiss has settled: it has ended and the engine has made the
    /// hierarchy and the controller stack what the end leaves (or put them back), and none of
    /// the callbacks of the end has run yet — `viewDidAppear`, the presentation controller's
    /// `…DidEnd`, the coordinator's completions, which may begin the next transition (UIKit
    /// allows a dismiss from any of them). The transition audit checks the end here.
    public var settleObserver: ((TransitionContext) -> Void)?

    /// `context`'s end has settled (``settleObserver``).
    func settled(_ context: TransitionContext) {
        settleObserver?(context)
    }

    /// While above 0, a modal transition's end is calling its controllers' `did` overrides
    /// and its presentation controller's `…DidEnd` (``TransitionContext/finish(completed:)``).
    private var endCallbackDepth = 0
    /// The presents and dismissals asked for meanwhile, in order, with where each was asked
    /// for: they run once the end is over (its completion and `animationEnded` included). Run
    /// at once, a dismiss from the presented controller's `viewDidAppear` took the presenter's
    /// view back before the presenter had its `viewDidDisappear`, which then came last: the
    /// presenter on screen, its last call saying it disappeared, and no `viewWillAppear`/
    /// `viewDidAppear` for it. UIKit never leaves a controller's appearance calls unbalanced.
    private var requestsAfterEnd: [(origin: String, run: () throws -> Void)] = []
    /// Whether ``runRequestsAfterEnd()`` is running them: the ends of the transitions they
    /// begin leave their own requests to that loop rather than run them inside it. Nested, a
    /// chain of non-animated transitions each asking for the next from its end (a dismiss in
    /// `viewDidAppear`, a present again in the presenter's) grew the native stack until the
    /// process died (SIGSEGV at ~700 cycles), no Lua frame between to stop it.
    private var runningRequests = false
    /// The most requests one run of ``runRequestsAfterEnd()`` takes in a row (those their
    /// transitions' ends ask for included): a loop of transitions asking for each other is
    /// stopped with an error, as Lua's stack limit stops one of pushes and pops.
    static let maxRequestsInARow = 1_000

    /// Runs `callbacks`, the end's callbacks, deferring the presents and dismissals they ask
    /// for (``deferredUntilEnd(origin:_:)``).
    func callingEndCallbacks(_ callbacks: () -> Void) {
        endCallbackDepth += 1
        defer { endCallbackDepth -= 1 }
        callbacks()
    }

    /// Keeps `request`, asked for at `origin`, for the end of the modal transition whose
    /// callbacks are running, and says so; false when none is (the caller goes on at once).
    func deferredUntilEnd(origin: String, _ request: @escaping () throws -> Void) -> Bool {
        guard endCallbackDepth > 0 else { return false }
        requestsAfterEnd.append((origin, request))
        return true
    }

    /// Runs the requests deferred by the end just over, one after another in the order they
    /// came — with those the ends of the transitions they begin ask for, after them — each
    /// judged by the rules then (a chain still in flight ignores it with UIKit's warning).
    /// One request's failure does not drop the next, nor its error: each is kept in `errors`,
    /// the end's (the caller throws the first, each later one by an async action of its own:
    /// ``CallbackErrors``). An engine error names where its request was asked for (it
    /// surfaces at the line of the call that ended the transition).
    func runRequestsAfterEnd(keepingErrorsIn errors: CallbackErrors) {
        guard endCallbackDepth == 0, !runningRequests, !requestsAfterEnd.isEmpty else { return }
        runningRequests = true
        defer { runningRequests = false }
        var count = 0
        while !requestsAfterEnd.isEmpty {
            let (origin, request) = requestsAfterEnd.removeFirst()
            count += 1
            if count > Self.maxRequestsInARow {
                requestsAfterEnd.removeAll()
                errors.keep(CoreError(.runaway, "more than \(Self.maxRequestsInARow) presents and dismissals asked for from transitions' ends in a row, the last at \(origin.isEmpty ? "?" : origin): a loop of transitions beginning each other?"))
                return
            }
            do {
                try request()
            } catch let error as CoreError where !origin.isEmpty {
                errors.keep(CoreError(error.kind, "\(error.message) (asked for at \(origin), from a transition's end)",
                                      idleBound: error.idleBound))
            } catch {
                errors.keep(error)
            }
        }
    }

    /// The latest transition in flight that presents or dismisses `controller`, or in which it
    /// is the presenter (whose coordinator is the controller's `transitionCoordinator`).
    func latest(involving controller: ViewController) -> TransitionContext? {
        inFlight.last { $0.presenter === controller || $0.moving.contains { $0 === controller } }
    }

    /// Records the end of transition `id` and calls `completion` one run-loop turn later
    /// (UIKit calls a non-animated transition's completion asynchronously).
    func completeLater(_ id: Int, _ kind: TransitionBegin.Kind, origin: String,
                       completion: (() throws -> Void)?) {
        clock.async(label: origin) { [unowned self] in
            self.recorder.record(.transitionCompleted(kind: kind, id: id, tick: self.clock.now))
            try completion?()
        }
    }

    // MARK: Interactions

    /// Runs `body` — an animator's `animateTransition`, alongside blocks — with `timeline`
    /// driving the animation blocks it begins (nil: the clock).
    func drive<T>(_ timeline: TransitionTimeline?, _ body: () throws -> T) rethrows -> T {
        try animations.within(timeline, body)
    }

    // MARK: Waiting and letting go

    /// Runs the clock until nothing is pending (``Clock/runUntilIdle(limit:)``), then checks
    /// that no transition is left in flight: with no timer left, nothing would ever complete
    /// it, so waiting for idle would never end in a finished state.
    ///
    /// - Throws: what the clock throws; ``CoreError/Kind/runaway`` naming the transition that
    ///   never completed and the line where it began.
    public func runUntilIdle(limit: IdleLimit = .default) throws {
        try clock.runUntilIdle(limit: limit)
        guard let stuck = inFlight.first else { return }
        var message = "runUntilIdle: \(stuck)"
        if !stuck.origin.isEmpty { message += " (begun at \(stuck.origin))" }
        message += " never completed: its animator did not call completeTransition"
        if inFlight.count > 1 { message += " (and \(inFlight.count - 1) more in flight)" }
        throw CoreError(.runaway, message)
    }

    /// Forgets the transitions in flight (a stage replacing its engine): they never end, and
    /// their animators and interaction controllers are let go (an interaction's hold too).
    public func abandonTransitions() {
        for context in inFlight {
            context.releaseAnimator()
            context.endInteractive()
        }
        inFlight.removeAll()
    }
}
