/// The zoom's swipe-down dismissal (docs/zoom.md, "Dismissing by a swipe"): a pan on the
/// zoomed view that moves down begins the dismissal (or the pop); the view follows the
/// finger — the point grabbed stays under it — and shrinks with the distance dragged; on
/// release the zoom finishes into the source or springs back up (the transition is then
/// cancelled and the controller stays). Apple: people "can then grab, drag, and control the
/// transitions" ("Enhancing your app with fluid transitions"); the numbers are Transit's.
final class ZoomDismissal {
    /// The zoomed controller. Weak: the controller holds this.
    private weak var controller: ViewController?
    /// The pan on the zoomed view (weak: the view holds its recognizers).
    private weak var recognizer: PanGestureRecognizer?
    /// The drag driving a dismissal now.
    private var interaction: ZoomInteraction?
    /// Made for the dismissal the drag is beginning, until the transition takes it.
    private var pending: ZoomInteraction?
    /// The drag moved up first, or `interactiveDismissShouldBegin` refused: it does nothing.
    private var refused = false

    private init(_ controller: ViewController) { self.controller = controller }

    /// Gives `zoomed`'s view the dismissal's pan (once).
    static func attach(to zoomed: ViewController) {
        guard zoomed.zoomDismissal == nil, let view = zoomed.viewIfLoaded else { return }
        let dismissal = ZoomDismissal(zoomed)
        let pan = PanGestureRecognizer { [weak dismissal] g in try dismissal?.handle(g as! PanGestureRecognizer) }
        dismissal.recognizer = pan
        view.addGestureRecognizer(pan)
        zoomed.zoomDismissal = dismissal
    }

    func detach() {
        if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        controller?.zoomDismissal = nil
    }

    /// The interaction for the dismissal a drag is starting, if `animator` is the zoom's.
    func take(for animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        guard animator is ZoomAnimator, let p = pending else { return nil }
        pending = nil
        return p
    }

    private func handle(_ g: PanGestureRecognizer) throws {
        switch g.state {
        case .began:
            refused = false
            interaction = nil
        case .changed:
            if let interaction { return try interaction.follow(g) }
            if !refused { try begin(g) }
        case .ended, .cancelled, .failed:
            defer { interaction = nil }
            try interaction?.release(g, cancelled: g.state != .ended)
        case .possible:
            break
        }
    }

    /// The first move: down, allowed, and the controller dismissable now → the dismissal
    /// (or pop) begins, driven by this drag.
    private func begin(_ g: PanGestureRecognizer) throws {
        refused = true          // whatever happens, once per drag
        let t = g.translation(in: nil)
        guard t.y > 0, abs(t.y) >= abs(t.x), let controller, let zoom = try controller.currentPreferredTransition() else { return }
        let navigation = controller.navigationController
        let pops = navigation.map { $0.topViewController === controller && $0.viewControllers.count > 1 } ?? false
        guard pops ? !navigation!.isTransitioning
                   : controller.presentationState == .presented && !controller.chainIsInTransition
                     && controller.presentedViewController == nil else { return }
        if let shouldBegin = zoom.interactiveDismissShouldBegin,
           try !shouldBegin(.init(location: g.location(in: nil), velocity: g.velocity(in: nil), willBegin: true)) { return }
        let at = g.location(in: nil)          // where the finger went down: the point grabbed
        let made = ZoomInteraction(grabbed: Point(x: at.x - t.x, y: at.y - t.y))
        pending = made
        defer { pending = nil }
        if pops { try navigation!.pop(animated: true) } else { try controller.dismiss(animated: true) }
        guard made.context != nil else { return }   // a delegate's animator took it over
        interaction = made
        try made.follow(g)
    }
}

/// The interaction controller of a dragged zoom out: it holds the transition while the
/// finger moves the zoomed view, then lets the zoom animator's spring finish or cancel it.
final class ZoomInteraction: InteractiveTransitioning {
    /// Where the finger took the view, in window coordinates.
    let grabbed: Point
    private(set) weak var context: TransitionContext?
    private var animator: ZoomAnimator?

    init(grabbed: Point) { self.grabbed = grabbed }

    /// The zoom out begins: its views are set up (the provider is asked) and it waits for
    /// the finger.
    func startInteractiveTransition(_ context: TransitionContext) throws {
        guard let animator = context.animator as? ZoomAnimator else {
            throw CoreError(.invalidArgument, "\(context): a zoom's drag drives only the zoom animator")
        }
        self.context = context
        self.animator = animator
        context.holdForInteraction(true)
        _ = try animator.prepare(context)
    }

    /// The scale of the zoomed view after dragging `dy` points down a container `height` tall:
    /// from 1 down to ``ZoomTransition/minimumDragScale`` over one height, linearly.
    static func scale(dragged dy: Double, height: Double) -> Double {
        1 - (1 - ZoomTransition.minimumDragScale) * progress(dragged: dy, height: height)
    }

    static func progress(dragged dy: Double, height: Double) -> Double {
        height > 0 ? min(1, max(0, dy / height)) : 0
    }

    /// The zoomed view under the finger: scaled, with the point grabbed kept under it.
    func follow(_ g: PanGestureRecognizer) throws {
        guard let context, let flight = animator?.flight, !context.phase.isEnded else { return }
        let container = context.containerView
        let e = flight.expanded
        let dy = g.translation(in: nil).y
        let s = Self.scale(dragged: dy, height: container.bounds.height)
        let grab = container.convert(grabbed, from: nil), finger = container.convert(g.location(in: nil), from: nil)
        let ax = (grab.x - e.minX) / e.width, ay = (grab.y - e.minY) / e.height
        try flight.place(Rect(x: finger.x - ax * e.width * s, y: finger.y - ay * e.height * s,
                              width: e.width * s, height: e.height * s))
        let p = Self.progress(dragged: dy, height: container.bounds.height)
        try flight.dimming?.setAlpha(1 - p)
        context.updateInteractiveTransition(p)
    }

    /// Whether a release `dy` points down at `velocity` points per second dismisses: the
    /// drag plus where the velocity would coast it (WWDC 2018 "Designing Fluid Interfaces",
    /// as the sheets: ``SheetPresentationController/projection(velocity:decelerationRate:)``)
    /// reaches ``ZoomTransition/dismissDistance``.
    static func finishes(dragged dy: Double, velocity: Double) -> Bool {
        dy + SheetPresentationController.projection(velocity: velocity) >= ZoomTransition.dismissDistance
    }

    /// The finger lifts: the zoom finishes into the source — asked again, it may have
    /// moved — or springs back up. A provider's error on the way still finishes the zoom
    /// (to the centre), then is thrown.
    func release(_ g: PanGestureRecognizer, cancelled: Bool) throws {
        guard let context, let animator, let flight = animator.flight, !context.phase.isEnded else { return }
        context.holdForInteraction(false)
        var failure: (any Error)?
        if !cancelled && Self.finishes(dragged: g.translation(in: nil).y, velocity: g.velocity(in: nil).y) {
            if let zoomed = context.viewController(forKey: .from), let source = context.viewController(forKey: .to) {
                do { try animator.measureSource(flight, context, source: source, zoomed: zoomed) } catch { failure = error }
            }
            try animator.fly(context, collapsing: true)
            do { try context.finishInteractiveTransition() } catch { failure = failure ?? error }
        } else {
            try animator.fly(context, collapsing: false)
            do { try context.cancelInteractiveTransition() } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }
}
