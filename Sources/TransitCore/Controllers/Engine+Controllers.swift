/// What the engine knows about controllers as a whole: the window's presentation chain,
/// which objects it holds, warnings, and the shape every transition shares.
extension Engine {
    /// The window's root controller and the controllers presented above it, bottom first.
    public var presentationChain: [ViewController] {
        var chain: [ViewController] = []
        var next = window.rootViewController
        while let c = next {
            chain.append(c)
            next = c.presentedViewController
        }
        return chain
    }

    /// Whether the engine holds `view` where a host cannot see it: in the window, or in the
    /// view tree of a controller in the presentation chain (a covered presenter's view left
    /// the window but comes back on dismissal). The Lua binding keeps such views' Lua side.
    public func holds(_ view: View) -> Bool {
        if view.isInWindow { return true }
        let top = view.root
        var next = window.rootViewController            // the chain, walked without an array:
        while let c = next {                            // this runs for every view's first push
            if c.viewIfLoaded === top { return true }
            next = c.presentedViewController
        }
        return false
    }

    /// Gives a warning to ``onWarning``.
    func warn(_ message: String, origin: String) {
        onWarning?(EngineWarning(message: message, origin: origin, tick: clock.now))
    }

    /// Runs a root swap's life-cycle calls around its hierarchy `change`, in UIKit's order
    /// (the one ``TransitionContext`` follows for present and dismiss): the leaving
    /// controllers' `viewWillDisappear` (top first), the arriving ones' `viewWillAppear`, the
    /// change, `viewDidAppear`, `viewDidDisappear`.
    ///
    /// An error in an override does not leave the hierarchy half-changed: the change still
    /// happens, the remaining overrides of this transition are skipped, and the first error
    /// is rethrown at the end.
    func transition(disappearing: [ViewController], appearing: [ViewController], animated: Bool,
                    change: () throws -> Void) throws {
        var failure: (any Error)?
        func call(_ body: () throws -> Void) {
            guard failure == nil else { return }
            do { try body() } catch { failure = error }
        }
        for c in disappearing { call { try c.runViewWillDisappear(animated) } }
        for c in appearing { call { try c.runViewWillAppear(animated) } }
        try change()
        for c in appearing {
            c.isAppeared = true
            call { try c.runViewDidAppear(animated) }
        }
        for c in disappearing {
            c.isAppeared = false
            call { try c.runViewDidDisappear(animated) }
        }
        if let failure { throw failure }
    }
}
