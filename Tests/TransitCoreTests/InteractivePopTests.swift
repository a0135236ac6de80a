import Testing
@testable import TransitCore

/// The navigation controller's edge swipe (docs/navigation.md): where it may begin, the default
/// pop dragged by the finger (the popped view at the translation, the revealed one a third of
/// the remaining width to the left), the release rule (past half the width, or ±300 pt/s),
/// and the life cycle of a finished and a cancelled pop. The window is 393 points wide; the
/// clock runs at 60 fps.
@Suite struct InteractivePopTests {
    let W = 393.0

    final class Refuser: GestureRecognizerDelegate {
        var answer = false
        var failure: CoreError?
        var asked = 0
        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) throws -> Bool {
            asked += 1
            if let failure { throw failure }
            return answer
        }
    }

    /// A window whose root is "nav" holding "a", then "b" pushed without animation; log cleared.
    func stack() throws -> (Engine, NavigationController, Recorder, Recorder, Log) {
        let engine = Engine()
        let log = Log()
        let a = Recorder(engine, "a", log), b = Recorder(engine, "b", log)
        let nav = try NavigationController(engine: engine, rootViewController: a)
        nav.name = "nav"
        try engine.window.setRootViewController(nav)
        try nav.push(b, animated: false)
        try engine.runUntilIdle()
        log.entries.removeAll()
        return (engine, nav, a, b, log)
    }

    @Test func theRecognizerIsAnEdgePanOnTheNavigationControllersView() throws {
        let (_, nav, _, _, _) = try stack()
        let r = nav.interactivePopGestureRecognizer
        #expect(r.view === (try nav.view))
        #expect(r.typeName == "ScreenEdgePanGestureRecognizer")
        #expect(r.receivesTouch(at: Point(x: 0, y: 400)) && r.receivesTouch(at: Point(x: 19.9, y: 400)))
        #expect(!r.receivesTouch(at: Point(x: 20, y: 400)))
    }

    @Test func theViewsFollowTheFinger() throws {
        let (engine, nav, a, b, _) = try stack()
        let touch = try #require(try engine.window.touch(at: Point(x: 5, y: 400)))
        try touch.move(to: Point(x: 105, y: 400), duration: 0.5)
        try engine.clock.advance(0.5)
        #expect(nav.isTransitioning && nav.topViewController === a)   // the stack changed at once
        // 100 of 393 points: b's left edge under the finger's travel, a a third of the rest left
        expectClose(try b.view.presentation.frame.minX, 100, 1e-9)
        expectClose(try a.view.presentation.frame.minX, -(W - 100) / 3, 1e-9)
        try engine.clock.advance(2)                                   // a finger at rest holds it
        expectClose(try b.view.presentation.frame.minX, 100, 1e-9)
        try touch.move(to: Point(x: 201.5, y: 400), duration: 0.25)
        try engine.clock.advance(0.25)
        expectClose(try b.view.presentation.frame.minX, W / 2, 1e-9)
        expectClose(try a.view.presentation.frame.minX, -W / 6, 1e-9)
    }

    @Test func aSlowReleasePastHalfFinishesAlongTheCompletionCurve() throws {
        let (engine, nav, a, b, log) = try stack()
        // 250 points in 1 s: 250 pt/s, under the flick speed; 250 / 393 is past half
        _ = try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 255, y: 400), duration: 1)
        try engine.clock.advance(1)
        let p = 250 / W, rest = (1 - p) * NavigationController.duration
        // halfway through the rest, ease-in-ease-out is at half: b halfway from 250 to 393
        try engine.clock.advance(rest / 2)
        expectClose(try b.view.presentation.frame.minX, 250 + (W - 250) / 2, 0.05)
        try engine.clock.advance(rest / 2 + 0.001)
        #expect(!nav.isTransitioning)
        #expect(nav.viewControllers.map(\.displayName) == ["a"] && b.navigationController == nil)
        #expect(try nav.view.subviews.map(\.displayName) == ["a"])
        #expect(try a.view.frame == Rect(0, 0, W, 852))
        #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
        #expect(engine.timeline.map(\.description).contains { $0.contains("pop #") && $0.contains("interaction finishes") })
    }

    @Test func aFlickFinishesAShortSwipe() throws {
        let (engine, nav, a, _, log) = try stack()
        // 60 points in 0.1 s: 600 pt/s, 15 % of the width
        _ = try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 65, y: 400), duration: 0.1)
        try engine.clock.advance(0.1 + NavigationController.duration)
        #expect(nav.viewControllers.map(\.displayName) == ["a"] && nav.topViewController === a)
        #expect(log.entries.last == "a.viewDidAppear")
    }

    @Test func aLaterPopRunsByTheClock() throws {
        let (engine, nav, a, b, _) = try stack()
        _ = try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 105, y: 400), duration: 0.5)
        try engine.clock.advance(1)                          // cancelled: b is back on top
        #expect(nav.topViewController === b && nav.interactivePop == nil)
        try nav.pop(animated: true)                          // not the swipe's: the default slide
        try engine.clock.advance(NavigationController.duration / 2)
        expectClose(try b.view.presentation.frame.minX, W * 0.5, 1e-9)    // easeInOut(½) = ½
        try engine.clock.advance(NavigationController.duration / 2)
        #expect(nav.topViewController === a && !nav.isTransitioning)
    }

    @Test func aSlowShortSwipeCancelsAndKeepsTheTop() throws {
        let (engine, nav, a, b, log) = try stack()
        _ = try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 105, y: 400), duration: 0.5)  // 200 pt/s
        try engine.clock.advance(0.5)
        let p = 100 / W
        try engine.clock.advance(p * NavigationController.duration / 2)   // halfway back
        expectClose(try b.view.presentation.frame.minX, 50, 0.05)
        try engine.clock.advance(p * NavigationController.duration / 2 + 0.001)
        #expect(!nav.isTransitioning)
        #expect(nav.viewControllers.map(\.displayName) == ["a", "b"] && nav.topViewController === b)
        #expect(b.navigationController === nav)
        #expect(try nav.view.subviews.map(\.displayName) == ["b"])
        #expect(try b.view.frame == Rect(0, 0, W, 852) && (try a.view.frame) == Rect(0, 0, W, 852))
        // UIKit's order for a cancelled interactive pop (docs/transitions.md's table)
        #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear",
                                "a.viewWillDisappear", "a.viewDidDisappear", "b.viewWillAppear", "b.viewDidAppear"])
        #expect(engine.timeline.map(\.description).contains { $0.contains("interaction cancels") })
        #expect(engine.timeline.map(\.description).contains { $0.contains("pop #") && $0.contains("cancelled") })
    }

    @Test func aFlickBackCancelsPastHalf() throws {
        let (engine, nav, _, b, _) = try stack()
        let touch = try #require(try engine.window.touch(at: Point(x: 5, y: 400)))
        try touch.move(to: Point(x: 305, y: 400), duration: 1)
        try touch.move(to: Point(x: 255, y: 400), duration: 0.05)     // -1000 pt/s at the release
        try touch.lift()
        try engine.clock.advance(1.05 + NavigationController.duration)
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
    }

    @Test func theReleaseRule() {
        #expect(NavigationController.interactivePopFinishes(percent: 0.51, velocity: 0))
        #expect(!NavigationController.interactivePopFinishes(percent: 0.5, velocity: 0))
        #expect(NavigationController.interactivePopFinishes(percent: 0.01, velocity: 300))
        #expect(!NavigationController.interactivePopFinishes(percent: 0.01, velocity: 299))
        #expect(!NavigationController.interactivePopFinishes(percent: 0.99, velocity: -300))
        #expect(NavigationController.interactivePopFinishes(percent: 0.99, velocity: -299))
    }

    @Test func aDisabledRecognizerTakesNoTouch() throws {
        let (engine, nav, _, b, log) = try stack()
        nav.interactivePopGestureRecognizer.isEnabled = false
        #expect(try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), duration: 0.3) == nil)
        try engine.clock.advance(1)
        #expect(nav.topViewController === b && log.entries.isEmpty && !nav.isTransitioning)
    }

    @Test func aSwipeAwayFromTheEdgeIsNotTheEdgeSwipes() throws {
        let (engine, nav, _, b, log) = try stack()
        #expect(try engine.window.pan(from: Point(x: 20, y: 400), to: Point(x: 300, y: 400), duration: 0.3) == nil)
        try engine.clock.advance(1)
        #expect(nav.topViewController === b && log.entries.isEmpty)
    }

    @Test func aContentPanBehindTheEdgeStillGetsItsTouch() throws {
        let (engine, nav, _, b, _) = try stack()
        var states: [String] = []
        try nav.view.addGestureRecognizer(PanGestureRecognizer { g in states.append(g.state.rawValue) })
        #expect(try engine.window.pan(from: Point(x: 100, y: 400), to: Point(x: 150, y: 400), duration: 0.05)
                !== nav.interactivePopGestureRecognizer)
        try engine.clock.advance(0.1)
        #expect(states == ["began", "changed", "changed", "ended"])
        #expect(nav.topViewController === b)
    }

    /// The recognizer holds its navigation controller weakly, as a UIKit recognizer its target:
    /// a view that outlives the controller, swiped from the edge, begins nothing (`unowned`, it
    /// aborted the host — rev27).
    @Test func aViewThatOutlivesItsNavigationControllerBeginsNoPop() throws {
        let engine = Engine()
        let kept: View
        weak var gone: NavigationController?
        do {
            let nav = try NavigationController(engine: engine, rootViewController: ViewController(engine: engine))
            try nav.push(ViewController(engine: engine), animated: false)
            kept = try nav.view
            _ = nav.interactivePopGestureRecognizer
            gone = nav
        }
        #expect(gone == nil)
        try engine.window.addSubview(kept)
        let events = engine.timeline.count
        let r = try #require(try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), duration: 0.3))
        try engine.clock.advance(0.1)
        #expect(r.state == .failed)
        try engine.clock.advance(1)
        #expect(r.state == .possible && engine.timeline.count == events)      // no transition began
    }

    @Test func theRootAloneNeverBegins() throws {
        let (engine, nav, a, _, log) = try stack()
        try nav.pop(animated: false)
        log.entries.removeAll()
        let events = engine.timeline.count
        let r = try #require(try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), duration: 0.3))
        try engine.clock.advance(0.1)
        #expect(r.state == .failed)
        try engine.clock.advance(0.5)
        #expect(r.state == .possible)
        #expect(nav.topViewController === a && log.entries.isEmpty)
        #expect(engine.timeline.count == events)          // no transition began
    }

    @Test func aDelegateMayRefuseAndIsAskedOnlyWhenThePopCouldBegin() throws {
        let (engine, nav, _, b, log) = try stack()
        let delegate = Refuser()
        nav.interactivePopGestureRecognizer.delegate = delegate
        _ = try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), duration: 0.3)
        try engine.clock.advance(1)
        #expect(delegate.asked == 1 && nav.topViewController === b && log.entries.isEmpty)
        delegate.answer = true
        _ = try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), duration: 0.3)
        try engine.clock.advance(1)
        #expect(delegate.asked == 2 && nav.viewControllers.count == 1)
        _ = try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), duration: 0.3)
        try engine.clock.advance(1)
        #expect(delegate.asked == 2)                       // one controller: the delegate is not asked
    }

    @Test func aThrowingDelegateFailsTheGestureAndLeavesTheStack() throws {
        let (engine, nav, _, b, _) = try stack()
        let delegate = Refuser()
        delegate.failure = CoreError(.invalidArgument, "no")
        nav.interactivePopGestureRecognizer.delegate = delegate
        _ = try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), duration: 0.3)
        #expect(throws: CoreError.self) { try engine.clock.advance(1) }
        try engine.clock.advance(1)                         // the rest of the touch reaches nothing
        #expect(nav.topViewController === b && !nav.isTransitioning)
        #expect(nav.interactivePopGestureRecognizer.state == .possible)
        delegate.failure = nil
        delegate.answer = true
        _ = try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), duration: 0.3)
        try engine.clock.advance(1)
        #expect(nav.viewControllers.count == 1)
    }

    /// A delegate's pop animator without an interaction controller: the swipe starts the pop
    /// and the animator runs by the clock (the finger no longer drives it).
    @Test func aDelegatesAnimatorRunsByItself() throws {
        let (engine, nav, a, _, log) = try stack()
        final class Vendor: NavigationControllerDelegate {
            let animator: TestAnimator
            init(_ animator: TestAnimator) { self.animator = animator }
            func animationController(for operation: NavigationController.Operation, from: ViewController,
                                     to: ViewController) throws -> (any AnimatedTransitioning)? { animator }
        }
        let vendor = Vendor(TestAnimator(log, duration: 0.5))
        nav.delegate = vendor
        _ = try engine.window.pan(from: Point(x: 5, y: 400), to: Point(x: 30, y: 400), duration: 1)  // 25 pt/s
        try engine.clock.advance(0.6)
        #expect(nav.topViewController === a && !nav.isTransitioning)        // completed, not cancelled
        #expect(log.entries.filter { !$0.hasPrefix("animator.") } ==
                ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
        #expect(log.entries.contains("animator.animateTransition"))
        #expect(nav.interactivePop == nil)
    }
}
