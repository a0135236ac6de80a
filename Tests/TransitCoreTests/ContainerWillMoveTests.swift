import Testing
@testable import TransitCore

/// A child's `willMove(toParent:)` override that gives the child another place while
/// `addChild` asks it (hostile94): pushed on a navigation stack, made a tab, presented, made
/// the window's root. `addChild` checks the child again after the override, as it checks the
/// cycle there already, and refuses it with the error it gives such a child before the call.
/// (Before: the child was both in the stack — or the tabs, or presented — and the
/// container's child, `navigationController` nil while the stack held it; "A child cannot be
/// presented, become the root or be pushed", docs/controllers.md.)
@Suite struct ContainerWillMoveTests {
    /// A controller whose `willMove(toParent:)` runs `onWillMove` when told of a container.
    final class Mover: ViewController {
        var onWillMove: ((ViewController) throws -> Void)?
        override func willMove(toParent parent: ViewController?) throws {
            if let parent, let act = onWillMove { onWillMove = nil; try act(parent) }
        }
    }

    func setUp() throws -> (Engine, ViewController, Mover) {
        let engine = Engine()
        let box = ViewController(engine: engine)
        box.name = "box"
        try engine.window.setRootViewController(box)
        let child = Mover(engine: engine)
        child.name = "child"
        return (engine, box, child)
    }

    @Test func pushedOnAStackInWillMove() throws {
        let (engine, box, child) = try setUp()
        let nav = try NavigationController(engine: engine, rootViewController: ViewController(engine: engine))
        nav.name = "nav"
        child.onWillMove = { _ in try nav.push(child, animated: false) }
        #expect(throws: CoreError.self) { try box.addChild(child) }
        #expect(box.children.isEmpty)
        #expect(child.navigationController === nav && child.parent === nav && nav.viewControllers.count == 2)
    }

    @Test func madeATabInWillMove() throws {
        let (engine, box, child) = try setUp()
        let tabs = try TabBarController(engine: engine, viewControllers: [])
        child.onWillMove = { _ in try tabs.setViewControllers([child], animated: false) }
        #expect(throws: CoreError.self) { try box.addChild(child) }
        #expect(box.children.isEmpty)
        #expect(child.tabBarController === tabs && child.parent === tabs)
    }

    @Test func presentedInWillMove() throws {
        let (engine, box, child) = try setUp()
        child.onWillMove = { parent in try parent.present(child, animated: false) }
        do {
            try box.addChild(child)
            Issue.record("addChild took a presented controller")
        } catch let error as CoreError {
            #expect(error.message == "addChild: <ViewController: child> is presented by <ViewController: box> and cannot become a child of <ViewController: box>")
        }
        #expect(box.children.isEmpty && child.parent == nil)
        #expect(child.presentingViewController === box)
        try engine.runUntilIdle()
    }
}
