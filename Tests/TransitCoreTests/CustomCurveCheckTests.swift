import Testing
@testable import TransitCore

/// Custom curves are evaluated at every frame the clock passes over, as a display would, and
/// the first frame whose value cannot be shown stops time there with an error
/// (AnimationSystem+CurveCheck.swift, `Clock.checkFrames`).
@Suite struct CustomCurveCheckTests {
    /// An engine with one view whose center animates over one second with `curve`.
    private func animating(_ curve: TimingCurve, delay: Double = 0) throws -> (Engine, View, AnimationHandle) {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try engine.window.addSubview(v)
        let handle = try engine.animate(duration: 1, delay: delay, curve: curve) { try v.setCenter(Point(x: 105, y: 5)) }
        return (engine, v, handle)
    }

    private func coreError(_ body: () throws -> Void) -> CoreError? {
        do { try body() } catch let e as CoreError { return e } catch { return nil }
        return nil
    }

    @Test func aCurveIsEvaluatedAtEveryFrameThePlainClockPassesOver() throws {
        var inputs: [Double] = []
        let (engine, _, _) = try animating(.custom(name: "logged") { t in inputs.append(t); return t })
        try engine.clock.advance(0.05)                 // leaves frames 0, 1, 2 (3 is at 0.05)
        #expect(inputs.map { ($0 * 60).rounded() } == [0, 1, 2])
        inputs = []
        try engine.clock.advance(0.05)
        #expect(inputs.map { ($0 * 60).rounded() } == [3, 4, 5])
    }

    @Test func aNaNStopsTimeAtItsFrameAndLosesNothing() throws {
        let (engine, v, _) = try animating(.custom(name: "bad") { t in t > 0.04 ? .nan : t })
        var frames: [Int64] = []
        engine.clock.onAdvance = { from, to in frames.append(to) }
        let error = coreError { try engine.clock.advance(0.5) }
        #expect(error?.kind == .invalidNumber)
        #expect(error?.message == "the curve bad returned nan at 0.05 s (a custom curve must return a finite number within ±1000000)")
        #expect(engine.clock.now == 50_000)            // frame 3, the first with t > 0.04
        #expect(frames == [50_000])                    // a recorder saw the frames before it
        // the block's end is still scheduled: nothing was consumed
        #expect(engine.runningAnimationCount == 1)
        #expect(engine.clock.pendingTimerCount == 1)
        #expect(v.center == Point(x: 105, y: 5))
    }

    @Test func aHugeOrInfiniteValueIsTheCurvesErrorToo() throws {
        for (value, shown) in [(1e308, "1e+308"), (Double.infinity, "inf"), (-2e6, "-2000000")] {
            let (engine, _, _) = try animating(.custom(name: "huge") { _ in value })
            let error = coreError { try engine.clock.advance(0.1) }
            #expect(error?.message == "the curve huge returned \(shown) at 0 s (a custom curve must return a finite number within ±1000000)")
            #expect(engine.clock.now == 0)
        }
        // the limit itself, and overshoots of any real curve, are fine
        let (engine, _, _) = try animating(.custom(name: "far") { _ in -1_000_000 })
        try engine.clock.advance(2)
        #expect(engine.runningAnimationCount == 0)
    }

    @Test func theHostsErrorIsThrownForAFailureItReports() throws {
        struct HostError: Error, Equatable { var text: String }
        var failed: HostError?
        let (engine, _, _) = try animating(.custom(name: "host") { t in
            if t >= 0.5 { failed = HostError(text: "the host's account") }
            return t
        })
        engine.animations.customCurveFailure = { defer { failed = nil }; return failed }
        #expect(throws: HostError(text: "the host's account")) { try engine.clock.advance(1) }
        #expect(engine.clock.now == 500_000)
    }

    @Test func aDelayIsOneFrameOfProgressZeroAndAnEndedBlockIsNotChecked() throws {
        var inputs: [Double] = []
        let (engine, _, _) = try animating(.custom(name: "logged") { t in inputs.append(t); return t }, delay: 10)
        try engine.clock.advance(10)                   // 600 frames of delay: one call stands for them
        #expect(inputs.count <= 2 && inputs.allSatisfy { $0 == 0 })
        inputs = []
        try engine.clock.advance(5)                    // the block's 60 frames, then nothing
        #expect(inputs.count == 60)
        #expect(engine.runningAnimationCount == 0)
    }

    @Test func builtInCurvesAreNeverCheckedAndAnEmptyListCostsNothing() throws {
        let (engine, _, _) = try animating(.easeInOut)
        #expect(engine.animations.customCurveGroups.isEmpty)
        #expect(engine.clock.checkFrames == nil)
        try engine.clock.advance(2)
        #expect(engine.runningAnimationCount == 0)
        // a custom curve sets the hook while its block runs; the first move after it ended clears it
        let (other, _, _) = try animating(.custom(name: "brief") { $0 })
        #expect(other.clock.checkFrames != nil)
        try other.clock.advance(1)
        try other.clock.advance(0.1)
        #expect(other.clock.checkFrames == nil)
    }

    @Test func aPropertyAnimatorsCustomCurveIsCheckedAtItsFrames() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try engine.window.addSubview(v)
        let animator = try PropertyAnimator(engine: engine, duration: 1, curve: .custom(name: "animated") { t in t > 0.2 ? .nan : t })
        try animator.addAnimations { try v.setAlpha(0) }
        try animator.startAnimation()
        let error = coreError { try engine.clock.advance(1) }
        #expect(error?.message.hasPrefix("the curve animated returned nan at 0.216666 s") == true)
    }

    @Test func aCustomCurveGivenToContinueAnimationIsCheckedFromThen() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try engine.window.addSubview(v)
        let animator = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try animator.addAnimations { try v.setAlpha(0) }
        try animator.startAnimation()
        try animator.pauseAnimation()
        try animator.continueAnimation(curve: .custom(name: "later") { _ in .infinity })
        let error = coreError { try engine.clock.advance(1) }
        #expect(error?.message == "the curve later returned inf at 0 s (a custom curve must return a finite number within ±1000000)")
    }
}
