import Foundation
import Testing

/// `--seed` past 32 bits, as busted's takes it (its `tonumber`, Lua's integer): the same
/// shuffle as busted 2.1.1 for that seed. transit refused any seed outside
/// -2147483648…2147483647 as a usage error.
@Suite struct BustedLargeSeedTests {
    static let specs = ["spec/s_spec.lua": """
        for i = 1, 6 do it("t" .. i, function() end) end
        it("random", function() error("x") end)
        """]

    /// busted's `-o TAP --shuffle-tests --seed N` lines, in its order.
    static let cases: [(String, [String])] = [
        ("4294967297", ["ok 1 - t2", "ok 2 - t5", "not ok 3 - random",
                        "ok 4 - t4", "ok 5 - t3", "ok 6 - t6", "ok 7 - t1"]),
        ("-4294967297", ["ok 1 - t6", "ok 2 - t3", "ok 3 - t2", "not ok 4 - random",
                         "ok 5 - t1", "ok 6 - t5", "ok 7 - t4"]),
    ]

    static func lines(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok") }
    }

    @Test func aSeedPast32BitsIsBustedsSeed() throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        for (seed, expected) in Self.cases {
            let r = try project.test(["-o", "TAP", "--shuffle-tests", "--seed", seed])
            #expect(r.status == 1 && Self.lines(r.stdout) == expected, "\(seed): \(r.stdout)\(r.stderr)")
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--shuffle-tests", "--seed=" + seed], in: project.dir)
            #expect(Self.lines(theirs.stdout) == expected, "busted \(seed): \(theirs.stdout)")
        }
    }
}
