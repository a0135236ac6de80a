import Foundation
import Testing
@testable import TransitSpec

/// A test that stops itself with `return pending(…)` — a tail call, so the test's frame is
/// gone when pending raises — is pending as under busted, named at its own line
/// (Fixtures/busted/pending_tail_spec.lua). transit named line 0, a line no file has
/// (`pending_tail_spec.lua:0: by a tail call`); busted names its script's main chunk,
/// `/usr/bin/busted:3`, where its trace walks past its own frames (drauschenbach/stuart).
@Suite struct BustedPendingPlaceTests {
    static let file = "pending_tail_spec.lua"

    @Test func aTailCalledPendingIsPlacedAtItsTest() throws {
        let result = FileRunner.run(BustedCompatibilityTests.folder + "/" + Self.file, options: RunOptions())
        #expect(result.tests.map(\.status) == [.skipped, .skipped])
        let places = result.tests.map { ($0.failure?.location ?? "").replacingOccurrences(of: "Tests/TransitSpecTests/Fixtures/busted/", with: "") }
        #expect(places == ["pending_tail_spec.lua:6", "pending_tail_spec.lua:10"])
        var tap = ""
        let reporter = BustedTAPReporter { tap += $0 }
        for t in result.tests { reporter.finished(test: t) }
        reporter.finished(run: RunResult(files: [result]))
        #expect(tap.contains("ok 1 - # SKIP Tests/TransitSpecTests/Fixtures/busted/pending_tail_spec.lua:6: by a tail call\n"), "\(tap)")
        guard FileManager.default.isExecutableFile(atPath: BustedCompatibilityTests.busted) else { return }
        // busted's counts and the call's place are the same; the tail call's is its own script's
        let theirs = try BustedCompatibilityTests.busted(Self.file, "TAP")
        #expect(theirs == "ok 1 - # SKIP /usr/bin/busted:3: by a tail call\nok 2 - # SKIP pending_tail_spec.lua:10: by a call\n1..2\n")
    }
}
