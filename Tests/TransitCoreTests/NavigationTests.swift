import Testing
@testable import TransitCore

/// NavigationController (docs/transitions.md, "Navigation"): the stack rules, the life cycle
/// in UIKit's order, the default slide's timing, a delegate's animator and its cancellation.
@Suite struct NavigationTests {
    final class Delegate: NavigationControllerDelegate {
        var animator: (any AnimatedTransitioning)?
        var asked: [String] = []
        func animationController(for operation: NavigationController.Operation, from: ViewController,
                                 to: ViewController) throws -> (any AnimatedTransitioning)? {
            asked.append("\(operation.rawValue) \(from.displayName)->\(to.displayName)")
            return animator
        }
    }

    func setUp() throws -> (Engine, NavigationController, Recorder, Log) { try navigationEngine() }

    @Test func theRootAppearsWithItsNavigationController() throws {
        let engine = Engine()
        let log = Log()
        let a = Recorder(engine, "a", log)
        let nav = try NavigationController(engine: engine, rootViewController: a)
        try engine.window.setRootViewController(nav)
        #expect(log.entries.contains("a.viewWillAppear"))
        #expect(log.entries.contains("a.viewDidAppear"))
        #expect(a.isAppeared)
        #expect(try a.view.superview === nav.view)
    }

    /// A navigation controller that logs its own `viewDidLoad`.
    final class LoggingNavigation: NavigationController {
        var log: Log?
        override func viewDidLoad() throws { log?("nav.viewDidLoad") }
    }

    /// UIKit loads a container's view before its children's: the top's view loads when the
    /// navigation controller puts it in, after the navigation controller's `viewDidLoad`.
    @Test func theNavigationControllerLoadsBeforeItsTop() throws {
        let engine = Engine()
        let log = Log()
        let a = Recorder(engine, "a", log)
        let nav = try LoggingNavigation(engine: engine, rootViewController: a)
        nav.log = log
        #expect(!a.isViewLoaded)
        try engine.window.setRootViewController(nav)
        #expect(log.entries.prefix(2) == ["nav.viewDidLoad", "a.viewDidLoad"])
        #expect(try a.view.superview === nav.view)
        #expect(try nav.view.subviews.count == 1)
    }

    @Test func pushAndPopChangeTheStackAndCallInUIKitsOrder() throws {
        let (engine, nav, a, log) = try setUp()
        let b = Recorder(engine, "b", log)
        try nav.push(b, animated: false)
        #expect(nav.viewControllers.map(\.displayName) == ["a", "b"])
        #expect(nav.topViewController === b && b.navigationController === nav)
        #expect(log.entries == ["b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear",
                                "a.viewDidDisappear", "b.viewDidAppear"])
        #expect(try nav.view.subviews.map(\.displayName) == ["b"])
        log.entries.removeAll()
        let popped = try nav.pop(animated: false)
        #expect(popped === b && b.navigationController == nil && a.navigationController === nav)
        #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
        #expect(try nav.view.subviews.map(\.displayName) == ["a"])
    }

    @Test func poppingTheRootDoesNothing() throws {
        let (_, nav, a, log) = try setUp()
        #expect(try nav.pop(animated: true) == nil)
        #expect(try nav.popToRoot(animated: true) == nil)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
        #expect(log.entries.isEmpty)
    }

    @Test func pushingAControllerAlreadyInAStackThrows() throws {
        let (engine, nav, a, log) = try setUp()
        #expect(throws: CoreError.self) { try nav.push(a, animated: false) }
        let other = try NavigationController(engine: engine, rootViewController: Recorder(engine, "c", log))
        let c = other.topViewController!
        do {
            try nav.push(c, animated: false)
            Issue.record("expected an error")
        } catch let error as CoreError {
            #expect(error.message == "Pushing the same view controller instance more than once is not supported (<ViewController: c>)")
        }
        #expect(nav.viewControllers.count == 1)
    }

    @Test func popToRootSkipsTheControllersBetween() throws {
        let (engine, nav, _, log) = try setUp()
        let b = Recorder(engine, "b", log), c = Recorder(engine, "c", log)
        try nav.push(b, animated: false)
        try nav.push(c, animated: false)
        log.entries.removeAll()
        let popped = try nav.popToRoot(animated: false)
        #expect(popped?.map(\.displayName) == ["b", "c"])
        #expect(log.entries == ["c.viewWillDisappear", "a.viewWillAppear", "c.viewDidDisappear", "a.viewDidAppear"])
        #expect(b.navigationController == nil && c.navigationController == nil)
    }

    @Test func theDefaultSlideTakesItsDurationAndIgnoresAPushMeanwhile() throws {
        let (engine, nav, a, log) = try setUp()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.message) }
        let b = Recorder(engine, "b", log)
        try nav.push(b, animated: true, origin: "s.lua:3")
        #expect(nav.isTransitioning)
        try nav.push(Recorder(engine, "c", log), animated: true, origin: "s.lua:4")
        #expect(warnings == ["Attempt to push <ViewController: c> on <NavigationController: nav> while a push or pop transition is in progress!"])
        #expect(log.entries.last == "b.viewWillAppear")
        try engine.runUntilIdle()
        #expect(engine.clock.seconds == NavigationController.duration)
        #expect(log.entries.suffix(2) == ["a.viewDidDisappear", "b.viewDidAppear"])
        #expect(nav.viewControllers.count == 2 && a.viewIfLoaded?.superview == nil)
        #expect(engine.timeline.map(\.description).contains { $0.contains("push #1 b on nav animated=true at s.lua:3") })
    }

    @Test func aDelegatesAnimatorSeesTheControllersAndCanCancel() throws {
        let (engine, nav, a, log) = try setUp()
        let delegate = Delegate()
        let animator = TestAnimator(log, duration: 0.2)
        let navView = try nav.view
        animator.onAnimate = { [unowned a, unowned navView] ctx in
            #expect(ctx.viewController(forKey: .from) === a)
            #expect(ctx.containerView === navView)
            #expect(ctx.finalFrame(for: ctx.viewController(forKey: .to)!) == navView.bounds)
            try ctx.cancelInteractiveTransition()
        }
        delegate.animator = animator
        nav.delegate = delegate
        let b = Recorder(engine, "b", log)
        try nav.push(b, animated: true)
        #expect(delegate.asked == ["push a->b"])
        #expect(nav.viewControllers.count == 2)
        let ctx = try #require(animator.context)
        log.entries.removeAll()
        try ctx.completeTransition(false)
        #expect(nav.viewControllers.map(\.displayName) == ["a"])
        #expect(b.navigationController == nil && !nav.isTransitioning)
        #expect(log.entries == ["b.viewWillDisappear", "b.viewDidDisappear", "a.viewWillAppear", "a.viewDidAppear",
                                "animator.animationEnded(false)"])
        #expect(try nav.view.subviews.map(\.displayName) == ["a"])
    }

    /// A delegate's animator that throws in `animateTransition`: the push is undone, its
    /// timeline entry cancelled, and `animationEnded(false)` called once — UIKit calls it at
    /// the end of every transition, whatever ended it.
    @Test func aDelegatesAnimatorThatThrowsIsToldTheEndOnce() throws {
        let (engine, nav, _, log) = try setUp()
        let delegate = Delegate()
        let animator = TestAnimator(log, duration: 0.2)
        animator.onAnimate = { _ in throw Boom(tag: "animate") }
        delegate.animator = animator
        nav.delegate = delegate
        let b = Recorder(engine, "b", log)
        #expect(throws: Boom(tag: "animate")) { try nav.push(b, animated: true, origin: "s.lua:9") }
        #expect(nav.viewControllers.map(\.displayName) == ["a"] && !nav.isTransitioning)
        #expect(log.entries.filter { $0.hasPrefix("animator.animationEnded") } == ["animator.animationEnded(false)"])
        #expect(engine.transitionLines == ["0.000000 push #1 b on nav animated=true at s.lua:9",
                                           "0.000000 push #1 cancelled"])
        try engine.runUntilIdle()
        #expect(log.entries.filter { $0.hasPrefix("animator.animationEnded") }.count == 1)
        nav.delegate = nil
        try nav.push(b, animated: false)
        #expect(nav.topViewController === b)
    }

    /// Under a delegate's animator the push's coordinator is the controllers' from the first
    /// `will` call, as UIKit's ("exists as soon as the transition begins"): it was nil in
    /// `viewWillAppear`, so a block added there could not join the transition. The block
    /// waits for the animator and runs once, its completion at the end.
    @Test func aPushsCoordinatorIsThereInViewWillAppear() throws {
        let (engine, nav, _, log) = try setUp()
        let delegate = Delegate()
        delegate.animator = TestAnimator(log, duration: 0.2)
        nav.delegate = delegate
        let b = Recorder(engine, "b", log)
        b.onWillAppear = { [unowned b] in                   // (b holds this closure)
            guard let coordinator = b.transitionCoordinator else { return log("no coordinator") }
            try coordinator.animate(alongside: { _ in log("alongside") }, completion: { _ in log("completion") })
        }
        try nav.push(b, animated: true)
        #expect(log.entries.suffix(3) == ["animator.transitionDuration", "animator.animateTransition", "alongside"])
        try engine.runUntilIdle()
        #expect(log.entries.suffix(4) == ["a.viewDidDisappear", "b.viewDidAppear", "completion", "animator.animationEnded(true)"])
        #expect(b.transitionCoordinator == nil && engine.transitionsInFlight.isEmpty)
    }
}
