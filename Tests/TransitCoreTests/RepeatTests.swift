import Testing
@testable import TransitCore

/// `repeat`, `autoreverse`, `performWithoutAnimation`, `removeAllAnimations` and the
/// `allowUserInteraction` record.
@Suite struct RepeatTests {
    let engine = Engine()

    @Test func repeatCountRunsTheBlockAgainThenCompletes() throws {
        let v = View(engine: engine)
        var done: [(Double, Bool)] = []
        try engine.animate(duration: 1, curve: .linear, repeatCount: 2.5,
                           animations: { try v.setAlpha(0) },
                           completion: { done.append((engine.clock.seconds, $0)) })
        #expect(v.alpha == 0)                                      // the model is final at once
        try engine.clock.advance(0.25); expectClose(v.presentation.alpha, 0.75)
        try engine.clock.advance(1.0); expectClose(v.presentation.alpha, 0.75)   // run 2
        try engine.clock.advance(1.0); expectClose(v.presentation.alpha, 0.75)   // run 3, half of it
        #expect(done.isEmpty)
        try engine.clock.advance(0.25)                              // 2.5 runs: ends mid-run
        #expect(done.count == 1 && done[0].0 == 2.5 && done[0].1)
        #expect(v.presentation.alpha == 0)                          // snapped to the model
    }

    /// UIKit: with autoreverse and a finite count the view runs back each time, then snaps
    /// to the model (the final value) when the last run ends.
    @Test func autoreverseRunsBackThenSnapsToTheModel() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.animate(duration: 1, curve: .easeIn, options: [.autoreverse], repeatCount: 2) {
            try v.setCenter(Point(105, 5))
        }
        let e = TimingCurve.easeIn(0.25)
        try engine.clock.advance(0.25); expectClose(v.presentation.center.x, 5 + 100 * e, 1e-9)
        try engine.clock.advance(1.5); expectClose(v.presentation.center.x, 5 + 100 * e, 1e-9)  // back, ¼ left
        try engine.clock.advance(0.5); expectClose(v.presentation.center.x, 5 + 100 * e, 1e-9)  // 2nd run, ¼ in
        try engine.clock.advance(1.749999)
        #expect(v.presentation.center.x < 5.001)                    // nearly back at the start…
        try engine.clock.advance(0.000001)
        #expect(v.presentation.center.x == 105 && !v.isAnimating)   // …then the model
        #expect(engine.timeline.first?.description == "0.000000 begin #1 [View#2.center] duration=1 curve=easeIn repeat=2 autoreverse")
    }

    /// `.autoreverse` alone is one cycle — `setAnimationRepeatAutoreverses(_:)`: "a single
    /// animation cycle changes the properties being animated to their new values and then back
    /// to their original values. At the end of the animations, the affected views are then
    /// updated immediately to reflect the new values."
    @Test func autoreverseAloneRunsOneCycle() throws {
        let v = View(engine: engine)
        var done: [(Double, Bool)] = []
        try engine.animate(duration: 1, curve: .linear, options: [.autoreverse],
                           animations: { try v.setAlpha(0) }, completion: { done.append((engine.clock.seconds, $0)) })
        try engine.clock.advance(0.75); expectClose(v.presentation.alpha, 0.25)  // on the way there
        try engine.clock.advance(0.5); expectClose(v.presentation.alpha, 0.25)   // on the way back
        try engine.clock.advance(0.5); expectClose(v.presentation.alpha, 0.75)
        #expect(done.isEmpty)
        try engine.clock.advance(0.25)
        #expect(done.count == 1 && done[0].0 == 2 && done[0].1)
        #expect(v.presentation.alpha == 0 && !v.isAnimating)                  // the new value
    }

    /// A count given with `.repeat` is the count; `.repeat` alone repeats forever.
    @Test func aCountGivenWithTheRepeatOptionIsKept() throws {
        let v = View(engine: engine)
        var done: [(Double, Bool)] = []
        try engine.animate(duration: 0.5, curve: .linear, options: [.repeat, .autoreverse], repeatCount: 2,
                           animations: { try v.setAlpha(0) }, completion: { done.append((engine.clock.seconds, $0)) })
        try engine.clock.advance(0.75); expectClose(v.presentation.alpha, 0.5)    // run 1, on its way back
        try engine.clock.advance(1.0); expectClose(v.presentation.alpha, 0.5)     // run 2, on its way back
        #expect(done.isEmpty)
        try engine.runUntilIdle()
        #expect(done.count == 1 && done[0].0 == 2 && done[0].1)
        #expect(v.presentation.alpha == 0 && !v.isAnimating)
        let w = View(engine: engine)
        try engine.animate(duration: 0.5, options: [.repeat], animations: { try w.setAlpha(0) })
        try engine.clock.advance(100)
        #expect(w.isAnimating)
        // a count of 1 given is a count too: one run
        let u = View(engine: engine)
        var once: [Bool] = []
        try engine.animate(duration: 0.5, options: [.repeat], repeatCount: 1, animations: { try u.setAlpha(0) },
                           completion: { once.append($0) })
        try engine.clock.advance(0.5)
        #expect(once == [true] && !u.isAnimating)
    }

    @Test func foreverNeverCompletesAndRunUntilIdleNamesIt() throws {
        let v = View(engine: engine)
        var completions = 0
        try engine.animate(duration: 0.5, curve: .linear, options: [.repeat, .autoreverse], origin: "pulse.lua:3",
                           animations: { try v.setAlpha(0) }, completion: { _ in completions += 1 })
        try engine.clock.advance(100.25)
        expectClose(v.presentation.alpha, 0.5)
        let error = coreError { try engine.clock.runUntilIdle() }
        #expect(error?.kind == .runaway)
        #expect(error?.message == "runUntilIdle would never return: animation #1 (begun at pulse.lua:3) repeats forever; advance the clock by a fixed time instead")
        // Replacing its last animation ends it, finished = false.
        try engine.animate(duration: 0.1) { try v.setAlpha(1) }
        try engine.clock.runUntilIdle()
        #expect(completions == 1 && engine.clock.pendingHoldCount == 0)
    }

    @Test func removeAllAnimationsEndsEvenAdditiveForeverOnes() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        var finished: [Bool] = []
        try engine.animate(duration: 1, repeatCount: .infinity, animations: { try v.setCenter(Point(50, 50)) },
                           completion: { finished.append($0) })
        try engine.clock.advance(0.3)
        v.removeAllAnimations()
        #expect(v.presentation.center == Point(50, 50) && !v.isAnimating)
        try engine.clock.runUntilIdle()
        #expect(finished == [false])
    }

    @Test func performWithoutAnimationAppliesAtOnceInsideABlock() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        var finished: [Bool] = []
        try engine.animate(duration: 1, animations: {
            try v.setAlpha(0.5)
            try engine.performWithoutAnimation {
                try v.setCenter(Point(100, 100))
                try engine.animate(duration: 1, animations: { try v.setCornerRadius(8) },
                                   completion: { finished.append($0) })
            }
        })
        #expect(v.presentation.center == Point(100, 100) && v.presentation.cornerRadius == 8)
        #expect(v.presentation.alpha == 1)                          // the alpha still animates
        try engine.clock.advance(0)
        #expect(finished == [true])                                 // one run-loop turn later
        try engine.clock.runUntilIdle()
    }

    @Test func allowUserInteractionIsRecordedPerAnimation() throws {
        let v = View(engine: engine)
        #expect(engine.allowsUserInteraction(v))
        try engine.animate(duration: 1, options: .allowUserInteraction) { try v.setAlpha(0) }
        #expect(engine.allowsUserInteraction(v))
        try engine.animate(duration: 1) { try v.setCornerRadius(3) }
        #expect(!engine.allowsUserInteraction(v))
        try engine.clock.runUntilIdle()
        #expect(engine.allowsUserInteraction(v))
    }

    @Test func badRepeatCountsAreErrors() {
        let v = View(engine: engine)
        #expect(coreError { try engine.animate(duration: 1, repeatCount: 0, animations: { try v.setAlpha(0) }) }?.message
                == "repeatCount must be a number greater than 0, or infinity to repeat forever (got 0.0)")
        #expect(coreError { try engine.animate(duration: 1, repeatCount: .nan, animations: {}) }?.kind == .invalidNumber)
    }
}
