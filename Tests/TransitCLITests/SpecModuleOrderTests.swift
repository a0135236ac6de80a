import Foundation
import Testing

/// A module a spec requires is the one busted finds: busted's `lpath` (`./src/?.lua` …) and
/// stock's path come before the spec's own folder, which busted does not search at all — a
/// `spec/mymod.lua` beside the spec shadowed the `src/mymod.lua` it tests, sandboxed or not.
/// The spec's folder still finds what busted's path would not.
@Suite struct SpecModuleOrderTests {
    static let files = [
        "src/mymod.lua": "return { who = 'src' }",
        "spec/mymod.lua": "return { who = 'spec' }",
        "spec/near.lua": "return { who = 'near' }",
        "spec/shadow_spec.lua": """
        it("gets src/mymod.lua", function() assert.equal("src", require("mymod").who) end)
        it("still finds a module only beside it", function() assert.equal("near", require("near").who) end)
        """,
    ]

    @Test(arguments: [[], ["--unsafe"]]) func srcComesBeforeTheSpecsFolder(words: [String]) throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let r = try project.test(["-o", "TAP"] + words)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout == "ok 1 - gets src/mymod.lua\nok 2 - still finds a module only beside it\n1..2\n", "\(r.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        // busted agrees on the first; the second it cannot find (no spec folder in its path)
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout.hasPrefix("ok 1 - gets src/mymod.lua\nnot ok 2 - still finds a module only beside it\n"),
                "\(theirs.stdout)")
    }

    /// busted's path is its `lpath`, then stock's — the system's Lua tree, then the project root
    /// (`./?.lua` ends it) — so a module installed in the tree is found before the project's
    /// copy of it (as kikito/inspect.lua's own `inspect.lua` would be, beside an installed one). Under
    /// `--unsafe` transit put the project root (and `scripts/`) before stock's path: `not ok 1`,
    /// the project's copy. `LUA_PATH` stands in for the tree here, as stock reads it.
    @Test(arguments: [[], ["--unsafe"]]) func theSystemsCopyComesBeforeTheProjectRoot(words: [String]) throws {
        let project = try RunnerCITests.Project([
            "tree/twin.lua": "return { who = 'tree' }",
            "twin.lua": "return { who = 'project' }",
            "spec/twin_spec.lua": "it(\"gets the tree's\", function() assert.equal(\"tree\", require(\"twin\").who) end)\n",
        ])
        defer { project.remove() }
        let environment = ["LUA_PATH": project.dir.path + "/tree/?.lua;;"]
        let r = try project.test(["-o", "TAP"] + words, environment: environment)
        #expect(r.status == 0 && r.stdout == "ok 1 - gets the tree's\n1..1\n", "\(words): \(r.stdout)\(r.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir, environment: environment)
        #expect(theirs.stdout == "ok 1 - gets the tree's\n1..1\n", "\(theirs.stdout)\(theirs.stderr)")
    }
    /// The spec's folder is searched for the spec's own `require`s only: busted searches no
    /// such folder, and a module probing for an optional one (`pcall(require, "helper")`)
    /// found a file beside the spec that busted does not — LPGhatguy/lemur's
    /// `lib/libs/bit32.lua` found itself, and two of its tests failed here alone. Before:
    /// `not ok 1` in both modes.
    @Test(arguments: [[], ["--unsafe"]]) func aModulesProbeDoesNotFindTheSpecsNeighbours(words: [String]) throws {
        let project = try RunnerCITests.Project([
            "lib/helper.lua": "return { who = 'helper' }",
            "lib/mod.lua": "return { found = (pcall(require, 'helper')) }",
            "lib/mod_spec.lua": """
            it("a module's probe finds nothing", function() assert.equal(false, require("lib.mod").found) end)
            it("the spec's own require finds its neighbour", function() assert.equal("helper", require("helper").who) end)
            """,
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "TAP", "lib"] + words)
        #expect(r.status == 0, "\(words): \(r.stdout)\(r.stderr)")
        #expect(r.stdout == "ok 1 - a module's probe finds nothing\nok 2 - the spec's own require finds its neighbour\n1..2\n",
                "\(words): \(r.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        // busted agrees on the first; the second it cannot find (no spec folder in its path)
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "lib"], in: project.dir)
        #expect(theirs.stdout.hasPrefix("ok 1 - a module's probe finds nothing\nnot ok 2 - the spec's own require finds its neighbour\n"),
                "\(theirs.stdout)")
    }

    /// Under `--unsafe` `package.path` is busted's: the spec's folder is not written into it
    /// (a spec that prints or extends it sees what busted's would), and a file it finds loads
    /// as stock's Lua searcher loads one — its syntax error in stock's words.
    @Test func unsafePackagePathHoldsNoSpecFolder() throws {
        let project = try RunnerCITests.Project([
            "spec/broken.lua": "return {",
            "spec/p_spec.lua": """
            it("path", function() assert.is_nil(package.path:find("spec/?.lua", 1, true)) end)
            it("broken", function()
              local ok, e = pcall(require, "broken")
              assert.equal("error loading module 'broken' from file './spec/broken.lua':\\n\\t./spec/broken.lua:1: unexpected symbol near <eof>", e)
            end)
            """,
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "TAP", "--unsafe"])
        #expect(r.status == 0 && r.stdout == "ok 1 - path\nok 2 - broken\n1..2\n", "\(r.stdout)\(r.stderr)")
    }

    /// Under `--unsafe` `package.searchers` is busted's: four, the C searcher third (a spec or
    /// a library that calls or replaces one by its place finds the one busted has there). The
    /// spec's folder was a fifth searcher inserted third, and `package.searchers[3]` answered
    /// nil for a C module where busted's lists the files it tried.
    @Test func unsafeSearchersAreBustedsFour() throws {
        let project = try RunnerCITests.Project([
            "spec/near.lua": "return { who = 'near' }",
            "spec/s_spec.lua": """
            it("searchers", function()
              local tried = package.searchers[3]("nosuch_c_mod")
              print(#package.searchers, type(tried), tried:match("no file '[^']*nosuch_c_mod%.so'") ~= nil)
            end)
            it("near", function() assert.equal("near", require("near").who) end)
            """,
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "TAP", "--unsafe"])
        #expect(r.status == 0 && r.stdout == "4\tstring\ttrue\nok 1 - searchers\nok 2 - near\n1..2\n", "\(r.stdout)\(r.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout.hasPrefix("4\tstring\ttrue\nok 1 - searchers\nnot ok 2 - near\n"), "\(theirs.stdout)")
    }

    /// `transit test --help` states the order the tests above pin: busted's path (its `lpath`,
    /// then the project root), then the spec's own folder. It said the path "starts with the
    /// spec's own folder", the order before 2ff9c3a8.
    @Test func theHelpStatesThisOrder() throws {
        let help = try Executable.transit("test", "--help").stdout.replacing("\n", with: " ")
        let src = try #require(help.firstRange(of: "./src/?.lua;./src/?/?.lua;./src/?/init.lua"))
        let root = try #require(help.firstRange(of: "./?.lua;./?/init.lua"))
        let near = try #require(help.firstRange(of: "the spec's own folder"))
        #expect(src.lowerBound < root.lowerBound && root.lowerBound < near.lowerBound, "\(help.prefix(900))")
    }
    /// A `--helper`'s own `require` does not search the helper's folder, sandboxed or not, as
    /// busted's does not (rev93b: sandboxed it found `h/hsib.lua` beside `h/helper.lua`, with
    /// `--unsafe` it did not).
    @Test(arguments: [[], ["--unsafe"]]) func aHelpersRequireDoesNotSearchItsFolder(words: [String]) throws {
        let project = try RunnerCITests.Project([
            "h/hsib.lua": "return 1",
            "h/helper.lua": "FOUND = (pcall(require, 'hsib'))\n",
            "spec/h_spec.lua": "it(\"helper's probe\", function() assert.equal(false, FOUND) end)\n",
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "TAP", "--helper=h/helper.lua", "spec"] + words)
        #expect(r.status == 0 && r.stdout == "ok 1 - helper's probe\n1..1\n", "\(words): \(r.stdout)\(r.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--helper=h/helper.lua", "spec"], in: project.dir)
        #expect(theirs.stdout == "ok 1 - helper's probe\n1..1\n", "busted: \(theirs.stdout)\(theirs.stderr)")
    }
}
