import Testing
@testable import TransitCore

@Suite struct AffineTransformTests {
    @Test func pointMappingFollowsCoreGraphics() {
        let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = a·x + c·y + tx = 1·10 + 3·20 + 5; y' = b·x + d·y + ty = 2·10 + 4·20 + 6.
        #expect(Point(10, 20).applying(t) == Point(75, 106))
    }

    @Test func rotationTurnsXTowardsY() {
        expectClose(Point(1, 0).applying(.rotation(.pi / 2)), Point(0, 1), 1e-15)
        let r = AffineTransform.rotation(.pi)
        expectClose(r.a, -1, 0); expectClose(r.d, -1, 0)
        expectClose(r.b, 1.2246467991473532e-16, 0)
    }

    @Test func rotatedScaledTranslatedPrepend() {
        // translated(10, 0) after a 90° rotation moves points along the rotated axis.
        let t = AffineTransform.rotation(.pi / 2).translated(10, 0)
        expectClose(Point(0, 0).applying(t), Point(0, 10), 1e-12)
        // scaled prepends: scale first, then translation.
        let s = AffineTransform.translation(5, 5).scaled(2, 3)
        #expect(Point(1, 1).applying(s) == Point(7, 8))
        let r = AffineTransform.translation(5, 0).rotated(.pi / 2)
        expectClose(Point(1, 0).applying(r), Point(5, 1), 1e-12)
    }

    @Test func concatenatingAppliesSelfFirst() {
        let t = AffineTransform.scale(2, 2).concatenating(.translation(10, 0))
        #expect(Point(1, 1).applying(t) == Point(12, 2))
        let u = AffineTransform.translation(10, 0).concatenating(.scale(2, 2))
        #expect(Point(1, 1).applying(u) == Point(22, 2))
    }

    @Test func inversion() {
        let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4)
        let inv = t.inverted()!
        expectClose(t.concatenating(inv), .identity, 1e-14)
        expectClose(Point(3, 9).applying(t).applying(inv), Point(3, 9), 1e-12)
        #expect(AffineTransform.scale(0, 1).inverted() == nil)
        #expect(AffineTransform.identity.isIdentity)
        #expect(!AffineTransform.translation(0, 1).isIdentity)
        #expect(AffineTransform.identity.description == "Transform.identity")
    }

    @Test func decompositionRoundTrips() {
        let cases: [AffineTransform] = [
            .rotation(.pi), .rotation(-2.5).scaled(2, 0.5).translated(3, 4),
            AffineTransform(a: 1, b: 0.3, c: 0.7, d: 1.2, tx: 5, ty: 6),
            .scale(-1, 1), .scale(1, -2).rotated(0.4),
        ]
        for t in cases {
            expectClose(DecomposedTransform(t).transform, t, 1e-12)
        }
        let d = DecomposedTransform(.rotation(.pi))
        expectClose(d.angle, .pi, 1e-15)
        expectClose(d.scaleX, 1, 1e-15); expectClose(d.scaleY, 1, 1e-15)
        expectClose(d.shear, 0, 1e-15)
    }

    /// Entries past 1.3e154 overflowed the decomposition's squares and determinant (an
    /// animated `scale(1e155, 1)` presented NaN): the parts stay finite and recompose to
    /// the transform, and half-way between it and the identity is finite too.
    @Test(arguments: [AffineTransform.scale(1e155, 1), .scale(1e300, 1), .scale(1e200, 1e200),
                      AffineTransform(a: 1e250, b: 1e250, c: -3, d: 2, tx: 1, ty: 2)])
    func hugeEntriesDecomposeWithoutOverflow(t: AffineTransform) {
        let d = DecomposedTransform(t)
        let partsFinite = [d.tx, d.ty, d.angle, d.scaleX, d.scaleY, d.shear].allSatisfy(\.isFinite)
        #expect(partsFinite, "\(d)")
        let back = d.transform
        for (got, want) in zip([back.a, back.b, back.c, back.d, back.tx, back.ty], [t.a, t.b, t.c, t.d, t.tx, t.ty]) {
            #expect(abs(got - want) <= 1e-12 * max(1, abs(want)), "\(back) against \(t)")
        }
        let half = PropertyDescriptor.all[Int(AnimatedProperty.transform.rawValue)]
            .interpolate(AnimVector(DecomposedTransform.identity), AnimVector(d), 0.5)
        let halfFinite = [half.v0, half.v1, half.v2, half.v3, half.v4, half.v5].allSatisfy(\.isFinite)
        #expect(halfFinite, "\(half)")
    }
}
