import Testing
import TransitCore
@testable import transit_bench

/// transit-bench's Swift twins are honest: each does what its Lua transition does. No timing
/// here: one round trip per side, the window's tree (names, presentation frames, alpha,
/// hidden) compared at a quarter second apart through each direction and at its end, then the
/// whole timeline (origins aside: a Lua call records its script's line, a Swift call none).
@Suite struct TwinTests {
    /// Every view under the window, depth first, as it shows now.
    static func tree(_ engine: Engine) -> [String] {
        var lines: [String] = []
        engine.window.walkTree(withDepth: { view, depth in
            let p = view.presentation
            lines.append("\(depth) \(view.name ?? "-") \(p.frame) alpha=\(p.alpha) hidden=\(view.isHidden)")
            return true
        })
        return lines
    }

    /// The trees at 0, ¼, ½ and ¾ s into each direction and at its end, then the timeline.
    static func record(_ scene: TwinScene) throws -> [[String]] {
        var pictures: [[String]] = []
        for direction in [scene.present, scene.dismiss] {
            try direction()
            for _ in 0..<4 {
                pictures.append(tree(scene.engine))
                try scene.engine.clock.advance(0.25)
            }
            try scene.runUntilIdle()
            pictures.append(tree(scene.engine))
        }
        pictures.append(scene.engine.timeline.map { event in
            let text = event.description
            return text.range(of: " at ").map { String(text[..<$0.lowerBound]) } ?? text
        })
        return pictures
    }

    @Test(arguments: twins.map(\.name))
    func theSwiftTwinDoesWhatTheLuaTransitionDoes(_ name: String) throws {
        let twin = try #require(twins.first { $0.name == name })
        let lua = try Self.record(try twin.lua()), swift = try Self.record(try twin.swift())
        #expect(lua.count == 11 && lua.last!.count >= 8)           // ten instants, then the timeline
        for (index, (l, s)) in zip(lua, swift).enumerated() { #expect(l == s, "picture \(index)") }
    }

    /// The pictures are not trivially equal: the moving views move between instants.
    @Test func theComparedPicturesChangeThroughATransition() throws {
        let pictures = try Self.record(try ZoomTwin.swift())
        #expect(pictures[0] != pictures[2] && pictures[5] != pictures[7])
        #expect(pictures[2].contains { $0.hasPrefix("2 animationView ") })
    }

    /// The slide-in's overlay dims in under the sheet sliding in from beyond the right edge
    /// (its final frame moved right by the container's width: the article's lines) to the
    /// right half, and both are gone after the tap's dismissal.
    @Test func theSlideInTwinDimsAndSlides() throws {
        let pictures = try Self.record(try SlideInTwin.swift())
        #expect(pictures[0].suffix(2) == ["2 overlay Rect(0, 0, 393, 852) alpha=0.0 hidden=false",
                                          "2 - Rect(589.5, 0, 196.5, 852) alpha=1.0 hidden=false"])
        #expect(pictures[2].suffix(2) == ["2 overlay Rect(0, 0, 393, 852) alpha=0.5 hidden=false",
                                          "2 - Rect(196.5, 0, 196.5, 852) alpha=1.0 hidden=false"])
        #expect(pictures[1] != pictures[0] && pictures[1] != pictures[2])
        #expect(pictures[9] == ["0 window Rect(0, 0, 393, 852) alpha=1.0 hidden=false",
                                "1 - Rect(0, 0, 393, 852) alpha=1.0 hidden=false"])
    }

    /// The player leaves its holder for the full-screen controller's view at the same place
    /// on screen, fills the screen turned landscape, and goes back to its holder in portrait.
    @Test func theFullScreenTwinRotatesAndComesBack() throws {
        let scene = try FullScreenTwin.swift()
        let pictures = try Self.record(scene)
        let inline = ["0 window Rect(0, 0, 393, 852) alpha=1.0 hidden=false",
                      "1 - Rect(0, 0, 393, 852) alpha=1.0 hidden=false",
                      "2 playerHolder Rect(0, 100, 393, 221.0625) alpha=1.0 hidden=false",
                      "3 player Rect(0, 0, 393, 221.0625) alpha=1.0 hidden=false"]
        #expect(Array(pictures[0].prefix(4)) == inline)
        #expect(pictures[1].suffix(3) == ["1 container(fullscreen) Rect(0, 0, 393, 852) alpha=1.0 hidden=false",
                                          "2 - Rect(0, 0, 393, 852) alpha=1.0 hidden=false",
                                          "3 player Rect(0, 100, 393, 221.0625) alpha=1.0 hidden=false"])
        #expect(pictures[4].first == "0 window Rect(0, 0, 852, 393) alpha=1.0 hidden=false")
        #expect(pictures[4].last == "3 player Rect(0, 0, 852, 393) alpha=1.0 hidden=false")
        #expect(pictures[9] == inline)
        #expect(scene.engine.deviceOrientation == .portrait)
    }
}
