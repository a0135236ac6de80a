/// What must hold when a present or dismiss has ended, whatever its animator did — the rules
/// UIKit's documentation states for `UIViewControllerContextTransitioning` and modal
/// presentation (docs/motion.md lists each with its source). Pure: it reads the engine and
/// the ended transition and says what is wrong, in words that name the transition; the
/// caller decides whether that is a warning (`transit run`) or a failure (`transit test`).
///
/// Two moments, because UIKit's code runs in two: ``atEnd(_:)`` when the transition's end
/// has settled (inside `completeTransition`: the hierarchy and the controllers have just been
/// settled by the engine, and none of the end's callbacks — `viewDidAppear`, `…DidEnd`, the
/// coordinator's completions, any of which may begin the next transition — has run), and ``afterTurn(_:)`` one run-loop turn later, when the code that
/// called `completeTransition` has finished its cleanup (a snapshot removed just after the
/// call is not a leak).
public enum TransitionInvariants {
    /// Checks at the transition's end: its phase and `transitionWasCancelled` agree with how
    /// it ended and with the controller stack; the presented and presenting views are in the
    /// window exactly when they should be.
    public static func atEnd(_ t: TransitionContext) -> [String] {
        var problems: [String] = []
        let completed = t.phase == .completed
        if !t.phase.isEnded { problems.append("it is \(t.phase.rawValue), not ended") }
        if t.transitionWasCancelled == completed {
            problems.append("transitionWasCancelled is \(t.transitionWasCancelled) but the transition \(completed ? "completed" : "was cancelled")")
        }
        guard t.kind == .present || t.kind == .dismiss else { return problems + navigationViews(t, completed: completed) }
        let presenter = t.presenter
        let presented = t.moving[0]
        let stackSays: Bool          // whether the controller stack shows the transition as done
        switch t.kind {
        case .present: stackSays = presenter.presentedViewController === presented && presented.presentingViewController === presenter
        default: stackSays = t.moving.allSatisfy { $0.presentingViewController == nil } && presenter.presentedViewController !== presented
        }
        if stackSays != completed {
            let what = t.kind == .present ? "\(presented.displayName) is\(stackSays ? "" : " not") presented by \(presenter.displayName)"
                                          : "\(presented.displayName) is\(stackSays ? " no longer" : " still") presented"
            problems.append("transitionWasCancelled is \(t.transitionWasCancelled) but \(what)")
        }
        // which views the window should hold now
        let presentedShows = (t.kind == .present) == completed
        // hidden with an unselected tab, nothing of it is in the window (TabBarController+Contexts.swift)
        let hidden = t.presentation.isHiddenWithTab
        // a dismissal of several: the covered ones were out of the window all along
        for c in t.kind == .present ? [presented] : completed ? t.moving : [t.moving[t.moving.count - 1]] where !hidden {
            if let view = c.viewIfLoaded, view.isInWindow != presentedShows {
                problems.append("\(c.displayName)'s view is \(view.isInWindow ? "still in" : "not in") the window")
            }
        }
        if !hidden, t.presentation.removesPresentersView, t.presentation.presenterHome?.isInWindow == true,
           let view = presenter.viewIfLoaded, view.isInWindow == presentedShows {
            let should = presentedShows ? "out of" : "back in"
            problems.append("the presenting \(presenter.displayName)'s view is not \(should) the window (a fullScreen presentation \(presentedShows ? "covers" : "uncovers") it)")
        }
        return problems
    }

    /// A push or pop: the controller it shows must have its view in the container, which is the
    /// animator's to do (`containerView.addSubview(toView)`: the navigation controller only
    /// removes the view it hides, after the end). UIKit shows an empty screen otherwise.
    private static func navigationViews(_ t: TransitionContext, completed: Bool) -> [String] {
        guard t.containerView.isInWindow else { return [] }
        let shown = completed ? t.moving[0] : t.presenter
        guard let view = shown.viewIfLoaded, !view.isDescendant(of: t.containerView) else { return [] }
        return ["\(shown.displayName)'s view is not in the container (the animator must add the view it shows)"]
    }

    /// The views the transition took out of the window that have animations at its end:
    /// the suspects ``afterTurn(_:suspects:)`` checks once the turn is over. The caller keeps
    /// those moved by the transition's own animations — begun by its animator and alongside
    /// blocks, inside the `present` or `dismiss` call: an animation the scene runs on a view
    /// a fullScreen presentation covers, one a rotation starts, or one a completion starts
    /// afterwards, is not the transition's doing. (A view leaving the window loses the
    /// animations it has then, as Core Animation's layer does: what is left is a block ending
    /// on the end's tick, which has run its course, and one begun on the view afterwards — a
    /// property animator of the transition started again.)
    public static func animatedLeavers(_ t: TransitionContext) -> [View] {
        var removed: [View] = []
        let completed = t.phase == .completed
        switch t.kind {
        case .present:
            if completed, t.presentation.removesPresentersView, let v = t.presenter.viewIfLoaded { removed.append(v) }
            if !completed, let v = t.moving[0].viewIfLoaded { removed.append(v) }
        case .dismiss:
            if completed { removed += t.moving.compactMap(\.viewIfLoaded) }
            if !completed, t.presentation.removesPresentersView, let v = t.presenter.viewIfLoaded { removed.append(v) }
        case .push, .pop, .select:
            break
        }
        var animated: [View] = []
        for root in removed where !root.isInWindow {
            root.walkTree { v in
                if v.isAnimating { animated.append(v) }
                return true
            }
        }
        return animated
    }

    /// Checks one run-loop turn after the end: no snapshot left in the transition's
    /// container (skipped while another transition in flight uses that container; a running
    /// container transition's own snapshot is not one), and no
    /// animation still under way on a view the transition took out of the window (`suspects`,
    /// from ``animatedLeavers(_:)`` at the end) that is still out of it — not one that has run
    /// its course and only waits for its end at this tick
    /// (``AnimationSystem/hasAnimationUnderWay(_:)``).
    public static func afterTurn(_ t: TransitionContext, suspects: [View]) -> [String] {
        var problems: [String] = []
        let container = t.containerView
        if !t.engine.transitionsInFlight.contains(where: { $0.containerView === container }) {
            var left: [String] = []
            container.walkTree { v in
                // a running `View.transition(with:…)`'s old look is that transition's, which
                // may outlive this one (Engine+ContainerTransition.swift), not one left behind
                if v.snapshotSource != nil && v.superview?.snapshotSource == nil && v.superview?.transitionOverlay !== v {
                    left.append(v.displayName)
                }
                return true
            }
            if !left.isEmpty { problems.append("left in the container: \(left.joined(separator: ", ")) (remove snapshots before the transition ends)") }
        }
        let animated = suspects.filter { !$0.isInWindow && t.engine.animations.hasAnimationUnderWay($0) }.map(\.displayName)
        if !animated.isEmpty {
            problems.append("animations still run on \(animated.joined(separator: ", ")), out of the window since the transition ended")
        }
        return problems
    }
}
