import Foundation
import Testing
@testable import TransitSpec

/// A failure whose message ends with one line break — `error("trail\n")`, and luassert's
/// `assert.array(t).has.no.holes()`, whose words are a `[[…]]` string ending in one — reads
/// with it in busted's reports: `-o TAP`'s `# ` line after the message, the terminal reports'
/// and gtest's empty line, `-o json`'s `\n`. transit split the message at its first line
/// break and, nothing following it, dropped it (found with a probe of luassert's array
/// modifier, busted97; Fixtures/busted/nl_end_spec.lua).
@Suite struct BustedTrailingNewlineTests {
    static let file = "nl_end_spec.lua"

    static func mine(_ format: OutputFormat) -> String {
        var text = ""
        let reporter = format.reporter(write: { text += $0 })
        let result = FileRunner.run(BustedCompatibilityTests.folder + "/" + file, options: RunOptions())
        reporter.started(files: [result.file])
        for t in result.tests { reporter.finished(test: t) }
        reporter.finished(file: result)
        reporter.finished(run: RunResult(files: [result]))
        return text
    }

    @Test(arguments: [OutputFormat.bustedTAP, .plainTerminal, .utfTerminal, .gtest])
    func aTrailingLineBreakIsKept(format: OutputFormat) throws {
        let mine = BustedLongPlaceTests.plain(Self.mine(format))
        if format == .bustedTAP {
            // busted's lines, pinned: the message's line break is an empty comment line
            #expect(mine.contains("# Failure message: nl_end_spec.lua:3: trail\n# \nnot ok 2"), "\(mine)")
            #expect(mine.contains("hole found at position: (number) 2\n# \nnot ok 3"), "\(mine)")
            #expect(mine.contains("nl_end_spec.lua:5: two\n# \n# \nnot ok 4"), "\(mine)")
            #expect(mine.contains("nl_end_spec.lua:6: none\n1..4"), "\(mine)")
        }
        guard FileManager.default.isExecutableFile(atPath: BustedCompatibilityTests.busted) else { return }
        let theirs = try BustedCompatibilityTests.busted(Self.file, format.rawValue)
        #expect(mine == BustedLongPlaceTests.plain(theirs), "\(format)")
    }

    /// `-o json`'s message is busted's text, line break and all.
    @Test func jsonKeepsIt() {
        let result = FileRunner.run(BustedCompatibilityTests.folder + "/" + Self.file, options: RunOptions())
        let messages = result.tests.compactMap { $0.bustedJSON["message"]?.string.map(BustedLongPlaceTests.plain) }
        #expect(messages == ["nl_end_spec.lua:3: trail\n",
                             "nl_end_spec.lua:4: Expected array to not have holes, hole found at position: (number) 2\n",
                             "nl_end_spec.lua:5: two\n\n", "nl_end_spec.lua:6: none"])
    }

    /// A `--jobs` worker hands its results over as JSON: the line break survives the trip.
    @Test func aWorkersResultKeepsIt() throws {
        let result = FileRunner.run(BustedCompatibilityTests.folder + "/" + Self.file, options: RunOptions())
        let back = result.tests.compactMap { TestResult(json: $0.json) }
        #expect(back.map { $0.failure?.bustedText } == result.tests.map { $0.failure?.bustedText })
        #expect((back.first?.failure?.bustedText).map(BustedLongPlaceTests.plain) == "nl_end_spec.lua:3: trail\n")
    }
}
