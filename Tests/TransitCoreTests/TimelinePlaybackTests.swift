import Testing
@testable import TransitCore

/// A timeline on the engine: model at once, presentation from the playhead at any tick,
/// callbacks in time order, pause/seek/reverse/tweenTo, repeats, time scale, nesting and
/// misuse. Linear curves make every expected value a ratio worked out by hand.
@Suite struct TimelinePlaybackTests {
    let engine = Engine()
    let L = TimingCurve.linear

    func view(_ name: String = "box") throws -> View {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        v.name = name
        try engine.window.addSubview(v)
        return v
    }

    func fade(_ tl: Timeline, _ v: View, to a: Double, _ d: Double = 1, at p: TimelinePosition = .end) throws {
        try tl.tween(.to, targets: [v], options: .init(duration: d, curve: L), position: p) { _, v in try v.setAlpha(a) }
    }

    @Test func modelIsFinalAtOncePresentationFollowsTime() throws {
        let v = try view()
        let tl = try Timeline(engine: engine)
        try fade(tl, v, to: 0)
        #expect(v.alpha == 0)
        #expect(v.presentation.alpha == 1)
        try engine.clock.advance(0.25)
        expectClose(v.presentation.alpha, 0.75)
        // the frame pass agrees with the on-demand value
        engine.evaluateFrame()
        expectClose(try #require(engine.renderedPresentation(of: v)).alpha, 0.75)
        // exact between frames, at any tick
        expectClose(engine.presentation(of: v, atTick: 333_333).alpha, 1 - 0.333333)
        try engine.clock.advance(1)
        #expect(v.presentation.alpha == 0)
        #expect(engine.runningAnimationCount == 0)
        #expect(!tl.isActive)
    }

    @Test func aToStartsFromWhatTheTimelineShowsThere() throws {
        let v = try view()
        let tl = try Timeline(engine: engine)
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: L)) { _, v in try v.setCenter(Point(105, 5)) }
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: L)) { _, v in try v.setCenter(Point(205, 5)) }
        #expect(v.center == Point(205, 5))
        try engine.clock.advance(0.5)
        expectClose(v.presentation.center, Point(55, 5))
        try engine.clock.advance(1)
        expectClose(v.presentation.center, Point(155, 5))
    }

    @Test func fromFromToAndSet() throws {
        let v = try view()
        let tl = try Timeline(engine: engine)
        // from alpha 0 at 1 s: shows 0 before it starts (GSAP's immediateRender) → 1
        try tl.tween(.from, targets: [v], options: .init(duration: 1, curve: L), position: .absolute(1),
                     from: { _, v in try v.setAlpha(0) })
        try tl.tween(.fromTo, targets: [v], options: .init(duration: 1, curve: L), position: .absolute(2),
                     to: { _, v in try v.setCornerRadius(20) }, from: { _, v in try v.setCornerRadius(10) })
        try tl.tween(.set, targets: [v], options: .init(), position: .absolute(2.5)) { _, v in try v.setAlpha(0.5) }
        #expect(v.alpha == 0.5)
        #expect(v.cornerRadius == 20)
        try engine.clock.advance(0.5)
        #expect(v.presentation.alpha == 0)
        #expect(v.presentation.cornerRadius == 10)
        try engine.clock.advance(1)                  // 1.5
        expectClose(v.presentation.alpha, 0.5)
        try engine.clock.advance(0.75)               // 2.25
        #expect(v.presentation.alpha == 1)
        expectClose(v.presentation.cornerRadius, 12.5)
        try engine.clock.advance(0.25)               // 2.5: the set
        #expect(v.presentation.alpha == 0.5)
    }

    @Test func callbacksRunInTimeOrderAtTheirTicks() throws {
        let v = try view()
        let tl = try Timeline(engine: engine)
        var log: [String] = []
        try fade(tl, v, to: 0)
        try tl.call(at: .absolute(0.5)) { log.append("a@\(engine.clock.now)") }
        try tl.call(at: .absolute(0.2)) { log.append("b@\(engine.clock.now)") }
        try tl.call(at: .absolute(0.2)) { log.append("c@\(engine.clock.now)") }
        tl.onComplete = { log.append("done@\(engine.clock.now)") }
        try engine.clock.advance(2)
        #expect(log == ["b@200000", "c@200000", "a@500000", "done@1000000"])
    }

    @Test func addPauseStopsThePlayhead() throws {
        let v = try view()
        let tl = try Timeline(engine: engine)
        try fade(tl, v, to: 0)
        try tl.addPause(at: .absolute(0.4))
        try engine.clock.advance(1)
        expectClose(tl.time, 0.4)
        expectClose(v.presentation.alpha, 0.6)
        #expect(!tl.isActive)
        try tl.resume()
        try engine.clock.advance(0.3)
        expectClose(tl.time, 0.7)
    }

    @Test func seekSuppressesCallbacksUnlessAskedAndKeepsPaused() throws {
        let v = try view()
        let tl = try Timeline(engine: engine, paused: true)
        var calls = 0
        try fade(tl, v, to: 0)
        try tl.call(at: .absolute(0.5)) { calls += 1 }
        #expect(v.alpha == 1)                        // never started: the model is untouched
        try tl.seek(to: 0.75)
        #expect(v.alpha == 0)
        expectClose(v.presentation.alpha, 0.25)
        #expect(calls == 0)
        try engine.clock.advance(1)
        expectClose(v.presentation.alpha, 0.25)      // still paused
        try tl.seek(to: 0.25, suppressEvents: false) // passes 0.5 going back
        #expect(calls == 1)
    }

    @Test func unknownLabelInSeekIsAnError() throws {
        let tl = try Timeline(engine: engine, paused: true)
        try tl.addLabel("intro", at: .absolute(0))
        #expect(coreError { _ = try tl.labelTime("nope") }?.message == "unknown label 'nope' (labels: 'intro')")
        #expect(coreError { try tl.seek(to: .nan) }?.kind == .invalidNumber)
    }

    @Test func reverseRunsBackAndRestsAtTheStart() throws {
        let v = try view()
        let tl = try Timeline(engine: engine)
        try fade(tl, v, to: 0)
        var finished: [Bool] = []
        _ = tl.handle.addContinuation { finished.append($0) }
        try engine.clock.advance(0.6)
        try tl.reverse()
        try engine.clock.advance(0.2)
        expectClose(tl.time, 0.4)
        expectClose(v.presentation.alpha, 0.6)
        try engine.clock.advance(1)
        #expect(tl.time == 0)
        #expect(v.alpha == 1)                        // the model takes the start values
        #expect(finished == [false])
        #expect(engine.runningAnimationCount == 0)
        try tl.play()
        try engine.clock.advance(0.5)
        expectClose(v.presentation.alpha, 0.5)
        #expect(v.alpha == 0)
    }

    @Test func tweenToPlaysToALabelAndPauses() throws {
        let v = try view()
        let tl = try Timeline(engine: engine, paused: true)
        try fade(tl, v, to: 0, 2)
        try tl.addLabel("most", at: .absolute(1.5))
        try tl.tweenTo(try tl.labelTime("most"))
        try engine.clock.advance(3)
        expectClose(tl.time, 1.5)
        expectClose(v.presentation.alpha, 0.25)
        #expect(tl.isPaused)
        try tl.tweenTo(0.5)                              // backwards
        try engine.clock.advance(0.5)
        expectClose(tl.time, 1)
    }

    @Test func repeatsAutoreverseAndRepeatDelay() throws {
        let v = try view()
        let twice = try Timeline(engine: engine, repeatCount: 2, paused: true)
        try fade(twice, v, to: 0)
        #expect(twice.totalDuration == 2)
        expectClose(twice.local(1.25), 0.25)
        let back = try Timeline(engine: engine, autoreverses: true, paused: true)
        try fade(back, v, to: 0)
        #expect(back.totalDuration == 2)
        expectClose(back.local(1.25), 0.75)
        let gap = try Timeline(engine: engine, repeatCount: 2, repeatDelay: 0.5, paused: true)
        try fade(gap, v, to: 0)
        #expect(gap.totalDuration == 2.5)            // 2 × 1 + 1 × 0.5
        #expect(gap.local(1.2) == 1)                 // in the delay: the end of the first play
        expectClose(gap.local(1.75), 0.25)
    }

    @Test func repeatedCallbacksFireEveryIteration() throws {
        let v = try view()
        let tl = try Timeline(engine: engine, repeatCount: 2, autoreverses: true)
        try fade(tl, v, to: 0)
        var ticks: [Int64] = []
        try tl.call(at: .absolute(0.25)) { ticks.append(engine.clock.now) }
        try engine.clock.advance(5)
        // iterations [0,1] fwd, [1,2] back, [2,3] fwd, [3,4] back: 0.25, 1.75, 2.25, 3.75
        #expect(ticks == [250_000, 1_750_000, 2_250_000, 3_750_000])
    }

    @Test func timeScaleAndForever() throws {
        let v = try view()
        let tl = try Timeline(engine: engine, repeatCount: .infinity, timeScale: 2)
        try fade(tl, v, to: 0)
        try engine.clock.advance(0.25)
        expectClose(tl.time, 0.5)
        #expect(engine.clock.pendingHoldCount == 1)
        try tl.setTimeScale(0.5)
        try engine.clock.advance(0.5)
        expectClose(tl.time, 0.75)
        tl.pause()
        #expect(engine.clock.pendingHoldCount == 0)
    }

    @Test func replacesARunningAnimateOfTheSameProperty() throws {
        let v = try view()
        var finished: Bool?
        try engine.animate(duration: 1, animations: { try v.setAlpha(0.2) }, completion: { finished = $0 })
        let tl = try Timeline(engine: engine)
        try fade(tl, v, to: 0)
        try engine.clock.advance(0.5)
        #expect(finished == false)
        // from the model when the tween was added (0.2, as `animate` starts from the model)
        expectClose(v.presentation.alpha, 0.1)
    }

    @Test func nestedTimelineIsPlacedAndScaled() throws {
        let v = try view()
        let child = try Timeline(engine: engine, timeScale: 2, paused: true)
        try fade(child, v, to: 0)
        let tl = try Timeline(engine: engine)
        try tl.add(child, at: .absolute(0.5))
        #expect(tl.duration == 1)                    // 0.5 + 1 / 2
        try engine.clock.advance(0.75)
        expectClose(v.presentation.alpha, 0.5)
        #expect(coreError { try fade(child, v, to: 1) }?.kind == .invalidArgument)
        #expect(coreError { try tl.add(tl) }?.message == "a timeline cannot be added to itself")
        let looping = try Timeline(engine: engine, repeatCount: 2, paused: true)
        #expect(coreError { try tl.add(looping) }?.kind == .invalidArgument)
    }

    @Test func misuseIsAnError() throws {
        #expect(coreError { _ = try Timeline(engine: engine, repeatCount: 0) }?.kind == .invalidNumber)
        #expect(coreError { _ = try Timeline(engine: engine, repeatCount: .nan) }?.kind == .invalidNumber)
        #expect(coreError { _ = try Timeline(engine: engine, repeatDelay: -1) }?.kind == .invalidNumber)
        #expect(coreError { _ = try Timeline(engine: engine, timeScale: 0) }?.kind == .invalidNumber)
        let tl = try Timeline(engine: engine, paused: true)
        let v = try view()
        #expect(coreError { try tl.tween(.to, targets: [], options: .init()) { _, _ in } }?.kind == .invalidArgument)
        #expect(coreError { try tl.tween(.to, targets: [v], options: .init(duration: -1)) { _, v in try v.setAlpha(0) } }?.kind == .invalidNumber)
        #expect(coreError { try tl.tween(.to, targets: [v], options: .init(delay: .nan)) { _, v in try v.setAlpha(0) } }?.kind == .invalidNumber)
        // a failing change block adds nothing and leaves the model alone
        #expect((try? tl.tween(.to, targets: [v], options: .init()) { _, v in try v.setAlpha(0.3); throw Boom(tag: "x") }) == nil)
        #expect(tl.children.isEmpty && v.alpha == 1)
    }

    @Test func seekToTheEndOfAPlayingTimelineCompletesSilentlyUnlessAsked() throws {
        let v = try view()
        var done = 0
        let quiet = try Timeline(engine: engine)
        try fade(quiet, v, to: 0)
        quiet.onComplete = { done += 1 }
        try quiet.seek(to: 5)                        // clamped to the end: 1
        #expect(!quiet.isActive && done == 0)
        #expect(v.alpha == 0 && v.presentation.alpha == 0)
        #expect(engine.runningAnimationCount == 0)
        let loud = try Timeline(engine: engine)
        try fade(loud, v, to: 1)
        loud.onComplete = { done += 1 }
        try loud.seek(to: 1, suppressEvents: false)
        #expect(done == 1)
    }

    @Test func restartPlaysAgainAndRunsCallbacksAtZero() throws {
        let v = try view()
        let tl = try Timeline(engine: engine)
        var at: [Int64] = []
        try fade(tl, v, to: 0)
        // unowned: the engine's clock holds the running timeline, which holds this callback
        try tl.call(at: .absolute(0)) { [unowned engine] in at.append(engine.clock.now) }
        try engine.clock.advance(2)
        try tl.restart()
        try engine.clock.advance(0.25)
        expectClose(v.presentation.alpha, 0.75)
        #expect(v.alpha == 0)
        #expect(at == [0, 2_000_000])
    }

    @Test func framesAt120fpsShowTheSameFunctionOfTime() throws {
        let v = try view()
        try engine.clock.setFPS(120)
        let tl = try Timeline(engine: engine)
        try fade(tl, v, to: 0, 0.5)
        for frame in 1...60 {
            try engine.step(frames: 1)
            let t = Double(engine.clock.now) / 1e6
            let expected = max(0, 1 - t / 0.5)
            let shown = engine.renderedPresentation(of: v)?.alpha ?? v.presentation.alpha
            expectClose(shown, expected, 1e-9)
            expectClose(v.presentation.alpha, expected, 1e-9)
            if frame == 30 { expectClose(t, 0.25, 1e-6) }
        }
    }

    @Test func aValueSetAfterTheTimelineBeganStaysAtItsEnd() throws {
        let v = try view()
        let tl = try Timeline(engine: engine)
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: L)) { _, v in try v.setCenter(Point(105, 5)) }
        try engine.clock.advance(0.5)
        try v.setCenter(Point(5, 305))              // the model moves; the timeline's motion adds to it
        expectClose(v.presentation.center, Point(5 + 50 - 100, 305))
        try engine.clock.advance(1)
        #expect(v.center == Point(5, 305) && v.presentation.center == Point(5, 305))
    }
}
