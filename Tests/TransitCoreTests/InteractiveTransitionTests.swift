import Testing
@testable import TransitCore

/// Interactive transitions (docs/transitions.md, "Interactive transitions"): a
/// `PercentDrivenInteractiveTransition` holds the animator's blocks at `percent × duration`,
/// then runs them to the end or back along its completion curve, at its completion speed.
/// The test animator fades the dismissed view from 1 to 0 over 0.7 s (ease-in-ease-out).
@Suite struct InteractiveTransitionTests {
    let ease = TimingCurve.easeInOut

    /// A presented "green" whose dismissal `interaction` drives; the log cleared.
    func presented(_ interaction: PercentDrivenInteractiveTransition) throws
        -> (Engine, Recorder, Recorder, TestAnimator, Log) {
        let (engine, root, green, animator, delegate, log) = try transitionSetUp(.fullScreen)
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        delegate.dismissingInteraction = interaction
        log.entries.removeAll()
        return (engine, root, green, animator, log)
    }

    func alpha(_ engine: Engine, _ view: View) -> Double { engine.presentation(of: view).alpha }

    @Test func updateHoldsTheAnimationsAtThatFractionOfTheDuration() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, _, green, animator, log) = try presented(interaction)
        try green.dismiss(animated: true, origin: "s.lua:5")
        let ctx = try #require(animator.context)
        #expect(ctx.isInteractive && interaction.duration == 0.7 && interaction.context === ctx)
        #expect(log.entries.contains("animator.animateTransition"))
        #expect(alpha(engine, try green.view) == 1)                 // at 0 %, however long we wait
        try engine.clock.advance(2)
        #expect(alpha(engine, try green.view) == 1)
        try interaction.update(0.3)
        #expect(abs(alpha(engine, try green.view) - (1 - ease.value(at: 0.3))) < 1e-9)
        try engine.clock.advance(1)
        #expect(abs(alpha(engine, try green.view) - (1 - ease.value(at: 0.3))) < 1e-9)
        #expect(ctx.percentComplete == 0.3 && interaction.percentComplete == 0.3)
        try interaction.update(1.5)                                 // clamped
        #expect(alpha(engine, try green.view) == 0 && interaction.percentComplete == 1)
        try interaction.update(0.3)                                 // scrubbing back
        #expect(abs(alpha(engine, try green.view) - (1 - ease.value(at: 0.3))) < 1e-9)
        // the frame pass reads the same time
        engine.evaluateFrame()
        #expect(abs((engine.renderedPresentation(of: try green.view)?.alpha ?? -1) - (1 - ease.value(at: 0.3))) < 1e-9)
        // waiting for idle cannot end while the script holds the transition
        let error = coreError { try engine.clock.runUntilIdle() }
        #expect(error?.message == "runUntilIdle would never return: interactive dismiss #2 green from root (begun at s.lua:5) waits for update, finish or cancel; advance the clock by a fixed time instead")
        #expect(ctx.phase == .animating && engine.transitionsInFlight.count == 1)
    }

    @Test func finishRunsTheRestAtTheCompletionSpeedAlongTheCompletionCurve() throws {
        let interaction = PercentDrivenInteractiveTransition()
        try interaction.setCompletionSpeed(2)
        try interaction.setCompletionCurve(.linear)
        let (engine, root, green, animator, log) = try presented(interaction)
        var completed = false
        try green.dismiss(animated: true) { completed = true }
        try engine.clock.advance(1)                                 // time stands still: 1.7 s
        try interaction.update(0.3)
        try interaction.finish(origin: "s.lua:9")
        let ctx = try #require(animator.context)
        #expect(!ctx.isInteractive && !ctx.transitionWasCancelled)
        // while it finishes (UIKit's context still set), a later call names the first
        #expect(coreError { try interaction.update(0.5) }?.message ==
                "update: the interaction with dismiss #2 green from root already ended (finish() at s.lua:9)")
        // the rest, 0.7 × 0.7 s, takes half as long: 0.245 s; linear in time
        try engine.clock.advance(0.1225)
        #expect(abs(alpha(engine, try green.view) - (1 - ease.value(at: (0.21 + 0.245) / 0.7))) < 1e-9)
        #expect(ctx.phase == .animating)
        try engine.clock.advance(0.1225)
        #expect(ctx.phase == .completed && completed)
        #expect(engine.windowSubviewNames == ["root"] && root.presentedViewController == nil)
        #expect(Array(log.entries.suffix(3)) == ["root.viewDidAppear", "green.viewDidDisappear", "animator.animationEnded(true)"])
        #expect(engine.timeline.map(\.description).filter { $0.contains("#2") } == [
            "0.700000 dismiss #2 green from root animated=true",
            "0.700000 begin #2 [green.alpha] duration=0.7 curve=easeInOut",
            "1.700000 dismiss #2 interaction finishes at 0.3",
            "1.945000 end #2 finished=true",
            "1.945000 completion #2 finished=true",
            "1.945000 dismiss #2 completed",
        ])
        #expect(engine.clock.pendingHoldCount == 0 && engine.clock.isIdle)
        // once the transition ended it drives none: UIKit messages a nil context, nothing
        // happens, and percentComplete reads 0 (UIKitCore reads it from the transition context
        // associated with the controller, and a transition's completion dissociates it)
        let entries = engine.timeline.count
        try interaction.update(0.5)
        try interaction.finish()
        try interaction.cancel()
        try interaction.pause()
        #expect(interaction.percentComplete == 0 && engine.timeline.count == entries)
        #expect(engine.clock.isIdle && root.presentedViewController == nil)
    }

    @Test func cancelRunsBackAndPutsEverythingBack() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, root, green, animator, log) = try presented(interaction)
        var completed = false
        try green.dismiss(animated: true) { completed = true }
        #expect(log.entries == ["delegate.forDismissed(green)", "green.viewWillDisappear", "root.viewWillAppear",
                                "animator.transitionDuration", "animator.animateTransition"])
        try interaction.update(0.3)
        log.entries.removeAll()
        try interaction.cancel()
        let ctx = try #require(animator.context)
        #expect(ctx.transitionWasCancelled && !ctx.isInteractive)
        // UIKit: at the cancel, the arriving controller's viewWillDisappear, then the leaving
        // one's viewWillAppear; the did calls when the animator completes
        #expect(log.entries == ["root.viewWillDisappear", "green.viewWillAppear"])
        // back over 0.3 × 0.7 s = 0.21 s, ease-in-ease-out
        try engine.clock.advance(0.105)
        let local = 0.21 * (1 - ease.value(at: 0.5))
        #expect(abs(alpha(engine, try green.view) - (1 - ease.value(at: local / 0.7))) < 1e-9)
        log.entries.removeAll()
        try engine.clock.advance(0.105)
        #expect(ctx.phase == .cancelled && !completed)
        #expect(log.entries == ["root.viewDidDisappear", "green.viewDidAppear", "animator.animationEnded(false)"])
        #expect(engine.windowSubviewNames == ["container(green)[green]"])
        #expect(try root.view.window == nil)
        #expect(root.presentedViewController === green && green.isAppeared && !root.isAppeared)
        // Core Animation only moved the presentation: the model keeps what the block set,
        // and the presentation is the model once the animation is gone
        #expect(try green.view.alpha == 0 && alpha(engine, try green.view) == 0)
        #expect(engine.timeline.map(\.description).filter { $0.contains("#2") } == [
            "0.700000 dismiss #2 green from root animated=true",
            "0.700000 begin #2 [green.alpha] duration=0.7 curve=easeInOut",
            "0.700000 dismiss #2 interaction cancels at 0.3",
            "0.910000 end #2 finished=true",
            "0.910000 completion #2 finished=true",
            "0.910000 dismiss #2 cancelled",
        ])
        #expect(engine.clock.pendingHoldCount == 0)
    }

    @Test func aCancelledInteractivePresentationLeavesEverythingAsBefore() throws {
        let (engine, root, green, animator, delegate, log) = try transitionSetUp(.fullScreen)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentingInteraction = interaction
        var completed = false
        try root.present(green, animated: true) { completed = true }
        let ctx = try #require(animator.context)        // (weak there: taken while in flight)
        #expect(try engine.windowSubviewNames == ["container(green)[root, green]"] && green.view.alpha == 1)
        try interaction.update(0.5)
        #expect(abs(alpha(engine, try green.view) - ease.value(at: 0.5)) < 1e-9)
        log.entries.removeAll()
        try interaction.cancel()
        #expect(log.entries == ["green.viewWillDisappear", "root.viewWillAppear"])
        try engine.clock.advance(0.35)                  // back over 0.5 × 0.7 s
        #expect(ctx.phase == .cancelled && !completed)
        #expect(log.entries == ["green.viewWillDisappear", "root.viewWillAppear", "green.viewDidDisappear",
                                "root.viewDidAppear", "animator.animationEnded(false)"])
        #expect(try engine.windowSubviewNames == ["root"] && root.view.frame == engine.window.bounds)
        #expect(root.presentedViewController == nil && green.presentationState == .idle && root.isAppeared)
        // presented again, by the clock this time
        delegate.presentingInteraction = nil
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        #expect(root.presentedViewController === green && engine.windowSubviewNames == ["container(green)[green]"])
    }

    @Test func aBlockShorterThanTheTransitionEndsWhenTheRunPassesItsEnd() throws {
        let interaction = PercentDrivenInteractiveTransition()
        try interaction.setCompletionCurve(.linear)
        let (engine, _, green, animator, _) = try presented(interaction)
        animator.onAnimate = { ctx in
            let view = try #require(ctx.view(forKey: .from))
            try ctx.engine.animate(duration: 0.35, animations: { try view.setCenter(Point(x: 0, y: 0)) })
            try ctx.engine.animate(duration: 0.7, animations: { try view.setAlpha(0) },
                                   completion: { _ in try ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
        try green.dismiss(animated: true)
        try interaction.update(0.25)                    // local 0.175 s
        try interaction.finish()                        // 0.525 s to the end, linear
        try engine.clock.advance(0.6)
        let ends = engine.timeline.map(\.description).filter { $0.contains(" end #") }
        // the 0.35 s block ends when local time reaches 0.35: 0.175 s after the finish
        #expect(ends.suffix(2) == ["0.875000 end #2 finished=true", "1.225000 end #3 finished=true"])
        #expect(try green.view.window == nil)
    }

    /// The delayed block animates a view that stays in the window (`badge`): on the dismissed
    /// view, which leaves the window at the end, it would be removed there (LeavingWindowAnimationTests).
    @Test func blocksWithADelayOrLongerThanTheTransitionGoOnWithTheClockAfterTheFinish() throws {
        let interaction = PercentDrivenInteractiveTransition()
        try interaction.setCompletionCurve(.linear)
        let (engine, _, green, animator, _) = try presented(interaction)
        let badge = View(engine: engine)
        badge.name = "badge"
        try engine.window.addSubview(badge)
        animator.onAnimate = { ctx in
            let view = try #require(ctx.view(forKey: .from))
            try ctx.engine.animate(duration: 0.7, animations: { try view.setAlpha(0) },
                                   completion: { _ in try ctx.completeTransition(true) })
            try ctx.engine.animate(duration: 0.5, delay: 0.5, animations: { try badge.setCornerRadius(10) })
        }
        try green.dismiss(animated: true)
        try interaction.update(0.5)                     // local 0.35
        try interaction.finish()                        // to 0.7 in 0.35 s, then with the clock
        try engine.clock.advance(0.35)
        #expect(try green.view.window == nil)
        // at local 0.7 the delayed block is 0.2 s into its 0.5 s
        #expect(abs(engine.presentation(of: badge).cornerRadius - 10 * ease.value(at: 0.4)) < 1e-9)
        try engine.clock.advance(0.15)
        #expect(abs(engine.presentation(of: badge).cornerRadius - 10 * ease.value(at: 0.7)) < 1e-9)
        try engine.clock.runUntilIdle()
        #expect(engine.timeline.map(\.description).contains("1.350000 end #3 finished=true"))
    }

    @Test func alongsideBlocksJoinTheTimeline() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, root, green, animator, _) = try presented(interaction)
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        let dim = View(engine: engine)
        try engine.window.addSubview(dim)
        try interaction.update(0.5)
        // added half-way: it runs over the other half of the transition's own time
        try #require(green.transitionCoordinator).animate(alongside: { _ in try dim.setAlpha(0) }, completion: nil)
        #expect(alpha(engine, dim) == 1)
        try interaction.update(0.75)
        #expect(abs(alpha(engine, dim) - (1 - ease.value(at: 0.5))) < 1e-9)
        try engine.clock.advance(5)
        #expect(abs(alpha(engine, dim) - (1 - ease.value(at: 0.5))) < 1e-9)
        try interaction.finish()
        try engine.clock.runUntilIdle()
        #expect(ctx.phase == .completed && alpha(engine, dim) == 0 && root.presentedViewController == nil)
    }

    /// The transition's animations on views still in the window run on from where they
    /// stand (an alongside fade of `dim`); the dismissed view's fade goes with the view, which
    /// the completed dismissal takes out of the window (LeavingWindowAnimationTests): its
    /// completion runs next turn, unfinished, and its `completeTransition` is a second call,
    /// an error as without interaction.
    @Test func anAnimatorThatCompletesDuringTheInteractionLetsTheAnimationsRunOn() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, _, green, animator, _) = try presented(interaction)
        let dim = View(engine: engine)
        try engine.window.addSubview(dim)
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        try #require(green.transitionCoordinator).animate(alongside: { _ in try dim.setAlpha(0) }, completion: nil)
        try interaction.update(0.5)
        try ctx.completeTransition(true)
        #expect(ctx.phase == .completed && !ctx.isInteractive && engine.clock.pendingHoldCount == 0)
        #expect(try green.view.window == nil && alpha(engine, try green.view) == 0)
        let error = coreError { try engine.clock.advance(0.175) }
        #expect(error?.message.hasPrefix("completeTransition(true) called twice on dismiss #2") == true)
        // the alongside fade goes on from half-way, with the clock
        try engine.clock.advance(0.175)
        #expect(abs(alpha(engine, dim) - (1 - ease.value(at: 0.75))) < 1e-9)
        // the transition ended: finish and cancel do nothing (no "interaction finishes" line)
        try interaction.finish()
        try interaction.cancel()
        #expect(!ctx.transitionWasCancelled && interaction.percentComplete == 0)     // ended: dissociated
        try engine.clock.runUntilIdle()
        #expect(alpha(engine, dim) == 0)
        #expect(!engine.timeline.map(\.description).contains { $0.contains("interaction") })
    }

    @Test func aTransitionBegunByItselfIsCaughtByPause() throws {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        let (engine, root, green, animator, _) = try presented(interaction)
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        #expect(!ctx.isInteractive && engine.clock.pendingHoldCount == 0)
        #expect(coreError { try interaction.update(0.5) }?.message ==
                "update: dismiss #2 green from root runs by itself (wantsInteractiveStart = false); call pause() first")
        try engine.clock.advance(0.14)                  // by the clock: 20 % of 0.7 s
        #expect(abs(alpha(engine, try green.view) - (1 - ease.value(at: 0.2))) < 1e-9)
        try interaction.pause()
        #expect(ctx.isInteractive && abs(interaction.percentComplete - 0.2) < 1e-9)
        try engine.clock.advance(1)                     // caught: it stays
        #expect(abs(alpha(engine, try green.view) - (1 - ease.value(at: 0.2))) < 1e-9)
        try interaction.update(0.6)
        try interaction.finish()                        // 0.4 × 0.7 s left, ease-in-ease-out
        try engine.clock.advance(0.14)
        // caught again while finishing, half-way through that run
        try interaction.pause()
        let caught = 0.6 + 0.4 * ease.value(at: 0.5)
        #expect(abs(interaction.percentComplete - caught) < 1e-9)
        #expect(abs(alpha(engine, try green.view) - (1 - ease.value(at: caught))) < 1e-9)
        try interaction.cancel()
        #expect(coreError { try interaction.pause() }?.message ==
                "pause: dismiss #2 green from root was cancelled (cancel()); a cancellation cannot be taken back")
        try engine.clock.runUntilIdle()
        #expect(ctx.phase == .cancelled && root.presentedViewController === green)
        #expect(engine.timeline.map(\.description).filter { $0.contains("interaction") } == [
            "0.840000 dismiss #2 interaction pauses at 0.2",
            "1.840000 dismiss #2 interaction finishes at 0.6",
            "1.980000 dismiss #2 interaction pauses at 0.8",
            "1.980000 dismiss #2 interaction cancels at 0.8",
        ])
    }

    /// An animator with `interruptibleAnimator(using:)`: the interaction drives its property
    /// animator by UIKit's property-animator rules (scrubbing is linear; a reversed finish
    /// puts the model back), and `animateTransition` is not called.
    final class InterruptibleAnimator: AnimatedTransitioning {
        var animator: PropertyAnimator?
        var animateCalls = 0
        var positions: [PropertyAnimator.Position] = []
        func transitionDuration(using context: TransitionContext) throws -> Double { 0.7 }
        func animateTransition(using context: TransitionContext) throws {
            animateCalls += 1
            try interruptibleAnimator(using: context)?.startAnimation()
        }
        func interruptibleAnimator(using context: TransitionContext) throws -> PropertyAnimator? {
            if let animator { return animator }       // the same one for the whole transition
            let from = try #require(context.view(forKey: .from))
            let animator = try PropertyAnimator(engine: context.engine, duration: 0.7, curve: .easeInOut)
            try animator.addAnimations { try from.setAlpha(0) }
            animator.addCompletion { [unowned self] position in
                positions.append(position)
                try context.completeTransition(position == .end)
            }
            self.animator = animator
            return animator
        }
    }

    @Test func anInterruptibleAnimatorIsDrivenByItsOwnRules() throws {
        for cancelling in [false, true] {
            let (engine, root, green, _, delegate, _) = try transitionSetUp(.fullScreen)
            try root.present(green, animated: true)
            try engine.clock.advance(0.7)
            let animator = InterruptibleAnimator()
            let interaction = PercentDrivenInteractiveTransition()
            try interaction.setCompletionCurve(.linear)
            delegate.dismissing = animator
            delegate.dismissingInteraction = interaction
            try green.dismiss(animated: true)
            let property = try #require(animator.animator)
            #expect(animator.animateCalls == 0 && property.state == .active && !property.isRunning)
            try interaction.update(0.3)
            #expect(abs(property.fractionComplete - 0.3) < 1e-12)
            #expect(abs(alpha(engine, try green.view) - 0.7) < 1e-9)        // scrubbed linearly
            // an alongside block joins the property animator
            let dim = View(engine: engine)
            try engine.window.addSubview(dim)
            try #require(green.transitionCoordinator).animate(alongside: { _ in try dim.setAlpha(0) }, completion: nil)
            if cancelling {
                try interaction.cancel()                    // back over 0.3 × 0.7 s, linear
                try engine.clock.advance(0.105)
                #expect(abs(property.fractionComplete - 0.85) < 1e-9 && property.isReversed)   // 0.15 forward
                try engine.clock.advance(0.105)
                #expect(animator.positions == [.start])
                #expect(try green.view.alpha == 1)          // a property animator finished at the start
                #expect(root.presentedViewController === green)
            } else {
                try interaction.finish()                    // 0.7 × 0.7 s left
                try engine.clock.advance(0.49)
                #expect(animator.positions == [.end] && dim.alpha == 0)
                #expect(root.presentedViewController == nil && engine.windowSubviewNames.first == "root")
                #expect(!engine.windowSubviewNames.contains { $0.hasPrefix("container(") })
            }
            #expect(engine.clock.pendingHoldCount == 0 && engine.transitionsInFlight.isEmpty)
        }
    }

    /// An animator that completes a transition its interaction cancelled: it completes (the
    /// animator decides), the controllers get the completion's will calls again before the
    /// did calls, and the script is warned.
    @Test func completingACancelledTransitionAnswersTheReversal() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, root, green, animator, log) = try presented(interaction)
        var warnings: [String] = []
        engine.onWarning = { warnings.append($0.description) }
        try green.dismiss(animated: true)
        try interaction.update(0.5)
        try interaction.cancel()
        let ctx = try #require(animator.context)
        try ctx.completeTransition(true, origin: "s.lua:7")
        #expect(ctx.phase == .completed && root.presentedViewController == nil)
        #expect(Array(log.entries.filter { $0.contains(".view") }.suffix(6)) == [
            "root.viewWillDisappear", "green.viewWillAppear",          // the cancel
            "root.viewWillAppear", "green.viewWillDisappear",          // taken back
            "root.viewDidAppear", "green.viewDidDisappear",
        ])
        #expect(warnings == ["s.lua:7: completeTransition(true) on dismiss #2 green from root, which its interaction cancelled: it completes, as the animator says"])
    }

    /// Cancelled, every block ends at the start; a completion that throws does not lose the
    /// others: they end one run-loop turn later, at the same time.
    @Test func aThrowingCompletionAtTheCancelLosesNoOtherBlock() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, _, green, animator, _) = try presented(interaction)
        var ended: [String] = []
        animator.onAnimate = { ctx in
            let view = try #require(ctx.view(forKey: .from))
            try ctx.engine.animate(duration: 0.7, animations: { try view.setAlpha(0) },
                                   completion: { _ in ended.append("alpha"); throw Boom(tag: "alpha") })
            try ctx.engine.animate(duration: 0.7, animations: { try view.setCornerRadius(8) },
                                   completion: { f in ended.append("radius \(f)"); try ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        try interaction.update(0.5)
        try interaction.cancel()
        var thrown: (any Error)?
        do { try engine.clock.advance(0.35) } catch { thrown = error }
        #expect((thrown as? Boom) == Boom(tag: "alpha") && ended == ["alpha"])
        try engine.clock.advance(0)                     // the run-loop turn
        #expect(ended == ["alpha", "radius true"] && engine.clock.now == 1_050_000)
        #expect(ctx.phase == .cancelled && engine.transitionsInFlight.isEmpty)
    }

    @Test func abandoningAHeldTransitionLetsGoOfItsHold() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, _, green, _, _) = try presented(interaction)
        try green.dismiss(animated: true)
        try interaction.update(0.5)
        #expect(engine.clock.pendingHoldCount == 1)
        engine.abandonTransitions()
        #expect(engine.clock.pendingHoldCount == 0)
        try engine.clock.runUntilIdle()               // the fade runs out with the clock
        #expect(alpha(engine, try green.view) == 0)
    }

    /// UIKit's controller is Objective-C: with no transition its transition context is nil and
    /// update, finish, cancel and pause message nil — nothing happens, nothing is stored
    /// (UIKitCore's `updateInteractiveTransition:` acts only on a context in its interactive
    /// state). A bad percentage is still the script's bug.
    @Test func anIdleControllerDoesNothing() throws {
        let interaction = PercentDrivenInteractiveTransition()
        try interaction.update(0.5)
        try interaction.finish()
        try interaction.cancel()
        try interaction.pause()
        #expect(interaction.percentComplete == 0 && interaction.context == nil && interaction.duration == 0)
        #expect(coreError { try interaction.update(.nan) }?.message ==
                "update expects a finite percentage between 0 and 1 (got nan)")
        // and it still drives the next transition it is given
        let (engine, root, green, _, _) = try presented(interaction)
        try green.dismiss(animated: true)
        try interaction.update(0.2)
        try interaction.finish()
        try engine.clock.runUntilIdle()
        #expect(root.presentedViewController == nil && interaction.percentComplete == 0)
    }

    /// `percentComplete` is the transition's: UIKitCore's getter reads
    /// `_previousPercentComplete` of the first transition context associated with the
    /// controller (0 with none: a message to nil), and the presentation's completion block
    /// calls `_setInteractor:nil` — which dissociates the context — after the completion and
    /// `animationEnded` (decompiled UIKitCore of iOS 26.1: UIPercentDrivenInteractiveTransition,
    /// _UIViewControllerTransitionContext, UIPresentationController). So the last update
    /// holds while the transition finishes and through its completion, then reads 0; an idle
    /// `update` stores nothing; the next transition starts from 0.
    @Test func percentCompleteIsTheTransitionsUntilItEnds() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, _, green, animator, _) = try presented(interaction)
        var inCompletion = -1.0
        try green.dismiss(animated: true) { inCompletion = interaction.percentComplete }
        let ctx = try #require(animator.context)                // kept: the flag, not a nil, counts
        try interaction.update(0.4)
        try interaction.cancel()
        try engine.clock.advance(0.1)
        #expect(interaction.percentComplete == 0.4)             // running back: still driven
        try engine.clock.runUntilIdle()
        #expect(ctx.transitionWasCancelled && inCompletion == -1 && interaction.context === ctx)
        #expect(interaction.percentComplete == 0)               // cancelled: dissociated
        try interaction.update(0.7)                             // idle: nothing stored
        #expect(interaction.percentComplete == 0)
        // a finished one: the completion (before animationEnded) still reads the last update
        try green.dismiss(animated: true) { inCompletion = interaction.percentComplete }
        #expect(interaction.percentComplete == 0)               // a new transition starts at 0
        try interaction.update(0.6)
        try interaction.finish()
        try engine.clock.runUntilIdle()
        #expect(inCompletion == 0.6 && interaction.percentComplete == 0)
    }

    @Test func misuseIsAnErrorThatNamesTheRule() throws {
        let interaction = PercentDrivenInteractiveTransition()
        #expect(coreError { try interaction.setCompletionSpeed(0) }?.message ==
                "completionSpeed must be a finite number greater than 0 (got 0.0)")
        #expect(coreError { try interaction.setCompletionSpeed(.nan) }?.kind == .invalidNumber)
        #expect(coreError { try interaction.setCompletionCurve(.caDefault) }?.message ==
                "completionCurve must be one of easeInOut, easeIn, easeOut, linear (UIView.AnimationCurve), got caDefault")
        #expect(interaction.completionSpeed == 1 && interaction.completionCurve.name == "easeInOut")
        let (engine, root, green, _, _) = try presented(interaction)
        try green.dismiss(animated: true)
        #expect(coreError { try interaction.update(.infinity) }?.kind == .invalidNumber)
        // one interaction controller drives one transition at a time (here: another engine's)
        let (engine2, _, green2, _, _) = try presented(interaction)
        let error = coreError { try green2.dismiss(animated: true) }
        #expect(error?.message == "PercentDrivenInteractiveTransition(dismiss #2 green from root, interactive) already drives dismiss #2 green from root; use one interaction controller per transition in flight")
        #expect(engine2.transitionsInFlight.isEmpty && green2.presentingViewController != nil)
        try interaction.cancel()
        try engine.clock.runUntilIdle()
        // reusable once its transition ended
        try green.dismiss(animated: true)
        try interaction.update(0.1)
        try interaction.finish()
        try engine.clock.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    /// `notifyWhenInteractionChanges` handlers that throw lose none after them: the first
    /// error comes out of `finish`, the later handlers run once each at the clock's next calls,
    /// at the same time (a second error out of the first of them). The first error stopped
    /// them: h3 and h4 never ran.
    @Test func aThrowingInteractionHandlerLosesNoneAfterIt() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, _, green, animator, log) = try presented(interaction)
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        for (name, fails) in [("h1", false), ("h2", true), ("h3", true), ("h4", false)] {
            ctx.coordinator.notifyWhenInteractionChanges { _ in
                log(name)
                if fails { throw Boom(tag: name) }
            }
        }
        try interaction.update(0.5)
        #expect(throws: Boom(tag: "h2")) { try interaction.finish() }
        #expect(log.entries.filter { $0.hasPrefix("h") } == ["h1", "h2"])
        let now = engine.clock.now
        #expect(throws: Boom(tag: "h3")) { try engine.clock.runUntilIdle() }
        try engine.clock.runUntilIdle()
        #expect(log.entries.filter { $0.hasPrefix("h") } == ["h1", "h2", "h3", "h4"])
        #expect(log.entries.last == "animator.animationEnded(true)")
        #expect(green.presentingViewController == nil && engine.clock.now > now)
    }

    /// Cancelling: a handler's error comes out of `cancel`, the reversal's `viewWillAppear`
    /// runs and its error comes after it (the handler's was dropped for it).
    @Test func aCancelsHandlerAndReversalErrorsAreBothThrown() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, _, green, animator, log) = try presented(interaction)
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        ctx.coordinator.notifyWhenInteractionChanges { _ in throw Boom(tag: "handler") }
        green.onWillAppear = { throw Boom(tag: "green.viewWillAppear") }
        try interaction.update(0.5)
        #expect(throws: Boom(tag: "handler")) { try interaction.cancel() }
        #expect(log.entries.contains("green.viewWillAppear"))
        #expect(throws: Boom(tag: "green.viewWillAppear")) { try engine.clock.runUntilIdle() }
        try engine.clock.runUntilIdle()
        #expect(green.presentingViewController != nil && log.entries.last == "animator.animationEnded(false)")
    }
}
