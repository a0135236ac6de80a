import Testing
@testable import TransitCore

/// Controllers: the lazy view, the root, and non-animated present/dismiss with UIKit's
/// hierarchy rules and life-cycle order.
@Suite struct PresentationTests {
    @Test func theViewLoadsLazilyOnceAndFillsTheScreen() throws {
        let engine = Engine(), log = Log()
        let vc = Recorder(engine, "a", log)
        #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil && log.entries.isEmpty)
        let view = try vc.view
        #expect(view.frame == Rect(0, 0, 393, 852))
        #expect(try vc.view === view)
        #expect(log.entries == ["a.viewDidLoad"])
        try vc.setView(nil)                         // unloaded: the next access loads again
        #expect(try vc.view !== view)
        #expect(log.entries == ["a.viewDidLoad", "a.viewDidLoad"])
    }

    @Test func loadViewMustSetTheViewAndNotReadItFirst() throws {
        final class Empty: ViewController {
            override func loadView() throws {}
        }
        final class Eager: ViewController {
            override func loadView() throws { _ = try view }
        }
        final class Custom: ViewController {
            override func loadView() throws { try setView(View(engine: engine, frame: Rect(1, 2, 3, 4))) }
        }
        let engine = Engine()
        let empty = Empty(engine: engine), eager = Eager(engine: engine)   // #2 and #3: the window is #1
        #expect(coreError { _ = try empty.view }?.message == "<ViewController: ViewController#2>: loadView must set view")
        #expect(coreError { _ = try eager.view }?.message
                == "<ViewController: ViewController#3>: view was read inside loadView before loadView set it")
        #expect(try Custom(engine: engine).view.frame == Rect(1, 2, 3, 4))
    }

    @Test func theRootsViewFillsTheWindowAndAppears() throws {
        let engine = Engine(), log = Log()
        let first = Recorder(engine, "first", log), second = Recorder(engine, "second", log)
        try engine.window.setRootViewController(first)
        #expect(engine.window.rootViewController === first)
        #expect(engine.windowSubviewNames == ["first"])
        #expect(try first.view.frame == engine.window.bounds)
        #expect(log.entries == ["first.viewDidLoad", "first.viewWillAppear", "first.viewDidAppear"])
        log.entries.removeAll()
        try engine.window.setRootViewController(second)
        #expect(engine.windowSubviewNames == ["second"])
        #expect(log.entries == ["second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear",
                                "second.viewDidAppear", "first.viewDidDisappear"])
        #expect(!first.isAppeared && second.isAppeared)
    }

    @Test func fullScreenTakesThePresentersViewOutOfTheWindow() throws {
        let (engine, root, log) = try rootedEngine()
        let green = Recorder(engine, "green", log)
        var completed = 0
        try root.present(green, animated: false, origin: "s.lua:1") { completed += 1 }
        #expect(root.presentedViewController === green && green.presentingViewController === root)
        #expect(green.presentationState == .presented && root.presentationState == .idle)
        #expect(engine.windowSubviewNames == ["container(green)[green]"])
        #expect(try green.view.frame == engine.window.bounds)
        #expect(log.entries == ["green.viewDidLoad", "root.viewWillDisappear", "green.viewWillAppear",
                                "green.viewDidAppear", "root.viewDidDisappear"])
        // the completion: one run-loop turn later, at the same clock time
        #expect(completed == 0)
        try engine.clock.drainAsync()
        #expect(completed == 1 && engine.clock.now == 0)
        #expect(engine.timeline.map(\.description) == [
            "0.000000 present #1 green on root style=fullScreen animated=false at s.lua:1",
            "0.000000 present #1 completed",
        ])
    }

    @Test func overFullScreenKeepsThePresentersViewAndItsAppearance() throws {
        let (engine, root, log) = try rootedEngine()
        let sheet = Recorder(engine, "sheet", log)
        sheet.modalPresentationStyle = .overFullScreen
        try root.present(sheet, animated: false)
        #expect(engine.windowSubviewNames == ["root", "container(sheet)[sheet]"])
        #expect(log.entries == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        log.entries.removeAll()
        try root.dismiss(animated: false)
        #expect(engine.windowSubviewNames == ["root"])
        #expect(log.entries == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(root.isAppeared && !sheet.isAppeared)
    }

    @Test func dismissCalledOnThePresentedControllerDismissesItself() throws {
        let (engine, root, log) = try rootedEngine()
        let green = Recorder(engine, "green", log)
        try root.present(green, animated: false)
        try engine.clock.drainAsync()
        log.entries.removeAll()
        var completed = 0
        try green.dismiss(animated: false, origin: "s.lua:2") { completed += 1 }
        #expect(root.presentedViewController == nil && green.presentingViewController == nil)
        #expect(green.presentationState == .idle)
        #expect(engine.windowSubviewNames == ["root"])
        #expect(try root.view.frame == engine.window.bounds)
        #expect(log.entries == ["green.viewWillDisappear", "root.viewWillAppear", "root.viewDidAppear",
                                "green.viewDidDisappear"])
        try engine.clock.drainAsync()
        #expect(completed == 1)
        #expect(engine.timeline.suffix(2).map(\.description) == [
            "0.000000 dismiss #2 green from root animated=false at s.lua:2",
            "0.000000 dismiss #2 completed",
        ])
    }

    @Test func dismissingLowerInTheChainDismissesEverythingAbove() throws {
        let (engine, root, log) = try rootedEngine()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log), c = Recorder(engine, "c", log)
        c.modalPresentationStyle = .overFullScreen
        try root.present(a, animated: false)
        try a.present(b, animated: false)
        try b.present(c, animated: false)
        #expect(engine.presentationChain.map(\.displayName) == ["root", "a", "b", "c"])
        #expect(engine.windowSubviewNames == ["container(a)[]", "container(b)[b]", "container(c)[c]"])
        log.entries.removeAll()
        try a.dismiss(animated: false)                 // b and c go; a stays, and appears again
        #expect(engine.presentationChain.map(\.displayName) == ["root", "a"])
        #expect(engine.windowSubviewNames == ["container(a)[a]"])
        #expect(log.entries == ["c.viewWillDisappear", "b.viewWillDisappear", "a.viewWillAppear",
                                "a.viewDidAppear", "c.viewDidDisappear", "b.viewDidDisappear"])
        #expect([b, c].allSatisfy { $0.presentationState == .idle && $0.presentingViewController == nil })
        try engine.clock.drainAsync()
        #expect(engine.timeline.map(\.description).contains("0.000000 dismiss #4 b, c from a animated=false"))
    }

    /// Seed 003's unwind adds the presenter's view into the presented one before dismissing:
    /// the dismissal puts it back into the window.
    @Test func thePresentersViewComesBackFromWhereverASegueBorrowedIt() throws {
        let (engine, root, _) = try rootedEngine()
        let green = Recorder(engine, "green", Log())
        try root.present(green, animated: false)
        let rootView = try root.view
        try green.view.addSubview(rootView)
        try rootView.setFrame(Rect(10, 10, 10, 10))
        try green.dismiss(animated: false)
        #expect(rootView.superview === engine.window && engine.windowSubviewNames == ["root"])
        #expect(rootView.frame == engine.window.bounds)
        #expect(try green.view.window == nil)
    }

    @Test func theChainIsReportedAndItsViewsAreHeld() throws {
        let engine = Engine()
        var events: [String] = []
        engine.presentationObserver = { vc, held in events.append("\(vc.displayName)\(held ? "+" : "-")") }
        let log = Log()
        let root = Recorder(engine, "root", log), green = Recorder(engine, "green", log)
        try engine.window.setRootViewController(root)
        let label = View(engine: engine)
        try root.view.addSubview(label)
        try root.present(green, animated: false)
        // the covered presenter's view left the window; the engine still holds it, subviews too
        #expect(try root.view.window == nil)
        #expect(try engine.holds(root.view) && engine.holds(label))
        #expect(root.isInPresentationChain && green.isInPresentationChain)
        try root.dismiss(animated: false)
        #expect(try !engine.holds(green.view) && !green.isInPresentationChain)
        try engine.window.setRootViewController(nil)
        #expect(engine.window.subviews.isEmpty && !engine.holds(label))
        #expect(events == ["root+", "green+", "green-", "root-"])
    }
}
