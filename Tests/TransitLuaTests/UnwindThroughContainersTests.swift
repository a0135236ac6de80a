import Testing
import TransitCore
@testable import TransitLua

/// An unwind segue's destination found and shown through containers, as UIKit's unwind does
/// (Apple, "Dismissing a View Controller with an Unwind Segue"; `allowedChildrenForUnwinding(from:)`;
/// `unwind(for:towards:)`: "a tab bar controller selects the tab containing the specified view
/// controller"). Before, the search looked only up the presenters (and a presenting stack),
/// and the plain unwind only dismissed: a pushed controller could not unwind to one below it
/// in its own stack, nor a presented one to a tab's controller.
@Suite struct UnwindThroughContainersTests {
    static let scenes = """
        for _, name in ipairs{"list", "detail", "edit", "home", "other"} do
          storyboard.scene(name, function() return ViewController{name = name} end)
        end
        storyboard.segue{from = "list", to = "detail", identifier = "show"}
        storyboard.unwind{from = "detail", to = "list", identifier = "backToList"}
        storyboard.unwind{from = "edit", to = "list", identifier = "backToList"}
        storyboard.unwind{from = "edit", to = "home", identifier = "backHome"}
        storyboard.unwind{from = "detail", to = "home", identifier = "backHome"}
        local function names(vcs) local t = {} for i, c in ipairs(vcs) do t[i] = c.name end return table.concat(t, " ") end

        """

    /// A -> B -> C pushed; C unwinds to A: the stack pops to A, animated (the nearest of the
    /// scene, top first: a second `list` pushed above the first is the one found).
    @Test func aPushedControllerUnwindsToOneBelowItInItsStack() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.scenes + """
            local list = storyboard.instantiate("list")
            local nav = NavigationController{name = "nav", rootViewController = list}
            window.rootViewController = nav
            local second = storyboard.instantiate("list")
            nav:push(storyboard.instantiate("detail"), false)
            nav:push(second, false)
            local edit = storyboard.instantiate("edit")
            nav:push(edit, false)
            edit:performSegue("backToList")
            print(names(nav.viewControllers), nav.topViewController == second)
            clock.runUntilIdle()
            print(names(nav.viewControllers))
            nav:push(storyboard.instantiate("detail"), false)
            nav.topViewController:performSegue("backToList")
            clock.runUntilIdle()
            print(names(nav.viewControllers))
            """, name: "u.lua") == nil)
        #expect(box.lines == ["list detail list\ttrue", "list detail list", "list detail list"])
        let pops = s.engine.timeline.map(\.description).filter { $0.contains(" pop #") && $0.contains("animated=") }
        #expect(pops.count == 2 && pops.allSatisfy { $0.contains("animated=true") }, "\(pops)")
    }

    /// A controller presented from a tab unwinds to another tab's controller: the tab bar
    /// controller selects that tab, then the presented one is dismissed.
    @Test func aPresentedControllerUnwindsToAnotherTab() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.scenes + """
            local home, other = storyboard.instantiate("home"), storyboard.instantiate("other")
            local tabs = TabBarController{name = "tabs", viewControllers = {home, other}, selectedIndex = 2}
            window.rootViewController = tabs
            local detail = storyboard.instantiate("detail")
            other:present(detail, false)
            print(tabs.presentedViewController == detail)
            detail:performSegue("backHome")
            clock.runUntilIdle()
            print(tabs.selectedIndex, tabs.presentedViewController)
            """, name: "t.lua") == nil)
        #expect(box.lines == ["true", "1\tnil"])
    }

    /// A stack presents; the presented controller unwinds to the stack's root: the stack pops
    /// to it at once (under the presentation) and the presented one is dismissed, animated.
    @Test func aPresentedControllerUnwindsToTheRootOfThePresentingStack() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.scenes + """
            local list = storyboard.instantiate("list")
            local nav = NavigationController{name = "nav", rootViewController = list}
            window.rootViewController = nav
            nav:push(storyboard.instantiate("detail"), false)
            local edit = storyboard.instantiate("edit")
            nav.topViewController:present(edit, false)
            edit:performSegue("backToList")
            print(names(nav.viewControllers), nav.presentedViewController == edit)
            clock.runUntilIdle()
            print(names(nav.viewControllers), nav.presentedViewController)
            """, name: "p.lua") == nil)
        #expect(box.lines == ["list\ttrue", "list\tnil"])
        let kinds = s.engine.timeline.map(\.description).filter { ($0.contains(" pop #") || $0.contains(" dismiss #")) && $0.contains("animated=") }
        #expect(kinds.count == 2 && kinds[0].contains("animated=false") && kinds[1].contains("animated=true"), "\(kinds)")
    }

    /// A stack that is a tab: a controller presented over the tab bar controller unwinds to
    /// the stack's root in the other tab — the tab is selected and the stack pops.
    @Test func theSearchGoesDownThroughATabIntoItsStack() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.scenes + """
            local list = storyboard.instantiate("list")
            local nav = NavigationController{name = "nav", rootViewController = list}
            nav:push(storyboard.instantiate("detail"), false)
            local other = storyboard.instantiate("other")
            local tabs = TabBarController{name = "tabs", viewControllers = {nav, other}, selectedIndex = 2}
            window.rootViewController = tabs
            local edit = storyboard.instantiate("edit")
            other:present(edit, false)
            edit:performSegue("backToList")
            clock.runUntilIdle()
            print(tabs.selectedIndex, names(nav.viewControllers), tabs.presentedViewController)
            """, name: "n.lua") == nil)
        #expect(box.lines == ["1\tlist\tnil"])
    }

    /// The presenting chain (seed 003's blue presents green) still finds its presenter, and a
    /// scene found nowhere names both ways of holding the source.
    @Test func thePresenterIsStillFoundAndANameFoundNowhereIsAnError() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.scenes + """
            local list = storyboard.instantiate("list")
            window.rootViewController = list
            list:performSegue("show")
            clock.runUntilIdle()
            local detail = list.presentedViewController
            print(pcall(detail.performSegue, detail, "backHome"))
            detail:performSegue("backToList")
            clock.runUntilIdle()
            print(list.presentedViewController)
            """, name: "e.lua") == nil)
        #expect(box.lines == [
            "false\te.lua:15: unwind segue 'backHome' from <ViewController: detail>: no controller of scene 'home' presents or contains it",
            "nil",
        ])
    }

    /// The presentation the unwind dismisses is the one its path from the source crosses
    /// (Apple's SegueCatalog, NestedViewController: unwinding to a controller showing a
    /// Current Context presentation "will only dismiss that presentation if the unwind source
    /// is contained within the presentation"). Before, the dismissal was read from the
    /// destination's own chain: a controller presented over another tab's context stayed up
    /// when it unwound to a sibling tab, and a sibling's unwind to the context's controller
    /// dismissed a presentation it was not in. The one beside the destination goes first, at
    /// once: dismissed after the tab switch, it put the hidden tab's view back in the window.
    @Test func theDismissedPresentationIsTheOneThePathFromTheSourceCrosses() throws {
        let (s, box) = try stage()
        #expect(s.failure("""
            for _, name in ipairs{"nested", "side", "cover"} do
              storyboard.scene(name, function() return ViewController{name = name} end)
            end
            storyboard.unwind{from = "cover", to = "side", identifier = "toSide"}
            storyboard.unwind{from = "side", to = "nested", identifier = "toNested"}
            local nested, side = storyboard.instantiate("nested"), storyboard.instantiate("side")
            nested.definesPresentationContext = true
            local tabs = TabBarController{name = "tabs", viewControllers = {nested, side}}
            window.rootViewController = tabs
            local function cover()
              local c = storyboard.instantiate("cover")
              c.modalPresentationStyle = "currentContext"
              nested:present(c, false)
              clock.runUntilIdle()
              return c
            end
            -- the source is in the presentation: it goes, and the other tab shows
            cover():performSegue("toSide")
            clock.runUntilIdle()
            print(tabs.selectedIndex, nested.presentedViewController, nested.view.window == nil, side.view.window ~= nil)
            -- the source is beside it: the tab is selected, the presentation stays
            tabs.selectedIndex = 1
            local c = cover()
            tabs.selectedIndex = 2
            side:performSegue("toNested")
            clock.runUntilIdle()
            print(tabs.selectedIndex, nested.presentedViewController == c)
            """, name: "c.lua") == nil)
        #expect(box.lines == ["2\tnil\ttrue\ttrue", "1\ttrue"])
    }
}
