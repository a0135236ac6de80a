import Testing
@testable import TransitCore

/// A push or pop that cannot begin does not happen: when the new top's view fails to load (its
/// `viewDidLoad` raises) the stack, each controller's `navigationController`, the container and
/// the timeline stay as they were, as a present whose destination's `viewDidLoad` raises
/// (docs/transitions.md, "Navigation"). Before, the pushed controller stayed on top of the
/// stack with its view not shown, and the timeline's `push` never ended. A push that fails
/// once begun ends as cancelled, and its coordinator's completions run once.
@Suite struct NavigationFailureTests {
    /// A controller whose `viewDidLoad` raises while `fails` is set.
    final class FailingLoad: ViewController {
        var fails = true
        init(_ engine: Engine, _ name: String) {
            super.init(engine: engine)
            self.name = name
        }
        override func viewDidLoad() throws {
            try view.name = displayName
            if fails { throw Boom(tag: "\(displayName).viewDidLoad") }
        }
    }

    @Test func aPushWhoseViewDidLoadRaisesDoesNotHappen() throws {
        for (animated, withAnimator) in [(false, false), (true, false), (true, true)] {
            let (engine, nav, a, log) = try navigationEngine()
            let delegate = NavigationTests.Delegate()
            delegate.animator = withAnimator ? TestAnimator(log, duration: 0.2) : nil
            nav.delegate = delegate
            let b = FailingLoad(engine, "b")
            #expect(throws: Boom(tag: "b.viewDidLoad")) { try nav.push(b, animated: animated, origin: "s.lua:5") }
            // was: ["a", "b"], b's navigationController nav, "push #1 b …" never ended
            #expect(nav.viewControllers.map(\.displayName) == ["a"])
            #expect(b.navigationController == nil && !nav.isTransitioning && engine.transitionsInFlight.isEmpty)
            #expect(engine.transitionLines.isEmpty)
            #expect(log.entries.isEmpty && delegate.asked.isEmpty)     // nothing began: no call, no animator asked
            #expect(try nav.view.subviews.map(\.displayName) == ["a"] && a.isAppeared)
            try engine.runUntilIdle()
            // the next push is not refused as one "in progress"
            let c = Recorder(engine, "c", log)
            try nav.push(c, animated: animated)
            try engine.runUntilIdle()
            #expect(nav.topViewController === c && c.isAppeared && !a.isAppeared)
        }
    }

    /// Into an empty stack whose navigation controller is on screen, a root whose `viewDidLoad`
    /// raises is not pushed either (it stayed in the stack, its view not shown).
    @Test func aFirstPushWhoseViewDidLoadRaisesDoesNotHappen() throws {
        let engine = Engine()
        let nav = try NavigationController(engine: engine)
        try engine.window.setRootViewController(nav)
        let b = FailingLoad(engine, "b")
        #expect(throws: Boom(tag: "b.viewDidLoad")) { try nav.push(b, animated: false) }
        #expect(nav.viewControllers.isEmpty && b.navigationController == nil)
        b.fails = false
        try nav.push(Recorder(engine, "c", Log()), animated: false)
        #expect(try nav.view.subviews.map(\.displayName) == ["c"])
    }

    /// A pop or popToRoot whose target's view was unloaded loads it again; when its
    /// `viewDidLoad` raises, nothing is popped — the controllers between keep their
    /// `navigationController` too (it was nil for them and the stack [root] with b's view
    /// shown).
    @Test func aPopWhoseTargetsViewDidLoadRaisesDoesNotHappen() throws {
        for toRoot in [false, true] {
            let engine = Engine()
            let log = Log()
            let root = FailingLoad(engine, "root")
            root.fails = false
            let nav = try NavigationController(engine: engine, rootViewController: root)
            try engine.window.setRootViewController(nav)
            let b = Recorder(engine, "b", log), c = Recorder(engine, "c", log)
            try nav.push(b, animated: false)
            if toRoot { try nav.push(c, animated: false) }
            try root.setView(nil)
            root.fails = true
            log.entries.removeAll()
            #expect(throws: Boom(tag: "root.viewDidLoad")) {
                if toRoot { try nav.popToRoot(animated: true) } else { try nav.pop(animated: true) }
            }
            let top = toRoot ? c : b
            #expect(nav.viewControllers.map(\.displayName) == (toRoot ? ["root", "b", "c"] : ["root", "b"]))
            #expect(nav.viewControllers.allSatisfy { $0.navigationController === nav })
            #expect(!nav.isTransitioning && log.entries.isEmpty && top.isAppeared)
            #expect(try nav.view.subviews.map(\.displayName) == [top.displayName])
            #expect(!engine.transitionLines.contains { $0.contains("pop") })
        }
    }

    /// A delegate's push that fails once begun — the leaving view cannot go back into the
    /// container (a cycle a script built), or the animator throws — ends as cancelled, and the
    /// completions a controller gave its coordinator in `viewWillAppear` run once, seeing it
    /// cancelled, as at any cancelled end. They never ran.
    @Test func aFailedPushRunsItsCoordinatorsCompletionsOnce() throws {
        for leavingViewCannotGoBack in [true, false] {
            let (engine, nav, a, log) = try navigationEngine()
            let delegate = NavigationTests.Delegate()
            let animator = TestAnimator(log, duration: 0.2)
            if !leavingViewCannotGoBack { animator.onAnimate = { _ in throw Boom(tag: "animate") } }
            delegate.animator = animator
            nav.delegate = delegate
            let b = Recorder(engine, "b", log)
            b.onWillAppear = { [unowned b] in
                try b.transitionCoordinator?.animate(alongside: nil, completion: { ctx in
                    log("completion cancelled=\(ctx.transitionWasCancelled)")
                })
            }
            if leavingViewCannotGoBack {
                let aView = try a.view, navView = try nav.view
                aView.removeFromSuperview()
                try aView.addSubview(navView)            // the container inside the leaving view
                let error = coreError { try nav.push(b, animated: true, origin: "s.lua:9") }
                #expect(error?.kind == .hierarchyCycle)
            } else {
                #expect(throws: Boom(tag: "animate")) { try nav.push(b, animated: true, origin: "s.lua:9") }
            }
            try engine.runUntilIdle()
            #expect(log.entries.filter { $0.hasPrefix("completion") } == ["completion cancelled=true"])  // was none
            #expect(nav.viewControllers.map(\.displayName) == ["a"] && b.navigationController == nil)
            #expect(!nav.isTransitioning && engine.transitionsInFlight.isEmpty)
            #expect(engine.transitionLines == ["0.000000 push #1 b on nav animated=true at s.lua:9",
                                               "0.000000 push #1 cancelled"])
        }
    }
}
