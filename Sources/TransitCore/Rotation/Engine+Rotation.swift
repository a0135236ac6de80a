/// Device orientation and interface rotation with UIKit's rules (docs/rotation.md).
extension Engine {
    /// The rotation animation's curve: UIKit's rotations ease in and out.
    public static var rotationCurve: TimingCurve { .easeInOut }

    /// UIKit's rotation durations: 0.4 s for a quarter turn, 0.8 s for a half turn.
    public static func rotationDuration(from: InterfaceOrientation, to: InterfaceOrientation) -> Double {
        from.isLandscape == to.isLandscape ? 0.8 : 0.4
    }

    /// The controller that decides orientation, as UIKit's: the top-most controller covering
    /// the screen — the last `fullScreen` or `overFullScreen` presented one, else the root.
    public var orientationController: ViewController? {
        var decider = window.rootViewController
        var next = decider?.presentedViewController
        while let c = next {
            if c.modalPresentationStyle == .fullScreen || c.modalPresentationStyle == .overFullScreen { decider = c }
            next = c.presentedViewController
        }
        return decider
    }

    /// The orientations the interface may take now: the deciding controller's mask (the
    /// default controller's without one).
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for an empty mask (UIKit raises
    ///   `UIApplicationInvalidInterfaceOrientation`); what the override throws.
    public func supportedInterfaceOrientations() throws -> InterfaceOrientationMask {
        guard let decider = orientationController else { return screen.isPad ? .all : .allButUpsideDown }
        let mask = try decider.supportedInterfaceOrientations()
        guard !mask.isEmpty else {
            throw CoreError(.invalidArgument, "supportedInterfaceOrientations of \(decider) allows no orientation (UIKit raises UIApplicationInvalidInterfaceOrientation)")
        }
        return mask
    }

    /// Whether the interface follows the device into `orientation` now: the deciding
    /// controller's `shouldAutorotate` and mask both allow it, and so does the device
    /// (``Screen/supportedOrientations``: UIKit compares the controller's mask "with the
    /// app's supported orientations … and the device's supported orientations").
    public func allowsRotation(to orientation: InterfaceOrientation) throws -> Bool {
        let mask = try supportedInterfaceOrientations()
        return try (orientationController?.shouldAutorotate() ?? true) && mask.allows(orientation)
            && screen.supportedOrientations.allows(orientation)
    }

    /// Turns the device, as `UIDevice.current.setValue(_, forKey: "orientation")` did up to
    /// iOS 15: the interface rotates to it when allowed (``allowsRotation(to:)``), else stays.
    /// During a size change (its controllers' hooks) the interface has not turned yet: it
    /// follows the device when that change ends, to the newest orientation
    /// (``resizeWindow(duration:orientation:origin:)``).
    ///
    /// - Throws: what ``rotateInterface(to:origin:)`` throws, after the rotation completed.
    public func setDeviceOrientation(_ orientation: InterfaceOrientation, origin: String = "") throws {
        deviceOrientation = orientation
        guard windowResize == nil else { deviceTurnedDuringResize = true; return }
        guard orientation != interfaceOrientation, try allowsRotation(to: orientation) else { return }
        try rotateInterface(to: orientation, origin: origin)
    }

    /// Rotates the interface: the window takes `orientation`'s size as
    /// ``resizeWindow(duration:orientation:origin:)`` says, over UIKit's rotation duration
    /// and curve (above).
    ///
    /// - Throws: the first error an override, an alongside block or a layout hook threw —
    ///   once the rotation is complete, so a failing script leaves a consistent interface;
    ///   the later ones after it (see ``resizeWindow(duration:orientation:origin:)``).
    public func rotateInterface(to orientation: InterfaceOrientation, origin: String = "") throws {
        try resizeWindow(duration: Engine.rotationDuration(from: interfaceOrientation, to: orientation),
                         orientation: orientation, origin: origin)
    }

    /// Gives the window the screen's size in `orientation` as UIKit does for a rotation or any
    /// other size change: every controller of the presentation chain gets
    /// `viewWillTransition(to:with:)` (root first), then one animation block (`duration`, the
    /// rotation curve; 0: at once) swaps the window's bounds, resizes the root view and the
    /// full-screen containers and views, runs the coordinators' alongside blocks and lays out
    /// the window; the coordinators' completions run when it ends (a run-loop turn later at 0).
    ///
    /// The device turned meanwhile (a hook set `device.orientation`): when the change is over
    /// the interface turns again, to the newest orientation if allowed, as UIKit applies an
    /// orientation change requested during a rotation after it — so at rest the interface is
    /// where the device is. Another profile meanwhile is refused (``setScreen(_:origin:)``).
    ///
    /// - Throws: the first error an override, an alongside block or a layout hook threw —
    ///   once the size change and the turns after it are complete; they all run, and each
    ///   later error is thrown by an async action of its own at the same tick, after it
    ///   (``CallbackErrors``).
    ///
    /// Hooks that turn the device again in every turn would turn it for ever, each turn at the
    /// same instant (a turn's animations pile up unended): after ``followingTurnsLimit`` turns
    /// in a row the engine stops following, with an error at the script's line.
    func resizeWindow(duration: Double, orientation: InterfaceOrientation, origin: String) throws {
        let errors = CallbackErrors(clock: clock, label: origin)
        try resizeWindow(duration: duration, orientation: orientation, origin: origin, errors)
        var turns = 0
        while deviceTurnedDuringResize {
            deviceTurnedDuringResize = false
            let target = deviceOrientation
            var follows = false
            errors.run { follows = try target != interfaceOrientation && allowsRotation(to: target) }
            guard follows else { break }
            turns += 1
            guard turns <= Engine.followingTurnsLimit else {
                let stopped = CoreError(.invalidArgument, "the device turned again during each of \(Engine.followingTurnsLimit) "
                                        + "rotations in a row (a viewWillTransition, alongside block or layout that sets "
                                        + "device.orientation every time turns it for ever): the interface stays "
                                        + "\(interfaceOrientation), the device \(target)")
                errors.run { throw stopped }
                break
            }
            try resizeWindow(duration: Engine.rotationDuration(from: interfaceOrientation, to: target),
                             orientation: target, origin: origin, errors)
        }
        try errors.throwFirst()
    }

    /// The most turns the interface follows the device in a row, at one instant
    /// (``resizeWindow(duration:orientation:origin:)``).
    static let followingTurnsLimit = 16

    /// One size change, its hooks' errors kept in `errors`.
    ///
    /// - Throws: the change's own error (an animation that could not be made), after queuing
    ///   the hooks' errors kept so far.
    private func resizeWindow(duration: Double, orientation: InterfaceOrientation, origin: String,
                              _ errors: CallbackErrors) throws {
        windowResize = duration > 0 ? "a rotation" : "a profile change"
        defer { windowResize = nil }
        let size = screen.size(in: orientation)
        let coordinator = TransitionCoordinator(size: size, duration: duration, from: interfaceOrientation, to: orientation)
        let attempt = errors.run
        let chain = presentationChain
        let oldBounds = window.bounds
        for c in chain { c.forwardViewWillTransition(to: size, with: coordinator, attempt) }
        let change = {
            self.interfaceOrientation = orientation
            try self.window.setBounds(Rect(origin: .zero, size: size))
            try self.window.setCenter(Point(x: size.width / 2, y: size.height / 2))
            try self.resizeFullScreenViews(of: chain, was: oldBounds)
            attempt { try self.layoutPresentations() }       // presentation controllers place their views
            for block in coordinator.alongside { attempt { try block(coordinator) } }
            attempt { try self.window.layoutIfNeeded() }
            attempt { try self.placeContextPresentations() }  // where their contexts are now
        }
        let complete = { [unowned clock] in try coordinator.complete(on: clock, label: origin) }
        do {
            if duration > 0 {
                try animate(duration: duration, curve: Engine.rotationCurve, origin: origin, animations: change,
                            completion: { _ in try complete() })
            } else {
                // At once: no animation block (none to trace, no animation number taken), even
                // inside a script's own; the completions a run-loop turn later, as a block's.
                try performWithoutAnimation(change)
                if !coordinator.completions.isEmpty { clock.async(label: origin, complete) }
            }
        } catch {
            throw errors.reportLater(after: error)      // the overrides' errors, after the change's own
        }
    }

    /// Fits what covers the window to its new bounds — the root view, each presentation's
    /// container, and presented views filling their containers — where they still are.
    /// (UIKit's containers and root views autoresize with the window.) A presenter's view
    /// lent to a presentation's container during a fullScreen present or dismissal follows
    /// too, when it filled the window (`was`): a controller's root view autoresizes with
    /// flexible width and height in UIKit, so it does not wait for the transition's end.
    /// The containers go first: a default view (flexible width and height) has followed its
    /// container by then, and setting it again after would be a second resize of one change.
    private func resizeFullScreenViews(of chain: [ViewController], was: Rect) throws {
        let containers = chain.compactMap { $0.modalPresentation?.containerView }.filter { $0.superview === window }
        for c in chain {
            if let container = c.modalPresentation?.containerView, container.superview === window {
                try container.setFrame(window.bounds)
                // under a sheet's push-back transform (a sheet under a sheet): the frame it has before it
                if let view = c.viewIfLoaded, view.superview === container { try view.setUntransformedFrame(container.bounds) }
            } else if let view = c.viewIfLoaded, view.superview === window {
                // under a sheet's push-back transform: the frame it has before it
                try view.setUntransformedFrame(window.bounds)
            }
        }
        for c in chain {
            if let view = c.viewIfLoaded, let home = view.superview, containers.contains(where: { $0 === home }),
               view.frame == was {
                try view.setFrame(window.bounds)
            }
        }
    }
}

extension ViewController {
    /// `viewWillTransition(to:with:)` on this controller when its view is loaded, then on
    /// its ``sizeTransitionChildren`` — parent first, as the presentation chain is walked
    /// root first (a Lua override has no `super` to place the forwarding with). Errors go
    /// to `attempt`, so one failing override does not keep the others from the size change.
    func forwardViewWillTransition(to size: Size, with coordinator: TransitionCoordinator,
                                   _ attempt: (() throws -> Void) -> Void) {
        var next: [ViewController] = [self]
        while let c = next.popLast() {
            guard c.isViewLoaded else { continue }
            attempt { try c.viewWillTransition(to: size, with: coordinator) }
            next.append(contentsOf: c.sizeTransitionChildren.reversed())
        }
    }
}
