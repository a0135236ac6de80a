/// The animator of a ``ZoomTransition`` (docs/zoom.md): the zoomed controller's view flies
/// between the source view's frame — converted into the container through every transform
/// on the way, with the source's corner radius — and its own frame, on a critically damped
/// spring of ``ZoomTransition/duration`` seconds. It flies by its transform (its frame stays
/// its own), so its content scales with it. The source view is hidden during the
/// flight (the zoomed view stands in for it); a dimming view of the zoom's `dimmingColor`
/// fades in under the zoomed view as it grows and out as it shrinks.
///
/// The source view provider is asked when each flight begins, so the zoom out goes to where
/// the source is then. Without a source (the provider returns nil, or a view out of the
/// window) the zoomed view grows from, or shrinks to, ``ZoomTransition/fallbackScale`` of its
/// size about its centre while fading: Transit's fallback (UIKit documents none).
public final class ZoomAnimator: AnimatedTransitioning {
    public let zoom: ZoomTransition
    /// The controller whose view zooms (presented or pushed). Weak: the transition holds it.
    public private(set) weak var zoomed: ViewController?
    /// The views of the flight under way.
    var flight: Flight?

    init(_ zoom: ZoomTransition, zoomed: ViewController) {
        self.zoom = zoom
        self.zoomed = zoomed
    }

    /// What one flight moves and puts back.
    final class Flight {
        let zoomedView: View
        /// The zoomed view's frame when it is up (the container's bounds, usually).
        let expanded: Rect
        let expandedRadius: Double
        let dimming: View?
        /// The source view and its `isHidden` before the flight hid it.
        var source: (view: View, wasHidden: Bool)?
        /// The frame that puts the zoomed view's alignment rect onto the source.
        var collapsed: Rect
        var collapsedRadius: Double

        init(zoomedView: View, expanded: Rect, dimming: View?) {
            self.zoomedView = zoomedView
            self.expanded = expanded
            expandedRadius = zoomedView.cornerRadius
            self.dimming = dimming
            collapsed = expanded
            collapsedRadius = expandedRadius
        }

        /// The zoomed view at the source (or faded at the fallback), or up.
        func show(collapsed isCollapsed: Bool) throws {
            try place(isCollapsed ? collapsed : expanded)
            try zoomedView.setCornerRadius(isCollapsed ? collapsedRadius : expandedRadius)
            try zoomedView.setAlpha(isCollapsed && source == nil ? 0 : 1)
            try dimming?.setAlpha(isCollapsed ? 0 : 1)
        }

        /// Shows the zoomed view at `rect` (container coordinates) by a transform about its
        /// centre, its frame staying ``expanded``: its content scales with it, as in UIKit's
        /// zoom (the identity when `rect` is ``expanded``).
        func place(_ rect: Rect) throws {
            let e = expanded
            try zoomedView.setTransform(rect == e ? .identity
                : AffineTransform(rect.width / e.width, 0, 0, rect.height / e.height, rect.midX - e.midX, rect.midY - e.midY))
        }

        /// The flight is over: the source shows again, the dimming goes, and the zoomed
        /// view is as it was (if it stays, it is up; if it leaves, it can zoom in again).
        func land() throws {
            if let source { source.view.isHidden = source.wasHidden }
            source = nil
            dimming?.removeFromSuperview()
            try show(collapsed: false)
        }
    }

    public func transitionDuration(using context: TransitionContext) throws -> Double { ZoomTransition.duration }

    /// Zooms in (present, push) from the source, or out (dismiss, pop) into it.
    public func animateTransition(using context: TransitionContext) throws {
        let flight = try prepare(context)
        let zoomingIn = Self.zoomsIn(context)
        if zoomingIn { try flight.show(collapsed: true) }
        try fly(context, collapsing: !zoomingIn)
    }

    /// A completed zoom in gives the zoomed view its swipe-down and pinch dismissal; a
    /// completed zoom out takes it away.
    public func animationEnded(_ transitionCompleted: Bool) throws {
        guard transitionCompleted, let zoomed else { return }
        if zoomed.presentationState == .idle && zoomed.navigationController == nil {
            zoomed.zoomDismissal?.detach()
        } else {
            ZoomDismissal.attach(to: zoomed)
        }
    }

    static func zoomsIn(_ context: TransitionContext) -> Bool { context.kind == .present || context.kind == .push }

    /// Sets the views up for a flight: the zoomed view in the container (zooming in) or the
    /// source controller's view under it (zooming out), the dimming view between, and the
    /// source view — asked of the provider now — hidden, its frame measured.
    ///
    /// - Throws: what the providers throw; ``CoreError/Kind/invalidArgument`` when the
    ///   provider returns the zoomed view or a view inside it. The transition then fails
    ///   and everything goes back (``TransitionContext/fail(_:)``).
    func prepare(_ context: TransitionContext) throws -> Flight {
        let zoomingIn = Self.zoomsIn(context)
        let container = context.containerView
        guard let zoomedController = context.viewController(forKey: zoomingIn ? .to : .from),
              let zoomedView = context.view(forKey: zoomingIn ? .to : .from) else {
            throw DefaultAnimator.unloaded(zoomingIn ? "zoomed" : "leaving")
        }
        let sourceController = context.viewController(forKey: zoomingIn ? .from : .to)!
        let expanded = zoomingIn ? context.finalFrame(for: zoomedController) : context.initialFrame(for: zoomedController)
        if zoomingIn {
            try zoomedView.setFrame(expanded)
            try container.addSubview(zoomedView)
        } else if let under = context.view(forKey: .to) {
            try under.setFrame(context.finalFrame(for: sourceController))
            try container.insertSubview(under, belowSubview: zoomedView)
        }
        var dimming: View?
        if let color = zoom.dimmingColor {
            let d = try View(engine: context.engine, frame: container.bounds)
            d.name = "zoomDimming"
            try d.setBackgroundColor(color)
            try container.insertSubview(d, belowSubview: zoomedView)
            dimming = d
        }
        let flight = Flight(zoomedView: zoomedView, expanded: expanded, dimming: dimming)
        self.flight = flight
        do {
            try measureSource(flight, context, source: sourceController, zoomed: zoomedController)
        } catch {
            try? flight.land()      // the source shows again and the dimming goes: the views are valid
            self.flight = nil
            throw error
        }
        return flight
    }

    /// Asks the provider for the source view (again: a zoom out asks once more on release)
    /// and fits the collapsed frame to it. The previous source, if any, shows again.
    func measureSource(_ flight: Flight, _ context: TransitionContext,
                       source: ViewController, zoomed: ViewController) throws {
        if let old = flight.source { old.view.isHidden = old.wasHidden }
        flight.source = nil
        let container = context.containerView
        let e = flight.expanded
        // the fallback until a source is found (a provider that throws leaves it)
        flight.collapsed = Rect(x: e.midX - e.width * ZoomTransition.fallbackScale / 2,
                                y: e.midY - e.height * ZoomTransition.fallbackScale / 2,
                                width: e.width * ZoomTransition.fallbackScale,
                                height: e.height * ZoomTransition.fallbackScale)
        flight.collapsedRadius = flight.expandedRadius
        guard let view = try zoom.sourceViewProvider(.init(sourceViewController: source, zoomedViewController: zoomed)) else { return }
        if view === flight.zoomedView || view.isDescendant(of: flight.zoomedView) {
            throw CoreError(.invalidArgument, "the sourceViewProvider of \(zoomed) returned \(view.displayName), which is in the zoomed view: return a view of \(source)")
        }
        let frame = container.convert(view.bounds, from: view)
        guard view.window != nil, frame.isFinite, frame.width > 0, frame.height > 0 else {
            context.engine.warn("the sourceViewProvider of \(zoomed) returned \(view.displayName), which is not visible in the window: the zoom shrinks to the centre instead", origin: context.origin)
            return
        }
        var align = Rect(x: 0, y: 0, width: e.width, height: e.height)
        if let provider = zoom.alignmentRectProvider,
           let rect = try provider(.init(sourceView: view, zoomedViewController: zoomed)) {
            guard rect.isFinite, rect.width > 0, rect.height > 0 else {
                throw CoreError(.invalidArgument, "the alignmentRectProvider of \(zoomed) must return a finite rect with a positive size, or nil (got \(rect))")
            }
            align = rect
        }
        // the frame whose alignment rect lands on the source: scaled by source / alignment
        let sx = frame.width / align.width, sy = frame.height / align.height
        flight.collapsed = Rect(x: frame.minX - align.minX * sx, y: frame.minY - align.minY * sy,
                                width: e.width * sx, height: e.height * sy)
        // the source's radius as seen: the transform scales the zoomed view's own
        flight.collapsedRadius = view.cornerRadius / min(sx, sy)
        flight.source = (view, view.isHidden)
        view.isHidden = true
    }

    /// Springs the zoomed view to the source (`collapsing`) or up, from where it is now; then
    /// the flight lands and the transition completes — cancelled if it was meanwhile.
    func fly(_ context: TransitionContext, collapsing: Bool) throws {
        guard let flight else { return }
        try context.engine.animate(duration: ZoomTransition.duration, curve: try ZoomTransition.curve(),
                                   origin: context.origin, animations: {
            try flight.show(collapsed: collapsing)
        }) { [weak self] _ in
            try flight.land()
            if self?.flight === flight { self?.flight = nil }
            try context.completeTransition(!context.transitionWasCancelled, origin: context.origin)
        }
    }
}
