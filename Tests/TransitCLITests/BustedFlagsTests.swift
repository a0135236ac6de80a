import Foundation
import Testing

/// busted's flags that `transit test` used to refuse (exit 64, "unknown option"): the ones
/// with a meaning here do what busted's do; the ones without are accepted and change nothing.
@Suite struct BustedFlagsTests {
    /// Two files: a passing test and a pending one, then a failing test.
    static let specs: [String: String] = [
        "spec/a_spec.lua": """
        it("passes", function() assert.is_true(true) end)
        pending("later")
        """,
        "spec/b_spec.lua": #"it("fails", function() assert.is_true(false) end)"#,
    ]

    static func lastLines(_ r: Execution, _ n: Int) -> [String] {
        Array(r.stdout.split(separator: "\n").suffix(n).map(String.init))
    }

    /// Without effect here: the run is the same as without them.
    @Test(arguments: [["--lua=lua5.4"], ["--lua", "luajit"], ["--no-coverage"], ["-c"], ["--coverage"],
                      ["-v"], ["--verbose"], ["--defer-print"],
                      // busted's own restart under --lua passes it; 4ngelf/function_M's `lua = "lua51"`
                      // needs it under busted (refused, status 64, until busted112)
                      ["--ignore-lua"], ["--ignore-lua", "--lua", "lua51"]])
    func flagsWithoutEffectAreAccepted(words: [String]) throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let r = try project.test(words)
        #expect(r.status == 1 && Self.lastLines(r, 1) == ["1 passed, 1 failed, 1 skipped"], "\(words): \(r.stdout)\(r.stderr)")
    }

    /// busted's `--no-auto-insulate` runs the files in one Lua state uninsulated, so what a
    /// file puts in `_G` or `package.loaded` reaches the files after it (busted fails `b`
    /// then, and passes it without the flag). Each transit file has a state of its own: the
    /// flag and `.busted`'s key are accepted, and `b` passes either way (docs/testing.md).
    @Test func noAutoInsulateIsAcceptedAndFilesStillShareNothing() throws {
        let specs = [
            "spec/a_spec.lua": "_G.shared_value = 1\npackage.loaded.shared_module = {}\nit('sets', function() end)",
            "spec/b_spec.lua": "it('sees nothing of a', function() assert.is_nil(shared_value); assert.is_nil(package.loaded.shared_module) end)",
        ]
        let project = try RunnerCITests.Project(specs)
        defer { project.remove() }
        for words in [["--no-auto-insulate"], ["--auto-insulate"], []] {
            let r = try project.test(words + ["--jobs", "1"])
            #expect(r.status == 0 && Self.lastLines(r, 1) == ["2 passed, 0 failed"], "\(words): \(r.stdout)\(r.stderr)")
        }
        let config = try RunnerCITests.Project(specs.merging([".busted": #"return { default = { ["auto-insulate"] = false } }"#]) { $1 })
        defer { config.remove() }
        let c = try config.test(["--jobs", "1"])
        #expect(c.status == 0 && Self.lastLines(c, 1) == ["2 passed, 0 failed"], "\(c.stdout)\(c.stderr)")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/busted") else { return }
        let shared = try Executable.run("busted", ["--lua=lua5.4", "-o", "plainTerminal", "--no-auto-insulate"], in: project.dir)
        #expect(shared.stdout.contains("1 success / 1 failure"), "\(shared.stdout)")
        let insulated = try Executable.run("busted", ["--lua=lua5.4", "-o", "plainTerminal"], in: project.dir)
        #expect(insulated.stdout.contains("2 successes / 0 failures"), "\(insulated.stdout)")
    }

    /// busted's `--suppress-pending` leaves pending tests out of its summary line and its
    /// `-o json` lists too (its handlers never hear of them): `1 success / … / 0 pending`
    /// (transit said `1 pending`). Transit's own line still counts them.
    @Test func suppressPendingLeavesTheMarkOutAndBustedsCount() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let plain = try project.test(["spec/a_spec.lua"])
        #expect(plain.stdout.hasPrefix("spec/a_spec.lua .-\n"), "\(plain.stdout)")
        let r = try project.test(["--suppress-pending", "spec/a_spec.lua"])
        #expect(r.stdout.hasPrefix("spec/a_spec.lua .\n"), "\(r.stdout)")
        #expect(r.stdout.contains("1 success / 0 failures / 0 errors / 0 pending"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("1 passed, 0 failed, 1 skipped\n"), "\(r.stdout)")
        let json = try project.test(["--suppress-pending", "-o", "json", "spec/a_spec.lua"])
        #expect(json.stdout.contains("\"pendings\": []"), "\(json.stdout)")
        if BustedSelectionTests.hasBusted {
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "plainTerminal", "--suppress-pending", "spec/a_spec.lua"],
                                            in: project.dir)
            #expect(theirs.stdout.contains("1 success / 0 failures / 0 errors / 0 pending"), "\(theirs.stdout)")
            let theirJSON = try Executable.run("busted", ["--lua=lua5.4", "-o", "json", "--suppress-pending", "spec/a_spec.lua"],
                                               in: project.dir)
            #expect(theirJSON.stdout.contains("\"pendings\":[]"), "\(theirJSON.stdout)")
        }
        // a .busted's key is the flag
        let config = try RunnerCITests.Project(Self.specs.merging([".busted": #"return { default = { ["suppress-pending"] = true } }"#]) { $1 })
        defer { config.remove() }
        let c = try config.test(["spec/a_spec.lua"])
        #expect(c.stdout.hasPrefix("spec/a_spec.lua .\n"), "\(c.stdout)")
    }

    /// busted's --no-keep-going skips everything after the first failure: --fail-fast.
    @Test func noKeepGoingStopsAtTheFirstFailure() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            "spec/c_spec.lua": #"it("after", function() assert.is_true(true) end)"#,
        ]) { $1 })
        defer { project.remove() }
        let all = try project.test(["--jobs", "1"])
        #expect(Self.lastLines(all, 1) == ["2 passed, 1 failed, 1 skipped"], "\(all.stdout)")
        let r = try project.test(["--no-keep-going", "--jobs", "1"])
        #expect(r.status == 1 && r.stdout.contains("Stopped at the first failure"), "\(r.stdout)")
        #expect(Self.lastLines(r, 1) == ["1 passed, 1 failed, 1 skipped"], "\(r.stdout)")
    }

    /// busted's --repeat N: the suite N times, each run reported; 0 is not a count.
    @Test func repeatRunsTheSuiteAgain() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let r = try project.test(["--repeat", "3", "spec/a_spec.lua"])
        let summaries = r.stdout.split(separator: "\n").filter { $0 == "1 passed, 0 failed, 1 skipped" }
        #expect(r.status == 0 && summaries.count == 3, "\(r.stdout)")
        let failing = try project.test(["--repeat=2", "spec/b_spec.lua"])
        #expect(failing.status == 1 && failing.stdout.split(separator: "\n").filter { $0 == "0 passed, 1 failed" }.count == 2,
                "\(failing.stdout)")
        let zero = try project.test(["--repeat", "0"])
        #expect(zero.status == 64 && zero.stderr.contains("--repeat: expected a whole number in 1...10000, got '0'"), "\(zero.stderr)")
        // busted's terminal reports announce each run
        let announced = "\nRepeating all tests (run 1 of 2) . . .\n\n+.\n1 success / 0 failures / 0 errors / 1 pending : "
        let plain = try project.test(["-o", "plainTerminal", "--repeat", "2", "spec/a_spec.lua"])
        #expect(plain.stdout.hasPrefix(announced) && plain.stdout.contains("\nRepeating all tests (run 2 of 2) . . .\n\n+.\n"),
                "\(plain.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "plainTerminal", "--repeat", "2", "spec/a_spec.lua"], in: project.dir)
        #expect(theirs.stdout.hasPrefix(announced) && theirs.stdout.contains("\nRepeating all tests (run 2 of 2) . . .\n\n+.\n"),
                "\(theirs.stdout)")
    }

    /// busted's gtest announces each run of a --repeat too, before its shuffle's seed (it
    /// did not: two reports back to back). busted 2.1.1's bytes, times aside.
    @Test func repeatIsAnnouncedInGTest() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let run = """
            Note: Randomizing test order with a seed of 3.
            [==========] Running tests from scanned files.
            [----------] Global test environment setup.
            [----------] Running tests from spec/a_spec.lua
            [ RUN      ] spec/a_spec.lua @ 1: passes
            [       OK ] spec/a_spec.lua @ 1: passes (T ms)
            [ RUN      ] spec/a_spec.lua @ 2: later
            [ SKIPPED  ] spec/a_spec.lua @ 2: later (T ms)
            [----------] 2 tests from spec/a_spec.lua (T ms total)

            [----------] Global test environment teardown.
            [==========] 2 tests from 1 test file ran. (T ms total)
            [  PASSED  ] 1 test.
            [ SKIPPED  ] 1 test, listed below:
            [ SKIPPED  ] spec/a_spec.lua @ 2: later

             1 SKIPPED TEST

            """
        let expected = "\nRepeating all tests (run 1 of 2) . . .\n\n" + run + "\nRepeating all tests (run 2 of 2) . . .\n\n" + run
        func timeless(_ s: String) -> String { s.replacingOccurrences(of: "[0-9.]+ ms", with: "T ms", options: .regularExpression) }
        let arguments = ["-o", "gtest", "--repeat", "2", "--shuffle", "--seed", "3", "spec/a_spec.lua"]
        let ours = try project.test(arguments)
        #expect(timeless(ours.stdout) == expected, "\(ours.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4"] + arguments, in: project.dir)
        #expect(timeless(theirs.stdout) == expected, "\(theirs.stdout)")
    }

    /// busted's `--defer-print` (or a `.busted`'s `["defer-print"] = true`) writes no marks in
    /// its terminal formats and moves gtest's messages to the lists at the end, a skipped
    /// test's `pending` message with them (it was accepted and changed nothing). busted
    /// 2.1.1's bytes, times aside.
    @Test func deferPrintMovesWhatBustedsHandlersDefer() throws {
        let project = try RunnerCITests.Project([
            "spec/d_spec.lua": """
            it("stops", function() pending("not yet") end)
            it("prints", function() print("hello"); assert.is_true(false) end)
            """,
        ])
        defer { project.remove() }
        func timeless(_ s: String) -> String { s.replacingOccurrences(of: "[0-9.]+ (ms|seconds)", with: "T $1", options: .regularExpression) }
        let terminal = """
            hello

            0 successes / 1 failure / 0 errors / 1 pending : T seconds

            Pending -> spec/d_spec.lua @ 1
            stops
            spec/d_spec.lua:1: not yet

            Failure -> spec/d_spec.lua @ 2
            prints
            spec/d_spec.lua:2: Expected objects to be the same.
            Passed in:
            (boolean) false
            Expected:
            (boolean) true

            """
        let gtest = """
            [==========] Running tests from scanned files.
            [----------] Global test environment setup.
            [----------] Running tests from spec/d_spec.lua
            [ RUN      ] spec/d_spec.lua @ 1: stops
            [ SKIPPED  ] spec/d_spec.lua @ 1: stops (T ms)
            [ RUN      ] spec/d_spec.lua @ 2: prints
            hello
            [  FAILED  ] spec/d_spec.lua @ 2: prints (T ms)
            [----------] 2 tests from spec/d_spec.lua (T ms total)

            [----------] Global test environment teardown.
            [==========] 2 tests from 1 test file ran. (T ms total)
            [  PASSED  ] 0 tests.
            [ SKIPPED  ] 1 test, listed below:
            [ SKIPPED  ] spec/d_spec.lua @ 1: stops
            spec/d_spec.lua:1: not yet
            [  FAILED  ] 1 test, listed below:
            [  FAILED  ] spec/d_spec.lua @ 2: prints
            spec/d_spec.lua:2: Expected objects to be the same.
            Passed in:
            (boolean) false
            Expected:
            (boolean) true

             1 SKIPPED TEST
             1 FAILED TEST

            """
        let cases: [([String], String)] = [(["-o", "plainTerminal", "--defer-print"], terminal), (["-o", "gtest", "--defer-print"], gtest)]
        for (words, expected) in cases {
            let ours = try project.test(words + ["spec"])
            #expect(timeless(ours.stdout) == expected, "\(words): \(ours.stdout)")
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4"] + words + ["spec"], in: project.dir)
            #expect(timeless(theirs.stdout) == expected, "busted \(words): \(theirs.stdout)")
        }
        // from a .busted, and undone by --no-defer-print: the marks come back
        let config = try RunnerCITests.Project(["spec/d_spec.lua": #"it("fails", function() assert.is_true(false) end)"#,
                                                ".busted": #"return { default = { ["defer-print"] = true } }"#])
        defer { config.remove() }
        #expect(try config.test(["-o", "plainTerminal"]).stdout.hasPrefix("\n0 successes / 1 failure"))
        #expect(try config.test(["-o", "plainTerminal", "--no-defer-print"]).stdout.hasPrefix("-\n0 successes / 1 failure"))
    }

    /// busted's `--defer-print` drops the tests' marks (its handlers' testEnd) but not a
    /// file's or a describe's error mark (handler.error writes it whatever the options): busted
    /// 2.1.1's bytes, times aside. transit wrote no mark for them either.
    @Test func deferPrintKeepsTheMarkOfAFilesOrADescribesError() throws {
        let project = try RunnerCITests.Project([
            "spec/e_spec.lua": """
            it("passes", function() end)
            describe("broken", function() error("in describe") end)
            """,
            "spec/f_spec.lua": #"error("file level")"#,
        ])
        defer { project.remove() }
        func timeless(_ s: String) -> String { s.replacingOccurrences(of: "[0-9.]+ seconds", with: "T seconds", options: .regularExpression) }
        let expected = """
            **
            1 success / 0 failures / 2 errors / 0 pending : T seconds

            Error -> spec/e_spec.lua @ 2
            broken
            spec/e_spec.lua:2: in describe

            Error -> spec/f_spec.lua @ 1
            suite spec/f_spec.lua
            spec/f_spec.lua:1: file level

            """
        let words = ["-o", "plainTerminal", "--defer-print", "spec"]
        #expect(timeless(try project.test(words).stdout) == expected)
        #expect(try project.test(["-o", "utfTerminal", "--defer-print", "spec"]).stdout.hasPrefix("✱✱\n"))
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4"] + words, in: project.dir)
        #expect(timeless(theirs.stdout) == expected, "busted: \(theirs.stdout)")
    }

    /// busted's gtest notes the seed when the tests are shuffled (`--shuffle`,
    /// `--shuffle-tests`), not for `--shuffle-files` alone, whose seed orders no test (it did
    /// for all three: lunarmodules/lua_cliargs with `--shuffle-files --seed 9`).
    @Test(arguments: [("--shuffle-files", false), ("--shuffle-tests", true), ("--shuffle", true)])
    func gtestNotesTheSeedOfShuffledTests(flag: String, noted: Bool) throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let note = "Note: Randomizing test order with a seed of 3.\n[==========] Running tests from scanned files.\n"
        let plain = "[==========] Running tests from scanned files.\n"
        let arguments = ["-o", "gtest", flag, "--seed", "3", "spec/a_spec.lua"]
        let ours = try project.test(arguments)
        #expect(ours.stdout.hasPrefix(noted ? note : plain), "\(ours.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4"] + arguments, in: project.dir)
        #expect(theirs.stdout.hasPrefix(noted ? note : plain), "\(theirs.stdout)")
    }

    /// busted's --sort-tests (and --sort): each block's children by name in byte order, the
    /// file's own too, winning over randomize(); the order busted 2.1.1 ran this file in.
    @Test func sortTestsOrdersEachBlockByName() throws {
        let project = try RunnerCITests.Project([
            "spec/sort_spec.lua": """
            describe("z block", function()
              it("b", function() end)
              it("a", function() end)
              it("B", function() end)
            end)
            it("m top", function() end)
            describe("a block", function()
              randomize()
              it("c", function() end)
              it("a", function() end)
              it("b", function() end)
            end)
            """,
        ])
        defer { project.remove() }
        let expected = ["ok 1 - a block a", "ok 2 - a block b", "ok 3 - a block c", "ok 4 - m top",
                        "ok 5 - z block B", "ok 6 - z block a", "ok 7 - z block b"]
        for words in [["--sort-tests"], ["--sort"], ["--sort-tests", "--shuffle-tests", "--jobs", "2"]] {
            let r = try project.test(words + ["-o", "TAP"])
            #expect(r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.map(String.init) == expected,
                    "\(words): \(r.stdout)\(r.stderr)")
        }
        let plain = try project.test(["-o", "TAP", "--sort-files", "--seed", "1"])
        #expect(plain.stdout.contains("ok 1 - z block b\n"), "\(plain.stdout)")
    }

    /// --shuffle-tests leaves the files in path order, --shuffle-files the tests in theirs.
    @Test func shuffleFilesAndShuffleTestsShuffleOneEach() throws {
        var files: [String: String] = [:]
        for f in "abcdefgh" {
            files["spec/\(f)_spec.lua"] = (1...8).map { #"it("\#(f)\#($0)", function() end)"# }.joined(separator: "\n")
        }
        let project = try RunnerCITests.Project(files)
        defer { project.remove() }
        func order(_ words: [String]) throws -> [String] {
            let r = try project.test(words + ["-o", "TAP", "--seed", "7", "--jobs", "1"])
            return r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.map { String($0.split(separator: " ").last!) }
        }
        let inOrder = "abcdefgh".flatMap { f in (1...8).map { "\(f)\($0)" } }
        let tests = try order(["--shuffle-tests"])
        #expect(tests != inOrder && tests.map(\.first) == inOrder.map(\.first))
        let fileOrder = try order(["--shuffle-files"])
        #expect(fileOrder != inOrder && fileOrder.sorted() == inOrder.sorted())
        #expect(Set(stride(from: 0, to: 64, by: 8).map { fileOrder[$0].dropLast() }).count == 8
                && fileOrder.enumerated().allSatisfy { $0.element.last == Character(String($0.offset % 8 + 1)) })
    }

    @Test func directoryChangesFolderBeforeTheConfigIsRead() throws {
        let project = try RunnerCITests.Project([
            "sub/spec/a_spec.lua": #"it("a", function() assert.is_true(true) end)"#,
            "sub/spec/b_spec.lua": #"it("b", function() assert.is_true(true) end)"#,
            "sub/.busted": #"return { default = { ROOT = {"spec/b_spec.lua"} } }"#,
        ])
        defer { project.remove() }
        for words in [["-C", "sub"], ["-Csub"], ["--directory=sub"]] {
            let r = try project.test(words)
            #expect(r.status == 0 && Self.lastLines(r, 1) == ["1 passed, 0 failed"], "\(words): \(r.stdout)\(r.stderr)")
        }
        let missing = try project.test(["-C", "nosuch"])
        #expect(missing.status == 64 && missing.stderr.contains("-C nosuch: No such file or directory"), "\(missing.stderr)")
    }

    /// busted reads `-f FILE` where it was started — its command line, config file and all,
    /// is read before it moves into `-C DIR` — so `busted -C sub -f cfg/x.busted` reads the
    /// `cfg` beside `sub`, and `-f ../cfg/x.busted` is not found (busted 2.1.1: `specified
    /// config file '../cfg/x.busted' not found`, measured in busted101). Transit read it from
    /// DIR: the first was not found, the second ran.
    @Test func aConfigFileIsReadFromWhereTheRunStartedNotFromDirectory() throws {
        let project = try RunnerCITests.Project([
            "sub/spec/a_spec.lua": #"it("a", function() assert.is_true(true) end)"#,
            "sub/spec/b-x_spec.lua": #"it("b", function() assert.is_true(true) end)"#,
            "cfg/x.busted": #"return { default = { pattern = "b%-x" } }"#,
        ])
        defer { project.remove() }
        for words in [["-C", "sub", "-f", "cfg/x.busted"], ["--directory=sub", "--config=cfg/x.busted"]] {
            let r = try project.test(words + ["-o", "TAP"])
            #expect(r.status == 0 && r.stdout == "ok 1 - b\n1..1\n", "\(words): \(r.stdout)\(r.stderr)")
        }
        let beside = try project.test(["-C", "sub", "-f", "../cfg/x.busted"])
        #expect(beside.status == 64 && beside.stderr.contains("x.busted: No such file or directory"), "\(beside.stdout)\(beside.stderr)")
    }

    /// A config's `directory` (busted's -C as a key) moves there after the config is read:
    /// the config's paths are the new folder's; the command line's -C wins (the config read is
    /// then that folder's), and a folder that is not there is an error naming the config.
    @Test func theConfigsDirectoryKeyMovesThereAfterItIsRead() throws {
        let project = try RunnerCITests.Project([
            "sub/spec/a_spec.lua": #"it("a", function() assert.is_true(true) end)"#,
            "sub/spec/b_spec.lua": #"it("b", function() assert.is_true(true) end)"#,
            ".busted": #"return { default = { directory = "sub", ROOT = {"spec/b_spec.lua"} } }"#,
            "lost/.busted": #"return { default = { directory = "nosuch" } }"#,
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "tap"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("ok 1 - spec/b_spec.lua\n") && !r.stdout.contains("a_spec"), "\(r.stdout)")
        // -C sub reads sub's config (none): both files
        let given = try project.test(["-C", "sub"])
        #expect(given.status == 0 && Self.lastLines(given, 1) == ["2 passed, 0 failed"], "\(given.stdout)")
        let lost = try project.test(["--config", "lost/.busted"])
        #expect(lost.status == 64)
        #expect(lost.stdout.isEmpty)
        #expect(lost.stderr == "transit: lost/.busted: directory 'nosuch': No such file or directory\n(see 'transit test --help')\n")
    }

    /// busted runs `--run default` with no .busted (the default task is the flags alone);
    /// another task still needs a config.
    @Test func runDefaultNeedsNoConfig() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let r = try project.test(["--run", "default", "spec/a_spec.lua"])
        #expect(r.status == 0 && Self.lastLines(r, 1) == ["1 passed, 0 failed, 1 skipped"], "\(r.stdout)\(r.stderr)")
        let ci = try project.test(["--run", "ci"])
        #expect(ci.status == 64 && ci.stderr.contains("--run ci: there is no .transit.lua or .busted here"), "\(ci.stderr)")
    }

    /// busted 2.1.1 applies --shuffle and --sort from the command line only: a `.busted`'s
    /// `shuffle = true` or `sort = true` leaves the order as written (checked with busted
    /// where installed); `.transit.lua`'s keys are the flags.
    @Test func aBustedConfigsShuffleAndSortDoNothingAsInBusted() throws {
        let spec = #"describe("d", function() it("z", function() end) it("a", function() end) it("m", function() end) end)"#
        for key in ["shuffle = true, seed = 5", "sort = true"] {
            let project = try RunnerCITests.Project(["spec/o_spec.lua": spec, ".busted": "return { default = { \(key) } }"])
            defer { project.remove() }
            let r = try project.test(["--output", "tap"])
            // TAP 14: the tests' lines first, then their block's and their file's
            let names = r.stdout.split(separator: "\n").filter { $0.contains("ok ") }.map { String($0.split(separator: " - ").last ?? "") }
            #expect(names.prefix(3) == ["z", "a", "m"], "\(key): \(r.stdout)")
            if BustedSelectionTests.hasBusted {
                let busted = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
                #expect(busted.stdout.hasPrefix("ok 1 - d z\nok 2 - d a\nok 3 - d m\n"), "\(key): \(busted.stdout)")
            }
        }
        let ours = try RunnerCITests.Project(["spec/o_spec.lua": spec, ".transit.lua": "return { default = { sort = true } }"])
        defer { ours.remove() }
        let sorted = try ours.test(["--output", "tap"])
        let names = sorted.stdout.split(separator: "\n").filter { $0.contains("ok ") }.map { String($0.split(separator: " - ").last ?? "") }
        #expect(names.prefix(3) == ["a", "m", "z"], "\(sorted.stdout)")
    }

    /// busted's negations and short spellings: `-k`/`--keep-going` after `--no-keep-going`
    /// goes on (busted's lua_cliargs: the last word wins), so does `--no-shuffle` after
    /// `--shuffle`; `-l` is `--list` (busted 2.1.1 lists `passes`, `later`: a main chunk's
    /// tests without a place);
    /// `--no-verbose` is accepted as `--verbose` is.
    @Test func negationsAndShortSpellingsAreBusteds() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([
            "spec/c_spec.lua": #"it("after", function() assert.is_true(true) end)"#,
        ]) { $1 })
        defer { project.remove() }
        for words in [["--no-keep-going", "-k"], ["--fail-fast", "--keep-going"], ["--no-verbose"]] {
            let r = try project.test(words + ["--jobs", "1"])
            #expect(Self.lastLines(r, 1) == ["2 passed, 1 failed, 1 skipped"], "\(words): \(r.stdout)\(r.stderr)")
        }
        let stopped = try project.test(["-k", "--no-keep-going", "--jobs", "1"])
        #expect(stopped.stdout.contains("Stopped at the first failure"), "\(stopped.stdout)")
        let listed = try project.test(["-l"])
        #expect(listed.stdout.split(separator: "\n").prefix(3) == ["passes", "later", "fails"],
                "\(listed.stdout)")
        let unshuffled = try project.test(["--shuffle", "--seed", "1", "--no-shuffle", "-o", "TAP", "--jobs", "1"])
        #expect(!unshuffled.stdout.contains("Random seed") && unshuffled.stdout.contains("ok 1 - passes\n"), "\(unshuffled.stdout)")
    }

    /// `--version` answers as busted's does (its own version, status 0); `-o gtest` (a
    /// `.busted`'s `output = "gtest"`, as Penlight's and binaryheap.lua's) writes busted's
    /// Google Test format, as busted does.
    @Test func versionAnswersAndGtestIsWritten() throws {
        let project = try RunnerCITests.Project(Self.specs.merging([".busted": #"return { default = { output = "gtest" } }"#]) { $1 })
        defer { project.remove() }
        let version = try project.test(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("transit "), "\(version.stdout)")
        let gtest = try project.test(["--jobs", "1"])
        #expect(gtest.status == 1 && gtest.stdout.hasPrefix("[==========] Running tests from scanned files.\n"), "\(gtest.stdout)\(gtest.stderr)")
        #expect(gtest.stdout.contains("[ RUN      ] spec/a_spec.lua @ 1: passes\n[       OK ] spec/a_spec.lua @ 1: passes ("),
                "\(gtest.stdout)")
        #expect(gtest.stdout.contains("[==========] 3 tests from 2 test files ran. ("), "\(gtest.stdout)")
        #expect(gtest.stdout.hasSuffix(" 1 SKIPPED TEST\n 1 FAILED TEST\n"), "\(gtest.stdout)")
    }

    /// busted's options without a meaning here are refused by name, saying why (busted 2.1.1
    /// accepts them all); an option of neither stays "unknown".
    @Test(arguments: [(["-e", "x = 1"], "-e is busted's and not supported: run the statement in a --helper file"),
                      (["-Xhelper", "--x"], "-Xhelper is busted's and not supported: a --helper takes no options of its own"),
                      (["--no-enable-sound"], "--no-enable-sound is busted's and not supported: transit plays no sound"),
                      (["--frobnicate"], "unknown option --frobnicate"),
                      // a flag, as busted's: no value, no --no- form (its "may not be negated")
                      (["--no-ignore-lua"], "unknown option --no-ignore-lua"),
                      // neither is busted's (its "unknown/bad flag"): not refused as -Xhelper is
                      (["-Xoutputx", "--color"], "unknown option -Xoutputx"), (["-X", "--color"], "unknown option -X")])
    func bustedsOptionsWithoutMeaningAreRefusedByName(words: [String], message: String) throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        let r = try project.test(words)
        #expect(r.status == 64 && r.stderr.contains(message), "\(words): \(r.stderr)")
    }

    /// Every busted option the help's footer says is refused is refused, each form of it
    /// (`--[no-]x` both, `-R/--recursive` both): the footer went on listing `--[no-]lazy`
    /// after transit came to follow them (d37022ce).
    @Test func theOptionsTheHelpSaysAreRefusedAre() throws {
        let help = try Executable.transit("test", "--help").stdout
        let footer = try #require(help.split(separator: "\n\n").first { $0.hasSuffix("are refused, each saying why.") })
        let listed = try #require(footer.replacing("\n", with: " ").firstMatch(of: /^busted's (.+) are refused/)).1
        let forms = listed.replacing(" and ", with: ", ").split(separator: ", ").flatMap { entry in
            entry.split(separator: "/").flatMap { form -> [String] in
                let form = String(form)
                return form.contains("[no-]") ? [form.replacing("[no-]", with: ""), form.replacing("[no-]", with: "no-")] : [form]
            }
        }
        #expect(forms.contains("--lang") && forms.contains("--no-enable-sound"), "\(forms)")
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        for form in forms {
            let r = try project.test([form])
            #expect(r.status == 64 && r.stderr.hasPrefix("transit: \(form) is busted's and not supported: "), "\(form): \(r.stderr)")
        }
    }
}
