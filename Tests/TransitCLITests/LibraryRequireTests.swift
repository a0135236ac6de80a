import Foundation
import Testing

/// `require` made from inside busted's libraries under `transit test` (spec_luassert.lua):
/// sandboxed, it finds only libraries — the optional `pcall(require, 'term')` of luassert and
/// `'lfs'` of pl.path never run a project's `term.lua` or `lfs.lua` — while a spec's own
/// `require` finds the project's files first; `--unsafe` keeps the stock `require`.
@Suite struct LibraryRequireTests {
    /// A scratch project whose `lfs.lua` and `term.lua` note in `package.ran` that they ran,
    /// then fail, and whose `spec/require_spec.lua` is `spec`.
    static func project(spec: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-require-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("spec"), withIntermediateDirectories: true)
        for name in ["lfs", "term"] {
            try "package.ran = (package.ran or \"\") .. \"\(name) \"\nerror(\"ran\")\n"
                .write(to: dir.appendingPathComponent(name + ".lua"), atomically: true, encoding: .utf8)
        }
        try spec.write(to: dir.appendingPathComponent("spec/require_spec.lua"), atomically: true, encoding: .utf8)
        return dir
    }

    /// `transit test` in `dir`, and its TAP report's `ok` and `not ok` lines, unindented.
    static func test(_ dir: URL, _ arguments: String...) throws -> (Execution, [String]) {
        let r = try Executable.run("transit", ["test"] + arguments + ["--output", "tap"], in: dir)
        let results = r.stdout.split(separator: "\n").map { $0.drop { $0 == " " } }
            .filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }.map(String.init)
        return (r, results)
    }

    @Test func aLibrarysRequireDoesNotRunTheProjectsFiles() throws {
        let dir = try Self.project(spec: """
            describe("require", function()
              it("by luassert ran no term.lua", function()
                assert.is_nil(package.ran)
              end)
              it("by pl.path ran no lfs.lua", function()
                local ok, message = pcall(require, "pl.path")
                assert.is_false(ok)
                assert.are.equal("pl.path requires LuaFileSystem", message:match(":%d+: (.*)$"))
                assert.is_nil(package.ran)
                assert.is_nil(package.loaded.lfs)
              end)
              it("by a library names the library's line", function()
                local utils = require("pl.utils")
                local ok, message = pcall(utils.import, "lfs", {})
                assert.is_false(ok)
                assert.are.equal("/usr/share/lua/5.4/pl/utils.lua:N: module 'lfs' not found (a library's require "
                                 .. "finds only the standard modules, luassert, say and Penlight)",
                                 (message:gsub("^([^:]*):%d+:", "%1:N:")))     -- utils.import's line
                assert.is_nil(package.ran)
              end)
              it("by a library finds libraries and standard modules", function()
                local utils, into = require("pl.utils"), {}
                utils.import("pl.stringx", into)
                utils.import("string", into)
                assert.are.equal(require("pl.stringx").strip, into.strip)
                assert.are.equal(string.rep, into.rep)
              end)
              it("by the spec finds the project's lfs.lua", function()
                local ok, message = pcall(require, "lfs")
                assert.is_false(ok)
                assert.are.equal("./lfs.lua:2: ran", message)   -- found by ./?.lua: busted's chunk name
                assert.are.equal("lfs ", package.ran)
              end)
            end)
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (r, results) = try Self.test(dir, "spec")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(results == ["ok 1 - by luassert ran no term.lua", "ok 2 - by pl.path ran no lfs.lua",
                            "ok 3 - by a library names the library's line",
                            "ok 4 - by a library finds libraries and standard modules",
                            "ok 5 - by the spec finds the project's lfs.lua", "ok 1 - require",
                            "ok 1 - spec/require_spec.lua"])
    }

    /// A library's `require` runs the library's file itself: a spec that replaces
    /// `package.preload`'s metatable (through which its own `require` reaches the libraries)
    /// does not send Penlight's lazy `require 'pl.pretty'` to the project's `pl/pretty.lua`.
    /// What a spec loaded or put in `package.loaded` or `package.preload` itself (a mock of
    /// LuaFileSystem) is answered, as stock `require` answers it.
    @Test func aLibrarysRequireKeepsToLibrariesWhateverASpecDoesToPreloadAndTakesItsMocks() throws {
        let dir = try Self.project(spec: """
            describe("require", function()
              it("by Penlight, after the spec replaced package.preload's metatable", function()
                local pl, kept = require("pl.import_into")(), getmetatable(package.preload)
                setmetatable(package.preload, {__index = function() end})
                assert.are.equal("function", type(pl.pretty.write))
                assert.is_nil(package.ran)
                setmetatable(package.preload, kept)   -- the spec's own require of Penlight needs it
              end)
              it("by pl.path takes the spec's lfs", function()
                package.preload.lfs = function() return {attributes = function() end, currentdir = function() return "/" end} end
                local path = require("pl.path")
                assert.are.equal("/", path.currentdir())
                assert.is_nil(package.ran)
              end)
            end)
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("pl"), withIntermediateDirectories: true)
        try "package.ran = \"pl.pretty\"\nreturn {project = true}\n"
            .write(to: dir.appendingPathComponent("pl/pretty.lua"), atomically: true, encoding: .utf8)
        let (r, results) = try Self.test(dir, "spec")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(results == ["ok 1 - by Penlight, after the spec replaced package.preload's metatable",
                            "ok 2 - by pl.path takes the spec's lfs", "ok 1 - require",
                            "ok 1 - spec/require_spec.lua"])
    }

    /// `--unsafe` keeps Lua's own `require`, which reads `package.path` for every caller, in
    /// stock's order: the project's `lfs.lua` runs for pl.path (a Lua file before
    /// LuaFileSystem's C module), but not its `term.lua` when luassert starts — the installed
    /// `term/init.lua` comes first, as `lua5.4` finds it there (the project root ends stock's
    /// path; it ran while transit put the project root before stock's path).
    @Test func unsafeKeepsTheStockRequire() throws {
        let dir = try Self.project(spec: """
            describe("require", function()
              it("is stock", function()
                local before = package.ran
                local ok, message = pcall(require, "pl.path")
                assert.is_false(ok)
                assert.are.equal("pl.path requires LuaFileSystem", message:match(":%d+: (.*)$"))
                assert.are.equal((before or "") .. "lfs ", package.ran)
                assert.is_not_nil(package.searchers)
              end)
            end)
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (r, results) = try Self.test(dir, "--unsafe", "spec")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(results == ["ok 1 - is stock", "ok 1 - require", "ok 1 - spec/require_spec.lua"])
    }

    /// `--unsafe` as under busted: Penlight has the stock `io` and `os` the spec has
    /// (pl.utils.writefile and readfile work), and a module beside the spec is found though
    /// stock `require` cannot know its caller (the spec's folder is in `package.path`, the
    /// template's `$SCRIPT_DIR` never is).
    @Test func unsafeGivesTheLibrariesStockFilesAndFindsModulesBesideTheSpec() throws {
        let dir = try Self.project(spec: """
            describe("unsafe", function()
              it("lets Penlight write and read files", function()
                local utils = require "pl.utils"
                local name = os.tmpname()
                assert.is_true(utils.writefile(name, "hello"))
                assert.are.equal("hello", utils.readfile(name))
                os.remove(name)
              end)
              it("finds a module beside the spec", function()
                assert.are.equal("beside", require("beside_helper"))
                assert.is_nil(package.path:find("$SCRIPT_DIR", 1, true))
              end)
            end)
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "return \"beside\"\n".write(to: dir.appendingPathComponent("spec/beside_helper.lua"), atomically: true, encoding: .utf8)
        let (r, results) = try Self.test(dir, "--unsafe", "spec")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(results == ["ok 1 - lets Penlight write and read files", "ok 2 - finds a module beside the spec",
                            "ok 1 - unsafe", "ok 1 - spec/require_spec.lua"])
    }

    /// `require "pl"` is Penlight's `pl/init.lua`, as under busted (which returns true: the
    /// file returns nothing), sandboxed too.
    @Test func plItselfIsPenlightsInit() throws {
        let dir = try Self.project(spec: """
            it("requires pl", function()
              assert.are.equal(true, require "pl")
              assert.is_function(require "pl.import_into")
            end)
            """)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (r, results) = try Self.test(dir, "spec")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(results == ["ok 1 - requires pl", "ok 1 - spec/require_spec.lua"])
    }
}
