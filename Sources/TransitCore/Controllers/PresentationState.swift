/// Where a controller is in its own presentation: the explicit state machine of
/// present/dismiss.
///
///     idle        --beginPresentation-->    presenting
///     presenting  --completePresentation--> presented
///     presenting  --cancelPresentation-->   idle
///     presented   --beginDismissal-->       dismissing
///     dismissing  --completeDismissal-->    idle
///     dismissing  --cancelDismissal-->      presented
///
/// A non-animated transition passes through `presenting` and `dismissing` synchronously
/// (the life-cycle calls run in those states, so a `present` called from `viewWillAppear`
/// sees a transition in flight, as in UIKit); an animated one stays in them until its
/// animator calls `completeTransition`. Every other step is illegal: ``after(_:)`` says so.
public enum PresentationState: String, Sendable, CaseIterable {
    /// Not presented (a root, or a controller on its own).
    case idle
    /// Being presented: the transition has begun and not finished.
    case presenting
    /// Presented, the transition finished.
    case presented
    /// Being dismissed: the transition has begun and not finished.
    case dismissing

    /// The state after `event`, or nil when the step is illegal from this state.
    public func after(_ event: PresentationEvent) -> PresentationState? {
        switch (self, event) {
        case (.idle, .beginPresentation): .presenting
        case (.presenting, .completePresentation): .presented
        case (.presenting, .cancelPresentation): .idle
        case (.presented, .beginDismissal): .dismissing
        case (.dismissing, .completeDismissal): .idle
        case (.dismissing, .cancelDismissal): .presented
        default: nil
        }
    }
}

/// The steps of ``PresentationState``: a transition begins, then completes or is cancelled
/// (an interactive transition the user abandons, or an animator that failed).
public enum PresentationEvent: String, Sendable, CaseIterable {
    case beginPresentation, completePresentation, cancelPresentation
    case beginDismissal, completeDismissal, cancelDismissal
}
