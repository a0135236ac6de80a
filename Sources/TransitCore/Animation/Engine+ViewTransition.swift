/// UIKit's view transitions, the `transition…` members of `UIView.AnimationOptions`: how
/// `UIView.transition(from:to:duration:options:completion:)` draws the change from one view
/// to the other (docs/animation.md, "View transitions").
public enum ViewTransition: String, CaseIterable, Sendable {
    case flipFromLeft, flipFromRight, curlUp, curlDown, crossDissolve, flipFromTop, flipFromBottom

    /// UIKit's option name: `"transitionCrossDissolve"`, …
    public var optionName: String { "transition" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The transition with this UIKit option name, or nil.
    public init?(optionName name: String) {
        guard let found = Self.allCases.first(where: { $0.optionName == name }) else { return nil }
        self = found
    }

    /// The transitions Transit draws: the dissolve, and the flips as a card turning in
    /// perspective (Engine+FlipTransition.swift; its perspective is Transit's choice, as the
    /// modal flip's: docs/layers.md, "The flip"). The curls peel the rendered content in a
    /// way Apple does not describe beyond their names; they are refused rather than drawn as
    /// something else.
    public static let drawn: [ViewTransition] = [.crossDissolve, .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom]
}

extension Engine {
    /// `UIView.transition(from:to:duration:options:completion:)`: replaces `from` by `to` in
    /// `from`'s superview, dissolving from one to the other over `duration` seconds on `curve`.
    ///
    /// Apple: `fromView` "is removed from its superview as part of the transition", `toView`
    /// "is added to the superview of fromView"; with `showHideTransitionViews` "views [are]
    /// hidden or shown (instead of removed or added) … Both views must already be present in
    /// the parent view's hierarchy". A duration of 0 or less makes the change "without
    /// animations" (the completion then runs one turn later, as `animate`'s).
    ///
    /// The dissolve is drawn as a cross-fade: `to` is added on top (as `addSubview`) and its
    /// presentation alpha goes from 0 to its model alpha on `curve`, while `from` stays under
    /// it, unchanged, until the end — where Core Animation fades the superview's old rendering
    /// into its new one, two opaque views show the same mix, p·to + (1 − p)·from. `from` so
    /// leaves its superview (or is hidden) when the animation ends, just before `completion`,
    /// not at the call: Transit draws views, not a layer's cached contents.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for a transition Transit does not draw
    ///   (``ViewTransition/drawn``), when `from` is in no superview, when `from` and `to` are
    ///   the same view, or with `showsHides` when `to` is not in `from`'s superview; what
    ///   ``animate(duration:delay:curve:options:repeatCount:origin:animations:completion:)``
    ///   and `completion` throw.
    @discardableResult
    public func transition(from: View, to: View, duration: Double, transition: ViewTransition,
                           showsHides: Bool = false, options: AnimationOptions = [],
                           curve: TimingCurve = .easeInOut, origin: String = "",
                           completion: ((Bool) throws -> Void)? = nil) throws -> AnimationHandle {
        guard ViewTransition.drawn.contains(transition) else {
            let drawn = ViewTransition.drawn.map(\.optionName).joined(separator: ", ")
            throw CoreError(.invalidArgument,
                            "the view transition '\(transition.optionName)' is not drawn by Transit (drawn: \(drawn))")
        }
        guard from !== to else {
            throw CoreError(.invalidArgument, "transition(from:to:…): the two views are the same view")
        }
        guard let superview = from.superview else {
            throw CoreError(.invalidArgument, "transition(from:to:…): the from-view is in no superview to put the to-view in")
        }
        if showsHides, to.superview !== superview {
            throw CoreError(.invalidArgument,
                            "transition(from:to:…) with showHideTransitionViews: both views must already be in the same superview")
        }
        if transition.flipTurn != nil {
            // UIKit's `transitionFromView` is a transition of the superview whose block takes
            // `from` out and puts `to` in, at once; Transit draws a flip so too, turning the
            // superview (the known "it flips the whole screen" of cards laid on a screen's view)
            return try self.transition(with: superview, duration: duration, transition: transition, options: options,
                                       curve: curve, origin: origin, animations: {
                to.transitionExit = nil                          // no longer leaving by a dissolve
                if showsHides {
                    to.isHidden = false
                    from.isHidden = true
                } else {
                    try superview.addSubview(to)
                    from.removeFromSuperview()
                }
            }, completion: completion)
        }
        // refused before anything changes, so a refusal leaves `to` where it was, at its alpha
        try CoreError.requireFinite(duration, "animation duration")
        _ = try Clock.ticks(forSeconds: max(duration, 0), "animation duration")
        let (home, index, alpha, wasHidden) = (to.superview, to.superview?.subviews.firstIndex { $0 === to }, to.alpha, to.isHidden)
        if showsHides { to.isHidden = false } else { try superview.addSubview(to) }
        // UIKit takes `from` out at the call; Transit, at the end. A view brought back before
        // then — the `to` of a later transition, as b → a during a → b (a second tab tap) —
        // is no longer leaving, and one the script moved elsewhere stays there.
        let exit = ExitToken()
        to.transitionExit = nil
        from.transitionExit = exit
        do {
            try performWithoutAnimation { try to.setAlpha(0) }
            return try animate(duration: max(duration, 0), curve: curve, options: options, origin: origin,
                               animations: { try to.setAlpha(alpha) }) { [weak superview] finished in
                if from.transitionExit === exit {
                    from.transitionExit = nil
                    if from.superview === superview {
                        if showsHides { from.isHidden = true } else { from.removeFromSuperview() }
                    }
                }
                try completion?(finished)
            }
        } catch {
            // what the animation refused (its tracks' room): undo the call's changes
            if from.transitionExit === exit { from.transitionExit = nil }
            try? performWithoutAnimation { try to.setAlpha(alpha) }
            to.isHidden = wasHidden
            if !showsHides {
                if let home, let index { try? home.insertSubview(to, at: index) } else { to.removeFromSuperview() }
            }
            throw error
        }
    }
}

/// One `View.transition`'s claim on its from-view (``View/transitionExit``).
private final class ExitToken {}
