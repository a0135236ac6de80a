import Testing
@testable import TransitCore

/// A property animator whose curve is a spring that fixes its own stiffness runs until the
/// spring settles, whatever duration it was given — UIKit with
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` (docs/animation.md,
/// "Springs and the animator's duration"). The damping-ratio form keeps the duration.
@Suite struct AnimatorSpringDurationTests {
    let engine = Engine()

    /// The closed form for m = 1, k = 100, c = 10 (ω₀ = 10, ζ = 0.5, ω_d = 10·√0.75), written
    /// out here rather than taken from `Spring`: x(t) = e^(−5t)(cos ω_d t + 5/ω_d · sin ω_d t).
    func displacement(_ t: Double) -> Double {
        let wd = 10 * 0.75.squareRoot()
        return Math.exp(-5 * t) * (Math.cos(wd * t) + 5 / wd * Math.sin(wd * t))
    }

    /// Settling by the envelope rule, written out: ln(A·1200) / (ζω₀), A = 1/√(1 − ζ²).
    let settling = Math.log(1200 / 0.75.squareRoot()) / 5          // 1.44678… s

    func make(duration: Double, curve: TimingCurve) throws -> (View, PropertyAnimator) {
        let v = try View(engine: engine, frame: Rect(-5, -5, 10, 10))
        let a = try PropertyAnimator(engine: engine, duration: duration, curve: curve)
        try a.addAnimations { try v.setCenter(Point(100, 0)) }
        return (v, a)
    }

    /// The example: duration 0.3, spring (1, 100, 10). At 0.5 s UIKit shows the view
    /// 7.459 % past the target (x(0.5) = −0.074591); it completes at 1.4468 s, not 0.3 s.
    @Test func aPhysicalSpringIgnoresTheDurationAndRunsUntilSettled() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let (v, a) = try make(duration: 0.3, curve: .spring(spring))
        expectClose(displacement(0.5), -0.0745906, 1e-6)           // the closed form, by hand
        expectClose(a.duration, settling, 1e-9)
        #expect(a.requestedDuration == 0.3)
        var positions: [PropertyAnimator.Position] = []
        a.addCompletion { positions.append($0) }
        try a.startAnimation()
        try engine.clock.advance(0.3)
        #expect(positions.isEmpty && a.isRunning)
        expectClose(v.presentation.center.x, 100 * (1 - displacement(0.3)), 1e-3)   // 112.435
        try engine.clock.advance(0.2)
        expectClose(v.presentation.center.x, 107.459, 1e-3)
        expectClose(a.fractionComplete, 0.5 / settling, 1e-6)        // 0.34559
        try engine.clock.advance(1.446 - 0.5)
        #expect(positions.isEmpty)
        try engine.clock.advance(0.001)                             // 1.447 s > 1.44678 s
        #expect(positions == [.end] && a.state == .inactive)
        #expect(v.presentation.center == Point(100, 0))
    }

    /// Apple's one published figure for this rule: damping 5 settles in "approximately 2.85
    /// seconds" (`CASpringAnimation.settlingDuration`).
    @Test func theAnimatorRunsForCoreAnimationsSettlingDuration() throws {
        let (_, a) = try make(duration: 1, curve: .spring(try Spring(mass: 1, stiffness: 100, damping: 5)))
        var done = false
        a.addCompletion { _ in done = true }
        try a.startAnimation()
        try engine.clock.advance(2.84)
        #expect(!done)
        try engine.clock.advance(0.02)
        #expect(done)
    }

    /// Scrubbing maps onto the settling duration: fraction 0.5 is 0.7234 s of the spring.
    @Test func scrubbingMapsOntoTheSettlingDuration() throws {
        let (v, a) = try make(duration: 0.3, curve: .spring(try Spring()))
        a.scrubsLinearly = false
        try a.setFractionComplete(0.5)
        expectClose(v.presentation.center.x, 100 * (1 - displacement(settling / 2)), 1e-6)
    }

    /// The damping-ratio form (`UISpringTimingParameters(dampingRatio:)`) takes its stiffness
    /// from the duration and ends with it.
    @Test func theDampingRatioFormHonoursTheDuration() throws {
        let (v, a) = try make(duration: 0.3, curve: try .spring(dampingRatio: 0.5, duration: 0.3))
        #expect(a.duration == 0.3)
        var done = false
        a.addCompletion { _ in done = true }
        try a.startAnimation()
        try engine.clock.advance(0.3)
        #expect(done && v.presentation.center == Point(100, 0))
    }

    /// A spring that would take longer than the clock can hold to settle is refused when it
    /// is made, so no animator runs for it: mass 1e6 on stiffness and damping 1e-6 would
    /// settle in 1.4e13 s, past the clock's 1e9 s; damping 1e-12 (ζ = 5e-14) lies below the
    /// parameters' bounds. The slowest spring within them that is made runs that long.
    @Test func aSpringThatNeverSettlesIsRefused() throws {
        #expect(throws: CoreError.self) { try Spring(mass: 1e6, stiffness: 1e-6, damping: 1e-6) }
        #expect(throws: CoreError.self) { try Spring(mass: 1, stiffness: 100, damping: 1e-12) }
        let slow = try Spring(mass: 1, stiffness: 1, damping: 1e-6)
        let (_, a) = try make(duration: 1, curve: .spring(slow))
        #expect(a.duration == slow.settlingDuration && a.duration > 1e6 && a.duration <= Clock.maxSeconds)
    }

    /// SwiftUI's forms fix the stiffness too: they run for their settling duration.
    @Test func swiftUIFormsRunUntilSettled() throws {
        for spring in [try Spring(response: 0.5, dampingFraction: 0.7), try Spring(duration: 0.5, bounce: 0.2)] {
            let (_, a) = try make(duration: 0.1, curve: .spring(spring))
            #expect(!spring.honoursAnimationDuration)
            expectClose(a.duration, spring.settlingDuration, 1e-12)
            #expect(a.duration > 0.5)
        }
    }
}
