import Testing
@testable import TransitCore

/// Seed 003 and the basic rules of `animate`.
@Suite struct AnimateTests {
    let engine = Engine()
    let W = 393.0, H = 852.0

    @Test func seed003FrameSlidesInOverOneAndAHalfSeconds() throws {
        let second = try View(engine: engine, frame: Rect(0, -H, W, H))
        try engine.window.addSubview(second)
        var finished: [Bool] = []
        let handle = try engine.animate(duration: 1.5, animations: {
            try second.setFrame(Rect(0, 0, W, H))
        }, completion: { finished.append($0); #expect(engine.clock.now == 1_500_000) })

        #expect(second.frame == Rect(0, 0, W, H))             // the model is final at once
        #expect(second.presentation.frame == Rect(0, -H, W, H))
        // easeInOut at ¼, ½, ¾ (independent bisection values; see TimingCurveTests).
        let expected = [-741.9540347476835, -426.0, -110.04596525231644]
        for y in expected {
            try engine.clock.advance(0.375)
            expectClose(second.presentation.frame, Rect(0, y, W, H), 1e-7)
        }
        try engine.clock.advance(0.374999)
        #expect(finished.isEmpty && !handle.isFinished)
        try engine.clock.advance(0.000001)
        #expect(finished == [true] && handle.finished == true)
        #expect(second.presentation.frame == Rect(0, 0, W, H))
        #expect(!second.isAnimating && engine.runningAnimationCount == 0)
    }

    @Test func seed003UnwindThrowsTheViewWhileRotating() throws {
        let third = try View(engine: engine, frame: Rect(0, 0, W, H))
        try engine.window.addSubview(third)
        try engine.animate(duration: 1.0) {
            try third.setFrame(Rect(W, H, W, H))
            try third.setTransform(.rotation(.pi))
        }
        // Model: center (1.5W, 1.5H), bounds W×H, rotated by π: the frame reads (W, H, W, H).
        expectClose(third.frame, Rect(W, H, W, H), 1e-9)

        try engine.clock.advance(0.25)
        let e = 0.1291619310473198
        let angle = Double.pi * e
        let c = Point(W / 2 + W * e, H / 2 + H * e)
        let bw = W * abs(Math.cos(angle)) + H * abs(Math.sin(angle))
        let bh = W * abs(Math.sin(angle)) + H * abs(Math.cos(angle))
        expectClose(third.presentation.frame, Rect(c.x - bw / 2, c.y - bh / 2, bw, bh), 1e-6)
        expectClose(third.presentation.transform, .rotation(angle), 1e-9)

        // Mid-flight: center (W, H), a quarter turn, so the bounding box is H × W.
        try engine.clock.advance(0.25)
        expectClose(third.presentation.frame, Rect(W - H / 2, H - W / 2, H, W), 1e-9)
        expectClose(third.presentation.frame, Rect(-33, 655.5, 852, 393), 1e-9)

        try engine.clock.advance(0.5)
        expectClose(third.presentation.frame, Rect(W, H, W, H), 1e-9)
        #expect(third.presentation.transform == .rotation(.pi))   // the model, exactly
    }

    @Test func delayShowsTheFromValue() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        var at: Int64 = -1
        try engine.animate(duration: 1, delay: 0.5, curve: .linear, animations: {
            try v.setCenter(Point(105, 5))
        }, completion: { _ in at = engine.clock.now })
        try engine.clock.advance(0.25)
        #expect(v.presentation.center == Point(5, 5))
        try engine.clock.advance(0.75)
        expectClose(v.presentation.center, Point(55, 5), 1e-12)
        try engine.clock.runUntilIdle()
        #expect(at == 1_500_000 && engine.clock.now == 1_500_000)
    }

    @Test func zeroDurationAppliesAtOnceAndCompletesOneTurnLater() throws {
        let v = View(engine: engine)
        var calls: [(Bool, Int64)] = []
        let h = try engine.animate(duration: 0, delay: 2, animations: { try v.setAlpha(0.3) },
                                   completion: { calls.append(($0, engine.clock.now)) })
        #expect(v.alpha == 0.3 && v.presentation.alpha == 0.3)
        #expect(calls.isEmpty && !h.isFinished)                // not synchronously
        try engine.clock.drainAsync()                           // the host, after the chunk
        #expect(calls.count == 1 && calls[0].0 == true && calls[0].1 == 0)
        #expect(engine.clock.isIdle && engine.runningAnimationCount == 0)
    }

    @Test func anEmptyBlockCompletesOneTurnLater() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let log = Log()
        try engine.animate(duration: 1, animations: {
            try v.setFrame(Rect(0, 0, 10, 10))              // same value: no change
        }, completion: { log("done \($0) @\(engine.clock.now)") })
        log("after call")
        try engine.clock.advance(0.1)                       // advance drains first
        #expect(log.entries == ["after call", "done true @0"])
    }

    @Test func invalidDurationIsAnErrorBeforeTheBlockRuns() {
        let v = View(engine: engine)
        var ran = false
        for bad in [Double.nan, .infinity, -.infinity] {
            let e = coreError { try engine.animate(duration: bad) { ran = true; try v.setAlpha(0) } }
            #expect(e?.kind == .invalidNumber)
        }
        for bad in [-0.1, .nan, .infinity] {
            #expect(coreError { try engine.animate(duration: 1, delay: bad) { ran = true } }?.kind == .invalidNumber)
        }
        #expect(!ran && v.alpha == 1)
        #expect(coreError { try engine.animate(duration: .nan) {} }?.message ==
                "animation duration must be a finite number (got nan)")
    }

    /// `removeAllAnimations` completes the blocks it cuts short in call order, as blocks ending
    /// at one tick complete (it completed them last block first: center 3, radius, block 1).
    @Test func removeAllAnimationsCompletesInCallOrder() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let log = Log()
        try engine.animate(duration: 1, animations: {
            try v.setAlpha(0.5)
            try v.setCenter(Point(x: 100, y: 5))
        }, completion: { log("block 1 \($0)") })
        try engine.animate(duration: 2, animations: { try v.setCornerRadius(4) }, completion: { log("radius \($0)") })
        try engine.animate(duration: 3, animations: { try v.setCenter(Point(x: 200, y: 5)) },
                           completion: { log("center 3 \($0)") })
        try engine.clock.advance(0.5)
        engine.removeAllAnimations(of: v)
        try engine.clock.advance(0)
        #expect(log.entries == ["block 1 false", "radius false", "center 3 false"])
        #expect(engine.presentation(of: v).center == Point(x: 200, y: 5))
    }

    /// UIKit's `duration`: "If you specify a negative value or 0, the changes are made without
    /// animating them" — as 0, for `animate` and `animateKeyframes` alike (it was an error).
    @Test func negativeDurationIsZero() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let log = Log()
        let plain = try engine.animate(duration: -0.5, animations: { try v.setAlpha(0.25) },
                                       completion: { log("plain \($0) @\(engine.clock.now)") })
        try engine.animateKeyframes(duration: -3, animations: {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 1) { try v.setCenter(Point(x: 40, y: 5)) }
        }, completion: { log("keyframes \($0) @\(engine.clock.now)") })
        #expect(engine.presentation(of: v).alpha == 0.25)
        #expect(engine.presentation(of: v).center == Point(x: 40, y: 5))
        #expect(log.entries.isEmpty)                        // one run-loop turn later
        try engine.clock.advance(0)
        #expect(log.entries == ["plain true @0", "keyframes true @0"])
        #expect(plain.finished == true)
        guard case .animationBegan(let begin) = engine.timeline[0] else {
            Issue.record("first event is not a begin"); return
        }
        #expect(begin.duration == 0)                        // the trace says what ran
    }

    @Test func aThrowingBlockKeepsItsChangesUnanimated() throws {
        let v = View(engine: engine)
        var completed = false
        #expect(throws: Boom(tag: "block")) {
            try engine.animate(duration: 1, animations: {
                try v.setAlpha(0.5)
                throw Boom(tag: "block")
            }, completion: { _ in completed = true })
        }
        #expect(v.alpha == 0.5 && v.presentation.alpha == 0.5 && !v.isAnimating)
        try engine.clock.runUntilIdle()
        #expect(!completed)
        // The engine is usable afterwards: the block was closed.
        try engine.animate(duration: 1) { try v.setAlpha(1) }
        #expect(v.isAnimating)
    }

    @Test func aThrowingCompletionIsConsumedAndOthersStillRun() throws {
        let a = View(engine: engine), b = View(engine: engine)
        let log = Log()
        var calls = 0
        try engine.animate(duration: 1, animations: { try a.setAlpha(0) },
                           completion: { _ in calls += 1; throw Boom(tag: "completion") })
        try engine.animate(duration: 1, animations: { try b.setAlpha(0) },
                           completion: { _ in log("b") })
        #expect(throws: Boom(tag: "completion")) { try engine.clock.advance(2) }
        #expect(engine.clock.now == 1_000_000 && log.entries.isEmpty)
        try engine.clock.advance(1)
        #expect(calls == 1 && log.entries == ["b"])
        #expect(engine.clock.now == 2_000_000)
    }

    @Test func setsInsideOneBlockCoalesce() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.animate(duration: 1, curve: .linear) {
            try v.setCenter(Point(100, 5))
            try v.setCenter(Point(205, 5))
        }
        try engine.clock.advance(0.5)
        expectClose(v.presentation.center, Point(105, 5), 1e-12)   // from 5 to 205, once
    }

    /// The outer block's changes around a nested one stay its own. The nested block keeps its
    /// own duration only because it says so: UIKit's nested blocks inherit the outer timing
    /// (NestedAnimationTests).
    @Test func nestedBlocksRecordTheirOwnChanges() throws {
        let a = View(engine: engine), b = View(engine: engine)
        try engine.animate(duration: 1, curve: .linear) {
            try a.setCenter(Point(100, 0))
            try engine.animate(duration: 2, curve: .linear, options: .overrideInheritedDuration) { try b.setCenter(Point(100, 0)) }
            try a.setCenter(Point(200, 0))
        }
        try engine.clock.advance(0.5)
        expectClose(a.presentation.center, Point(100, 0), 1e-12)
        expectClose(b.presentation.center, Point(25, 0), 1e-12)
    }

    @Test func customCurvesDriveTheAnimation() throws {
        let v = View(engine: engine)
        try engine.animate(duration: 1, curve: .custom(name: "square") { $0 * $0 }) {
            try v.setAlpha(0)
        }
        try engine.clock.advance(0.5)
        expectClose(v.presentation.alpha, 0.75, 1e-12)
        #expect(engine.renderedPresentation(of: v) == nil)
        engine.evaluateFrame()
        expectClose(engine.renderedPresentation(of: v)!.alpha, 0.75, 1e-12)
    }

    @Test func colorsAndCornerRadiusInterpolate() throws {
        let v = View(engine: engine)
        try v.setBackgroundColor(.red)
        try engine.animate(duration: 1, curve: .linear) {
            try v.setBackgroundColor(.blue)
            try v.setCornerRadius(20)
        }
        try engine.clock.advance(0.25)
        #expect(v.presentation.backgroundColor == Color(0.75, 0, 0.25, 1))
        #expect(v.presentation.cornerRadius == 5)
        // nil animates as clear.
        try engine.clock.advance(1)
        try engine.animate(duration: 1, curve: .linear) { try v.setBackgroundColor(nil) }
        try engine.clock.advance(0.5)
        #expect(v.presentation.backgroundColor == Color(0, 0, 0.5, 0.5))
        try engine.clock.advance(0.5)
        #expect(v.presentation.backgroundColor == nil)
    }
}
