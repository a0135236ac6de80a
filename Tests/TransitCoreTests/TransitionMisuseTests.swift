import Testing
@testable import TransitCore

/// Misuse of animated transitions: errors that name the transition, failures that put the
/// hierarchy back, UIKit's warnings, and a transition left in flight.
@Suite struct TransitionMisuseTests {
    @Test func completeTransitionTwiceIsAnError() throws {
        let (engine, root, green, animator, _, _) = try transitionSetUp()   // held: views hold it unowned
        animator.onAnimate = { ctx in
            try ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            try ctx.completeTransition(true, origin: "s.lua:4")
            try ctx.completeTransition(true, origin: "s.lua:5")
        }
        let error = coreError { try root.present(green, animated: true) }
        #expect(error?.message == "completeTransition(true) called twice on present #1 green on root: it completed at s.lua:4")
        #expect(root.presentedViewController === green && green.presentationState == .presented)
        #expect(engine.transitionsInFlight.isEmpty)
    }

    @Test func completeTransitionBeforeAnimateTransitionFailsTheTransition() throws {
        let (engine, root, green, _, delegate, log) = try transitionSetUp()
        final class Early: AnimatedTransitioning {
            func transitionDuration(using context: TransitionContext) throws -> Double {
                try context.completeTransition(true)
                return 1
            }
            func animateTransition(using context: TransitionContext) throws {}
        }
        delegate.presenting = Early()
        let error = coreError { try root.present(green, animated: true) }
        #expect(error?.message == "completeTransition(true) called on present #1 green on root before animateTransition")
        #expect(engine.windowSubviewNames == ["root"] && green.presentationState == .idle)
        #expect(log.entries.suffix(4) == ["green.viewWillDisappear", "green.viewDidDisappear",
                                          "root.viewWillAppear", "root.viewDidAppear"])
    }

    /// An error inside `animateTransition`: reported as it is, the transition fails, the
    /// hierarchy, states and appearance go back, the animator gets `animationEnded(false)`
    /// once (UIKit calls it at the end of every transition), and its late
    /// `completeTransition` is ignored.
    @Test func anErrorInsideAnimateTransitionPutsEverythingBack() throws {
        let (engine, root, green, animator, _, log) = try transitionSetUp()
        animator.onAnimate = { ctx in
            let to = ctx.view(forKey: .to)!
            try ctx.containerView.addSubview(to)
            try ctx.engine.animate(duration: 0.7, animations: { try to.setAlpha(0.5) }) { _ in   // (not `engine`: a cycle through the animator)
                try ctx.completeTransition(true)
            }
            throw Boom(tag: "animateTransition")
        }
        #expect(throws: Boom(tag: "animateTransition")) { try root.present(green, animated: true, origin: "s.lua:2") }
        let ctx = try #require(animator.context)
        #expect(ctx.phase == .failed && ctx.transitionWasCancelled && engine.transitionsInFlight.isEmpty)
        #expect(engine.windowSubviewNames == ["root"] && root.presentedViewController == nil)
        #expect(green.presentationState == .idle && root.isAppeared && !green.isAppeared)
        #expect(log.entries == ["delegate.forPresented(green, root, root)", "root.viewWillDisappear",
                                "green.viewWillAppear", "animator.transitionDuration", "animator.animateTransition",
                                "green.viewWillDisappear", "green.viewDidDisappear", "root.viewWillAppear",
                                "root.viewDidAppear", "animator.animationEnded(false)"])
        try engine.clock.advance(0.7)                      // its completeTransition: ignored
        #expect(log.entries.filter { $0.hasPrefix("animator.animationEnded") }.count == 1)
        #expect(engine.transitionLines == [
            "0.000000 present #1 green on root style=fullScreen animated=true at s.lua:2",
            "0.000000 present #1 cancelled",
        ])
        try root.present(green, animated: false)           // the chain works again
        #expect(root.presentedViewController === green)
    }

    @Test func aNegativeDurationFailsTheTransition() throws {
        let (engine, root, green, animator, _, _) = try transitionSetUp()
        animator.duration = -1
        #expect(coreError { try root.present(green, animated: true) }?.message
                == "transitionDuration of the animator for present #1 green on root must be a finite, non-negative number of seconds (got -1.0)")
        #expect(engine.windowSubviewNames == ["root"] && green.presentationState == .idle)
    }

    @Test func anErrorInTheDelegateChangesNothing() throws {
        let (engine, root, log) = try rootedEngine()
        final class Failing: TransitioningDelegate {
            func animationController(forPresented presented: ViewController, presenting: ViewController,
                                     source: ViewController) throws -> (any AnimatedTransitioning)? {
                throw Boom(tag: "delegate")
            }
        }
        let green = Recorder(engine, "green", log), delegate = Failing()
        green.transitioningDelegate = delegate
        #expect(throws: Boom(tag: "delegate")) { try root.present(green, animated: true) }
        #expect(engine.timeline.isEmpty && green.presentationState == .idle && engine.windowSubviewNames == ["root"])
    }

    @Test func presentingOrDismissingDuringATransitionIsIgnoredWithAWarning() throws {
        let (engine, root, green, _, _, log) = try transitionSetUp()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        try root.present(green, animated: true)
        try green.present(Recorder(engine, "blue", log), animated: true, origin: "s.lua:3")
        try green.dismiss(animated: true, origin: "s.lua:4")
        #expect(warnings == [
            "s.lua:3: Attempt to present <ViewController: blue> on <ViewController: green> while a presentation is in progress!",
            "s.lua:4: Attempt to dismiss from view controller <ViewController: green> while a presentation or dismiss is in progress!",
        ])
        try engine.clock.advance(0.7)
        #expect(green.presentedViewController == nil && green.presentationState == .presented)
    }

    @Test func aTransitionLeftInFlightStopsRunUntilIdle() throws {
        let (engine, root, green, animator, _, _) = try transitionSetUp()
        animator.onAnimate = { ctx in try ctx.containerView.addSubview(ctx.view(forKey: .to)!) }
        try root.present(green, animated: true, origin: "zoom.lua:40")
        #expect(coreError { try engine.runUntilIdle() }?.message
                == "runUntilIdle: present #1 green on root (begun at zoom.lua:40) never completed: its animator did not call completeTransition")
        engine.abandonTransitions()
        try engine.runUntilIdle()
    }
}
