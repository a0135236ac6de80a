import Testing
@testable import TransitCore

/// ``CornerMask``: CACornerMask's bits (CALayer.h: `kCALayerMinXMinYCorner = 1U << 0`,
/// `kCALayerMaxXMinYCorner = 1U << 1`, `kCALayerMinXMaxYCorner = 1U << 2`,
/// `kCALayerMaxXMaxYCorner = 1U << 3`), all four by default ("Defaults to all four corners").
@Suite struct CornerMaskTests {
    @Test func theHeadersBitsAndDefault() throws {
        #expect(CornerMask.layerMinXMinYCorner.rawValue == 1 && CornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(CornerMask.layerMinXMaxYCorner.rawValue == 4 && CornerMask.layerMaxXMaxYCorner.rawValue == 8)
        let engine = Engine()
        let v = View(engine: engine)
        #expect(v.maskedCorners == .all && v.layer.maskedCorners.rawValue == 15)
        try v.layer.setMaskedCorners([.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(v.maskedCorners.names == ["layerMinXMinYCorner", "layerMaxXMinYCorner"])
    }

    /// The radius per corner in CSS's order — top left, top right, bottom right, bottom left —
    /// on iOS's y-down layer: MinY is the top, MaxX the right.
    @Test func radiiFollowTheCorners() {
        let r = CornerMask([.layerMaxXMinYCorner, .layerMinXMaxYCorner]).radii(12)
        #expect(r.topLeft == 0 && r.topRight == 12 && r.bottomRight == 0 && r.bottomLeft == 12)
    }
}
