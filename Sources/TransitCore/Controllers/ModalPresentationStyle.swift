/// How a presented controller covers its presenter, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: String, CaseIterable, Sendable {
    /// Covers the screen; the presenting controller's view leaves the window while covered
    /// (UIKit removes "the views of the underlying view controller" after the transition).
    /// The default, as in the reference articles' era (before iOS 13's sheets).
    case fullScreen
    /// Covers the screen; the presenting controller's view stays in the window underneath,
    /// and the presenter gets no disappear/appear calls.
    case overFullScreen
    /// A presentation controller decides the frame and the container
    /// (``PresentationController``, vended by the transitioning delegate). Without one, UIKit's
    /// base `UIPresentationController` decides: the presented view fills the container and
    /// the presenter's view stays (`shouldRemovePresentersView` is false by default), so the
    /// presenter gets no disappear/appear calls.
    case custom
    /// UIKit's default since iOS 13 (not Transit's: see ``fullScreen``): "for most view
    /// controllers" a page sheet before iOS 18 and a form sheet since — which in compact width
    /// is the same sheet. Transit models iOS 18 (as its zoom transition) and resolves it to
    /// ``formSheet`` when the presentation begins.
    case automatic
    /// A card that "partially covers the underlying content": in compact width a sheet with
    /// part of the background visible near the top, the presenter pushed back; centered over
    /// a dimming layer in regular width (docs/sheets.md). The presenter's view stays.
    case pageSheet
    /// A smaller centered card in regular width; in compact width the same sheet as
    /// ``pageSheet`` (Apple: "displays the view controller as a sheet with part of the
    /// background content visible near the top of the screen").
    case formSheet

    /// Covers the controller that defines the presentation context (its
    /// `definesPresentationContext`), whose view leaves the window while covered, as
    /// `fullScreen`'s presenter's does (docs/sheets.md, "Presentation contexts").
    case currentContext
    /// Covers the context's view, which stays in the window underneath (as `overFullScreen`).
    case overCurrentContext
    /// A popover in regular width (an iPad: ``PopoverPresentationController``, docs/popover.md);
    /// in compact width UIKit adapts it to a sheet, and so does Transit.
    case popover

    /// The style a presentation uses: `automatic` is a form sheet for a plain controller
    /// (iOS 18 and later; a page sheet before).
    public var resolved: ModalPresentationStyle { self == .automatic ? .formSheet : self }

    /// Whether the presentation is a sheet managed by a ``SheetPresentationController``.
    public var isSheet: Bool { resolved == .pageSheet || resolved == .formSheet }

    /// Whether the presenter's view leaves the window once the presentation completes (and
    /// is handed to the animator as the context's "from" view, and "to" view on dismissal);
    /// a presentation controller's `shouldRemovePresentersView` decides for `custom`.
    public var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }
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
    /// "The current view initiates a horizontal 3D flip from right-to-left, resulting in the
    /// revealing of the new view as if it were on the back of the previous view. On
    /// dismissal, the flip occurs from left-to-right." Full-screen presentations only
    /// (``DefaultAnimator/flipDuration``, docs/layers.md, "The flip").
    case flipHorizontal
}
