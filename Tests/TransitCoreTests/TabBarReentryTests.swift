import Testing
@testable import TransitCore

/// A tab bar controller changed again from inside one of its own changes' appearance calls
/// (review rev93a): the inner change shows its tab; the outer one only finishes what it
/// began — it shows no tab that is no longer selected and tells it no `viewDidAppear`.
/// (Before: the outer change put its tab's view in beside the inner one's and told it it
/// appeared, a controller appeared but not on screen.)
@Suite struct TabBarReentryTests {
    func onScreen(_ children: [Recorder]) throws -> (Engine, TabBarController) {
        let engine = children[0].engine
        let tabs = try TabBarController(engine: engine, viewControllers: [children[0]])
        try engine.window.setRootViewController(tabs)
        try engine.runUntilIdle()
        children[0].log.entries.removeAll()
        return (engine, tabs)
    }

    /// `viewControllers` set again from the arriving tab's `viewWillAppear`.
    @Test func viewControllersSetAgainFromTheNewTabsViewWillAppear() throws {
        let engine = Engine(), log = Log()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log), x = Recorder(engine, "x", log)
        let (_, tabs) = try onScreen([a])
        _ = (try b.view, try x.view)
        log.entries.removeAll()
        b.onWillAppear = { b.onWillAppear = nil; try tabs.setViewControllers([x], animated: false) }
        try tabs.setViewControllers([b], animated: false)
        #expect(tabs.selectedViewController === x)
        #expect(tabs.transitionView?.subviews.map(\.displayName) == ["x"])
        #expect(log.entries == ["a.viewWillDisappear", "b.viewWillAppear",
                                "b.viewWillDisappear", "x.viewWillAppear", "b.viewDidDisappear", "x.viewDidAppear",
                                "a.viewDidDisappear"])
        #expect(x.isAppeared && !b.isAppeared && !a.isAppeared)
    }

    /// A selection from the leaving tab's `viewDidDisappear`, at the end of a switch.
    @Test func aSelectionFromTheOldTabsViewDidDisappear() throws {
        let engine = Engine(), log = Log()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log), c = Recorder(engine, "c", log)
        let (_, tabs) = try onScreen([a])
        try tabs.setViewControllers([a, b, c], animated: false)
        _ = (try b.view, try c.view)
        log.entries.removeAll()
        a.onDidDisappear = { a.onDidDisappear = nil; try tabs.setSelectedIndex(2) }
        try tabs.setSelectedIndex(1)
        #expect(tabs.selectedViewController === c)
        #expect(tabs.transitionView?.subviews.map(\.displayName) == ["c"])
        #expect(log.entries == ["a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear",
                                "b.viewWillDisappear", "c.viewWillAppear", "b.viewDidDisappear", "c.viewDidAppear"])
        #expect(c.isAppeared && !b.isAppeared && !a.isAppeared)
    }
}
