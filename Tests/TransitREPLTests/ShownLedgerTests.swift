import Testing
@testable import TransitREPL

/// The ledger of what the console showed (``ShownLedger``): what a stage's line is news by.
@Suite struct ShownLedgerTests {
    @Test func aLineIsNewsOnlyBeyondWhatWasShownAtItsInstant() {
        var ledger = ShownLedger()
        let lines = [("done", 10), ("done", 10), ("done", 11), ("other", 10)]
        // a stage run forward: everything is news, the same text twice at one instant too
        var news = lines.map { ledger.isNews($0.0, at: Int64($0.1), replaying: false) }
        #expect(news == [true, true, true, true])
        // a rebuild producing them again, and once more "done" at 10 s: only that is news
        ledger.beginReplay()
        news = (lines + [("done", 10)]).map { ledger.isNews($0.0, at: Int64($0.1), replaying: true) }
        #expect(news == [false, false, false, false, true])
        // the stage going on live after its rebuild: what it printed before is not news
        news = lines.map { ledger.isNews($0.0, at: Int64($0.1), replaying: false) }
        #expect(news == [true, true, true, true])
        ledger.beginReplay()
        news = lines.map { ledger.isNews($0.0, at: Int64($0.1), replaying: false) }
        #expect(news == [false, false, false, false])
    }

    /// Bounded: past its capacity the oldest lines go, and a line a rebuild produces at or
    /// before the latest instant let go is taken as seen (as before the ledger); later ones
    /// still count, and a live line there is shown.
    @Test func itKeepsTheLastLinesAndTakesOlderInstantsAsSeenInARebuild() {
        var ledger = ShownLedger()
        let last = ShownLedger.capacity + 9
        for i in 0...last { _ = ledger.isNews("line \(i)", at: Int64(i), replaying: false) }
        ledger.beginReplay()
        let news = [ledger.isNews("line 3", at: 3, replaying: true),          // forgotten: seen
                    ledger.isNews("never shown", at: 9, replaying: true),     // forgotten: seen
                    ledger.isNews("never shown", at: 10, replaying: true),    // kept instants: news
                    ledger.isNews("line 10", at: 10, replaying: true),
                    ledger.isNews("line \(last)", at: Int64(last), replaying: true),
                    ledger.isNews("typed", at: 9, replaying: false)]          // live: shown
        #expect(news == [false, false, true, false, false, true])
    }

    /// An error of the input just typed is shown whatever the ledger says, and counts as shown.
    @Test func anErrorShownAnywayIsSeenByTheNextRebuild() {
        var ledger = ShownLedger()
        ledger.shownAnyway("boom", at: 5)
        ledger.beginReplay()
        let news = [ledger.isNews("boom", at: 5, replaying: true), ledger.isNews("boom", at: 5, replaying: true)]
        #expect(news == [false, true])
    }
}
