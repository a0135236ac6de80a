/// `present` and `dismiss` with UIKit's rules and outcomes (docs/controllers.md,
/// docs/transitions.md): misuse UIKit raises on throws, misuse UIKit logs and ignores gives a
/// warning; the transition itself — container, hierarchy, life cycle, animator — is a
/// ``TransitionContext``.
extension ViewController {
    /// Presents `other` modally, as `present(_:animated:completion:)`.
    ///
    /// The view of `other` is loaded first (`viewDidLoad`). With `animated`, its transitioning
    /// delegate is asked for an animator (`animationController(forPresented:…)`; nil means
    /// the ``DefaultAnimator`` of its ``modalTransitionStyle``). Then the transition begins:
    /// the presenter's `viewWillDisappear` (`fullScreen` only), `other.viewWillAppear`, a
    /// container view on top of the window. Without animation the view is put in it at once
    /// (filling the window) and the transition completes: the presenter's view leaves the
    /// window (`fullScreen` only), `viewDidAppear`, `viewDidDisappear`, and `completion` one
    /// run-loop turn later. With animation the animator runs, and all that happens when it
    /// calls `completeTransition`.
    ///
    /// Ignored with UIKit's warning (through ``Engine/onWarning``, naming `origin`): while a
    /// transition of this chain is in flight, when this controller already presents one, or
    /// when its view is not in the window. Asked for from the end of a modal transition (its
    /// `viewDidAppear`/`viewDidDisappear` overrides, the presentation controller's `…DidEnd`,
    /// the coordinator's completions), it waits until that end is over, completion included,
    /// so that every controller's appearance calls stay balanced.
    ///
    /// - Throws: ``CoreError/Kind/invalidPresentation`` when `other` is this controller, the
    ///   root or a presenter of this one ("an active controller"), is already presented or
    ///   in a navigation stack (UIKit raises), or when the view of `other` holds this
    ///   controller's view.
    ///   ``CoreError/Kind/wrongEngine`` for another engine's controller.
    ///   What the delegate and the animator throw (the transition fails and everything goes
    ///   back); what the overrides throw (the transition goes on).
    public func present(_ other: ViewController, animated: Bool, origin: String = "",
                        completion: (() throws -> Void)? = nil) throws {
        try present(other, animated: animated, origin: origin, source: self, completion: completion)
    }

    /// ``present(_:animated:origin:completion:)`` as forwarded: `source` is the controller
    /// whose `present` was called, which the transitioning delegate is told of (UIKit's
    /// `source`: "the view controller whose present method was called") when a parent or the
    /// presentation context presents for it.
    private func present(_ other: ViewController, animated: Bool, origin: String, source: ViewController,
                         completion: (() throws -> Void)?) throws {
        if engine.transitions.deferredUntilEnd(origin: origin, { [self] in
            try present(other, animated: animated, origin: origin, source: source, completion: completion)
        }) { return }
        let requested = other.modalPresentationStyle
        if requested == .currentContext || requested == .overCurrentContext, presentationContext !== self {
            return try presentationContext.present(other, animated: animated, origin: origin, source: source,
                                                   completion: completion)
        }
        if let parent = parent, requested != .currentContext && requested != .overCurrentContext {
            // "If the current view controller is unable to fulfill a request, it forwards the
            // request up the view controller hierarchy to its nearest parent" (UIKit,
            // `present(_:animated:completion:)`): a child of a stack or a tab does not cover
            // the screen, its container does, and presents (a stack that is a tab forwards on).
            return try parent.present(other, animated: animated, origin: origin, source: source, completion: completion)
        }
        guard try admitsPresentation(of: other, origin: origin) else { return }
        try checkHoldsNoPresenter(try other.view, of: other)
        var animator: (any AnimatedTransitioning)?
        var interaction: (any InteractiveTransitioning)?
        if animated {
            let delegate = try other.currentTransitioningDelegate()
            animator = try delegate?.animationController(forPresented: other, presenting: self, source: source)
                ?? other.zoomAnimator()     // iOS 18's preferredTransition (ZoomTransition.swift)
            if let animator { interaction = try delegate?.interactionControllerForPresentation(using: animator) }
            // The delegate's code may have changed the chain meanwhile.
            guard try admitsPresentation(of: other, origin: origin) else { return }
        }
        let container = View(engine: engine)
        container.name = "container(\(other.displayName))"
        // a zoom presents full screen, whatever the style (docs/zoom.md)
        let style = try other.currentPreferredTransition() != nil ? .fullScreen : other.modalPresentationStyle.resolved
        var controller: PresentationController?
        if style == .custom {
            controller = try other.currentTransitioningDelegate()?.presentationController(forPresented: other, presenting: self, source: source)
        } else if style == .popover && engine.screen.isPad, let popover = other.popoverPresentationController {
            _ = try popover.sourceInWindow()        // UIKit raises without a source view
            popover.presentingViewController = self
            controller = popover
        } else if style.isSheet || style == .popover {      // a popover adapts to a sheet in compact width
            let sheet = other.adaptiveSheetController()
            sheet.presentingViewController = self       // a sheet's controller exists before it is presented
            controller = sheet
        } else if style == .currentContext || style == .overCurrentContext {
            controller = ContextPresentationController(presented: other, context: self,
                                                       removesContextView: style == .currentContext)
            // UIKit puts the presented view over the context's, inside the context's container:
            // outside it (a tab bar) touches reach what is there (rev96b: this container, over
            // the whole window, took a tap on the tab bar)
            container.passesTouchesThrough = true
        }
        let presentation = ModalPresentation(style: style, containerView: container, presenterView: try view,
                                             controller: controller,
                                             removesPresentersView: try controller?.shouldRemovePresentersView()
                                                 ?? style.removesPresentersView)
        if animated && animator == nil && controller is PopoverPresentationController { animator = PopoverAnimator() }
        if animated && animator == nil && other.modalTransitionStyle == .flipHorizontal && !presentation.removesPresentersView {
            throw DefaultAnimator.flipNeedsFullScreen(other)
        }
        // a cover taking a tab bar controller off the screen ends what animates over its tab
        // first, as a tab switch does; past the bound it is refused (TabBarController+Contexts.swift)
        var ends: (any Error)?
        if presentation.removesPresentersView && isAppeared && appearanceUnderWay != false {
            ends = try endTransitionsUnderCover(origin: origin)
            // the ends' callbacks may have changed the chain meanwhile
            guard try admitsPresentation(of: other, origin: origin) else { if let ends { throw ends }; return }
        }
        let context = TransitionContext(kind: .present, presenter: self, moving: [other], presentation: presentation,
                                        containerView: container, isAnimated: animated, origin: origin,
                                        completion: completion)
        do {
            try context.run(animated ? animator ?? DefaultAnimator(other.modalTransitionStyle) : nil, interaction: interaction)
        } catch {
            throw ends ?? error
        }
        if let ends { throw ends }
    }

    /// Dismisses, as `dismiss(animated:completion:)`: the controller this one presents and
    /// everything above it; or, called on a presented controller that presents nothing,
    /// itself (UIKit forwards the call to its presenter). With nothing to dismiss it does
    /// nothing, and `completion` is not called (as UIKit).
    ///
    /// With `animated`, the top-most dismissed controller's transitioning delegate is asked
    /// for an animator (`animationController(forDismissed:)`; nil means the default). The
    /// transition: `viewWillDisappear` of each dismissed controller that appeared (top
    /// first), the presenter's `viewWillAppear` if it was covered; when it completes, the
    /// presenter's view back where it lived (just below the dismissed containers, filling
    /// the window; loaded again first if a script unloaded it), the dismissed containers
    /// gone, `viewDidAppear`, `viewDidDisappear`, and `completion` (one run-loop turn later
    /// without animation).
    ///
    /// Ignored with UIKit's warning while a transition of this chain is in flight. Asked for
    /// from the end of a modal transition (a `viewDidAppear` override…), it waits until that
    /// end is over, as ``present(_:animated:origin:completion:)`` does.
    ///
    /// - Throws: what the delegate and the animator throw (the transition fails and
    ///   everything goes back); what the overrides throw (the transition goes on).
    public func dismiss(animated: Bool, origin: String = "", completion: (() throws -> Void)? = nil) throws {
        if engine.transitions.deferredUntilEnd(origin: origin, { [self] in
            try dismiss(animated: animated, origin: origin, completion: completion)
        }) { return }
        if presentedViewController == nil && presentingViewController == nil, let parent = parent {
            // A child of a stack or a tab presents nothing itself (its container presented
            // for it, above) and is not presented: the request goes to the parent, which
            // dismisses what it presents, or itself — a Cancel button's `dismiss` inside a
            // presented navigation controller closes it, as in UIKit.
            return try parent.dismiss(animated: animated, origin: origin, completion: completion)
        }
        guard var (presenter, dismissed) = admitsDismissal(origin: origin) else { return }
        // Hidden with an unselected tab (TabBarController+Contexts.swift), nothing of it is on
        // screen to animate: it goes at once. rev96b: animated, a switch back to the tab
        // meanwhile showed neither it nor the tab, and the tab was never told it appears.
        let animated = animated && dismissed[0].modalPresentation?.isHiddenWithTab != true
        var animator: (any AnimatedTransitioning)?
        var interaction: (any InteractiveTransitioning)?
        if animated {
            let top = dismissed.last!
            // The animator moves its view: one a script unloaded since it was presented
            // (view = nil) is loaded again, as UIKit's getter would, or every animated
            // dismissal of it failed.
            _ = try top.view
            let delegate = try top.currentTransitioningDelegate()
            animator = try delegate?.animationController(forDismissed: top) ?? top.zoomAnimator()
            if let animator {
                interaction = try delegate?.interactionControllerForDismissal(using: animator)
                    ?? top.zoomDismissal?.take(for: animator)       // a swipe down drives it
            }
            // The delegate's code may have changed the chain meanwhile.
            guard let again = admitsDismissal(origin: origin) else { return }
            (presenter, dismissed) = again
        }
        // The presenter's view is the one the dismissal shows (its "to" view): one a script
        // unloaded while it was covered (view = nil) loads again here, as UIKit's getter
        // loads it (`loadView`, `viewDidLoad`), and that view goes back into the window —
        // not the one unloaded, nor none.
        _ = try presenter.view
        let top = dismissed.last!
        let context = TransitionContext(kind: .dismiss, presenter: presenter, moving: dismissed,
                                        presentation: dismissed[0].modalPresentation!,
                                        containerView: top.modalPresentation!.containerView,
                                        isAnimated: animated, origin: origin, completion: completion)
        let builtIn: any AnimatedTransitioning = top.modalPresentation?.controller is PopoverPresentationController
            ? PopoverAnimator() : DefaultAnimator(top.modalTransitionStyle)
        try context.run(animated ? animator ?? builtIn : nil, interaction: interaction)
    }

    /// Whether `other` may be presented now: throws what UIKit raises on; warns and says no
    /// to what UIKit ignores.
    private func admitsPresentation(of other: ViewController, origin: String) throws(CoreError) -> Bool {
        try checkPresentable(other)
        if let refusal = presentRefusal(of: other) {
            engine.warn(refusal, origin: origin)
            return false
        }
        return true
    }

    /// The presenter and the controllers (bottom first) a `dismiss` here takes off, or nil
    /// when there is nothing to dismiss or a transition is in flight (UIKit's warning).
    private func admitsDismissal(origin: String) -> (ViewController, [ViewController])? {
        let presenter: ViewController
        if presentedViewController != nil {
            presenter = self
        } else if let p = presentingViewController {
            presenter = p
        } else {
            return nil
        }
        if chainIsInTransition {
            engine.warn("Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!",
                        origin: origin)
            return nil
        }
        var dismissed: [ViewController] = []
        var next = presenter.presentedViewController
        while let c = next {
            dismissed.append(c)
            next = c.presentedViewController
        }
        return (presenter, dismissed)
    }

    /// Whether this controller is, or has been presented by, `other` somewhere down its chain.
    func isPresented(by other: ViewController) -> Bool {
        var next = presentingViewController
        while let c = next {
            if c === other { return true }
            next = c.presentingViewController
        }
        return false
    }

    /// Whether this controller is the root or is presented: the engine holds it.
    public var isInPresentationChain: Bool {
        self === engine.window.rootViewController || presentationState != .idle
    }

    /// Whether a tab bar controller that holds this controller, or that this controller holds,
    /// is switching tabs through its delegate's animator: a presentation from here would
    /// cover or carry off the views it animates.
    var tabSwitchIsInProgress: Bool {
        var up: ViewController? = self
        while let c = up {
            if (c as? TabBarController)?.switchIsAnimated == true { return true }
            up = c.parent
        }
        func below(_ c: ViewController) -> Bool {
            c.children.contains { ($0 as? TabBarController)?.switchIsAnimated == true || below($0) }
        }
        return below(self)
    }

    /// Whether a controller of this one's chain (its presenters, itself, what it presents)
    /// is in the middle of a transition.
    var chainIsInTransition: Bool {
        var bottom = self
        while let p = bottom.presentingViewController { bottom = p }
        var next: ViewController? = bottom
        while let c = next {
            if c.presentationState == .presenting || c.presentationState == .dismissing { return true }
            next = c.presentedViewController
        }
        return false
    }

    private func checkPresentable(_ other: ViewController) throws(CoreError) {
        guard other.engine === engine else {
            throw CoreError(.wrongEngine, "present: \(other) belongs to another engine")
        }
        if other === self || other === engine.window.rootViewController || isPresented(by: other) {
            throw CoreError(.invalidPresentation, "Application tried to present modally an active controller \(other).")
        }
        if let presenter = other.presentingViewController {
            throw CoreError(.invalidPresentation,
                            "Application tried to present modally a view controller \(other) that is already being presented by \(presenter).")
        }
        if let parent = other.parent {      // UIKit raises, in these words (any container's child)
            throw CoreError(.invalidPresentation,
                            "Application tried to present modally a view controller \(other) that has a parent view controller \(parent).")
        }
    }

    /// Throws when `view`, the view of `other` about to be presented, is this controller's
    /// view or holds it (a presentation's container, the window): the presentation would put
    /// the presenter's view inside the presented one's container, and its end would take it
    /// out of the window — the chain left presenting with nothing of it on screen.
    private func checkHoldsNoPresenter(_ view: View, of other: ViewController) throws(CoreError) {
        guard let mine = viewIfLoaded, mine.isDescendant(of: view) else { return }
        throw CoreError(.invalidPresentation,
                        "Application tried to present \(other) whose view \(view.displayName) holds the view of the presenting \(self)")
    }

    /// UIKit's warning for a presentation it ignores, or nil.
    private func presentRefusal(of other: ViewController) -> String? {
        if chainIsInTransition {
            return "Attempt to present \(other) on \(self) while a presentation is in progress!"
        }
        if tabSwitchIsInProgress {
            // rev96: the present took the switch's views out of the window mid-animation and
            // cut it short; UIKit refuses a present during a presentation, and documents
            // nothing for one during a tab switch — refused the same way
            return "Attempt to present \(other) on \(self) while a tab switch is in progress!"
        }
        if let current = presentedViewController {
            return "Attempt to present \(other) on \(self) which is already presenting \(current)"
        }
        if viewIfLoaded?.window == nil {
            return "Attempt to present \(other) on \(self) whose view is not in the window hierarchy!"
        }
        return nil
    }
}
