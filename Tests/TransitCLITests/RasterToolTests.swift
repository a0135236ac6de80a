import Foundation
import Testing

/// rsvg-convert as `transit render` runs it: within the render's `--time`, and its failures
/// in Transit's own words. Stand-in tools on PATH fail or hang on purpose.
@Suite struct RasterToolTests {
    /// A folder holding an `rsvg-convert` that runs `body` (a shell script), and a scene.
    static func tools(_ name: String, rsvg body: String) throws -> URL {
        let dir = try RenderCommandTests.scratch(name)
        // written with O_CLOEXEC: a child another test spawns meanwhile must not inherit the
        // open file, or running it fails with ETXTBSY ("Text file busy")
        let fd = open(dir.appendingPathComponent("rsvg-convert").path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let bytes = Array(("#!/bin/sh\n" + body + "\n").utf8)
        let written = write(fd, bytes, bytes.count)
        close(fd)
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
        let script = dir.appendingPathComponent("one.lua")
        try "window:addSubview(View{frame = Rect(0, 0, 10, 10), backgroundColor = Color.red})\n"
            .write(to: script, atomically: true, encoding: .utf8)
        return dir
    }

    /// `transit render one.lua …` in `dir`, with `dir` first on PATH.
    static func render(_ dir: URL, _ arguments: [String]) throws -> Execution {
        try Executable.run(Executable.products.appendingPathComponent("transit").path, ["render", "one.lua"] + arguments,
                           in: dir, environment: ["PATH": dir.path + ":/usr/bin:/bin"])
    }

    /// A panic is the tool's business: the message says which frame could not be drawn and
    /// how to get its SVG, without the panic's text or the scratch file's path.
    @Test func aToolThatPanicsIsReportedInTransitsWords() throws {
        let dir = try Self.tools("rsvg-panic", rsvg: """
        echo "thread 'main' panicked at 'assertion failed: h >= 0.0', src/text.rs:360:9" >&2
        echo "Error reading SVG $6" >&2
        exit 101
        """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("one.png")
        let r = try Self.render(dir, ["--format", "png", "--at", "0", "--out", out.path, "--quiet"])
        #expect(r.status == 1)
        #expect(r.stderr == "transit: one.lua: rsvg-convert could not draw the frame at 0.000000 s (exit status 101); "
                + "`transit render one.lua --format svg --at 0.000000 --out DIR` writes the picture it was given\n", "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["one.lua", "rsvg-convert"])
    }

    /// A tool that waits off the CPU spends none of `--time`: two seconds asleep before the real
    /// rsvg-convert draws, under `--time 0.8`, and the picture is written. On the wall clock
    /// the tool was killed at 0.8 s.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert")))
    func aToolWaitingOffTheCPUSpendsNoneOfTheTime() throws {
        let dir = try Self.tools("rsvg-slow", rsvg: "sleep 2\nexec /usr/bin/rsvg-convert \"$@\"")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("one.png")
        let r = try Self.render(dir, ["--format", "png", "--at", "0", "--time", "0.8", "--out", out.path, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "")
        #expect(try Data(contentsOf: out).prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    /// `--time` covers the whole render, the tools' CPU time with the render's own: a tool
    /// still drawing when it runs out is killed (no process left behind) and the render fails
    /// naming the limit. One spinning is killed at the CPU time; one blocked off the CPU (asleep
    /// here) spends none, and is killed at ten times `--time` of the wall clock.
    @Test(arguments: [("spin", "while :; do :; done", "1"), ("sleep", "exec sleep 600", "0.2")])
    func aToolThatOutlivesTheTimeLimitIsKilled(_ how: String, _ body: String, _ time: String) throws {
        let dir = try Self.tools("rsvg-hang-\(how)", rsvg: "echo $$ > \"$(dirname \"$0\")/pid\"\n" + body)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("one.png")
        let r = try Self.render(dir, ["--format", "png", "--at", "0", "--time", time, "--out", out.path, "--quiet"])
        #expect(r.status == 1)
        #expect(r.stderr == "transit: one.lua: time limit exceeded (--time \(time) s covers the whole render) while drawing the frames as pixels\n",
                "\(r.stderr)")
        let pid = try #require(Int32(String(contentsOf: dir.appendingPathComponent("pid"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, 0) == -1 && errno == ESRCH)          // the tool is gone
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
