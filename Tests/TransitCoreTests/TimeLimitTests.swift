import Testing
@testable import TransitCore

/// The bounds on script numbers that become ticks (docs/time.md "Limits"): each of these
/// trapped (SIGILL) on an Int64 overflow or a Double → Int64 conversion before.
@Suite struct TimeLimitTests {
    @Test func advanceOverTheLimitIsAnErrorAndTheClockStops() throws {
        let clock = Clock()
        #expect(coreError { try clock.advance(8e12) }?.message
                == "advance must be at most 1000000000 seconds (got 8000000000000)")
        try clock.advance(1e9)                                      // exactly the limit: fine
        #expect(clock.now == Clock.maxTicks)
        let error = coreError { try clock.advance(1) }
        #expect(error?.kind == .invalidNumber)
        #expect(error?.message == "advance(1) would move the clock past 1000000000 seconds, the longest a clock runs (now at 1000000000 s)")
        #expect(clock.now == Clock.maxTicks)
    }

    @Test func framesAtTheLimitAreExactAtEveryRate() throws {
        let clock = Clock()
        try clock.advance(1.6e5)
        #expect(clock.frame == 9_600_000)
        try clock.advance(1e9 - 1.6e5)
        #expect(clock.frame == 60_000_000_000 && clock.frameTick(60_000_000_000) == Clock.maxTicks)
        try clock.setFPS(1_000_000)                                 // tick · fps would be 1e21
        #expect(clock.frame == 1_000_000_000_000_000 && clock.frameTick(clock.frame) == clock.now)
        try clock.setFPS(7)
        #expect(clock.frame == 7_000_000_000 && clock.frameTick(clock.frame) == clock.now)
        #expect(clock.frameTick(clock.frame + 1) > clock.now)
    }

    @Test func stepPastTheLimitIsRefusedBeforeAnyFrameRuns() throws {
        let engine = Engine()
        let error = coreError { try engine.step(frames: 1 << 62) }
        #expect(error?.message == "step(4611686018427387904) would move the clock past 1000000000 seconds, the longest a clock runs (60000000000 frames at 60 fps; now at frame 0)")
        #expect(engine.clock.now == 0)
        #expect(coreError { try engine.clock.step(Int.max) }?.kind == .invalidNumber)
    }

    @Test func repeatCountTimesDurationIsBounded() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        let error = coreError {
            try engine.animate(duration: 1, repeatCount: 1e13) { try v.setAlpha(0) }
        }
        #expect(error?.message == "the animation's duration × repeatCount must be at most 1000000000 seconds (got 10000000000000)")
        #expect(v.alpha == 1)                                       // refused before the block ran
        let twice = coreError {
            try engine.animate(duration: 1, options: .autoreverse, repeatCount: 6e8) { try v.setAlpha(0) }
        }
        #expect(twice?.message == "the animation's duration × repeatCount × 2 (autoreverse) must be at most 1000000000 seconds (got 1200000000)")
        #expect(coreError { try engine.animate(duration: 8e12) {} }?.message
                == "animation duration must be at most 1000000000 seconds (got 8000000000000)")
        // forever is still forever
        try engine.animate(duration: 1, repeatCount: .infinity) { try v.setAlpha(0) }
        try engine.clock.advance(1e6)
    }

    @Test func continueAnimationWithAHugeFactorIsAnError() throws {
        let engine = Engine()
        let v = View(engine: engine)
        let a = try PropertyAnimator(engine: engine, duration: 1)
        try a.addAnimations { try v.setAlpha(0) }
        try a.pauseAnimation()
        let error = coreError { try a.continueAnimation(durationFactor: 1e300) }
        #expect(error?.message == "continueAnimation: duration × durationFactor must be at most 1000000000 seconds (got 1e+300)")
        #expect(a.state == .active && !a.isRunning)                 // still paused, usable
        try a.continueAnimation(durationFactor: 2)
        try engine.clock.advance(2)
        #expect(a.state == .inactive)
        #expect(coreError { _ = try PropertyAnimator(engine: engine, duration: 2e9) }?.message
                == "PropertyAnimator duration must be at most 1000000000 seconds (got 2000000000)")
    }

    @Test func aTinyCompletionSpeedIsRefusedBeforeTheInteractionEnds() throws {
        let interaction = PercentDrivenInteractiveTransition()
        try interaction.setCompletionSpeed(1e-300)
        let (engine, root, green, animator, delegate, _) = try transitionSetUp(.fullScreen)
        try root.present(green, animated: true)
        try engine.clock.advance(0.7)
        delegate.dismissingInteraction = interaction
        try green.dismiss(animated: true)
        try interaction.update(0.5)
        let error = coreError { try interaction.finish() }
        #expect(error?.message.hasPrefix("finish: the rest of the transition at completionSpeed 1e-300 must be at most 1000000000 seconds (got 6.99999") == true)
        let context = try #require(animator.context)               // weak in the animator: hold it
        try interaction.setCompletionSpeed(1)                      // nothing changed: it can still end
        try interaction.finish()
        try engine.clock.advance(1)
        #expect(context.phase == .completed)
    }

    @Test func aPanOrMoveOverTheFrameLimitIsRefusedAndLeavesNoFingerDown() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        try engine.window.addSubview(v)
        v.addGestureRecognizer(PanGestureRecognizer { _ in })
        let error = coreError { try engine.window.pan(from: Point(10, 10), to: Point(20, 20), duration: 1e9) }
        #expect(error?.message == "pan duration 1000000000 s is 60000000000 frames at 60 fps; a pan takes at most 100000 frames")
        #expect(engine.clock.pendingTimerCount == 0)
        let touch = try #require(try engine.window.touch(at: Point(10, 10)))   // no finger left down
        #expect(coreError { try touch.move(to: Point(1, 1), duration: 1e4) }?.message
                == "move duration 10000 s is 600000 frames at 60 fps; a move takes at most 100000 frames")
        #expect(coreError { try touch.move(to: Point(.nan, 1), duration: 1) }?.message
                == "move target must have finite numbers (got Point(nan, 1))")
    }

    @Test func nonFinitePointsAreErrorsForEveryTouch() throws {
        let engine = Engine()
        #expect(coreError { try engine.window.tap(at: Point(.nan, 10)) }?.message
                == "tap point must have finite numbers (got Point(nan, 10))")
        #expect(coreError { _ = try engine.window.touch(at: Point(.infinity, 0)) }?.kind == .invalidNumber)
        #expect(coreError { try engine.window.pan(from: Point(0, 0), to: Point(0, .nan), duration: 1) }?.kind == .invalidNumber)
    }

    @Test func aTinyItemSizeGivesABoundedColumnCount() throws {
        let engine = Engine()
        let c = CollectionView(engine: engine)
        try c.setFrame(Rect(0, 0, 393, 100))
        try c.setSpacing(0)
        try c.setItemSize(Size(1e-300, 1e-300))
        #expect(c.columns == 1_000_000_000)
    }
}
