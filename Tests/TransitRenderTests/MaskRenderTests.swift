import Foundation
import Testing
import TransitCore
import TransitLua
@testable import TransitRender

/// `view.mask` in the SVG: the masked view's group takes a `mask` of `mask-type` alpha
/// holding the mask's views drawn in the masked view's bounds coordinates — at their
/// presentation, so a growing circle grows frame by frame. Before, there was no mask: the
/// whole card was drawn.
@Suite struct MaskRenderTests {
    /// A blue card at (50, 100), masked by a black circle of 100 points at (20, 20) in the
    /// card, whose alpha goes 0 → 1 and whose side 100 → 200 (radius 50 → 100) over a linear
    /// second.
    static let scene = """
    local card = View{frame = Rect(50, 100, 200, 200), backgroundColor = Color.blue, name = "card"}
    window:addSubview(card)
    local circle = View{frame = Rect(20, 20, 100, 100), backgroundColor = Color.black, name = "circle", alpha = 0}
    circle.layer.cornerRadius = 50
    card.mask = circle
    View.animate{duration = 1, curve = "linear", animations = function()
      circle.frame = Rect(20, 20, 200, 200); circle.layer.cornerRadius = 100; circle.alpha = 1
    end}
    """

    static func svg(at seconds: Double) throws -> String {
        let r = try Scenes.record(scene, Sampling(at: [.ticks(Int64(seconds * 1_000_000))]), name: "mask.lua")
        return SVGFrame.document(r.frames[0], script: r.script)
    }

    /// The `<mask>` element, from its opening to its end.
    static func maskElement(_ svg: String) throws -> Substring {
        let start = try #require(svg.range(of: "<mask id="))
        let end = try #require(svg.range(of: "</mask>", range: start.upperBound..<svg.endIndex))
        return svg[start.lowerBound..<end.upperBound]
    }

    /// Half-way: the circle 150 points wide, radius 75, alpha ½, its group at (20, 20) in the
    /// card's coordinates (the card's group is the one that references the mask).
    @Test func theMaskIsTheCirclesPresentationInTheCardsCoordinates() throws {
        let svg = try Self.svg(at: 0.5)
        #expect(xmlProblem(svg) == nil)
        let mask = try Self.maskElement(svg)
        #expect(mask.contains("mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\""), "\(mask)")
        #expect(mask.contains("data-name=\"circle\""), "\(mask)")
        #expect(mask.contains("transform=\"matrix(1,0,0,1,20,20)\" opacity=\"0.5\""), "\(mask)")
        #expect(mask.contains("<rect x=\"0\" y=\"0\" width=\"150\" height=\"150\" rx=\"75\" fill=\"#000000\"/>"), "\(mask)")
        let id = try #require(mask.split(separator: "\"").dropFirst().first)
        #expect(svg.contains("data-name=\"card\" data-id=") && svg.contains(" mask=\"url(#\(id))\">"), "\(svg)")
        // the circle is drawn in the mask only, not as a view of the window
        #expect(svg.components(separatedBy: "data-name=\"circle\"").count == 2)
    }

    /// The player's box references an inline SVG `<mask>` through CSS (a `data:` image would
    /// break the page's Content-Security-Policy), the mask's views shifted by the bounds'
    /// origin — the box's user space starts there: a card whose bounds start at (10, 5) puts
    /// the circle's group under `translate(-10,-5)`.
    @Test func thePlayersBoxIsMaskedByTheSameMask() throws {
        let r = try Scenes.record(Self.scene + "\ncard.bounds = Rect(10, 5, 200, 200)",
                                  Sampling(at: [.ticks(500_000)]), name: "mask.lua")
        let frame = r.frames[0]
        let stage = CSSStage.html(frame, prefix: "p1", debug: false, chrome: DeviceChrome(screen: r.screen))
        let card = try #require(frame.views.first { $0.name == "card" })
        let id = "p1-mask\(card.id)"
        #expect(stage.contains(";mask:url(#\(id));-webkit-mask:url(#\(id))\">"), "\(stage)")
        #expect(stage.contains("<mask id=\"\(id)\" mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\""), "\(stage)")
        #expect(stage.contains("<g transform=\"translate(-10,-5)\"><g data-name=\"circle\""), "\(stage)")
        #expect(stage.contains("<rect x=\"0\" y=\"0\" width=\"150\" height=\"150\" rx=\"75\" fill=\"#000000\"/>"), "\(stage)")
        let svg = SVGFrame.document(frame, script: r.script)
        #expect(!svg.contains("translate(-10,-5)"))               // the SVG's group is in bounds coordinates
    }

    /// Without a mask nothing changes: no `<mask>`, no reference.
    @Test func noMaskNoMaskElement() throws {
        let r = try Scenes.record(Scenes.card, Sampling(at: [.ticks(0)]))
        let svg = SVGFrame.document(r.frames[0], script: r.script)
        #expect(!svg.contains("<mask") && !svg.contains(" mask=\""))
    }
}
