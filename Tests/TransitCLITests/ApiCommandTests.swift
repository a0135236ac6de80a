import Foundation
import Testing

/// `transit api`: its files are what the tools take — the LuaLS file compiles as Lua, the
/// luacheck standards lint scripts/ clean (as `make lint` does) and still catch a misspelt
/// field or a spec word outside a spec.
@Suite struct ApiCommandTests {
    static func temporary() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func theLuaLSFileLoadsAsLua() throws {
        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("transit.lua").path
        let r = try Executable.transit("api", "--format", "luals", "--out", file)
        #expect(r.status == 0, "\(r.stderr)")
        let luac = try Executable.run("luac5.4", ["-p", file])
        #expect(luac.status == 0, "\(luac.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("---@meta transit\n") && text.contains("---@class Label: View\n"))
    }

    @Test func theMarkdownIsTheReferenceTable() throws {
        let r = try Executable.transit("api", "-f", "markdown")
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("| name | type |\n| --- | --- |\n"))
        #expect(r.stdout.contains("| `Rect:insetBy(dx, dy)` | `fun(dx: number, dy: number): Rect` |\n"))
    }

    /// Writes both standards where .luacheckrc finds them through its environment variables.
    static func standards(in dir: URL) throws -> [String: String] {
        let std = dir.appendingPathComponent("std.lua").path, spec = dir.appendingPathComponent("spec_std.lua").path
        #expect(try Executable.transit("api", "--format", "luacheck", "--out", std).status == 0)
        #expect(try Executable.transit("api", "--format", "luacheck", "--spec", "--out", spec).status == 0)
        return ["TRANSIT_LUACHECK_STD": std, "TRANSIT_LUACHECK_SPEC_STD": spec]
    }

    @Test func scriptsPassLuacheckWithTheGeneratedStandards() throws {
        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run("luacheck", ["--no-color", "--codes", "scripts"], environment: try Self.standards(in: dir))
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("Total: 0 warnings / 0 errors"), "\(r.stdout)")
    }

    /// The standards can fail: a misspelt field of a Transit global, a setting of a Transit
    /// global, and a spec word in a script warn; a settable property does not. (In a folder of
    /// its own, with a configuration that loads the standard: a probe under scripts/ would be
    /// seen by the tests that read scripts/.)
    @Test func theStandardsCatchMisspellings() throws {
        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let std = try Self.standards(in: dir)["TRANSIT_LUACHECK_STD"]!
        try "stds.transit = dofile(\"\(std)\")\nstd = \"lua54+transit\"\n"
            .write(to: dir.appendingPathComponent("config.lua"), atomically: true, encoding: .utf8)
        try """
        View.animte(0.3, function() end)
        print(Color.rde, Easing.easeOut, Rect.zero)
        clock.fps = 30
        Rect = nil
        describe("x", function() end)

        """.write(to: dir.appendingPathComponent("probe.lua"), atomically: true, encoding: .utf8)
        let r = try Executable.run("luacheck", ["--no-color", "--codes", "--config", "config.lua", "probe.lua"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("probe.lua:1:1: (W143) accessing undefined field 'animte' of global 'View'"), "\(r.stdout)")
        #expect(r.stdout.contains("probe.lua:2:7: (W143) accessing undefined field 'rde' of global 'Color'"), "\(r.stdout)")
        #expect(r.stdout.contains("probe.lua:4:1: (W121) setting read-only global variable 'Rect'"), "\(r.stdout)")
        #expect(r.stdout.contains("probe.lua:5:1: (W113) accessing undefined variable 'describe'"), "\(r.stdout)")
        #expect(r.stdout.contains("Total: 4 warnings"), "\(r.stdout)")
    }

    @Test func usageErrors() throws {
        let bad = try Executable.transit("api", "--format", "lualz")
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("did you mean 'luals'?"), "\(bad.stderr)")
        let spec = try Executable.transit("api", "--spec")
        #expect(spec.status == 64)
        #expect(spec.stderr.contains("--spec goes with --format luacheck"), "\(spec.stderr)")
        #expect(try Executable.transit("api", "extra").status == 64)
        #expect(try Executable.transit("help", "api").stdout.contains("USAGE: transit api"))
    }
}
