import Foundation
import Testing

/// An option that names a file or folder to write refuses an empty value as a usage error,
/// in the option parser (``Option/Value/path``), before anything runs: an empty path names
/// no file. `render --format svg --out ''` wrote its frames into `/` (the folder `''`
/// joined to `/frame-0001.svg`), `test --out ''` dropped the report and passed, and
/// `render --out ''`, `api --out ''` failed only after running, as a write error (exit 1)
/// worded `cannot write : no file named`.
@Suite struct EmptyPathOptionTests {
    static func refused(_ r: Execution, _ spelled: String, _ command: String) {
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "transit: \(spelled) expects a path, got an empty one\n(see 'transit \(command) --help')\n")
    }

    /// The svg render's script fails, so that without the check nothing reaches `/` but the
    /// probe of the folder (it failed with the script's error, exit 1).
    @Test func anSVGRenderIntoAnEmptyFolderIsRefused() throws {
        let dir = try RenderCommandTests.scratch("empty-out")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("fails.lua")
        try "error('ran')\n".write(to: script, atomically: true, encoding: .utf8)
        Self.refused(try RenderCommandTests.render(script.path, "--format", "svg", "--out", ""), "--out", "render")
        Self.refused(try RenderCommandTests.render(script.path, "--format", "json", "--out="), "--out", "render")
    }

    @Test func anAPIToAnEmptyPathIsRefused() throws {
        Self.refused(try Executable.transit("api", "--out", ""), "--out", "api")
        Self.refused(try Executable.transit("api", "-o", ""), "-o", "api")
    }

    /// The fixture suite runs nothing: the command line is refused first.
    @Test func aTestReportToAnEmptyPathIsRefused() throws {
        for option in ["--out", "--filmstrips"] {
            let r = try Executable.run("transit", ["test", "--output", "junit", option, ""], in: TestCommandTests.suite)
            Self.refused(r, option, "test")
        }
    }

    /// A path that is not UTF-8 is refused rather than written under another name: options
    /// are read as UTF-8, so `o\xff.json` was decoded to `o\u{FFFD}.json` and that file was
    /// written (exit 0). A path whose name holds U+FFFD itself, as UTF-8, is written.
    @Test func aPathThatIsNotUTF8IsRefused() throws {
        let dir = try NonRegularFileTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("\(NonRegularFileTests.transit) api --out \"$(printf 'o\\377.lua')\"", in: dir)
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr == "transit: --out 'o\u{FFFD}.lua' is not UTF-8: transit reads its options as UTF-8 and would write "
                + "another file than the one named\n(see 'transit api --help')\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        let utf8 = try NonRegularFileTests.shell("\(NonRegularFileTests.transit) api --out=o\u{FFFD}.lua", in: dir)
        #expect(utf8.status == 0, "\(utf8.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["o\u{FFFD}.lua"])
    }
}
