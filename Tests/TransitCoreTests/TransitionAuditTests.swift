import Testing
@testable import TransitCore

/// The audit walks the transitions in flight only when they (or the contexts it met) changed
/// since its last walk: block ends recorded in between cost it no walk, and it still meets,
/// and checks, every transition.
@Suite struct TransitionAuditTests {
    @Test func theTransitionSystemCountsEachChangeOfTheTransitionsInFlight() throws {
        let (engine, root, green, _, _, _) = try transitionSetUp()
        let transitions = engine.transitions
        #expect(transitions.inFlightChanges.value == 0)
        try root.present(green, animated: true)
        #expect(transitions.inFlightChanges.value == 1 && transitions.inFlight.count == 1)
        try engine.clock.advance(0.1)                               // the fade runs: no change
        #expect(transitions.inFlightChanges.value == 1)
        try engine.runUntilIdle()
        #expect(transitions.inFlightChanges.value == 2 && transitions.inFlight.isEmpty)
    }

    @Test func aTransitionBegunAfterBlockEndsIsStillMetAndChecked() throws {
        let (engine, root, green, animator, _, _) = try transitionSetUp()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        TransitionAudit.install(on: engine)
        // block ends with nothing in flight: each event finds nothing changed
        let spare = View(engine: engine)
        for _ in 0..<3 { try engine.animate(duration: 0.1, animations: { try spare.setAlpha(0.5) }) }
        try engine.runUntilIdle()
        // an animator that never puts the presented view in: the audit's finding at the end
        animator.onAnimate = { ctx in
            try ctx.engine.animate(duration: 0.2, animations: { try spare.setAlpha(1) },
                                   completion: { _ in try ctx.completeTransition(true) })
        }
        try root.present(green, animated: true)
        try engine.runUntilIdle()
        #expect(warnings == ["transition invariant: present #1 green on root (completed): green's view is not in the window"])
    }

    /// The audit is told of each event after the host's observer, whatever that observer is:
    /// a host that sets its own observer after the audit was installed, without calling the
    /// one it found, no longer stops the audit (it did while the audit was that observer).
    @Test func anObserverSetAfterTheAuditDoesNotStopIt() throws {
        let (engine, root, green, animator, _, _) = try transitionSetUp()
        var warnings: [String] = [], seen: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        TransitionAudit.install(on: engine)
        engine.observer = { seen.append($0.description) }
        animator.onAnimate = { ctx in try ctx.completeTransition(true) }   // green's view never put in
        try root.present(green, animated: true)
        try engine.runUntilIdle()
        #expect(warnings == ["transition invariant: present #1 green on root (completed): green's view is not in the window"])
        #expect(seen.count == engine.timeline.count && seen == engine.timeline.map(\.description))
    }

    /// Two audits on one engine each check, the first installed first (as when each wrapped
    /// the observer it found).
    @Test func twoAuditsOnOneEngineEachReport() throws {
        let (engine, root, green, animator, _, _) = try transitionSetUp()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        TransitionAudit.install(on: engine)
        TransitionAudit.install(on: engine)
        animator.onAnimate = { ctx in try ctx.completeTransition(true) }
        try root.present(green, animated: true)
        try engine.runUntilIdle()
        let warning = "transition invariant: present #1 green on root (completed): green's view is not in the window"
        #expect(warnings == [warning, warning])
    }

    /// What the audit skips without a call is what it would do nothing with: an animation's
    /// end while none of a transition's own animations runs, a begin while no transition is
    /// begun — and nothing before its first walk of the transitions in flight, or after they
    /// changed.
    @Test func theAuditIgnoresOnlyEventsItWouldDoNothingWith() throws {
        let (engine, root, green, _, _, _) = try transitionSetUp()
        let audit = TransitionAudit.install(on: engine)
        let ended = TimelineEvent.animationEnded(id: 99, tick: 0, finished: true)
        let completion = TimelineEvent.completionCalled(id: 99, tick: 0, finished: true)
        #expect(!audit.ignores(ended))                               // not walked yet
        let spare = View(engine: engine)
        try engine.animate(duration: 0.1, animations: { try spare.setAlpha(0.5) })
        try engine.runUntilIdle()
        #expect(audit.ignores(ended) && audit.ignores(completion))
        try root.present(green, animated: true)                      // the default fade: its own
        #expect(!audit.ignores(ended))                               // in flight changed
        try engine.clock.advance(0.1)                                // an event met it: walked
        #expect(!audit.ignores(ended))                               // its fade runs
        #expect(audit.ignores(completion))
        try engine.runUntilIdle()
        #expect(!audit.ignores(ended))                               // it ended: in flight changed
        try engine.animate(duration: 0.1, animations: { try spare.setAlpha(1) })
        try engine.runUntilIdle()
        #expect(audit.ignores(ended))
        #expect(!audit.ignores(.transitionCompleted(kind: .present, id: 1, tick: 0)))
    }

    /// A fullScreen present whose animator also animates the covered presenter's view for
    /// `extra` seconds, begun with the transition (its own animation); the warnings given.
    /// The fade and the completion take 0.5 s.
    /// The warnings, and how the covered view's block completed.
    private func warningsWhenTheCoveredViewIsAnimated(for extra: Double) throws -> [String] {
        let (engine, root, green, animator, _, _) = try transitionSetUp()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        TransitionAudit.install(on: engine)
        let covered = try root.view
        // the closure captures the presented controller, which holds the animator through
        // its transitioning delegate: let go of it when done, or the cycle leaks the engine
        defer { animator.onAnimate = nil }
        animator.onAnimate = { ctx in
            let to = try green.view
            try to.setAlpha(0)
            try ctx.containerView.addSubview(to)
            try ctx.engine.animate(duration: 0.5, animations: { try to.setAlpha(1) },
                                   completion: { _ in try ctx.completeTransition(true) })
            try ctx.engine.animate(duration: extra, animations: { try covered.setAlpha(0.5) },
                                   completion: { warnings.append("covered block finished=\($0) @\(engine.clock.now)") })
        }
        try root.present(green, animated: true)
        try engine.runUntilIdle()
        return warnings
    }

    /// An animation of the transition's own on the covered view is removed as the view leaves
    /// the window at the end (as Core Animation removes a layer's animations: the block
    /// completes unfinished), so none is left to report. One ending on the end's tick has run
    /// its course: it keeps its tracks until its end a moment later, completes finished and is
    /// not reported either (the turn's queue runs before that tick's later block ends: both
    /// were reported while the engine kept animations out of the window). One ended before the
    /// end is not: the audit then skips the walk of the covered tree.
    @Test func anOwnAnimationOnTheCoveredViewIsRemovedWithItOrHasRunItsCourse() throws {
        let stillRunning = try warningsWhenTheCoveredViewIsAnimated(for: 2)
        let endingWithIt = try warningsWhenTheCoveredViewIsAnimated(for: 0.5)
        let endedBefore = try warningsWhenTheCoveredViewIsAnimated(for: 0.25)
        #expect(stillRunning == ["covered block finished=false @500000"])
        #expect(endingWithIt == ["covered block finished=true @500000"])
        #expect(endedBefore == ["covered block finished=true @250000"])
    }

    /// The same 2 s animation of the covered view, begun by the scene right after `present`
    /// returns — at the transition's tick, but not its doing — or by an alongside block the
    /// coordinator starts after the call (a transition's own, as UIKit runs it with the
    /// transition), is removed as the view leaves the window at the end: neither is reported
    /// (the alongside one was, while the engine kept animations out of the window; an own
    /// animation begun again on the view after the end still is:
    /// `MotionInvariantsTests.anAnimatorStartedAgainAfterTheEndOnTheCoveredViewIsReported`).
    @Test func anAnimationTheSceneBeginsAfterPresentIsNotTheTransitions() throws {
        func warnings(alongside: Bool) throws -> [String] {
            let (engine, root, green, animator, _, _) = try transitionSetUp()
            var found: [String] = []
            engine.onWarning = { found.append($0.description) }
            TransitionAudit.install(on: engine)
            let covered = try root.view
            defer { animator.onAnimate = nil }
            animator.onAnimate = { ctx in
                let to = try green.view
                try ctx.containerView.addSubview(to)
                try ctx.engine.animate(duration: 0.5, animations: { try to.setAlpha(1) },
                                       completion: { _ in try ctx.completeTransition(true) })
            }
            try root.present(green, animated: true)
            if alongside {
                _ = try green.transitionCoordinator?.animate(alongside: { _ in
                    _ = try engine.animate(duration: 2, animations: { try covered.setAlpha(0.5) },
                                           completion: { found.append("covered finished=\($0) @\(engine.clock.now)") })
                }, completion: nil)
            } else {
                _ = try engine.animate(duration: 2, animations: { try covered.setAlpha(0.5) },
                                       completion: { found.append("covered finished=\($0) @\(engine.clock.now)") })
            }
            #expect(engine.clock.now == 0)
            try engine.runUntilIdle()
            return found
        }
        let scene = try warnings(alongside: false), alongside = try warnings(alongside: true)
        #expect(scene == ["covered finished=false @0"])        // the fade changes nothing: it ends at once
        #expect(alongside == ["covered finished=false @0"])
    }

    /// The warnings of an animated present of green whose coordinator's completion dismisses
    /// it at once, as UIKit allows; with `forgetful`, the animator never puts green's view in.
    private func warningsWhenTheCompletionDismisses(forgetful: Bool) throws -> [String] {
        let (engine, root, green, animator, _, _) = try transitionSetUp()
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        TransitionAudit.install(on: engine)
        defer { animator.onAnimate = nil }
        if forgetful {
            animator.onAnimate = { ctx in
                try ctx.engine.animate(duration: 0.2, animations: {},
                                       completion: { _ in try ctx.completeTransition(true) })
            }
        }
        try root.present(green, animated: true)
        try green.transitionCoordinator?.animate(alongside: nil, completion: { _ in try green.dismiss(animated: false) })
        try engine.runUntilIdle()
        #expect(root.presentedViewController == nil)
        return warnings
    }

    /// The end is checked where it settles, before the callbacks of the end: a dismissal the
    /// coordinator's completion begins has not undone the present yet. An animator's own
    /// mistake is still reported then, and only it (not the dismissal's doing).
    @Test func aDismissalBegunInTheCoordinatorsCompletionIsNoViolation() throws {
        #expect(try warningsWhenTheCompletionDismisses(forgetful: false) == [])
        #expect(try warningsWhenTheCompletionDismisses(forgetful: true) ==
                ["transition invariant: present #1 green on root (completed): green's view is not in the window"])
    }

    /// The settle observer runs once per end, after the engine settled the stack and the
    /// window and before `viewDidAppear`.
    @Test func theEndSettlesBeforeViewDidAppear() throws {
        let (engine, root, green, _, _, log) = try transitionSetUp()
        var seen: [String] = []
        defer { engine.transitions.settleObserver = nil }     // it holds the controllers
        engine.transitions.settleObserver = { t in
            seen.append("\(t) presented=\(root.presentedViewController === green) inWindow=\(green.viewIfLoaded?.isInWindow == true) log=\(log.entries.filter { $0.hasPrefix("green.viewDid") })")
        }
        try root.present(green, animated: true)
        try engine.runUntilIdle()
        try green.dismiss(animated: false)
        #expect(seen == ["present #1 green on root presented=true inWindow=true log=[]",
                         "dismiss #2 green from root presented=false inWindow=false log=[\"green.viewDidAppear\"]"])
    }

    /// A push whose animator never puts the pushed view in the container: UIKit shows an
    /// empty screen (the navigation controller adds nothing itself); the audit says so. One
    /// that does, or a cancelled push whose leaving view stays, is not reported.
    @Test func aPushWhoseAnimatorForgetsTheShownViewIsReported() throws {
        func warnings(adding: Bool, completing: Bool) throws -> [String] {
            let engine = Engine()
            let log = Log()
            let nav = try NavigationController(engine: engine, rootViewController: Recorder(engine, "a", log))
            try engine.window.setRootViewController(nav)
            try engine.runUntilIdle()
            var found: [String] = []
            engine.onWarning = { found.append($0.description) }
            TransitionAudit.install(on: engine)
            let animator = TestAnimator(log)
            defer { animator.onAnimate = nil }
            animator.onAnimate = { ctx in
                let to = ctx.view(forKey: .to)!
                if adding { try ctx.containerView.addSubview(to) }
                try ctx.engine.animate(duration: 0.3, animations: { try to.setAlpha(0.5) },
                                       completion: { _ in try ctx.completeTransition(completing) })
            }
            let delegate = NavigationTests.Delegate()
            delegate.animator = animator
            nav.delegate = delegate
            try nav.push(Recorder(engine, "b", log), animated: true)
            try engine.runUntilIdle()
            return found
        }
        let forgotten = try warnings(adding: false, completing: true)
        #expect(forgotten
                == ["transition invariant: push #1 a -> b (completed): b's view is not in the container (the animator must add the view it shows)"])
        #expect(try warnings(adding: true, completing: true) == [])
        #expect(try warnings(adding: false, completing: false) == [])
    }
}
