import Foundation
import Testing
import TransitRender
@testable import TransitSpec

/// `--filmstrips DIR`: beside a failing test's filmstrip, a GIF of its motion, drawn through
/// `transit render --format gif`'s path (rsvg-convert, ffmpeg) and attached in JUnit's
/// `system-out`. Without the tools, or with `--no-filmstrip-gif`, the filmstrip still
/// attaches and the run's outcome is the same.
@Suite struct JUnitGIFAttachmentTests {
    /// A green full-screen view slides down from above over 1 s (easeInOut); the first test
    /// fails at 0.5 s, when the view covers the screen's top half (y 0…426).
    static let spec = FilmstripAttachmentTests.spec

    /// Runs the spec with filmstrips into `dir/filmstrips`, then its JUnit report.
    static func run(in dir: URL, _ change: (inout RunOptions) -> Void = { _ in }) throws -> (FileResult, String) {
        var options = RunOptions()
        options.filmstrips = dir.appendingPathComponent("filmstrips").path
        change(&options)
        let result = try runSpec(Self.spec, options: options, in: dir)
        var junit = ""
        JUnitReporter { junit += $0 }.finished(run: RunResult(files: [result]))
        return (result, junit)
    }

    /// A picture's name without its extension: the spec file's path as the runner saw it,
    /// its slashes made underscores, and the test's line.
    static func stem(_ dir: URL, line: Int) -> String {
        dir.appendingPathComponent("t_spec.lua").path.split(separator: "/").joined(separator: "_") + "-\(line)"
    }

    /// The paths of JUnit's `[[ATTACHMENT|path]]` lines, in order.
    static func attachments(_ junit: String) -> [String] {
        junit.components(separatedBy: "[[ATTACHMENT|").dropFirst().compactMap { $0.components(separatedBy: "]]").first }
    }

    /// The failing test's recorded instants are 0, 0.1, … 0.5 s: six frames. At the GIF's
    /// half scale, inside the 8 pt margin, the point (196, 300) is pixel (102, 154): white
    /// at 0 s (the view is above the screen), the view's green at 0.5 s.
    @Test func aFailingTestAttachesAGIFOfItsMotionBesideItsFilmstrip() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (result, junit) = try Self.run(in: dir)
        #expect(result.outcomes == ["failed slide is wrong halfway", "passed slide is right at the end"])
        let paths = Self.attachments(junit)
        #expect(paths.count == 2, "\(junit)")
        let svg = try #require(paths.first), gif = try #require(paths.last)
        let stem = dir.appendingPathComponent("filmstrips").path + "/" + Self.stem(dir, line: 2)
        #expect(svg == stem + ".svg" && gif == stem + ".gif", "\(paths)")
        #expect(result.tests[0].failure?.details.hasSuffix("filmstrip: \(svg)\ngif: \(gif)") == true,
                "\(result.tests[0].failure?.details ?? "")")
        #expect(junit.contains("<system-out>[[ATTACHMENT|\(svg)]]\n[[ATTACHMENT|\(gif)]]</system-out>"))
        #expect(result.tests[1].attachments.isEmpty)

        let file = URL(fileURLWithPath: gif)
        #expect(try Data(contentsOf: file).prefix(6) == Data("GIF89a".utf8))
        #expect(try Decoder.frameCount(file) == 6)
        #expect(try Decoder.pixel(file, frame: 0, 102, 154) == [255, 255, 255])
        #expect(try Decoder.pixel(file, frame: 5, 102, 154) == [0, 255, 0])
        // and the view's top edge has not reached (196, 500) (pixel 102, 254) at 0.5 s
        #expect(try Decoder.pixel(file, frame: 5, 102, 254) == [255, 255, 255])
        // a second run draws the same decoded frames
        let again = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: again) }
        let second = try #require(Self.attachments(try Self.run(in: again).1).last)
        #expect(try Decoder.frames(file) == Decoder.frames(URL(fileURLWithPath: second)))
        #expect(try Decoder.frames(file).split(separator: "\n").filter { !$0.hasPrefix("#") }.count == 6)
        // nothing else is left in the folder (the frames' scratch folder is gone)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("filmstrips").path).sorted()
                == [Self.stem(dir, line: 2) + ".gif", Self.stem(dir, line: 2) + ".svg"])
    }

    /// A test that fails before the clock moves still has its one frame: the screen at 0 s.
    @Test func aTestThatFailsBeforeAnyAnimationHasAOneFrameGIF() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var options = RunOptions()
        options.filmstrips = dir.path
        let result = try runSpec("it('breaks', function() error('boom') end)", options: options, in: dir)
        #expect(result.outcomes == ["errored breaks"])
        let gif = try #require(result.tests[0].attachments.last)
        #expect(gif == dir.path + "/" + Self.stem(dir, line: 1) + ".gif")
        #expect(try Decoder.frameCount(URL(fileURLWithPath: gif)) == 1)
        #expect(try Decoder.pixel(URL(fileURLWithPath: gif), frame: 0, 102, 154) == [255, 255, 255])
    }

    /// No rsvg-convert or ffmpeg where they are looked for: the filmstrip attaches, the
    /// failure says what to install, the outcomes are those of a run with the tools.
    @Test func withoutTheToolsTheFilmstripStillAttachesAndTheFailureSaysWhy() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("no-tools")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let (result, junit) = try Self.run(in: dir) { $0.movieSearchPath = empty.path }
        #expect(result.outcomes == ["failed slide is wrong halfway", "passed slide is right at the end"])
        let paths = Self.attachments(junit)
        #expect(paths.count == 1 && paths[0].hasSuffix("t_spec.lua-2.svg"), "\(paths)")
        let details = result.tests[0].failure?.details ?? ""
        #expect(details.hasSuffix("\ngif: not written: the GIF needs rsvg-convert (Debian: apt-get install librsvg2-bin)"
                                  + " and ffmpeg (Debian: apt-get install ffmpeg), not found on PATH; `make deps` installs them"),
                "\(details)")
        #expect(junit.contains("gif: not written: the GIF needs rsvg-convert"))
        #expect(!FileManager.default.fileExists(atPath: String(paths[0].dropLast(4)) + ".gif"))
    }

    /// `--no-filmstrip-gif`: the filmstrip alone, and no word of a GIF.
    @Test func turnedOffThereIsNoGIF() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (result, junit) = try Self.run(in: dir) { $0.filmstripGIF = false }
        #expect(Self.attachments(junit).count == 1)
        #expect(result.tests[0].failure?.details.contains("gif") == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("filmstrips").path)
                == [Self.stem(dir, line: 2) + ".svg"])
    }

    /// A folder that cannot be made (a file stands where it should be): neither picture is
    /// written, each says why, and the run reports the test as it would have.
    @Test func anUnwritableFolderIsReportedNotFatal() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let blocker = dir.appendingPathComponent("filmstrips")
        try Data("a file".utf8).write(to: blocker)
        let (result, junit) = try Self.run(in: dir)
        #expect(result.outcomes == ["failed slide is wrong halfway", "passed slide is right at the end"])
        #expect(Self.attachments(junit).isEmpty)
        let details = result.tests[0].failure?.details ?? ""
        #expect(details.contains("\nfilmstrip: cannot write \(blocker.path)/\(Self.stem(dir, line: 2)).svg: Not a directory\n"),
                "\(details)")
        #expect(details.hasSuffix("\ngif: not written: cannot write into \(blocker.path): it is not a directory"), "\(details)")
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "a file")
    }

    /// At most 100 frames go into a GIF, evenly, the failure last.
    @Test func aLongTestsGIFKeepsAHundredFramesEvenly() {
        let frames = (0..<1001).map { Frame(tick: Int64($0), views: []) }
        let chosen = FailureFilmstrip.chosen(frames, max: FailureFilmstrip.maxGIFFrames).map(\.tick)
        #expect(chosen.count == 100 && chosen.first == 0 && chosen.last == 1000)
        #expect(chosen[1] == 10 && chosen[50] == 505)
    }
}

/// ffprobe and ffmpeg decode what the GIF holds (as MovieCommandTests does for renders).
enum Decoder {
    static func frameCount(_ file: URL) throws -> Int? {
        let out = try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                      "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", file.path])
        return Int(String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The RGB of pixel (x, y) of decoded frame `n`.
    static func pixel(_ file: URL, frame n: Int, _ x: Int, _ y: Int) throws -> [UInt8] {
        [UInt8](try run("ffmpeg", ["-v", "error", "-i", file.path, "-vf", "select=eq(n\\,\(n)),format=rgb24,crop=1:1:\(x):\(y)",
                                   "-frames:v", "1", "-f", "rawvideo", "-"]))
    }

    /// Every decoded frame's checksum, one line a frame (after `#` header lines).
    static func frames(_ file: URL) throws -> String {
        String(decoding: try run("ffmpeg", ["-v", "error", "-i", file.path, "-f", "framemd5", "-"]), as: UTF8.self)
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [tool] + arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return data
    }
}
