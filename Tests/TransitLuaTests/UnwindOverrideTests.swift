import Testing
import TransitCore
@testable import TransitLua

/// A scripted custom container takes part in an unwind as UIKit's does: its
/// `unwind(self, segue, towards)` — `unwind(for:towards:)`, "Container view controllers must
/// implement this method and use to display the view controller in the subsequentVC
/// parameter" — is called on the unwind's path from the container the source's walk reached
/// down towards the destination, before the stacks below it pop; and its
/// `allowedChildrenForUnwinding(self, source)` — "An array of view controllers representing
/// the child view controllers to search. The order of the items in the array determines the
/// search order" — steers the search. Before (rev96), neither was ever called: a custom
/// container could not show the branch an unwind went to.
@Suite struct UnwindOverrideTests {
    /// "pages", a custom container of a stack (list, detail pushed) and "home", showing home;
    /// "edit" presented from home (its container presents it) — the log in `log`.
    static let setUp = UnwindThroughContainersTests.scenes + """
        local log = {}
        local list = storyboard.instantiate("list")
        local nav = NavigationController{name = "nav", rootViewController = list}
        nav:push(storyboard.instantiate("detail"), false)
        local home = storyboard.instantiate("home")
        local pages = ViewController{name = "pages"}
        pages:addChild(nav); pages:addChild(home)
        pages.view:addSubview(home.view)
        window.rootViewController = pages
        local edit = storyboard.instantiate("edit")
        home:present(edit, false)
        clock.runUntilIdle()
        local prepared
        edit.prepareForSegue = function(self, segue) prepared = segue end

        """

    @Test func aContainersUnwindShowsTheBranchBeforeTheStackBelowPops() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.setUp + """
            pages.unwind = function(self, segue, towards)
              log[#log + 1] = table.concat({segue.identifier, towards.name, #nav.viewControllers,
                                            tostring(segue == prepared), tostring(segue.source == edit)}, " ")
              home.view:removeFromSuperview()
              self.view:addSubview(towards.view)
            end
            edit:performSegue("backToList")
            clock.runUntilIdle()
            print(table.concat(log, "; "))
            print(names(nav.viewControllers), pages.presentedViewController, nav.view.window ~= nil, list.view.window ~= nil)
            """, name: "u.lua") == nil)
        // called once, towards the stack, while the stack still holds detail; the same segue
        // object prepareForSegue got
        #expect(box.lines == ["backToList nav 2 true true", "list\tnil\ttrue\ttrue"])
    }

    @Test func allowedChildrenForUnwindingSteersTheSearch() throws {
        let (s, box) = try stage()
        #expect(s.failure(Self.setUp + """
            pages.allowedChildrenForUnwinding = function(self, source)
              log[#log + 1] = source.name .. " " .. tostring(self:childContaining(source))
              return {home}
            end
            print(pcall(edit.performSegue, edit, "backToList"))
            print(table.concat(log, "; "), edit.presentingViewController == pages)
            pages.allowedChildrenForUnwinding = function(self) return {nav, edit} end
            print(pcall(edit.performSegue, edit, "backToList"))
            pages.allowedChildrenForUnwinding = function(self) return "nav" end
            print(pcall(edit.performSegue, edit, "backToList"))
            -- inside a stack the default is its own, top first; childContaining walks up the parents
            print(pages:childContaining(list) == nav, nav:childContaining(list) == list, home:childContaining(list))
            """, name: "a.lua") == nil)
        #expect(box.lines == [
            "false\ta.lua:28: unwind segue 'backToList' from <ViewController: edit>: no controller of scene 'list' presents or contains it",
            "edit nil\ttrue",
            "false\ta.lua:31: allowedChildrenForUnwinding of <ViewController: pages> returned <ViewController: edit>, which is not one of its children",
            "false\ta.lua:33: allowedChildrenForUnwinding of <ViewController: pages>: must return a list of ViewControllers, got string",
            "true\ttrue\tnil",
        ])
    }

    /// A script's `unwind` on a navigation controller replaces its pop, as a UIKit subclass's
    /// override does; without one the stack pops, and a tab bar controller selects.
    @Test func aStacksOwnUnwindIsReplacedByAScriptsFunction() throws {
        let (s, box) = try stage()
        #expect(s.failure(UnwindThroughContainersTests.scenes + """
            local list = storyboard.instantiate("list")
            local nav = NavigationController{name = "nav", rootViewController = list}
            window.rootViewController = nav
            local edit = storyboard.instantiate("edit")
            nav:push(edit, false)
            nav.unwind = function(self, segue, towards) print("nav.unwind", towards.name) end
            edit:performSegue("backToList")
            clock.runUntilIdle()
            print(names(nav.viewControllers))
            """, name: "n.lua") == nil)
        #expect(box.lines == ["nav.unwind\tlist", "list edit"])
    }
}
