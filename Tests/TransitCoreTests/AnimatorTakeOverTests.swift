import Testing
@testable import TransitCore

/// A property animator's block that changes a property another animation is moving: what
/// adds (geometry) adds, and what cannot add takes over from the value on screen —
/// `UIViewPropertyAnimator.addAnimations(_:delayFactor:)`: "If a property cannot be modified
/// in this additive manner, the new animations take over as if the beginFromCurrentState
/// option had been specified for a view-based animation" (docs/animation.md).
@Suite struct AnimatorTakeOverTests {
    let engine = Engine()

    func fade(_ v: View, to alpha: Double) throws -> PropertyAnimator {
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.addAnimations { try v.setAlpha(alpha) }
        return a
    }

    @Test func aSecondAnimatorTakesOverFromTheValueOnScreen() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let first = try fade(v, to: 0)
        var firstEnd: [PropertyAnimator.Position] = []
        first.addCompletion { firstEnd.append($0) }
        try first.startAnimation()
        try engine.clock.advance(0.5)
        #expect(v.presentation.alpha == 0.5)
        let second = try fade(v, to: 1)
        try second.startAnimation()
        #expect(v.presentation.alpha == 0.5)                 // no jump (it read 0, the model)
        try engine.clock.advance(0.5)
        expectClose(v.presentation.alpha, 0.75, 1e-12)       // 0.5 → 1, half-way (it read 0.5)
        #expect(firstEnd == [.end])                          // the first ends at its own end
        try second.setReversed(true)
        try engine.clock.advance(0.5)                        // back where it took over
        #expect(second.state == .inactive && v.alpha == 0.5 && v.presentation.alpha == 0.5)
    }

    @Test func stopAndFinishAtTheStartUseTheValueItTookOverFrom() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        _ = try engine.animate(duration: 1, curve: .linear, animations: { try v.setAlpha(0) })
        try engine.clock.advance(0.75)                        // alpha 0.25 on screen
        let a = try fade(v, to: 1)
        try a.startAnimation()
        try engine.clock.advance(0.5)
        expectClose(v.presentation.alpha, 0.625, 1e-12)      // 0.25 → 1, half-way
        try a.stopAnimation(false)
        expectClose(v.alpha, 0.625, 1e-12)                   // the model takes what is on screen
        try a.finishAnimation(at: .start)
        #expect(v.alpha == 0.25 && v.presentation.alpha == 0.25)
    }

    @Test func geometryStillAdds() throws {
        let v = try View(engine: engine, frame: Rect(-5, -5, 10, 10))
        _ = try engine.animate(duration: 1, curve: .linear, animations: { try v.setCenter(Point(100, 0)) })
        try engine.clock.advance(0.5)
        let a = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try a.addAnimations { try v.setCenter(Point(100, 100)) }
        try a.startAnimation()
        #expect(v.presentation.center == Point(50, 0))
        try engine.clock.advance(0.25)
        #expect(v.presentation.center == Point(75, 25))      // RetargetTests' sum
    }
}
