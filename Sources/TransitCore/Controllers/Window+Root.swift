/// `window.rootViewController`: the controller at the bottom of the presentation chain.
extension Window {
    /// Makes `controller` the root, as UIKit's setter: its view (loaded now) is set to the
    /// window's bounds and added on top of the window, and the old root's view leaves. The
    /// life cycle runs as in a presentation: the old root's `viewWillDisappear`, the new
    /// one's `viewWillAppear`, the change, `viewDidAppear`, `viewDidDisappear`. Nil removes
    /// the root.
    ///
    /// - Throws: ``CoreError/Kind/invalidPresentation`` when `controller` is presented or in
    ///   a navigation stack (it has a place already), or when the old root presents a controller — UIKit leaves the
    ///   presented views orphaned on screen then; Transit asks to dismiss first.
    ///   ``CoreError/Kind/wrongEngine`` for another engine's controller; what the overrides
    ///   throw.
    public func setRootViewController(_ controller: ViewController?) throws {
        let old = rootViewController
        if controller === old { return }
        if let controller {
            guard controller.engine === engine else {
                throw CoreError(.wrongEngine, "rootViewController: \(controller) belongs to another engine")
            }
            if let presenter = controller.presentingViewController {
                throw CoreError(.invalidPresentation,
                                "rootViewController: \(controller) is presented by \(presenter) and cannot become the root")
            }
            // A child's view belongs to its container's (UIKit's rule for presenting a child,
            // "… that has a parent view controller", holds for the root too): as the root it
            // would leave the stack's view while the stack still lists it.
            if let parent = controller.parent {
                throw CoreError(.invalidPresentation,
                                "rootViewController: \(controller) has a parent view controller \(parent) and cannot become the root")
            }
        }
        if let old, let presented = old.presentedViewController {
            throw CoreError(.invalidPresentation,
                            "rootViewController: \(old) presents \(presented); dismiss it before replacing the root")
        }
        let view = try controller?.view
        rootViewController = controller
        if let old { engine.presentationObserver?(old, false) }
        if let controller { engine.presentationObserver?(controller, true) }
        let leaving = old.map { $0.isAppeared ? [$0] : [] } ?? []
        try engine.transition(disappearing: leaving, appearing: controller.map { [$0] } ?? [], animated: false) {
            if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            if let view {
                try view.setFrame(bounds)
                try addSubview(view)
            }
        }
    }
}
