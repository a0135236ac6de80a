import Foundation
import Testing

/// `transit test` end to end, on the fixture suite (Tests/TransitSpecTests/Fixtures/suite,
/// whose .transit.lua sets a small instruction budget and a "fast" task).
@Suite struct TestCommandTests {
    static let suite = Executable.root.appendingPathComponent("Tests/TransitSpecTests/Fixtures/suite")

    static func test(_ arguments: String...) throws -> Execution {
        try Executable.run("transit", ["test"] + arguments, in: suite)
    }

    /// The JSON report without its wall-clock durations.
    static func results(_ execution: Execution) throws -> String {
        var text = execution.stdout
        text = text.replacingOccurrences(of: #""duration": [0-9.e-]+"#, with: #""duration": 0"#, options: .regularExpression)
        // luassert shows tables with their addresses, which differ between processes
        text = text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
        return text
    }

    @Test func theFixtureSuiteFailsWithExactCounts() throws {
        let r = try Self.test()
        #expect(r.status == 1)
        #expect(r.stdout.hasSuffix("\n9 passed, 12 failed, 4 skipped\n"))
        #expect(r.stdout.contains("\n9 successes / 2 failures / 10 errors / 4 pending : "))
        // the config's paths are {"."}: files found there are named from it, as busted names them
        #expect(r.stdout.hasPrefix("./syntax_spec.lua E\n./errors_spec.lua EEEEEEE\n./failing_spec.lua FF.\n"))
        #expect(r.stderr == "")
    }

    @Test func manyJobsReportExactlyWhatOneJobDoes() throws {
        let one = try Self.test("--jobs", "1", "--output", "json")
        let two = try Self.test("--jobs", "2", "--output", "json")
        #expect(one.status == 1 && two.status == 1)
        #expect(one.stdout.contains("\"fullName\": \"errors indexes nil\""))
        #expect(try Self.results(two) == Self.results(one))
        let tapOne = try Self.test("--jobs", "1", "--output", "tap")
        let tapThree = try Self.test("--jobs", "3", "--output", "tap")
        #expect(try Self.results(tapThree) == Self.results(tapOne))
    }

    @Test func shardsSplitTheSuiteAndTogetherCoverIt() throws {
        func names(_ r: Execution) -> [String] {
            r.stdout.split(separator: "\n").filter { $0.contains("\"fullName\"") && !$0.contains("(load)") && !$0.contains("(teardown)") }
                .map(String.init)
        }
        let all = names(try Self.test("--output", "json"))
        let first = names(try Self.test("--output", "json", "--shard", "1/2"))
        let second = names(try Self.test("--output", "json", "--shard", "2/2", "--jobs", "2"))
        #expect(!first.isEmpty && !second.isEmpty)
        #expect((first + second).sorted() == all.sorted())
    }

    @Test func aTaskOfTheConfigSelectsTests() throws {
        let r = try Self.test("passing_spec.lua", "pending_spec.lua", "--run", "fast")
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("\n3 passed, 0 failed\n"))
    }

    @Test func junitGoesToItsFileAndTheTerminalKeepsTheHumanReport() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-junit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("report.xml").path
        let r = try Self.test("--output", "junit", "--out", out)
        #expect(r.status == 1)
        #expect(r.stdout.hasSuffix("9 passed, 12 failed, 4 skipped\n"))
        let xml = try String(contentsOfFile: out, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"transit test\" tests=\"25\" failures=\"2\" errors=\"10\" skipped=\"4\""))
    }

    @Test func failFastStopsTheRun() throws {
        let r = try Self.test("--fail-fast", "--jobs", "2")
        #expect(r.status == 1)
        #expect(r.stdout.contains("Stopped at the first failure (--fail-fast)."))
        #expect(r.stdout.hasSuffix("\n0 passed, 1 failed\n"))
    }

    @Test func passingSpecsExitZero() throws {
        let r = try Self.test("passing_spec.lua", "focus_spec.lua")
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("\n6 passed, 0 failed, 1 skipped\n"))
    }

    @Test func usageErrorsExit64() throws {
        for args in [["--output", "xml"], ["--shard", "3/2"], ["--jobs", "0"], ["--filter", "[a"], ["--wat"],
                     ["--run", "nosuch"], ["--seed", "x"]] {
            let r = try Executable.run("transit", ["test"] + args, in: Self.suite)
            #expect(r.status == 64, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("transit: "), "\(args)")
        }
    }

    @Test func nothingToRunIsAFailure() throws {
        let r = try Executable.run("transit", ["test", "no/such/dir"])
        #expect(r.status == 1)
        #expect(r.stderr == "transit: no such file or folder: no/such/dir\n")
        let help = try Executable.run("transit", ["test", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--shard <K/N>"))
    }

    /// Every bundled spec passes in any order and with any seed: `--seed` reseeds
    /// `math.random` before every test (as busted does), and no test may lean on another
    /// having run before it.
    @Test(arguments: [1, 5, 6, 42, 2024])
    func theBundledSpecsPassShuffledWithAnySeed(seed: Int) throws {
        let r = try Executable.run("transit", ["test", "scripts", "--shuffle", "--seed", String(seed)])
        #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
        #expect(r.stdout.contains("Shuffled with --seed \(seed)"))
        #expect(r.stdout.contains(" passed, 0 failed"))
    }
}
