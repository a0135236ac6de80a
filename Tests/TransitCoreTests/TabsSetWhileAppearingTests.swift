import Testing
@testable import TransitCore

/// `setViewControllers` replacing the selected tab while the tab bar controller's own
/// appearance is under way — being presented (animated), or covered by an animated
/// full-screen present — as hostile94 settled a tab switch then (rev94a). Each `will` gets its
/// `did` (Apple, `beginAppearanceTransition`: "use this method to tell the child that its
/// views are about to appear or disappear"; `viewDidAppear` "notifies the view controller
/// that its view was added to a view hierarchy"). Before: being presented, the old tab kept a
/// `viewWillAppear` with no `did` and the new one got `viewDidAppear` with no `will`; being
/// covered, the old tab was told `viewWillDisappear` a second time and the new one
/// `viewWillAppear`/`viewDidAppear` while its container was leaving the window.
@Suite struct TabsSetWhileAppearingTests {
    func calls(_ log: Log, _ name: String) -> [String] {
        log.entries.filter { $0.hasPrefix(name + ".view") && $0 != name + ".viewDidLoad" }
    }

    @Test func theTabsReplacedWhileBeingPresented() throws {
        let (engine, root, log) = try rootedEngine()
        let a = Recorder(engine, "a", log), c = Recorder(engine, "c", log)
        let tabs = try TabBarController(engine: engine, viewControllers: [a])
        try root.present(tabs, animated: true)
        try engine.clock.advance(0.1)
        try tabs.setViewControllers([c], animated: false)
        try engine.runUntilIdle()
        #expect(calls(log, "a") == ["a.viewWillAppear", "a.viewWillDisappear", "a.viewDidDisappear"])
        #expect(calls(log, "c") == ["c.viewWillAppear", "c.viewDidAppear"])
        #expect(c.isAppeared && !a.isAppeared)
    }

    @Test func theTabsReplacedWhileBeingCovered() throws {
        let (engine, _, log) = try rootedEngine()
        let a = Recorder(engine, "a", log), c = Recorder(engine, "c", log)
        let tabs = try TabBarController(engine: engine, viewControllers: [a])
        try engine.window.setRootViewController(tabs)
        let detail = Recorder(engine, "detail", log)
        try tabs.present(detail, animated: true)
        try engine.clock.advance(0.1)
        try tabs.setViewControllers([c], animated: false)
        try engine.runUntilIdle()
        #expect(!a.isAppeared && !c.isAppeared)
        try detail.dismiss(animated: false)
        try engine.runUntilIdle()
        #expect(calls(log, "a") == ["a.viewWillAppear", "a.viewDidAppear", "a.viewWillDisappear", "a.viewDidDisappear"])
        #expect(calls(log, "c") == ["c.viewWillAppear", "c.viewDidAppear"])
        #expect(c.isAppeared && !a.isAppeared)
    }
}
