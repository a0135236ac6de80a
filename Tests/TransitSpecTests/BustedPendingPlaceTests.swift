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
        // the path from the package root is past 59 bytes: cut as Lua cuts a chunk's name, as
        // busted 2.1.1 run from there names the second (`...s/TransitSpecTests/…:10: by a call`)
        let cut = "...s/TransitSpecTests/Fixtures/busted/pending_tail_spec.lua"
        #expect(result.tests.map { $0.failure?.location ?? "" } == [cut + ":6", cut + ":10"])
        var tap = ""
        let reporter = BustedTAPReporter { tap += $0 }
        for t in result.tests { reporter.finished(test: t) }
        reporter.finished(run: RunResult(files: [result]))
        #expect(tap.contains("ok 1 - # SKIP \(cut):6: by a tail call\n"), "\(tap)")
        guard FileManager.default.isExecutableFile(atPath: BustedCompatibilityTests.busted) else { return }
        // busted's counts and the call's place are the same; the tail call's is its own script's
        let theirs = try BustedCompatibilityTests.busted(Self.file, "TAP")
        #expect(theirs == "ok 1 - # SKIP /usr/bin/busted:3: by a tail call\nok 2 - # SKIP pending_tail_spec.lua:10: by a call\n1..2\n")
    }
}
