import Foundation
import Testing

/// A command-line pattern that backtracks without bound (stock Lua, and so busted, runs for
/// ever on `('(.-)'):rep(32) .. 'x'`) is the user's usage error, said once and naming the
/// option: it was matched in the spec's state, spent the spec's budget, and each file
/// reported `end_spec.lua:2: pattern matching too complex` at the `it` declaring the test.
@Suite struct CatastrophicPatternTests {
    static let pattern = String(repeating: "(.-)", count: 32) + "x"
    static let spec = """
        describe("outer", function()
          it("alpha test", function() end)
        end)
        """

    @Test(arguments: [["--filter", "1"], ["--filter", "2"], ["--filter-out", "1"], ["--filter-out", "2"]])
    func aPatternPastItsBudgetIsAUsageErrorSaidOnce(option: [String]) throws {
        let project = try RunnerCITests.Project(["a_spec.lua": Self.spec, "b_spec.lua": Self.spec])
        defer { project.remove() }
        let r = try project.test([option[0], Self.pattern, "--jobs", option[1], "a_spec.lua", "b_spec.lua"])
        #expect(r.status == 64, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr == "transit: \(option[0]) '\(Self.pattern)': pattern matching too complex (step limit exceeded: "
                    + "20000000 steps) on 'outer alpha test'\n(see 'transit test --help')\n")
        #expect(!r.stdout.contains("too complex"), "\(r.stdout)")
    }

    /// `-p` is tried on file names before anything runs: it failed silently (the file left out).
    @Test func aFilePatternPastItsBudgetIsAUsageError() throws {
        let project = try RunnerCITests.Project(["a_spec.lua": Self.spec])
        defer { project.remove() }
        let r = try project.test(["-p", Self.pattern, "."])
        #expect(r.status == 64, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.hasPrefix("transit: --pattern '\(Self.pattern)': pattern matching too complex (step limit exceeded: "
                    + "20000000 steps) on 'a_spec.lua'\n"), "\(r.stderr)")
    }
}
