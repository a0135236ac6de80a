import Testing

/// busted reads three entries of what `.busted` returns — `_all`, `default` (or the task
/// `--run` names) — and passes over the others whatever they hold:
/// ChristopherJTrent/busted-repro's `.busted` is `return { setup = function() … end }`, which
/// busted 2.1.1 runs as if it had no tasks. transit refused the whole run, status 64:
/// `.busted: unsupported value in the config (function)` (a string there: `task 'setup'
/// must be a table of options`). Named by `--run`, such an entry is an error under both.
@Suite struct BustedNonTableTaskTests {
    static let specs = ["spec/a_spec.lua": "it(\"runs\", function() end)\n"]

    @Test func aBustedConfigsEntryNoTableIsPassedOver() throws {
        for entry in ["setup = function() T = 1 end", "setup = 5", "note = \"not a task\""] {
            let project = try RunnerCITests.Project(Self.specs.merging([
                ".busted": "return { \(entry), default = { verbose = true } }\n",
            ]) { $1 })
            defer { project.remove() }
            let expected = "# spec/a_spec.lua @ 1: runs\nok 1 - runs\n1..1\n"
            for words in [[], ["--unsafe"]] {
                let r = try project.test(["-o", "TAP"] + words)
                #expect(r.status == 0 && r.stdout == expected && r.stderr == "", "\(entry) \(words): \(r.stdout)\(r.stderr)")
            }
            let named = try project.test(["-o", "TAP", "--run", String(entry.prefix { $0 != " " })])
            #expect(named.status == 64 && named.stdout == "", "\(entry): \(named.stdout)\(named.stderr)")
            #expect(named.stderr.hasPrefix("transit: .busted: '\(entry.prefix { $0 != " " })' is no task: not a table (it has: default)"),
                    "\(entry): \(named.stderr)")
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
            #expect(theirs.status == 0 && theirs.stdout == expected, "busted \(entry): \(theirs.stdout)\(theirs.stderr)")
            let theirsNamed = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--run", String(entry.prefix { $0 != " " })],
                                                 in: project.dir)
            #expect(theirsNamed.status != 0 && theirsNamed.stderr.contains("not found, or not a table"),
                    "busted \(entry): \(theirsNamed.stdout)\(theirsNamed.stderr)")
        }
    }

    /// An entry under a key that is no string (`5` at index 1, `[1.5] = 3`, a table at index
    /// 2) is no task either: busted indexes what `.busted` returns only with strings (`_all`,
    /// `default`, `--run`'s word), so it runs as if they were not there. transit refused the
    /// run, status 64 (`.busted must return a table of task sets`, `config keys must be strings`).
    @Test func aBustedConfigsEntryUnderAKeyNoStringIsPassedOver() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".busted": "return { 5, [1.5] = 3, { \"x\" }, [true] = {}, default = { verbose = true } }\n",
        ]) { $1 })
        defer { project.remove() }
        let expected = "# spec/a_spec.lua @ 1: runs\nok 1 - runs\n1..1\n"
        let r = try project.test(["-o", "TAP"])
        #expect(r.status == 0 && r.stdout == expected && r.stderr == "", "\(r.stdout)\(r.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.status == 0 && theirs.stdout == expected, "busted: \(theirs.stdout)\(theirs.stderr)")
    }

    /// A task mixing list entries with its options (`default = { "other", verbose = true }`,
    /// `_all = { 5, ROOT = {…} }`): busted 2.1.1's configuration_loader merges the task into its
    /// options with Penlight's `tablex.merge`, list entries and all, and then reads only the
    /// options' names, so the entries under a key no string do nothing (the `"other"` is no
    /// path). transit refused the run, status 64 (`task '_all' must be a table of options`).
    @Test func aBustedTasksListEntriesArePassedOver() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": "it(\"runs\", function() end)\n",
            "other/b_spec.lua": "it(\"other\", function() end)\n",
            ".busted": "return { default = { \"spec\", verbose = true }, _all = { 5, ROOT = { \"other\" } },\n"
                + "  ci = { \"x\", [2.5] = 1, [true] = 2 }, list = { \"other\" } }\n",
        ])
        defer { project.remove() }
        let runs: [([String], String)] = [
            ([], "# other/b_spec.lua @ 1: other\nok 1 - other\n1..1\n"),
            (["--run", "ci"], "ok 1 - other\n1..1\n"),
            (["--run", "list"], "ok 1 - other\n1..1\n"),
        ]
        for (words, expected) in runs {
            for sandbox in [[], ["--unsafe"]] {
                let r = try project.test(["-o", "TAP"] + words + sandbox)
                #expect(r.status == 0 && r.stdout == expected && r.stderr == "", "\(words) \(sandbox): \(r.stdout)\(r.stderr)")
            }
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"] + words, in: project.dir)
            #expect(theirs.status == 0 && theirs.stdout == expected, "busted \(words): \(theirs.stdout)\(theirs.stderr)")
        }
    }

    /// Our own `.transit.lua` refuses a task's list entry, as it refuses any key no string.
    @Test func oursRefusesATasksListEntry() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".transit.lua": "return { default = { \"spec\", jobs = 1 } }\n",
        ]) { $1 })
        defer { project.remove() }
        let r = try project.test(["-o", "TAP"])
        #expect(r.status == 64 && r.stderr.hasPrefix("transit: .transit.lua: config keys must be strings"), "\(r.stdout)\(r.stderr)")
    }

    /// Our own `.transit.lua` still refuses such a key.
    @Test func oursStillRefusesAKeyNoString() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".transit.lua": "return { 5, default = { jobs = 1 } }\n",
        ]) { $1 })
        defer { project.remove() }
        let r = try project.test(["-o", "TAP"])
        #expect(r.status == 64 && r.stderr.hasPrefix("transit: .transit.lua: config keys must be strings"), "\(r.stdout)\(r.stderr)")
    }

    /// In our own `.transit.lua` it stays an error: the file is ours, the slip worth a stop.
    @Test func oursStillRefusesIt() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            ".transit.lua": "return { setup = function() end, default = { jobs = 1 } }\n",
        ]) { $1 })
        defer { project.remove() }
        let r = try project.test(["-o", "TAP"])
        #expect(r.status == 64 && r.stderr.hasPrefix("transit: .transit.lua: task 'setup' must be a table of options"),
                "\(r.stdout)\(r.stderr)")
    }
}
