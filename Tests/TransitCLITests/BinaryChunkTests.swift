import Foundation
import Testing

/// A precompiled script (`luac5.4 -o x.luac`) is refused by every command that runs a file,
/// naming the file: Lua's refusal alone named none (`transit: attempt to load a binary chunk
/// (mode is 't')`), and the REPL, which prefixes a file's first line, read it as text
/// (`x.luac:1: unexpected symbol near '<\27>'`).
@Suite struct BinaryChunkTests {
    static let refusal = "x.luac: attempt to load a binary chunk (mode is 't'): a precompiled chunk can corrupt memory, "
        + "so the sandbox runs Lua source only (`transit run --unsafe` runs it, as lua5.4 does)"

    static func compiled() throws -> URL {
        let dir = try NonRegularFileTests.folder(["x.lua": "print('ran')\n"])
        #expect(try Executable.run("luac5.4", ["-o", "x.luac", "x.lua"], in: dir).status == 0)
        return dir
    }

    @Test(arguments: ["run", "explain", "render"])
    func aCommandNamesThePrecompiledFile(command: String) throws {
        let dir = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run(NonRegularFileTests.transit, [command, "x.luac"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "transit: \(Self.refusal)\n", "\(r.stderr)")
    }

    @Test func theREPLNamesItToo() throws {
        let dir = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("printf '.load x.luac\\nprint(1)\\n' | \(NonRegularFileTests.transit) repl 2>&1", in: dir)
        #expect(r.status == 1)
        #expect(r.stdout == Self.refusal + "\n1\n", "\(r.stdout)")
    }

    /// Under --unsafe it runs, as lua5.4 runs it.
    @Test func unsafeRunsIt() throws {
        let dir = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run(NonRegularFileTests.transit, ["run", "--unsafe", "x.luac"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "ran\n")
    }
}
