/// What manages a `custom` presentation, as `UIPresentationController`: the presented view's
/// frame in the container, extra views (a dimming overlay), and the moments around the
/// transitions. A transitioning delegate vends one
/// (``TransitioningDelegate/presentationController(forPresented:presenting:source:)``);
/// without one UIKit's base class decides, and so does this class's defaults.
///
/// The methods are open and called by the core at UIKit's moments (docs/transitions.md,
/// "Presentation controllers"); the Lua binding's subclass forwards each to the script.
open class PresentationController {
    /// Unowned: held by `retainedPresented`, or — for a sheet's controller, which its
    /// controller owns (``ViewController/sheetPresentationController``) — by that owner.
    public unowned let presentedViewController: ViewController
    private let retainedPresented: ViewController?
    /// Weak, as UIKit's: the presenter is held by the chain. A sheet's is set when it is
    /// presented.
    public internal(set) weak var presentingViewController: ViewController?
    /// The presentation's container, set when the presentation begins.
    public internal(set) var containerView: View?
    /// The container size the last layout was for: a layout runs again only when it changes.
    var laidOutSize: Size?

    public init(presented: ViewController, presenting: ViewController?) {
        presentedViewController = presented
        retainedPresented = presented
        presentingViewController = presenting
    }

    /// A controller its presented controller owns (a sheet's): no reference back that
    /// would make a cycle.
    init(ownedBy presented: ViewController) {
        presentedViewController = presented
        retainedPresented = nil
    }

    /// The view the animator moves: by default the presented controller's.
    open func presentedView() throws -> View? { presentedViewController.viewIfLoaded }

    /// Whether the presenter's view leaves the window once presented (false by default, so the
    /// presenter stays under the presented view and gets no appear/disappear calls).
    open func shouldRemovePresentersView() throws -> Bool { false }

    /// The presented view's frame in the container: by default the container's bounds. It is
    /// the context's `finalFrame` for the presented controller.
    open func frameOfPresentedViewInContainerView() throws -> Rect { containerView?.bounds ?? .zero }

    /// A child's size in a parent of `parentSize`: by default the parent's size.
    open func size(forChildContentContainer container: ViewController, parentSize: Size) throws -> Size { parentSize }

    open func presentationTransitionWillBegin() throws {}
    open func presentationTransitionDidEnd(_ completed: Bool) throws {}
    open func dismissalTransitionWillBegin() throws {}
    open func dismissalTransitionDidEnd(_ completed: Bool) throws {}
    open func containerViewWillLayoutSubviews() throws {}
    open func containerViewDidLayoutSubviews() throws {}

    /// Lays the container out when its size differs from the last layout's: the two layout
    /// calls around nothing else (UIKit's base class moves no view; overrides do).
    func layoutIfNeeded() throws {
        guard let size = containerView?.bounds.size, size != laidOutSize else { return }
        laidOutSize = size
        try containerViewWillLayoutSubviews()
        try containerViewDidLayoutSubviews()
    }
}

extension ViewController {
    /// The presentation controller of the presentation showing this controller, if it has one;
    /// for a sheet or a popover, its ``sheetPresentationController`` or
    /// ``popoverPresentationController`` before it is presented too (UIKit's is there to
    /// configure beforehand).
    public var presentationController: PresentationController? {
        modalPresentation?.controller ?? sheetPresentationController ?? popoverPresentationController
    }
}

extension Engine {
    /// Relays out every presentation container whose size changed since its last layout (the
    /// window's size changes: the container follows it, and its presentation controller
    /// places its views again).
    public func layoutPresentations() throws {
        for c in presentationChain {
            guard let p = c.modalPresentation?.controller else { continue }
            if let container = p.containerView, container.bounds.size != window.bounds.size {
                try container.setFrame(window.bounds)
            }
            try p.layoutIfNeeded()
        }
    }

    /// Puts each context presentation's view where its context's view is after the window's
    /// layout — its container keeps the window's size, the context need not: a navigation
    /// controller or a plain child defining the context, resized by its autoresizing mask or
    /// its parent's layout (left100: it stayed at the portrait frame). A tab's are placed by
    /// their tab bar controller's layout, after the bar's height changed
    /// (``TabBarController/placePresentations(over:)``).
    ///
    /// They are found in the controllers' trees, not the presentation chain alone: a child
    /// defining the context presents, and the chain goes by the root's presentations. What a
    /// presented one presents over its own context is found too, after it: its frame is the
    /// one under it, placed first (rev100b: it kept the portrait frame).
    ///
    /// One whose context's view is out of the window with a covered hierarchy (a full-screen
    /// presentation over the root) waits: its context has no place in the window to take. The
    /// cover's dismissal places it when the hierarchy comes back at another window size
    /// (`stale`), as UIKit lays a hierarchy out when it comes back (left102: it came back at
    /// the portrait frame over a context grown to landscape).
    ///
    /// - Parameter stale: only those placed last (or presented) at another window size.
    func placeContextPresentations(stale: Bool = false) throws {
        var found: [ContextPresentationController] = []
        func take(_ c: ViewController) {
            guard let p = c.presentedViewController,
                  let context = p.modalPresentation?.controller as? ContextPresentationController else { return }
            found.append(context)
            visit(p)
            take(p)
        }
        func visit(_ c: ViewController) {
            for child in c.children where !(child.parent is TabBarController) {
                take(child)
                visit(child)
            }
        }
        for c in presentationChain {
            if let context = c.modalPresentation?.controller as? ContextPresentationController { found.append(context) }
            visit(c)
        }
        let size = window.bounds.size
        for context in found where !context.isInTab && context.isContextShown && (!stale || context.placedIn != size) {
            context.placedIn = size
            try context.placePresentedView()
        }
    }
}
