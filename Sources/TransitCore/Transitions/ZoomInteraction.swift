/// The zoom's interactive dismissal (docs/zoom.md, "Dismissing by a swipe or a pinch"): a pan
/// on the zoomed view that moves down, or a pinch on it that closes, begins the dismissal (or
/// the pop); the view follows the finger (the midpoint) — the point grabbed stays under it —
/// and shrinks with the distance dragged (with the pinch's scale); on release the zoom
/// finishes into the source or springs back up (the transition is then cancelled and the
/// controller stays). Apple: people "can then grab, drag, and control the transitions"
/// ("Enhancing your app with fluid transitions"); the numbers are Transit's.
final class ZoomDismissal {
    /// The zoomed controller. Weak: the controller holds this.
    private weak var controller: ViewController?
    /// The pan and the pinch on the zoomed view (weak: the view holds its recognizers).
    private weak var pan: PanGestureRecognizer?
    private weak var pinch: PinchGestureRecognizer?
    /// The gesture driving a dismissal now.
    private var interaction: ZoomInteraction?
    /// Made for the dismissal a gesture is beginning, until the transition takes it.
    private var pending: ZoomInteraction?
    /// The gestures that will do nothing until they end: they moved the wrong way first, or
    /// `interactiveDismissShouldBegin` refused, or the controller could not be dismissed.
    private var refused: Set<ObjectIdentifier> = []

    private init(_ controller: ViewController) { self.controller = controller }

    /// Gives `zoomed`'s view the dismissal's pan and pinch (once).
    static func attach(to zoomed: ViewController) {
        guard zoomed.zoomDismissal == nil, let view = zoomed.viewIfLoaded else { return }
        let dismissal = ZoomDismissal(zoomed)
        let pan = PanGestureRecognizer { [weak dismissal] g in try dismissal?.handle(g) }
        let pinch = PinchGestureRecognizer { [weak dismissal] g in try dismissal?.handle(g) }
        dismissal.pan = pan
        dismissal.pinch = pinch
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(pinch)
        zoomed.zoomDismissal = dismissal
    }

    func detach() {
        for r in [pan as GestureRecognizer?, pinch] { if let r { r.view?.removeGestureRecognizer(r) } }
        controller?.zoomDismissal = nil
    }

    /// The interaction for the dismissal a gesture is starting, if `animator` is the zoom's.
    func take(for animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)? {
        guard animator is ZoomAnimator, let p = pending else { return nil }
        pending = nil
        return p
    }

    private func handle(_ g: GestureRecognizer) throws {
        let id = ObjectIdentifier(g)
        let drives = interaction?.gesture.recognizer === g
        switch g.state {
        case .began:
            refused.remove(id)
        case .changed:
            if drives { return try interaction!.follow() }
            if !refused.contains(id) { try begin(g) }
        case .ended, .cancelled, .failed:
            refused.remove(id)
            guard drives, let driving = interaction else { return }
            defer { interaction = nil }
            try driving.release(cancelled: g.state != .ended)
        case .possible:
            break
        }
    }

    /// The first move: down (closing, for a pinch), allowed, and the controller dismissable
    /// now → the dismissal (or pop) begins, driven by this gesture.
    private func begin(_ g: GestureRecognizer) throws {
        refused.insert(ObjectIdentifier(g))     // whatever happens, once per gesture
        guard let gesture = ZoomInteraction.Gesture(g), gesture.startsDismissal,
              let controller, let zoom = try controller.currentPreferredTransition() else { return }
        let navigation = controller.navigationController
        let pops = navigation.map { $0.topViewController === controller && $0.viewControllers.count > 1 } ?? false
        // A presented controller that `isModalInPresentation` is not dismissed by a gesture
        // (Apple: it "prevents the interactive dismissal of the view controller").
        guard pops ? !navigation!.isTransitioning
                   : controller.presentationState == .presented && !controller.chainIsInTransition
                     && controller.presentedViewController == nil && !controller.presentationIsModal else { return }
        if let shouldBegin = zoom.interactiveDismissShouldBegin,
           try !shouldBegin(.init(location: g.location(in: nil), velocity: gesture.windowVelocity, willBegin: true)) { return }
        let made = ZoomInteraction(gesture)
        pending = made
        defer { pending = nil }
        // the line of the touch that began it names the dismissal, as a sheet's swipe down
        let origin = (g as? PanGestureRecognizer)?.touch?.origin ?? (g as? PinchGestureRecognizer)?.pinch?.origin ?? ""
        if pops { try navigation!.pop(animated: true, origin: origin) } else { try controller.dismiss(animated: true, origin: origin) }
        guard made.context != nil else { return }   // a delegate's animator took it over
        interaction = made
        try made.follow()
    }
}

/// The interaction controller of a dragged or pinched zoom out: it holds the transition
/// while the fingers move the zoomed view, then lets the zoom animator's spring finish or
/// cancel it.
final class ZoomInteraction: InteractiveTransitioning {
    /// The gesture driving it, and what the zoom reads from each kind.
    enum Gesture {
        case swipe(PanGestureRecognizer)
        case pinch(PinchGestureRecognizer)

        init?(_ g: GestureRecognizer) {
            switch g {
            case let pan as PanGestureRecognizer: self = .swipe(pan)
            case let pinch as PinchGestureRecognizer: self = .pinch(pinch)
            default: return nil
            }
        }

        var recognizer: GestureRecognizer {
            switch self {
            case .swipe(let g): g
            case .pinch(let g): g
            }
        }

        /// Whether its first move begins a dismissal: a swipe mostly down, a pinch closing.
        var startsDismissal: Bool {
            switch self {
            case .swipe(let g):
                let t = g.translation(in: nil)
                return t.y > 0 && abs(t.y) >= abs(t.x)
            case .pinch(let g): return g.scale < 1
            }
        }

        /// Where the finger (the midpoint) went down, in window coordinates.
        var grabbed: Point {
            switch self {
            case .swipe(let g):
                let at = g.location(in: nil), t = g.translation(in: nil)
                return Point(x: at.x - t.x, y: at.y - t.y)
            case .pinch(let g): return g.startLocation
            }
        }

        /// The finger's (the midpoint's) velocity in window points per second.
        var windowVelocity: Point {
            switch self {
            case .swipe(let g): g.velocity(in: nil)
            case .pinch(let g): g.windowVelocity
            }
        }

        /// The zoomed view's scale and the transition's progress now, in a container
        /// `height` points tall.
        func shape(height: Double) -> (scale: Double, progress: Double) {
            switch self {
            case .swipe(let g):
                let dy = g.translation(in: nil).y
                return (ZoomInteraction.scale(dragged: dy, height: height), ZoomInteraction.progress(dragged: dy, height: height))
            case .pinch(let g):
                let s = ZoomInteraction.scale(pinched: g.scale)
                return (s, 1 - s)
            }
        }

        /// Whether a release now dismisses.
        var finishes: Bool {
            switch self {
            case .swipe(let g): ZoomInteraction.finishes(dragged: g.translation(in: nil).y, velocity: g.velocity(in: nil).y)
            case .pinch(let g): ZoomInteraction.finishes(pinched: g.scale, velocity: g.velocity)
            }
        }
    }

    let gesture: Gesture
    /// Where the finger (the midpoint) took the view, in window coordinates.
    let grabbed: Point
    private(set) weak var context: TransitionContext?
    private var animator: ZoomAnimator?

    init(_ gesture: Gesture) {
        self.gesture = gesture
        grabbed = gesture.grabbed
    }

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

    /// The zoomed view's scale under a pinch of `scale`: the pinch's own, never above 1 (a
    /// pinch opening past where it began does not grow the view past the screen).
    static func scale(pinched scale: Double) -> Double { min(1, scale) }

    /// The zoomed view under the finger (the midpoint): scaled, with the point grabbed kept
    /// under it; the dimming follows the progress.
    func follow() throws {
        guard let context, let flight = animator?.flight, !context.phase.isEnded else { return }
        let container = context.containerView
        let e = flight.expanded
        let (s, p) = gesture.shape(height: container.bounds.height)
        let grab = container.convert(grabbed, from: nil), finger = container.convert(gesture.recognizer.location(in: nil), from: nil)
        let ax = (grab.x - e.minX) / e.width, ay = (grab.y - e.minY) / e.height
        try flight.place(Rect(x: finger.x - ax * e.width * s, y: finger.y - ay * e.height * s,
                              width: e.width * s, height: e.height * s))
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

    /// Whether a pinch released at `scale`, closing at `velocity` (scale per second), dismisses:
    /// the scale plus where the velocity would coast it — the same projection — falls below
    /// ``ZoomTransition/pinchDismissScale``.
    static func finishes(pinched scale: Double, velocity: Double) -> Bool {
        scale + SheetPresentationController.projection(velocity: velocity) < ZoomTransition.pinchDismissScale
    }

    /// The fingers lift: the zoom finishes into the source — asked again, it may have
    /// moved — or springs back up. A provider's error on the way still finishes the zoom
    /// (to the centre), then is thrown.
    func release(cancelled: Bool) throws {
        guard let context, let animator, let flight = animator.flight, !context.phase.isEnded else { return }
        context.holdForInteraction(false)
        var failure: (any Error)?
        if !cancelled && gesture.finishes {
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
