import Testing
import TransitCore
@testable import TransitRender

/// A filmstrip of a window that turns: every cell the size of the largest window, each frame
/// centred in it at the strip's one scale. The cell was the first frame's: a landscape frame
/// fitted into a portrait cell was drawn at about half the scale of the portrait ones.
@Suite struct TurningWindowFilmstripTests {
    /// An iPhone SE (375 × 667) turned at 0.1 s; the quarter turn ends at 0.5 s.
    static let turn = """
    device.profile = "iPhone SE"
    clock.advance(0.1)
    device.orientation = "landscapeLeft"
    """

    @Test func everyCellIsTheCanvasAndEachWindowIsCentredInIt() throws {
        let r = try Scenes.record(Self.turn, Sampling(at: [.ticks(0), .ticks(500_000)]), name: "turn.lua")
        let strip = Filmstrip.document(r.frames, title: "turn.lua")
        #expect(xmlProblem(strip) == nil)
        // both windows with their 8-point margins fit 683 × 683 points; a quarter is 170.75
        #expect(strip.contains("<svg x=\"12\" y=\"24\" width=\"170.75\" height=\"170.75\" viewBox=\"-154 -8 683 683\" data-time=\"0.000000\">"),
                "\(strip)")
        #expect(strip.contains("<svg x=\"194.75\" y=\"24\" width=\"170.75\" height=\"170.75\" viewBox=\"-8 -154 683 683\" data-time=\"0.500000\">"),
                "\(strip)")
    }

    /// A window that keeps its size: the canvas is its own box, as before.
    @Test func aWindowThatKeepsItsSizeIsItsOwnCanvas() throws {
        let r = try Scenes.record("", Sampling(at: [.ticks(0)]), name: "still.lua")
        #expect(SVGFrame.canvas(r.frames) == Size(width: 409, height: 868))          // iPhone 15, 393 × 852
        #expect(SVGFrame.viewBox(r.frames[0], canvas: SVGFrame.canvas(r.frames)).text == "-8 -8 409 868")
    }
}
