/// `present` and `dismiss` with UIKit's rules and outcomes (docs/controllers.md): the
/// presented controller's view covers the window; `fullScreen` takes the presenter's view
/// out of the window while covered; misuse UIKit raises on throws, misuse UIKit logs and
/// ignores gives a warning; completions run one run-loop turn later.
extension ViewController {
    /// Presents `other` modally, as `present(_:animated:completion:)`.
    ///
    /// The view of `other` is loaded first (`viewDidLoad`), then the transition runs: the
    /// presenter's `viewWillDisappear` (`fullScreen` only), `other.viewWillAppear`, the view
    /// set to the window's bounds and added on top of the window, the presenter's view
    /// removed (`fullScreen` only), `viewDidAppear`, `viewDidDisappear`. `completion` runs one
    /// run-loop turn later.
    ///
    /// Ignored with UIKit's warning (through ``Engine/onWarning``, naming `origin`): while a
    /// transition of this chain is in flight, when this controller already presents one, or
    /// when its view is not in the window.
    ///
    /// - Throws: ``CoreError/Kind/invalidPresentation`` when `other` is this controller, the
    ///   root or a presenter of this one ("an active controller"), or is already presented
    ///   (UIKit raises); for `animated` or the `custom` style (not available yet).
    ///   ``CoreError/Kind/wrongEngine`` for another engine's controller. What the overrides
    ///   throw (the transition still completes; see ``Engine/transition``).
    public func present(_ other: ViewController, animated: Bool, origin: String = "",
                        completion: (() throws -> Void)? = nil) throws {
        try checkPresentable(other, animated: animated)
        if let refusal = presentRefusal(of: other) {
            engine.warn(refusal, origin: origin)
            return
        }
        let presentedView = try other.view
        let window = engine.window
        let id = engine.nextTransitionID()
        engine.record(.transitionBegan(TransitionBegin(
            id: id, tick: engine.clock.now, kind: .present, controllers: [other.displayName],
            presenter: displayName, style: other.modalPresentationStyle, animated: animated, origin: origin)))
        presentedViewController = other
        other.presentingViewController = self
        other.presentationState = .presenting
        engine.presentationObserver?(other, true)
        defer {
            other.presentationState = .presented
            engine.completeTransition(id, .present, origin: origin, completion: completion)
        }
        let covers = other.modalPresentationStyle == .fullScreen
        try engine.transition(disappearing: covers && isAppeared ? [self] : [], appearing: [other],
                              animated: animated) {
            try presentedView.setFrame(window.bounds)
            try window.addSubview(presentedView)
            if covers, let view = viewIfLoaded, view.window != nil { view.removeFromSuperview() }
        }
    }

    /// Dismisses, as `dismiss(animated:completion:)`: the controller this one presents and
    /// everything above it; or, called on a presented controller that presents nothing,
    /// itself (UIKit forwards the call to its presenter). With nothing to dismiss it does
    /// nothing, and `completion` is not called (as UIKit).
    ///
    /// The transition: `viewWillDisappear` of each dismissed controller that appeared (top
    /// first), the presenter's `viewWillAppear` if it was covered, its view put back into
    /// the window just below the dismissed views and set to the window's bounds, the
    /// dismissed views removed, `viewDidAppear`, `viewDidDisappear`. `completion` runs one
    /// run-loop turn later.
    ///
    /// Ignored with UIKit's warning while a transition of this chain is in flight.
    ///
    /// - Throws: ``CoreError/Kind/invalidPresentation`` for `animated` (not available yet);
    ///   what the overrides throw (the transition still completes).
    public func dismiss(animated: Bool, origin: String = "", completion: (() throws -> Void)? = nil) throws {
        let presenter: ViewController
        if presentedViewController != nil {
            presenter = self
        } else if let p = presentingViewController {
            presenter = p
        } else {
            return
        }
        if chainIsInTransition {
            engine.warn("Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!",
                        origin: origin)
            return
        }
        if animated { throw CoreError.notYetAnimated("dismiss") }
        var dismissed: [ViewController] = []       // bottom first
        var next = presenter.presentedViewController
        while let c = next {
            dismissed.append(c)
            next = c.presentedViewController
        }
        let presenterView = try presenter.view
        let window = engine.window
        let id = engine.nextTransitionID()
        engine.record(.transitionBegan(TransitionBegin(
            id: id, tick: engine.clock.now, kind: .dismiss, controllers: dismissed.map(\.displayName),
            presenter: presenter.displayName, style: nil, animated: animated, origin: origin)))
        for c in dismissed { c.presentationState = .dismissing }
        defer {
            presenter.presentedViewController = nil
            for c in dismissed {
                c.presentingViewController = nil
                c.presentedViewController = nil
                c.presentationState = .idle
            }
            for c in dismissed.reversed() { engine.presentationObserver?(c, false) }
            engine.completeTransition(id, .dismiss, origin: origin, completion: completion)
        }
        let returns = !presenter.isAppeared
        try engine.transition(disappearing: dismissed.reversed().filter(\.isAppeared),
                              appearing: returns ? [presenter] : [], animated: animated) {
            if returns {
                // Wherever a segue put it (seed 003's unwind borrows it into the source's view).
                if let lowest = dismissed.lazy.compactMap(\.viewIfLoaded).first(where: { $0.superview === window }) {
                    try window.insertSubview(presenterView, belowSubview: lowest)
                } else {
                    try window.addSubview(presenterView)
                }
                try presenterView.setFrame(window.bounds)
            }
            for c in dismissed {
                if let view = c.viewIfLoaded, view.window != nil { view.removeFromSuperview() }
            }
        }
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

    private func checkPresentable(_ other: ViewController, animated: Bool) throws(CoreError) {
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
        if animated { throw CoreError.notYetAnimated("present") }
        if other.modalPresentationStyle == .custom {
            throw CoreError(.invalidPresentation,
                            "present: \(other) has modalPresentationStyle 'custom', which needs a presentation controller (not available yet)")
        }
    }

    /// UIKit's warning for a presentation it ignores, or nil.
    private func presentRefusal(of other: ViewController) -> String? {
        if chainIsInTransition {
            return "Attempt to present \(other) on \(self) while a presentation is in progress!"
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

extension CoreError {
    static func notYetAnimated(_ method: String) -> CoreError {
        CoreError(.invalidPresentation, "\(method): animated transitions are not available yet; pass animated = false")
    }
}
