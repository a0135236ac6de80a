import Testing
@testable import TransitCore

/// Releasing a `PropertyAnimator` (PropertyAnimator+Release.swift): UIKit raises for a paused
/// or stopped one; Transit names the problem, warns, and ends the animator where it is so
/// the presentation and the model agree.
@Suite struct PropertyAnimatorReleaseTests {
    let engine = Engine()

    /// A view whose alpha goes 1 → 0 over one second, linearly, in an animator made at `x.lua:3`.
    func make() throws -> (View, PropertyAnimator) {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear, origin: "x.lua:3")
        try a.addAnimations { try v.setAlpha(0) }
        return (v, a)
    }

    @Test func onlyPausedAndStoppedAnimatorsAreAProblem() throws {
        let (_, a) = try make()
        #expect(a.releaseProblem == nil)                           // inactive
        try a.startAnimation()
        #expect(a.releaseProblem == nil)                           // running: UIKit keeps it
        try engine.clock.advance(0.5)
        try a.pauseAnimation()
        #expect(a.releaseProblem == "paused")
        try a.stopAnimation(false)
        #expect(a.releaseProblem == "stopped")
        try a.finishAnimation(at: .current)
        #expect(a.releaseProblem == nil)
    }

    /// `pausesOnCompletion`: running, it may go; at its end it stays active and paused, which
    /// UIKit's rule covers as any paused animator.
    @Test func anAnimatorPausedAtItsEndIsPaused() throws {
        let (_, a) = try make()
        a.pausesOnCompletion = true
        try a.startAnimation()
        #expect(a.releaseProblem == nil)
        try engine.clock.advance(1)
        #expect(a.state == .active && !a.isRunning && a.releaseProblem == "paused")
    }

    @Test func theWarningNamesWhereTheAnimatorWasMadeAndUIKitsRule() throws {
        let (_, a) = try make()
        try a.pauseAnimation()
        let w = try #require(a.releaseWarning)
        #expect(w.description == "x.lua:3: a paused PropertyAnimator was released: UIKit raises \"It is an error to release a paused or stopped property animator\"; it ends where it is, without completions, as stopAnimation(true) would")
        try a.stopAnimation(false)
        #expect(a.releaseWarning?.message.hasSuffix("its completions never run (finishAnimation(at:) was not called)") == true)
    }

    /// Stopped: the model has the values on screen already; abandoning drops the completions.
    @Test func abandoningAStoppedAnimatorDropsItsCompletions() throws {
        let (v, a) = try make()
        var ran: [PropertyAnimator.Position] = []
        a.addCompletion { ran.append($0) }
        try a.startAnimation()
        try engine.clock.advance(0.25)
        try a.stopAnimation(false)
        a.abandon()
        try engine.clock.runUntilIdle()
        #expect(a.state == .inactive && ran.isEmpty)
        #expect(v.alpha == 0.75 && v.presentation.alpha == 0.75)
    }

    /// Paused: stopped without finishing at the clock's next turn (not inside the caller,
    /// a finalizer), so the model takes what was on screen and no completion runs.
    @Test func abandoningAPausedAnimatorStopsItOnTheNextTurn() throws {
        let (v, a) = try make()
        var ran: [PropertyAnimator.Position] = []
        a.addCompletion { ran.append($0) }
        try a.startAnimation()
        try engine.clock.advance(0.25)
        try a.pauseAnimation()
        #expect(v.alpha == 0 && v.presentation.alpha == 0.75)     // short of its model
        a.abandon()
        #expect(a.state == .active)                                // nothing yet
        try engine.clock.runUntilIdle()
        #expect(a.state == .inactive && ran.isEmpty)
        #expect(v.alpha == 0.75 && v.presentation.alpha == 0.75)
    }

    @Test func abandoningARunningAnimatorChangesNothing() throws {
        let (v, a) = try make()
        var ran: [PropertyAnimator.Position] = []
        a.addCompletion { ran.append($0) }
        try a.startAnimation()
        a.abandon()
        try engine.clock.runUntilIdle()
        #expect(ran == [.end] && v.presentation.alpha == 0)
    }
}
