import Foundation
import Testing
@testable import TransitCore

/// A second solver: the equation of motion m·x″ + c·x′ + k·x = 0 integrated with classic
/// Runge–Kutta in 20 µs steps (no closed form involved).
private func integrated(_ s: Spring, until t: Double) -> Double {
    var x = 1.0, v = -s.initialVelocity
    let h = 2e-5
    let steps = Int((t / h).rounded())
    func a(_ x: Double, _ v: Double) -> Double { -(s.stiffness * x + s.damping * v) / s.mass }
    for _ in 0..<steps {
        let k1x = v, k1v = a(x, v)
        let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
}

/// Core Animation's settling rule for an under-damped spring, written from the formula:
/// ln(A / ε) / (ζω₀) with A = √(1 + ((ζω₀ − v₀)/ω_d)²) and ε = 1/1200.
private func envelopeSettling(mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double = 0) -> Double {
    let w0 = sqrt(k / m), zeta = c / (2 * sqrt(k * m))
    let wd = w0 * sqrt(1 - zeta * zeta)
    let amplitude = sqrt(1 + pow((zeta * w0 - v) / wd, 2))
    return log(amplitude * 1200) / (zeta * w0)
}

@Suite struct SpringTests {
    @Test(arguments: [
        (1.0, 100.0, 10.0, 0.0),    // under-damped (ζ = 0.5): CASpringAnimation's defaults
        (1.0, 100.0, 4.0, 3.0),     // under-damped, moving towards the target
        (1.0, 100.0, 20.0, 0.0),    // critically damped (ζ = 1)
        (1.0, 100.0, 20.0, -5.0),   // critically damped, moving away first
        (2.0, 50.0, 40.0, 0.0),     // over-damped (ζ = 2)
        (1.0, 100.0, 30.0, 12.0),   // over-damped, overshooting once
    ])
    func closedFormMatchesIntegration(_ p: (Double, Double, Double, Double)) throws {
        let s = try Spring(mass: p.0, stiffness: p.1, damping: p.2, initialVelocity: p.3)
        for t in [0.05, 0.1, 0.25, 0.5, 0.8] {
            let closed = s.displacement(at: t), numeric = integrated(s, until: t)
            #expect(abs(closed - numeric) <= 1e-6, "x(\(t)) = \(closed), integrated \(numeric) for \(p)")
            #expect(abs(s.value(at: t) - (1 - numeric)) <= 1e-6)
        }
    }

    @Test func regimesFollowTheDampingRatio() throws {
        #expect(try Spring().dampingRatio == 0.5)
        #expect(try Spring(damping: 20).dampingRatio == 1)
        #expect(try Spring(damping: 30).dampingRatio == 1.5)
        // Under-damped overshoots; critically and over-damped at rest do not.
        #expect(try Spring().displacement(at: 0.35) < 0)
        #expect(try (0..<200).allSatisfy { try Spring(damping: 20).displacement(at: Double($0) / 100) >= 0 })
        #expect(try (0..<200).allSatisfy { try Spring(damping: 30).displacement(at: Double($0) / 100) >= 0 })
    }

    // MARK: Core Animation's settling duration

    @Test func settlingDurationOfCoreAnimationsDefaults() throws {
        let s = try Spring()                                       // mass 1, stiffness 100, damping 10
        expectClose(s.settlingDuration, envelopeSettling(mass: 1, stiffness: 100, damping: 10), 1e-12)
        expectClose(s.settlingDuration, 1.4468, 1e-4)
    }

    /// The two figures Apple documents for `CASpringAnimation.settlingDuration` (mass 1,
    /// stiffness 100): damping 5 → "approximately 2.85 seconds", damping 15 → "just over 1
    /// second". ε = 1/1200 is chosen so that the envelope rule gives both.
    @Test func settlingDurationOfApplesDocumentedExamples() throws {
        let loose = try Spring(damping: 5), firm = try Spring(damping: 15)
        expectClose(loose.settlingDuration, envelopeSettling(mass: 1, stiffness: 100, damping: 5), 1e-12)
        expectClose(firm.settlingDuration, envelopeSettling(mass: 1, stiffness: 100, damping: 15), 1e-12)
        expectClose(loose.settlingDuration, 2.85, 0.005)
        #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.01)
    }

    @Test func settlingDurationWithVelocityAndMass() throws {
        let s = try Spring(mass: 2, stiffness: 300, damping: 12, initialVelocity: 4)
        expectClose(s.settlingDuration, envelopeSettling(mass: 2, stiffness: 300, damping: 12, velocity: 4), 1e-12)
    }

    /// Without oscillation the rule is exact: the last time |x| = ε.
    @Test(arguments: [(20.0, 0.0), (30.0, 0.0), (30.0, 12.0), (20.0, -5.0)])
    func settlingDurationWithoutOscillationIsTheLastCrossing(_ p: (Double, Double)) throws {
        let s = try Spring(damping: p.0, initialVelocity: p.1)
        let t = s.settlingDuration
        expectClose(abs(s.displacement(at: t)), Spring.settlingEpsilon, 1e-9)
        for i in 1...2000 {
            #expect(abs(s.displacement(at: t + Double(i) * 1e-3)) < Spring.settlingEpsilon)
        }
    }

    // MARK: UIKit

    /// `usingSpringWithDamping:` without velocity: the envelope reaches ε at the animation's
    /// end, so ω₀ = ln(1 / (ε√(1 − ζ²))) / (ζ·d), mass 1.
    @Test(arguments: [(0.5, 1.0), (0.8, 0.4), (0.2, 2.0)])
    func uikitMappingWithoutVelocity(_ p: (Double, Double)) throws {
        let (zeta, d) = p
        let s = try Spring(dampingRatio: zeta, duration: d)
        let w0 = log(1 / (Spring.settlingEpsilon * sqrt(1 - zeta * zeta))) / (zeta * d)
        #expect(s.mass == 1)
        expectClose(s.stiffness, w0 * w0, 1e-9 * w0 * w0)
        expectClose(s.damping, 2 * zeta * w0, 1e-9 * w0)
        expectClose(s.settlingDuration, d, 1e-12)
    }

    @Test(arguments: [(0.5, 1.0, 2.0), (0.7, 0.5, -1.0), (1.0, 0.6, 0.0), (1.0, 0.6, 3.0), (1.5, 0.8, 1.0)])
    func uikitMappingSettlesAtTheGivenDuration(_ p: (Double, Double, Double)) throws {
        let s = try Spring(dampingRatio: p.0, initialVelocity: p.2, duration: p.1)
        expectClose(s.dampingRatio, p.0, 1e-12)
        expectClose(s.settlingDuration, p.1, 1e-9)
        #expect(s.initialVelocity == p.2)
    }

    // MARK: SwiftUI

    @Test func swiftUIResponseAndDampingFraction() throws {
        let s = try Spring(response: 0.5, dampingFraction: 0.8)
        let w0 = 2 * Double.pi / 0.5
        expectClose(s.stiffness, w0 * w0, 1e-9)
        expectClose(s.damping, 2 * 0.8 * w0, 1e-12)
        #expect(s.mass == 1)
    }

    @Test func swiftUIDurationAndBounce() throws {
        expectClose(try Spring(duration: 0.5, bounce: 0.3).dampingRatio, 0.7, 1e-12)
        expectClose(try Spring(duration: 0.5, bounce: 0).dampingRatio, 1, 1e-12)
        expectClose(try Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, 1e-12)
        expectClose(try Spring(duration: 0.5, bounce: 0.3).angularFrequency, 4 * .pi, 1e-12)
    }

    /// SwiftUI's forms settle by SwiftUI's documented epsilon, 0.001 ("This uses a target of
    /// 1.0, an initialVelocity of 0, and an epsilon of 0.001"), not Core Animation's 1/1200:
    /// response 0.5, dampingFraction 0.8 gives ln(A / 0.001) / (ζω₀) = 0.7379 s (0.7561 s
    /// with 1/1200).
    @Test func swiftUIFormsSettleBySwiftUIsEpsilon() throws {
        func envelope(_ w0: Double, _ zeta: Double, _ epsilon: Double) -> Double {
            let b = zeta * w0 / (w0 * (1 - zeta * zeta).squareRoot())
            return log((1 + b * b).squareRoot() / epsilon) / (zeta * w0)
        }
        let response = try Spring(response: 0.5, dampingFraction: 0.8)
        expectClose(response.settlingDuration, envelope(4 * .pi, 0.8, 0.001), 1e-12)
        expectClose(response.settlingDuration, 0.73794, 1e-6)
        let bounce = try Spring(duration: 0.5, bounce: 0.3)
        expectClose(bounce.settlingDuration, envelope(4 * .pi, 0.7, 0.001), 1e-12)
        // the same stiffness and damping as Core Animation's form keep its 1/1200
        let physical = try Spring(mass: 1, stiffness: response.stiffness, damping: response.damping)
        expectClose(physical.settlingDuration, envelope(4 * .pi, 0.8, 1.0 / 1200), 1e-12)
        #expect(Spring.swiftUISettlingEpsilon == 0.001)
    }

    // MARK: As a curve

    @Test func aSpringCurveRunsOverItsSettlingDuration() throws {
        let spring = try Spring()
        let curve = TimingCurve.spring(spring)
        #expect(curve.naturalDuration == spring.settlingDuration)
        #expect(curve.name == "spring(mass: 1, stiffness: 100, damping: 10)")
        expectClose(curve(0.25), spring.value(at: 0.25 * spring.settlingDuration), 1e-15)
        #expect(curve(0) == 0 && curve(1) == 1)
        // Another animation length keeps the spring's time: cut short at 0.2 s.
        let short = curve.timed(for: 0.2)
        expectClose(short(0.5), spring.value(at: 0.1), 1e-15)
    }

    @Test func uikitCurveCarriesItsDuration() throws {
        let curve = try TimingCurve.spring(dampingRatio: 0.5, initialVelocity: 1, duration: 0.8)
        #expect(curve.naturalDuration == 0.8)
        #expect(curve.name == "spring(dampingRatio: 0.5, initialVelocity: 1)")
        #expect((1..<100).contains { curve(Double($0) / 100) > 1 })  // it overshoots
    }

    @Test func invalidParametersAreErrors() {
        #expect(coreError { _ = try Spring(mass: .nan) }?.message == "spring mass must be a number between 1e-06 and 1000000 (got nan)")
        #expect(coreError { _ = try Spring(stiffness: -1) }?.message == "spring stiffness must be a number between 1e-06 and 1000000 (got -1.0)")
        #expect(coreError { _ = try Spring(damping: 0) }?.message == "spring damping must be a number between 1e-06 and 1000000 (got 0.0)")
        #expect(coreError { _ = try Spring(initialVelocity: .infinity) }?.message == "spring initialVelocity must be a number between -1000000 and 1000000 (got inf)")
        #expect(coreError { _ = try Spring(dampingRatio: 0, duration: 1) }?.kind == .invalidNumber)
        #expect(coreError { _ = try Spring(duration: 1, bounce: 1) }?.message == "spring bounce must be a number between -1 and 1, exclusive (got 1.0)")
    }

    /// Finite is not enough: each of these was accepted and gave NaN (or a spring that
    /// "settled" at once). Every parameter lies in 1e-6 … 1e6, the velocity within ±1e6.
    @Test func hugeAndTinyParametersAreErrors() {
        #expect(coreError { _ = try Spring(mass: 1e-300, stiffness: 1e300) }?.message
                == "spring mass must be a number between 1e-06 and 1000000 (got 1e-300)")
        #expect(coreError { _ = try Spring(stiffness: 1e300) }?.message
                == "spring stiffness must be a number between 1e-06 and 1000000 (got 1e+300)")
        #expect(coreError { _ = try Spring(stiffness: 1e-300) }?.message
                == "spring stiffness must be a number between 1e-06 and 1000000 (got 1e-300)")
        #expect(coreError { _ = try Spring(damping: 1e300) }?.message
                == "spring damping must be a number between 1e-06 and 1000000 (got 1e+300)")
        #expect(coreError { _ = try Spring(initialVelocity: -1e300) }?.message
                == "spring initialVelocity must be a number between -1000000 and 1000000 (got -1e+300)")
        #expect(coreError { _ = try Spring(dampingRatio: 1e300, duration: 1) }?.message
                == "spring dampingRatio must be a number between 1e-06 and 1000000 (got 1e+300)")
        #expect(coreError { _ = try Spring(dampingRatio: 0.5, duration: 1e-300) }?.message
                == "spring duration must be a number between 1e-06 and 1000000 (got 1e-300)")
        #expect(coreError { _ = try Spring(dampingRatio: 0.5, duration: 1e300) }?.message
                == "spring duration must be a number between 1e-06 and 1000000 (got 1e+300)")
        #expect(coreError { _ = try Spring(response: 1e-300, dampingFraction: 0.8) }?.message
                == "spring response must be a number between 1e-06 and 1000000 (got 1e-300)")
        #expect(coreError { _ = try Spring(response: 0.5, dampingFraction: 1e300) }?.message
                == "spring dampingFraction must be a number between 1e-06 and 1000000 (got 1e+300)")
        #expect(coreError { _ = try Spring(duration: 1e-300, bounce: 0.5) }?.message
                == "spring duration must be a number between 1e-06 and 1000000 (got 1e-300)")
        #expect(coreError { _ = try Spring(duration: 0.5, bounce: 0, initialVelocity: 2e6) }?.message
                == "spring initialVelocity must be a number between -1000000 and 1000000 (got 2000000.0)")
        #expect(coreError { _ = try Spring(mass: 1e6, stiffness: 1e-6, damping: 1e-6) }?.message
                == "spring(mass: 1000000, stiffness: 1e-06, damping: 1e-06) would take 14180153671552.434 s to settle, more than the clock's 1000000000 s")
    }

    /// The bounds themselves are springs that move: finite at every sample, ending at 1.
    @Test func theBoundsGiveFiniteSprings() throws {
        let springs = [try Spring(mass: 1e-6, stiffness: 1e6, damping: 1e6, initialVelocity: 1e6),
                       try Spring(mass: 1, stiffness: 1e6, damping: 1e-6 * 2e3),
                       try Spring(dampingRatio: 1e6, initialVelocity: -1e6, duration: 1e-6),
                       try Spring(dampingRatio: 1e-6, duration: 1e6),
                       try Spring(response: 1e5, dampingFraction: 0.01)]
        for s in springs {
            let curve = TimingCurve.spring(s)
            #expect((0...100).allSatisfy { curve(Double($0) / 100).isFinite }, "\(s)")
            #expect(curve(1) == 1)
            #expect(s.settlingDuration.isFinite && s.settlingDuration <= Clock.maxSeconds, "\(s)")
        }
    }
}
