import Foundation
import Testing
import TransitLua
@testable import TransitSpec

/// What loading luassert into a spec file's state reaches beyond luassert and say.
@Suite struct LuassertLoadingTests {
    /// luassert's formatters try `require 'term'` (lua-term, only to colour a terminal, and
    /// a spec's state has none). A sandboxed spec's path holding a `term.lua` does not answer
    /// it: luassert does not run the file, so `package.loaded.term` is unset when the spec
    /// starts; the spec's own `require "term"` still finds it.
    @Test func luassertDoesNotRunAModuleNamedTermOnTheSpecPath() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "return {isatty = function() return false end, colors = {}, mine = true}\n"
            .write(to: dir.appendingPathComponent("term.lua"), atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.runtime.searchPath = SearchPath(templates: [dir.path + "/?.lua"])
        let result = try runSpec("""
            describe("term", function()
              it("is not loaded by luassert", function() assert.is_nil(package.loaded.term) end)
              it("is the spec's to require", function() assert.is_true(require("term").mine) end)
              it("is missing elsewhere", function() require("no_such_module_here") end)
            end)
            """, options: options, in: dir)
        #expect(result.outcomes == ["passed term is not loaded by luassert", "passed term is the spec's to require",
                                    "errored term is missing elsewhere"])
        // a spec's own require of a module that is nowhere: the sandbox's search, as before
        let failure = try #require(result.failure("term is missing elsewhere"))
        #expect(failure.location.hasSuffix("/t_spec.lua:4"))
        #expect(failure.message == "module 'no_such_module_here' not found:")
        #expect(failure.details.contains("no file '\(dir.path)/no_such_module_here.lua'"))
    }
}

/// Where `require` finds busted's libraries (SpecEnvironment+Libraries.swift).
@Suite struct LibraryFileTests {
    @Test func dottedNamesOfTheThreePackagesAreFilesUnderTheRoots() {
        #expect(SpecEnvironment.libraryFile("luassert") == "/usr/share/lua/5.4/luassert/init.lua")
        #expect(SpecEnvironment.libraryFile("luassert.spy") == "/usr/share/lua/5.4/luassert/spy.lua")
        #expect(SpecEnvironment.libraryFile("luassert.matchers") == "/usr/share/lua/5.4/luassert/matchers/init.lua")
        #expect(SpecEnvironment.libraryFile("luassert.languages.en") == "/usr/share/lua/5.4/luassert/languages/en.lua")
        #expect(SpecEnvironment.libraryFile("say") == "/usr/share/lua/5.4/say/init.lua")
    }

    /// Not one of luassert, say or Penlight, not dotted words, or no such file: nil.
    @Test func otherNamesAreNotLibraries() {
        for name in ["", ".", "luassert.", ".luassert", "luassert..spy", "luassert/spy", "luassert.sp y",
                     "luassertx", "lua", "sa", "term", "luassert.no_such_module", "say.é"] {
            #expect(SpecEnvironment.libraryFile(name) == nil, "\(name)")
        }
    }
}
