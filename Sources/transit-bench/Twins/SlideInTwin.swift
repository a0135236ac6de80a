import TransitCore
import TransitLua

/// Seed 004's slide-in sheet (`transitions/slide_in_presenter.lua`) as
/// `scripts/bench/cycles/slide_in_presenter.lua` uses it: a root controller presents a
/// `custom` detail whose transitioning delegate vends the half-width presentation controller
/// (its dimming overlay faded alongside) and the sliding animator; a tap on the overlay
/// dismisses it. Set-up presents the detail once and taps it away (as the zoom twin's), so
/// both sides hold the detail; each presentation makes a new presentation controller and
/// animator.
enum SlideInTwin {
    static let twin = Twin(name: "slide_in_presenter", lua: lua, swift: swift)

    static func lua() throws -> TwinScene {
        let stage = try TwinScene.stage("""
            local SlideIn = require "transitions.slide_in_presenter"
            local root = ViewController{name = "root"}
            window.rootViewController = root
            detail = ViewController{name = "detail", modalPresentationStyle = "custom"}
            detail.transitioningDelegate = SlideIn.delegate()
            root:present(detail, true)
            """, chunkName: "=slide_in")
        return try scene(stage.engine, stage: stage, delegate: nil)
    }

    static func swift() throws -> TwinScene {
        let engine = Engine()
        let root = ViewController(engine: engine)
        root.name = "root"
        try engine.window.setRootViewController(root)
        let detail = ViewController(engine: engine)
        detail.name = "detail"
        detail.modalPresentationStyle = .custom
        let delegate = Delegate()
        detail.transitioningDelegate = delegate
        try root.present(detail, animated: true)
        return try scene(engine, stage: nil, delegate: delegate)
    }

    /// Finishes the set-up's present, takes the detail, taps the overlay: the root alone again.
    /// A cycle presents the detail and dismisses it by a tap on the overlay (the left half of
    /// the screen). `delegate` keeps the Swift side's, which the detail holds weakly.
    private static func scene(_ engine: Engine, stage: Stage?, delegate: Delegate?) throws -> TwinScene {
        guard let root = engine.window.rootViewController else { throw TwinError("slide-in: no root controller") }
        let bounds = engine.screen.bounds
        let overlay = Point(bounds.width / 4, bounds.height / 2)
        var scene = TwinScene(engine: engine, stage: stage, present: {}, dismiss: {})
        try scene.runUntilIdle()
        guard let detail = root.presentedViewController else { throw TwinError("slide-in: the detail is not presented") }
        try engine.window.tap(at: overlay)
        try scene.runUntilIdle()
        guard root.presentedViewController == nil else { throw TwinError("slide-in: the tap did not dismiss") }
        scene = TwinScene(engine: engine, stage: stage, present: {
            withExtendedLifetime(delegate) {}
            try root.present(detail, animated: true)
        }, dismiss: {
            try engine.window.tap(at: overlay)
        })
        return scene
    }

    // MARK: The Swift side

    /// slide_in_presenter.lua's `delegate()`: the presentation controller always, the animator
    /// both ways.
    final class Delegate: TransitioningDelegate {
        func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                    source: ViewController) throws -> PresentationController? {
            CustomPresentationController(presented: presented, presenting: presenting)
        }
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) throws -> (any AnimatedTransitioning)? {
            CustomAnimatedTransitioning(isPresent: true)
        }
        func animationController(forDismissed dismissed: ViewController) throws -> (any AnimatedTransitioning)? {
            CustomAnimatedTransitioning(isPresent: false)
        }
    }

    /// The script's CustomPresentationController, line by line.
    final class CustomPresentationController: PresentationController {
        private var overlay: View!

        override func presentationTransitionWillBegin() throws {
            guard let containerView else { return }
            overlay = View(engine: containerView.engine)
            try overlay.setFrame(containerView.bounds)
            overlay.name = "overlay"
            overlay.addGestureRecognizer(TapGestureRecognizer(action: { [unowned self] _ in try overlayDidTouch() }))
            try overlay.setBackgroundColor(.black)
            try overlay.setAlpha(0.0)
            try containerView.insertSubview(overlay, at: 0)

            if let coordinator = presentedViewController.transitionCoordinator {
                _ = try coordinator.animate(alongside: { [self] _ in try overlay.setAlpha(0.5) }, completion: nil)
            }
        }

        override func dismissalTransitionWillBegin() throws {
            if let coordinator = presentedViewController.transitionCoordinator {
                _ = try coordinator.animate(alongside: { [self] _ in try overlay.setAlpha(0.0) }, completion: nil)
            }
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) throws {
            if completed { overlay.removeFromSuperview() } else { try overlay.setAlpha(0.5) }
        }

        override func size(forChildContentContainer container: ViewController, parentSize: Size) throws -> Size {
            Size(parentSize.width / 2, parentSize.height)
        }

        override func frameOfPresentedViewInContainerView() throws -> Rect {
            let containerBounds = containerView?.bounds ?? .zero
            let size = try size(forChildContentContainer: presentedViewController, parentSize: containerBounds.size)
            return Rect(containerBounds.width - size.width, containerBounds.height - size.height, size.width, size.height)
        }

        override func containerViewWillLayoutSubviews() throws {
            try overlay.setFrame(containerView?.bounds ?? .zero)
            try presentedView()?.setFrame(frameOfPresentedViewInContainerView())
        }

        func overlayDidTouch() throws { try presentedViewController.dismiss(animated: true) }
    }

    /// The script's CustomAnimatedTransitioning, line by line.
    final class CustomAnimatedTransitioning: AnimatedTransitioning {
        let isPresent: Bool
        init(isPresent: Bool) { self.isPresent = isPresent }

        func transitionDuration(using context: TransitionContext) throws -> Double { 0.3 }

        func animateTransition(using context: TransitionContext) throws {
            if isPresent { try animatePresentTransition(context) } else { try animateDismissalTransition(context) }
        }

        /// The article's lines, as the script's: the view on top (the script says why), moved
        /// left by the container's width from where it is.
        private func animatePresentTransition(_ context: TransitionContext) throws {
            guard let presentedController = context.viewController(forKey: .to) else { return }
            let containerView = context.containerView
            try containerView.addSubview(presentedController.view)
            try containerView.engine.animate(duration: try transitionDuration(using: context), animations: {
                try presentedController.view.setFrame(presentedController.view.frame.offsetBy(dx: -containerView.bounds.size.width, dy: 0))
            }, completion: { [unowned context] _ in
                try context.completeTransition(true)
            })
        }

        private func animateDismissalTransition(_ context: TransitionContext) throws {
            guard let presentedController = context.viewController(forKey: .from) else { return }
            let containerView = context.containerView
            try containerView.engine.animate(duration: try transitionDuration(using: context), animations: {
                let frame = try presentedController.view.frame
                try presentedController.view.setFrame(Rect(containerView.bounds.size.width, frame.y, frame.width, frame.height))
            }, completion: { [unowned context] _ in
                if context.transitionWasCancelled {
                    try presentedController.view.setFrame(context.initialFrame(for: presentedController))
                }
                try context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}
