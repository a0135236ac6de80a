import Testing
import TransitCore
@testable import TransitLua

/// `TabBarController{…}` from Lua (docs/controllers.md, "Tab bars"): UIKit's names with
/// Lua's index (1 is the left-most tab), `child.tabBarController`, taps on the tab bar's
/// items through the delegate's `shouldSelect`/`didSelect`, an object as its own delegate
/// vending an animator, and the misuse errors at the script's line.
@Suite struct TabBarBindingTests {
    /// A write of `selectedIndex` runs the life cycle but neither `shouldSelect` nor
    /// `didSelect`; a tap on the second item asks, switches, then tells; the delegate's
    /// `false` keeps the tab.
    @Test func selectedIndexAndTapsFollowUIKitsRules() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local function L(name)
              local t = {name = name}
              for _, m in ipairs{'viewWillAppear', 'viewDidAppear', 'viewWillDisappear', 'viewDidDisappear'} do
                t[m] = function(self, animated) print(name .. '.' .. m, animated) end
              end
              return ViewController(t)
            end
            local a, b, c = L('a'), L('b'), L('c')
            local tabs = TabBarController{name = 'tabs', viewControllers = {a, b, c}}
            local allow = true
            tabs.delegate = {
              shouldSelect = function(self, vc) print('shouldSelect', vc.name); return allow end,
              didSelect = function(self, vc) print('didSelect', vc.name) end,
            }
            window.rootViewController = tabs
            print(tabs.selectedIndex, tabs.selectedViewController.name, a.tabBarController == tabs, #tabs.viewControllers)
            tabs.selectedIndex = 3
            print(tabs.selectedIndex, tabs.selectedViewController.name)
            window:tap(196.5, 790)               -- the middle third of 393: b's item
            print(tabs.selectedIndex)
            allow = false
            window:tap(10, 790)
            print(tabs.selectedIndex, tabs.tabBar.frame)
            """, name: "t.lua") == nil)
        #expect(box.lines == [
            "a.viewWillAppear\tfalse", "a.viewDidAppear\tfalse",
            "1\ta\ttrue\t3",
            "a.viewWillDisappear\tfalse", "c.viewWillAppear\tfalse", "a.viewDidDisappear\tfalse", "c.viewDidAppear\tfalse",
            "3\tc",
            "shouldSelect\tb",
            "c.viewWillDisappear\tfalse", "b.viewWillAppear\tfalse", "c.viewDidDisappear\tfalse", "b.viewDidAppear\tfalse",
            "didSelect\tb",
            "2",
            "shouldSelect\ta",
            "2\tRect(0, 769, 393, 83)",
        ])
    }

    @Test(arguments: [
        ("tabs.selectedIndex = 3",
         "t.lua:3: selectedIndex: Attempting to select a view controller that isn't a child! (index 3 of 2 in <TabBarController: tabs>)"),
        ("tabs.selectedIndex = 0",
         "t.lua:3: selectedIndex: Attempting to select a view controller that isn't a child! (index 0 of 2 in <TabBarController: tabs>)"),
        ("tabs.selectedViewController = ViewController{name = 'c'}",
         "t.lua:3: selectedViewController: Attempting to select a view controller that isn't a child! <ViewController: c> in <TabBarController: tabs>"),
        ("local nav = NavigationController{rootViewController = ViewController{name = 'c'}}\ntabs.viewControllers = {a, nav.topViewController}",
         "t.lua:4: viewControllers: <ViewController: c> has a parent view controller <NavigationController: NavigationController#6>"),
        ("TabBarController{viewControllers = {a, 5}}",
         "t.lua:3: viewControllers #2 must be a ViewController, got number"),
        ("tabs:setViewControllers(5, false)", "t.lua:3: bad argument #1 to 'setViewControllers' (table expected, got number)"),
        ("tabs:setViewControllers({a, 'b'}, false)",
         "t.lua:3: setViewControllers: viewControllers #2 must be a ViewController, got string"),
        // UIKit's nil selection raises the same "(null)" (the forum thread's crash)
        ("tabs.selectedViewController = nil",
         "t.lua:3: bad value for 'selectedViewController' of ViewController (ViewController expected, got nil)"),
        ("a.selectedIndex = 1", "t.lua:3: selectedIndex: <ViewController: a> is not a TabBarController"),
        // both containers answer `viewControllers`: the error on any other names the two
        ("local list = a.viewControllers",
         "t.lua:3: viewControllers: <ViewController: a> is not a NavigationController or a TabBarController"),
        // a navigation stack's list is read-only: its constructor refuses the key (as before
        // tab bars made `viewControllers` settable)
        ("NavigationController{name = 'n', viewControllers = {a}}",
         "t.lua:3: viewControllers: <NavigationController: n> is not a TabBarController (a navigation stack changes by push and pop)"),
    ])
    func misuseNamesTheScriptsLine(code: String, message: String) throws {
        let (s, _) = try stage()
        #expect(s.failure("local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}\n"
                          + "local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}\n" + code,
                          name: "t.lua") == message)
    }

    /// `viewControllers` is optional in UIKit (nil by default): nil takes every tab away, the
    /// selected one disappearing, and leaves nothing selected.
    @Test func nilViewControllersLeaveNoTabs() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local a = ViewController{name = 'a', viewDidDisappear = function() print('a.viewDidDisappear') end}
            local tabs = TabBarController{viewControllers = {a}}
            window.rootViewController = tabs
            tabs.viewControllers = nil
            print(#tabs.viewControllers, tabs.selectedIndex, tabs.selectedViewController, a.view.superview, a.tabBarController)
            """, name: "t.lua") == nil)
        #expect(box.lines == ["a.viewDidDisappear", "0\tnil\tnil\tnil\tnil"])
    }

    /// A rotation to landscape on the iPhone 15 makes the bottom safe area 21 points: the bar
    /// is 49 + 21 = 70 high along the bottom of 393, the content 852 × 323; the script's
    /// `viewDidLayoutSubviews` on the tab bar controller runs, after the bar's layout.
    @Test func theBarFollowsARotationsSafeArea() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local a = ViewController{name = 'a'}
            local tabs = TabBarController{viewControllers = {a}}
            tabs.viewDidLayoutSubviews = function(self) print('laid out', self.tabBar.frame.height) end
            window.rootViewController = tabs
            device.orientation = 'landscapeRight'
            clock.runUntilIdle()
            print(tabs.tabBar.frame, a.view.frame)
            """, name: "t.lua") == nil)
        #expect(box.lines.last == "Rect(0, 323, 852, 70)\tRect(0, 0, 852, 323)")
        #expect(box.lines.contains("laid out\t70.0"))
    }

    /// A near miss of a UITabBarControllerDelegate method warns once the delegate is read,
    /// as a navigation delegate's does.
    @Test func aMisspeltDelegateMethodWarns() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local tabs = TabBarController{viewControllers = {ViewController{}, ViewController{}}}
            tabs.delegate = {didSelected = function() end}
            window.rootViewController = tabs
            tabs.selectedIndex = 2
            """, name: "t.lua") == nil)
        #expect(box.warnings == ["t.lua:2: 'didSelected' is not a method of a tab bar controller delegate (a plain field, never called): did you mean 'didSelect'?"])
    }

    /// UIKit's delegate is any object: the tab bar controller as its own, its animator a table
    /// reading the context — the transition view as container, the content frame above the
    /// bar (852 − 83 = 769 high), the tabs as from and to — and cancelling keeps the old tab.
    @Test func anObjectAsItsOwnDelegateVendsAnAnimatorThatMayCancel() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}
            local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}
            local complete = true
            local animator = {
              transitionDuration = function() return 0.25 end,
              animateTransition = function(self, ctx)
                print(ctx.containerView == tabs.view:find('transitionView'), ctx:viewController('from').name,
                      ctx:viewController('to').name, ctx:initialFrame(a), ctx:finalFrame(b), ctx:initialFrame(b))
                ctx.containerView:addSubview(ctx:view('to'))
                View.animate(0.25, function() ctx:view('to').alpha = 0.5 end, function()
                  ctx:completeTransition(complete)
                end)
              end,
            }
            tabs.animationControllerForTransitionFrom = function(self, from, to)
              print('animationControllerForTransitionFrom', self == tabs, from.name, to.name)
              return animator
            end
            tabs.delegate = tabs
            window.rootViewController = tabs
            complete = false
            tabs.selectedIndex = 2
            print(tabs.selectedIndex)
            clock.advance(0.25)
            print(tabs.selectedIndex, b.view.superview, a.view.superview == tabs.view:find('transitionView'))
            complete = true
            tabs.selectedIndex = 2
            clock.advance(0.25)
            print(tabs.selectedIndex, a.view.superview)
            """, name: "t.lua") == nil)
        #expect(box.lines == [
            "animationControllerForTransitionFrom\ttrue\ta\tb",
            "true\ta\tb\tRect(0, 0, 393, 769)\tRect(0, 0, 393, 769)\tRect(0, 0, 0, 0)",
            "2",
            "1\tnil\ttrue",
            "animationControllerForTransitionFrom\ttrue\ta\tb",
            "true\ta\tb\tRect(0, 0, 393, 769)\tRect(0, 0, 393, 769)\tRect(0, 0, 0, 0)",
            "2\tnil",
        ])
    }
    /// A tab's child presents through its tab bar controller, as a stack's child through its
    /// navigation controller ("it forwards the request up the view controller hierarchy to its
    /// nearest parent", UIKit's `present`): the tab bar controller is the presenter and leaves
    /// the window under a full-screen presentation (the bar with it), a stack that is a tab
    /// forwards on, the child's `dismiss` goes up too, and a tab's child cannot be presented.
    /// Before: the child presented itself, its view alone left the window and the bar stayed.
    @Test func aTabsChildPresentsThroughItsTabBarController() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}
            local nav = NavigationController{name = 'nav', rootViewController = b}
            local tabs = TabBarController{name = 'tabs', viewControllers = {a, nav}}
            window.rootViewController = tabs
            local c = ViewController{name = 'c'}
            a:present(c, false)
            print(c.presentingViewController.name, a.presentedViewController.name, tabs.presentedViewController.name,
                  tabs.view.window == nil, tabs.tabBar.window == nil)
            a:dismiss(false)
            print(tabs.presentedViewController, tabs.view.window ~= nil)
            tabs.selectedIndex = 2
            b:present(c, false)
            print(c.presentingViewController.name, nav.presentedViewController.name, b.presentedViewController.name)
            c:dismiss(false)
            local ok, e = pcall(tabs.present, tabs, a, false)
            print(ok, e)
            """, name: "t.lua") == nil)
        #expect(box.lines == [
            "tabs\tc\tc\ttrue\ttrue",
            "nil\ttrue",
            "tabs\tc\tc",
            "false\tt.lua:15: Application tried to present modally a view controller <ViewController: a> that has a parent view controller <TabBarController: tabs>.",
        ], "\(box.lines)")
    }

    /// A tab bar controller added to a container hears `willMove` from `addChild` and
    /// `didMove(nil)` from `removeFromParent`, as any controller's overrides do (Apple,
    /// `willMove(toParent:)`: addChild "automatically calls" it; `didMove(toParent:)`:
    /// removeFromParent "automatically calls" it). Before: its overrides were never run.
    @Test func aTabBarControllerAddedToAContainerHearsWillMoveAndDidMove() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local tabs = TabBarController{name = 'tabs', viewControllers = {ViewController{}},
              willMove = function(self, p) print('willMove', p and p.name) end,
              didMove = function(self, p) print('didMove', p and p.name) end}
            local holder = ViewController{name = 'holder'}
            holder:addChild(tabs)
            tabs:removeFromParent()
            """, name: "t.lua") == nil)
        #expect(box.lines == ["willMove\tholder", "didMove\tnil"], "\(box.lines)")
    }
    /// A `shouldSelect` answering anything but a boolean is an error naming it, at the tap's
    /// line, and the tab stays (the path the pop gesture's and the sheet's delegates share).
    @Test func shouldSelectMustAnswerABoolean() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}
            local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}
            tabs.delegate = {shouldSelect = function() return 1 end}
            window.rootViewController = tabs
            print(pcall(window.tap, window, 300, 800))
            print(tabs.selectedIndex)
            """, name: "t.lua") == nil)
        #expect(box.lines.count == 2 && box.lines[1] == "1", "\(box.lines)")
        #expect(box.lines.first?.hasPrefix("false\tt.lua:5: shouldSelect of the delegate of <TabBarController: tabs> must return a boolean, got number") == true,
                "\(box.lines)")
    }
}
