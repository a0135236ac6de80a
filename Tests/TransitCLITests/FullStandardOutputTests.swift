import Foundation
import Testing

/// Output that never reached standard output fails the command (docs/cli.md, exit status):
/// into a full disk (`/dev/full`, every write ENOSPC), `render`, `api` and `run` exited 0
/// with nothing written and nothing said, while `render --out /dev/stdout` into the same
/// stream failed with exit 1.
@Suite struct FullStandardOutputTests {
    static let transit = NonRegularFileTests.transit

    /// The exit status and standard error of `words` with standard output at /dev/full.
    static func intoFullDisk(_ words: String) throws -> (status: String, stderr: String) {
        let dir = try NonRegularFileTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("\(transit) \(words) > /dev/full 2> err.txt; echo $?; cat err.txt", in: dir)
        let lines = r.stdout.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(lines[0]), lines.count > 1 ? String(lines[1]) : "")
    }

    static let noSpace = "transit: cannot write standard output: No space left on device\n"

    /// The document (Swift's unbuffered writes), the timeline and the script's prints (Lua's
    /// `print`), and the API (written whole).
    @Test(arguments: ["render animate --format json --quiet", "render animate --quiet", "run hello", "api"])
    func aFullDiskFailsTheCommand(words: String) throws {
        let r = try Self.intoFullDisk(words)
        #expect(r.status == "1", "\(words): \(r.stderr)")
        #expect(r.stderr == Self.noSpace, "\(words)")
    }

    /// Stock Lua's `io.write` under --unsafe goes through C's stdout buffer, flushed at exit.
    @Test func anUnsafeScriptsBufferedWritesToo() throws {
        let dir = try NonRegularFileTests.folder(["w.lua": "io.write('lost')\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("\(Self.transit) run --unsafe w.lua > /dev/full; echo $?", in: dir)
        #expect(r.stdout == "1\n")
        #expect(r.stderr == Self.noSpace)
    }

    /// A failing script keeps its own status and message; the lost output is said too.
    @Test func aScriptErrorKeepsItsStatus() throws {
        let dir = try NonRegularFileTests.folder(["e.lua": "print('lost')\nerror('boom')\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("\(Self.transit) run e.lua > /dev/full; echo $?", in: dir)
        #expect(r.stdout == "1\n")
        #expect(r.stderr.hasPrefix("transit: e.lua:2: boom\n"), "\(r.stderr)")
        #expect(r.stderr.hasSuffix(Self.noSpace), "\(r.stderr)")
    }
}
