import Testing
@testable import TransitCore

/// What a controller deep in containers answers of its ancestors. Apple, `tabBarController`:
/// "If the view controller or one of its ancestors is a child of a tab bar controller, this
/// property contains the owning tab bar controller" — an ancestor through any container,
/// an added child's container included. (Before: a child added to a tab answered nil.)
@Suite struct ContainerAncestryTests {
    @Test func aChildAddedToATabAnswersTheTabBarController() throws {
        let engine = Engine()
        let box = ViewController(engine: engine), inner = ViewController(engine: engine)
        let deeper = ViewController(engine: engine)
        try box.addChild(inner)
        try inner.addChild(deeper)
        let tabs = try TabBarController(engine: engine, viewControllers: [box])
        #expect(inner.tabBarController === tabs)
        #expect(deeper.tabBarController === tabs)
        #expect(tabs.tabBarController == nil)
    }

    /// A child added to a controller of a stack that is a tab answers it too.
    @Test func aChildAddedInAStackThatIsATabAnswersTheTabBarController() throws {
        let engine = Engine()
        let top = ViewController(engine: engine), inner = ViewController(engine: engine)
        let nav = try NavigationController(engine: engine, rootViewController: top)
        try top.addChild(inner)
        let tabs = try TabBarController(engine: engine, viewControllers: [nav])
        #expect(top.tabBarController === tabs)
        #expect(inner.tabBarController === tabs)
    }

    /// Apple, `navigationController`: "The nearest ancestor in the view controller hierarchy
    /// that is a navigation controller" — a child added to a stack's controller answers the
    /// stack (rev93a: nil), one added deeper too; a tab that is no stack's, nil.
    @Test func aChildAddedInAStackAnswersTheNavigationController() throws {
        let engine = Engine()
        let top = ViewController(engine: engine), inner = ViewController(engine: engine)
        let deeper = ViewController(engine: engine), tab = ViewController(engine: engine)
        let nav = try NavigationController(engine: engine, rootViewController: top)
        try top.addChild(inner)
        try inner.addChild(deeper)
        _ = try TabBarController(engine: engine, viewControllers: [nav, tab])
        #expect(top.nearestNavigationController === nav)
        #expect(inner.nearestNavigationController === nav && inner.navigationController == nil)
        #expect(deeper.nearestNavigationController === nav)
        #expect(tab.nearestNavigationController == nil && nav.nearestNavigationController == nil)
    }
}
