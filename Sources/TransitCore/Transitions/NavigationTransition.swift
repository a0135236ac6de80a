/// A push or pop driven by a navigation delegate's animator: the same context, phases,
/// coordinator and `completeTransition` rules as a present or dismiss
/// (docs/transitions.md, "Navigation"). "from" is the leaving top controller, "to" the new
/// one; the container is the navigation controller's view; the navigation controller does
/// the rest when the animator completes (its `end`).
extension TransitionContext {
    /// A context for a push or pop from `from` to `to` inside `navigation`'s view, or a tab
    /// switch inside a tab bar controller's transition view (TabBarController+Switch.swift).
    static func navigation(_ kind: TransitionBegin.Kind, _ navigation: ViewController,
                           from: ViewController, to: ViewController, container: View,
                           origin: String) -> TransitionContext {
        let presentation = ModalPresentation(style: .fullScreen, containerView: container,
                                             presenterView: container, controller: nil,
                                             removesPresentersView: false)
        return TransitionContext(kind: kind, presenter: from, moving: [to], presentation: presentation,
                                 containerView: container, isAnimated: true, origin: origin, completion: nil)
    }

    /// Runs `animator`: `transitionDuration`, then `animateTransition` (through
    /// `interaction` when the delegate gave one). The frames: the
    /// leaving view's initial frame and the arriving view's final frame are the container's
    /// bounds, the others `Rect.zero` (as UIKit's).
    ///
    /// - Throws: what the animator throws, or a bad duration (the push or pop is undone); what
    ///   a coordinator's alongside block threw (the push or pop goes on).
    func runNavigation(_ animator: any AnimatedTransitioning, interaction: (any InteractiveTransitioning)? = nil,
                       end: @escaping (Bool) throws -> Void) throws {
        self.animator = animator
        self.interaction = interaction
        navigationEnd = end
        let bounds = containerView.bounds
        frames[.from] = (bounds, .zero)
        frames[.to] = (.zero, bounds)
        do {
            duration = try animator.transitionDuration(using: self)
            try CoreError.requireDuration(duration, "transitionDuration of the animator for \(self)")
            phase = phase.after(.animate)!
            try startAnimations { try coordinator.start() }
        } catch {
            throw phase.isEnded ? error : fail(error)
        }
        try reportOverrideFailure()
    }

    func finishNavigation(completed: Bool) throws {
        phase = phase.after(completed ? .complete : .cancel)!
        transitionWasCancelled = !completed
        engine.transitions.ended(self)
        engine.transitions.settled(self)    // the audit: its phase, and the shown view in the container
        endInteractive()
        callOverride { try navigationEnd?(completed) }      // the first error of the navigation's overrides
        coordinator.end()
        callOverride { try animator?.animationEnded(completed) }
        releaseAnimator()
        navigationEnd = nil
        try reportOverrideFailure()
    }

    /// The animator threw, or (`end` given) the navigation controller could not put the views
    /// in place before running it: the push or pop is undone by `end(false)`, then the
    /// coordinator's completions run (`isCancelled` true), as at a cancelled end, and the
    /// animator, if it ran, gets `animationEnded(false)`. Returns `error`, for the caller to
    /// throw; the callbacks' errors after it (``fail(_:)``).
    func failNavigation(_ error: any Error, end: ((Bool) throws -> Void)? = nil) -> any Error {
        if let end { navigationEnd = end }
        phase = phase.after(.fail)!
        transitionWasCancelled = true
        engine.transitions.ended(self)
        engine.transitions.settled(self)
        endInteractive()
        callOverride { try navigationEnd?(false) }      // thrown after the animator's, as fail(_:)'s
        navigationEnd = nil
        coordinator.end()
        endAnimator()
        return callbackErrors.reportLater(after: error)
    }
}
