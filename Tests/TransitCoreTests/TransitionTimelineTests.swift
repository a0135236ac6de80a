import Testing
@testable import TransitCore

/// A transition's timeline (`ctx:timeline()`, TransitionContext+Timeline.swift;
/// docs/timelines.md "In a transition"). The dismissal of "green" is one timeline of 1 s:
/// green's alpha 1 → 0 over [0, 1] and its centre 200 points right over [0.5, 1], both
/// linear, and a callback at 0.6. The animator's transitionDuration says 0.7: the timeline's
/// length wins.
@Suite struct TransitionTimelineTests {
    /// What the dismissal's timeline did: the timeline, its settlements and callbacks.
    final class Probe {
        var timeline: Timeline?
        var settled: [Bool] = []
        var calls = 0
    }

    /// A presented "green" (fullScreen), its dismissal a timeline whose onSettle completes the
    /// transition; `interaction` (if any) drives the dismissal.
    func presented(_ interaction: PercentDrivenInteractiveTransition?) throws
        -> (Engine, Recorder, Recorder, TestAnimator, Probe) {
        let (engine, root, green, animator, delegate, _) = try transitionSetUp(.fullScreen)
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        delegate.dismissingInteraction = interaction
        let probe = Probe()
        // the probe holds the timeline, which holds its callbacks: they hold the probe weakly
        animator.onAnimate = { ctx in
            let from = try #require(ctx.view(forKey: .from)), to = try #require(ctx.view(forKey: .to))
            try ctx.containerView.insertSubview(to, belowSubview: from)
            let tl = try ctx.makeTimeline(origin: "t.lua:1") { [weak probe, unowned ctx] finished in
                probe?.settled.append(finished)
                try ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            try tl.tween(.to, targets: [from], options: .init(duration: 1, curve: .linear)) { _, v in try v.setAlpha(0) }
            try tl.tween(.to, targets: [from], options: .init(duration: 0.5, curve: .linear), position: .absolute(0.5)) { _, v in
                try v.setCenter(Point(x: v.center.x + 200, y: v.center.y))
            }
            try tl.call(at: .absolute(0.6)) { [weak probe] in probe?.calls += 1 }
            probe.timeline = tl
        }
        return (engine, root, green, animator, probe)
    }

    func shown(_ engine: Engine, _ view: View) -> Presentation { engine.presentation(of: view) }

    @Test func theDragHoldsTheTimelineAtPercentTimesItsDuration() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, _, green, animator, probe) = try presented(interaction)
        let view = try green.view
        let x0 = view.center.x
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        let tl = try #require(probe.timeline)
        // the transition lasts as long as its timeline; the model is final at once
        #expect(ctx.duration == 1 && interaction.duration == 1 && tl.duration == 1)
        #expect(view.alpha == 0 && view.center.x == x0 + 200)
        #expect(shown(engine, view).alpha == 1 && tl.followsInteraction && tl.isPaused && !tl.isActive)
        try engine.clock.advance(2)                                  // held at 0 however long
        #expect(shown(engine, view).alpha == 1 && tl.time == 0)
        try interaction.update(0.25)
        #expect(abs(shown(engine, view).alpha - 0.75) < 1e-12 && shown(engine, view).center.x == x0)
        try interaction.update(0.5)
        #expect(abs(shown(engine, view).alpha - 0.5) < 1e-12 && tl.time == 0.5)
        try interaction.update(0.75)                                 // past the callback at 0.6
        #expect(abs(shown(engine, view).alpha - 0.25) < 1e-12 && abs(shown(engine, view).center.x - (x0 + 100)) < 1e-9)
        try interaction.update(0.25)                                 // and back over it
        #expect(abs(shown(engine, view).alpha - 0.75) < 1e-12)
        // the frame pass reads the same time
        engine.evaluateFrame()
        #expect(abs((engine.renderedPresentation(of: view)?.alpha ?? -1) - 0.75) < 1e-12)
        // scrubbing runs no callback and settles nothing
        #expect(probe.calls == 0 && probe.settled.isEmpty && ctx.phase == .animating)
    }

    @Test func finishPlaysOnFromThereAtTheCompletionSpeedAndKeepsTheEndValues() throws {
        let interaction = PercentDrivenInteractiveTransition()
        try interaction.setCompletionSpeed(2)
        try interaction.setCompletionCurve(.linear)
        let (engine, root, green, animator, probe) = try presented(interaction)
        let view = try green.view
        let x0 = view.center.x
        try green.dismiss(animated: true)
        try interaction.update(0.5)
        try interaction.finish()
        let ctx = try #require(animator.context)
        // the rest, 0.5 s, at speed 2: 0.25 s; half-way through, the timeline is at 0.75
        try engine.clock.advance(0.125)
        #expect(abs(shown(engine, view).alpha - 0.25) < 1e-9 && abs(shown(engine, view).center.x - (x0 + 100)) < 1e-6)
        #expect(probe.calls == 1 && probe.settled.isEmpty)            // the call at 0.6 ran on the way
        try engine.clock.advance(0.125)
        #expect(probe.settled == [true] && ctx.phase == .completed && root.presentedViewController == nil)
        #expect(view.alpha == 0 && view.center.x == x0 + 200)          // the end values
        #expect(!(probe.timeline?.followsInteraction ?? true))
        try engine.clock.advance(1)
        #expect(probe.settled == [true] && probe.calls == 1)
        #expect(engine.transitionLines.filter { $0.contains("#2") } == [
            "0.700000 dismiss #2 green from root animated=true",
            "0.700000 dismiss #2 interaction finishes at 0.5",
            // the trace's timeline lines: it plays (recorded a run-loop turn after it was
            // made, with its tweens), its callback at 0.6 on the way, its rest at the end
            "0.700000 timeline #2 plays [green.alpha, green.center] duration=1 at t.lua:1",
            "0.750000 timeline #2 call t=0.6",
            "0.950000 timeline #2 rests at end",
            "0.950000 dismiss #2 completed",
        ])
        #expect(engine.clock.pendingHoldCount == 0)
    }

    @Test func cancelPlaysBackToTheStartAndTheModelTakesTheStartValues() throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (engine, root, green, animator, probe) = try presented(interaction)
        let view = try green.view
        let x0 = view.center.x
        try green.dismiss(animated: true)
        try interaction.update(0.75)
        try interaction.cancel()
        let ctx = try #require(animator.context)
        #expect(ctx.transitionWasCancelled && !ctx.isInteractive && probe.timeline?.isReversed == true)
        // back over 0.75 s on easeInOut: half-way in time, the timeline is at 0.75 × (1 − 0.5)
        try engine.clock.advance(0.375)
        let local = 0.75 * (1 - TimingCurve.easeInOut.value(at: 0.5))
        #expect(abs(shown(engine, view).alpha - (1 - local)) < 1e-6)
        #expect(probe.calls == 1 && probe.settled.isEmpty)             // the call at 0.6, going back
        try engine.clock.advance(0.375)
        #expect(probe.settled == [false] && ctx.phase == .cancelled && root.presentedViewController === green)
        // as a reversed property animator leaves them: the start values, shown and in the model
        #expect(view.alpha == 1 && view.center.x == x0)
        #expect(shown(engine, view).alpha == 1 && shown(engine, view).center.x == x0)
        try engine.clock.advance(1)
        #expect(probe.settled == [false] && probe.calls == 1)
        #expect(engine.transitionLines.filter { $0.contains("#2") } == [
            "0.700000 dismiss #2 green from root animated=true",
            "0.700000 dismiss #2 interaction cancels at 0.75",
            "0.700000 timeline #2 plays [green.alpha, green.center] duration=1 at t.lua:1",
            // back from 0.75 over 0.75 s on easeInOut, the time is 0.6 where the curve is 0.2: 0.232348 s in
            "0.932348 timeline #2 call t=0.6",
            "1.450000 timeline #2 rests at start",
            "1.450000 dismiss #2 cancelled",
        ])
    }

    @Test func alongsideAnimationsKeepStepWithTheTimeline() throws {
        let interaction = PercentDrivenInteractiveTransition()
        try interaction.setCompletionCurve(.linear)
        let (engine, root, green, animator, probe) = try presented(interaction)
        let chrome = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try root.view.addSubview(chrome)
        var order: [String] = []
        let animate = try #require(animator.onAnimate)
        animator.onAnimate = { ctx in
            try animate(ctx)
            try ctx.coordinator.animate(alongside: { _ in try chrome.setAlpha(0) },
                                        completion: { _ in order.append("alongside") })
        }
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        probe.timeline?.onComplete = { order.append("timeline") }
        // the alongside block lasts the timeline's 1 s on UIKit's default curve, on its time
        for p in [0.25, 0.5, 0.8] {
            try interaction.update(p)
            #expect(abs(shown(engine, chrome).alpha - (1 - TimingCurve.easeInOut.value(at: p))) < 1e-9)
        }
        try interaction.finish()                                    // 0.2 s left, linear
        try engine.clock.advance(0.1)
        #expect(abs(shown(engine, chrome).alpha - (1 - TimingCurve.easeInOut.value(at: 0.9))) < 1e-9)
        #expect(abs(shown(engine, try green.view).alpha - 0.1) < 1e-9)
        try engine.clock.advance(0.1)
        // at one tick: the alongside block ends, then the timeline, whose completion ends the
        // transition, which runs the coordinator's completion
        #expect(order == ["timeline", "alongside"] && ctx.phase == .completed)
        #expect(Array(engine.timeline.map(\.description).suffix(6)) == [
            "0.700000 begin #4 [View#7.alpha] duration=1 curve=easeInOut",
            "0.700000 dismiss #2 interaction finishes at 0.8",
            "0.700000 timeline #2 plays [green.alpha, green.center] duration=1 at t.lua:1",
            "0.900000 end #4 finished=true",
            "0.900000 timeline #2 rests at end",
            "0.900000 dismiss #2 completed",
        ])
        #expect(chrome.alpha == 0 && shown(engine, chrome).alpha == 0)
    }

    @Test func aTransitionRunningByItselfIsCaughtByPause() throws {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        let (engine, _, green, animator, probe) = try presented(interaction)
        let view = try green.view
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        let tl = try #require(probe.timeline)
        // it runs with the clock from the start, the timeline with it
        try engine.clock.advance(0.4)
        #expect(abs(shown(engine, view).alpha - 0.6) < 1e-9 && tl.isActive && !ctx.isInteractive)
        try interaction.pause()                                     // caught at 40 %
        #expect(interaction.percentComplete == 0.4 && ctx.isInteractive && tl.isPaused)
        try engine.clock.advance(1)
        #expect(abs(shown(engine, view).alpha - 0.6) < 1e-9 && probe.settled.isEmpty)
        try interaction.update(0.7)
        #expect(abs(shown(engine, view).alpha - 0.3) < 1e-9)
        try interaction.finish()                                    // 0.3 s left on easeInOut
        try engine.clock.advance(0.3)
        #expect(probe.settled == [true] && ctx.phase == .completed && probe.calls == 0)
    }

    @Test func withoutAnInteractionItPlaysOnTheClock() throws {
        let (engine, root, green, animator, probe) = try presented(nil)
        let view = try green.view
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        #expect(ctx.duration == 1 && !(probe.timeline?.followsInteraction ?? true) && probe.timeline?.isActive == true)
        try engine.clock.advance(0.5)
        #expect(abs(shown(engine, view).alpha - 0.5) < 1e-12 && probe.calls == 0)
        try engine.clock.advance(0.4999)
        #expect(probe.calls == 1 && probe.settled.isEmpty && ctx.phase == .animating)
        try engine.clock.advance(0.0001)
        #expect(probe.settled == [true] && ctx.phase == .completed && root.presentedViewController == nil)
    }

    @Test func aTimelineOutsideAnimateTransitionIsAnError() throws {
        let (engine, _, green, animator, _) = try presented(nil)
        try green.dismiss(animated: true)
        let ctx = try #require(animator.context)
        try engine.clock.advance(1)
        #expect(ctx.phase == .completed)
        #expect(coreError { _ = try ctx.makeTimeline() }?.message ==
                "timeline: dismiss #2 green from root is completed; make its timeline in animateTransition")
    }
}
