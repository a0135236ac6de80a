/// The appearance calls (`viewWillAppear` …) as every transition runs them, forwarded to a
/// container's children, and the calls a container makes by hand
/// (docs/controllers.md, "Containers").
///
/// Forwarding: "This method is called to determine whether to automatically forward
/// appearance-related containment callbacks to child view controllers. The default
/// implementation returns true" (Apple, `shouldAutomaticallyForwardAppearanceMethods`). Apple
/// is silent on the order; Transit calls the container first, then its children in the order
/// they were added — as a size change is forwarded (Engine+Rotation.swift: a Lua override
/// has no `super` to place the forwarding with). The children reached are those whose view is
/// in the container's view when it appears, and those that are appeared when it disappears
/// (Transit's choice, so every child gets a `did` for each `will`). A navigation controller
/// forwards to its top controller itself (NavigationController.swift).
extension ViewController {
    /// `viewWillAppear`, then the children's.
    func runViewWillAppear(_ animated: Bool) throws {
        appearanceUnderWay = true
        try forward(appearing: true) { try $0.viewWillAppear(animated) } children: { try $0.runViewWillAppear(animated) }
    }

    /// `viewDidAppear` (``isAppeared`` true), then the children's.
    func runViewDidAppear(_ animated: Bool) throws {
        isAppeared = true
        appearanceUnderWay = nil
        try forward(appearing: true) { try $0.viewDidAppear(animated) } children: { try $0.runViewDidAppear(animated) }
    }

    /// `viewWillDisappear`, then the children's.
    func runViewWillDisappear(_ animated: Bool) throws {
        appearanceUnderWay = false
        try forward(appearing: false) { try $0.viewWillDisappear(animated) } children: { try $0.runViewWillDisappear(animated) }
    }

    /// `viewDidDisappear` (``isAppeared`` false), then the children's.
    func runViewDidDisappear(_ animated: Bool) throws {
        // the children are read before: they are the appeared ones
        let children = try forwardedChildren(appearing: false)
        isAppeared = false
        appearanceUnderWay = nil
        var failure: (any Error)?
        do { try viewDidDisappear(animated) } catch { failure = error }
        for c in children {
            do { try c.runViewDidDisappear(animated) } catch { if failure == nil { failure = error } }
        }
        if let failure { throw failure }
    }

    /// This controller's call, then each child's: an error in one does not keep the others
    /// from running (the hierarchy's appearance stays whole); the first is thrown at the end.
    private func forward(appearing: Bool, _ own: (ViewController) throws -> Void,
                         children call: (ViewController) throws -> Void) throws {
        var failure: (any Error)?
        do { try own(self) } catch { failure = error }
        // read after this controller's own call: a child it put in place there is reached
        let children: [ViewController]
        do { children = try forwardedChildren(appearing: appearing) } catch {
            throw failure ?? error
        }
        for c in children {
            do { try call(c) } catch { if failure == nil { failure = error } }
        }
        if let failure { throw failure }
    }

    /// The children an appearance call reaches: none unless this container forwards them;
    /// appearing, those whose view is in this controller's view and that are not appeared;
    /// disappearing, those that are appeared. A child whose appearance its container drives
    /// by hand (``beginAppearanceTransition(_:animated:origin:)``) is left to it.
    private func forwardedChildren(appearing: Bool) throws -> [ViewController] {
        guard !addedChildren.isEmpty, try shouldAutomaticallyForwardAppearanceMethods() else { return [] }
        let candidates = addedChildren.filter { $0.begunAppearance == nil }
        guard appearing else { return candidates.filter(\.isAppeared) }
        guard let mine = viewIfLoaded else { return [] }
        return candidates.filter { !$0.isAppeared && $0.viewIfLoaded?.isDescendant(of: mine) == true }
    }

    // MARK: By hand

    /// Tells this controller its view is about to appear (`isAppearing`) or disappear, as
    /// `beginAppearanceTransition(_:animated:)`: "use this method to tell the child that its
    /// views are about to appear or disappear. Do not invoke viewWillAppear(_:),
    /// viewWillDisappear(_:), viewDidAppear(_:), or viewDidDisappear(_:) directly" (Apple). It
    /// calls `viewWillAppear` or `viewWillDisappear` (and the children's);
    /// ``endAppearanceTransition(origin:)`` calls the matching `did`.
    ///
    /// Apple is silent on a controller already on its way: here, one that is appeared (or
    /// appearing in a transition) told it appears, or disappeared (or disappearing) told it
    /// disappears, gets no call from the pair — BubbleTransition tells the controller it
    /// presents that it appears, in the presentation that calls its `viewWillAppear`
    /// already. A second begin before the end is UIKit's "Unbalanced calls to begin/end
    /// appearance transitions" — a warning here; the same way again changes nothing (the
    /// one end ends it), the other way begins that one.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool, origin: String = "") throws {
        if let begun = begunAppearance {
            warnUnbalanced(origin)
            // the same way again: on its way already, the one end still ends it
            if begun.appearing == isAppearing {
                begunAppearance = (isAppearing, animated, begun.calls)
                return
            }
        }
        let there = appearanceUnderWay.map { $0 == isAppearing } ?? (isAppeared == isAppearing)
        begunAppearance = (isAppearing, animated, !there)
        guard !there else { return }
        try isAppearing ? runViewWillAppear(animated) : runViewWillDisappear(animated)
    }

    /// Tells this controller the appearance change ``beginAppearanceTransition(_:animated:origin:)``
    /// began is over, as `endAppearanceTransition()`: `viewDidAppear` or `viewDidDisappear`
    /// (and the children's). Without a begin, UIKit's "Unbalanced calls" warning and nothing
    /// else.
    public func endAppearanceTransition(origin: String = "") throws {
        guard let begun = begunAppearance else {
            warnUnbalanced(origin)
            return
        }
        begunAppearance = nil
        guard begun.calls else { return }
        try begun.appearing ? runViewDidAppear(begun.animated) : runViewDidDisappear(begun.animated)
    }

    private func warnUnbalanced(_ origin: String) {
        engine.warn("Unbalanced calls to begin/end appearance transitions for \(self).", origin: origin)
    }

    // MARK: After a child transition

    /// Brings `child` — the one a child transition of this container (a push or pop, a tab
    /// switch, `transition(from:to:…)`) shows at its end — to where this container is now.
    /// The container's own appearance calls do not reach children in flight (their calls are
    /// the transition's), so a container that left the window mid-transition left the child
    /// appeared out of the window (told `viewDidAppear` again, unbalanced, when it came back),
    /// and one that entered it left the child never told it appeared (hostile94). Apple:
    /// `viewDidAppear` "notifies the view controller that its view was added to a view
    /// hierarchy". Each `will` gets its `did`: while the container is between its own `will`
    /// and `did`, the child gets the `will` here and its `did` with the container's.
    func settleAppearance(ofShown child: ViewController, animated: Bool, run: (() throws -> Void) -> Void) {
        child.bringAppearance(appearing: appearanceUnderWay ?? isAppeared, done: appearanceUnderWay == nil,
                              animated: animated, run: run)
    }

    /// Brings `child` — the one such a transition took out — to disappeared: a tab told
    /// `viewWillAppear` by its container's appearance, then switched away from before the
    /// `did`, is told it disappears (a cancelled appearance's calls); one told
    /// `viewWillDisappear` by its container's covering gets its `viewDidDisappear` (the
    /// container's, which reaches the child shown then, would not reach it).
    func settleAppearance(ofGone child: ViewController, animated: Bool, run: (() throws -> Void) -> Void) {
        child.bringAppearance(appearing: false, done: true, animated: animated, run: run)
    }

    /// The calls that bring this controller from where it is (appeared, appearing,
    /// disappearing, disappeared) to `appearing` — the whole way when `done`, else to the
    /// `will` only. One driven by hand (``beginAppearanceTransition(_:animated:origin:)``) is
    /// left to its container.
    private func bringAppearance(appearing: Bool, done: Bool, animated: Bool, run: (() throws -> Void) -> Void) {
        guard begunAppearance == nil else { return }
        if appearing {
            if appearanceUnderWay == false || (appearanceUnderWay == nil && !isAppeared) {
                run { try runViewWillAppear(animated) }
            }
            if done && appearanceUnderWay == true { run { try runViewDidAppear(animated) } }
        } else {
            if appearanceUnderWay == true || (appearanceUnderWay == nil && isAppeared) {
                run { try runViewWillDisappear(animated) }
            }
            if done && appearanceUnderWay == false { run { try runViewDidDisappear(animated) } }
        }
    }

    // MARK: A child's view entering or leaving the window

    /// Called when this controller's view (the root of the move) entered or left the window.
    /// A child of an appeared container that forwards appearance appears as its view enters
    /// (`viewWillAppear`, `viewDidAppear`) and disappears as it leaves — as UIKit does when a
    /// container's `view.addSubview(child.view)` or `child.view.removeFromSuperview()` runs
    /// on screen (Apple is silent; the View Controller Programming Guide's add and remove
    /// examples rely on it). The move cannot throw: an override's error is thrown at the same
    /// tick, after the call that moved the view.
    func viewChangedWindow(_ inWindow: Bool) {
        guard let container = addedParent, begunAppearance == nil, appearanceUnderWay == nil,
              inWindow ? container.isAppeared && !isAppeared : isAppeared else { return }
        var failure: (any Error)?
        do {
            guard try container.shouldAutomaticallyForwardAppearanceMethods() else { return }
        } catch {
            failure = error
        }
        if failure == nil {
            // each `will` gets its `did`, whatever the first throws
            do { try inWindow ? runViewWillAppear(false) : runViewWillDisappear(false) } catch { failure = error }
            do { try inWindow ? runViewDidAppear(false) : runViewDidDisappear(false) } catch { failure = failure ?? error }
        }
        if let failure { engine.clock.async(label: "the appearance of \(self)") { throw failure } }
    }
}
