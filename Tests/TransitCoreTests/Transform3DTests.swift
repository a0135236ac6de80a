import Testing
@testable import TransitCore

func expectClose(_ a: Transform3D, _ b: Transform3D, _ tol: Double = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tol }
    #expect(ok, "\(a) vs expected \(b)", sourceLocation: sourceLocation)
}

/// `Transform3D` against CATransform3D's conventions and the CSS Transforms Level 2 matrices
/// (whose `matrix3d()` lists the entries in the same order as `m11 … m44`).
@Suite struct Transform3DTests {
    static let perspective: Transform3D = {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500                                     // the eye 500 points away
        return p
    }()

    @Test func aRotationAboutZIsTheAffineRotation() {
        expectClose(Transform3D.rotation(0.3, 0, 0, 5), Transform3D(AffineTransform.rotation(0.3)), 1e-15)
    }

    @Test func rotationsAboutXAndYAreCSSsRotateXAndRotateY() {
        let c = 3.0.squareRoot() / 2, s = 0.5                   // θ = π/6
        // CSS Transforms 2, rotateY(θ) = matrix3d(cos, 0, −sin, 0, 0, 1, 0, 0, sin, 0, cos, 0, 0, 0, 0, 1)
        expectClose(Transform3D.rotation(Double.pi / 6, 0, 1, 0),
                    Transform3D([c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1]), 1e-15)
        // rotateX(θ) = matrix3d(1, 0, 0, 0, 0, cos, sin, 0, 0, −sin, cos, 0, 0, 0, 0, 1)
        expectClose(Transform3D.rotation(Double.pi / 6, 2, 0, 0),
                    Transform3D([1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1]), 1e-15)
        #expect(Transform3D.rotation(1, 0, 0, 0) == .identity)  // no axis: nothing turns
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        // translate by 10 along x, then turn a quarter: the origin ends at (0, 10)
        let t = Transform3D.translation(10, 0, 0).concatenating(.rotation(Double.pi / 2, 0, 0, 1))
        #expect(abs(t.m41) < 1e-12 && abs(t.m42 - 10) < 1e-12)
        let u = Transform3D.rotation(Double.pi / 2, 0, 0, 1).concatenating(.translation(10, 0, 0))
        #expect(u.m41 == 10 && u.m42 == 0)
    }

    @Test func theInverseUndoesAndASingularTransformHasNone() throws {
        let t = Transform3D.rotation(0.7, 1, 2, 3).concatenating(.translation(5, -3, 2)).concatenating(Self.perspective)
        expectClose(t.concatenating(try #require(t.inverted())), .identity, 1e-12)
        #expect(Transform3D.translation(1, 2, 3).inverted() == .translation(-1, -2, -3))
        #expect(Transform3D.scale(1, 0, 1).inverted() == nil)
    }

    @Test func theAffinePartAndIsAffineFollowCoreAnimation() {
        #expect(Transform3D.translation(1, 2, 0).isAffine)
        #expect(!Transform3D.translation(0, 0, 1).isAffine)
        #expect(!Self.perspective.isAffine)
        let c = 3.0.squareRoot() / 2
        // CATransform3DGetAffineTransform: a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42
        expectClose(Transform3D.rotation(Double.pi / 6, 0, 1, 0).affine, AffineTransform(c, 0, 0, 1, 0, 0), 1e-15)
        #expect(Transform3D(AffineTransform(1, 2, 3, 4, 5, 6)).entries == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    }

    @Test func decompositionGivesTheSpecsPartsAndRecomposesTheMatrix() throws {
        let s = try #require(DecomposedTransform3D(.scale(2, 3, 4)))
        #expect(s.scale == (2, 3, 4) && s.quaternion == .identity)
        let t = try #require(DecomposedTransform3D(.translation(1, 2, 3)))
        #expect(t.translation == (1, 2, 3))
        let p = try #require(DecomposedTransform3D(Self.perspective))
        #expect(p.perspective == (0, 0, -1.0 / 500, 1))
        // a turn θ about z is the quaternion (0, 0, ±sin θ/2, cos θ/2)
        let r = try #require(DecomposedTransform3D(.rotation(0.8, 0, 0, 1)))
        expectClose(abs(r.quaternion.z), Math.sin(0.4), 1e-12)
        expectClose(r.quaternion.w, Math.cos(0.4), 1e-12)
        for m in [Transform3D.rotation(0.7, 1, 2, 3).concatenating(.translation(5, -3, 2)).concatenating(Self.perspective),
                  Transform3D.rotation(2.5, 0, 1, 0).concatenating(.scale(1, -2, 0.5)),
                  Transform3D(AffineTransform(1, 0.2, 0.5, 1, 3, 4)),
                  Transform3D.rotation(Double.pi / 2, 0, 1, 0).concatenating(Self.perspective)] {
            // the spec normalises by m44 first: the same projective map, with m44 = 1
            expectClose(try #require(DecomposedTransform3D(m)).transform, Transform3D(m.entries.map { $0 / m.m44 }), 1e-12)
        }
        // a flat layer (zero scale) still recomposes; with perspective the spec gives up
        // (its perspective matrix is singular), and so does Transit
        expectClose(try #require(DecomposedTransform3D(Transform3D.scale(0, 1, 1))).transform, .scale(0, 1, 1), 1e-12)
        #expect(DecomposedTransform3D(Transform3D.scale(0, 1, 1).concatenating(Self.perspective)) == nil)
    }

    @Test func halfwayFromIdentityToAQuarterTurnIsAnEighthTurn() {
        // CSS: the quaternions slerp; about one axis that halves the angle.
        let d = PropertyDescriptor.all[Int(AnimatedProperty.transform3D.rawValue)]
        var from = ViewModel(), to = ViewModel()
        from.transform3D = Self.perspective
        to.transform3D = Transform3D.rotation(Double.pi / 2, 0, 1, 0).concatenating(Self.perspective)
        var out = ViewModel()
        d.write(d.interpolate(d.read(from), d.read(to), 0.5), to: &out)
        expectClose(out.transform3D, Transform3D.rotation(Double.pi / 4, 0, 1, 0).concatenating(Self.perspective), 1e-9)
    }

    @Test func aProjectionDividesByWAndItsInverseUndoesIt() throws {
        let m = Transform3D.rotation(Double.pi / 3, 0, 1, 0).concatenating(Self.perspective).flattened
        // (200, 0): x = 200·cos 60° = 100, z = −200·sin 60°, w = 1 − z/500
        let w = 1 + 200 * 3.0.squareRoot() / 2 / 500
        let image = try #require(m.apply(Point(x: 200, y: 0)))
        expectClose(image, Point(x: 100 / w, y: 0), 1e-12)
        expectClose(try #require(m.inverted()?.apply(image)), Point(x: 200, y: 0), 1e-9)
        // behind the eye: w ≤ 0 has no image
        #expect(m.apply(Point(x: -2000, y: 0)) == nil)
    }
}
