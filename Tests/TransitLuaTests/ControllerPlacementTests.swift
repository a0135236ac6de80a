import Testing
import TransitCore
@testable import TransitLua

/// Places a controller or the window cannot go, each refused with a Lua error naming the
/// script's line and the engine left as it was: a controller of a navigation stack as the
/// window's root or presented (UIKit raises: it has a parent view controller), the window as
/// a subview or as a controller's view.
@Suite struct ControllerPlacementTests {
    /// A root controller, and a navigation controller off screen holding "top" and "child".
    static let setUp = """
        root = ViewController{name = 'root'}; window.rootViewController = root
        top, child = ViewController{name = 'top'}, ViewController{name = 'child'}
        nav = NavigationController{rootViewController = top, name = 'nav'}
        nav:push(child, false)

        """

    @Test(arguments: [
        ("window.rootViewController = child",
         "s.lua:5: rootViewController: <ViewController: child> has a parent view controller <NavigationController: nav> and cannot become the root"),
        ("window.rootViewController = top",
         "s.lua:5: rootViewController: <ViewController: top> has a parent view controller <NavigationController: nav> and cannot become the root"),
        ("root:present(child, false)",
         "s.lua:5: Application tried to present modally a view controller <ViewController: child> that has a parent view controller <NavigationController: nav>."),
        ("root:present(top, true)",
         "s.lua:5: Application tried to present modally a view controller <ViewController: top> that has a parent view controller <NavigationController: nav>."),
    ] as [(String, String)])
    func aControllerOfAStackIsNeitherRootNorPresented(action: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(Self.setUp + action) == expected)
        let state = try s.lua.run("""
            clock.runUntilIdle()
            return window.rootViewController == root, root.presentedViewController == nil, #nav.viewControllers,
              nav.topViewController == child, child.navigationController == nav, top.navigationController == nav,
              root.view.superview == window, #window.subviews
            """, chunkName: "@check.lua")
        #expect(state == [.boolean(true), .boolean(true), .integer(2), .boolean(true), .boolean(true), .boolean(true),
                          .boolean(true), .integer(1)])
    }

    @Test(arguments: [
        ("local a = View{name = 'a'}\na:addSubview(window)",
         "s.lua:2: addSubview: the window cannot be a subview (of a)"),
        ("local a = View{name = 'a'}\na:insertSubview(window, {at = 1})",
         "s.lua:2: insertSubview: the window cannot be a subview (of a)"),
        ("local vc = ViewController{name = 'vc'}\nvc.view = window",
         "s.lua:2: <ViewController: vc>: the window cannot be a controller's view"),
    ] as [(String, String)])
    func theWindowIsNeitherASubviewNorAControllersView(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
        #expect(s.engine.window.superview == nil)
    }

    /// A stack's child presents through its navigation controller, and a child of a presented
    /// stack answers the stack's presenter as `presentingViewController` (UIKit: "the view
    /// controller presenting the nearest ancestor") and what the stack presents as
    /// `presentedViewController` ("or one of its ancestors"); its `dismiss` closes the stack.
    @Test func aStacksChildPresentsAndIsPresentedThroughItsNavigationController() throws {
        let (s, _) = try stage()
        let state = try s.lua.run("""
            root = ViewController{name = 'root'}; window.rootViewController = root
            local inner = ViewController{name = 'inner'}
            local nav = NavigationController{rootViewController = inner, name = 'nav'}
            root:present(nav, false)
            local m = ViewController{name = 'm'}
            inner:present(m, false)
            clock.runUntilIdle()
            local r = {inner.presentingViewController == root, nav.presentedViewController == m,
                       m.presentingViewController == nav, inner.presentedViewController == m}
            inner:dismiss(false)     -- what its stack presents: m
            clock.runUntilIdle()
            r[#r + 1] = nav.presentedViewController == nil and root.presentedViewController == nav
            inner:dismiss(false)     -- nothing above: the stack itself
            clock.runUntilIdle()
            r[#r + 1] = root.presentedViewController == nil and inner.presentingViewController == nil
            return table.unpack(r)
            """, chunkName: "@s.lua")
        #expect(state == Array(repeating: .boolean(true), count: 6))
    }
}
