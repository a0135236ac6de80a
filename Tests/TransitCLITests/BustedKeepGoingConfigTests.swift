import Testing

/// busted's `keep-going = false` in a `.busted` is its `--no-keep-going`: the run stops at the
/// first failure, later tests and files unrun (mrrogge/rude's `.busted` sets it: busted
/// reported its first file's error and stopped, `1..1`). transit counted `keep-going` among
/// the settings with no meaning here and ran every file, 41 tests against busted's one. It is
/// `--fail-fast` now, from the config as from the command line, and a later `-k` undoes it
/// as busted's does.
@Suite struct BustedKeepGoingConfigTests {
    static let specs = [
        "spec/a_spec.lua": "describe(\"a\", function()\n  it(\"fails\", function() assert.are.equal(1, 2) end)\n  it(\"after\", function() end)\nend)\n",
        "spec/b_spec.lua": "it(\"b runs\", function() end)\n",
    ]
    static let failure = """
        not ok 1 - a fails
        # spec/a_spec.lua @ 2
        # Failure message: spec/a_spec.lua:2: Expected objects to be equal.
        # Passed in:
        # (number) 2
        # Expected:
        # (number) 1

        """
    static let stopped = failure + "1..1\n"
    static let all = failure + "ok 2 - a after\nok 3 - b runs\n1..3\n"

    @Test func aBustedConfigsKeepGoingFalseStopsAtTheFirstFailure() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".busted": "return { _all = { [\"keep-going\"] = false } }\n",
        ]) { $1 })
        defer { project.remove() }
        for (words, expected) in [([String](), Self.stopped), (["--jobs", "2"], Self.stopped),
                                  (["-k"], Self.all), (["--keep-going"], Self.all)] {
            let r = try project.test(["-o", "TAP"] + words)
            #expect(r.status == 1 && r.stdout == expected && r.stderr.isEmpty, "\(words): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        for (words, expected) in [([String](), Self.stopped), (["-k"], Self.all)] {
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"] + words, in: project.dir)
            #expect(theirs.stdout == expected, "busted \(words): \(theirs.stdout)\(theirs.stderr)")
        }
    }

    /// A task's `keep-going` replaces `_all`'s, as any key does; `true` is busted's default.
    @Test func aTasksKeepGoingReplacesAlls() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".busted": "return { _all = { [\"keep-going\"] = false }, default = { [\"keep-going\"] = true }, "
                + "ci = { [\"keep-going\"] = false } }\n",
        ]) { $1 })
        defer { project.remove() }
        for (words, expected) in [([String](), Self.all), (["--run", "ci"], Self.stopped)] {
            let r = try project.test(["-o", "TAP"] + words)
            #expect(r.status == 1 && r.stdout == expected && r.stderr.isEmpty, "\(words): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        for (words, expected) in [([String](), Self.all), (["-r", "ci"], Self.stopped)] {
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"] + words, in: project.dir)
            #expect(theirs.stdout == expected, "busted \(words): \(theirs.stdout)\(theirs.stderr)")
        }
    }
}
