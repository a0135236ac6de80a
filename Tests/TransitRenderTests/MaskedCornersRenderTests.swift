import Testing
import TransitCore
import TransitLua
@testable import TransitRender

/// `layer.maskedCorners` in the renders: the rounded corners only where the mask holds them
/// — an SVG path with quarter-circle arcs for the background, its clip and its border, CSS's
/// four-value `border-radius` on the player's stage — and all four as before (`rx`, one
/// value) by default. Before it existed every corner was drawn round.
@Suite struct MaskedCornersRenderTests {
    static func scene(_ corners: String) -> String {
        """
        local card = View{frame = Rect(46, 300, 300, 200), backgroundColor = Color.blue, name = "card",
                          clipsToBounds = true}
        card.layer.cornerRadius = 20
        card.layer.borderWidth = 4
        \(corners)
        window:addSubview(card)
        """
    }

    static func render(_ corners: String) throws -> (svg: String, stage: String) {
        let r = try Scenes.record(scene(corners), Sampling(at: [.ticks(0)]), name: "corners.lua")
        let frame = r.frames[0]
        return (SVGFrame.document(frame, script: r.script),
                CSSStage.html(frame, prefix: "p1", debug: false, chrome: DeviceChrome(screen: r.screen)))
    }

    /// The card's box on the player's stage: its opening tag (the device's screen has a
    /// radius of its own).
    static func cardBox(_ stage: String) throws -> Substring {
        let start = try #require(stage.range(of: "data-name=\"card\""))
        return stage[start.lowerBound...].prefix { $0 != ">" }
    }

    /// The top two, as WWDC 2017's drawer masks them: in bounds (0, 0, 300, 200) the path
    /// runs clockwise from (20, 0): along the top to 280, a quarter circle of radius 20 to
    /// (300, 20), straight down the right side and along the bottom (square corners), up the
    /// left side to 20 and a quarter circle back to (20, 0). The border's is the same inset
    /// by half its width, 2: radius 18 within (2, 2, 296, 196).
    @Test func theTopTwoCornersAloneAreRounded() throws {
        let (svg, stage) = try Self.render("card.layer.maskedCorners = {'layerMinXMinYCorner', 'layerMaxXMinYCorner'}")
        let shape = "path d=\"M20,0 H280 A20,20 0 0 1 300,20 V200 H0 V20 A20,20 0 0 1 20,0 Z\""
        #expect(svg.contains("<\(shape) fill=\"#0000ff\"/>"), "\(svg)")
        #expect(svg.contains("><\(shape)/></clipPath>"), "\(svg)")
        #expect(svg.contains("<path d=\"M20,2 H280 A18,18 0 0 1 298,20 V198 H2 V20 A18,18 0 0 1 20,2 Z\" fill=\"none\""), "\(svg)")
        #expect(!svg.contains("rx=\"20\""))
        #expect(try Self.cardBox(stage).contains("border-radius:20px 20px 0px 0px"), "\(stage)")
        // the border's box too
        #expect(stage.contains("class=\"border\" style=\"border:4px solid #000000;border-radius:20px 20px 0px 0px\""), "\(stage)")
    }

    /// By default — all four — the shapes are the rounded rect they always were.
    @Test func allFourAreTheRoundedRectAsBefore() throws {
        let (svg, stage) = try Self.render("")
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"300\" height=\"200\" rx=\"20\" fill=\"#0000ff\"/>"), "\(svg)")
        #expect(!svg.contains("<path d=\"M"))
        #expect(try Self.cardBox(stage).contains("border-radius:20px;"), "\(stage)")
    }

    /// None: square corners everywhere, whatever the radius.
    @Test func noneIsASquareRect() throws {
        let (svg, stage) = try Self.render("card.layer.maskedCorners = {}")
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"300\" height=\"200\" fill=\"#0000ff\"/>"), "\(svg)")
        #expect(try !Self.cardBox(stage).contains("border-radius"), "\(stage)")
    }
}
