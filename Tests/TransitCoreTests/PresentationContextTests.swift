import Testing
@testable import TransitCore

/// `currentContext` and `overCurrentContext` (UIKit: the controller that
/// `definesPresentationContext` is covered and presents; with none, the root), the popover
/// adapted to a sheet in compact width, and a cross-dissolved sheet.
@Suite struct PresentationContextTests {
    let W = 393.0, H = 852.0

    @Test func currentContextIsPresentedByTheControllerThatDefinesTheContext() throws {
        let (engine, _, log) = try rootedEngine()
        let first = Recorder(engine, "first", log)
        let nav = try NavigationController(engine: engine, rootViewController: first)
        try engine.window.setRootViewController(nav)
        nav.definesPresentationContext = true
        #expect(first.presentationContext === nav)
        let detail = Recorder(engine, "detail", log)
        detail.modalPresentationStyle = .currentContext
        log.entries.removeAll()
        try first.present(detail, animated: false)
        #expect(detail.presentingViewController === nav && nav.presentedViewController === detail)
        #expect(first.presentedViewController == nil)
        #expect(try detail.view.frame == Rect(0, 0, W, H))
        #expect(try nav.view.window == nil)                 // currentContext: the context's view leaves
        try detail.dismiss(animated: false)
        #expect(try nav.view.window === engine.window)
    }

    /// Apple, `definesPresentationContext`: "The default value for this property is false.
    /// Some system-provided view controllers, such as UINavigationController, change the
    /// default value to true." So a stack inside a tab is the context of a `currentContext`
    /// presentation from its top controller, with nothing set: the stack is covered, the tab
    /// bar controller (the root) is not.
    @Test func aNavigationControllerDefinesTheContextByDefault() throws {
        let (engine, _, log) = try rootedEngine()
        #expect(ViewController(engine: engine).definesPresentationContext == false)
        let first = Recorder(engine, "first", log), other = Recorder(engine, "other", log)
        let nav = try NavigationController(engine: engine, rootViewController: first)
        #expect(nav.definesPresentationContext == true)
        let tabs = try TabBarController(engine: engine, viewControllers: [nav, other])
        try engine.window.setRootViewController(tabs)
        #expect(first.presentationContext === nav)
        let detail = Recorder(engine, "detail", log)
        detail.modalPresentationStyle = .currentContext
        try first.present(detail, animated: false)
        #expect(detail.presentingViewController === nav && nav.presentedViewController === detail)
        #expect(tabs.presentedViewController == nil)
        #expect(try nav.view.window == nil && tabs.view.window === engine.window)
    }

    @Test func overCurrentContextKeepsTheContextsViewAndWithoutADefinerUsesTheLevel() throws {
        let (engine, root, log) = try rootedEngine()
        #expect(root.presentationContext === root)          // nothing defines one: the root
        let over = Recorder(engine, "over", log)
        over.modalPresentationStyle = .overCurrentContext
        try root.present(over, animated: false)
        #expect(log.entries == ["over.viewDidLoad", "over.viewWillAppear", "over.viewDidAppear"])
        #expect(try root.view.window === engine.window && over.view.frame == Rect(0, 0, W, H))
        // a presented controller stands for its level
        let inner = Recorder(engine, "inner", log)
        inner.modalPresentationStyle = .currentContext
        #expect(over.presentationContext === over)
        try over.present(inner, animated: false)
        #expect(inner.presentingViewController === over)
    }

    @Test func aPopoverAdaptsToASheetInCompactWidthAndNeedsASourceOnIPad() throws {
        let (engine, root, log) = try rootedEngine()
        let pop = Recorder(engine, "pop", log)
        pop.modalPresentationStyle = .popover
        #expect(pop.sheetPresentationController == nil)        // UIKit's is nil for a popover
        try root.present(pop, animated: false)
        #expect(try pop.view.frame == Rect(0, 59 + 10, W, H - 69))
        #expect(pop.presentationController is SheetPresentationController)
        try pop.dismiss(animated: false)
        try engine.setScreen(.iPad)           // a regular-width popover: PopoverPresentationTests
        #expect(throws: CoreError.self) { try root.present(pop, animated: false) }     // no source view
        #expect(root.presentedViewController == nil)
    }

    @Test func aCrossDissolvedSheetFadesInAtItsCard() throws {
        let (engine, root, log) = try rootedEngine()
        let card = Recorder(engine, "card", log)
        card.modalPresentationStyle = .pageSheet
        card.modalTransitionStyle = .crossDissolve
        try root.present(card, animated: true)
        try engine.clock.advance(0.25)
        expectClose(try card.view.presentation.alpha, TimingCurve.easeInOut.value(at: 0.5), 1e-9)
        #expect(try card.view.presentation.frame == Rect(0, 69, W, H - 69))
        try engine.clock.advance(0.25)
        try card.dismiss(animated: true)
        try engine.clock.advance(0.5)
        #expect(try root.presentedViewController == nil && card.view.alpha == 1 && root.view.transform == .identity)
    }
}
