/// A present or dismiss the engine ends before its animator does: a tab switch takes off the
/// screen the tab whose Current Context presentation is animating in or out
/// (TabBarController+Contexts.swift). What the switch hides has nothing left to show, so the
/// transition ends there and then, as its animator would end it — the same choice as a
/// dismissal begun while its tab is hidden, which goes at once (ViewController+Presentation.swift).
///
/// Ending it later, when its animator calls `completeTransition`, would put its end after the
/// switch's: the tab told `viewDidAppear` after its `viewDidDisappear`, its view back in the
/// window beside the new tab's (left98). UIKit documents no order for a tab switch during a
/// presentation; its appearance contract does hold one — each `viewWillAppear` answered by a
/// `viewDidAppear` before the next `viewWillDisappear` (Apple's
/// `beginAppearanceTransition(_:animated:)`) — and ending first keeps it.
extension TransitionContext {
    /// Ends the transition now, as `completeTransition(!transitionWasCancelled)` would: the
    /// hierarchy and the controllers settled, the `did` calls, the completion once, the
    /// animator's `animationEnded`. The animations it began run on where their views still are
    /// (a view that leaves the window loses them); the animator's own `completeTransition`
    /// afterwards is ignored. Nothing for a transition that is not animating (still asking its
    /// animator, or over) or that is a push or pop.
    ///
    /// - Parameter origin: the script line that took the tab off the screen (the switch, the
    ///   change of the tabs, the cover's present), for the message of a later call on this
    ///   transition (left98: a second `completeTransition` named no place). Its interaction
    ///   then drives nothing, and ignores its calls as UIKit's (uikit103).
    /// - Throws: what the end's callbacks throw (``finish(completed:)``).
    func endAtOnce(origin: String) throws {
        guard phase == .animating, navigationEnd == nil else { return }
        endedAt = origin
        endedByEngine = true
        endedWithTab = true
        try finish(completed: !transitionWasCancelled)
    }

    /// "at s.lua:7, where its tab left the screen": who ended the transition, and where.
    static func tabEnd(at origin: String) -> String {
        (origin.isEmpty ? "" : "at \(origin), ") + "where its tab left the screen"
    }
}
