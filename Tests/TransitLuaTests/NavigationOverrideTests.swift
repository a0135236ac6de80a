import Testing
import TransitCore
@testable import TransitLua

/// A `NavigationController{…}` runs the life-cycle overrides in its table as a
/// `ViewController{…}` does (they were kept as Lua-side fields, never called, no warning).
@Suite struct NavigationOverrideTests {
    @Test func theLifeCycleOverridesOfANavigationControllerRun() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local function L(name, t)
              for _, m in ipairs{'viewDidLoad', 'viewWillAppear', 'viewDidAppear', 'viewWillDisappear', 'viewDidDisappear'} do
                t[m] = function(self, animated) print(name .. '.' .. m, animated) end
              end
              return t
            end
            local top = ViewController(L('top', {name = 'top'}))
            local nav = NavigationController(L('nav', {name = 'nav', rootViewController = top}))
            window.rootViewController = nav
            local root = ViewController{name = 'root'}
            local m = ViewController{name = 'm'}
            nav:present(m, false)
            clock.runUntilIdle()
            """, name: "n.lua") == nil)
        // the stack's view loads first, as UIKit's containers do (NavigationTests); the
        // appearance calls come in the order the engine gives a stack and its top controller
        // (the top's first: Apple documents no order between them)
        #expect(box.lines == [
            "nav.viewDidLoad\tnil", "top.viewDidLoad\tnil",
            "top.viewWillAppear\tfalse", "nav.viewWillAppear\tfalse", "top.viewDidAppear\tfalse", "nav.viewDidAppear\tfalse",
            "top.viewWillDisappear\tfalse", "nav.viewWillDisappear\tfalse", "top.viewDidDisappear\tfalse", "nav.viewDidDisappear\tfalse",
        ])
    }

    /// An error in one is the script's, at its line, as for any override.
    @Test func anErrorInANavigationControllersOverrideNamesItsLine() throws {
        let (s, _) = try stage()
        let message = s.failure("""
            local nav = NavigationController{rootViewController = ViewController{},
              viewDidLoad = function(self) error('nav failed') end}
            window.rootViewController = nav
            """, name: "e.lua")
        #expect(message?.hasPrefix("e.lua:2: nav failed") == true)
    }
}
