import Foundation
import Testing
@testable import TransitCore

/// `layer.isDoubleSided = false`: a layer whose back faces the viewer is neither drawn nor
/// hit (CALayer.isDoubleSided), judged by the winding of its projected bounds on screen.
@Suite struct DoubleSidedTests {
    let engine = Engine()

    /// A 200×100 card about its centre (196, 400), turned `degrees` about y in perspective
    /// (m34 = −1/500), single-sided.
    func card(_ degrees: Double, doubleSided: Bool = false) throws -> View {
        let v = try View(engine: engine, frame: Rect(96, 350, 200, 100))
        try engine.window.addSubview(v)
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        try v.layer.setTransform(Transform3D.rotation(degrees * .pi / 180, 0, 1, 0).concatenating(p))
        try v.layer.setDoubleSided(doubleSided)
        return v
    }

    @Test func theDefaultIsDoubleSided() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        #expect(v.layer.isDoubleSided)
    }

    /// Past a quarter turn the top-right corner lands left of the centre: at 100°,
    /// x = 196 + 100·cos 100° / (1 + 100·sin 100°/500) = 181.4925…; the quadrilateral winds
    /// the other way, so the card is skipped and the touch falls through to the window.
    @Test func aQuarterTurnAndMoreHidesTheBackFromTouches() throws {
        let back = try card(100)
        let w = 1 + 100 * sin(100 * Double.pi / 180) / 500
        let corner = try #require(back.projectionToRoot.apply(Point(200, 0)))
        expectClose(corner.x, 196 + 100 * cos(100 * Double.pi / 180) / w, 1e-9)
        #expect(corner.x < 196)
        #expect(back.showsBack)
        #expect(try engine.window.hitTest(Point(196, 400)) === engine.window)
    }

    @Test func lessThanAQuarterTurnStillShowsTheFront() throws {
        let front = try card(80)
        let corner = try #require(front.projectionToRoot.apply(Point(200, 0)))
        #expect(corner.x > 196)
        #expect(!front.showsBack)
        #expect(try engine.window.hitTest(Point(196, 400)) === front)
    }

    /// A double-sided layer (the default) shows its back: drawn mirrored, and hit.
    @Test func aDoubleSidedLayerIsHitFromBehind() throws {
        let v = try card(100, doubleSided: true)
        #expect(!v.showsBack)
        #expect(try engine.window.hitTest(Point(196, 400)) === v)
    }

    /// The winding is judged on screen: a superview turned past a quarter turn shows the back
    /// of an unturned single-sided subview, and turning both brings its front round again.
    @Test func theBackIsJudgedThroughTheSuperviews() throws {
        let parent = try card(100, doubleSided: true)
        let child = try View(engine: engine, frame: Rect(50, 25, 100, 50))
        try parent.addSubview(child)
        try child.layer.setDoubleSided(false)
        #expect(child.showsBack)
        #expect(try engine.window.hitTest(Point(196, 400)) === parent)
        try child.layer.setTransform(.rotation(.pi, 0, 1, 0))
        #expect(!child.showsBack)
        #expect(try engine.window.hitTest(Point(196, 400)) === child)
    }
}
