import Testing
@testable import TransitCore

/// `observe(\.isRunning, options: [.old, .new])` on a property animator: Apple's way to learn
/// that an animator with `pausesOnCompletion` reached its end (its completion never runs).
@Suite struct PropertyAnimatorObservationTests {
    let engine = Engine()

    func make(_ pauses: Bool) throws -> PropertyAnimator {
        let v = View(engine: engine)
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        a.pausesOnCompletion = pauses
        try a.addAnimations { try v.setAlpha(0) }
        return a
    }

    /// Start, end (paused there), reversed start, end at the start: four changes, at the
    /// clock times they happen; the completion never runs.
    @Test func pausingOnCompletionIsToldByIsRunning() throws {
        let a = try make(true)
        var heard: [(Double, Bool, Bool)] = []
        var completed = false
        a.addCompletion { _ in completed = true }
        let o = a.observeIsRunning { old, new in heard.append((engine.clock.seconds, old, new)) }
        try a.startAnimation()
        try engine.clock.advance(1)
        #expect(heard.map { "\($0.0) \($0.1)→\($0.2)" } == ["0.0 false→true", "1.0 true→false"])
        #expect(a.state == .active && a.fractionComplete == 1)
        try a.setReversed(true)                              // not running: nothing to tell
        try a.startAnimation()
        try engine.clock.advance(1)
        #expect(heard.map { "\($0.0) \($0.1)→\($0.2)" }
                == ["0.0 false→true", "1.0 true→false", "1.0 false→true", "2.0 true→false"])
        #expect(!completed && a.state == .active)
        o.invalidate()
        try a.startAnimation()                               // reversed, at the start: runs
        #expect(heard.count == 4)                            // no longer heard
        try a.stopAnimation(true)
    }

    /// Pause and continue are changes; a reversal of a running animator is not; without
    /// `pausesOnCompletion` the end is told after the completions.
    @Test func pauseContinueAndAnEndAfterTheCompletions() throws {
        let a = try make(false)
        var log: [String] = []
        a.addCompletion { _ in log.append("completion") }
        _ = a.observeIsRunning { old, new in log.append("\(old)→\(new)") }
        try a.startAnimation()
        try engine.clock.advance(0.25)
        try a.pauseAnimation()
        try a.continueAnimation()
        try a.setReversed(true)
        try a.setReversed(false)
        try engine.runUntilIdle()
        #expect(log == ["false→true", "true→false", "false→true", "completion", "true→false"])
    }

    /// An observer that starts the animator again from its notice is heard in that call.
    @Test func anObserverMayRestartIt() throws {
        let a = try make(true)
        var log: [String] = []
        // unowned: the animator holds its observers until invalidated, so a strong capture
        // is a cycle (LeakSanitizer found one here)
        _ = a.observeIsRunning { [unowned a] old, new in
            log.append("\(old)→\(new)")
            if !new && !a.isReversed {
                try a.setReversed(true)
                try a.startAnimation()
            }
        }
        try a.startAnimation()
        try engine.clock.advance(2)
        #expect(log == ["false→true", "true→false", "false→true", "true→false"])
        #expect(a.fractionComplete == 1 && a.isReversed)     // back at the start, reversed
        try a.stopAnimation(true)
    }
}

/// A completion that starts its animator again (new animations, `startAnimation`) makes two
/// changes: the run ended (false), then a new one began (true). The end, not yet told when
/// the completion ran, was folded into the restart's notice — true then true — and neither
/// was told: an observer waiting for the end never heard it (rev107).
@Suite struct PropertyAnimatorObservationRestartTests {
    let engine = Engine()

    @Test func aCompletionThatRestartsIsToldBothChanges() throws {
        let v = View(engine: engine)
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.addAnimations { try v.setAlpha(0) }
        var log: [String] = []
        var restarts = 0
        _ = a.observeIsRunning { old, new in log.append("\(engine.clock.seconds) \(old)→\(new)") }
        a.addCompletion { _ in
            log.append("completion")
            restarts += 1
            try a.addAnimations { try v.setAlpha(1) }
            a.addCompletion { _ in log.append("completion 2") }
            try a.startAnimation()
        }
        try a.startAnimation()
        try engine.runUntilIdle()
        #expect(restarts == 1)
        #expect(log == ["0.0 false→true", "completion", "1.0 true→false", "1.0 false→true",
                        "completion 2", "2.0 true→false"])
    }
}
