import Testing
@testable import TransitCore

/// `view.layer`: Core Animation's geometry (anchor point, position, frame), its 3D transform
/// in conversion and hit testing, and its properties animating as UIKit's `alpha`.
@Suite struct LayerTests {
    let engine = Engine()

    func view(_ frame: Rect) throws -> View {
        let v = try View(engine: engine, frame: frame)
        try engine.window.addSubview(v)
        return v
    }

    @Test func theLayerIsOnePerViewWithCoreAnimationsDefaults() throws {
        let v = try view(Rect(0, 0, 100, 50))
        #expect(v.layer === v.layer)
        #expect(v.layer.anchorPoint == Point(0.5, 0.5) && v.layer.zPosition == 0)
        // CALayer: shadowOpacity 0, shadowRadius 3, shadowOffset (0, −3), opaque black colours
        #expect(v.layer.shadowOpacity == 0 && v.layer.shadowRadius == 3 && v.layer.shadowOffset == Size(0, -3))
        #expect(v.layer.shadowColor == .black && v.layer.borderColor == .black && v.layer.borderWidth == 0)
        #expect(v.layer.transform == .identity)
    }

    @Test func movingTheAnchorPointKeepsThePositionAndMovesTheFrame() throws {
        let v = try view(Rect(0, 0, 100, 50))
        try v.layer.setAnchorPoint(Point(0, 0))
        // position (= center) stays (50, 25); frame.origin = position − anchor × size
        #expect(v.center == Point(50, 25) && v.frame == Rect(50, 25, 100, 50))
        try v.layer.setAnchorPoint(Point(1, 1))
        try v.setFrame(Rect(10, 20, 100, 50))                   // the frame setter places the anchor
        #expect(v.center == Point(110, 70) && v.frame == Rect(10, 20, 100, 50))
    }

    @Test func theTransformTurnsAboutTheAnchorPoint() throws {
        let v = try view(Rect(0, 0, 100, 50))
        try v.layer.setAnchorPoint(Point(0, 0))
        try v.setTransform(.rotation(Double.pi / 2))
        // (x, y) → (−y, x) about the top-left corner at (50, 25): x ∈ [0, 50], y ∈ [25, 125]
        expectClose(v.frame, Rect(0, 25, 50, 100), 1e-12)
        expectClose(v.convert(Point(x: 10, y: 0), to: engine.window), Point(50, 35), 1e-12)
        expectClose(engine.window.convert(Point(x: 45, y: 30), to: v), Point(5, 5), 1e-12)
    }

    @Test func hitTestingFollowsTheAnchorPoint() throws {
        let parent = try view(Rect(0, 0, 300, 300))
        let child = try View(engine: engine, frame: Rect(0, 0, 100, 50))
        try parent.addSubview(child)
        try child.layer.setAnchorPoint(Point(0, 0))             // now spans (50…150, 25…75)
        #expect(try engine.window.hitTest(Point(x: 60, y: 30)) === child)
        #expect(try engine.window.hitTest(Point(x: 40, y: 30)) === parent)
    }

    @Test func settingViewTransformReplacesTheLayersAndReadingGivesTheAffinePart() throws {
        let v = try view(Rect(0, 0, 100, 50))
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        let turned = Transform3D.rotation(Double.pi / 6, 0, 1, 0).concatenating(p)
        try v.layer.setTransform(turned)
        #expect(v.layer.transform == turned)
        // CATransform3DGetAffineTransform: m11 = cos 30°, the rest of the 2D part identity
        expectClose(v.transform, AffineTransform(3.0.squareRoot() / 2, 0, 0, 1, 0, 0), 1e-15)
        try v.setTransform(.scale(2, 2))                        // UIKit: layer.transform = affine
        #expect(v.layer.transform == Transform3D(AffineTransform.scale(2, 2)))
        try v.layer.setTransform(.translation(3, 4, 0))          // affine: read back as view.transform
        #expect(v.transform == .translation(3, 4) && v.model.transform3D == .identity)
    }

    @Test func convertAndHitTestGoThroughThePerspective() throws {
        let v = try view(Rect(0, 0, 200, 100))
        try v.layer.setAnchorPoint(Point(0, 0.5))
        try v.setCenter(Point(0, 50))                           // left edge on x = 0
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        try v.layer.setTransform(Transform3D.rotation(Double.pi / 3, 0, 1, 0).concatenating(p))
        // A point u along the middle line: x = u·cos 60°, z = −u·sin 60°, w = 1 − z/500.
        let sin60 = 3.0.squareRoot() / 2
        let edge = 200 * 0.5 / (1 + 200 * sin60 / 500)          // the right edge's image
        let rect = v.convert(v.bounds, to: nil)
        expectClose(rect, Rect(0, 0, edge, 100), 1e-9)
        expectClose(v.frame, Rect(0, 0, edge, 100), 1e-9)
        // back: X = 70 on the middle line comes from u with u/2 = 70·(1 + u·sin60/500)
        let u = 70 / (0.5 - 70 * sin60 / 500)
        expectClose(v.convert(Point(x: 70, y: 50), from: nil), Point(u, 50), 1e-9)
        #expect(try engine.window.hitTest(Point(x: 70, y: 50)) === v)
        #expect(try engine.window.hitTest(Point(x: edge + 1, y: 50)) === engine.window)
    }

    @Test func layerPropertiesAnimateAndReplaceAsAlpha() throws {
        let v = try view(Rect(0, 0, 100, 50))
        var log: [Bool] = []
        try engine.animate(duration: 1, curve: .linear, animations: {
            try v.layer.setShadowOpacity(1)
            try v.layer.setAnchorPoint(Point(0, 0))
            try v.layer.setShadowOffset(Size(10, 10))
            try v.layer.setBorderColor(.white)
        }, completion: { log.append($0) })
        try engine.clock.advance(0.5)
        let p = v.presentation
        #expect(p.shadowOpacity == 0.5 && p.anchorPoint == Point(0.25, 0.25))
        #expect(p.shadowOffset == Size(5, 3.5))                  // (0, −3) → (10, 10)
        expectClose(p.frame, Rect(25, 12.5, 100, 50), 1e-12)    // center − anchor × size
        #expect(p.borderColor == Color(0.5, 0.5, 0.5, 1))
        // a second block replaces the opacity's animation, starting from the model before it (1)
        try engine.animate(duration: 1, curve: .linear, animations: { try v.layer.setShadowOpacity(0) },
                           completion: { log.append($0) })
        try engine.clock.advance(0.5)
        #expect(v.presentation.shadowOpacity == 0.5)
        try engine.clock.advance(0.5)
        #expect(log == [false, true])
    }

    @Test func aThreeDTurnAnimatesBySlerpAndAddsUp() throws {
        let v = try view(Rect(0, 0, 100, 50))
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        try v.layer.setTransform(p)
        var log: [Bool] = []
        try engine.animate(duration: 1, curve: .linear, animations: {
            try v.layer.setTransform(Transform3D.rotation(Double.pi / 2, 0, 1, 0).concatenating(p))
        }, completion: { log.append($0) })
        try engine.clock.advance(0.5)
        // same perspective at both ends; the quaternion slerps: half the angle
        expectClose(v.presentation.transform3D, Transform3D.rotation(Double.pi / 4, 0, 1, 0).concatenating(p), 1e-9)
        engine.evaluateFrame()
        expectClose(try #require(engine.renderedPresentation(of: v)).transform3D,
                    Transform3D.rotation(Double.pi / 4, 0, 1, 0).concatenating(p), 1e-9)
        // additive: a second turn back keeps the first running; both finish
        try engine.animate(duration: 1, curve: .linear, animations: { try v.layer.setTransform(p) },
                           completion: { log.append($0) })
        // now: model p; first carries (90° − 0°) delta... presentation = exp(w₁·(−90°) + w₂·(+90°))·p
        try engine.clock.advance(0.25)                          // w₁ = 0.25, w₂ = 0.75: +45°
        expectClose(v.presentation.transform3D, Transform3D.rotation(Double.pi / 4, 0, 1, 0).concatenating(p), 1e-9)
        try engine.clock.advance(1)
        #expect(log == [true, true])
        expectClose(v.presentation.transform3D, p, 0)
    }

    @Test func badValuesAreErrorsNotTraps() throws {
        let v = try view(Rect(0, 0, 100, 50))
        #expect(coreError { try v.layer.setShadowRadius(-1) }?.kind == .invalidNumber)
        #expect(coreError { try v.layer.setBorderWidth(-0.5) }?.kind == .invalidNumber)
        #expect(coreError { try v.layer.setAnchorPoint(Point(.nan, 0)) }?.kind == .invalidNumber)
        #expect(coreError { try v.layer.setZPosition(.infinity) }?.kind == .invalidNumber)
        var t = Transform3D.identity
        t.m34 = .nan
        #expect(coreError { try v.layer.setTransform(t) }?.kind == .invalidNumber)
        #expect(v.layer.transform == .identity && v.layer.shadowRadius == 3)
        var orphan: Layer?
        do { let w = View(engine: engine); orphan = w.layer }
        #expect(orphan?.view == nil)
        #expect(coreError { try orphan?.setShadowOpacity(1) }?.kind == .invalidArgument)
    }

    @Test func aSnapshotShowsTheLayersValues() throws {
        let card = try view(Rect(10, 10, 100, 50))
        try card.layer.setBorderWidth(2)
        try card.layer.setAnchorPoint(Point(0, 0))
        let door = try View(engine: engine, frame: Rect(0, 0, 40, 40))
        try card.addSubview(door)
        let turn = Transform3D.rotation(0.5, 0, 1, 0).concatenating(.translation(0, 0, 1))
        try door.layer.setTransform(turn)
        let snapshot = card.snapshotView()
        // the copy sits at (0, 0, w, h) about its centre, with the source's border
        #expect(snapshot.frame == Rect(0, 0, 100, 50) && snapshot.layer.anchorPoint == Point(0.5, 0.5))
        #expect(snapshot.layer.borderWidth == 2)
        #expect(snapshot.subviews[0].layer.transform == turn)
    }
}
