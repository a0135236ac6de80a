import Foundation
import Testing
import TransitCore
import TransitLua
@testable import TransitRender

/// A single-sided layer showing its back is left out of every render — the SVG, the
/// player's stage — with its subviews, and the trace says `back`.
@Suite struct DoubleSidedRenderTests {
    static func scene(_ degrees: Int) -> String {
        """
        local card = View{frame = Rect(96, 350, 200, 100), backgroundColor = Color.blue, name = "card"}
        card:addSubview(View{frame = Rect(10, 10, 20, 20), backgroundColor = Color.red, name = "badge"})
        local p = Transform3D.identity
        p.m34 = -1 / 500
        card.layer.transform = Transform3D.rotation(math.rad(\(degrees)), 0, 1, 0):concatenating(p)
        card.layer.isDoubleSided = false
        window:addSubview(card)
        """
    }

    static func render(_ degrees: Int) throws -> (svg: String, stage: String, trace: String) {
        let r = try Scenes.record(scene(degrees), Sampling(at: [.ticks(0)]), name: "card.lua")
        let frame = r.frames[0]
        return (SVGFrame.document(frame, script: r.script),
                CSSStage.html(frame, prefix: "p1", debug: false, chrome: DeviceChrome(screen: r.screen)),
                TraceText.text(r))
    }

    static func json(_ degrees: Int) throws -> String {
        JSONDocument.text(try Scenes.record(scene(degrees), Sampling(at: [.ticks(0)]), name: "card.lua"))
    }

    @Test func atAHundredDegreesTheCardAndItsBadgeAreNotDrawn() throws {
        let (svg, stage, trace) = try Self.render(100)
        #expect(!svg.contains("data-name=\"card\"") && !svg.contains("data-name=\"badge\""))
        #expect(!svg.contains("data-projected"))
        #expect(!stage.contains("data-name=\"card\"") && !stage.contains("data-name=\"badge\""))
        let line = try #require(trace.split(separator: "\n").first { $0.contains(" card ") })
        #expect(line.hasSuffix(" back"), "\(line)")
        #expect(try Self.json(100).contains("\"back\":true") && !(try Self.json(80).contains("\"back\"")))
    }

    /// At 80° the front still faces the viewer: the projected quadrilateral is drawn.
    @Test func atEightyDegreesItIs() throws {
        let (svg, stage, trace) = try Self.render(80)
        #expect(svg.contains("data-name=\"card\"") && svg.contains("data-name=\"badge\""))
        #expect(svg.contains("<polygon data-projected="))
        #expect(stage.contains("data-name=\"card\"") && stage.contains("data-name=\"badge\""))
        #expect(!trace.split(separator: "\n").contains { $0.hasSuffix(" back") })
    }
}
