import Foundation
import Testing
import TransitCore
@testable import TransitRender

/// Frames that look like the device: rounded screen, status bar, island, home indicator per
/// profile and orientation; image views as pictures generated from their names.
@Suite struct DeviceFrameTests {
    static func frame(_ setup: String, at tick: Int64 = 0) throws -> (Recording, String) {
        let source = setup + """

        window:addSubview(ImageView{frame = Rect(20, 100, 120, 90), image = "cat.png", name = "photo"})
        """
        let r = try Scenes.record(source, Sampling(at: [.ticks(tick)]))
        let svg = SVGFrame.document(r.frames[0], script: r.script, chrome: DeviceChrome(screen: r.screen))
        #expect(xmlProblem(svg) == nil)
        return (r, svg)
    }

    @Test func anIPhone15HasRoundedCornersAnIslandAndAHomeIndicator() throws {
        let (r, svg) = try Self.frame("")
        #expect(r.screen.name == "iPhone 15")
        #expect(svg.contains("<rect class=\"screen\" x=\"0\" y=\"0\" width=\"393\" height=\"852\" rx=\"55\""))
        #expect(svg.contains("<rect class=\"island\" x=\"133.5\" y=\"11\" width=\"126\" height=\"37\""))
        #expect(svg.contains("<rect class=\"home-indicator\" x=\"129.5\" y=\"839\" width=\"134\" height=\"5\""))
        #expect(svg.contains("<g class=\"status-bar\" data-height=\"54\">"))
        #expect(svg.contains(">9:41</text>"))
        #expect(svg.contains("data-device=\"iPhone 15\""))
    }

    @Test func anIPhoneSEHasSquareCornersAndAShortStatusBar() throws {
        let (_, svg) = try Self.frame("device.profile = \"iPhone SE\"")
        #expect(svg.contains("<rect class=\"screen\" x=\"0\" y=\"0\" width=\"375\" height=\"667\" fill="))
        #expect(svg.contains("<g class=\"status-bar\" data-height=\"20\">"))
        #expect(!svg.contains("class=\"island\""))
        #expect(!svg.contains("class=\"home-indicator\""))
    }

    /// In landscape an iPhone hides its status bar; the island is along the short edge.
    @Test func landscapeMovesTheIslandAndHidesTheStatusBar() throws {
        let (r, svg) = try Self.frame("device.orientation = \"landscapeLeft\"\nclock.advance(1)", at: 1_000_000)
        #expect(r.frames[0].window?.presentation.bounds.width == 852)
        #expect(!svg.contains("status-bar"))
        #expect(svg.contains("<rect class=\"island\" x=\"11\" y=\"133.5\" width=\"37\" height=\"126\""))
        #expect(svg.contains("<rect class=\"home-indicator\" x=\"322\" y=\"380\" width=\"208\""))
        #expect(DeviceChrome.iPhone15.safeArea(Size(width: 852, height: 393)) == .init(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func theDebugLayerShowsTheSafeArea() throws {
        let r = try Scenes.record("", Sampling(at: [.ticks(0)]))
        let svg = SVGFrame.document(r.frames[0], script: r.script, debug: true, chrome: .iPhone15)
        #expect(svg.contains("<rect class=\"safe-area\" x=\"0\" y=\"0\" width=\"393\" height=\"59\""))
        #expect(svg.contains("<rect class=\"safe-area\" x=\"0\" y=\"818\" width=\"393\" height=\"34\""))
    }

    @Test func aCustomProfileHasNoChrome() throws {
        #expect(DeviceChrome(screen: try Screen(name: "Watch", width: 184, height: 224, scale: 2)) == .none)
        let r = try Scenes.record("", Sampling(at: [.ticks(0)]))
        let svg = SVGFrame.document(r.frames[0], script: r.script)
        #expect(!svg.contains("status-bar") && !svg.contains("class=\"device\""))
        #expect(svg.contains("<rect class=\"screen\" x=\"0\" y=\"0\" width=\"393\" height=\"852\" fill="))
    }

    @Test func anImageIsAPictureGeneratedFromItsName() throws {
        let (_, svg) = try Self.frame("")
        let cat = GeneratedPicture.elements(name: "cat.png", x: 0, y: 0, w: 120, h: 90, id: "v-img5")
        let stops = { (line: String) in String(line[line.range(of: "<stop")!.lowerBound...]) }
        #expect(svg.contains(stops(cat[1])))          // the gradient: the same name, the same colours
        #expect(svg.contains("data-image=\"cat.png\""))
        #expect(svg.contains(">cat.png</text>"))
        let dog = GeneratedPicture.elements(name: "dog.png", x: 0, y: 0, w: 120, h: 90, id: "v-img5")
        #expect(stops(dog[1]) != stops(cat[1]))
        #expect(GeneratedPicture.elements(name: nil, x: 0, y: 0, w: 1, h: 1, id: "i").count == 1)
    }

    /// FNV-1a's published test vectors, and HSL's primaries.
    @Test func theHashAndTheColoursAreTheStandardOnes() {
        #expect(GeneratedPicture.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(GeneratedPicture.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(GeneratedPicture.hash("foobar") == 0x85944171f73967e8)
        #expect(GeneratedPicture.hsl(0, 1, 0.5) == "#ff0000")
        #expect(GeneratedPicture.hsl(120, 1, 0.5) == "#00ff00")
        #expect(GeneratedPicture.hsl(240, 1, 0.25) == "#000080")
    }

    @Test func aLabelIsDrawnWithItsTextInTheSystemFont() throws {
        let r = try Scenes.record("window:addSubview(Label{frame = Rect(0, 200, 393, 40), text = \"Hello & bye\", name = \"t\"})",
                                  Sampling(at: [.ticks(0)]))
        let svg = SVGFrame.document(r.frames[0], script: r.script, chrome: .iPhone15)
        #expect(svg.contains(">Hello &amp; bye</text>"))
        #expect(svg.contains("font-family=\"-apple-system, BlinkMacSystemFont, system-ui,"))
    }
}
