import Foundation
import Testing
@testable import TransitSpec

/// The suite `transit-bench` generates (1,000 cases there) passes: a few cases of it here,
/// which also run the seed 003 ports through storyboard segues on every screen profile.
@Suite struct BenchmarkSuiteTests {
    @Test func theGeneratedRoundTripsPass() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = BenchmarkSuite.write(to: dir.path, files: 2, cases: 4)
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["roundtrip_01_spec.lua", "roundtrip_02_spec.lua"])
        let run = SuiteRunner(options: RunOptions(), reporter: ScriptSpecsTests.Quiet()).run(files: files)
        let problems = run.tests.compactMap { t in t.failure.map { "\(t.fullName): \($0.location): \($0.message)\n\($0.details)" } }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(run.counts.passed == 8)
        // every frame of both animations was checked (90 + 2 × 60), and the presentation chain 3 times
        #expect(run.tests.allSatisfy { $0.assertions == 90 + 120 + 3 })
    }
}
