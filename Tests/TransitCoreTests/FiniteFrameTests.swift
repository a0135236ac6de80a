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
