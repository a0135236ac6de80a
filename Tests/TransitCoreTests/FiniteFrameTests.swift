import Testing
@testable import TransitCore

/// Finite values whose derived frame overflows are refused at the assignment, and the view
/// is left as it was (UIKit has no such rule: its frame would read back as inf).
@Suite struct FiniteFrameTests {
    let engine = Engine()

    @Test func aTransformThatOverflowsTheFrameIsRefused() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 100, 100))
        let error = coreError { try v.setTransform(.scale(1e307, 1e307)) }
        #expect(error?.kind == .invalidNumber)
        #expect(error?.message == "transform Transform(a: 1e+307, b: 0, c: 0, d: 1e+307, tx: 0, ty: 0) would make the frame"
                + " overflow to Rect(-inf, -inf, inf, inf): a frame must have finite numbers and edges")
        #expect(v.transform.isIdentity && v.frame == Rect(0, 0, 100, 100))
        try v.setTransform(.scale(1e305, 1))                  // 1e307 wide: finite, taken
        #expect(v.frame == Rect(50 - 5e306, 0, 1e307, 100))
    }

    @Test func aCentreThatOverflowsTheFrameIsRefused() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 1.5e308, 10))
        // the left edge: -1.2e308 - 0.75e308 overflows
        let error = coreError { try v.setCenter(Point(-1.2e308, 5)) }
        #expect(error?.message.hasPrefix("center Point(-1.2e+308, 5) would make the frame overflow to Rect(-inf, ") == true,
                "\(error?.message ?? "")")
        // the right edge (maxX): 1.2e308 + 0.75e308 overflows though x and width are finite
        #expect(coreError { try v.setCenter(Point(1.2e308, 5)) }?.kind == .invalidNumber)
        #expect(v.center == Point(0.75e308, 5))
        try v.setCenter(Point(0, 5))
        #expect(v.frame == Rect(-0.75e308, 0, 1.5e308, 10))
    }

    @Test func boundsThatOverflowTheFrameAreRefused() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try v.setCenter(Point(1e308, 0))
        #expect(coreError { try v.setBounds(Rect(0, 0, 1.6e308, 10)) }?.message.hasPrefix("bounds Rect(0, 0, 1.6e+308, 10)") == true)
        #expect(v.bounds == Rect(0, 0, 10, 10))
        try v.setTransform(.scale(1e300, 1))
        #expect(coreError { try v.setBounds(Rect(0, 0, 1e10, 10)) }?.kind == .invalidNumber)   // finite only before the scale
        #expect(v.bounds == Rect(0, 0, 10, 10))
    }

    @Test func aFrameIsRefusedWholeBeforeEitherHalfIsSet() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        // finite, but its maxX is 2e308
        let error = coreError { try v.setFrame(Rect(1e308, 0, 1e308, 10)) }
        #expect(error?.message.hasPrefix("frame Rect(1e+308, 0, 1e+308, 10) would make the frame overflow") == true,
                "\(error?.message ?? "")")
        #expect(v.center == Point(5, 5) && v.bounds == Rect(0, 0, 10, 10))
    }

    /// Under a 3D transform the picture is drawn from the layer's map into its superview (about
    /// the anchor point, through the transform, to `center`), which can overflow where the frame
    /// does not: m44 = 1e308 shrinks the view to a point at its centre (60, 60) — a finite frame —
    /// but 60·1e308 is inf, and the trace said `corners=((inf,inf),…)`, the SVG `matrix(nan,…)`,
    /// the player `matrix3d(…,inf,…)`. Refused as an overflowing frame is, here and when a later
    /// `center` would overflow it.
    @Test func aLayerTransformWhoseMapOverflowsIsRefused() throws {
        let v = try View(engine: engine, frame: Rect(10, 10, 100, 100))
        var t = Transform3D.identity
        t.m34 = 0.001
        t.m44 = 1e308
        let error = coreError { try v.setLayerTransform(t) }
        #expect(error?.kind == .invalidNumber)
        #expect(error?.message.hasPrefix("transform Transform3D(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0.001, 0, 0, 0, 1e+308) would make"
                                         + " the layer's map into its superview overflow") == true, "\(error?.message ?? "")")
        #expect(v.layerTransform == .identity)
        // m34 multiplies the centre too (the z row, which the player's matrix3d carries)
        var u = Transform3D.rotation(0.5, 0, 1, 0)
        u.m34 = 1e308
        #expect(coreError { try v.setLayerTransform(u) }?.kind == .invalidNumber)
        t.m44 = 1e300                                              // 60·1e300: finite, taken
        try v.setLayerTransform(t)
        #expect(v.layerTransform == t && v.frame.x == 60 && v.frame.width == 1e-298)   // ±50 / 1e300 about 60
        #expect(coreError { try v.setCenter(Point(1e10, 60)) }?.kind == .invalidNumber)
        #expect(v.center == Point(60, 60))
    }

    @Test func layerValuesThatOverflowTheFrameAreRefused() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 1e308, 10))
        #expect(coreError { try v.layer.setAnchorPoint(Point(-1, 0.5)) }?.message.hasPrefix("anchorPoint Point(-1, 0.5)") == true)
        #expect(v.layer.anchorPoint == Point(0.5, 0.5))
        var t = Transform3D.identity
        t.m34 = -1 / 500
        t.m11 = 1e300
        #expect(coreError { try v.setLayerTransform(t) }?.kind == .invalidNumber)
        #expect(v.layerTransform == .identity && v.frame == Rect(0, 0, 1e308, 10))
    }
}
