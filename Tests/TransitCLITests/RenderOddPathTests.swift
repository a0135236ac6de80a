import Foundation
import Testing

/// `transit render --out` to any path a shell can name: the scratch frames live beside the
/// output, and their paths are handed to rsvg-convert and ffmpeg. A `%` in a folder was read
/// by ffmpeg's image2 as a pattern, and a relative path starting with `-` as an option of
/// either tool (rev21): the render failed.
@Suite struct RenderOddPathTests {
    @Test func aPercentInTheFolderStillFindsTheFrames() throws {
        let dir = try RenderCommandTests.scratch("pct")
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("p%05d%dir")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let out = folder.appendingPathComponent("x%d.gif")
        let r = try RenderCommandTests.render(try MovieCommandTests.script(dir), "--format", "gif", "--fps", "10",
                                              "--out", out.path, "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "")
        #expect(try MovieCommandTests.frameCount(out) == 11)
        #expect(try MovieCommandTests.pixel(out, frame: 10, 129, 179) == [255, 0, 0])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x%d.gif"])
    }

    @Test(arguments: [("gif", ["--fps", "10"]), ("png", ["--at", "1"])])
    func aRelativePathStartingWithADashIsAFile(format: String, extra: [String]) throws {
        let dir = try RenderCommandTests.scratch("dash-" + format)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try MovieCommandTests.script(dir)
        let r = try Executable.run(Executable.products.appendingPathComponent("transit").path,
                                   ["render", script, "--format", format, "--out", "-p." + format, "--quiet"] + extra,
                                   in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "")
        let out = dir.appendingPathComponent("-p." + format)
        #expect(try MovieCommandTests.frameCount(out) == (format == "gif" ? 11 : 1))
        // the square's last place: pixel (129, 179) at the GIF's half scale, (258, 358) at 1
        let (x, y) = format == "gif" ? (129, 179) : (258, 358)
        #expect(try MovieCommandTests.pixel(out, frame: format == "gif" ? 10 : 0, x, y) == [255, 0, 0])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["-p." + format, "slide.lua"])
    }
}
