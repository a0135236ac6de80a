/// Custom container view controllers, as UIKit's containment API (docs/controllers.md,
/// "Containers"): `children`, `parent`, ``addChild(_:)``, ``removeFromParent()``. Each rule
/// names the Apple page it comes from; where Apple is silent the choice is Transit's and says
/// so. The appearance calls a container forwards are in ViewController+Appearance.swift, the
/// swap of two children in ViewController+ChildTransition.swift.
extension ViewController {
    /// UIKit's `children`: the controllers ``addChild(_:)`` added, in that order; a
    /// navigation controller's stack, root first ("A navigation controller is a container
    /// view controller", UINavigationController: its children are its `viewControllers`); a
    /// tab bar controller's tabs, left-most first.
    public var children: [ViewController] {
        (self as? NavigationController)?.viewControllers ?? (self as? TabBarController)?.viewControllers ?? addedChildren
    }

    /// UIKit's `parent`: the container this controller was added to, the navigation
    /// controller whose stack holds it, or the tab bar controller whose tab it is; nil for
    /// any other. The container a child's `present` and `dismiss` go to (ViewController+Presentation.swift).
    public var parent: ViewController? { addedParent ?? navigationController ?? tabBarParent }

    /// Makes `child` a child of this controller, as `addChild(_:)`: "the addChild(_:) method
    /// … automatically calls the willMove(toParent:) method of the view controller to be
    /// added as a child before adding it" (Apple, `willMove(toParent:)`), and "if the new
    /// child view controller is already the child of a container view controller, it is
    /// removed from that container before being added" (Apple, `addChild(_:)`) — by
    /// ``removeFromParent()``, so its `didMove(toParent: nil)` comes first. The child's view
    /// is the container's to place; `didMove(toParent:)` is the container's to call, "after
    /// the transition to the new controller is complete or, if there is no transition,
    /// immediately after calling the addChild(_:) method" (Apple, `didMove(toParent:)`).
    ///
    /// Adding a child to the container it is in already changes nothing and calls nothing
    /// (Apple is silent; Transit's choice: no second `willMove`).
    ///
    /// - Throws: ``CoreError/Kind/wrongEngine`` for another engine's controller;
    ///   ``CoreError/Kind/invalidArgument`` for this controller itself or one of its
    ///   ancestors (the hierarchy would be a cycle), or when this controller is a navigation
    ///   controller (its children are its stack: push and pop) or a tab bar controller (its
    ///   tabs: `setViewControllers`); ``CoreError/Kind/invalidPresentation`` for a controller
    ///   that is presented, a window's root, in a navigation stack or a tab — it
    ///   has a place already, as `present` and the root refuse a child (Transit's choice,
    ///   the same words); what the overrides throw.
    public func addChild(_ child: ViewController) throws {
        try checkAddable(child)
        if child.addedParent === self { return }
        if child.addedParent != nil { try child.removeFromParent() }
        try child.willMove(toParent: self)
        // the override may have made this container its descendant (a cycle), or given the
        // child a place — pushed, a tab, presented, the root (hostile94: it was both that and
        // this container's child): the same checks again, the same errors
        try checkAddable(child)
        // the override may have added it somewhere itself: one place, this one
        if let other = child.addedParent { other.addedChildren.removeAll { $0 === child } }
        addedChildren.removeAll { $0 === child }
        addedChildren.append(child)
        child.addedParent = self
    }

    /// Removes this controller from its container, as `removeFromParent()`: "The
    /// removeFromParent() method automatically calls the didMove(toParent:) method of the
    /// child view controller after it removes the child" (Apple, `didMove(toParent:)`); the
    /// container calls `willMove(toParent: nil)` before (Apple, `willMove(toParent:)`). The
    /// view stays where it is: removing it is the container's step (View Controller
    /// Programming Guide, "Removing a Child View Controller"). Without a container it does
    /// nothing.
    ///
    /// - Throws: ``CoreError/Kind/invalidPresentation`` for a controller of a navigation
    ///   stack or a tab (Transit's choice: the container and its view would disagree; pop it,
    ///   or set the tabs); what the override throws.
    public func removeFromParent() throws {
        if let navigation = navigationController {
            throw CoreError(.invalidPresentation,
                            "removeFromParent: \(self) is in the stack of \(navigation); pop it instead")
        }
        if let tabs = tabBarParent {
            throw CoreError(.invalidPresentation,
                            "removeFromParent: \(self) is a tab of \(tabs); set its viewControllers instead")
        }
        guard let container = addedParent else { return }
        container.addedChildren.removeAll { $0 === self }
        addedParent = nil
        try didMove(toParent: nil)
    }

    /// Refuses `child` when it is this controller or one of its ancestors: every container
    /// (added, stack, tabs) adds a `parent`, and a cycle of them would send every walk up
    /// the hierarchy (this one, `presentationContext`, a child's `present`) round forever.
    func checkNoCycle(adding child: ViewController, _ what: String) throws(CoreError) {
        var ancestor: ViewController? = self
        while let a = ancestor {
            if a === child {
                throw CoreError(.invalidArgument, child === self
                                ? "\(what): \(child) cannot be its own child"
                                : "\(what): \(child) is an ancestor of \(self); the hierarchy would be a cycle")
            }
            ancestor = a.parent
        }
    }

    private func checkAddable(_ child: ViewController) throws(CoreError) {
        guard child.engine === engine else {
            throw CoreError(.wrongEngine, "addChild: \(child) belongs to another engine")
        }
        if self is NavigationController {
            throw CoreError(.invalidArgument,
                            "addChild: \(self) is a NavigationController, whose children are its stack; push \(child) instead")
        }
        if self is TabBarController {
            throw CoreError(.invalidArgument,
                            "addChild: \(self) is a TabBarController, whose children are its tabs; set its viewControllers instead")
        }
        try checkNoCycle(adding: child, "addChild")
        if let presenter = child.presentingViewController {
            throw CoreError(.invalidPresentation,
                            "addChild: \(child) is presented by \(presenter) and cannot become a child of \(self)")
        }
        if child === engine.window.rootViewController {
            throw CoreError(.invalidPresentation,
                            "addChild: \(child) is the window's root and cannot become a child of \(self)")
        }
        if let container = child.navigationController ?? child.tabBarParent {
            throw CoreError(.invalidPresentation,
                            "addChild: \(child) has a parent view controller \(container) and cannot become a child of \(self)")
        }
    }
}
