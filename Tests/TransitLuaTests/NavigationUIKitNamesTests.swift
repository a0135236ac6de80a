import Testing
@testable import TransitLua

/// `pushViewController(_:animated:)`, `popViewController(animated:)` and
/// `popToRootViewController(animated:)` port under their own names, beside Transit's short ones
/// (cjwirth/NavigationControllerTransitions' lines were rewritten to `push` and `pop`).
@Suite struct NavigationUIKitNamesTests {
    @Test func uikitsNamesPushAndPop() throws {
        let (s, box) = try stage()
        try s.run("""
            local a, b, c = ViewController{name = 'a'}, ViewController{name = 'b'}, ViewController{name = 'c'}
            local nav = NavigationController{rootViewController = a}
            window.rootViewController = nav
            nav:pushViewController(b, false)
            nav:pushViewController(c, true)
            clock.runUntilIdle()
            print(#nav.viewControllers, nav.topViewController == c)
            local popped = nav:popViewController(true)
            clock.runUntilIdle()
            print(popped == c, nav.topViewController == b)
            nav:push(c, false)
            local all = nav:popToRootViewController(false)
            print(#all, all[1] == b, all[2] == c, nav.topViewController == a, nav:popToRootViewController(false))
            """, chunkName: "@n.lua")
        #expect(box.lines == ["3\ttrue", "true\ttrue", "2\ttrue\ttrue\ttrue\tnil"])
    }

    /// `popToViewController(_:animated:)` (and `popTo`): the controllers above the target,
    /// bottom first; nil when it is the top; UIKit's words for one not in the stack.
    @Test func popToViewControllerPopsAboveItsTarget() throws {
        let (s, box) = try stage()
        try s.run("""
            local a, b, c, d = ViewController{name = 'a'}, ViewController{name = 'b'}, ViewController{name = 'c'}, ViewController{name = 'd'}
            local nav = NavigationController{rootViewController = a}
            window.rootViewController = nav
            nav:push(b, false); nav:push(c, false); nav:push(d, false)
            local popped = nav:popToViewController(b, true)
            print(#popped, popped[1] == c, popped[2] == d, nav.topViewController == b, #nav.viewControllers)
            clock.runUntilIdle()
            print(nav:popTo(b, false), select(2, pcall(nav.popTo, nav, d, false)))
            """, chunkName: "@n.lua")
        #expect(box.lines == ["2\ttrue\ttrue\ttrue\t2",
                              "nil\tn.lua:8: Tried to pop to a view controller that doesn't exist."])
    }

    /// An error names the method the script called.
    @Test(arguments: [
        ("v:pushViewController(ViewController{}, true)", "n.lua:2: pushViewController: <ViewController: plain> is not a NavigationController"),
        ("v:popViewController(true)", "n.lua:2: popViewController: <ViewController: plain> is not a NavigationController"),
        ("v:popToRootViewController(true)", "n.lua:2: popToRootViewController: <ViewController: plain> is not a NavigationController"),
        ("v:push(ViewController{}, true)", "n.lua:2: push: <ViewController: plain> is not a NavigationController"),
        ("v:popToViewController(v, true)", "n.lua:2: popToViewController: <ViewController: plain> is not a NavigationController"),
    ] as [(String, String)])
    func anErrorNamesTheMethodCalled(code: String, message: String) throws {
        let (s, _) = try stage()
        #expect(s.failure("local v = ViewController{name = 'plain'}\n" + code, name: "n.lua") == message)
    }
}
