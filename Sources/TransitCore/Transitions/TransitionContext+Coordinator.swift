extension TransitionContext {
    /// A present's or dismiss's coordinator, as `UIViewControllerTransitionCoordinator`: other
    /// code (a presentation controller's overlay) animates alongside the transition and learns
    /// when it ends. `ViewController.transitionCoordinator` hands it out while the transition is
    /// in flight. (A rotation's is ``TransitionCoordinator``: its blocks get the coordinator.)
    public final class Coordinator {
        public typealias Block = (TransitionContext) throws -> Void

        /// The transition, while it lives: a script may keep the coordinator past its end,
        /// and then it coordinates nothing (as UIKit's, whose `animate` then returns false).
        public private(set) weak var context: TransitionContext?
        /// The waiting alongside blocks and where each was added (a script's `file:line`).
        private var alongside: [(block: Block, origin: String)] = []
        private var completions: [Block] = []
        /// `notifyWhenInteractionChanges` handlers, in the order they were added.
        private var interactionHandlers: [Block] = []
        /// The clock time (seconds) the animator's animations began, once `animateTransition`
        /// returned.
        private var started: Double?
        /// Whether it started ending at once (``start(atOnce:)``): a block added after that,
        /// by one of those blocks or the container's first layout, has no time left either.
        private var startedAtOnce = false

        init(context: TransitionContext) { self.context = context }

        /// Adds an alongside animation and a completion; true, as UIKit's (the transition is one
        /// the coordinator can animate alongside). Before the animator has started, the block
        /// waits for it; afterwards it runs at once over what is left of the transition.
        @discardableResult
        public func animate(alongside: Block?, completion: Block?, origin: String = "") throws -> Bool {
            guard let context, context.phase == .preparing || context.phase == .animating else { return false }
            if let completion { completions.append(completion) }
            guard let alongside else { return true }
            if let started {
                // An interactive transition's time is its timeline's, which the new block joins.
                let elapsed = context.liveTimeline.map { $0.now / Double(Clock.ticksPerSecond) }
                    ?? context.engine.clock.seconds - started
                try context.engine.transitions.whileStarting(context.id) {   // an alongside block is the transition's own
                    try context.engine.transitions.drive(context.liveTimeline) {
                        try run([(alongside, origin)], over: startedAtOnce ? 0 : max(context.duration - elapsed, 0))
                    }
                }
            } else {
                self.alongside.append((alongside, origin))
            }
            return true
        }

        /// The animator has started: the waiting blocks run in one animation of the transition's
        /// duration on UIKit's default curve, so they move in lock-step with an animator that uses
        /// `UIView.animate`'s defaults; without animation they run at once.
        ///
        /// `atOnce`: the transition is ending before its animations began (an animator that
        /// calls `completeTransition` inside `animateTransition`), so no time is left: the
        /// blocks run unanimated, as without animation, rather than being dropped.
        func start(atOnce: Bool = false) throws {
            guard let context else { return }
            started = context.engine.clock.seconds
            startedAtOnce = atOnce
            let blocks = alongside
            alongside = []
            try run(blocks, over: context.isAnimated && !atOnce ? context.duration : 0)
        }

        /// Whether ``start(atOnce:)`` has run.
        var hasStarted: Bool { started != nil }

        /// `notifyWhenInteractionChanges(_:)`: `handler(context)` runs each time the
        /// transition stops or starts being interactive (finish, cancel, pause), after the
        /// change (`context.isInteractive`, `context.transitionWasCancelled` tell which).
        public func notifyWhenInteractionChanges(_ handler: @escaping Block) {
            interactionHandlers.append(handler)
        }

        /// Whether the transition is driven by an interaction now.
        public var isInteractive: Bool { context?.isInteractive ?? false }
        /// Whether it was cancelled.
        public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
        /// The interaction's progress (0…1).
        public var percentComplete: Double { context?.percentComplete ?? 1 }

        /// The interaction changed: the handlers, in order, each once whatever the others do.
        /// The first that throws is thrown from the call that changed it (the change itself
        /// stands); those after it run as async actions of their own at the same tick, after
        /// the error is reported (as the completions of animations that end together), so a
        /// second failure loses no third.
        func interactionChanged() throws {
            guard let context else { return }
            for (i, handler) in interactionHandlers.enumerated() {
                do {
                    try handler(context)
                } catch {
                    for later in interactionHandlers[(i + 1)...] { context.engine.clock.async { try later(context) } }
                    throw error
                }
            }
        }

        /// The transition ended: the completions, in the order they were added.
        func end() {
            guard let context else { return }
            let blocks = completions
            completions = []
            for block in blocks { context.callOverride { try block(context) } }
        }

        /// An alongside block that throws does not stop the transition: its error is the
        /// context's override failure, thrown when the running call ends.
        /// The animation is traced at the first block's origin.
        private func run(_ blocks: [(block: Block, origin: String)], over seconds: Double) throws {
            guard let first = blocks.first, let context else { return }
            let changes = { [context] in for b in blocks { context.callOverride { try b.block(context) } } }
            if let animator = context.drivingAnimator {
                // UIKit adds them to the interruptible animator, which runs them with its own.
                try animator.addAnimations(changes)
            } else if seconds > 0 {
                try context.engine.animate(duration: seconds, curve: .easeInOut, origin: first.origin, animations: changes)
            } else {
                changes()
            }
        }
    }
}

extension ViewController {
    /// The coordinator of the transition in flight that presents or dismisses this controller,
    /// or in which it is the presenter — or, for a tab bar controller, its own tab switch (UIKit's
    /// container answers for the transition between its children: Apple's "CustomTransitions"
    /// sample reads `tabBarController.transitionCoordinator` during a switch); nil outside
    /// transitions.
    public var transitionCoordinator: TransitionContext.Coordinator? {
        if let own = engine.transitions.latest(involving: self) { return own.coordinator }
        guard let container = (self as? TabBarController)?.transitionView else { return nil }
        return engine.transitionsInFlight.last { $0.containerView === container }?.coordinator
    }
}
