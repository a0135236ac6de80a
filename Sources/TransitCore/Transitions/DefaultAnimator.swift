/// UIKit's built-in modal animations, run when no transitioning delegate vends an animator:
/// cover vertical (the default), cross-dissolve and the horizontal flip
/// (``ModalTransitionStyle``; the flip is in DefaultAnimator+Flip.swift).
///
/// Apple documents what they look like, not their timing (docs/transitions.md, "Default
/// animations"): Transit gives both ``duration`` seconds on UIKit's documented default
/// curve for view animations, ease-in-ease-out.
public final class DefaultAnimator: AnimatedTransitioning {
    /// The length of cover vertical and cross-dissolve, in seconds (the flip: ``flipDuration``).
    public static let duration = 0.5

    public let style: ModalTransitionStyle

    public init(_ style: ModalTransitionStyle) { self.style = style }

    public func transitionDuration(using context: TransitionContext) throws -> Double {
        style == .flipHorizontal ? Self.flipDuration : Self.duration
    }

    /// - Cover vertical: the presented view starts one container height below its final
    ///   frame and slides up to it; on dismissal it slides down by that height.
    /// - Cross-dissolve: the presented view fades in from alpha 0; on dismissal it fades out
    ///   (its alpha is restored once it has left the window, so it can be presented again).
    ///
    /// On dismissal a presenter's view that the presentation removed is put back first, just
    /// below the dismissed view, at its final frame.
    public func animateTransition(using context: TransitionContext) throws {
        if style == .flipHorizontal { return try flip(context) }
        let container = context.containerView
        let drop = container.bounds.height
        switch context.kind {
        case .present:
            // The engine loads the presented controller's view before the transition begins; a
            // script may still have unloaded it since (view = nil in viewWillAppear).
            guard let to = context.view(forKey: .to) else { throw DefaultAnimator.unloaded("presented") }
            let final = context.finalFrame(for: context.viewController(forKey: .to)!)
            switch style {
            case .coverVertical: try to.setFrame(final.offsetBy(dx: 0, dy: drop))
            case .crossDissolve, .flipHorizontal:       // the flip returned above
                try to.setFrame(final)
                try to.setAlpha(0)
            }
            try container.addSubview(to)
            try animate(context) {
                switch self.style {
                case .coverVertical: try to.setFrame(final)
                case .crossDissolve, .flipHorizontal: try to.setAlpha(1)
                }
            }
        case .dismiss, .push, .pop, .select:     // a navigation's animator is NavigationController's own; a tab switch has none
            // a presented controller's view is loaded, unless a script unloaded it since
            guard let from = context.view(forKey: .from) else { throw DefaultAnimator.unloaded("leaving") }
            if let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) {
                try to.setFrame(context.finalFrame(for: controller))
                try putBack(to, below: from, in: container)
            }
            let alpha = from.alpha
            try animate(context) {
                switch self.style {
                case .coverVertical: try from.setFrame(from.frame.offsetBy(dx: 0, dy: drop))
                case .crossDissolve, .flipHorizontal: try from.setAlpha(0)
                }
            } then: {
                if self.style == .crossDissolve { try from.setAlpha(alpha) }
            }
        }
    }

    /// Puts the presenter's view `to` back just below the leaving view `from` — at the bottom
    /// of the container when `from` is not in it: a script set the presented controller's
    /// view while it was presented (UIKit's setter leaves the window alone), so the old view
    /// is the one showing, and leaves with the container. Refusing there failed every
    /// animated dismissal of that controller.
    func putBack(_ to: View, below from: View, in container: View) throws {
        if from.superview === container {
            try container.insertSubview(to, belowSubview: from)
        } else {
            try container.insertSubview(to, at: 0)
        }
    }

    static func unloaded(_ which: String) -> CoreError {
        CoreError(.invalidArgument, "the \(which) controller's view was unloaded during its transition (view = nil in an appearance callback)")
    }

    /// Animates `changes` over ``duration`` on ease-in-ease-out, then completes the
    /// transition (cancelled if it was cancelled meanwhile) and runs `then`.
    private func animate(_ context: TransitionContext, _ changes: @escaping () throws -> Void,
                         then: @escaping () throws -> Void = {}) throws {
        try context.engine.animate(duration: Self.duration, curve: .easeInOut, origin: context.origin,
                                   animations: changes) { _ in
            try context.completeTransition(!context.transitionWasCancelled, origin: context.origin)
            try then()
        }
    }
}
