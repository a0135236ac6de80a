import TransitCore

/// `.spring`: one spring's physics, how long it takes to settle, how far it overshoots, and
/// the same spring written in UIKit's (also iOS 17's), Core Animation's and SwiftUI's terms — all read back
/// from the one closed-form oscillator the engine animates with (docs/animation.md, "Springs").
enum SpringReport {
    static func lines(_ s: Spring) -> [String] {
        let zeta = s.dampingRatio, omega = s.angularFrequency
        let settle = s.settlingDuration
        let response = 2 * Double.pi / omega
        let bounce = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
        let regime = zeta < 1 ? "under-damped" : zeta == 1 ? "critically damped" : "over-damped"
        let v = n(s.initialVelocity)
        let threshold = s.form.settlesBySwiftUI ? "1/1000 of the distance, SwiftUI's ε" : "1/1200 of the distance"
        var lines = [
            s.name,
            "  physics: mass \(n(s.mass)), stiffness \(n(s.stiffness)), damping \(n(s.damping)) (damping ratio \(n(zeta)), \(regime); ω₀ = \(n(omega)) rad/s)",
            "  settles in \(n(settle)) s (within \(threshold)); overshoot \(overshoot(s, settle))",
            // UIKit fits its spring to settle by Core Animation's ε at the duration it is given
            "  UIKit:          View.animate{duration = \(n(s.coreAnimationSettlingDuration)), dampingRatio = \(n(zeta)), initialVelocity = \(v), …}",
            "  Core Animation: Easing.spring{mass = \(n(s.mass)), stiffness = \(n(s.stiffness)), damping = \(n(s.damping)), initialVelocity = \(v)}",
            "  SwiftUI:        Easing.spring{response = \(n(response)), dampingFraction = \(n(zeta))\(velocity(s))}"
                + bounceForm(response, bounce, velocity(s)),
        ]
        // iOS 17's animate(springDuration:bounce:…) is SwiftUI's duration-and-bounce spring
        if let shown = shownBounce(bounce) {
            lines.append("  UIKit, iOS 17:  View.animate{springDuration = \(n(response)), bounce = \(shown), initialSpringVelocity = \(v), …}")
        }
        return lines
    }

    /// SwiftUI's other spelling, `bounce` in (-1, 1): at four digits when they stay inside,
    /// else at full precision (a damping ratio of 1e-6 is a bounce of 0.999999, not 1, which
    /// `Easing.spring` refuses); none when the bounce itself is ±1 (a damping ratio below
    /// Double's precision next to 1, or an infinite one).
    static func bounceForm(_ response: Double, _ bounce: Double, _ velocity: String = "") -> String {
        guard let shown = shownBounce(bounce) else { return "" }
        return " = Easing.spring{duration = \(n(response)), bounce = \(shown)\(velocity)}"
    }

    /// `bounce` as the SwiftUI and iOS 17 forms show it (``bounceForm(_:_:_:)``), nil at ±1.
    static func shownBounce(_ bounce: Double) -> String? {
        guard abs(bounce) < 1 else { return nil }
        return abs(fourDigits(bounce)) < 1 ? n(bounce) : formatNumber(bounce)
    }

    /// `, initialVelocity = v` for a spring that starts moving, so the SwiftUI forms (which
    /// take it too, relative to the distance) are the same motion; nothing at rest.
    static func velocity(_ s: Spring) -> String {
        s.initialVelocity == 0 ? "" : ", initialVelocity = \(n(s.initialVelocity))"
    }

    /// The largest excursion past the target, in percent of the distance (sampled over the
    /// settling time: 2,000 points), or "none".
    static func overshoot(_ s: Spring, _ settle: Double) -> String {
        var peak = 0.0
        for i in 0...2000 { peak = max(peak, s.value(at: settle * Double(i) / 2000) - 1) }
        return peak > 1e-9 ? n(peak * 100) + " %" : "none"
    }

    /// Four significant digits, as the REPL shows figures.
    static func n(_ x: Double) -> String { formatNumber(fourDigits(x)) }

    static func fourDigits(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x }
        let digits = max(0, 3 - Int((abs(x)).log10Floor))
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return (x * scale).rounded() / scale
    }
}

private extension Double {
    /// ⌊log10(self)⌋ for positive finite values, without Foundation.
    var log10Floor: Double {
        var e = 0.0, x = self
        while x >= 10 { x /= 10; e += 1 }
        while x < 1 { x *= 10; e -= 1 }
        return e
    }
}
