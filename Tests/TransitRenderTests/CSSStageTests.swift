import Foundation
import Testing
import TransitCore
import TransitLua
@testable import TransitRender

/// The player's stage places each view by CSS `matrix3d`, composed as Core Animation does
/// (position, anchor point, transform, the superview's bounds origin): checked against
/// numbers worked by hand and against the projected corners the trace and SVG draw.
@Suite struct CSSStageTests {
    /// A door turned 30° about y in perspective (m34 = −1/500), hinged on its left edge
    /// (anchor (0, 0.5)) at (100, 300) in a panel whose bounds origin is (10, 20).
    static let scene = """
    local panel = View{frame = Rect(0, 0, 393, 600), name = "panel"}
    panel.bounds = Rect(10, 20, 393, 600)
    window:addSubview(panel)
    local door = View{frame = Rect(0, 0, 200, 100), backgroundColor = Color.blue, name = "door"}
    door.layer.anchorPoint = Point(0, 0.5)
    door.center = Point(100, 300)
    local p = Transform3D.identity
    p.m34 = -1 / 500
    door.layer.transform = Transform3D.rotation(math.pi / 6, 0, 1, 0):concatenating(p)
    panel:addSubview(door)
    """

    static func frame() throws -> (Recording, Frame) {
        let r = try Scenes.record(scene, Sampling(at: [.ticks(0)]), name: "door.lua")
        return (r, r.frames[0])
    }

    /// Worked by hand: R(30°, y)·P has rows (cos, 0, −sin, sin/500), (0, 1, 0, 0),
    /// (sin, 0, cos, −cos/500), (0, 0, 0, 1); before it the box moves by −anchor = (0, −50),
    /// after it by center − the panel's origin = (90, 280). Row 1: (0.866025 + 0.001·90,
    /// 0.001·280, −0.5, 0.001); row 3: (0.5 − 0.001732·90, −0.001732·280, 0.866025,
    /// −0.001732); row 4: (90, −50 + 280, 0, 1).
    @Test func aTurnedDoorCarriesItsMatrix3d() throws {
        let (r, frame) = try Self.frame()
        let html = CSSStage.html(frame, prefix: "p1", debug: false, chrome: DeviceChrome(screen: r.screen))
        let door = "<div class=\"v\" data-name=\"door\" data-id=\"3\" style=\"width:200px;height:100px;transform:matrix3d("
            + "0.956025,0.28,-0.5,0.001,0,1,0,0,0.344115,-0.484974,0.866025,-0.001732,90,230,0,1);background:#0000ff\">"
        #expect(html.contains(door), "\(html)")
        // the panel is not turned; its box is at its frame's origin, however its bounds move
        #expect(html.contains("data-name=\"panel\" data-id=\"2\" style=\"width:393px;height:600px;transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1)\""))
        // and the page's frame data carries it
        let page = HTMLPlayer.page([r])
        #expect(page.contains("matrix3d(0.956025,0.28,-0.5,0.001,0,1,0,0,0.344115,-0.484974,0.866025,-0.001732,90,230,0,1)"))
    }

    /// The matrix takes each corner of the box to the projected corner the trace and the SVG
    /// draw (in the superview's bounds coordinates, so less the panel's origin).
    @Test func theMatrixProjectsTheCornersTheTraceDraws() throws {
        let (_, frame) = try Self.frame()
        let door = try #require(frame.views.first { $0.name == "door" })
        let m = CSSStage.matrix(door, superOrigin: Point(x: 10, y: 20))
        let corners = try #require(door.projectedCorners)
        for (k, local) in [(0.0, 0.0), (200.0, 0.0), (200.0, 100.0), (0.0, 100.0)].enumerated() {
            let w = local.0 * m.m14 + local.1 * m.m24 + m.m44
            expectClose((local.0 * m.m11 + local.1 * m.m21 + m.m41) / w, corners[k].x - 10, 1e-9)
            expectClose((local.0 * m.m12 + local.1 * m.m22 + m.m42) / w, corners[k].y - 20, 1e-9)
        }
        // the far edge, by hand: x = 200·cos 30° / w, w = 1 + 200·sin 30°/500 = 1.2, about (100, 300)
        expectClose(corners[1].x, 100 + 200 * 3.0.squareRoot() / 2 / 1.2, 1e-9)
        expectClose(corners[1].y, 300 - 50 / 1.2, 1e-9)
    }

    /// Hidden views and their subtrees are left out; alpha, clipping and the border (a last
    /// child, above the subviews) are styles; a translucent colour is `rgba`.
    @Test func stylesFollowTheLayer() throws {
        let scene = """
        local card = View{frame = Rect(20, 40, 200, 100), backgroundColor = Color(1, 0, 0, 0.5), name = "card"}
        card.alpha = 0.25
        card.clipsToBounds = true
        card.layer.borderWidth = 4
        card.layer.borderColor = Color.white
        card.cornerRadius = 10
        card:addSubview(View{frame = Rect(0, 0, 50, 50), backgroundColor = Color.green, name = "inner"})
        window:addSubview(card)
        local gone = View{frame = Rect(0, 0, 10, 10), name = "gone"}
        gone.isHidden = true
        gone:addSubview(View{frame = Rect(0, 0, 5, 5), name = "goneChild"})
        window:addSubview(gone)
        """
        let r = try Scenes.record(scene, Sampling(at: [.ticks(0)]), name: "styles.lua")
        let html = CSSStage.html(r.frames[0], prefix: "p1", debug: false, chrome: DeviceChrome(screen: r.screen))
        #expect(html.contains("transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,20,40,0,1);border-radius:10px;"
                              + "background:rgba(255,0,0,0.5);opacity:0.25;overflow:hidden\">"), "\(html)")
        let inner = try #require(html.range(of: "data-name=\"inner\""))
        let border = try #require(html.range(of: "<div class=\"border\" style=\"border:4px solid #ffffff;border-radius:10px\"></div>"))
        #expect(inner.lowerBound < border.lowerBound)
        #expect(!html.contains("gone"))
    }
}
