/// How a presented controller covers its presenter, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: String, CaseIterable, Sendable {
    /// Covers the screen; the presenting controller's view leaves the window while covered
    /// (UIKit removes "the views of the underlying view controller" after the transition).
    /// The default, as in the reference articles' era (before iOS 13's sheets).
    case fullScreen
    /// Covers the screen; the presenting controller's view stays in the window underneath,
    /// and the presenter gets no disappear/appear calls.
    case overFullScreen
    /// A presentation controller decides the frame and the container. Until presentation
    /// controllers exist, UIKit's base `UIPresentationController` decides: the presented view
    /// fills the container and the presenter's view stays (`shouldRemovePresentersView` is
    /// false by default), so the presenter gets no disappear/appear calls.
    case custom

    /// Whether the presenter's view leaves the window once the presentation completes (and
    /// is handed to the animator as the context's "from" view, and "to" view on dismissal).
    public var removesPresentersView: Bool { self == .fullScreen }
}

/// The animation UIKit runs when a presented controller has no transitioning delegate (or
/// its delegate vends no animator), as `UIModalTransitionStyle`. See ``DefaultAnimator``.
public enum ModalTransitionStyle: String, CaseIterable, Sendable {
    /// "Its view slides up from the bottom of the screen. On dismissal, the view slides back
    /// down. This is the default transition style."
    case coverVertical
    /// "The current view fades out while the new view fades in at the same time. On
    /// dismissal, a similar type of cross-fade is used to return to the original view."
    case crossDissolve
}
