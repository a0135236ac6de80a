import Testing
@testable import TransitCore

/// `continueAnimation(spring:durationFactor:)` in Swift (the Lua side is
/// scripts/spec/spring_continue_spec.lua): docs/animation.md, "Continuing on a spring".
@Suite struct AnimatorSpringContinueTests {
    let engine = Engine()

    /// At the end already, the rest is too short to fit a spring to: the curve stays, and so
    /// must the velocity rule — a y move is refused only when a spring carrying `dx` drives
    /// the animator ("A block added after a continue that chose dx is refused if it moves
    /// y"). Found by AnimatorFuzzTests: the continue kept the linear curve but noted the dy,
    /// so the block below, and every y move of the animator's later runs, was refused with
    /// "initialVelocity dx = 0, dy = 2" under a linear curve.
    @Test func aSpringContinuedAtTheEndKeepsItsCurveAndRefusesNoYMove() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 50, 50))
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.pauseAnimation()
        try a.setFractionComplete(1)
        try a.continueAnimation(spring: SpringTiming(form: .dampingRatio(0.8), dx: 1, dy: 2))
        #expect(a.curve.name == "linear")
        #expect(a.springVelocityY == nil)
        try a.addAnimations { try v.setCenter(Point(25, 125)) }
        try engine.clock.runUntilIdle()
        #expect(a.state == .inactive && v.center == Point(25, 125) && v.presentation.center == Point(25, 125))
    }

    /// The same continue with a rest to run: the spring carries dx, and a y move added then
    /// is refused, its change unanimated, the animator running on (the documented rule).
    @Test func aSpringCarryingDxRefusesAYMoveAddedAfterIt() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 50, 50))
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.pauseAnimation()
        try a.setFractionComplete(0.5)
        try a.continueAnimation(spring: SpringTiming(form: .dampingRatio(0.8), dx: 1, dy: 2))
        #expect(a.curve.spring?.initialVelocity == 1 && a.springVelocityY == 2)
        #expect(throws: CoreError.self) { try a.addAnimations { try v.setCenter(Point(25, 125)) } }
        #expect(a.state == .active && a.isRunning)
        #expect(v.presentation.center == Point(25, 125))
        try engine.clock.runUntilIdle()
        #expect(a.state == .inactive)
    }
}
