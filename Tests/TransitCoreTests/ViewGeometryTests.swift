import Testing
@testable import TransitCore

@Suite struct ViewGeometryTests {
    let engine = Engine()

    @Test func frameUnderRotationIsTheBoundingBox() throws {
        let v = View(engine: engine)
        try v.setBounds(Rect(0, 0, 100, 50))
        try v.setCenter(Point(100, 100))
        try v.setTransform(.rotation(.pi / 4))
        // Half extents: 50·cos45 + 25·sin45 = 75/√2 in both directions.
        let h = 75 / 2.0.squareRoot()
        expectClose(v.frame, Rect(100 - h, 100 - h, 2 * h, 2 * h), 1e-12)
        expectClose(v.frame.width, 150 / 2.0.squareRoot(), 1e-12)
    }

    @Test func frameUnderScaleRotationAndTranslation() throws {
        let v = try View(engine: engine, frame: Rect(10, 20, 100, 50))
        #expect(v.center == Point(60, 45))
        try v.setTransform(.scale(2, 3))
        #expect(v.frame == Rect(-40, -30, 200, 150))
        try v.setTransform(AffineTransform.rotation(.pi / 2).concatenating(.scale(2, 0.5)))
        expectClose(v.frame, Rect(10, 20, 100, 50), 1e-12)
        try v.setTransform(.translation(5, -7))
        #expect(v.frame == Rect(15, 13, 100, 50))
    }

    // Core Animation's frame setter: "When you assign a new value to this property, the layer
    // changes its position and bounds properties to match the rectangle you specified"
    // (developer.apple.com/documentation/quartzcore/calayer/frame). Before, the transform was
    // ignored: under a scale of 2, frame (0, 0, 100, 100) read back (-50, -50, 200, 200).
    @Test func settingFrameUnderAScaleFitsTheTransformedView() throws {
        let v = View(engine: engine)
        try v.setBounds(Rect(7, 8, 1, 1))
        try v.setTransform(.scale(2, 2))
        try v.setFrame(Rect(0, 0, 100, 100))
        #expect(v.bounds == Rect(7, 8, 50, 50))              // the origin stays
        #expect(v.center == Point(50, 50))
        #expect(v.frame == Rect(0, 0, 100, 100))
        try v.setFrame(Rect(10, 10, -4, -6))                 // standardized
        #expect(v.bounds.size == Size(2, 3) && v.center == Point(8, 7))
    }

    // LinkedIn's LayoutKit measured this on a device (github.com/LinkedInAttic/LayoutKit/pull/231):
    // a view scaled to 0.001 is given frame (0, 0, 100, 100), then the identity transform, and
    // its frame is (-49950, -49950, 100000, 100000). Before: (0, 0, 100, 100).
    @Test func aFrameSetUnderATinyScaleGrowsTheBounds() throws {
        let v = View(engine: engine)
        try v.setTransform(.scale(0.001, 0.001))
        try v.setFrame(Rect(0, 0, 100, 100))
        try v.setTransform(.identity)
        expectClose(v.frame, Rect(-49950, -49950, 100000, 100000), 1e-6)
    }

    // Quarter turns keep the axes, so the frame reads back as set ("Do not set the frame if the
    // transform property applies a rotation transform that is not a multiple of 90 degrees"),
    // also about a corner anchor and with a translation. Before: (10, -10, 20, 40) for the first.
    @Test func settingFrameUnderAQuarterTurnReadsBack() throws {
        let v = View(engine: engine)
        try v.setTransform(.rotation(.pi / 2))
        try v.setFrame(Rect(0, 0, 40, 20))
        expectClose(v.bounds.size.width, 20, 1e-12)
        expectClose(v.bounds.size.height, 40, 1e-12)
        expectClose(v.frame, Rect(0, 0, 40, 20), 1e-12)
        let w = View(engine: engine)
        try w.layer.setAnchorPoint(Point(0, 0))
        try w.setTransform(AffineTransform.rotation(.pi / 2).concatenating(.translation(5, 7)))
        try w.setFrame(Rect(10, 20, 60, 30))
        expectClose(w.frame, Rect(10, 20, 60, 30), 1e-12)
        expectClose(w.center, Point(65, 13), 1e-12)   // the anchor turns to the top right (70, 20), less (5, 7)
    }

    // Another rotation cannot read back; the size is the box of the frame turned back, centred
    // on it: 100 × 100 under 45° gives bounds of 100√2 each way about (50, 50).
    @Test func settingFrameUnderAnotherRotationCentresTheBox() throws {
        let v = View(engine: engine)
        try v.setTransform(.rotation(.pi / 4))
        try v.setFrame(Rect(0, 0, 100, 100))
        expectClose(v.bounds.size.width, 100 * 2.0.squareRoot(), 1e-9)
        expectClose(v.center, Point(50, 50), 1e-9)
    }

    // Scales whose determinant leaves Double's normal range (1e-160² is subnormal, 1e-200² is 0,
    // 1e200² infinite) are inverted too, so the frame reads back as for a scale of 2. Before:
    // under 1e-200, bounds (0, 0, 100, 50) and frame (60, 45, 1e-198, 5e-199); under 1e200, frame
    // (-5e201, -2.5e201, 1e202, 5e201); under 1e-160 (10.0, 20.0, 100.0011, 50.0006).
    @Test func settingFrameUnderAnExtremeScaleReadsBack() throws {
        for s in [1e-160, 1e-200, 1e-300, 1e160, 1e200, 1e300] {
            let v = View(engine: engine)
            try v.setTransform(.scale(s, s))
            try v.setFrame(Rect(10, 20, 100, 50))
            expectClose(v.frame, Rect(10, 20, 100, 50), 1e-9)
            expectClose(v.bounds.size.width * s, 100, 1e-9)
        }
        let v = View(engine: engine)                          // the inverse past Double's range
        try v.setTransform(.scale(0x1p-1030, 0x1p-1030))      // subnormal (~8.7e-311)
        #expect(throws: CoreError.self) { try v.setFrame(Rect(10, 20, 100, 50)) }
    }

    // A scale of 0 has no inverse: the size is taken as given, as under the identity.
    @Test func settingFrameUnderASingularTransformTakesTheSize() throws {
        let v = View(engine: engine)
        try v.setTransform(.scale(0, 1))
        try v.setFrame(Rect(0, 0, 40, 20))
        #expect(v.bounds.size == Size(40, 20) && v.center == Point(20, 10))
    }

    @Test func nonFiniteGeometryIsRefusedAndNothingChanges() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        #expect(coreError { try v.setFrame(Rect(.nan, 0, 1, 1)) }?.kind == .invalidNumber)
        #expect(coreError { try v.setCenter(Point(0, .infinity)) }?.kind == .invalidNumber)
        #expect(coreError { try v.setBounds(Rect(0, 0, -.infinity, 1)) }?.kind == .invalidNumber)
        #expect(coreError { try v.setTransform(.scale(.nan, 1)) }?.kind == .invalidNumber)
        #expect(coreError { try v.setAlpha(.nan) }?.kind == .invalidNumber)
        #expect(coreError { try v.setCornerRadius(.infinity) }?.kind == .invalidNumber)
        #expect(coreError { try v.setBackgroundColor(Color(.nan, 0, 0)) }?.kind == .invalidNumber)
        #expect(v.frame == Rect(0, 0, 10, 10) && v.alpha == 1 && v.transform.isIdentity)
        #expect(coreError { try v.setFrame(Rect(.nan, 0, 1, 1)) }?.message ==
                "frame must have finite numbers (got Rect(nan, 0, 1, 1))")
    }

    @Test func windowCoversTheScreen() throws {
        #expect(engine.window.frame == Rect(0, 0, 393, 852))
        let se = Engine(screen: .iPhoneSE)
        #expect(se.window.bounds == Rect(0, 0, 375, 667))
        #expect(Screen(named: "iPad")?.bounds.size == Size(820, 1180))
        #expect(Screen(named: "iPhone 15 Pro Max")?.scale == 3)
        #expect(coreError { _ = try Screen(name: "x", width: .nan, height: 1, scale: 1) }?.kind == .invalidNumber)
    }

    /// window ← a (rotated, bounds-shifted) ← b (scaled, bounds-shifted).
    private func tree() throws -> (View, View) {
        let a = try View(engine: engine, frame: Rect(50, 100, 200, 200))
        try a.setBounds(Rect(10, 20, 200, 200))
        try a.setTransform(.rotation(.pi / 2))
        let b = View(engine: engine)
        try b.setBounds(Rect(-5, 0, 40, 30))
        try b.setCenter(Point(60, 70))
        try b.setTransform(.scale(2, 3))
        try engine.window.addSubview(a)
        try a.addSubview(b)
        return (a, b)
    }

    @Test func convertPointThroughTwoTransformedAncestors() throws {
        let (a, b) = try tree()
        // In a: (60, 70) + scale(2, 3)·((1, 2) − (15, 15)) = (32, 31).
        expectClose(a.convert(Point(1, 2), from: b), Point(32, 31), 1e-12)
        // In the window: (150, 200) + rot90·((32, 31) − (110, 120)) = (150 + 89, 200 − 78).
        expectClose(engine.window.convert(Point(1, 2), from: b), Point(239, 122), 1e-12)
        expectClose(b.convert(Point(1, 2), to: nil), Point(239, 122), 1e-12)
        expectClose(b.convert(Point(239, 122), from: nil), Point(1, 2), 1e-12)
        expectClose(b.convert(Point(32, 31), from: a), Point(1, 2), 1e-12)
        expectClose(a.convert(Point(1, 2), to: b), b.convert(Point(1, 2), from: a), 1e-12)
    }

    @Test func convertRectGivesTheBoundingBox() throws {
        let (_, b) = try tree()
        expectClose(b.convert(Rect(0, 0, 10, 10), to: nil), Rect(215, 120, 30, 20), 1e-12)
        expectClose(b.convert(Rect(215, 120, 30, 20), from: nil), Rect(0, 0, 10, 10), 1e-12)
        // A sibling under the window at a plain offset.
        let c = try View(engine: engine, frame: Rect(200, 100, 50, 50))
        try engine.window.addSubview(c)
        expectClose(c.convert(Rect(0, 0, 10, 10), from: b), Rect(15, 20, 30, 20), 1e-12)
    }
}
