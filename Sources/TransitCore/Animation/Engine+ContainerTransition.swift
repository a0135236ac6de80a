/// `UIView.transition(with:duration:options:animations:completion:)`: a transition of one
/// container view's contents (docs/animation.md, "View transitions").
extension Engine {
    /// Changes `container`'s contents in `body` and dissolves from its old look to its new one
    /// over `duration` seconds on `curve` — or, for a flip, turns the container from one to
    /// the other (``flip(_:old:turn:duration:options:curve:origin:completion:)``).
    ///
    /// Apple: "Creates a transition animation for the specified container view"; `animations`
    /// "contains the changes you want to make to the specified view"; without
    /// `allowAnimatedContent` "the views are animated using a snapshot image" (Transit does
    /// not take that option, so always so); a duration of 0 or less makes the transition
    /// "without animations".
    ///
    /// So the changes `body` makes land at once, with no animation of their own (as in
    /// `performWithoutAnimation`), and the old look is a snapshot: `container.snapshotView()`
    /// taken before `body` runs, laid over the container's bounds as its front-most subview
    /// (named `snapshot(<container>)`, alpha 1, not in the way of touches) and faded from
    /// presentation alpha 1 to 0 on `curve`; it leaves just before `completion`. Over an opaque
    /// container two looks so show p·new + (1 − p)·old, the cross-fade Core Animation draws
    /// between the layer's old and new rendering. **Transit's difference:** UIKit's snapshot
    /// is no subview; Transit's is in `container.subviews` while the transition runs (added
    /// without marking the container for layout, so no `layoutSubviews` runs for it), and
    /// stays in front of the subviews added or brought forward meanwhile — as UIKit's old
    /// look covers whatever lands under it, also after the call (Pageboy swaps its page one
    /// main-queue turn after its block).
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for a transition Transit does not draw
    ///   (``ViewTransition/drawn``), a NaN, infinite or too long duration, or a flip of a
    ///   transformed container (``requireFlippable(_:_:)``), before `body` runs — and after
    ///   it, for a flip whose `body` transformed the container (its changes stay made); what
    ///   `body` and `completion` throw.
    @discardableResult
    public func transition(with container: View, duration: Double, transition: ViewTransition,
                           options: AnimationOptions = [], curve: TimingCurve = .easeInOut, origin: String = "",
                           animations body: (() throws -> Void)?,
                           completion: ((Bool) throws -> Void)? = nil) throws -> AnimationHandle {
        guard ViewTransition.drawn.contains(transition) else {
            let drawn = ViewTransition.drawn.map(\.optionName).joined(separator: ", ")
            throw CoreError(.invalidArgument,
                            "the view transition '\(transition.optionName)' is not drawn by Transit (drawn: \(drawn))")
        }
        try CoreError.requireFinite(duration, "animation duration")
        _ = try Clock.ticks(forSeconds: max(duration, 0), "animation duration")
        let turn = transition.flipTurn
        if turn != nil && duration > 0 { try requireFlippable(container, transition) }
        guard duration > 0 else {
            // "without animations": the changes, and the completion one turn later. It is a
            // transition of the container all the same, so it replaces a running one (below):
            // the old look fading over the change would show it late (left100).
            endTransition(of: container)
            try performWithoutAnimation { try body?() }
            return try animate(duration: 0, curve: curve, options: options, origin: origin,
                               animations: {}, completion: completion)
        }
        let old = container.snapshotView()                       // the look before the changes
        old.isUserInteractionEnabled = false
        try performWithoutAnimation {
            try body?()
            old.model.alpha = 1                                  // the container's own alpha applies to it
            old.model.shadowOpacity = 0                          // and its shadow stays the container's
            old.model.center = Point(x: container.bounds.midX, y: container.bounds.midY)
        }
        // and again after the block, which may have transformed the container: the turn's end
        // (the identity, taken for the model) would wipe that transform
        if turn != nil { try requireFlippable(container, transition) }
        // Core Animation keeps one transition per layer ("the special key kCATransition is
        // automatically used for transition animations", and "only one animation per unique
        // key is added"): a second transition of the container replaces the first, whose old
        // look leaves now (this snapshot, taken before, shows it as it was) and whose block
        // completes one turn later with finished = false. The first went on fading under the
        // second, a ghost in its new look, and completed at its own end with true.
        endTransition(of: container)
        container.addOverlay(old)
        if let turn {
            return try flip(container, old: old, turn: turn, duration: duration, options: options, curve: curve,
                            origin: origin, completion: completion)
        }
        do {
            return try animate(duration: duration, curve: curve, options: options, origin: origin,
                               animations: { try old.setAlpha(0) }) { [weak old] finished in
                old?.removeOverlay()
                try completion?(finished)
            }
        } catch {
            old.removeOverlay()                                  // the animation's room refused it
            throw error
        }
    }
}

extension Engine {
    /// Ends the transition running on `container`, if one is: its old look leaves now, and
    /// its completion runs one turn later with `finished = false`. A flip's turn stops even
    /// when the script has taken its old look out of the container meanwhile.
    fileprivate func endTransition(of container: View) {
        let previous = container.transitionOverlay.flatMap { $0.superview === container ? $0 : nil }
        if let previous { removeAllAnimations(of: previous) }
        if let flip = container.transitionFlip {                 // and a flip's turn stops, flat
            animations.removeAnimations(of: container, in: flip)
            container.transitionFlip = nil
        }
        previous?.removeOverlay()
    }
}

extension View {
    /// Puts `overlay` (a new view, in no superview) in front of this view's subviews without
    /// marking this view for layout: a transition's snapshot is no content of the container,
    /// and UIKit's is no subview at all, so no `layoutSubviews` runs for it.
    func addOverlay(_ overlay: View) {
        subviews.append(overlay)
        overlay.superview = self
        transitionOverlay = overlay                              // kept in front (View+Hierarchy.swift)
        overlay.windowMembershipChanged(from: false)
    }

    /// Takes an ``addOverlay(_:)`` view out again, as quietly.
    func removeOverlay() {
        guard let parent = superview else { return }
        if parent.transitionOverlay === self { parent.transitionOverlay = nil }
        let wasInWindow = isInWindow
        if let i = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        superview = nil
        windowMembershipChanged(from: wasInWindow)
    }
}
