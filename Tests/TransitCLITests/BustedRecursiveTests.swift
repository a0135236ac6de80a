import Testing

/// busted's `--no-recursive` and a `.busted`'s `recursive = false` run the spec files
/// directly in each folder, not those in its subfolders; `-R`/`--recursive` (the default)
/// undoes either. transit refused the flags as meaningless here and passed the config's key
/// over, so a `.busted` holding it ran every subfolder's files as well (busted106's probe: 5
/// tests against busted's 3). The key is `--no-recursive` now, and a task's replaces `_all`'s.
@Suite struct BustedRecursiveTests {
    static let specs = [
        "spec/a_spec.lua": "describe(\"a\", function()\n  it(\"one\", function() end)\n  it(\"two\", function() assert.is_true(false) end)\nend)\n",
        "spec/sub/b_spec.lua": "it(\"b runs\", function() end)\n",
    ]
    static let own = """
        ok 1 - a one
        not ok 2 - a two
        # spec/a_spec.lua @ 3
        # Failure message: spec/a_spec.lua:3: Expected objects to be the same.
        # Passed in:
        # (boolean) false
        # Expected:
        # (boolean) true
        1..2

        """
    static let all = String(own.dropLast("1..2\n".count)) + "ok 3 - b runs\n1..3\n"

    /// `busted` (`--lua=lua5.4`) when it is installed, with the same words.
    static func busted(_ project: RunnerCITests.Project, _ words: [String]) throws -> String? {
        guard BustedSelectionTests.hasBusted else { return nil }
        return try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"] + words, in: project.dir).stdout
    }

    @Test func noRecursiveRunsAFoldersOwnFiles() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        for (words, expected) in [([String](), Self.all), (["--no-recursive"], Self.own), (["--no-recursive", "spec"], Self.own),
                                  (["--no-recursive", "-R"], Self.all), (["--no-recursive", "--recursive"], Self.all),
                                  // a file given by name runs wherever it is
                                  (["--no-recursive", "spec", "spec/sub/b_spec.lua"], Self.all)] {
            let r = try project.test(["-o", "TAP", "--jobs", "1"] + words)
            #expect(r.status == 1 && r.stdout == expected && r.stderr.isEmpty, "\(words): \(r.stdout)\(r.stderr)")
            if let theirs = try Self.busted(project, words) { #expect(theirs == expected, "busted \(words): \(theirs)") }
        }
    }

    @Test func aBustedConfigsRecursiveFalseIsNoRecursive() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".busted": "return { _all = { recursive = false }, default = {}, deep = { recursive = true } }\n",
        ]) { $1 })
        defer { project.remove() }
        for (words, expected) in [([String](), Self.own), (["-R"], Self.all), (["--run", "deep"], Self.all)] {
            let r = try project.test(["-o", "TAP", "--jobs", "1"] + words)
            #expect(r.status == 1 && r.stdout == expected && r.stderr.isEmpty, "\(words): \(r.stdout)\(r.stderr)")
            if let theirs = try Self.busted(project, words) { #expect(theirs == expected, "busted \(words): \(theirs)") }
        }
    }

    /// A folder with no spec file of its own is one with none to run, said so as for an empty
    /// folder, status 1 (busted's: `No test files found matching Lua pattern: _spec`, status 1).
    @Test func aFolderWithoutItsOwnSpecsIsReported() throws {
        let project = try RunnerCITests.Project(["spec/sub/b_spec.lua": Self.specs["spec/sub/b_spec.lua"]!])
        defer { project.remove() }
        let r = try project.test(["--no-recursive", "spec"])
        #expect(r.status == 1 && r.stderr.hasPrefix("transit: no spec files (*_spec*.lua) under spec"), "\(r.stdout)\(r.stderr)")
    }
}
