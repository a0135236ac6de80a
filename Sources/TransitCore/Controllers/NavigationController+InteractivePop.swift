/// The edge swipe back, as `UINavigationController.interactivePopGestureRecognizer`
/// (docs/navigation.md): a ``ScreenEdgePanGestureRecognizer`` on the navigation controller's
/// view that pops the top controller and drags the default pop along with the finger, then
/// finishes or cancels it by where and how fast the finger leaves.
///
/// Apple documents the recognizer ("installs this gesture recognizer on its view and uses it
/// to pop the topmost view controller off the navigation stack when a person swipes
/// horizontally from the leading edge of the screen") but not its thresholds; the ones below
/// are Transit's, named where they come from.
extension NavigationController {
    /// The horizontal speed, in points per second, above which a release finishes the pop
    /// however little of it was dragged, and below whose negative (a flick back) it cancels
    /// however much. Apple does not publish UIKit's; 300 pt/s is the flick speed reported for
    /// `UIScrollView` paging (a published measurement, not Apple's documentation).
    public static let popFlickVelocity = 300.0

    /// Whether a release at `percent` of the width, moving at `velocity` points per second
    /// (positive: rightwards), finishes the pop: a flick forwards finishes, a flick back
    /// cancels, otherwise past half the width finishes.
    public static func interactivePopFinishes(percent: Double, velocity: Double) -> Bool {
        if velocity >= popFlickVelocity { return true }
        if velocity <= -popFlickVelocity { return false }
        return percent > 0.5
    }

    /// The edge swipe's interaction: offered to the pop its `began` starts (only that pop
    /// takes it), then driving that pop until the finger lifts.
    enum InteractivePop {
        case offered(PercentDrivenInteractiveTransition)
        case driving(PercentDrivenInteractiveTransition)
    }

    /// The recognizer the stored property makes once: the navigation controller's own rules
    /// (more than one controller, no push or pop in flight) come before its delegate's.
    ///
    /// It holds the navigation controller weakly, as a UIKit recognizer its target: it lives
    /// on the controller's view (a strong hold would be a cycle), which a script may keep, or
    /// move the recognizer to another view, after Lua collected the controller — then it
    /// begins nothing and its touches do nothing (`unowned`, they crashed the host: rev27).
    func makeInteractivePopGestureRecognizer() -> ScreenEdgePanGestureRecognizer {
        let r = ScreenEdgePanGestureRecognizer(viewLeftEdgeAction: { [weak self] g in try self?.interactivePopChanged(g as! PanGestureRecognizer) })
        r.ownerAllowsBegin = { [weak self] in self.map { $0.viewControllers.count > 1 && !$0.isTransitioning } ?? false }
        return r
    }

    /// The gesture's states: `began` pops with the default animation held by a
    /// ``PercentDrivenInteractiveTransition``; `changed` moves it to translation ÷ width;
    /// `ended` finishes or cancels it (``interactivePopFinishes(percent:velocity:)``).
    private func interactivePopChanged(_ g: PanGestureRecognizer) throws {
        switch g.state {
        case .began:
            let interaction = PercentDrivenInteractiveTransition()
            interactivePop = .offered(interaction)
            // unused when a delegate's animator took the pop
            defer { interactivePop = interaction.context == nil ? nil : .driving(interaction) }
            try pop(animated: true, origin: g.touch?.origin ?? "")
            if interaction.context != nil { try interaction.update(popPercent(g)) }
        case .changed:
            guard let interaction = drivenPop() else { return }
            try interaction.update(popPercent(g))
        case .ended, .cancelled, .failed:
            guard let interaction = drivenPop() else { return }
            interactivePop = nil
            let origin = g.touch?.origin ?? ""
            let velocity = g.velocity(in: viewIfLoaded).x
            if g.state == .ended && Self.interactivePopFinishes(percent: interaction.percentComplete, velocity: velocity) {
                try interaction.finish(origin: origin)
            } else {
                try interaction.cancel(origin: origin)
            }
        case .possible:
            break
        }
    }

    /// The interaction of the pop in flight, nil once its transition ended (an error in an
    /// override can end it early).
    private func drivenPop() -> PercentDrivenInteractiveTransition? {
        guard case .driving(let interaction)? = interactivePop, let context = interaction.context,
              !context.phase.isEnded else {
            interactivePop = nil
            return nil
        }
        return interaction
    }

    /// The finger's translation as a share of the width (UIKit's pop follows the finger).
    private func popPercent(_ g: PanGestureRecognizer) -> Double {
        guard let view = viewIfLoaded, view.bounds.width > 0 else { return 0 }
        return min(1, max(0, g.translation(in: view).x / view.bounds.width))
    }
}

/// The default pop as an animator, for an interactive pop: the same geometry as the clock's
/// slide (the revealed view from a third of the width to the left, the popped one out to
/// the right), on a linear curve while the finger drives it, so that the popped view's left
/// edge stays under the finger as on a device; the completion curve shapes the rest.
final class DefaultPopAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext) throws -> Double { NavigationController.duration }

    func animateTransition(using context: TransitionContext) throws {
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else { return }
        let container = context.containerView, bounds = container.bounds, w = bounds.width
        try to.setFrame(bounds.offsetBy(dx: -w / 3, dy: 0))
        try container.insertSubview(to, belowSubview: from)
        try context.engine.animate(duration: context.duration, curve: context.isInteractive ? .linear : .easeInOut,
                                   origin: context.origin, animations: {
            try to.setFrame(bounds)
            try from.setFrame(bounds.offsetBy(dx: w, dy: 0))
        }) { _ in try context.completeTransition(!context.transitionWasCancelled) }
    }
}
