import Testing
import TransitCore
@testable import TransitLua

/// A controller presented over one that then leaves the hierarchy — a tab taken out of the
/// list, a controller popped, a child removed, a root replaced — stays presented by it, as
/// UIKit's does (the presenting controller keeps its `presentedViewController`; only the
/// window no longer shows it). The presented controller holds its presentation, whose
/// presentation controller holds it back; the engine's end broke that cycle only for the
/// controllers it found from the window's root, so these outlived the stage (LeakSanitizer,
/// `make sanitize`: the presented controller, its views, presentation and presentation
/// controller, and the stage, engine and world its unowned references kept allocated).
///
/// Each case records, weakly, every controller the engine ever held in its presentation chain
/// (the root included) and checks that none is alive once the stage is gone.
@Suite struct PresentedOutOfHierarchyLifetimeTests {
    /// Two tabs, the first defining its context, a `currentContext` controller `p` to present
    /// over it.
    static let tabs = """
        local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}
        a.definesPresentationContext = true
        local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}
        window.rootViewController = tabs; clock.runUntilIdle()
        local p = ViewController{name = 'p'}; p.modalPresentationStyle = 'currentContext'

        """

    static let stack = """
        local root = ViewController{name = 'root'}
        local nav = NavigationController{name = 'nav', rootViewController = root}
        window.rootViewController = nav; clock.runUntilIdle()
        local top = ViewController{name = 'top'}; top.definesPresentationContext = true
        nav:pushViewController(top, false); clock.runUntilIdle()
        local p = ViewController{name = 'p'}

        """

    static let child = """
        local box = ViewController{name = 'box'}
        window.rootViewController = box; clock.runUntilIdle()
        local child = ViewController{name = 'child'}; child.definesPresentationContext = true
        box:addChild(child); box.view:addSubview(child.view); child:didMove(box)
        local p = ViewController{name = 'p'}; p.modalPresentationStyle = 'overCurrentContext'

        """

    @Test(arguments: [
        ("a tab removed with a presentation over it", tabs + """
            a:present(p, false); clock.runUntilIdle()
            tabs.viewControllers = {b}; clock.runUntilIdle()
            assert(a.presentedViewController == p and p.presentingViewController == a and p.view.window == nil)
            """),
        ("a tab removed while its presentation animates", tabs + """
            a:present(p, true); clock.advance(0.1)
            tabs.viewControllers = {b}; clock.runUntilIdle()
            """),
        ("a tab switched away from, its presentation kept", tabs + """
            a:present(p, false); clock.runUntilIdle()
            tabs.selectedIndex = 2; clock.runUntilIdle()
            """),
        ("a popped controller with a context presentation over it", stack + """
            p.modalPresentationStyle = 'currentContext'
            top:present(p, false); clock.runUntilIdle()
            nav:popViewController(false); clock.runUntilIdle()
            """),
        ("a child removed while presenting", child + """
            child:present(p, false); clock.runUntilIdle()
            child:willMove(nil); child.view:removeFromSuperview(); child:removeFromParent()
            clock.runUntilIdle()
            """),
        ("the root replaced with a context presentation inside it", tabs + """
            a:present(p, false); clock.runUntilIdle()
            window.rootViewController = ViewController{name = 'next'}; clock.runUntilIdle()
            """),
        ("the root replaced while a context presentation animates", tabs + """
            a:present(p, true); clock.advance(0.1)
            window.rootViewController = ViewController{name = 'next'}; clock.runUntilIdle()
            """),
    ] as [(String, String)])
    func aPresentedControllerGoesWithTheStage(what: String, script: String) throws {
        let held = Held()
        weak var stage: Stage?
        weak var engine: Engine?
        do {
            let s = try Stage()
            let stages = s.engine.presentationObserver
            s.engine.presentationObserver = { controller, isHeld in
                held.add(controller)
                stages?(controller, isHeld)
            }
            try s.run(script, chunkName: "@gone.lua")
            stage = s; engine = s.engine
        }
        // names, not objects, in the expectations: a leaked one reflected may trap
        // (docs/sanitizers.md)
        let alive = [("stage", stage as AnyObject?), ("engine", engine)].filter { $0.1 != nil }.map(\.0) + held.alive
        #expect(held.count >= 2, "\(what): the chain held \(held.count) controllers")
        #expect(alive == [], "\(what): still alive")
    }

    /// Weak references to the controllers the engine held, by name.
    final class Held {
        private var refs: [(name: String, ref: Weak)] = []
        struct Weak { weak var controller: ViewController? }

        func add(_ c: ViewController) { refs.append(("\(c)", Weak(controller: c))) }
        var count: Int { refs.count }
        var alive: [String] { refs.filter { $0.ref.controller != nil }.map(\.name) }
    }
}
