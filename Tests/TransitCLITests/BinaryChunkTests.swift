import Foundation
import Testing

/// A precompiled script (`luac5.4 -o x.luac`) is refused by every command that runs a file,
/// naming the file: Lua's refusal alone named none (`transit: attempt to load a binary chunk
/// (mode is 't')`), and the REPL, which prefixes a file's first line, read it as text
/// (`x.luac:1: unexpected symbol near '<\27>'`).
@Suite struct BinaryChunkTests {
    static func refusal(_ file: String = "x.luac", line: Int = 1) -> String {
        "\(file):\(line): attempt to load a binary chunk (mode is 't'): a precompiled chunk can corrupt memory, "
            + "so the sandbox runs Lua source only (--unsafe runs it, as lua5.4 does)"
    }

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
        #expect(r.stderr == "transit: \(Self.refusal())\n", "\(r.stderr)")
    }

    @Test func theREPLNamesItToo() throws {
        let dir = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("printf '.load x.luac\\nprint(1)\\n' | \(NonRegularFileTests.transit) repl 2>&1", in: dir)
        #expect(r.status == 1)
        #expect(r.stdout == Self.refusal() + "\n1\n", "\(r.stdout)")
    }

    /// Where `luaL_loadfilex` finds one — after a byte-order mark, or after a first line
    /// starting with `#` (a `#!` line before luac's output) — it is found too: the check read
    /// only the first byte, so these got Lua's bare refusal naming no file, or were read as
    /// text (`hs.luac:2: unexpected symbol near '<\27>'`), also under --unsafe, where lua5.4
    /// runs both.
    @Test(arguments: [("bom.luac", "printf '\\357\\273\\277' > bom.luac; cat x.luac >> bom.luac", 1),
                      ("bang.luac", "printf '#!/usr/bin/lua5.4\\n' > bang.luac; cat x.luac >> bang.luac", 2)])
    func behindAMarkOrAFirstLine(file: String, make: String, line: Int) throws {
        let dir = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try NonRegularFileTests.shell(make, in: dir).status == 0)
        #expect(try Executable.run("lua5.4", [file], in: dir).stdout == "ran\n")
        let refused = try Executable.run(NonRegularFileTests.transit, ["run", file], in: dir)
        #expect(refused.status == 1)
        #expect(refused.stderr == "transit: \(Self.refusal(file, line: line))\n", "\(refused.stderr)")
        let unsafe = try Executable.run(NonRegularFileTests.transit, ["run", "--unsafe", file], in: dir)
        #expect(unsafe.status == 0, "\(unsafe.stderr)")
        #expect(unsafe.stdout == "ran\n")
    }

    /// A spec file names it once, at its line (the refusal's own place: it was named twice,
    /// `x_spec.lua: x_spec.lua: attempt …`, at line 0).
    @Test func aSpecFileNamesItOnce() throws {
        let dir = try NonRegularFileTests.folder(["a.lua": "it('t', function() end)\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Executable.run("luac5.4", ["-o", "x_spec.lua", "a.lua"], in: dir).status == 0)
        let r = try Executable.run(NonRegularFileTests.transit, ["test", "x_spec.lua"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("x_spec.lua:1 (error)"), "\(r.stdout)")
        #expect(r.stdout.contains(Self.refusal("x_spec.lua")), "\(r.stdout)")
        #expect(!r.stdout.contains("x_spec.lua: x_spec.lua"), "\(r.stdout)")
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
