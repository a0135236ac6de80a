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
}
