import Testing
@testable import TransitLua

/// A presentation context outside a tab (here a navigation controller, a child of the root
/// with flexible width and height, 100 points down) follows its context's bounds at a rotation,
/// as a tab's did since left98 (TabBarController+Contexts.swift, `placePresentations`). UIKit's
/// rule for `overCurrentContext`: the presented view covers the context's view ("the
/// presented view controller's view is displayed over the current view controller's
/// content", Apple's `UIModalPresentationStyle.overCurrentContext`); left100: it stayed at the
/// portrait frame, 393×600, over a context grown to 852×141.
@Suite struct ContextRotationStageTests {
    @Test func anOverCurrentContextPresentationFollowsANavigationContextAtARotation() throws {
        let (s, out) = try stage()
        try s.run("""
            device.profile = "iPhone 15"
            local root = ViewController{name = "root"}
            window.rootViewController = root
            local nav = NavigationController{name = "nav", rootViewController = ViewController{name = "top"}}
            nav.definesPresentationContext = true
            root:addChild(nav)
            root.view:addSubview(nav.view)
            nav.view.frame = Rect(0, 100, 393, 600)
            nav.view.autoresizingMask = {"flexibleWidth", "flexibleHeight"}
            nav:didMove(root)
            clock.runUntilIdle()
            local p = ViewController{name = "p", modalPresentationStyle = "overCurrentContext"}
            nav.topViewController:present(p, false)
            clock.runUntilIdle()
            print(p.presentingViewController, p.view:convert(p.view.bounds, {to = window}))
            device.orientation = "landscapeLeft"
            clock.runUntilIdle()
            print(window.bounds, nav.view.frame, p.view:convert(p.view.bounds, {to = window}))
            device.orientation = "portrait"
            clock.runUntilIdle()
            print(nav.view.frame, p.view:convert(p.view.bounds, {to = window}))
            """, chunkName: "@s.lua")
        #expect(out.lines == [
            "NavigationController \"nav\"\tRect(0, 100, 393, 600)",
            "Rect(0, 0, 852, 393)\tRect(0, 100, 852, 141)\tRect(0, 100, 852, 141)",
            "Rect(0, 100, 393, 600)\tRect(0, 100, 393, 600)",
        ])
    }

    /// A context presentation over one in a navigation controller (the first defining the
    /// context of the second) covers the first's view after a rotation, as the first covers
    /// the navigation controller's (Apple's `overCurrentContext`: "displayed over the current
    /// view controller's content"). rev100b: the second stayed at the portrait frame, 393×600,
    /// over a first grown to 852×141 — the search went into presented controllers' children,
    /// not into what they present.
    @Test func aNestedContextPresentationFollowsAtARotation() throws {
        let (s, out) = try stage()
        try s.run("""
            device.profile = "iPhone 15"
            local root = ViewController{name = "root"}
            window.rootViewController = root
            local nav = NavigationController{name = "nav", rootViewController = ViewController{name = "top"}}
            nav.definesPresentationContext = true
            root:addChild(nav)
            root.view:addSubview(nav.view)
            nav.view.frame = Rect(0, 100, 393, 600)
            nav.view.autoresizingMask = {"flexibleWidth", "flexibleHeight"}
            nav:didMove(root)
            clock.runUntilIdle()
            local p = ViewController{name = "p", modalPresentationStyle = "overCurrentContext"}
            p.definesPresentationContext = true
            nav.topViewController:present(p, false)
            clock.runUntilIdle()
            local q = ViewController{name = "q", modalPresentationStyle = "overCurrentContext"}
            p:present(q, false)
            clock.runUntilIdle()
            local function at(c) return c.view:convert(c.view.bounds, {to = window}) end
            print(q.presentingViewController, at(q))
            device.orientation = "landscapeLeft"
            clock.runUntilIdle()
            print(at(p), at(q))
            device.orientation = "portrait"
            clock.runUntilIdle()
            print(at(p), at(q))
            """, chunkName: "@s.lua")
        #expect(out.lines == [
            "ViewController \"p\"\tRect(0, 100, 393, 600)",
            "Rect(0, 100, 852, 141)\tRect(0, 100, 852, 141)",
            "Rect(0, 100, 393, 600)\tRect(0, 100, 393, 600)",
        ])
    }

    /// A context presentation outside a tab covered by a full-screen presentation during the
    /// rotation (its context's view out of the window with the root's) covers its context's
    /// view again when the cover leaves: UIKit lays a hierarchy out when it comes back into
    /// the window, its size following the window's, and the presented view covers the
    /// context's content (Apple's `UIModalPresentationStyle.overCurrentContext`: "displayed
    /// over the current view controller's content"). left101: it came back 393×600 over a
    /// context grown to 852×141 — the rotation placed it while the context was out of the
    /// window, and nothing placed it again.
    @Test func aCoveredContextPresentationFollowsTheRotationWhenTheCoverLeaves() throws {
        let (s, out) = try stage()
        try s.run("""
            device.profile = "iPhone 15"
            local root = ViewController{name = "root"}
            window.rootViewController = root
            local nav = NavigationController{name = "nav", rootViewController = ViewController{name = "top"}}
            nav.definesPresentationContext = true
            root:addChild(nav)
            root.view:addSubview(nav.view)
            nav.view.frame = Rect(0, 100, 393, 600)
            nav.view.autoresizingMask = {"flexibleWidth", "flexibleHeight"}
            nav:didMove(root)
            clock.runUntilIdle()
            local p = ViewController{name = "p", modalPresentationStyle = "overCurrentContext"}
            nav.topViewController:present(p, false)
            clock.runUntilIdle()
            local function at(c) return c.view:convert(c.view.bounds, {to = window}) end
            for _, o in ipairs{"landscapeLeft", "portrait"} do
              root:present(ViewController{name = "cover", modalPresentationStyle = "fullScreen"}, false)
              clock.runUntilIdle()
              device.orientation = o
              clock.runUntilIdle()
              root:dismiss(true)
              clock.runUntilIdle()
              print(nav.view.frame, at(p))
            end
            """, chunkName: "@s.lua")
        #expect(out.lines == [
            "Rect(0, 100, 852, 141)\tRect(0, 100, 852, 141)",
            "Rect(0, 100, 393, 600)\tRect(0, 100, 393, 600)",
        ])
    }
}
