import Testing
import TransitCore
@testable import TransitLua

/// A push or pop asked from a callback of a running push (the new top's `viewDidLoad`,
/// `viewWillAppear`) is ignored with a warning at the script's line, as one asked while a
/// push animates (rev21 finding 1): it ran inside the first, and the stack, the window and
/// the controllers' `navigationController` disagreed (a view on screen with no owner).
@Suite struct NavigationReentryTests {
    @Test(arguments: [
        ("viewDidLoad = function() nav:pop(false) end", "pop from <NavigationController: NavigationController#3>"),
        ("viewDidLoad = function() nav:popToRoot(false) end", "pop from <NavigationController: NavigationController#3>"),
        ("viewDidLoad = function() nav:push(ViewController{name = 'b'}, false) end",
         "push <ViewController: b> on <NavigationController: NavigationController#3>"),
        ("viewWillAppear = function() nav:push(ViewController{name = 'b'}, true) end",
         "push <ViewController: b> on <NavigationController: NavigationController#3>"),
    ])
    func aPushOrPopFromTheNewTopsCallbackIsIgnored(callback: String, what: String) throws {
        let (s, out) = try stage()
        try s.run("""
            local root = ViewController{name = 'root'}
            local nav = NavigationController{rootViewController = root}
            window.rootViewController = nav
            local a = ViewController{name = 'a', \(callback)}
            nav:push(a, true)
            clock.runUntilIdle()
            local names = {}
            for _, c in ipairs(nav.viewControllers) do
              names[#names + 1] = c.name .. (c.navigationController == nav and '+' or '-')
            end
            local shown = {}
            for _, v in ipairs(nav.view.subviews) do shown[#shown + 1] = v == a.view and 'a' or v == root.view and 'root' or '?' end
            print(table.concat(names, ' '), nav.topViewController.name, table.concat(shown, ' '))
            """, chunkName: "@n.lua")
        #expect(out.lines == ["root+ a+\ta\ta"])
        #expect(out.warnings == ["n.lua:4: Attempt to \(what) while a push or pop transition is in progress!"])
    }
}
