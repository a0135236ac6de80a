import Foundation
import Testing

/// `--helper` names a file ending in `.lua`, or a module busted `require`s from its path: a
/// module name was opened as a file and not found. The helper runs in the specs' globals as a
/// file does (busted's `require` runs it in `_G`).
@Suite struct HelperModuleTests {
    static let files = [
        "spec_setup.lua": "HELPED = 'yes'",
        "spec/helped_spec.lua": "it(\"helped\", function() assert.equal('yes', HELPED) end)",
    ]

    @Test func aModuleNameIsFoundOnTheModulePath() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        for words in [["--helper=spec_setup"], ["--helper", "spec_setup.lua"], ["--helper=spec_setup", "--unsafe"]] {
            let r = try project.test(["-o", "TAP"] + words)
            #expect(r.status == 0 && r.stdout == "ok 1 - helped\n1..1\n", "\(words): \(r.stdout)\(r.stderr)")
        }
        let missing = try project.test(["-o", "TAP", "--helper=nosuch"])
        #expect(missing.status == 1 && missing.stdout == "", "\(missing.stdout)")
        #expect(missing.stderr.hasPrefix("transit: failed running the specified helper (nosuch), error: module 'nosuch' not found:\n"
                                          + "\tno file './src/nosuch.lua'\n"), "\(missing.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--helper=spec_setup"], in: project.dir)
        #expect(theirs.stdout == "ok 1 - helped\n1..1\n", "\(theirs.stdout)\(theirs.stderr)")
    }

    /// busted's helper_loader `require`s a helper named as a module: the chunk's `...` is the
    /// name and the file found, and its first result (else `true`) lands in `package.loaded`,
    /// so a spec's `require` of that name returns it without running the helper again. transit
    /// ran it as a file — no `...`, nothing in `package.loaded` — so a spec that required its
    /// helper for the table it returns ran it a second time (busted108, a probe after
    /// nenshoukei/quick-panel-tools-customize's `helper = "spec/helper"`). A helper ending in
    /// `.lua` is busted's `dofile`: no `...`, nothing recorded.
    @Test func aModuleHelperIsRequiredOnce() throws {
        let project = try RunnerCITests.Project([
            "lib/setup.lua": "RUNS = (RUNS or 0) + 1\nARGS = table.concat({...}, ' ')\nreturn {runs = RUNS}\n",
            "lib/quiet.lua": "ARGS = table.concat({...}, ' ')\n",
            "lib/own.lua": "ARGS = table.concat({...}, ' ')\npackage.loaded.own = 'stored'\n",
            "spec/a_spec.lua": """
                local name = ARGS == "" and "setup" or ARGS:match("^%S+")
                it("once", function()
                  local first = package.loaded[name]
                  print(name, ARGS, type(first) == "table" and first.runs or tostring(first))
                  if first ~= nil and name == "setup" then print(require("setup").runs, RUNS) end
                end)
                """,
        ])
        defer { project.remove() }
        let lines = [
            "setup": "setup\tsetup lib/setup.lua\t1\n1\t1\n",
            "quiet": "quiet\tquiet lib/quiet.lua\ttrue\n",
            "own": "own\town lib/own.lua\tstored\n",
            "lib/setup.lua": "setup\t\tnil\n",
        ]
        for (helper, printed) in lines.sorted(by: { $0.key < $1.key }) {
            for words in [[], ["--unsafe"]] {
                let r = try project.test(["-o", "TAP", "--lpath=lib/?.lua", "--helper", helper] + words)
                #expect(r.status == 0 && r.stdout == printed + "ok 1 - once\n1..1\n", "\(helper) \(words): \(r.stdout)\(r.stderr)")
            }
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--lpath=lib/?.lua", "--helper", helper], in: project.dir)
            #expect(theirs.stdout == printed + "ok 1 - once\n1..1\n", "\(helper): \(theirs.stdout)\(theirs.stderr)")
        }
    }

    /// busted runs the helper once, before any spec file, and a helper that raises ends the run
    /// there: its message on standard error, no report, status 1 — for any output format and
    /// number of jobs, and under `--repeat` too (its later runs do not start). transit reported
    /// a `suite <file>` error for each spec file instead, and under `--repeat 2` it went on to
    /// the second run, which reported that error for each file (busted98: erde-lang/erde's
    /// helper reads `os.getenv`, sandboxed).
    @Test func aHelperThatRaisesStopsTheRunBeforeAnyFile() throws {
        let project = try RunnerCITests.Project([
            "helper.lua": "HELPED = 1\nerror(\"helper broke\")\n",
            "syntax.lua": "x = = 1\n",
            "spec/a_spec.lua": "it(\"a\", function() print(\"ran a\") end)\n",
            "spec/b_spec.lua": "it(\"b\", function() print(\"ran b\") end)\n",
        ])
        defer { project.remove() }
        let expected = [
            "helper.lua": "failed running the specified helper (helper.lua), error: helper.lua:2: helper broke\n",
            "syntax.lua": "failed running the specified helper (syntax.lua), error: syntax.lua:1: unexpected symbol near '='\n",
        ]
        for (helper, message) in expected.sorted(by: { $0.key < $1.key }) {
            for words in [["-o", "TAP"], ["-o", "json", "--jobs", "2"], ["--list"], [], ["-o", "TAP", "--repeat", "2"],
                          ["--repeat=3", "--jobs", "2"]] {
                let r = try project.test(words + ["--helper", helper])
                #expect(r.status == 1 && r.stdout == "" && r.stderr == "transit: " + message, "\(words): \(r.stdout)\(r.stderr)")
            }
            guard BustedSelectionTests.hasBusted else { continue }
            for words in [["-o", "TAP"], ["-o", "TAP", "--repeat", "2"]] {
                let theirs = try Executable.run("busted", ["--lua=lua5.4"] + words + ["--helper", helper], in: project.dir)
                #expect(theirs.status == 1 && theirs.stdout == "" && theirs.stderr == "busted: " + message, "\(theirs.stdout)\(theirs.stderr)")
            }
        }
    }

    /// busted runs the helper under a plain `pcall(dofile)`, which adds no place to what it
    /// raises: `error(msg, 0)` (Cidan/BetterBags' helper refuses any Lua but 5.1 so), or one
    /// raised at the chunk's caller, reads as the helper's own words. transit put the
    /// helper's line in front (`helper.lua:1: needs Lua 5.1`), as its message handler does for
    /// a test's error (where busted's does too).
    @Test func aHelpersMessageWithoutAPlaceGetsNone() throws {
        let project = try RunnerCITests.Project([
            "zero.lua": "HELPED = 1\nerror(\"needs Lua 5.1\", 0)\n",
            "caller.lua": "error(\"blames its caller\", 2)\n",
            "spec/a_spec.lua": "it(\"a\", function() end)\n",
        ])
        defer { project.remove() }
        let expected = [
            "caller.lua": "failed running the specified helper (caller.lua), error: blames its caller\n",
            "zero.lua": "failed running the specified helper (zero.lua), error: needs Lua 5.1\n",
        ]
        for (helper, message) in expected.sorted(by: { $0.key < $1.key }) {
            for words in [["-o", "TAP"], ["--unsafe"]] {
                let r = try project.test(words + ["--helper", helper])
                #expect(r.status == 1 && r.stdout == "" && r.stderr == "transit: " + message, "\(words): \(r.stdout)\(r.stderr)")
            }
            guard BustedSelectionTests.hasBusted else { continue }
            for words in [["-o", "TAP"], ["-o", "TAP", "--repeat", "2"]] {
                let theirs = try Executable.run("busted", ["--lua=lua5.4"] + words + ["--helper", helper], in: project.dir)
                #expect(theirs.status == 1 && theirs.stdout == "" && theirs.stderr == "busted: " + message, "\(theirs.stdout)\(theirs.stderr)")
            }
        }
    }

    /// A helper that calls what the sandbox leaves out stops the run with Lua's words, which
    /// name neither the function nor why (cjaherne/worminess' helper reads `os.getenv`):
    /// the line a test's such error gets follows them, as in a report. `--unsafe` runs it.
    @Test func aSandboxedHelperCallingWhatTheSandboxLacksSaysSo() throws {
        let project = try RunnerCITests.Project([
            "helper.lua": "HOME = os.getenv(\"HOME\")\n",
            "spec/a_spec.lua": "it(\"a\", function() end)\n",
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "TAP", "--helper", "helper.lua"])
        #expect(r.status == 1 && r.stdout == "" && r.stderr == """
            transit: failed running the specified helper (helper.lua), error: helper.lua:1: attempt to call a nil value (field 'getenv')
            (if that is os.getenv: the sandbox has none, docs/sandbox.md; transit test --unsafe runs with Lua's own libraries)

            """, "\(r.stdout)\(r.stderr)")
        let unsafe = try project.test(["-o", "TAP", "--helper", "helper.lua", "--unsafe"])
        #expect(unsafe.status == 0 && unsafe.stdout == "ok 1 - a\n1..1\n", "\(unsafe.stdout)\(unsafe.stderr)")
    }

    /// busted's helper runs before any spec file, where `describe`, `it`, `pending` and the
    /// hooks are nil: a helper that declares fails, and the run stops. transit ran the
    /// helper's tests once in each spec file, attributed to that file.
    @Test func aHelperThatDeclaresStopsTheRun() throws {
        let project = try RunnerCITests.Project([
            "helper.lua": "describe(\"from helper\", function() it(\"h\", function() print(\"helper test ran\") end) end)\n",
            "pending.lua": "pending(\"later\")\n",
            "spec/a_spec.lua": "it(\"a\", function() end)\n",
            "spec/b_spec.lua": "it(\"b\", function() end)\n",
        ])
        defer { project.remove() }
        for (helper, word) in [("helper.lua", "describe"), ("pending.lua", "pending")] {
            let r = try project.test(["-o", "TAP", "--helper", helper])
            #expect(r.status == 1 && r.stdout == "" && r.stderr == "transit: failed running the specified helper (\(helper)), error: "
                    + "\(helper):1: '\(word)' is not defined in a --helper: it runs before the spec files, which declare the tests\n",
                    "\(r.stdout)\(r.stderr)")
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--helper", helper], in: project.dir)
            #expect(theirs.status == 1 && theirs.stdout == "" && theirs.stderr == "busted: failed running the specified helper "
                    + "(\(helper)), error: \(helper):1: attempt to call a nil value (global '\(word)')\n", "\(theirs.stdout)\(theirs.stderr)")
        }
    }

    /// busted's helper_loader runs `dofile(path.normpath(helper))`: the helper's chunk is named
    /// by penlight's normal form of the path — no `./`, no `//`, no `a/..` — though the message
    /// names the helper as given. transit kept the path as given (`./helper.lua:2:`).
    @Test func aHelperPathIsNamedInItsNormalForm() throws {
        let project = try RunnerCITests.Project([
            "helper.lua": "HELPED = 1\nerror(\"helper broke\")\n",
            "a/keep.txt": "",
            "spec/a_spec.lua": "it(\"a\", function() end)\n",
        ])
        defer { project.remove() }
        for helper in ["./helper.lua", ".//helper.lua", "./a/../helper.lua", "a/./../helper.lua"] {
            try Self.expectHelperFails(in: project, helper, saying: "helper.lua:2: helper broke")
        }
    }

    /// `--helper helper` fails the run with busted's words and `error`, under transit and, when
    /// it is installed, under busted.
    static func expectHelperFails(in project: RunnerCITests.Project, _ helper: String, saying error: String) throws {
        let message = "failed running the specified helper (\(helper)), error: \(error)\n"
        let r = try project.test(["-o", "TAP", "--helper", helper])
        #expect(r.status == 1 && r.stdout == "" && r.stderr == "transit: " + message, "\(helper): \(r.stdout)\(r.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--helper", helper], in: project.dir)
        #expect(theirs.status == 1 && theirs.stderr == "busted: " + message, "\(helper): \(theirs.stdout)\(theirs.stderr)")
    }

    /// Penlight splits the path on its bytes: a `/` followed by a combining mark is still a
    /// separator, so `a/\u{301}/../helper.lua` is `a/helper.lua`. transit split the String's
    /// Characters, where the two are one, and ran another file (`helper.lua`).
    @Test func aCombiningMarkAfterASlashDoesNotJoinIt() throws {
        let project = try RunnerCITests.Project([
            "helper.lua": "error(\"the top one\")\n",
            "a/helper.lua": "HELPED = 1\nerror(\"the one in a\")\n",
            "spec/a_spec.lua": "it(\"a\", function() end)\n",
        ])
        defer { project.remove() }
        try Self.expectHelperFails(in: project, "a/\u{301}/../helper.lua", saying: "a/helper.lua:2: the one in a")
    }

    /// What a helper printed before it raised is shown before the error, as busted shows it.
    /// transit dropped it (the first run, in a state of its own, kept no output).
    @Test func aHelperThatRaisesShowsWhatItPrintedFirst() throws {
        let project = try RunnerCITests.Project([
            "helper.lua": "print(\"diagnostic before the error\")\nio.write(\"partial \")\nerror(\"boom\")\n",
            "spec/a_spec.lua": "it(\"a\", function() end)\n",
        ])
        defer { project.remove() }
        let error = "failed running the specified helper (helper.lua), error: helper.lua:3: boom\n"
        let r = try project.test(["-o", "TAP", "--helper", "helper.lua"])
        // a line io.write left open goes out as a line (transit's rule for every entry's output)
        #expect(r.status == 1 && r.stdout == "diagnostic before the error\npartial \n" && r.stderr == "transit: " + error,
                "\(r.stdout)\(r.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--helper", "helper.lua"], in: project.dir)
        #expect(theirs.status == 1 && theirs.stdout == "diagnostic before the error\npartial " && theirs.stderr == "busted: " + error,
                "\(theirs.stdout)\(theirs.stderr)")
    }

    /// busted runs a helper that succeeds once, before any file: what it prints shows once,
    /// ahead of the first file's own lines — whatever the format, the number of jobs, a filter
    /// that leaves the first file no test, or `--repeat`. transit printed it again before every file
    /// (`helper ran` twice here, the second before `ok 2 - b two`).
    @Test func aHelperThatRunsPrintsOnce() throws {
        let project = try RunnerCITests.Project([
            "helper.lua": "print(\"helper ran\")\nHELPED = 1\n",
            "spec/a_spec.lua": "print(\"top of a\")\ndescribe(\"a\", function() it(\"one\", function() assert.equal(1, HELPED) end) end)\n",
            "spec/b_spec.lua": "describe(\"b\", function() it(\"two\", function() assert.equal(1, HELPED) end) end)\n",
        ])
        defer { project.remove() }
        let expected: [([String], String)] = [
            (["-o", "TAP"], "helper ran\ntop of a\nok 1 - a one\nok 2 - b two\n1..2\n"),
            (["-o", "TAP", "--filter=two"], "helper ran\ntop of a\nok 1 - b two\n1..1\n"),
            (["--list"], "helper ran\ntop of a\nspec/a_spec.lua:2: a one\nspec/b_spec.lua:1: b two\n"),
            // once a process: not again in a repeat
            (["-o", "TAP", "--repeat", "2"], "helper ran\ntop of a\nok 1 - a one\nok 2 - b two\n1..2\ntop of a\nok 1 - a one\nok 2 - b two\n1..2\n"),
        ]
        for (words, stdout) in expected {
            for jobs in ["1", "2"] {
                let r = try project.test(words + ["--helper=helper.lua", "--jobs", jobs])
                #expect(r.status == 0 && r.stdout == stdout, "\(words) --jobs \(jobs): \(r.stdout)\(r.stderr)")
            }
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "--helper=helper.lua"] + words, in: project.dir)
            #expect(theirs.stdout == stdout, "busted \(words): \(theirs.stdout)\(theirs.stderr)")
        }
        // the terminal's and gtest's reports: once, before the first file's line
        for format in ["utfTerminal", "gtest"] {
            let r = try project.test(["-o", format, "--helper=helper.lua", "--color=never"])
            let lines = r.stdout.split(separator: "\n").map(String.init)
            #expect(lines.filter { $0 == "helper ran" }.count == 1 && lines.firstIndex(of: "helper ran")! + 1 == lines.firstIndex(of: "top of a"),
                    "\(format): \(r.stdout)")
        }
        // the JSON report: among the first test's lines printed before it, and no other's
        let json = try project.test(["-o", "json", "--helper=helper.lua", "--jobs", "2"])
        #expect(json.stdout.components(separatedBy: "\"helper ran\"").count == 2
                && json.stdout.contains("\"printedBefore\": [\n            \"helper ran\",\n            \"top of a\"\n"), "\(json.stdout)")
    }

    /// busted's helper_loader gives the helper an `arg` of its own — its `-Xhelper` words after
    /// the interpreter's, none without one — and puts the specs' back after it, whatever the
    /// helper did with it. The helper read the specs' (`arg[1]` "test") and could replace it.
    @Test func theHelperReadsAnArgOfItsOwn() throws {
        let project = try RunnerCITests.Project([
            "helper.lua": "print(\"helper\", #arg, arg[1], arg[0] ~= nil)\narg = {\"replaced\"}\n",
            "spec/a_spec.lua": "it(\"one\", function() assert.are_not.equal(\"replaced\", arg[1]) end)\n",
        ])
        defer { project.remove() }
        for words in [[], ["--unsafe"], ["--jobs", "2"]] {
            let r = try project.test(["-o", "TAP", "--helper=helper.lua"] + words)
            #expect(r.status == 0 && r.stdout == "helper\t0\tnil\ttrue\nok 1 - one\n1..1\n", "\(words): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("/usr/bin/lua5.4", ["/usr/bin/busted", "-o", "TAP", "--helper=helper.lua"], in: project.dir)
        #expect(theirs.stdout == "helper\t0\tnil\ttrue\nok 1 - one\n1..1\n", "\(theirs.stdout)\(theirs.stderr)")
    }
}
