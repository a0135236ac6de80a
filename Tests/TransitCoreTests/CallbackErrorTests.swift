import Testing
@testable import TransitCore

/// A present's callbacks — life-cycle overrides, coordinator blocks, the completion,
/// `animationEnded` — all run, once each and in UIKit's order, whatever one of them throws,
/// and no error is lost: the first is thrown by the call that ran them, each later one by an
/// async action of its own at the same tick (docs/transitions.md, "The state machine").
/// Before, the first error skipped the transition's remaining overrides and coordinator
/// blocks — a controller got `viewWillAppear` and never `viewDidAppear`, a completion
/// registered in `viewWillAppear` never ran — and the errors after it were dropped.
@Suite struct CallbackErrorTests {
    /// Forwards to a test animator; its `animationEnded` throws after logging.
    final class ThrowingEnd: AnimatedTransitioning {
        let inner: TestAnimator
        init(_ inner: TestAnimator) { self.inner = inner }
        func transitionDuration(using context: TransitionContext) throws -> Double {
            try inner.transitionDuration(using: context)
        }
        func animateTransition(using context: TransitionContext) throws { try inner.animateTransition(using: context) }
        func animationEnded(_ transitionCompleted: Bool) throws {
            try inner.animationEnded(transitionCompleted)
            throw Boom(tag: "animationEnded")
        }
    }

    func appearance(_ log: Log) -> [String] { log.entries.filter { $0.contains(".view") } }

    @Test func everyOverrideOfAnAnimatedPresentRunsAfterOneThrows() throws {
        let (engine, root, green, _, _, log) = try transitionSetUp()
        green.onWillAppear = { throw Boom(tag: "green.viewWillAppear") }
        #expect(throws: Boom(tag: "green.viewWillAppear")) { try root.present(green, animated: true) }
        try engine.runUntilIdle()                   // once: the end throws nothing more
        #expect(appearance(log) == ["root.viewWillDisappear", "green.viewWillAppear",
                                    "green.viewDidAppear", "root.viewDidDisappear"])    // was the first two
        #expect(green.isAppeared && !root.isAppeared && root.presentedViewController === green)
    }

    @Test func eachErrorOfAnEndIsThrownOnceInTheOrderTheyRan() throws {
        let (engine, root, green, animator, delegate, log) = try transitionSetUp()
        delegate.presenting = ThrowingEnd(animator)
        green.onDidAppear = { throw Boom(tag: "green.viewDidAppear") }
        root.onDidDisappear = { throw Boom(tag: "root.viewDidDisappear") }
        try root.present(green, animated: true) {
            log("completion")
            throw Boom(tag: "completion")
        }
        for tag in ["green.viewDidAppear", "root.viewDidDisappear", "completion", "animationEnded"] {
            #expect(throws: Boom(tag: tag)) { try engine.runUntilIdle() }   // only the first was
        }
        try engine.runUntilIdle()
        #expect(log.entries.suffix(4) == ["green.viewDidAppear", "root.viewDidDisappear", "completion",
                                          "animator.animationEnded(true)"])
        #expect(engine.clock.now == 700_000)                 // all at the end's tick
    }

    /// UIKit's coordinator blocks are the script's callbacks, not overrides: they run whatever
    /// an override threw (a task awaiting one hung), and one that throws loses none after it.
    @Test func theCoordinatorsCompletionsRunAfterAFailingViewDidAppear() throws {
        let (engine, root, green, _, _, log) = try transitionSetUp()
        green.onWillAppear = { [unowned green] in           // (green holds this closure)
            guard let coordinator = green.transitionCoordinator else { throw Boom(tag: "no coordinator") }
            for (name, fails) in [("c1", false), ("c2", true), ("c3", false)] {
                try coordinator.animate(alongside: nil, completion: { _ in
                    log(name)
                    if fails { throw Boom(tag: name) }
                })
            }
        }
        green.onDidAppear = { throw Boom(tag: "green.viewDidAppear") }
        try root.present(green, animated: true)
        #expect(throws: Boom(tag: "green.viewDidAppear")) { try engine.runUntilIdle() }
        #expect(throws: Boom(tag: "c2")) { try engine.runUntilIdle() }
        try engine.runUntilIdle()
        #expect(log.entries.filter { $0.hasPrefix("c") } == ["c1", "c2", "c3"])       // was none
    }

    /// A failing animator's transition goes back with a cancellation's calls, though an
    /// override threw before it (they were skipped: green had `viewWillAppear` and no
    /// `viewDidDisappear`); the override's error comes after the animator's (it was dropped).
    @Test func aFailedTransitionsReversalRunsAfterAnOverridesError() throws {
        let (engine, root, green, animator, _, log) = try transitionSetUp()
        animator.onAnimate = { _ in throw Boom(tag: "animateTransition") }
        green.onWillAppear = { throw Boom(tag: "green.viewWillAppear") }
        #expect(throws: Boom(tag: "animateTransition")) { try root.present(green, animated: true) }
        #expect(appearance(log) == ["root.viewWillDisappear", "green.viewWillAppear",
                                    "green.viewWillDisappear", "green.viewDidDisappear",
                                    "root.viewWillAppear", "root.viewDidAppear"])
        #expect(throws: Boom(tag: "green.viewWillAppear")) { try engine.runUntilIdle() }
        try engine.runUntilIdle()
        #expect(root.isAppeared && !green.isAppeared && root.presentedViewController == nil)
        #expect(log.entries.filter { $0 == "animator.animationEnded(false)" }.count == 1)
    }

    /// One error twice — a bad input two callbacks read, the animator failing on it too — is
    /// reported once (the sheet's bad detent resolver, sheet_detents_spec.lua).
    @Test func anErrorRepeatedIsReportedOnce() throws {
        for animatorFails in [false, true] {
            let (engine, root, green, animator, _, log) = try transitionSetUp()
            if animatorFails {
                animator.onAnimate = { _ in throw Boom(tag: "same") }
                green.onWillAppear = { throw Boom(tag: "same") }
                #expect(throws: Boom(tag: "same")) { try root.present(green, animated: true) }
            } else {
                green.onDidAppear = { throw Boom(tag: "same") }
                root.onDidDisappear = { throw Boom(tag: "same") }
                try root.present(green, animated: true)
                #expect(throws: Boom(tag: "same")) { try engine.runUntilIdle() }
            }
            try engine.runUntilIdle()
            #expect(appearance(log).count == (animatorFails ? 6 : 4))        // each ran
        }
    }
}
