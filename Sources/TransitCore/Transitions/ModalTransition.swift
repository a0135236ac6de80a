/// The steps of a present or dismiss (docs/transitions.md, "The state machine"): begin, run
/// the animator (or change at once), then finish as completed or cancelled — or, when the
/// animator throws, put everything back.
extension TransitionContext {
    /// Begins the transition and runs `animator`, or makes the change at once without one.
    ///
    /// Beginning: the timeline records it; the controllers' states step (``PresentationState``);
    /// a presentation gets its container view on top of the window; the life-cycle calls of
    /// the beginning run (`viewWillDisappear` of the leaving controllers, top first, then
    /// `viewWillAppear`). For a `fullScreen` presentation UIKit then puts the presenter's
    /// view into the container. The animator is asked `transitionDuration`, then
    /// `animateTransition` — through `interaction`'s `startInteractiveTransition` when the
    /// delegate gave an interaction controller.
    ///
    /// - Throws: what the animator throws (the transition fails: see ``fail(_:)``), a
    ///   non-finite or negative duration (likewise), or the first error of a life-cycle
    ///   override (the transition goes on, the others run; see ``callOverride(_:)``).
    func run(_ animator: (any AnimatedTransitioning)?, interaction: (any InteractiveTransitioning)? = nil) throws {
        self.animator = animator
        self.interaction = interaction
        engine.record(.transitionBegan(TransitionBegin(
            id: id, tick: engine.clock.now, kind: kind, controllers: moving.map(\.displayName),
            presenter: presenter.displayName, style: kind == .present ? presentation.style : nil,
            animated: isAnimated, origin: origin)))
        engine.transitions.began(self)
        // what begins until the call returns is the transition's own (TransitionAudit)
        try engine.transitions.whileStarting(id) { try begin(animator) }
    }

    /// ``run(_:interaction:)`` once recorded and in flight: the beginning's steps, then the
    /// animator, or the change at once.
    private func begin(_ animator: (any AnimatedTransitioning)?) throws {
        if kind == .present { beginPresentation() } else { beginDismissal() }
        for c in disappearing { callOverride { try c.runViewWillDisappear(isAnimated) } }
        for c in appearing { callOverride { try c.runViewWillAppear(isAnimated) } }
        if let controller = presentation.controller {
            callOverride { try kind == .present ? controller.presentationTransitionWillBegin()
                                                : controller.dismissalTransitionWillBegin() }
        }
        do {
            try captureFrames()
        } catch {
            throw fail(error)
        }
        if let animator {
            if kind == .present, let view = view(forKey: .from) {
                // "UIKit … automatically adds the view of the presenting view controller to it."
                try? containerView.insertSubview(view, at: 0)   // the container is new: no cycle
            }
            do {
                duration = try animator.transitionDuration(using: self)
                try CoreError.requireDuration(duration, "transitionDuration of the animator for \(self)")
                phase = phase.after(.animate)!
                try startAnimations { try startAlongside() }
            } catch {
                throw phase.isEnded ? error : fail(error)     // it may have completed before it threw
            }
        } else {
            phase = phase.after(.animate)!
            if kind == .present, let view = view(forKey: .to) {
                try? view.setFrame(finalFrame(for: moving[0]))     // the container's bounds: finite
                try? containerView.addSubview(view)                // the container is new: no cycle
            }
            try startAlongside()
            try finish(completed: true)
        }
        try reportOverrideFailure()
    }

    /// Ends the transition: the hierarchy, the states and the life cycle as UIKit leaves them
    /// (`completed`), or as they were before it began (cancelled); then the timeline, the
    /// completion (completed only) and the animator's `animationEnded`.
    ///
    /// A non-animated transition records its end and runs the completion one run-loop turn
    /// later, as UIKit; an animated one does it now, inside `completeTransition`.
    func finish(completed: Bool) throws {
        if !coordinator.hasStarted {
            // the animator completed inside `animateTransition`: what waits for its animations
            // to start (the alongside blocks, a new container's first layout) runs now
            if navigationEnd != nil { try coordinator.start(atOnce: true) } else { try startAlongside(atOnce: true) }
        }
        if navigationEnd != nil { return try finishNavigation(completed: completed) }
        phase = phase.after(completed ? .complete : .cancel)!
        transitionWasCancelled = !completed
        engine.transitions.ended(self)
        endInteractive()
        if completed && reversalBegan { undoReversal() }
        if completed {
            if kind == .present { completePresentation() } else { completeDismissal() }
        } else {
            rollBack()
        }
        engine.transitions.settled(self)
        engine.transitions.callingEndCallbacks {
            if completed {
                for c in appearing {
                    c.isAppeared = true
                    callOverride { try c.runViewDidAppear(isAnimated) }
                }
                for c in disappearing {
                    c.isAppeared = false
                    callOverride { try c.runViewDidDisappear(isAnimated) }
                }
            } else {
                reverseAppearance()
            }
            endBeingMoved()
            endPresentationController(completed)
        }
        guard isAnimated else {
            engine.transitions.completeLater(id, kind, origin: origin, completion: completion)
            return try endWithRequests()
        }
        engine.record(completed ? .transitionCompleted(kind: kind, id: id, tick: engine.clock.now)
                                : .transitionCancelled(kind: kind, id: id, tick: engine.clock.now))
        // what the completion asks for waits too, behind what the overrides asked for first
        engine.transitions.callingEndCallbacks {
            if completed { callOverride { try completion?() } }
            callOverride { try animator?.animationEnded(completed) }
        }
        releaseAnimator()
        try endWithRequests()
    }

    /// The end's last step: the presents and dismissals its callbacks asked for run now
    /// (``TransitionSystem/deferredUntilEnd(origin:_:)``), whatever failed before them; then the
    /// first error is thrown — the overrides', the completion's, `animationEnded`'s, the
    /// requests', in the order they ran — and each later one after it (``CallbackErrors``).
    private func endWithRequests() throws {
        engine.transitions.runRequestsAfterEnd(keepingErrorsIn: callbackErrors)
        try reportOverrideFailure()
    }

    /// The animator threw: the transition fails and everything goes back as for a
    /// cancellation, the controllers getting the life-cycle calls of one. Animations it
    /// started run on; their `completeTransition` is ignored. The animator gets
    /// `animationEnded(false)`, as at the end of any transition (``endAnimator()``). Returns
    /// `error` (the animator's), for the caller to throw; what the callbacks threw and no
    /// call has thrown yet is thrown after it, each by an async action of its own
    /// (``CallbackErrors``).
    func fail(_ error: any Error) -> any Error {
        if navigationEnd != nil { return failNavigation(error) }
        phase = phase.after(.fail)!
        transitionWasCancelled = true
        engine.transitions.ended(self)
        endInteractive()
        rollBack()
        engine.transitions.settled(self)
        reverseAppearance()
        endBeingMoved()
        endPresentationController(false)
        engine.record(.transitionCancelled(kind: kind, id: id, tick: engine.clock.now))
        endAnimator()
        return callbackErrors.reportLater(after: error)
    }

    /// Tells the animator of a failed transition that it ended, and lets it go. UIKit calls
    /// `animationEnded(_:)` "at the end of a transition" whatever ended it (the
    /// UIViewControllerAnimatedTransitioning reference), once: `animator` is nil after. What
    /// it throws is kept with the callbacks' errors (thrown after the failure's).
    func endAnimator() {
        let ending = animator
        animator = nil
        callOverride { try ending?.animationEnded(false) }
        releaseAnimator()
    }

    /// The animator has set up its animations: the coordinator's alongside blocks join them
    /// (`atOnce`: unanimated, see ``Coordinator/start(atOnce:)``), and a new container gets
    /// its first layout.
    private func startAlongside(atOnce: Bool = false) throws {
        try coordinator.start(atOnce: atOnce)
        if let controller = presentation.controller { callOverride { try controller.layoutIfNeeded() } }
    }

    /// The presentation controller's `…DidEnd(completed)`, then the coordinator's completions.
    private func endPresentationController(_ completed: Bool) {
        if let controller = presentation.controller {
            callOverride { try kind == .present ? controller.presentationTransitionDidEnd(completed)
                                                : controller.dismissalTransitionDidEnd(completed) }
        }
        coordinator.end()
    }

    // MARK: Hierarchy and states

    private func beginPresentation() {
        let presented = moving[0]
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.step(.beginPresentation)
        presented.modalPresentation = presentation
        presentation.presenter = presenter
        engine.notePresentation(of: presented)
        engine.presentationObserver?(presented, true)
        engine.presenterObserver?(presented, presenter)
        // The container is new and the window's bounds are finite: these cannot throw.
        try? containerView.setFrame(engine.window.bounds)
        try? engine.window.addSubview(containerView)
        presentation.controller?.containerView = containerView
        // a presenter already told it disappears with its tab (a cover over the tab bar
        // controller): the cover's end answers it, and the presented one stays unseen until the
        // cover leaves (left101: told `viewWillDisappear` twice, "p" appeared under the cover)
        if presentation.removesPresentersView && presenter.isAppeared && presenter.appearanceUnderWay != false {
            disappearing = [presenter]
        }
        appearing = presenter.isCoveredWithItsTab ? [] : [presented]
    }

    private func beginDismissal() {
        for c in moving { c.step(.beginDismissal) }
        // one already told it disappears (with its tab, by a cover) waits for that `did` alone
        disappearing = moving.reversed().filter { $0.isAppeared && $0.appearanceUnderWay != false }
        // hidden with an unselected tab (rev96), or under a cover over the tab bar controller
        // (left101): the presenter stays out of sight, told it appears when its tab is
        appearing = presenter.isAppeared || presentation.isHiddenWithTab || presenter.isCoveredWithItsTab ? [] : [presenter]
    }

    private func completePresentation() {
        if presentation.removesPresentersView { presenter.viewIfLoaded?.removeFromSuperview() }
        moving[0].step(.completePresentation)
        // over a tab a settled cover keeps off the screen: it goes with the tab, as those there
        // when the cover settled went (TabBarController+Contexts.swift), until the cover leaves
        if let tabs = presenter.coveredTabBarController, tabs.viewIfLoaded?.window == nil,
           let tab = tabs.selectedViewController, presentation.style == .currentContext || presentation.style == .overCurrentContext {
            tabs.hidePresentations(over: tab)
        }
    }

    private func completeDismissal() {
        if !presentation.isHiddenWithTab { presenter.returnViewHome(from: presentation) }
        // the hierarchy under a full-screen presentation is back: the context presentations in
        // it follow a window size changed meanwhile (PresentationController.swift)
        if presentation.removesPresentersView { callOverride { try engine.placeContextPresentations(stale: true) } }
        presenter.presentedViewController = nil
        for c in moving {
            c.modalPresentation?.containerView.removeFromSuperview()
            c.modalPresentation = nil
            c.presentingViewController = nil
            c.presentedViewController = nil
            c.step(.completeDismissal)
        }
        for c in moving.reversed() {
            engine.presenterObserver?(c, nil)
            engine.presentationObserver?(c, false)
        }
    }

    /// Everything as before the transition began: a presentation's container leaves the
    /// window and the presenter's view goes home; a dismissal's presenter is covered again
    /// (its view leaves the window if the presentation removes it).
    private func rollBack() {
        if kind == .present {
            let presented = moving[0]
            // home first, then the container out: the presenter's view, in the container since
            // the animator began, never leaves the window, so it keeps its running animations
            // (out with the container, it lost them: hostile94)
            presenter.returnViewHome(from: presentation)
            containerView.removeFromSuperview()
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            presented.modalPresentation = nil
            presented.step(.cancelPresentation)
            engine.presenterObserver?(presented, nil)
            engine.presentationObserver?(presented, false)
        } else {
            if presentation.removesPresentersView, let view = presenter.viewIfLoaded, view.window != nil {
                view.removeFromSuperview()
            }
            for c in moving { c.step(.cancelDismissal) }
        }
    }

    // MARK: Life cycle

    /// A cancelled transition's calls: the arriving controllers disappear again, then the
    /// leaving ones appear again (the order UIKit gives a cancelled interactive pop). When an
    /// interaction cancelled it, the `will` calls ran then (``beginReversal()``): only the
    /// `did` ones are left.
    private func reverseAppearance() {
        let began = reversalBegan
        for c in appearing {
            if !began { callOverride { try c.runViewWillDisappear(isAnimated) } }
            callOverride { try c.runViewDidDisappear(isAnimated) }
        }
        for c in disappearing {
            if !began { callOverride { try c.runViewWillAppear(isAnimated) } }
            callOverride { try c.runViewDidAppear(isAnimated) }
        }
    }

    /// An interaction cancelled the transition: as UIKit documents for
    /// `notifyWhenInteractionChanges`, after the handlers the arriving controllers get
    /// `viewWillDisappear` and the leaving ones `viewWillAppear` at once; the `did` calls come
    /// when the animator completes the transition.
    func beginReversal() {
        reversalBegan = true
        for c in appearing { callOverride { try c.runViewWillDisappear(isAnimated) } }
        for c in disappearing { callOverride { try c.runViewWillAppear(isAnimated) } }
    }

    /// The animator completes a transition its interaction cancelled (UIKit leaves that to the
    /// animator): the reversal's `will` calls are answered by the completion's own, so every
    /// controller still gets a `will` before each `did`; the script hears of it by a warning.
    private func undoReversal() {
        engine.warn("completeTransition(true) on \(self), which its interaction cancelled: it completes, as the animator says", origin: endedAt)
        reversalBegan = false
        for c in appearing { callOverride { try c.runViewWillAppear(isAnimated) } }
        for c in disappearing { callOverride { try c.runViewWillDisappear(isAnimated) } }
    }

    /// Runs a life-cycle override, or another callback of the transition (a coordinator's
    /// block, the completion, `animationEnded`). An error in one does not stop the transition
    /// (the hierarchy never stays half-changed) nor the callbacks after it, which all run
    /// once: it is kept, and thrown once — by the call that is running, at its end
    /// (``reportOverrideFailure()``), when it is the first; by an async action of its own at
    /// the same tick, after that, when it is a later one (``CallbackErrors``).
    func callOverride(_ body: () throws -> Void) {
        callbackErrors.run(body)
    }

    /// Throws the first error the callbacks kept, the later ones after it (``callOverride(_:)``).
    func reportOverrideFailure() throws {
        try callbackErrors.throwFirst()
    }

    // MARK: Frames

    /// initialFrame/finalFrame, fixed when the transition begins (UIKit's rules: see
    /// ``initialFrame(for:)`` and ``finalFrame(for:)``).
    ///
    /// - Throws: what the presentation controller's `frameOfPresentedViewInContainerView` throws.
    private func captureFrames() throws {
        let full = containerView.bounds
        let presenterFrame = presenter.viewIfLoaded.map { containerView.convert($0.bounds, from: $0) } ?? .zero
        let removes = presentation.removesPresentersView
        switch kind {
        case .present:
            presentation.presenterFrame = (presenterFrame, full)
            frames[.from] = (presenterFrame, removes ? .zero : presenterFrame)
            frames[.to] = (.zero, try presentation.controller?.frameOfPresentedViewInContainerView() ?? full)
        case .dismiss, .push, .pop, .select:     // a navigation or tab switch sets its frames itself (runNavigation)
            let top = moving.last!.viewIfLoaded.map { containerView.convert($0.bounds, from: $0) } ?? .zero
            // A custom presentation's leaving view ends where it is (its animator moves it
            // off from there): Apple says only that a frame "might be" zero, and the
            // libraries that run on devices read it as the presented frame — SPStorkController
            // and Presentr size their dismissal from it, and Presentr's samples slide the whole
            // view out (its issue #19; docs/transitions.md). Other styles: zero.
            frames[.from] = (top, kind == .dismiss && presentation.style == .custom ? top : .zero)
            // The presenter that stayed ends a custom dismissal at the frame it had when the
            // presentation began, whatever the presentation's animator did to it since:
            // DeckTransition (51a7c8d) recomputes its scale from that frame's height and moves
            // its strip from the view's current top to that frame's, and
            // CardPresentationController animates the inset view back to it, both expecting
            // the full frame, as used on devices (Apple: it "might be" zero;
            // docs/transitions.md). A container resized since (a rotation) resizes that frame
            // with it, as a controller's root view, flexible in width and height, is: the
            // start's portrait frame would send the view back to portrait in a landscape
            // window. Other styles keep the frame as it is.
            var presenterEnd = presenterFrame
            if kind == .dismiss && presentation.style == .custom, let (start, then) = presentation.presenterFrame {
                presenterEnd = Rect(start.x, start.y, start.width + full.width - then.width,
                                    start.height + full.height - then.height)
            }
            frames[.to] = removes ? (.zero, full) : (presenterFrame, presenterEnd)
        }
    }
}

extension TransitionContext {
    /// The moving controllers' `isBeingPresented`/`isBeingDismissed` end after their `did`
    /// calls: Apple's documentation bookends the flags by `viewWillAppear` and `viewDidAppear`
    /// (`viewWillDisappear` and `viewDidDisappear`), while the state machine has already
    /// moved on so that a `did` override may present or dismiss again.
    private func endBeingMoved() {
        for c in moving {
            c.isBeingPresented = false
            c.isBeingDismissed = false
        }
    }
}

extension ViewController {
    /// Takes one step of the presentation state machine. The transitions only take legal
    /// steps; an illegal one is a bug in the engine. A beginning raises UIKit's flag, which
    /// the transition lowers after the `did` calls (``TransitionContext/endBeingMoved()``).
    func step(_ event: PresentationEvent) {
        guard let next = presentationState.after(event) else {
            preconditionFailure("\(self): \(event) is illegal in state \(presentationState)")
        }
        presentationState = next
        if event == .beginPresentation { isBeingPresented = true }
        if event == .beginDismissal { isBeingDismissed = true }
    }
}
