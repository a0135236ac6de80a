import Foundation
import Testing

/// Where busted places a result when the line is in another chunk than the spec file: a spec
/// whose `require`d module raises while the spec loads is named by that module's frame
/// (`./M/badmod.lua @ 3`, busted's trace of the error); a test, hook or `describe` that a
/// `load`ed chunk declared, by that chunk (`[string "…"] @ 2`). transit paired the spec's path
/// with the other chunk's line (`M/m_spec.lua @ 3`) in every report, and `--list` named no
/// file for a load error.
@Suite struct BustedLoadPlaceTests {
    static let files: [String: String] = [
        "M/badmod.lua": "local x = 1\nlocal y = 2\nerror(\"mod broke\")\n",
        // the message names the spec's line (level 2); busted's place is the raising frame's
        "M/lvl.lua": "local M = {}\nfunction M.f() error(\"from f\", 2) end\nreturn M\n",
        "M/m_spec.lua": "package.path = \"./M/?.lua;\" .. package.path\nlocal m = require \"badmod\"\nit(\"never\", function() end)\n",
        "M/l_spec.lua": "package.path = \"./M/?.lua;\" .. package.path\nrequire(\"lvl\").f()\n",
        "L/load_spec.lua": """
            -- line 1
            load([[
            describe("loaded", function()
              it("fails", function() assert.is_true(false) end)
              it("ok", function() end)
            end)
            ]], nil, nil, _ENV)()

            """,
        // a hook's error and a describe body's: at the lines the loaded chunk declared them
        "L/hooks_spec.lua": """
            load([[
            describe("loaded", function()
              before_each(function() error("be") end)
              it("a", function() end)
            end)
            describe("body", function()
              error("body broke")
            end)
            ]], nil, nil, _ENV)()

            """,
    ]

    /// busted 2.1.1's `-o TAP` of each, byte for byte.
    static let bustedTAP: [(String, String)] = [
        ("M/m_spec.lua", """
            not ok 1 - suite M/m_spec.lua
            # ./M/badmod.lua @ 3
            # Failure message: ./M/badmod.lua:3: mod broke
            1..1

            """),
        ("M/l_spec.lua", """
            not ok 1 - suite M/l_spec.lua
            # ./M/lvl.lua @ 2
            # Failure message: M/l_spec.lua:2: from f
            1..1

            """),
        ("L/load_spec.lua", """
            not ok 1 - loaded fails
            # [string "describe("loaded", function()..."] @ 2
            # Failure message: [string "describe("loaded", function()..."]:2: Expected objects to be the same.
            # Passed in:
            # (boolean) false
            # Expected:
            # (boolean) true
            ok 2 - loaded ok
            1..2

            """),
        ("L/hooks_spec.lua", """
            not ok 1 - loaded before_each
            # [string "describe("loaded", function()..."] @ 2
            # Failure message: [string "describe("loaded", function()..."]:2: be
            not ok 2 - body
            # [string "describe("loaded", function()..."] @ 5
            # Failure message: [string "describe("loaded", function()..."]:6: body broke
            1..2

            """),
    ]

    @Test func tapNamesTheChunkTheLineIsIn() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        for (spec, expected) in Self.bustedTAP {
            let ours = try project.test(["-o", "TAP", spec])
            #expect(ours.status == 1 && ours.stdout == expected, "\(spec): \(ours.stdout)\(ours.stderr)")
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", spec], in: project.dir)
            #expect(theirs.stdout == expected, "busted \(spec): \(theirs.stdout)")
        }
    }

    /// `--verbose`: the module's chunk is its traceback's `main chunk`, as require calls it
    /// from C (the sandbox's Lua require named it `local 'loader'`; Billiam/promise.lua's
    /// helper). busted 2.1.1's bytes.
    @Test(arguments: [[], ["--unsafe"]])
    func verboseTAPNamesTheModulesMainChunk(extra: [String]) throws {
        let expected = """
            not ok 1 - suite M/m_spec.lua
            # ./M/badmod.lua @ 3
            # Failure message: ./M/badmod.lua:3: mod broke
            # stack traceback:
            # \t./M/badmod.lua:3: in main chunk
            # 
            1..1

            """
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let ours = try project.test(["-o", "TAP", "--verbose", "M/m_spec.lua"] + extra)
        #expect(ours.stdout == expected, "\(ours.stdout)\(ours.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--verbose", "M/m_spec.lua"], in: project.dir)
        #expect(theirs.stdout == expected, "busted: \(theirs.stdout)")
    }

    /// A file's error while it runs belongs to busted's root block, which `--shuffle` and
    /// `--shuffle-files` shuffle: its failure names the seed (`# Random seed: 7`), unless
    /// `--sort-files` wins; `--shuffle-tests` shuffles no root (transit named it never:
    /// lunarmodules/luacheck's decoder_spec.lua with `--shuffle --seed 7`). busted 2.1.1's TAP.
    @Test(arguments: [(["--shuffle"], true), (["--shuffle-files"], true), (["--shuffle-tests"], false),
                      (["--shuffle", "--sort-files"], false)])
    func aFilesErrorNamesTheShuffleOfFiles(flags: [String], seeded: Bool) throws {
        let expected = "not ok 1 - suite M/l_spec.lua\n# ./M/lvl.lua @ 2\n" + (seeded ? "# Random seed: 7\n" : "")
            + "# Failure message: M/l_spec.lua:2: from f\n1..1\n"
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let arguments = ["-o", "TAP", "--seed", "7", "M/l_spec.lua"] + flags
        let ours = try project.test(arguments)
        #expect(ours.stdout == expected, "\(ours.stdout)\(ours.stderr)")
        // in a worker process too (two files: the other one passes)
        let workers = try project.test(arguments + ["L/load_spec.lua", "--jobs", "2"])
        let result = expected.dropFirst("not ok 1 - ".count).dropLast("1..1\n".count)
        #expect(workers.stdout.contains(result), "\(workers.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4"] + arguments, in: project.dir)
        #expect(theirs.stdout == expected, "busted: \(theirs.stdout)")
    }

    /// gtest's error list, the human report's place, JUnit's `file`/`line`, busted's JSON
    /// `trace`: the same chunk and line.
    @Test func everyReportNamesTheChunk() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let gtest = try project.test(["-o", "gtest", "M/m_spec.lua"])
        #expect(gtest.stdout.contains("[  ERROR   ] ./M/badmod.lua @ 3: suite M/m_spec.lua\n")
                && gtest.stdout.contains("[----------] Running tests from M/m_spec.lua\n"), "\(gtest.stdout)")
        if BustedSelectionTests.hasBusted {
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "gtest", "M/m_spec.lua"], in: project.dir)
            #expect(theirs.stdout.contains("[  ERROR   ] ./M/badmod.lua @ 3: suite M/m_spec.lua\n"), "\(theirs.stdout)")
        }
        let human = try project.test(["M/m_spec.lua", "L/load_spec.lua", "--jobs", "1"])
        #expect(human.stdout.contains("   ./M/badmod.lua:3 (error)\n")
                && human.stdout.contains("   [string \"describe(\"loaded\", function()...\"]:2\n"), "\(human.stdout)")
        let junit = try project.test(["-o", "junit", "M/m_spec.lua", "L/load_spec.lua", "--jobs", "1"])
        #expect(junit.stdout.contains(#"<testsuite name="M/m_spec.lua""#)
                && junit.stdout.contains(#"file="./M/badmod.lua" line="3""#)
                && junit.stdout.contains(#"name="fails" time="#)
                && junit.stdout.contains(#"file="[string &quot;describe(&quot;loaded&quot;, function()...&quot;]" line="2""#),
                "\(junit.stdout)")
        let json = try project.test(["-o", "json", "M/m_spec.lua"])
        #expect(json.stdout.contains(#""short_src": "./M/badmod.lua""#) && json.stdout.contains(#""source": "./M/badmod.lua""#)
                && json.stdout.contains(#""file": "M/m_spec.lua""#), "\(json.stdout)")
    }

    /// A test in the spec's own chunk keeps the spec's path (no `source`), long paths too:
    /// Lua shortens a chunk name past 59 bytes; busted's `-o TAP` names the test so cut, as
    /// busted 2.1.1 does (`# ...ddd…d/x_spec.lua @ 1`: its trace's short_src), and the
    /// results keep the path as given.
    @Test func theSpecsOwnChunkKeepsItsPath() throws {
        let long = "spec/" + String(repeating: "d", count: 60) + "/x_spec.lua"
        let project = try RunnerCITests.Project([long: "it(\"fails\", function() assert.is_true(false) end)\n"])
        defer { project.remove() }
        let r = try project.test(["-o", "TAP", long])
        #expect(r.stdout.contains("# ...\(long.suffix(56)) @ 1\n"), "\(r.stdout)")
        let json = try project.test(["-o", "json", long])
        #expect(!json.stdout.contains(#""source""#), "\(json.stdout)")
    }

    /// `--list`: a file that fails to load is named on standard error (busted's `--list`
    /// writes only an error mark, naming nothing); the status is 1, as busted's.
    @Test func listNamesTheSpecThatFailedToLoad() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let r = try project.test(["--list", "M/m_spec.lua", "M/l_spec.lua", "--jobs", "1"])
        #expect(r.status == 1 && r.stdout.isEmpty, "\(r.stdout)")
        #expect(r.stderr.contains("M/m_spec.lua: (load): ./M/badmod.lua:3: mod broke\n")
                && r.stderr.contains("M/l_spec.lua: (load): M/l_spec.lua:2: from f\n"), "\(r.stderr)")
        if let theirs = try BustedListTests.busted(project, ["--list", "M/m_spec.lua"]) { #expect(theirs.status == 1) }
    }
}
