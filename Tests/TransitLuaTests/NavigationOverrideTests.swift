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

    /// Presented modally with the custom style, a `NavigationController{…}` asks its
    /// `transitioningDelegate` as a `ViewController{…}` does — set in the constructor or
    /// later (rev26 F11: it was never asked; seed 004 presents a UINavigationController).
    @Test func aModalNavigationControllerAsksItsTransitioningDelegate() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local asked = {}
            local delegate = {
              animationControllerForPresented = function(self) asked[#asked + 1] = "animator" end,
              presentationControllerForPresented = function(self) asked[#asked + 1] = "presentation controller" end,
            }
            local root = ViewController{name = "root"}
            window.rootViewController = root
            for _, case in ipairs{
              {"in the constructor", function()
                return NavigationController{rootViewController = ViewController{}, modalPresentationStyle = "custom",
                                            transitioningDelegate = delegate}
              end},
              {"later", function()
                local nav = NavigationController{rootViewController = ViewController{}}
                nav.modalPresentationStyle = "custom"
                nav.transitioningDelegate = delegate
                return nav
              end},
              {"a ViewController", function()
                return ViewController{modalPresentationStyle = "custom", transitioningDelegate = delegate}
              end},
            } do
              asked = {}
              root:present(case[2](), true)
              clock.runUntilIdle()
              print(case[1], table.concat(asked, ", "))
              root:dismiss(false)
              clock.runUntilIdle()
            end
            """, name: "f11.lua") == nil)
        #expect(box.lines == [
            "in the constructor\tanimator, presentation controller",
            "later\tanimator, presentation controller",
            "a ViewController\tanimator, presentation controller",
        ])
    }

    /// The rest of what a controller's table may say works on one too: its rotation fields
    /// decide for the window when it is the root, `viewWillTransition` runs, a zoom to it
    /// asks its `preferredTransition`, and a bad `transitioningDelegate` is the same error.
    @Test func theOtherControllerFieldsOfANavigationControllerWork() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            local nav = NavigationController{rootViewController = ViewController{}, name = "nav",
              supportedInterfaceOrientations = "portrait",
              viewWillTransition = function(self, size) print("viewWillTransition", size) end}
            window.rootViewController = nav
            device.orientation = "landscapeLeft"
            clock.runUntilIdle()
            print(window.bounds.width < window.bounds.height)
            nav.supportedInterfaceOrientations = "allButUpsideDown"
            nav.shouldAutorotate = false
            device.orientation = "landscapeRight"
            clock.runUntilIdle()
            print(window.bounds.width < window.bounds.height)
            nav.shouldAutorotate = true
            device.orientation = "landscapeLeft"
            clock.runUntilIdle()
            print(window.bounds.width > window.bounds.height)
            local cell = View{name = "cell", frame = Rect(20, 100, 100, 100)}
            nav.view:addSubview(cell)
            local asked = 0
            local detail = NavigationController{rootViewController = ViewController{}, name = "detail"}
            detail.preferredTransition = Transition.zoom{sourceViewProvider = function() asked = asked + 1; return cell end}
            nav:present(detail, true)
            clock.runUntilIdle()
            print(asked > 0)
            """, name: "n.lua") == nil)
        // portrait only: no turn; shouldAutorotate false: none; then the one turn, announced
        #expect(box.lines == ["true", "true", "viewWillTransition\tSize(852, 393)", "true", "true"])
        let (fresh, _) = try stage()
        #expect(fresh.failure("""
            local root = ViewController{}
            window.rootViewController = root
            local nav = NavigationController{rootViewController = ViewController{}, name = "bad",
                                             modalPresentationStyle = "custom", transitioningDelegate = 5}
            root:present(nav, true)
            """, name: "b.lua") == "b.lua:5: transitioningDelegate of <NavigationController: bad> must be a table or an object, got number")
    }
}
