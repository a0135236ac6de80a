import Testing
@testable import TransitCore

/// An error in a push's or pop's override, or in a block of its coordinator, is thrown once
/// (docs/controllers.md: the transition finishes, the overrides after it run, and the error
/// surfaces) — by `push`/`pop` when it happened as the transition began, by the call that ran
/// its end otherwise; a later one by an async action of its own after it. The default slide
/// threw a beginning's error twice (from `pop` and again from the slide's completion); a
/// delegate's animator dropped the end's errors and the coordinator's.
@Suite struct NavigationOverrideErrorTests {
    final class Delegate: NavigationControllerDelegate {
        let animator: any AnimatedTransitioning
        init(_ animator: any AnimatedTransitioning) { self.animator = animator }
        func animationController(for operation: NavigationController.Operation, from: ViewController,
                                 to: ViewController) throws -> (any AnimatedTransitioning)? { animator }
    }

    @Test func aBeginningsErrorInTheDefaultSlideIsThrownOnce() throws {
        let (engine, nav, a, log) = try navigationEngine()
        let b = Recorder(engine, "b", log)
        try nav.push(b, animated: false)
        try engine.runUntilIdle()
        log.entries.removeAll()
        a.onWillAppear = { throw Boom(tag: "a.viewWillAppear") }
        #expect(throws: Boom(tag: "a.viewWillAppear")) { try nav.pop(animated: true) }
        try engine.runUntilIdle()                 // the slide's end: threw it a second time
        #expect(nav.topViewController === a && !nav.isTransitioning)
        #expect(log.entries == ["b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear"])
    }

    @Test func anEndsErrorUnderADelegatesAnimatorIsThrown() throws {
        let (engine, nav, _, log) = try navigationEngine()
        let delegate = Delegate(TestAnimator(log, duration: 0.2))
        nav.delegate = delegate
        let b = Recorder(engine, "b", log)
        b.onDidAppear = { throw Boom(tag: "b.viewDidAppear") }
        try nav.push(b, animated: true)
        #expect(throws: Boom(tag: "b.viewDidAppear")) { try engine.runUntilIdle() }     // was dropped
        try engine.runUntilIdle()
        #expect(nav.topViewController === b && !nav.isTransitioning)
        #expect(log.entries.suffix(3) == ["a.viewDidDisappear", "b.viewDidAppear", "animator.animationEnded(true)"])
    }

    @Test func aCoordinatorsErrorUnderADelegatesAnimatorIsThrown() throws {
        for alongsideFails in [true, false] {
            let (engine, nav, _, log) = try navigationEngine()
            let animator = TestAnimator(log, duration: 0.2)
            animator.onBegin = { ctx in
                _ = try? ctx.coordinator.animate(alongside: { _ in if alongsideFails { throw Boom(tag: "alongside") } },
                                                 completion: { _ in log("completion"); throw Boom(tag: "completion") })
            }
            let delegate = Delegate(animator)
            nav.delegate = delegate
            let b = Recorder(engine, "b", log)
            if alongsideFails {
                // thrown as the push begins; the transition goes on, its completion runs
                #expect(throws: Boom(tag: "alongside")) { try nav.push(b, animated: true) }
                #expect(throws: Boom(tag: "completion")) { try engine.runUntilIdle() }
                try engine.runUntilIdle()
                #expect(log.entries.filter { $0 == "completion" }.count == 1)     // was skipped
            } else {
                try nav.push(b, animated: true)
                #expect(throws: Boom(tag: "completion")) { try engine.runUntilIdle() }
                try engine.runUntilIdle()
                #expect(log.entries.filter { $0 == "completion" }.count == 1)
            }
            #expect(nav.topViewController === b && !nav.isTransitioning)
        }
    }

    /// Every error of a push's end, in the order they ran: the navigation controller's
    /// overrides, the coordinator's completion, `animationEnded` (only the first was thrown;
    /// `b.viewDidAppear` never ran).
    @Test func eachErrorOfAPushsEndIsThrownOnce() throws {
        let (engine, nav, a, log) = try navigationEngine()
        let animator = CallbackErrorTests.ThrowingEnd(TestAnimator(log, duration: 0.2))
        animator.inner.onBegin = { ctx in
            _ = try? ctx.coordinator.animate(alongside: nil, completion: { _ in log("completion"); throw Boom(tag: "completion") })
        }
        let delegate = Delegate(animator)
        nav.delegate = delegate
        let b = Recorder(engine, "b", log)
        a.onDidDisappear = { throw Boom(tag: "a.viewDidDisappear") }
        b.onDidAppear = { throw Boom(tag: "b.viewDidAppear") }
        try nav.push(b, animated: true)
        for tag in ["a.viewDidDisappear", "b.viewDidAppear", "completion", "animationEnded"] {
            #expect(throws: Boom(tag: tag)) { try engine.runUntilIdle() }
        }
        try engine.runUntilIdle()
        #expect(log.entries.suffix(4) == ["a.viewDidDisappear", "b.viewDidAppear", "completion", "animator.animationEnded(true)"])
        #expect(nav.topViewController === b && !nav.isTransitioning)
    }
}
