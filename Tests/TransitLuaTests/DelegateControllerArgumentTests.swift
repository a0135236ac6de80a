import Testing
@testable import TransitLua

/// UIKit tells a navigation or tab bar controller's delegate which controller calls it: the
/// first argument of `navigationController(_:animationControllerFor:from:to:)`,
/// `navigationController(_:willShow:animated:)`, `…didShow…`,
/// `navigationController(_:interactionControllerFor:)`, `tabBarController(_:shouldSelect:)`,
/// `…didSelect…`, `tabBarController(_:animationControllerForTransitionFrom:to:)` and
/// `tabBarController(_:interactionControllerFor:)` (developer.apple.com). Transit's Lua names
/// drop that label, so the controller comes as an extra last argument — existing delegates
/// keep working — and it is the very box the script holds (`rawequal`). Ports had to keep the
/// controller in the delegate themselves before.
@Suite struct DelegateControllerArgumentTests {
    /// Each method prints its arguments' count and whether the last is the controller.
    static let animator = """
        local Cut = {transitionDuration = function() return 0.2 end,
          animateTransition = function(self, c) c.containerView:addSubview(c:view('to')); c:completeTransition(true) end}

        """

    @Test func aNavigationDelegateIsToldItsNavigationController() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.animator + """
            local first, second = ViewController{name = 'first'}, ViewController{name = 'second'}
            local nav = NavigationController{name = 'nav', rootViewController = first}
            local function told(name, ...) print(name, select('#', ...), rawequal(select(select('#', ...), ...), nav)) end
            nav.delegate = {
              animationControllerFor = function(self, operation, from, to, ...) told('animationControllerFor ' .. operation, operation, from, to, ...); return Cut end,
              interactionControllerFor = function(self, animator, ...) told('interactionControllerFor', animator, ...) end,
              willShow = function(self, vc, animated, ...) told('willShow ' .. vc.name, vc, animated, ...) end,
              didShow = function(self, vc, animated, ...) told('didShow ' .. vc.name, vc, animated, ...) end,
            }
            window.rootViewController = nav
            clock.runUntilIdle()
            nav:push(second, true)
            clock.runUntilIdle()
            """, name: "n.lua") == nil)
        #expect(box.lines == [
            "animationControllerFor push\t4\ttrue",
            "interactionControllerFor\t2\ttrue",
            "willShow second\t3\ttrue",
            "didShow second\t3\ttrue",
        ])
    }

    @Test func aTabBarDelegateIsToldItsTabBarController() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.animator + """
            local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}
            local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}
            local function told(name, ...) print(name, select('#', ...), rawequal(select(select('#', ...), ...), tabs)) end
            tabs.delegate = {
              shouldSelect = function(self, vc, ...) told('shouldSelect ' .. vc.name, vc, ...); return true end,
              didSelect = function(self, vc, ...) told('didSelect ' .. vc.name, vc, ...) end,
              animationControllerForTransitionFrom = function(self, from, to, ...) told('animationControllerForTransitionFrom', from, to, ...); return Cut end,
              interactionControllerFor = function(self, animator, ...) told('interactionControllerFor', animator, ...) end,
            }
            window.rootViewController = tabs
            clock.runUntilIdle()
            window:tap(295, 790)                 -- the right half of 393: b's item
            clock.runUntilIdle()
            print(tabs.selectedIndex)
            """, name: "t.lua") == nil)
        #expect(box.lines == [
            "shouldSelect b\t2\ttrue",
            "animationControllerForTransitionFrom\t3\ttrue",
            "interactionControllerFor\t2\ttrue",
            "didSelect b\t2\ttrue",
            "2",
        ])
    }
}
