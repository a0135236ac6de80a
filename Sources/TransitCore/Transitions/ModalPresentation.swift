/// What one presentation keeps in the window while it lasts: the container view holding
/// the presented view (UIKit's private `UITransitionView`, the presentation controller's
/// `containerView`), and where the presenter's view lived when it began, for putting it back.
///
/// The container is made when the presentation begins, covers the window, stays while the
/// controller is presented — its dismissal animates in the same container — and leaves the
/// window when the dismissal completes (or the presentation is cancelled).
final class ModalPresentation {
    let style: ModalPresentationStyle
    let containerView: View
    /// A `custom` presentation's controller (nil: UIKit's base class's defaults).
    let controller: PresentationController?
    /// Whether the presenter's view leaves the window while covered, fixed when it begins.
    let removesPresentersView: Bool
    /// The presenter's view's superview and index when the presentation began: the window
    /// for the root, the presenter's own container when it is presented itself.
    weak var presenterHome: View?
    let presenterIndex: Int
    /// The presenter's view's frame in its home when the presentation began, and the home's
    /// size then: a context's view, which need not fill its home, comes back there.
    let presenterHomeFrame: (frame: Rect, home: Size)?
    /// The presenter's view's frame in the container when the presentation began, and the
    /// container's bounds then: a `custom` dismissal's ``TransitionContext/finalFrame(for:)``
    /// of the presenter, resized with the container since (ModalTransition.swift).
    var presenterFrame: (frame: Rect, container: Rect)?
    /// The presenting controller, held while the presentation lasts: UIKit's presentation
    /// controller holds it strongly (UIPresentationController.h: `@property(nonatomic, strong,
    /// readonly) UIViewController *presentingViewController`), so a presenter that leaves the
    /// hierarchy — a child removed, a tab taken out, a controller popped — and that the script
    /// drops still presents: its presented controller answers it and can be dismissed, which
    /// lets both go (left104: the presenter was freed, the presented controller stayed held,
    /// orphaned, until the engine ended). A cycle through the presenter's
    /// `presentedViewController` while presented, broken by the dismissal and by the engine's
    /// end (``Engine/notePresentation(of:)``).
    var presenter: ViewController?
    /// Whether the container is out of the window with the tab under it
    /// (TabBarController+Contexts.swift): a dismissal meanwhile shows nothing, so the
    /// presenter neither appears nor gets its view back.
    var isHiddenWithTab = false

    init(style: ModalPresentationStyle, containerView: View, presenterView: View,
         controller: PresentationController?, removesPresentersView: Bool) {
        self.style = style
        self.containerView = containerView
        self.controller = controller
        self.removesPresentersView = removesPresentersView
        presenterHome = presenterView.superview
        presenterIndex = presenterView.superview?.subviews.firstIndex { $0 === presenterView } ?? 0
        presenterHomeFrame = presenterView.superview.map { (presenterView.untransformedFrame, $0.bounds.size) }
    }
}

extension ViewController {
    /// Puts this controller's view back where it lived before `presentation` began — the
    /// window, or its own container — at the same index, filling it, unless it is there.
    /// A view an animator or a segue borrowed (seed 003's unwind adds it to the presented
    /// view) comes back from wherever it is.
    func returnViewHome(from presentation: ModalPresentation) {
        guard let view = viewIfLoaded, let home = presentation.presenterHome,
              view.superview !== home, !home.isDescendant(of: view) else { return }
        // The guard rules out the errors these calls can throw (a cycle, a missing sibling;
        // home's bounds are finite), hence `try?`.
        // Below the presentation's own container when both share the window.
        if presentation.containerView.superview === home {
            try? home.insertSubview(view, belowSubview: presentation.containerView)
        } else {
            try? home.insertSubview(view, at: presentation.presenterIndex)
        }
        // A context's view (`currentContext`) takes its own frame again, resized by its mask
        // with its home since, as UIKit takes away the container it put in the view's place
        // (rev102a: it came back filling its home, over a child's siblings). Others fill it.
        if presentation.controller is ContextPresentationController, let (frame, size) = presentation.presenterHomeFrame {
            let mask = home.layout.autoresizesSubviews ? view.layout.autoresizingMask : []
            try? view.setUntransformedFrame(mask.resize(frame, from: size, to: home.bounds.size))
        } else {
            try? view.setFrame(home.bounds)
        }
    }
}
