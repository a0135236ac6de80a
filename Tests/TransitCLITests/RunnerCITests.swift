import Foundation
import Testing

/// `transit test` as CI runs it: every option reaches every worker, shards partition the
/// run, an empty selection says so, reports land where CI looks (Bazel, GitHub Actions).
@Suite struct RunnerCITests {
    /// A throwaway project: `files` maps relative paths to contents.
    struct Project {
        let dir: URL

        init(_ files: [String: String]) throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-ci-\(UUID().uuidString)")
            for (path, text) in files {
                let url = dir.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }

        func test(_ arguments: [String], environment: [String: String] = [:]) throws -> Execution {
            try Executable.run("transit", ["test"] + arguments, in: dir, environment: environment)
        }

        func remove() { try? FileManager.default.removeItem(at: dir) }
    }

    /// Three files; the default task keeps only #a, the "ci" task leaves out #slow.
    static let tagged: [String: String] = [
        ".transit.lua": """
        return {
          _all = { paths = {"spec"} },
          default = { tags = {"a"} },
          ci = { exclude_tags = {"slow"} },
        }
        """,
        "other.lua": "return { default = { tags = {\"b\"} } }",
        "spec/one_spec.lua": """
        describe("one", function()
          it("first #a", function() assert.truthy(1) end)
          it("second #b", function() assert.truthy(1) end)
          it("third #slow", function() assert.truthy(1) end)
        end)
        """,
        "spec/two_spec.lua": """
        describe("two", function()
          it("first #a #slow", function() assert.truthy(1) end)
          it("second", function() assert.truthy(1) end)
        end)
        """,
        "spec/three_spec.lua": """
        describe("three", function()
          it("only #b", function() assert.truthy(1) end)
        end)
        """,
    ]

    /// The closing line's counts: passed, failed, skipped.
    static func counts(_ r: Execution) -> [Int] {
        let last = r.stdout.split(separator: "\n").last.map(String.init) ?? ""
        var numbers: [Int] = [0, 0, 0]
        for (i, word) in ["passed", "failed", "skipped"].enumerated() {
            if let range = last.range(of: #"(\d+) "# + word, options: .regularExpression) {
                numbers[i] = Int(last[range].split(separator: " ")[0]) ?? -1
            }
        }
        return numbers
    }

    @Test func theSameTestsRunAtAnyNumberOfJobs() throws {
        let project = try Project(Self.tagged)
        defer { project.remove() }
        for (words, passed) in [([String](), 2), (["--run", "ci"], 4), (["--config", "other.lua"], 2),
                                (["-r", "ci", "-t", "b"], 2)] {
            let one = try project.test(words + ["--jobs", "1", "--output", "tap"])
            #expect(one.status == 0, "\(words): \(one.stderr)")
            for jobs in ["2", "3"] {
                let many = try project.test(words + ["--jobs", jobs, "--output", "tap"])
                #expect(many.stdout == one.stdout, "\(words) --jobs \(jobs)")
            }
            for jobs in ["1", "3"] {
                let human = try project.test(words + ["--jobs", jobs])
                #expect(Self.counts(human) == [passed, 0, 0], "\(words) --jobs \(jobs): \(human.stdout)")
            }
        }
    }

    @Test func shardsSumToTheWholeLoadErrorsIncluded() throws {
        let project = try Project([
            "spec/a_spec.lua": (1...7).map { "it('a\($0)', function() assert.truthy(1) end)" }.joined(separator: "\n"),
            "spec/b_spec.lua": "it('b fails', function() assert.equal(1, 2) end)\nit('b passes', function() end)",
            "spec/broken_spec.lua": "it('x', function() local = 1 end)",
            "spec/empty_spec.lua": "describe('nothing', function() end)",
        ])
        defer { project.remove() }
        let whole = Self.counts(try project.test(["--jobs", "1"]))
        #expect(whole == [8, 2, 0])
        for n in [2, 3] {
            var sum = [0, 0, 0]
            for k in 1...n {
                for jobs in ["1", "2"] {
                    let part = Self.counts(try project.test(["--shard", "\(k)/\(n)", "--jobs", jobs]))
                    if jobs == "1" { sum = zip(sum, part).map(+) }
                }
            }
            #expect(sum == whole, "--shard k/\(n)")
        }
    }

    @Test func noTestSelectedSaysWhyAndFails() throws {
        let project = try Project(["spec/a_spec.lua": "it('only #x', function() assert.truthy(1) end)"])
        defer { project.remove() }
        let r = try project.test(["--tags", "nosuch", "--filter", "zzz"])
        #expect(r.status == 5)
        #expect(r.stderr == "transit: no test selected: 1 spec file ran; --filter zzz, --tags nosuch left none\n")
        let none = try Project(["spec/a_spec.lua": "describe('d', function() end)"])
        defer { none.remove() }
        let empty = try none.test([])
        #expect(empty.status == 5 && empty.stderr == "transit: no test selected: 1 spec file ran; they declare no test\n")
        // one test, two shards: one shard runs it, the other is empty and still passes
        let shards = try ["1/2", "2/2"].map { try project.test(["--shard", $0]) }
        #expect(shards.map(\.status) == [0, 0])
        #expect(shards.filter { $0.stderr.contains("no test selected: 1 spec file ran; --shard") }.count == 1)
        #expect(shards.map { Self.counts($0)[0] }.sorted() == [0, 1])
    }

    /// What a file prints outside its tests shows once in each shard's output: each shard is
    /// a run of its own and loads every file, as busted loads every file whatever `--filter`
    /// selects (docs/testing.md, "--shard K/N"); each test runs in one shard.
    @Test func eachShardShowsAFilesTopLevelOutputOnce() throws {
        let project = try Project(["spec/a_spec.lua": """
            print("loading a")
            describe("a", function()
              print("describing a")
              for i = 1, 4 do it("t" .. i, function() print("in t" .. i) end) end
            end)
            """])
        defer { project.remove() }
        let shards = try ["1/2", "2/2"].map { try project.test(["--shard", $0]) }
        for r in shards {
            #expect(r.stdout.components(separatedBy: "loading a\n").count == 2, "\(r.stdout)")
            #expect(r.stdout.components(separatedBy: "describing a\n").count == 2, "\(r.stdout)")
        }
        #expect(shards.map { Self.counts($0)[0] }.reduce(0, +) == 4)      // each test in one shard
    }

    @Test func outMakesItsFolders() throws {
        let project = try Project(["spec/a_spec.lua": "it('a', function() assert.truthy(1) end)"])
        defer { project.remove() }
        let r = try project.test(["--output", "junit", "--out", "build/reports/junit.xml"])
        #expect(r.status == 0, "\(r.stderr)")
        let xml = try String(contentsOf: project.dir.appendingPathComponent("build/reports/junit.xml"), encoding: .utf8)
        #expect(xml.contains("<testcase classname=\"spec/a_spec.lua\" name=\"a\""))
    }

    @Test func bazelsShardingProtocol() throws {
        let project = try Project([
            "spec/a_spec.lua": (1...6).map { "it('a\($0)', function() assert.truthy(1) end)" }.joined(separator: "\n"),
        ])
        defer { project.remove() }
        let status = project.dir.appendingPathComponent("shard.status")
        let xml = project.dir.appendingPathComponent("outputs/test.xml")
        var total = 0
        for index in 0..<2 {
            let r = try project.test([], environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)",
                                                       "TEST_SHARD_STATUS_FILE": status.path, "XML_OUTPUT_FILE": xml.path])
            let explicit = try project.test(["--shard", "\(index + 1)/2"])
            #expect(Self.counts(r) == Self.counts(explicit))
            total += Self.counts(r)[0]
            #expect(FileManager.default.fileExists(atPath: status.path))
            let report = try String(contentsOf: xml, encoding: .utf8)
            #expect(report.contains("tests=\"\(Self.counts(r)[0])\""))
        }
        #expect(total == 6)
        let bad = try project.test([], environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"])
        #expect(bad.status == 64)
    }

    @Test func githubAnnotationsEscapeAsGitHubDocuments() throws {
        let project = try Project([
            "spec/gh_spec.lua": """
            describe("gh, a:b", function()
              it("fails 100%", function()
                error("50% off\\r\\nline two", 0)
              end)
              it("passes", function() assert.truthy(1) end)
            end)
            """,
        ])
        defer { project.remove() }
        let r = try project.test(["--output", "github"])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }.map(String.init)
        // commands stopped while the human report is written, by a token of 128 random bits
        let token = lines.first?.dropFirst("::stop-commands::".count) ?? ""
        #expect(token.count == 32 && token.allSatisfy(\.isHexDigit), "\(r.stdout)")
        #expect(lines == ["::stop-commands::\(token)", "::\(token)::",
                          "::error file=spec/gh_spec.lua,line=3,title=gh%2C a%3Ab fails 100%25::50%25 off%0D%0Aline two"])
        #expect(r.stdout.contains("1 passed, 1 failed"))
    }

    @Test func bustedsConfigFlagsAndModulePath() throws {
        let project = try Project([
            ".busted": """
            return {
              _all = { verbose = true, coverage = false },
              default = { ROOT = {"spec"}, ["exclude-tags"] = "slow" },
              unit = { ROOT = {"spec"}, tags = {"unit"} },
            }
            """,
            "src/calc.lua": "return { add = function(a, b) return a + b end }",
            "src/shapes/init.lua": "return { sides = 4 }",
            "util.lua": "return { twice = function(x) return 2 * x end }",
            "lib/extra.lua": "return 42",
            "spec/calc_spec.lua": """
            local calc = require("calc")
            local shapes = require("shapes")
            local util = require("util")
            describe("calc", function()
              it("adds #unit", function() assert.equal(3, calc.add(1, 2)) end)
              it("counts sides", function() assert.equal(4, shapes.sides) end)
              it("doubles #slow", function() assert.equal(4, util.twice(2)) end)
            end)
            """,
            "checks/extra_check.lua": """
            it("reads lib", function() assert.equal(42, require("extra")) end)
            """,
            "checks/src_check.lua": """
            it("finds src", function() assert.equal(4, require("shapes").sides) end)
            """,
        ])
        defer { project.remove() }
        let plain = try project.test([])
        #expect(plain.status == 0, "\(plain.stdout)\(plain.stderr)")
        #expect(Self.counts(plain) == [2, 0, 0])
        #expect(Self.counts(try project.test(["-r", "unit"])) == [1, 0, 0])
        // --lpath replaces busted's src default, as busted's does (busted 2.1.1 on these files:
        // 2 successes by default, 1 with -r unit, and with this --lpath src_check errors)
        let lpath = try project.test(["checks", "-p", "_check", "--lpath", "./lib/?.lua"])
        #expect(lpath.status == 1, "\(lpath.stdout)\(lpath.stderr)")
        #expect(Self.counts(lpath) == [1, 1, 0])
        #expect(Self.counts(try project.test(["checks", "-p", "_check"])) == [1, 1, 0])   // extra is not on the path
        let json = try project.test(["-o", "json", "--exclude-tags", "unit"])
        #expect(json.stdout.contains("counts sides") && !json.stdout.contains("adds"))
    }

    /// A config is a script, run as stock Lua runs it: with its collector running. It is a
    /// `transit test` process's first state — the start arena's, which holds its collector
    /// until a script starts — and it ran held: `isrunning` false and all its garbage kept (a
    /// config making 3 M small tables peaked at 375 MB). The task's tag says what it saw.
    @Test func aConfigRunsWithItsCollectorRunningAsStockLuaRunsIt() throws {
        let project = try Project([
            ".busted": #"return { default = { tags = collectgarbage("isrunning") and "running" or "held" } }"#,
            "spec/gc_spec.lua": """
            it("sees the collector running #running", function() end)
            it("sees the collector held #held", function() end)
            """,
        ])
        defer { project.remove() }
        let r = try project.test(["-o", "json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("sees the collector running") && !r.stdout.contains("held"), "\(r.stdout)")
        // (busted reads `.busted` in its own Lua, 5.1 here, which has no 'isrunning')
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/lua5.4") else { return }
        let stock = try Executable.run("lua5.4", ["-e", "print(dofile('.busted').default.tags)"], in: project.dir)
        #expect(stock.stdout == "running\n", "\(stock.stdout)\(stock.stderr)")
    }

    @Test func declaredOptionsParseAndExplainThemselves() throws {
        let typo = try Executable.transit("test", "--tag", "x")
        #expect(typo.status == 64)
        #expect(typo.stderr.hasPrefix("transit: unknown option --tag (did you mean '--tags'?)\n"))
        let number = try Executable.transit("run", "hello", "--time", "soon")
        #expect(number.stderr.hasPrefix("transit: --time: expected a number, got 'soon'\n"))
        let missing = try Executable.transit("run", "hello", "--fps")
        #expect(missing.stderr.hasPrefix("transit: option --fps is missing its value <N>\n"))
        let help = try Executable.transit("test", "--help")
        for line in ["  -p, --pattern <lua-pattern>", "  -o, --output <format>", "  -r, --run <task>",
                     "  -f, --config <file>, --config-file", "  -m, --lpath <templates>"] {
            #expect(help.stdout.contains(line), "\(line)")
        }
        #expect(!help.stdout.contains("--worker"))
        // the limits' defaults come from the runtime's own
        let run = try Executable.transit("run", "--help")
        #expect(run.stdout.contains("--memory <MB>         Memory limit in MiB (default: 256)."))
        // after --, -h is the script's
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("args-\(UUID().uuidString).lua")
        try "print(...)".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let passed = try Executable.transit("run", script.path, "--quiet", "--", "-h", "--help")
        #expect(passed.status == 0 && passed.stdout == "-h\t--help\n")
        // a script's own -v after the script is its, as lua5.4's; before it, a usage error
        let own = try Executable.transit("run", script.path, "--quiet", "-v", "-1")
        #expect(own.status == 0 && own.stdout == "-v\t-1\n")
        #expect(try Executable.transit("run", "-v", script.path).status == 64)
    }
}
