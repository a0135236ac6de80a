import Foundation
import Testing
import TransitCore
@testable import TransitRender

/// The device on the player's page when the window turns (fullscreen.lua: portrait, then
/// landscape from 1 s, then portrait again): one scale for the whole run, each frame centred
/// in the canvas every frame fits in, and the side column never pushed out of the page —
/// the device was scaled to the column's height alone, frame by frame, so the landscape
/// frames came out twice as large as the portrait ones and, in a tall window, wider than
/// the page.
@Suite(.serialized, .enabled(if: Browser.path != nil, "chromium is not installed: `make deps` installs it"))
struct PlayerFitTests {
    static let script = RotationTests.root.appendingPathComponent("scripts/examples/fullscreen.lua").path

    /// The stage, the screen and the side column as laid out: `data-fit` of the player's
    /// scale, then left, top, right, bottom of each of the three, in CSS pixels.
    static let measure = """
        var root = document.getElementById('player-1'), out = [Number(root.getAttribute('data-scale'))];
        ['.stage', '.stage .screen', '.side'].forEach(function (s) {
          var r = root.querySelector(s).getBoundingClientRect();
          out.push(r.left, r.top, r.right, r.bottom);
        });
        document.body.setAttribute('data-fit', out.join(','));
        """

    struct Fit {
        var scale: Double
        var stage, screen, side: (left: Double, top: Double, right: Double, bottom: Double)
    }

    static func fit(at seconds: Double, window: String) throws -> (Fit, Recording) {
        let recording = try Recording.record(file: script, sampling: Sampling(fps: 10))
        let html = HTMLPlayer.page([recording]).replacingOccurrences(of: "</body>", with: "<script>\(measure)</script>\n</body>")
        let url = try BadInputTests.temporaryDirectory("player-fit").appendingPathComponent("fullscreen.html")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try html.write(to: url, atomically: true, encoding: .utf8)
        let dump = try Browser.dumpDOM(url, fragment: "t=\(seconds)", window: window)
        let n = try #require(dump.attribute("data-fit", of: "<body")).split(separator: ",").compactMap { Double($0) }
        try #require(n.count == 13, "\(n)")
        func box(_ i: Int) -> (Double, Double, Double, Double) { (n[i], n[i + 1], n[i + 2], n[i + 3]) }
        return (Fit(scale: n[0], stage: box(1), screen: box(5), side: box(9)), recording)
    }

    @Test(arguments: ["1280,800", "1000,1400", "700,900"])
    func aWindowThatTurnsKeepsOneScaleAndLeavesTheSideColumnItsRoom(window: String) throws {
        let (portrait, recording) = try Self.fit(at: 0.2, window: window)
        let (landscape, _) = try Self.fit(at: 1.2, window: window)
        // the run does turn: the window's bounds at the two instants
        let sizes = [0.2, 1.2].map { t in recording.frames.first { $0.tick == Int64(t * 1e6) }?.window?.presentation.bounds.size }
        #expect(sizes.map { $0?.width } == [393, 852] && sizes.map { $0?.height } == [852, 393], "\(sizes)")

        #expect(portrait.scale == landscape.scale)
        #expect(portrait.stage == landscape.stage)
        for fit in [portrait, landscape] {
            // the canvas is the larger of each side, 852 + 2 × the margin, at the page's scale
            let canvas = 852 + 2 * SVGFrame.margin
            #expect(abs((fit.stage.right - fit.stage.left) - canvas * fit.scale) < 0.5)
            #expect(abs((fit.stage.bottom - fit.stage.top) - canvas * fit.scale) < 0.5)
            // the screen centred in the stage
            #expect(abs((fit.screen.left + fit.screen.right) - (fit.stage.left + fit.stage.right)) < 1)
            #expect(abs((fit.screen.top + fit.screen.bottom) - (fit.stage.top + fit.stage.bottom)) < 1)
            // the side column beside the stage, at its minimum width or more
            #expect(fit.side.left >= fit.stage.right, "\(fit)")
            #expect(fit.side.right - fit.side.left >= 320 - 0.5, "\(fit)")
        }
        // the screen's own shape turns with the window
        let p = portrait.screen, l = landscape.screen
        #expect(abs((p.right - p.left) / portrait.scale - 393) < 1 && abs((l.right - l.left) / landscape.scale - 852) < 1)
    }
}
