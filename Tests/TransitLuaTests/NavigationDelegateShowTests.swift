import Testing
import TransitCore
@testable import TransitLua

/// A navigation delegate's `willShow(vc, animated)` and `didShow(vc, animated)` run around a
/// push or pop, as `UINavigationControllerDelegate`'s `navigationController(_:willShow:animated:)`
/// ("Called just before the navigation controller displays a view controller's view") and
/// `navigationController(_:didShow:animated:)` ("Called just after"), developer.apple.com.
/// They were never called: a ported delegate lost them without a word.
@Suite struct NavigationDelegateShowTests {
    /// The new top is named, with the push's or pop's `animated`: `willShow` before its view
    /// is in the window (after the appearance `will` calls, before the slide), `didShow`
    /// after `viewDidAppear`. Apple documents no order between the delegate and the appearance
    /// calls; this is Transit's.
    @Test func willShowAndDidShowBracketAPushAndAPop() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local function L(name)
              local t = {name = name}
              for _, m in ipairs{'viewWillAppear', 'viewDidAppear', 'viewWillDisappear', 'viewDidDisappear'} do
                t[m] = function(self, animated) print(name .. '.' .. m, animated) end
              end
              return ViewController(t)
            end
            local first, second = L('first'), L('second')
            local nav = NavigationController{name = 'nav', rootViewController = first}
            nav.delegate = {
              willShow = function(self, vc, animated)
                print('willShow', vc.name, animated, vc.view.window ~= nil, clock.now)
              end,
              didShow = function(self, vc, animated) print('didShow', vc.name, animated, clock.now) end,
            }
            window.rootViewController = nav
            clock.runUntilIdle()
            nav:push(second, true)
            clock.runUntilIdle()
            nav:pop(false)
            """, name: "n.lua") == nil)
        #expect(Array(box.lines.drop { !$0.hasPrefix("first.viewWillDisappear") }) == [
            "first.viewWillDisappear\ttrue", "second.viewWillAppear\ttrue",
            "willShow\tsecond\ttrue\tfalse\t0.0",
            "first.viewDidDisappear\ttrue", "second.viewDidAppear\ttrue",
            "didShow\tsecond\ttrue\t0.35",
            "second.viewWillDisappear\tfalse", "first.viewWillAppear\tfalse",
            "willShow\tfirst\tfalse\tfalse\t0.35",
            "second.viewDidDisappear\tfalse", "first.viewDidAppear\tfalse",
            "didShow\tfirst\tfalse\t0.35",
        ])
    }

    /// A cancelled pop showed nothing new: `willShow` named the controller it would have
    /// shown, and no `didShow` follows (Apple is silent; Transit's choice, as the view never
    /// finished being displayed).
    @Test func aCancelledPopGetsNoDidShow() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local first, second = ViewController{name = 'first'}, ViewController{name = 'second'}
            local nav = NavigationController{rootViewController = first}
            nav.delegate = {
              willShow = function(self, vc) print('willShow', vc.name) end,
              didShow = function(self, vc) print('didShow', vc.name) end,
            }
            window.rootViewController = nav
            nav:push(second, false)
            window:pan{from = Point(2, 400), to = Point(60, 400), duration = 0.5}
            clock.advance(2)
            print(nav.topViewController.name)
            """, name: "c.lua") == nil)
        #expect(box.lines == ["willShow\tsecond", "didShow\tsecond", "willShow\tfirst", "second"])
    }
}
