import Testing
@testable import TransitLua

/// A tab switch ends at once the Current Context presentation animating over the tab it takes
/// off the screen (TransitionContext+EndAtOnce.swift). What the script does with that
/// transition afterwards is told where the switch was, and who ended it: left98 named no place
/// for a second `completeTransition`, and blamed the animator for an interaction's `update`.
@Suite struct TabSwitchEndStageTests {
    /// Tabs "a" (defining the context) and "b" at the root; "p" presented over "a" with
    /// `currentContext` through `Fade`, which keeps its context in `ctx` and never completes
    /// by itself; an interaction `i` when `interactive`. Line 6 presents, line 7 is the switch.
    static func scene(interactive: Bool, switching: String = "tabs.selectedIndex = 2") -> String {
        let delegate = interactive
            ? "{animationControllerForPresented = function() return Fade end, interactionControllerForPresentation = function() return i end}"
            : "{animationControllerForPresented = function() return Fade end}"
        return """
            local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}; a.definesPresentationContext = true; local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}; window.rootViewController = tabs; clock.runUntilIdle()
            local p = ViewController{name = 'p'}; p.modalPresentationStyle = 'currentContext'; local ctx; local i = PercentDrivenInteractiveTransition()
            local Fade = {}; function Fade:transitionDuration() return 0.5 end
            function Fade:animateTransition(c) ctx = c; c.containerView:addSubview(c:view('to')) end
            p.transitioningDelegate = \(delegate)
            a:present(p, true); clock.advance(0.1)\(interactive ? "; i:update(0.2)" : "")
            \(switching)

            """
    }

    /// The animator's own `completeTransition` after the switch is ignored (the engine ended
    /// the transition for it); a second one is a misuse named at its line, and the message says
    /// the transition ended at the switch's line.
    @Test func aSecondCompleteTransitionAfterASwitchNamesTheSwitch() throws {
        let (s, _) = try stage()
        #expect(s.failure(Self.scene(interactive: false) + "ctx:completeTransition(true)\nctx:completeTransition(true)") ==
                "s.lua:9: completeTransition(true) called twice on present #1 p on a: it completed at s.lua:7, where its tab left the screen")
    }

    /// The other ways a tab leaves the screen name their lines too: a change of the tabs, and
    /// a full-screen cover over the tab bar controller (its present's line).
    @Test func aChangeOfTheTabsAndACoverNameTheirLines() throws {
        for switching in ["tabs.viewControllers = {b}", "tabs:present(ViewController{name = 'cover'}, true)"] {
            let (s, _) = try stage()
            #expect(s.failure(Self.scene(interactive: false, switching: switching) + "ctx:completeTransition(true)\nctx:completeTransition(true)") ==
                    "s.lua:9: completeTransition(true) called twice on present #1 p on a: it completed at s.lua:7, where its tab left the screen")
        }
    }

    /// After the switch the interaction drives no transition: its `update` and `finish` do
    /// nothing, as UIKit's messages to a nil transition context (left98 named the switch's
    /// line in an error; uikit103 follows UIKit).
    @Test func anInteractionsCallsAfterASwitchDoNothing() throws {
        let (s, out) = try stage()
        try s.run(Self.scene(interactive: true) + "i:update(0.5)\ni:finish()\nprint(i.percentComplete, p.presentingViewController)",
                  chunkName: "@s.lua")
        #expect(out.lines == ["0.0\tViewController \"a\""])     // no transition: percentComplete 0
        #expect(!s.engine.timeline.map(\.description).contains { $0.contains("interaction finishes") })
    }
}

/// The bound on a switch's ends (``TabBarController/endingPasses``): completions that begin
/// another presentation over the tab each time the switch ends one. Past the bound the switch
/// is refused with an error at its line, and nothing is half done: the tab stays selected and
/// on screen, the last presentation animates on over it and ends by its own clock.
@Suite struct TabSwitchEndingBoundTests {
    @Test func completionsThatPresentForeverStopTheSwitchAtItsLine() throws {
        let (s, out) = try stage()
        try s.run("""
            local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}; a.definesPresentationContext = true; local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}; window.rootViewController = tabs; clock.runUntilIdle()
            local p = ViewController{name = 'p'}; p.modalPresentationStyle = 'currentContext'; local ends, stop = 0, false
            local cycle; cycle = function() ends = ends + 1; if stop then return end; if p.presentingViewController then p:dismiss(true, cycle) else a:present(p, true, cycle) end end
            a:present(p, true, cycle); clock.advance(0.1)
            print(pcall(function() tabs.selectedIndex = 2 end))
            print(ends, tabs.selectedIndex, a.view.window ~= nil, b.view.window == nil, p.presentingViewController == a)
            stop = true
            clock.runUntilIdle()
            print(ends, tabs.selectedIndex, p.view.window ~= nil)
            """, chunkName: "@s.lua")
        #expect(out.lines == [
            "false\ts.lua:5: the tab switch is refused: what is presented over <ViewController: a> began again each time it was ended (64 times); present #65 p on a goes on",
            "64\t1\ttrue\ttrue\ttrue",
            "65\t1\ttrue",
        ])
    }
}

/// A cover over the tab bar controller ends what animates over the tab (TabBarController's
/// `viewWillDisappear`); a completion of those ends that throws must not cost the tab and its
/// presentations their `viewWillDisappear`: UIKit tells `viewWillDisappear` before every
/// `viewDidDisappear` ("notifies the view controller that its view is about to be removed").
/// rev100b: the error skipped the calls, and "a" and "p" were told `viewDidDisappear` alone.
@Suite struct TabCoverEndErrorTests {
    @Test func aCompletionErrorAtTheCoverKeepsTheAppearanceCallsPaired() throws {
        let (s, out) = try stage()
        try s.run("""
            local log = {}
            local function VC(name) local c = ViewController{name = name}; for _, m in ipairs{"viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"} do c[m] = function() log[#log + 1] = {name, (m:find("Appear") and "A" or "D") .. (m:find("Will") and "W" or "D")} end end; return c end
            local a, b = VC('a'), VC('b'); a.definesPresentationContext = true; local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}; window.rootViewController = tabs; clock.runUntilIdle()
            local p = VC('p'); p.modalPresentationStyle = 'overCurrentContext'
            a:present(p, true, function() error("boom") end); clock.advance(0.1); log = {}
            print(pcall(function() tabs:present(VC('c'), true) end))
            clock.runUntilIdle()
            for _, who in ipairs{'a', 'p', 'c'} do local calls = {}; for _, e in ipairs(log) do if e[1] == who then calls[#calls + 1] = e[2] end end; print(who, table.concat(calls, " ")) end
            """, chunkName: "@s.lua")
        #expect(out.lines == [
            "false\ts.lua:5: boom (in the completion of the presentation at s.lua:5)",
            "a\tDW DD",
            "p\tAD DW DD",
            "c\tAW AD",
        ])
    }
}

/// The bound on the ends a cover over the tab bar controller makes (its `viewWillDisappear`
/// ends what animates over the tab, ``TabBarController/endingPasses``), as a switch's: past it
/// the cover is refused with an error at its line, and nothing is half done — the tab bar
/// controller presents nothing and stays on screen with the tab, the last presentation
/// animates on over the tab and ends by its own clock. left100: the error was raised but
/// the cover went on, over a tab told `viewWillDisappear` with a presentation animating in.
@Suite struct TabCoverEndingBoundTests {
    @Test func completionsThatPresentForeverStopTheCoverAtItsLine() throws {
        let (s, out) = try stage()
        try s.run("""
            local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}; a.definesPresentationContext = true; local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}; window.rootViewController = tabs; clock.runUntilIdle()
            local p = ViewController{name = 'p'}; p.modalPresentationStyle = 'currentContext'; local ends, stop = 0, false
            local cycle; cycle = function() ends = ends + 1; if stop then return end; if p.presentingViewController then p:dismiss(true, cycle) else a:present(p, true, cycle) end end
            a:present(p, true, cycle); clock.advance(0.1)
            local c = ViewController{name = 'c', modalPresentationStyle = 'fullScreen'}
            print(pcall(function() tabs:present(c, true) end))
            print(ends, tabs.presentedViewController, c.presentingViewController, tabs.view.window ~= nil, p.presentingViewController == a)
            stop = true
            clock.runUntilIdle()
            print(ends, tabs.presentedViewController, p.view.window ~= nil)
            tabs:present(c, false)
            clock.runUntilIdle()
            print(tabs.presentedViewController, tabs.view.window, p.view.window)
            """, chunkName: "@s.lua")
        #expect(out.lines == [
            "false\ts.lua:6: the cover over <TabBarController: tabs> is refused: what is presented over <ViewController: a> began again each time it was ended (64 times); present #65 p on a goes on",
            "64\tnil\tnil\ttrue\ttrue",
            "65\tnil\ttrue",
            "ViewController \"c\"\tnil\tnil",
        ])
    }
}

/// A change of the tabs taking the selected tab away ends what animates over it first, and
/// checks the new list after: the running transition completes first (its callbacks run
/// whatever the list), and the list is checked as those callbacks left it. UIKit raises for a
/// list it cannot take (`setViewControllers(_:animated:)`: a child with another parent is
/// "UIViewControllerHierarchyInconsistency"). left101: the checks ran first — an error left
/// the completion waiting on a presentation whose tab was meant to go, and a list the
/// completion made wrong (its controller put in a navigation stack) was taken.
@Suite struct TabChangeEndOrderTests {
    @Test func aListRefusedStillEndsWhatAnimatesOverTheTab() throws {
        let (s, out) = try stage()
        try s.run("""
            local a, b = ViewController{name = 'a'}, ViewController{name = 'b'}; a.definesPresentationContext = true; local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}; window.rootViewController = tabs; clock.runUntilIdle()
            local p = ViewController{name = 'p', modalPresentationStyle = 'overCurrentContext'}; local done = false
            a:present(p, true, function() done = true end); clock.advance(0.1)
            print(pcall(function() tabs.viewControllers = {b, b} end))
            print(done, #tabs.viewControllers, tabs.selectedIndex, p.presentingViewController == a, p.view.window ~= nil)
            """, chunkName: "@s.lua")
        #expect(out.lines == [
            "false\ts.lua:4: viewControllers: <ViewController: b> is in the list twice",
            "true\t2\t1\ttrue\ttrue",
        ])
    }

    @Test func aListTheEndsMakeWrongIsRefused() throws {
        let (s, out) = try stage()
        try s.run("""
            local a, b, c = ViewController{name = 'a'}, ViewController{name = 'b'}, ViewController{name = 'c'}; a.definesPresentationContext = true; local tabs = TabBarController{name = 'tabs', viewControllers = {a, b}}; window.rootViewController = tabs; clock.runUntilIdle()
            local p = ViewController{name = 'p', modalPresentationStyle = 'overCurrentContext'}; local n
            a:present(p, true, function() n = NavigationController{name = 'n', rootViewController = c} end); clock.advance(0.1)
            print(pcall(function() tabs.viewControllers = {b, c} end))
            print(#tabs.viewControllers, tabs.selectedIndex, c.parent, c.tabBarController)
            """, chunkName: "@s.lua")
        #expect(out.lines == [
            "false\ts.lua:4: viewControllers: <ViewController: c> has a parent view controller <NavigationController: n>",
            "2\t1\tNavigationController \"n\"\tnil",
        ])
    }
}
