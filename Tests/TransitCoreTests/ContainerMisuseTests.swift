import Testing
@testable import TransitCore

/// Containers used as a hostile script does (review rev93a): a delegate that changes the tabs
/// while it is asked about one, and a controller made a child of its own descendant through a
/// tab bar controller or a navigation stack — a cycle of `parent`s, which every walk up the
/// hierarchy (`addChild`'s check, `presentationContext`, a child's `present`) followed forever.
@Suite struct ContainerMisuseTests {
    /// Empties the tabs from `shouldSelect`, then allows the tap.
    final class EmptyingDelegate: TabBarControllerDelegate {
        weak var tabs: TabBarController?
        var told: [String] = []
        func shouldSelect(_ controller: ViewController) throws -> Bool {
            try tabs?.setViewControllers([], animated: false)
            return true
        }
        func didSelect(_ controller: ViewController) throws { told.append(controller.displayName) }
    }

    /// A tap's tab is looked up again after `shouldSelect`: the index tapped is no tab any
    /// more, so nothing is selected and `didSelect` is not told (before: index out of range,
    /// a trap, in `select`).
    @Test func aTabTakenAwayInShouldSelectIsNotSelected() throws {
        let engine = Engine()
        let a = ViewController(engine: engine), b = ViewController(engine: engine)
        let tabs = try TabBarController(engine: engine, viewControllers: [a, b])
        let delegate = EmptyingDelegate()
        delegate.tabs = tabs
        tabs.delegate = delegate
        try engine.window.setRootViewController(tabs)
        try tabs.userSelect(1)
        #expect(tabs.viewControllers.isEmpty)
        #expect(tabs.selectedIndex == nil)
        #expect(delegate.told.isEmpty)
    }

    /// A tab moved by `shouldSelect` is selected where it is now, and `didSelect` told.
    @Test func aTabMovedInShouldSelectIsSelectedAtItsNewIndex() throws {
        let engine = Engine()
        let a = ViewController(engine: engine), b = ViewController(engine: engine)
        b.name = "b"
        let tabs = try TabBarController(engine: engine, viewControllers: [a, b])
        final class Swapping: TabBarControllerDelegate {
            weak var tabs: TabBarController?
            var told: [String] = []
            func shouldSelect(_ controller: ViewController) throws -> Bool {
                if let tabs { try tabs.setViewControllers(tabs.viewControllers.reversed(), animated: false) }
                return true
            }
            func didSelect(_ controller: ViewController) throws { told.append(controller.displayName) }
        }
        let delegate = Swapping()
        delegate.tabs = tabs
        tabs.delegate = delegate
        try engine.window.setRootViewController(tabs)
        try tabs.userSelect(1)                   // b, at index 0 once swapped
        #expect(tabs.selectedViewController === b)
        #expect(tabs.selectedIndex == 0)
        #expect(delegate.told == ["b"])
    }

    /// A container made a tab of the tab bar controller it holds as a child is refused, as
    /// `addChild` refuses an ancestor.
    @Test func aTabBarControllersAncestorCannotBeItsTab() throws {
        let engine = Engine()
        let box = ViewController(engine: engine)
        let tabs = try TabBarController(engine: engine)
        try box.addChild(tabs)
        #expect(throws: CoreError.self) { try tabs.setViewControllers([box], animated: false) }
        #expect(tabs.viewControllers.isEmpty)
        #expect(box.parent == nil)
    }

    /// A navigation controller that is a child of `box` cannot push `box`.
    @Test func aNavigationControllersAncestorCannotBePushed() throws {
        let engine = Engine()
        let box = ViewController(engine: engine)
        let nav = try NavigationController(engine: engine, rootViewController: ViewController(engine: engine))
        try box.addChild(nav)
        #expect(throws: CoreError.self) { try nav.push(box, animated: false) }
        #expect(nav.viewControllers.count == 1)
        #expect(box.parent == nil)
    }

    /// Adds `other` as its own child from `willMove(toParent:)`: when `addChild` resumes, the
    /// container has become this controller's descendant.
    final class Reversing: ViewController {
        weak var other: ViewController?
        override func willMove(toParent parent: ViewController?) throws {
            if let other, parent === other { try addChild(other) }
        }
    }

    /// A cycle made from inside `willMove` (the child adopts its new container) is refused
    /// when `addChild` resumes: the child is not added (before: each became the other's
    /// parent, and the next walk up never ended).
    @Test func aCycleMadeInWillMoveIsRefused() throws {
        let engine = Engine()
        let child = Reversing(engine: engine), box = ViewController(engine: engine)
        child.other = box
        #expect(throws: CoreError.self) { try box.addChild(child) }
        #expect(box.parent === child)
        #expect(child.parent == nil)
        #expect(box.children.isEmpty)
    }
}
