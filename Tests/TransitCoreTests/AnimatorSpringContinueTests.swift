import Testing
@testable import TransitCore

/// `continueAnimation(spring:durationFactor:)` in Swift (the Lua side is
/// scripts/spec/spring_continue_spec.lua): docs/animation.md, "Continuing on a spring".
@Suite struct AnimatorSpringContinueTests {
    let engine = Engine()

    /// At the end already, the rest is too short to fit a spring to: the curve stays, and
    /// no spring for y is noted either (AnimatorFuzzTests found a continue that kept the
    /// linear curve but noted the dy, and refused every later y move under a linear curve).
    @Test func aSpringContinuedAtTheEndKeepsItsCurveForBothAxes() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 50, 50))
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.pauseAnimation()
        try a.setFractionComplete(1)
        try a.continueAnimation(spring: SpringTiming(form: .dampingRatio(0.8), dx: 1, dy: 2))
        #expect(a.curve.name == "linear")
        #expect(a.curveY == nil)
        try a.addAnimations { try v.setCenter(Point(25, 125)) }
        try engine.clock.runUntilIdle()
        #expect(a.state == .inactive && v.center == Point(25, 125) && v.presentation.center == Point(25, 125))
    }

    /// The same continue with a rest to run: the spring carries dx and y's spring dy, and a
    /// y move added then follows dy's — UISpringTimingParameters(dampingRatio: 0.8, dy: 2)
    /// fitted to the 0.5 s left: 25 + 100 × 0.6722174463267989 at 0.1 s (python3, the closed
    /// form and the fitting rule of docs/animation.md; dx's would give 0.6578484839659229).
    @Test func aYMoveAddedAfterASpringContinueFollowsDy() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 50, 50))
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.pauseAnimation()
        try a.setFractionComplete(0.5)
        try a.continueAnimation(spring: SpringTiming(form: .dampingRatio(0.8), dx: 1, dy: 2))
        #expect(a.curve.spring?.initialVelocity == 1 && a.curveY?.spring?.initialVelocity == 2)
        try a.addAnimations { try v.setCenter(Point(25, 125)) }
        try engine.clock.advance(0.1)
        #expect(abs(v.presentation.center.y - (25 + 100 * 0.6722174463267989)) < 1e-9)
        #expect(v.presentation.center.x == 25)
        try engine.clock.runUntilIdle()
        #expect(a.state == .inactive && v.presentation.center == Point(25, 125))
    }

    /// The timeline's begin line names the spring a split block's centres' y parts follow:
    /// it named only dx's, `curve=spring(dampingRatio: 0.8, initialVelocity: 2)`, while the
    /// y part of pip.center rode dy's spring (spring_axes_spec.lua's first numbers).
    @Test func theBeginLineNamesTheDySpring() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let a = try PropertyAnimator(engine: engine, duration: 0.5,
                                     curve: .spring(dampingRatio: 0.8, initialVelocity: 2, duration: 0.5),
                                     curveY: .spring(dampingRatio: 0.8, initialVelocity: -1, duration: 0.5))
        try a.addAnimations { try v.setCenter(Point(300, 400)) }
        try a.startAnimation()
        #expect(engine.timeline.map(\.description).first
            == "0.000000 begin #1 [View#2.center] duration=0.5 curve=spring(dampingRatio: 0.8, initialVelocity: 2) curveY=spring(dampingRatio: 0.8, initialVelocity: -1)")
        try engine.clock.runUntilIdle()
    }
}
