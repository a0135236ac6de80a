/// Presentation contexts (`currentContext`, `overCurrentContext`) and the popover's
/// adaptation, decided when `present` begins (docs/sheets.md, "Presentation contexts").
extension ViewController {
    /// The controller a `currentContext` or `overCurrentContext` presentation from this one
    /// covers, and which presents it: this controller or a container above it (its
    /// navigation controller, a tab bar controller), the nearest that
    /// `definesPresentationContext`; otherwise the controller at the bottom of this one's
    /// presentation level — the presented controller (or its outermost container) that this
    /// one is, or shows in, and the root at the bottom level. UIKit's
    /// rule: "If no view controller defines a presentation context, UIKit uses the window's
    /// root view controller"; a presented controller standing for its level is Transit's
    /// reading of it (each presentation level is a window of its own to a container's child).
    public var presentationContext: ViewController {
        var level = self
        while true {
            if level.definesPresentationContext { return level }
            guard let parent = level.parent else { return level }
            level = parent
        }
    }

    /// The sheet's controller a popover adapts to in compact width: made for the presentation,
    /// and not `sheetPresentationController` (UIKit's is nil for a popover).
    func adaptiveSheetController() -> SheetPresentationController {
        if let sheetController { return sheetController }
        let made = SheetPresentationController(ownedBy: self)
        sheetController = made
        return made
    }
}

/// A `currentContext` or `overCurrentContext` presentation: the presented view takes the
/// context's view's frame; the context's view leaves the window only for `currentContext`.
final class ContextPresentationController: PresentationController {
    let removesContextView: Bool

    init(presented: ViewController, context: ViewController, removesContextView: Bool) {
        self.removesContextView = removesContextView
        super.init(presented: presented, presenting: context)
    }

    override func shouldRemovePresentersView() throws -> Bool { removesContextView }

    /// The presented view's frame when the present began: the frame its animator was asked
    /// to end at (``TransitionContext/finalFrame(for:)``).
    private var frameAtBegin: Rect?

    override func presentationTransitionWillBegin() throws {
        frameAtBegin = try frameOfPresentedViewInContainerView()
    }

    /// A layout during the present (a rotation) found it animating and left it
    /// (``placePresentedView()``): where the animator put it — the frame it was asked for —
    /// is the context's old frame. UIKit rotates after a transition, the container laid out
    /// then; so is this one. rev98b: a presentation rotated to landscape while animating in
    /// stayed 393×769 in an 852×323 content area. A frame of the animator's own choosing stays.
    override func presentationTransitionDidEnd(_ completed: Bool) throws {
        defer { frameAtBegin = nil }
        if completed { placedIn = containerView?.window?.bounds.size }     // placed at this size
        guard completed, let begun = frameAtBegin, presentedViewController.viewIfLoaded?.frame == begun else { return }
        // a tab's context out of the window (`currentContext`) takes the content area first
        var next = presentingViewController
        while let c = next, let parent = c.parent {
            if let tabs = parent as? TabBarController, tabs.selectedViewController === c {
                return tabs.placePresentations(over: c)
            }
            next = parent
        }
        try placePresentedView()
    }

    /// Whether the context is a tab or inside one: its tab bar controller places the
    /// presented view (TabBarController+Contexts.swift).
    var isInTab: Bool {
        var next = presentingViewController
        while let c = next {
            if c.parent is TabBarController { return true }
            next = c.parent
        }
        return false
    }

    /// The window size at the last placing by the engine's pass
    /// (``Engine/placeContextPresentations(stale:)``).
    var placedIn: Size?

    /// Whether the context's view has a place in the window: it is in the window, or — taken
    /// out by this `currentContext` presentation — the view it lived in is. Not while a
    /// full-screen presentation keeps the hierarchy under it out of the window.
    var isContextShown: Bool {
        guard let view = presentingViewController?.viewIfLoaded else { return false }
        if view.window != nil { return true }
        return removesContextView && presentedViewController.modalPresentation?.presenterHome?.window != nil
    }

    /// The context's view's frame, in the container: where it is in the window, or — out of
    /// it (a `currentContext` presentation took it out) — where its frame puts it in the view
    /// it lived in when the presentation began, when that one is in the window.
    override func frameOfPresentedViewInContainerView() throws -> Rect {
        guard let container = containerView else { return .zero }
        guard let view = presentingViewController?.viewIfLoaded else { return container.bounds }
        if view.window == nil, let home = presentedViewController.modalPresentation?.presenterHome, home.window != nil {
            return container.convert(view.frame, from: home)
        }
        return container.convert(view.bounds, from: view)
    }

    /// Puts the presented view where the context's view is now, the container over the
    /// window: a context that moved or changed size (a rotation changes the tab bar's
    /// height) takes its presentation with it, as UIKit's presented view lives inside the
    /// context's own container. Only while presented and shown: a transition places its own
    /// views. A presented view a `currentContext` presentation over it took out of the window
    /// is placed all the same: the one over it takes its frame (rev98b: a nested presentation
    /// came back 393×769 after a rotation while its tab was hidden, from the covered one's
    /// portrait frame).
    func placePresentedView() throws {
        let presented = presentedViewController
        guard presented.presentationState == .presented, let container = containerView, let window = container.window,
              let view = presented.viewIfLoaded, view.superview === container || view.superview == nil else { return }
        try container.setFrame(window.bounds)
        try view.setFrame(try frameOfPresentedViewInContainerView())
    }
}
