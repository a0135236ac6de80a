/// `transition(from:to:duration:options:animations:completion:)`: a container swaps the views
/// of two of its children (docs/controllers.md, "Containers"; the View Controller Programming
/// Guide's "Transitioning Between Child View Controllers" cycle example).
extension ViewController {
    /// Swaps `from`'s view for `to`'s, as UIKit's method: "This method will add the
    /// toViewController's view to the superview of the fromViewController's view and the
    /// fromViewController's view will be removed from its superview after the transition
    /// completes" (UIViewController.h). `animations` runs as a `View.animate` block of
    /// `duration` seconds on `curve` with `options` ("If you pass zero, the changes are made
    /// without animating them", Apple); `completion` gets the animation's `finished` once
    /// the from-view is out.
    ///
    /// The appearance calls, while this container is appeared: `from`'s `viewWillDisappear`
    /// and `to`'s `viewWillAppear` before `to`'s view goes in, `from`'s `viewDidDisappear` and
    /// `to`'s `viewDidAppear` at the end, before `completion` — the order of a navigation
    /// push (Apple is silent on it: Transit's choice). The calls to `willMove` and `didMove`
    /// stay the container's, as in Apple's cycle example.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` when either controller is not a child of
    ///   this one ("This method will fail with an NSInvalidArgumentException if the parent
    ///   view controllers are not the same as the receiver, or if the receiver explicitly
    ///   forwards its appearance and rotation callbacks to its children", UIViewController.h:
    ///   so also when ``shouldAutomaticallyForwardAppearanceMethods()`` answers false), when
    ///   `from`'s view is in no superview (there is nowhere to put `to`'s), or when `to`'s
    ///   view is in one already (Apple: "a child view controller whose view is not currently
    ///   in the view hierarchy"); what the overrides, the loading of `to`'s view, the block
    ///   and the completion throw.
    public func transition(from: ViewController, to: ViewController, duration: Double,
                           options: AnimationOptions = [], curve: TimingCurve = .easeInOut, origin: String = "",
                           animations: (() throws -> Void)?, completion: ((Bool) throws -> Void)?) throws {
        guard from.addedParent === self, to.addedParent === self else {
            throw CoreError(.invalidArgument,
                            "Children view controllers \(from) and \(to) must have a common parent view controller \(self) when calling transition(from:to:duration:options:animations:completion:)")
        }
        guard try shouldAutomaticallyForwardAppearanceMethods() else {
            throw CoreError(.invalidArgument,
                            "transition(from:to:…): \(self) forwards the appearance calls to its children itself (shouldAutomaticallyForwardAppearanceMethods is false)")
        }
        let fromView = try from.view
        guard let superview = fromView.superview else {
            throw CoreError(.invalidArgument, "transition(from:to:…): the view of \(from) is in no superview to put the view of \(to) in")
        }
        let toView = try to.view
        if let other = toView.superview {
            throw CoreError(.invalidArgument, "transition(from:to:…): the view of \(to) is in \(other.displayName) already")
        }
        let animated = duration > 0
        // appeared, not on its way out (a container being covered told `from` already)
        let onScreen = isAppeared && appearanceUnderWay != false
        var failure: (any Error)?
        func call(_ body: () throws -> Void) {
            do { try body() } catch { failure = failure ?? error }
        }
        if onScreen {
            call { try from.beginAppearanceTransition(false, animated: animated, origin: origin) }
            call { try to.beginAppearanceTransition(true, animated: animated, origin: origin) }
        }
        try superview.addSubview(toView)
        do {
            try animate(from, to, duration, options, curve, origin, animations, completion, onScreen: onScreen)
        } catch {
            // the block failed: no animation, no completion (View.animate's rule); the two go
            // back as a cancelled tab switch's do, so each `will` gets its `did`
            toView.removeFromSuperview()
            if onScreen {
                let (toBegun, fromBegun) = (to.begunAppearance, from.begunAppearance)
                to.begunAppearance = nil
                from.begunAppearance = nil
                if toBegun?.calls == true {
                    call { try to.runViewWillDisappear(animated) }
                    call { try to.runViewDidDisappear(animated) }
                }
                if fromBegun?.calls == true {
                    call { try from.runViewWillAppear(animated) }
                    call { try from.runViewDidAppear(animated) }
                }
            }
            throw failure ?? error
        }
        if let failure { throw failure }
    }

    /// The animation of ``transition(from:to:duration:options:curve:origin:animations:completion:)``,
    /// whose end takes `from`'s view out, ends the appearance transitions and calls `completion`.
    private func animate(_ from: ViewController, _ to: ViewController, _ duration: Double, _ options: AnimationOptions,
                         _ curve: TimingCurve, _ origin: String, _ animations: (() throws -> Void)?,
                         _ completion: ((Bool) throws -> Void)?, onScreen: Bool) throws {
        let fromView = try from.view
        try engine.animate(duration: duration, curve: curve, options: options, origin: origin, animations: {
            try animations?()
        }) { finished in
            fromView.removeFromSuperview()
            var ended: (any Error)?
            if onScreen {
                do { try from.endAppearanceTransition(origin: origin) } catch { ended = error }
                do { try to.endAppearanceTransition(origin: origin) } catch { ended = ended ?? error }
            }
            // this container may have left or entered the window meanwhile
            let run = { (body: () throws -> Void) in
                do { try body() } catch { ended = ended ?? error }
            }
            if to.addedParent === self, let mine = self.viewIfLoaded, to.viewIfLoaded?.isDescendant(of: mine) == true {
                self.settleAppearance(ofShown: to, animated: duration > 0, run: run)
            }
            self.settleAppearance(ofGone: from, animated: duration > 0, run: run)
            do { try completion?(finished) } catch { ended = ended ?? error }
            if let ended { throw ended }
        }
    }
}
