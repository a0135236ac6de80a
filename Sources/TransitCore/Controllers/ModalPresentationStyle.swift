/// How a presented controller covers its presenter, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: String, CaseIterable, Sendable {
    /// Covers the screen; the presenting controller's view leaves the window while covered
    /// (UIKit removes "the views of the underlying view controller" after the transition).
    /// The default, as in the reference articles' era (before iOS 13's sheets).
    case fullScreen
    /// Covers the screen; the presenting controller's view stays in the window underneath,
    /// and the presenter gets no disappear/appear calls.
    case overFullScreen
    /// A presentation controller decides the frame and the container. Accepted as a value;
    /// presenting with it is refused until presentation controllers exist.
    case custom
}

/// Where a controller is in its own presentation: the explicit state machine of
/// present/dismiss.
///
/// Non-animated transitions pass through `presenting` and `dismissing` synchronously (the
/// life-cycle calls run in those states, so a `present` called from `viewWillAppear` sees a
/// transition in flight, as in UIKit); animated transitions will stay in them while they run.
public enum PresentationState: String, Sendable {
    /// Not presented (a root, or a controller on its own).
    case idle
    /// Being presented: the transition has begun and not finished.
    case presenting
    /// Presented, the transition finished.
    case presented
    /// Being dismissed: the transition has begun and not finished.
    case dismissing
}
