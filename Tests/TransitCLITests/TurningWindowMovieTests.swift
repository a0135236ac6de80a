import Foundation
import Testing

/// A movie of a window that turns to landscape: every frame one size, the window drawn at one
/// scale and centred in it. Fitted each to its own window, the frames reached ffmpeg in two
/// sizes: the MP4 squeezed the landscape frames into the first (portrait) frame's size, and
/// the GIF ended after its first frame.
@Suite struct TurningWindowMovieTests {
    /// An iPhone SE (375 × 667) turned at 0.1 s: the quarter turn runs 0.4 s, so the run
    /// ends at 0.5 s. The red 100 × 50 view holds the window's top-left corner.
    static let turn = """
    device.profile = "iPhone SE"
    window:addSubview(View{frame = Rect(0, 0, 100, 50), backgroundColor = Color.red, name = "corner",
                           autoresizingMask = {"flexibleRightMargin", "flexibleBottomMargin"}})
    clock.advance(0.1)
    device.orientation = "landscapeLeft"
    """

    static func script(_ dir: URL) throws -> String {
        let path = dir.appendingPathComponent("turn.lua")
        try Self.turn.write(to: path, atomically: true, encoding: .utf8)
        return path.path
    }

    static func size(_ file: URL) throws -> String {
        try Executable.run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                                       "-of", "csv=p=0", file.path]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The canvas holds both windows with their 8-point margins: 683 × 683 points, at the
    /// GIF's half scale 342 × 342 pixels. The portrait window is centred across it (x from
    /// (683 − 391) / 2 = 146 points), the landscape one down it (y from 146). So the red view
    /// is at pixels x 77…127, y 4…29 in the first frame and x 4…54, y 77…102 in the last.
    @Test func aGIFKeepsEveryFrameAtOneSize() throws {
        let dir = try RenderCommandTests.scratch("turn-gif")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("turn.gif")
        let r = try RenderCommandTests.render(try Self.script(dir), "--format", "gif", "--fps", "10", "--out", out.path, "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try MovieCommandTests.frameCount(out) == 6)            // 0, 0.1, …, 0.5 s (it was 1)
        #expect(try Self.size(out) == "342,342")
        #expect(try MovieCommandTests.pixel(out, frame: 0, 120, 25) == [255, 0, 0])
        #expect(try MovieCommandTests.pixel(out, frame: 0, 30, 25) == [255, 255, 255])     // left of the portrait window
        #expect(try MovieCommandTests.pixel(out, frame: 5, 30, 95) == [255, 0, 0])
        #expect(try MovieCommandTests.pixel(out, frame: 5, 120, 25) == [255, 255, 255])    // above the landscape window
    }

    /// At scale 1 the video is the canvas, 683 × 683, padded to 684 × 684. The last frame's
    /// red view is 100 × 50 pixels at (8, 154): not 57 × 87, as the squeezed frame drew it.
    @Test func aVideoDrawsTheLandscapeWindowUnsqueezed() throws {
        let dir = try RenderCommandTests.scratch("turn-mp4")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("turn.mp4")
        let r = try RenderCommandTests.render(try Self.script(dir), "--format", "mp4", "--fps", "10", "--out", out.path, "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try MovieCommandTests.frameCount(out) == 6)
        #expect(try Self.size(out) == "684,684")                       // it was 392,684
        func isRed(_ p: [UInt8]) -> Bool { p.count == 3 && p[0] > 200 && p[1] < 60 && p[2] < 60 }
        func isWhite(_ p: [UInt8]) -> Bool { p.count == 3 && p.allSatisfy { $0 > 200 } }
        let inside = try MovieCommandTests.pixel(out, frame: 5, 100, 196)       // the view's lower right
        let below = try MovieCommandTests.pixel(out, frame: 5, 30, 215)         // under it, in the window
        #expect(isRed(inside), "\(inside)")
        #expect(isWhite(below), "\(below)")
    }
}
