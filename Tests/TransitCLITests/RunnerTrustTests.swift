import Foundation
import Testing

/// What CI reads from `transit test` stays true whatever a spec does or how the command
/// line spells a value: `--unsafe` specs cannot garble the report or end the run, shard 1/1
/// is the whole run, numbers have one syntax on every command, TAP carries no control
/// characters.
@Suite struct RunnerTrustTests {
    static let unsafeSpecs: [String: String] = [
        "spec/a_spec.lua": """
        describe("unsafe", function()
          it("writes raw stdout", function() io.write("{\\"bogus\\": 1}\\n") io.stdout:write("garbage") io.stdout:flush() end)
          it("prints", function() print("hello from print") end)
          it("after", function() assert.is_true(true) end)
        end)
        """,
        "spec/b_spec.lua": """
        it("exits", function() os.exit(3) end)
        it("never reached", function() end)
        """,
        "spec/c_spec.lua": #"it("c runs", function() assert.is_true(true) end)"#,
    ]

    @Test func unsafeSpecsCannotCorruptTheReportOrEndTheRun() throws {
        let project = try RunnerCITests.Project(Self.unsafeSpecs)
        defer { project.remove() }
        var reports: [[String: Int]] = []
        for jobs in ["1", "2"] {
            let r = try project.test(["--unsafe", "--jobs", jobs, "-o", "json"])
            // before, under --jobs 1 the spec's bytes came first and os.exit ended the run
            let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
            let summary = json?["summary"] as? [String: Int]
            #expect(r.status == 1 && summary?["passed"] == 4 && summary?["errored"] == 1, "--jobs \(jobs): \(r.stdout)")
            reports.append(summary ?? [:])
        }
        #expect(reports[0] == reports[1])
        // one file, one job: contained too
        let one = try project.test(["--unsafe", "spec/b_spec.lua"])
        // under LeakSanitizer (make sanitize) the worker's status is the sanitizer's: os.exit
        // abandons the Lua state, which it reports as a leak
        let sanitized = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
        #expect(one.status == 1 && one.stdout.contains(sanitized ? "exited with status" : "exited with status 3"), "\(one.stdout)")
    }

    @Test func shardOneOfOneIsTheWholeRun() throws {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": #"it("a", function() assert.is_true(true) end)"#])
        defer { project.remove() }
        let whole = try project.test(["--filter", "nothing"])
        #expect(whole.status == 5)
        let one = try project.test(["--filter", "nothing", "--shard", "1/1"])
        #expect(one.status == 5 && one.stderr.contains("no test selected"), "\(one.stderr)")
        let bazel = try project.test(["--filter", "nothing"], environment: ["TEST_TOTAL_SHARDS": "1", "TEST_SHARD_INDEX": "0"])
        #expect(bazel.status == 5, "\(bazel.stderr)")
        // a part of a split may be empty: exit 0 (the other part ran the test)
        let statuses = try ["1/2", "2/2"].map { try project.test(["--shard", $0]).status }
        #expect(statuses == [0, 0])
    }

    @Test func numbersHaveOneSyntaxOnEveryCommand() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": #"it("a #fast", function() assert.is_true(true) end) it("b", function() end)"#,
            "s.lua": "print(math.random(1000))",
        ])
        defer { project.remove() }
        for words in [["--time", "0x10"], ["--memory", "0x40"], ["--time", "+1"], ["--jobs", "+2"], ["--time", "1e3"],
                      ["--time", "inf"], ["--instructions", "1_000"], ["--memory", " 8"]] {
            let r = try project.test(words)
            #expect(r.status == 64, "test \(words): \(r.stderr)")
            let run = try Executable.run("transit", ["run"] + words + ["s.lua"], in: project.dir)
            #expect(run.status == 64, "run \(words): \(run.stderr)")
        }
        // a negative seed is transit run's range error; transit test takes it, as busted does
        let negative = try Executable.run("transit", ["run", "--seed", "-1", "s.lua"], in: project.dir)
        #expect(negative.status == 64, "run --seed -1: \(negative.stderr)")
        let shard = try project.test(["--shard", "+1/2"])
        #expect(shard.status == 64, "\(shard.stderr)")
        for words in [["--time", ".5"], ["--time", "2"], ["--time", "1.25"], ["--memory", "64"], ["--seed", "7"], ["--seed", "-1"]] {
            let r = try project.test(words)
            #expect(r.status == 0, "test \(words): \(r.stderr)")
        }
    }

    /// A number in another syntax (an exponent, hex, `+`, `inf`) is refused by the syntax
    /// docs/cli.md gives, and the message says so: `--scale 1e3: expected a number, got '1e3'`
    /// told the user that 1e3 is no number.
    @Test func aNumberInAnotherSyntaxIsToldTheSyntax() throws {
        let project = try RunnerCITests.Project(["s.lua": "print(1)"])
        defer { project.remove() }
        let cases: [([String], String)] = [
            (["render", "--scale", "1e3"], "--scale: expected a number in decimal digits (0.5; no exponent, hex, + or inf), got '1e3'"),
            (["run", "--time", "inf"], "--time: expected a number in decimal digits (0.5; no exponent, hex, + or inf), got 'inf'"),
            (["render", "--fps", "1e1"], "--fps: expected a whole number in decimal digits (no exponent, hex or +), got '1e1'"),
            (["run", "--memory", "0x40"], "--memory: expected a whole number in decimal digits (no exponent, hex or +), got '0x40'"),
            (["run", "--time", "soon"], "--time: expected a number, got 'soon'"),
            (["run", "--memory", "lots"], "--memory: expected a whole number, got 'lots'"),
        ]
        for (words, message) in cases {
            let r = try Executable.run("transit", words + ["s.lua"], in: project.dir)
            #expect(r.status == 64 && r.stderr.hasPrefix("transit: \(message)\n"), "\(words): \(r.stderr)")
        }
    }

    @Test func aShortOptionWithEqualsReadsAsItsValue() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": #"it("a #fast", function() assert.is_true(true) end) it("b", function() end)"#,
        ])
        defer { project.remove() }
        // busted reads -t=fast as -t fast; before, the tag was "=fast" and nothing ran
        let eq = try project.test(["-t=fast"]), spaced = try project.test(["-t", "fast"])
        #expect(eq.status == 0 && eq.stdout.hasSuffix("1 passed, 0 failed\n"), "\(eq.stdout)\(eq.stderr)")
        #expect(spaced.stdout.hasSuffix("1 passed, 0 failed\n"))
        let tap = try project.test(["-o=tap"])
        #expect(tap.status == 0 && tap.stdout.hasPrefix("TAP version 14\n"), "\(tap.stdout)\(tap.stderr)")
    }

    @Test func tapEscapesControlCharacters() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": #"""
            describe("esc\27[31m red\0", function()
              it("bell\7 and tab\t and del\127", function() print("out\27[0m\1") error("boom\27[2J\0") end)
            end)
            """#,
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "tap"])
        #expect(r.status == 1)
        // only line feeds, and tabs inside YAML block scalars, below U+0020; no DEL
        let bad = r.stdout.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F }
        #expect(bad.isEmpty, "\(bad.map(\.value)) in \(r.stdout)")
        #expect(r.stdout.contains("# Subtest: esc\u{FFFD}[31m red\u{FFFD}"), "\(r.stdout)")
        #expect(r.stdout.contains("not ok 1 - bell\u{FFFD} and tab  and del\u{FFFD}"), "\(r.stdout)")
        #expect(r.stdout.contains("out\u{FFFD}[0m\u{FFFD}"), "\(r.stdout)")
    }
}
