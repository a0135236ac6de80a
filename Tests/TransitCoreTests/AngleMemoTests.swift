import Testing
@testable import TransitCore

/// The frame pass's (angle → cos, sin) memo answers what the trigonometry would, to the bit,
/// whichever angle it held: the composed transforms then do not depend on the order views are
/// composed in.
@Suite struct AngleMemoTests {
    /// Turns a fresh memo (holding +0) through `angles` in order and expects each answer to be
    /// `Math.cos` and `Math.sin` of the angle, and the transform recomposed from them to have
    /// the `b` of `AffineTransform.rotation` (`CGAffineTransform(rotationAngle:)`: b = sin θ),
    /// bit for bit.
    private func expectExact(_ angles: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        var memo = AngleMemo()
        for (i, angle) in angles.enumerated() {
            memo.turn(to: angle)
            #expect(memo.cos.bitPattern == Math.cos(angle).bitPattern, "cos, angle \(i): \(angle)", sourceLocation: sourceLocation)
            #expect(memo.sin.bitPattern == Math.sin(angle).bitPattern, "sin, angle \(i): \(angle)", sourceLocation: sourceLocation)
            let parts = DecomposedTransform(tx: 0, ty: 0, angle: angle, scaleX: 1, scaleY: 1, shear: 0)
            let b = parts.transform(cos: memo.cos, sin: memo.sin).b
            #expect(b.bitPattern == AffineTransform.rotation(angle).b.bitPattern, "b, angle \(i): \(angle)", sourceLocation: sourceLocation)
        }
    }

    @Test func aNegativeZeroAfterAPositiveOneKeepsItsSign() {
        // `==` took −0 for the memo's +0: sin +0, so b = +0 where sin(−0) = −0.
        expectExact([-0.0])
        expectExact([0.0, -0.0, -0.0])
        var memo = AngleMemo()
        memo.turn(to: -0.0)
        #expect(1 / memo.sin == -.infinity)
        #expect(1 / AffineTransform.rotation(-0.0).b == -.infinity)
        // The transform's c (−sin θ·scaleY) is then +0, as rotation(−0)'s.
        let c = DecomposedTransform(tx: 0, ty: 0, angle: -0.0, scaleX: 1, scaleY: 1, shear: 0)
            .transform(cos: memo.cos, sin: memo.sin).c
        #expect(1 / c == .infinity && 1 / AffineTransform.rotation(-0.0).c == .infinity)
    }

    @Test func aPositiveZeroAfterANegativeOneKeepsItsSign() {
        expectExact([-0.0, 0.0])
        expectExact([1, -0.0, 0.0, -0.0, 0.5, 0.0])
        var memo = AngleMemo()
        memo.turn(to: -0.0)
        memo.turn(to: 0.0)
        #expect(1 / memo.sin == .infinity)
    }

    @Test func equalAnglesReuseAndNaNsAnswerNaN() {
        expectExact([0.25, 0.25, .nan, .nan, 0.25, -.pi, .pi, .infinity, 0])
        var memo = AngleMemo()
        memo.turn(to: .nan)
        #expect(memo.cos.isNaN && memo.sin.isNaN)
        memo.turn(to: 2)
        #expect(memo.cos == Math.cos(2) && memo.sin == Math.sin(2))
    }
}
