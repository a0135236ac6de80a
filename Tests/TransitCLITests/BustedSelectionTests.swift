import Foundation
import Testing

/// `transit test` selects tests and files as busted 2.1.1 does, from its flags and from a
/// `.busted`: each case runs `transit test` and, where busted is installed, `busted` on the
/// same project, and both must run the same number of tests (the numbers written here were
/// read off busted's own summary line).
@Suite struct BustedSelectionTests {
    /// Six tests in three files: `a_spec.lua` (five, two #fast, one #slow), `b_test.lua`
    /// (busted's default pattern `_spec` leaves it out), `skip_spec.lua`.
    static let specs: [String: String] = [
        "spec/a_spec.lua": """
        describe("math", function()
          it("adds #fast", function() assert.is_true(true) end)
          it("subtracts #slow", function() assert.is_true(true) end)
          it("multiplies", function() assert.is_true(true) end)
        end)
        describe("strings", function()
          it("joins #fast", function() assert.is_true(true) end)
          it("splits", function() assert.is_true(true) end)
        end)
        """,
        "spec/b_test.lua": #"it("b is a test file", function() assert.is_true(true) end)"#,
        "spec/skip_spec.lua": #"it("skip file", function() assert.is_true(true) end)"#,
    ]

    /// A `.busted` using lists, busted-only keys, a number for a switch and `os.getenv`.
    static let dotBusted = """
    return {
      _all = { ROOT = {"spec"}, pattern = {"_test", "_spec"} },
      default = { tags = {"fast"}, filter = {"math", "strings"}, ["filter-out"] = {"joins"}, shuffle = 1 },
      ci = { ["exclude-pattern"] = "^skip", ["exclude-tags"] = os.getenv("EXCL") or "none" },
    }
    """

    static let hasBusted = FileManager.default.isExecutableFile(atPath: "/usr/bin/busted")

    /// How many tests passed: transit's "N passed" or busted's "N success(es)".
    static func passed(_ r: Execution) -> Int? {
        let last = r.stdout.split(separator: "\n").last.map(String.init) ?? ""
        guard let range = last.range(of: #"^\d+ (passed|success)"#, options: .regularExpression) else { return nil }
        return Int(last[range].split(separator: " ")[0])
    }

    /// Runs transit (and busted, when installed) with `words`; checks both ran `expected`.
    static func expect(_ project: RunnerCITests.Project, _ words: [String], passes expected: Int,
                       environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ours = try project.test(words, environment: environment)
        let status: Int32 = expected == 0 ? 5 : 0
        #expect(ours.status == status && passed(ours) == expected, "transit test \(words): \(ours.stdout)\(ours.stderr)",
                sourceLocation: sourceLocation)
        guard hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "plainTerminal"] + words, in: project.dir,
                                        environment: environment)
        #expect(passed(theirs) == expected, "busted \(words): \(theirs.stdout)\(theirs.stderr)", sourceLocation: sourceLocation)
    }

    @Test func filterOutAndRepeatedFilters() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        try Self.expect(project, ["spec"], passes: 6)
        try Self.expect(project, ["--filter-out", "subtracts", "spec"], passes: 5)
        // two --filter: either matches (busted ORs them); before, only the last counted
        try Self.expect(project, ["--filter", "adds", "--filter", "joins", "spec"], passes: 2)
        // --filter-out wins over --filter
        try Self.expect(project, ["--filter", "math", "--filter-out", "adds", "spec"], passes: 2)
        try Self.expect(project, ["--filter-out", "math", "--filter-out", "strings", "spec"], passes: 1)
        // on a describe's own full name too (as busted), --filter on tests' only
        try Self.expect(project, ["--filter-out", "^math$", "spec"], passes: 3)
        try Self.expect(project, ["--filter", "^math$", "spec"], passes: 0)
        let bad = try project.test(["--filter-out", "[", "spec"])
        #expect(bad.status == 64 && bad.stderr.contains("--filter-out"))
    }

    @Test func filePatternsAndExcludePattern() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        try Self.expect(project, ["--exclude-pattern", "^skip", "spec"], passes: 5)
        // any -p pattern admits a file (before, only the last one did)
        try Self.expect(project, ["-p", "_test", "-p", "_spec", "spec"], passes: 7)
        try Self.expect(project, ["-p", "_spec", "--exclude-pattern", "skip", "spec"], passes: 5)
        let none = try project.test(["--exclude-pattern", "_", "spec"])
        #expect(none.status == 1 && none.stderr.contains("--exclude-pattern _"), "\(none.stderr)")
    }

    /// busted's default `-p _spec` is found anywhere in a `.lua` file's name
    /// (test_file_loader.lua: `path.basename(f):find(patt)`): `heap_specs.lua` and
    /// `my_special.lua` run, `spec_helper.lua` and `x_spec.txt` do not; a folder named
    /// `*_spec` does not make its files specs. Before, only `*_spec.lua` ran: 1, not 3.
    @Test func theDefaultPatternIsFoundInTheFileName() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": #"it("a", function() assert.is_true(true) end)"#,
            "spec/heap_specs.lua": #"it("heap", function() assert.is_true(true) end)"#,
            "spec/my_special.lua": #"it("special", function() assert.is_true(true) end)"#,
            "spec/spec_helper.lua": #"it("helper", function() assert.is_true(true) end)"#,
            "spec/x_spec.txt": #"it("text", function() assert.is_true(true) end)"#,
            "spec/in_spec/plain.lua": #"it("plain", function() assert.is_true(true) end)"#,
        ])
        defer { project.remove() }
        try Self.expect(project, [], passes: 3)
        try Self.expect(project, ["spec"], passes: 3)
    }

    @Test func dotBustedListsAndTheCommandLinesLastWord() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([".busted": Self.dotBusted]) { $1 })
        defer { project.remove() }
        // default: #fast among math|strings, less "joins": "adds" alone
        try Self.expect(project, [], passes: 1)
        // -t replaces the config's tags (with them added, "adds" would run too)
        try Self.expect(project, ["-t", "slow"], passes: 1)
        try Self.expect(project, ["--filter", "strings"], passes: 0)
        // both patterns, less ^skip: a_spec's five and b_test's one
        try Self.expect(project, ["-r", "ci"], passes: 6)
        // the config reads the environment (busted runs it as plain Lua)
        try Self.expect(project, ["-r", "ci"], passes: 4, environment: ["EXCL": "fast"])
        try Self.expect(project, ["-r", "ci", "--exclude-tags", "slow"], passes: 5, environment: ["EXCL": "fast"])
    }

    @Test func aTasksKeyReplacesAllsKey() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".busted": #"return { _all = { ROOT = {"spec"}, tags = {"slow"} }, default = { tags = {"fast"} } }"#,
        ]) { $1 })
        defer { project.remove() }
        try Self.expect(project, [], passes: 2)
    }

    @Test func configFileOfAnyNameIsReadByItsKeys() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            "cfg/ci.lua": Self.dotBusted,
            // only keys both dialects share: reads the same either way
            "cfg/shared.lua": #"return { default = { tags = "slow" } }"#,
        ]) { $1 })
        defer { project.remove() }
        try Self.expect(project, ["-f", "cfg/ci.lua"], passes: 1)
        try Self.expect(project, ["-f", "cfg/ci.lua", "-r", "ci"], passes: 4, environment: ["EXCL": "fast"])
        try Self.expect(project, ["--config-file", "cfg/shared.lua"], passes: 1)
        let ours = try project.test(["--config", "cfg/ci.lua", "-r", "nosuch"])
        #expect(ours.status == 64 && ours.stderr.contains("no task 'nosuch'"))
    }

    @Test func aSwitchTakesLuasTruth() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".busted": #"return { default = { ROOT = {"spec"}, ["shuffle-tests"] = 1, ["fail-fast"] = 0 }, off = { ["shuffle-tests"] = false } }"#,
        ]) { $1 })
        defer { project.remove() }
        // before, `shuffle = 1` became `--shuffle 1`: a path "1" that does not exist (busted's
        // `shuffle` key itself does nothing in a .busted: BustedFlagsTests)
        let on = try project.test([])
        #expect(on.status == 0 && on.stdout.contains("Shuffled with --seed") && Self.passed(on) == 6,
                "\(on.stdout)\(on.stderr)")
        let off = try project.test(["-r", "off", "spec"])
        #expect(off.status == 0 && !off.stdout.contains("Shuffled"), "\(off.stdout)\(off.stderr)")
    }

    @Test func theConfigHasTheStandardLibraries() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            "paths.txt": "spec/a_spec.lua\n",
            ".busted": """
            local f = assert(io.open("paths.txt"))
            local first = f:read("*l")   -- busted loads its config with Lua 5.1 here
            f:close()
            assert(os.time() > 0)
            return { default = { ROOT = { os.getenv("SPECS") or first } } }
            """,
        ]) { $1 })
        defer { project.remove() }
        try Self.expect(project, [], passes: 5)
        try Self.expect(project, [], passes: 1, environment: ["SPECS": "spec/skip_spec.lua"])
    }

    /// `busted .` names the files it finds `./spec/a_spec.lua` (its `path.join`), in the
    /// report and in the chunk names errors carry; transit named them `spec/a_spec.lua`.
    @Test func filesFoundUnderDotAreNamedFromDot() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": "describe(\"a\", function() it(\"fails\", function() assert.are.equal(1, 2) end) end)",
            "b_spec.lua": "it(\"errs\", function() error(\"boom\") end)",
        ])
        defer { project.remove() }
        let words = ["-o", "plainTerminal", "."]
        /// The lines that name a file: the failure's and error's headers and messages.
        func named(_ r: Execution) -> [String] {
            r.stdout.split(separator: "\n").map(String.init).filter { $0.contains("_spec.lua") }
        }
        let ours = try project.test(words)
        #expect(named(ours) == ["Failure -> ./spec/a_spec.lua @ 1", "./spec/a_spec.lua:1: Expected objects to be equal.",
                                "Error -> ./b_spec.lua @ 1", "./b_spec.lua:1: boom"], "\(ours.stdout)\(ours.stderr)")
        guard Self.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4"] + words, in: project.dir)
        #expect(named(theirs) == named(ours), "busted: \(theirs.stdout)\(theirs.stderr)")
    }
}
