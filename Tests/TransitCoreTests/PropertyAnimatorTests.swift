import Testing
@testable import TransitCore

/// `PropertyAnimator`: values while running, paused, scrubbed, reversed mid-flight and
/// continued; completion positions; UIKit's state machine and its misuse errors.
@Suite struct PropertyAnimatorTests {
    let engine = Engine()
    let C = TimingCurve.easeInOut

    /// A view whose alpha goes 1 → 0 and centre x 0 → 100 in one animator: the block's
    /// progress w reads as `1 − alpha` and `centre.x / 100`.
    func make(duration: Double = 1, curve: TimingCurve = .easeInOut) throws -> (View, PropertyAnimator) {
        let v = try View(engine: engine, frame: Rect(-5, -5, 10, 10))
        let a = try PropertyAnimator(engine: engine, duration: duration, curve: curve)
        try a.addAnimations {
            try v.setAlpha(0)
            try v.setCenter(Point(100, 0))
        }
        return (v, a)
    }

    func expectProgress(_ v: View, _ w: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        expectClose(1 - v.presentation.alpha, w, 1e-9, sourceLocation: sourceLocation)
        expectClose(v.presentation.center.x, 100 * w, 1e-7, sourceLocation: sourceLocation)
    }

    @Test func runsLikeAnimateAndCompletesAtTheEnd() throws {
        let (v, a) = try make()
        var positions: [PropertyAnimator.Position] = []
        a.addCompletion { positions.append($0) }
        #expect(a.state == .inactive && v.alpha == 1)               // blocks wait for the start
        try a.startAnimation()
        #expect(a.state == .active && a.isRunning && v.alpha == 0)
        try engine.clock.advance(0.25)
        expectProgress(v, C(0.25))
        expectClose(a.fractionComplete, 0.25, 1e-12)
        try engine.clock.advance(0.75)
        #expect(positions == [.end] && a.state == .inactive && !a.isRunning)
        #expect(v.presentation.alpha == 0 && v.presentation.center == Point(100, 0))
    }

    @Test func startAfterDelayHoldsTheStartValues() throws {
        let (v, a) = try make()
        try a.startAnimation(afterDelay: 0.5)
        #expect(a.delay == 0.5 && a.isRunning)
        try engine.clock.advance(0.5)
        expectProgress(v, 0)
        try engine.clock.advance(0.5)
        expectProgress(v, C(0.5))
    }

    @Test func pauseHoldsAndStartResumesOnTheSameCurve() throws {
        let (v, a) = try make()
        try a.startAnimation()
        try engine.clock.advance(0.4)
        try a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning)
        try engine.clock.advance(3)
        expectProgress(v, C(0.4))
        expectClose(a.fractionComplete, 0.4, 1e-12)
        try a.startAnimation()
        try engine.clock.advance(0.2)
        expectProgress(v, C(0.6))                                   // as if never paused
        try engine.clock.runUntilIdle()
        #expect(a.state == .inactive)
    }

    /// Scrubbing linearly (the default): straight from the paused point to each end.
    @Test func scrubbingLinearlyIsStraightThroughThePausedPoint() throws {
        let (v, a) = try make()
        try a.startAnimation()
        try engine.clock.advance(0.4)
        try a.pauseAnimation()
        let w = C(0.4)
        try a.setFractionComplete(0.7)
        expectProgress(v, w + (1 - w) * (0.7 - 0.4) / 0.6)
        try a.setFractionComplete(0.2)
        expectProgress(v, w * 0.2 / 0.4)
        expectClose(a.fractionComplete, 0.2, 1e-12)
        // Continuing runs the rest on the curve, from where the scrub left it.
        try a.startAnimation()
        try engine.clock.advance(0.4)                               // half of the 0.8 left
        expectProgress(v, w * 0.5 + (1 - w * 0.5) * C(0.5))
    }

    @Test func scrubbingAlongTheCurve() throws {
        let (v, a) = try make()
        a.scrubsLinearly = false
        try a.setFractionComplete(0.3)                             // an inactive animator activates
        #expect(a.state == .active && !a.isRunning)
        expectProgress(v, C(0.3))
    }

    /// Reversed mid-flight: the animation retraces its curve back to the start values, which
    /// the model takes when it completes at `.start`.
    @Test func reversedMidFlightRetracesAndEndsAtTheStart() throws {
        let (v, a) = try make()
        var positions: [PropertyAnimator.Position] = []
        a.addCompletion { positions.append($0) }
        try a.startAnimation()
        try engine.clock.advance(0.6)
        try a.setReversed(true)
        #expect(a.isReversed && a.isRunning)
        try engine.clock.advance(0.2)
        expectProgress(v, C(0.4))
        expectClose(a.fractionComplete, 0.6, 1e-12)                 // counts back (iOS 11)
        try engine.clock.advance(0.4)
        #expect(positions == [.start])
        #expect(v.alpha == 1 && v.center == Point(0, 0) && !v.isAnimating)
    }

    /// `continueAnimation` with a new curve and duration factor: the rest (half of it) takes
    /// 0.5 × 2 × 1 s on the new curve, from where the animation was.
    @Test func continueWithANewCurveAndDurationFactor() throws {
        let (v, a) = try make()
        try a.startAnimation()
        try engine.clock.advance(0.5)
        try a.pauseAnimation()
        try a.continueAnimation(curve: .linear, durationFactor: 2)
        #expect(a.isRunning)
        try engine.clock.advance(0.5)
        expectProgress(v, 0.75)
        expectClose(a.fractionComplete, 0.75, 1e-12)
        var done = false
        a.addCompletion { _ in done = true }
        try engine.clock.advance(0.5)
        #expect(done)
    }

    @Test func stopThenFinishAtEachPosition() throws {
        for position in PropertyAnimator.Position.allCases {
            let (v, a) = try make(curve: .linear)
            var got: [PropertyAnimator.Position] = []
            a.addCompletion { got.append($0) }
            try a.startAnimation()
            try engine.clock.advance(0.3)
            try a.stopAnimation(false)
            #expect(a.state == .stopped && !v.isAnimating)
            expectClose(v.alpha, 0.7, 1e-12)                        // the model took what was on screen
            expectClose(v.center.x, 30, 1e-9)
            try a.finishAnimation(at: position)
            #expect(got == [position] && a.state == .inactive)
            switch position {
            case .end: #expect(v.alpha == 0 && v.center == Point(100, 0))
            case .start: #expect(v.alpha == 1 && v.center == Point(0, 0))
            case .current: expectClose(v.alpha, 0.7, 1e-12)
            }
        }
    }

    @Test func stopWithoutFinishingSkipsTheCompletions() throws {
        let (v, a) = try make(curve: .linear)
        var called = false
        a.addCompletion { _ in called = true }
        try a.startAnimation()
        try engine.clock.advance(0.5)
        try a.stopAnimation(true)
        #expect(a.state == .inactive && !called)
        expectClose(v.alpha, 0.5, 1e-12)
        try engine.clock.runUntilIdle()
        #expect(!called)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() throws {
        let (v, a) = try make(curve: .linear)
        a.pausesOnCompletion = true
        var called = false
        a.addCompletion { _ in called = true }
        try a.startAnimation()
        try engine.clock.advance(2)
        #expect(a.state == .active && !a.isRunning && a.fractionComplete == 1 && !called)
        expectProgress(v, 1)
        try a.setReversed(true)
        try a.startAnimation()
        try engine.clock.advance(0.25)
        expectProgress(v, 0.75)
    }

    @Test func addedAnimationsRunForTheRemainingTimeOrAfterTheirDelay() throws {
        let v = View(engine: engine), w = View(engine: engine)
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.addAnimations(delayFactor: 0.5) { try v.setAlpha(0) }
        try a.startAnimation()
        try engine.clock.advance(0.5)
        expectClose(v.presentation.alpha, 1, 1e-12)
        try a.addAnimations { try w.setAlpha(0) }                   // at 0.5: over the last 0.5 s
        try engine.clock.advance(0.25)
        expectClose(v.presentation.alpha, 0.5, 1e-12)
        expectClose(w.presentation.alpha, 0.5, 1e-12)
    }

    @Test func geometryStaysAdditiveWithOtherAnimations() throws {
        let (v, a) = try make(curve: .linear)
        try a.startAnimation()
        try engine.clock.advance(0.5)
        try engine.animate(duration: 1, curve: .linear) { try v.setCenter(Point(100, 100)) }
        try engine.clock.advance(0.25)
        // (100, 100) + animator (−100, 0)·0.25 + block (0, −100)·0.75
        expectClose(v.presentation.center, Point(75, 25), 1e-9)
        try engine.step(frames: 1)
        let rendered = try #require(engine.renderedPresentation(of: v))
        expectClose(rendered.center, v.presentation.center, 1e-9)
        expectClose(rendered.alpha, v.presentation.alpha, 1e-12)
    }

    @Test func misuseIsAnErrorAsInUIKit() throws {
        let (_, a) = try make()
        #expect(coreError { try a.finishAnimation(at: .end) }?.message
                == "finishAnimation(at:) needs a stopped animator (this one is inactive); call stopAnimation(false) first")
        #expect(coreError { try a.continueAnimation() }?.message
                == "continueAnimation needs an active animator (this one is inactive)")
        try a.startAnimation()
        #expect(coreError { try a.setFractionComplete(0.5) }?.message
                == "fractionComplete can only be set while the animator is paused (it is running); call pauseAnimation() first")
        #expect(coreError { try a.setInterruptible(false) }?.message
                == "isInterruptible cannot be changed while the animator is active")
        #expect(coreError { try a.finishAnimation(at: .end) }?.message
                == "finishAnimation(at:) needs a stopped animator (this one is active); call stopAnimation(false) first")
        try a.stopAnimation(false)
        #expect(coreError { try a.startAnimation() }?.message
                == "startAnimation: an animator cannot be started while it is stopped; call finishAnimation(at:) first")
        #expect(coreError { try a.pauseAnimation() }?.message == "pauseAnimation: a stopped animator cannot be paused")
        #expect(coreError { try a.addAnimations {} }?.message == "addAnimations: cannot add animations to a stopped animator")
        #expect(coreError { try a.setFractionComplete(0.5) }?.message == "fractionComplete: a stopped animator cannot be scrubbed")
        #expect(coreError { try a.addAnimations(delayFactor: 2) {} }?.message
                == "addAnimations: delayFactor must be between 0 and 1 (got 2.0)")
        #expect(coreError { _ = try PropertyAnimator(engine: engine, duration: -1) }?.message
                == "PropertyAnimator duration must be a finite, non-negative number of seconds (got -1.0)")
        let stiff = try PropertyAnimator(engine: engine, duration: 1)
        try stiff.setInterruptible(false)
        try stiff.startAnimation()
        #expect(coreError { try stiff.pauseAnimation() }?.message
                == "pauseAnimation: the animator is not interruptible (isInterruptible = false)")
    }

    /// Apple, `isInterruptible` ("…can be paused or stopped"): "When the value of this property
    /// is true, you can use the pauseAnimation() and stopAnimation(_:) methods to interrupt the
    /// animations and make changes. When the value of this property is false, the animations
    /// run to completion (and without interruption) after you call the startAnimation()
    /// method" (developer.apple.com/documentation/uikit/uiviewpropertyanimator/isinterruptible).
    /// Stopping is refused as pausing is, and the animator runs on to its end.
    @Test func aNonInterruptibleAnimatorCannotBeStopped() throws {
        let (v, a) = try make(curve: .linear)
        var positions: [PropertyAnimator.Position] = []
        a.addCompletion { positions.append($0) }
        try a.setInterruptible(false)
        try a.startAnimation()
        try engine.clock.advance(0.25)
        for withoutFinishing in [false, true] {
            #expect(coreError { try a.stopAnimation(withoutFinishing) }?.message
                    == "stopAnimation: the animator is not interruptible (isInterruptible = false)")
        }
        #expect(a.state == .active && a.isRunning)
        try engine.clock.advance(0.75)
        #expect(positions == [.end] && v.center == Point(100, 0))
    }

    /// Run to completion and paused there (`pausesOnCompletion`), a non-interruptible
    /// animator is ended by `stopAnimation`: nothing is left to interrupt. Refused, it could
    /// not be ended at all — not reversed, not restarted, its interruptibility not changed
    /// while active — and a spec's end asked for what it refused.
    @Test func aNonInterruptibleAnimatorPausedAtItsEndCanBeStopped() throws {
        let (v, a) = try make(curve: .linear)
        a.pausesOnCompletion = true
        try a.setInterruptible(false)
        try a.startAnimation()
        try engine.clock.advance(2)
        #expect(a.state == .active && !a.isRunning && a.fractionComplete == 1)
        try a.stopAnimation(true)
        #expect(a.state == .inactive && v.center == Point(100, 0))
    }

    @Test func theTimelineRecordsTheAnimator() throws {
        let (_, a) = try make(curve: .linear)
        a.addCompletion { _ in }
        try a.startAnimation()
        try engine.clock.runUntilIdle()
        #expect(engine.timeline.map(\.description) == [
            "0.000000 begin #1 [View#2.alpha, View#2.center] duration=1 curve=linear",
            "1.000000 end #1 finished=true",
            "1.000000 completion #1 finished=true",
        ])
    }
}
