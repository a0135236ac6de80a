import Testing
@testable import TransitCore

/// The 3D decomposition with huge finite entries (rev21, t3d.lua): lengths by `hypot`, not by
/// squares that overflowed past 1.3e154, and a matrix whose parts leave Double's range
/// unsplittable (as `m44 = 0` is) — never an infinite part that presents inf or NaN.
@Suite struct Transform3DOverflowTests {
    static let d = PropertyDescriptor.all[Int(AnimatedProperty.transform3D.rawValue)]

    /// Half-way between the identity and `t`, as an animation presents it.
    static func halfway(to t: Transform3D) -> Transform3D {
        var from = ViewModel(), to = ViewModel(), out = ViewModel()
        from.transform3D = .identity
        to.transform3D = t
        d.write(d.interpolate(d.read(from), d.read(to), 0.5), to: &out)
        return out.transform3D
    }

    @Test(arguments: [Transform3D.scale(1e155, 1, 1), .scale(1e300, 1e300, 1e300), .scale(1, 1e200, -1e200),
                      Transform3D.rotation(0.7, 1, 2, 3).concatenating(.scale(1e250, 1e250, 1e250)),
                      Transform3D.scale(1e160, 1e160, 1e160).concatenating(.translation(1e160, -1e160, 3))])
    func hugeEntriesDecomposeToFinitePartsThatRecomposeTheMatrix(t: Transform3D) throws {
        let parts = try #require(DecomposedTransform3D(t))
        let numbers = [parts.scale.0, parts.scale.1, parts.scale.2, parts.skew.0, parts.skew.1, parts.skew.2,
                       parts.translation.0, parts.translation.1, parts.translation.2]
        #expect(numbers.allSatisfy { $0.isFinite }, "\(numbers)")
        let back = parts.transform
        for (got, want) in zip(back.entries, t.entries) {
            #expect(abs(got - want) <= 1e-12 * max(1, t.entries.map(abs).max()!), "\(back) against \(t)")
        }
        #expect(Self.halfway(to: t).isFinite)
    }

    /// Normalised by a tiny m44, the entries pass Double's range: no finite parts exist, and
    /// the transform animates as if from the identity, as any unsplittable one.
    @Test func aNormalisationPastDoublesRangeIsUnsplittable() {
        let t = Transform3D([1, 0, 0, 1e300, 0, 1, 0, -1e300, 0, 0, 1, 0, 0, 0, 0, 1e-300])
        #expect(DecomposedTransform3D(t) == nil)
        #expect(Self.halfway(to: t) == .identity)
    }
}
