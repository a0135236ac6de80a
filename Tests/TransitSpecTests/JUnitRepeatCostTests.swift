import Foundation
import Testing
@testable import TransitSpec

/// `--repeat N -o junit`: busted writes its one document at exit; Transit's reporters wrote it
/// again after every run, each holding every run so far — work growing with the square of the
/// runs (rev103b: `transit test --repeat 10000 -o junit --out o.xml` of a one-test spec took
/// 236 s, partly beside another run, where `-o TAP --out` took 47 s and busted's junit 29.5 s;
/// alone, 2000 runs took 14.8 s to `-o TAP`'s 6.4 s). Only the first run writes
/// now (its own document); the caller writes ``JUnitRounds/document()`` after the last.
@Suite struct JUnitRepeatCostTests {
    static func run(_ round: Int) -> RunResult {
        let test = TestResult(file: "spec/a_spec.lua", blocks: ["a"], name: "passes \(round)", line: 2, status: .passed)
        return RunResult(files: [FileResult(file: "spec/a_spec.lua", tests: [test])])
    }

    @Test func manyRunsTakeTimeInProportion() throws {
        let rounds = JUnitRounds()
        var written = 0
        let runs = 4000
        let start = Date()
        for round in 1...runs {
            JUnitReporter(rounds: rounds, round: (round, runs)) { written += $0.utf8.count }.finished(run: Self.run(round))
        }
        let document = rounds.document()
        let seconds = Date().timeIntervalSince(start)
        // the whole document once: 4000 suites of about 250 bytes (1 MB); the square was 2 GB
        #expect(written < 1_000)
        #expect(document.components(separatedBy: "<testsuite ").count - 1 == runs)
        #expect(document.contains("<testsuites name=\"transit test\" tests=\"4000\" failures=\"0\" errors=\"0\""))
        #expect(document.contains("name=\"spec/a_spec.lua (run 4000 of 4000)\""))
        #expect(seconds < 5, "\(seconds) s")
    }
}
