import Foundation
import Testing

/// `transit render --format gif|mp4|webm|png`: files decoded by ffmpeg/ffprobe, their frame
/// counts and pixels checked where the scene puts known colours.
@Suite struct MovieCommandTests {
    /// A red square 100 pt wide slides linearly from x = 0 to x = 200 over 1 s, at y 300…400.
    static let slide = """
    local square = View{frame = Rect(0, 300, 100, 100), backgroundColor = Color.red, name = "square"}
    window:addSubview(square)
    View.animate{duration = 1, curve = "linear", animations = function() square.center = Point(250, 350) end}
    """

    static func script(_ dir: URL) throws -> String {
        let path = dir.appendingPathComponent("slide.lua")
        try Self.slide.write(to: path, atomically: true, encoding: .utf8)
        return path.path
    }

    /// Frames ffprobe counts when it decodes the whole file.
    static func frameCount(_ file: URL) throws -> Int? {
        let r = try Executable.run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                               "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", file.path])
        return Int(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The RGB of pixel (x, y) of decoded frame `n`.
    static func pixel(_ file: URL, frame n: Int, _ x: Int, _ y: Int) throws -> [UInt8] {
        let r = try Executable.run("ffmpeg", ["-v", "error", "-i", file.path, "-vf", "select=eq(n\\,\(n)),format=rgb24,crop=1:1:\(x):\(y)",
                                              "-frames:v", "1", "-f", "rawvideo", "-"])
        return [UInt8](r.stdoutBytes)
    }

    /// The whole decoded picture stream's checksums (one line a frame).
    static func decoded(_ file: URL) throws -> String {
        try Executable.run("ffmpeg", ["-v", "error", "-i", file.path, "-f", "framemd5", "-"]).stdout
    }

    /// At 10 fps a 1 s run is 11 frames (0, 0.1, …, 1 s). At the GIF's default half scale a
    /// point p is pixel (p + 8) / 2 (the margin is 8 pt): the square's middle (50, 350) is
    /// pixel (29, 179) at the start, and (250, 350) is pixel (129, 179) at the end.
    @Test func aGIFHasOneFrameAnInstantAndTheSquareWhereTheRunPutsIt() throws {
        let dir = try RenderCommandTests.scratch("gif")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("slide.gif")
        let r = try RenderCommandTests.render(try Self.script(dir), "--format", "gif", "--fps", "10", "--out", out.path, "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "")
        #expect(try Self.frameCount(out) == 11)
        #expect(try Self.pixel(out, frame: 0, 29, 179) == [255, 0, 0])
        #expect(try Self.pixel(out, frame: 0, 129, 179) == [255, 255, 255])
        #expect(try Self.pixel(out, frame: 10, 129, 179) == [255, 0, 0])
        #expect(try Self.pixel(out, frame: 10, 29, 179) == [255, 255, 255])
        // halfway (0.5 s): the square spans x 100…200, its middle is pixel (79, 179)
        #expect(try Self.pixel(out, frame: 5, 79, 179) == [255, 0, 0])
        // the same decoded frames on a second run; no scratch files left beside the output
        let again = dir.appendingPathComponent("again.gif")
        _ = try RenderCommandTests.render(try Self.script(dir), "--format", "gif", "--fps", "10", "--out", again.path, "--quiet")
        #expect(try Self.decoded(out) == Self.decoded(again))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["again.gif", "slide.gif", "slide.lua"])
    }

    /// A GIF's delays are whole hundredths of a second, and a delay of 10 ms or less plays as
    /// 100 ms (Gecko's `FrameTimeout::FromRawMilliseconds`: "10ms is normalized to 100ms"):
    /// at `--fps 100` ffmpeg wrote 1-hundredth delays (checked here in the file), and the GIF
    /// that claimed real speed played at a tenth of it. Past 50 a second is a usage error
    /// before the run; 50 (2 hundredths) is written as asked.
    @Test func aGIFFasterThanFiftyFramesASecondIsRefused() throws {
        let dir = try RenderCommandTests.scratch("gif-fps")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("fast.gif")
        for fps in ["51", "100", "1000"] {
            let r = try RenderCommandTests.render(try Self.script(dir), "--format", "gif", "--fps", fps, "--out", out.path, "--quiet")
            #expect(r.status == 64, "\(fps): \(r.stderr)")
            #expect(r.stderr.hasPrefix("transit: --fps \(fps): a GIF's frame delays are whole hundredths of a second, and"
                                       + " browsers play one of a hundredth as a tenth: give --fps 50 or less"), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
        let r = try RenderCommandTests.render(try Self.script(dir), "--format", "gif", "--fps", "50", "--out", out.path, "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        let bytes = [UInt8](try Data(contentsOf: out))
        var delays: [Int] = []                                   // each Graphic Control Extension's delay
        for i in 0..<(bytes.count - 5) where bytes[i] == 0x21 && bytes[i + 1] == 0xF9 && bytes[i + 2] == 4 {
            delays.append(Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8)
        }
        #expect(delays.count == 51 && Set(delays) == [2], "\(delays)")
    }

    /// Video pads to even sizes (4:2:0): at scale 1 the picture is 409 × 868. Lossy, so a
    /// colour is checked to a tolerance.
    @Test(arguments: ["mp4", "webm"])
    func videoDecodesToTheSameFramesEveryRun(format: String) throws {
        let dir = try RenderCommandTests.scratch(format)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("slide." + format)
        let r = try RenderCommandTests.render(try Self.script(dir), "--format", format, "--fps", "5", "--out", out.path, "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.frameCount(out) == 6)
        let red = try Self.pixel(out, frame: 0, 58, 358)           // (50, 350) + the margin
        #expect(red.count == 3 && red[0] > 200 && red[1] < 60 && red[2] < 60, "\(red)")
        let white = try Self.pixel(out, frame: 5, 58, 358)
        #expect(white.count == 3 && white.allSatisfy { $0 > 200 }, "\(white)")
        let again = dir.appendingPathComponent("again." + format)
        _ = try RenderCommandTests.render(try Self.script(dir), "--format", format, "--fps", "5", "--out", again.path, "--quiet")
        #expect(try Self.decoded(out) == Self.decoded(again))
    }

    /// PNG: one frame, at --at (at --scale 2 the point (250, 350) is pixel (516, 716)).
    @Test func aPNGIsOneFrameAtAt() throws {
        let dir = try RenderCommandTests.scratch("png")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("slide.png")
        let r = try RenderCommandTests.render(try Self.script(dir), "--format", "png", "--at", "1", "--scale", "2", "--out", out.path, "--quiet")
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: out)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        #expect(try Self.pixel(out, frame: 0, 516, 716) == [255, 0, 0])
        #expect(try Self.pixel(out, frame: 0, 116, 716) == [255, 255, 255])
        let two = try RenderCommandTests.render(try Self.script(dir), "--format", "png", "--at", "0,1", "--out", out.path)
        #expect(two.status == 64)
        #expect(two.stderr.contains("--format png writes one frame"))
    }

    @Test func aPictureNeedsOut() throws {
        let r = try RenderCommandTests.render("animate", "--format", "gif")
        #expect(r.status == 64)
        #expect(r.stderr.contains("--format gif writes a binary file: give it with --out FILE"))
    }

    /// Without the tools on PATH: a clear error before the script runs, nothing written.
    @Test func missingToolsSayWhatToInstall() throws {
        let dir = try RenderCommandTests.scratch("no-tools")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("a.gif")
        let r = try Executable.run(Executable.products.appendingPathComponent("transit").path,
                                   ["render", "animate", "--format", "gif", "--out", out.path],
                                   environment: ["PATH": dir.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--format gif needs rsvg-convert (Debian: apt-get install librsvg2-bin) and ffmpeg (Debian: apt-get install ffmpeg), not found on PATH"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
