import Testing
@testable import TransitCore

/// Misuse of present/dismiss, with UIKit's outcomes: what UIKit raises on throws; what it
/// logs and ignores gives one warning and changes nothing.
@Suite struct PresentationMisuseTests {
    /// An engine with a root and the warnings it gives.
    func setUp() throws -> (Engine, Recorder, Log, Box<[String]>) {
        let (engine, root, log) = try rootedEngine()
        let warnings = Box<[String]>([])
        engine.onWarning = { warnings.value.append($0.description) }
        return (engine, root, log, warnings)
    }

    @Test func presentingAPresentedControllerIsAnError() throws {
        let (engine, root, log, _) = try setUp()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log)
        try root.present(a, animated: false)
        #expect(coreError { try a.present(root, animated: false) }?.message
                == "Application tried to present modally an active controller <ViewController: root>.")
        #expect(coreError { try a.present(a, animated: false) }?.message
                == "Application tried to present modally an active controller <ViewController: a>.")
        try a.present(b, animated: false)
        try a.dismiss(animated: false)
        try root.dismiss(animated: false)
        let other = Recorder(engine, "other", log)
        try engine.window.setRootViewController(other)
        try other.present(a, animated: false)
        #expect(coreError { try b.present(a, animated: false) }?.kind == .invalidPresentation)
        let error = coreError { try other.present(a, animated: false) }
        #expect(error?.message == "Application tried to present modally a view controller <ViewController: a> that is already being presented by <ViewController: other>.")
    }

    @Test func presentingFromAControllerThatAlreadyPresentsIsIgnoredWithAWarning() throws {
        let (engine, root, log, warnings) = try setUp()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log)
        try root.present(a, animated: false)
        try engine.clock.drainAsync()
        let events = engine.timeline.count
        var ran = false
        try root.present(b, animated: false, origin: "s.lua:7") { ran = true }
        try engine.clock.drainAsync()
        #expect(warnings.value == ["s.lua:7: Attempt to present <ViewController: b> on <ViewController: root> which is already presenting <ViewController: a>"])
        #expect(!ran && root.presentedViewController === a && b.presentationState == .idle)
        #expect(!b.isViewLoaded && engine.timeline.count == events)
    }

    @Test func presentingFromAViewOutsideTheWindowIsIgnoredWithAWarning() throws {
        let (engine, _, log, warnings) = try setUp()
        let loose = Recorder(engine, "loose", log), b = Recorder(engine, "b", log)
        try loose.present(b, animated: false)
        #expect(warnings.value == ["Attempt to present <ViewController: b> on <ViewController: loose> whose view is not in the window hierarchy!"])
        #expect(loose.presentedViewController == nil)
    }

    @Test func presentingDuringATransitionIsIgnoredWithAWarning() throws {
        let (engine, root, log, warnings) = try setUp()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log)
        a.onWillAppear = { [unowned a] in try a.present(b, animated: false, origin: "s.lua:3") }
        try root.present(a, animated: false)
        #expect(warnings.value == ["s.lua:3: Attempt to present <ViewController: b> on <ViewController: a> while a presentation is in progress!"])
        #expect(a.presentedViewController == nil && a.presentationState == .presented)
    }

    @Test func dismissingDuringATransitionIsIgnoredWithAWarning() throws {
        let (engine, root, log, warnings) = try setUp()
        let a = Recorder(engine, "a", log)
        a.onWillAppear = { [unowned a] in try a.dismiss(animated: false, origin: "s.lua:4") }
        try root.present(a, animated: false)
        #expect(warnings.value == ["s.lua:4: Attempt to dismiss from view controller <ViewController: a> while a presentation or dismiss is in progress!"])
        #expect(root.presentedViewController === a)
    }

    @Test func dismissingWithNothingPresentedDoesNothing() throws {
        let (engine, root, log, warnings) = try setUp()
        var ran = false
        try root.dismiss(animated: false) { ran = true }
        try Recorder(engine, "loose", log).dismiss(animated: false) { ran = true }
        try engine.clock.drainAsync()
        #expect(!ran && warnings.value.isEmpty && engine.timeline.isEmpty && log.entries.isEmpty)
    }

    @Test func theRootCannotBeReplacedWhilePresentingNorBeAPresentedController() throws {
        let (engine, root, log, _) = try setUp()
        let a = Recorder(engine, "a", log)
        try root.present(a, animated: false)
        #expect(coreError { try engine.window.setRootViewController(a) }?.message
                == "rootViewController: <ViewController: a> is presented by <ViewController: root> and cannot become the root")
        #expect(coreError { try engine.window.setRootViewController(Recorder(engine, "b", log)) }?.message
                == "rootViewController: <ViewController: root> presents <ViewController: a>; dismiss it before replacing the root")
        #expect(engine.window.rootViewController === root)
    }

    /// An override that throws: the transition still completes, the overrides after it run
    /// (they were skipped), and the error surfaces once.
    @Test func anErrorInAnOverrideLeavesTheChainWhole() throws {
        let (engine, root, log, _) = try setUp()
        let a = Recorder(engine, "a", log)
        a.onWillAppear = { throw Boom(tag: "willAppear") }
        #expect(throws: Boom(tag: "willAppear")) { try root.present(a, animated: false) }
        #expect(root.presentedViewController === a && a.presentationState == .presented)
        #expect(engine.windowSubviewNames == ["container(a)[a]"])
        try engine.runUntilIdle()
        #expect(log.entries == ["a.viewDidLoad", "root.viewWillDisappear", "a.viewWillAppear",
                                "a.viewDidAppear", "root.viewDidDisappear"])
    }

    /// A view has one controller (UIKit raises): taking another controller's view is an error
    /// and changes nothing, so the animated present and dismiss that follow work; once that
    /// controller has another view, the old one is free.
    @Test func aControllersViewCannotBecomeAnothersView() throws {
        let (engine, root, log, warnings) = try setUp()
        let a = Recorder(engine, "a", log)
        let shared = try root.view
        let error = coreError { try a.setView(shared) }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.message == "<ViewController: a>: root is the view of <ViewController: root>, which is in use; a view can have one controller (set root's view to another first)")
        #expect(a.viewIfLoaded == nil)
        try root.present(a, animated: true)
        try engine.runUntilIdle()
        try a.dismiss(animated: true)
        try engine.runUntilIdle()
        #expect(root.presentedViewController == nil && engine.windowSubviewNames == ["root"])
        #expect(warnings.value == [])
        try root.setView(View(engine: engine))
        try a.setView(shared)
        #expect(a.viewIfLoaded === shared)
    }

    /// A view holds its controller `unowned` (a weak link would slow every retain of every
    /// controller): the link is cleared when the view stops being the controller's — replaced,
    /// taken by another, or the controller gone — so a view that outlives its controller
    /// never reaches it, and can be another's at once.
    @Test func aViewsLinkToItsControllerEndsWithIt() throws {
        let engine = Engine()
        let kept = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        weak var gone: ViewController?
        do {
            let a = ViewController(engine: engine)
            try a.setView(kept)
            #expect(kept.owningController === a)
            gone = a
        }
        #expect(gone == nil && kept.owningController == nil)
        let b = ViewController(engine: engine)
        try b.setView(kept)
        #expect(kept.owningController === b)
        let other = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try b.setView(other)                                   // replaced: the old view is free
        #expect(kept.owningController == nil && other.owningController === b)
        let c = ViewController(engine: engine)
        try c.setView(other)                                   // taken: b (not in use) gives it up
        #expect(other.owningController === c && b.viewIfLoaded == nil)
        try b.setView(nil)
        #expect(other.owningController === c)                  // b's nil touches not c's view
    }

    /// A controller no longer in use (not presented, not a root, in no stack, its view in no
    /// window) gives its view up to another at once, whether or not Lua has collected it yet:
    /// what happens must not depend on when the collector runs. It loads a new view if asked.
    @Test func aControllerNotInUseGivesItsViewUp() throws {
        let (engine, root, log, _) = try setUp()
        let card = Recorder(engine, "card", log)
        let view = try card.view
        let host = Recorder(engine, "host", log)
        try host.setView(view)
        #expect(host.viewIfLoaded === view && card.viewIfLoaded == nil)
        #expect(try card.view !== view)
        // one in use keeps it: the presented host's view cannot be taken while it is on screen
        try root.present(host, animated: false)
        #expect(coreError { try card.setView(view) }?.kind == .invalidArgument)
        #expect(host.viewIfLoaded === view)
    }

    /// A controller whose view holds the presenter's (a presentation's container) cannot be
    /// presented by it: the presentation would carry the presenter's view off screen. The
    /// error changes nothing.
    @Test func presentingAControllerWhoseViewHoldsThePresentersIsAnError() throws {
        let (engine, root, log, _) = try setUp()
        let a = Recorder(engine, "a", log), b = ViewController(engine: engine)
        b.name = "b"
        try root.present(a, animated: false)
        let container: View = try #require(try a.view.superview)
        try b.setView(container)
        let error = coreError { try a.present(b, animated: false) }
        #expect(error?.kind == .invalidPresentation)
        #expect(error?.message == "Application tried to present <ViewController: b> whose view container(a) holds the view of the presenting <ViewController: a>")
        #expect(a.presentedViewController == nil && b.presentationState == .idle)
        #expect(engine.windowSubviewNames == ["container(a)[a]"])
        #expect(engine.transitionsInFlight.isEmpty)
    }
}

/// A reference cell for closures in tests.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A coordinator a script kept past its transition coordinates nothing, as UIKit's.
@Suite struct KeptCoordinatorTests {
    @Test func aCoordinatorKeptPastItsTransitionAnimatesNothing() throws {
        let (engine, root, green, _, _, _) = try transitionSetUp(.fullScreen)
        var kept: TransitionContext.Coordinator?
        try root.present(green, animated: true)
        kept = green.transitionCoordinator
        #expect(kept != nil)
        try engine.clock.runUntilIdle()
        var ran = false
        #expect(try kept?.animate(alongside: { _ in ran = true }, completion: { _ in ran = true }) == false)
        try engine.clock.runUntilIdle()
        #expect(!ran)
        #expect(kept?.isInteractive == false && kept?.isCancelled == false)
    }
}
