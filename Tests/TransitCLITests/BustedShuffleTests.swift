import Foundation
import Testing

/// `--shuffle`, `--shuffle-files` and `--shuffle-tests` with `--seed N` run the tests in
/// busted 2.1.1's order for the same seed (busted's shuffle, drawn by the same Lua 5.4): the
/// orders written here are busted's own `-o TAP` lines for this project, checked again
/// against busted where it is installed.
@Suite struct BustedShuffleTests {
    /// Four files alike: tests at the top, a block with a hook, five tests and a block that
    /// keeps its order (`randomize(false)`).
    static let specs: [String: String] = Dictionary(uniqueKeysWithValues: "abcd".map { f in
        ("spec/\(f)_spec.lua", """
        it("\(f) top1", function() end)
        describe("\(f) block", function()
          before_each(function() end)
          for i = 1, 5 do it("t" .. i, function() end) end
          describe("inner", function()
            randomize(false)
            it("x", function() end)
            it("y", function() end)
            it("z", function() end)
          end)
        end)
        it("\(f) top2", function() end)
        """)
    })

    /// The full names in the order of busted's `-o TAP` lines.
    static func order(_ r: Execution) -> [String] {
        r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.map { line in
            String(line.split(separator: " ", maxSplits: 3)[3])
        }
    }

    /// One file's order, with its letter.
    static func file(_ f: String, _ names: String) -> [String] {
        names.split(separator: "|").map { $0.hasPrefix("top") ? "\(f) \($0)" : "\(f) block \($0)" }
    }

    static let cases: [([String], [String])] = [
        (["--shuffle", "--seed", "5"], "adbc".flatMap { file(String($0), "top1|inner x|inner y|inner z|t1|t4|t3|t5|t2|top2") }),
        (["--shuffle-files", "--seed", "11"], "cbad".flatMap { file(String($0), "top1|t1|t2|t3|t4|t5|inner x|inner y|inner z|top2") }),
        (["--shuffle-tests", "--seed", "3"], "abcd".flatMap { file(String($0), "top1|top2|t2|t5|t4|t3|inner x|inner y|inner z|t1") }),
        // a sort wins over a shuffle, of files as of tests (busted's execute.lua and block.lua:
        // `if sort … elseif shuffle`): the files in path order, not a, c, b, d
        (["--sort", "--shuffle", "--seed", "2"], "abcd".flatMap { file(String($0), "inner x|inner y|inner z|t1|t2|t3|t4|t5|top1|top2") }),
        (["--sort-files", "--shuffle-files", "--seed", "2"], "abcd".flatMap { file(String($0), "top1|t1|t2|t3|t4|t5|inner x|inner y|inner z|top2") }),
        // a negative seed, as busted's --seed takes one
        (["--shuffle-files", "--seed", "-5"], "bcda".flatMap { file(String($0), "top1|t1|t2|t3|t4|t5|inner x|inner y|inner z|top2") }),
        (["--shuffle-tests", "--seed", "-5"], "abcd".flatMap { file(String($0), "t5|t3|t2|t1|inner x|inner y|inner z|t4|top2|top1") }),
    ]

    @Test(arguments: [1, 2]) func theOrderIsBustedsForTheSeed(jobs: Int) throws {
        let project = try RunnerCITests.Project(Self.specs)
        defer { project.remove() }
        for (words, expected) in Self.cases {
            let r = try project.test(words + ["-o", "TAP", "--jobs", String(jobs)])
            #expect(Self.order(r) == expected, "\(words): \(r.stdout)\(r.stderr)")
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"] + words, in: project.dir)
            #expect(Self.order(theirs) == expected, "busted \(words): \(theirs.stdout)")
        }
    }

    /// A seed a script gives `randomize` that no integer holds (huge, NaN, infinite, a
    /// fraction) is an argument error at its line, never a trap in a conversion; the whole
    /// integer range is a seed.
    @Test(arguments: ["1e300", "0/0", "math.huge", "2^63", "0.5"])
    func aSeedNoIntegerHoldsIsAnErrorAtItsLine(seed: String) throws {
        let project = try RunnerCITests.Project([
            "spec/r_spec.lua": #"describe("d", function() randomize(\#(seed)) it("a", function() end) end)"#,
        ])
        defer { project.remove() }
        let r = try project.test(["spec/r_spec.lua"])
        #expect(r.status == 1 && r.reason == .exit, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("spec/r_spec.lua:1: bad argument #1 to 'randomize' (number has no integer representation)"), "\(r.stdout)")
    }

    @Test(arguments: ["math.mininteger", "math.maxinteger", "-1"])
    func everyIntegerIsASeed(seed: String) throws {
        let project = try RunnerCITests.Project([
            "spec/r_spec.lua": #"describe("d", function() randomize(\#(seed)) it("a", function() end) it("b", function() end) end)"#,
        ])
        defer { project.remove() }
        let r = try project.test(["spec/r_spec.lua"])
        #expect(r.status == 0 && r.stdout.hasSuffix("2 passed, 0 failed\n"), "\(r.stdout)\(r.stderr)")
    }
}
