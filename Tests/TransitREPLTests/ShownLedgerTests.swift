import Testing
@testable import TransitREPL

/// The ledger of what the console showed (``ShownLedger``): what a replay's line is news by.
@Suite struct ShownLedgerTests {
    @Test func aReplayedLineIsNewsOnlyBeyondWhatWasShownAtItsInstant() {
        var ledger = ShownLedger()
        ledger.shown("done", at: 10)
        ledger.shown("done", at: 10)
        let replay = [("done", 10), ("done", 10), ("done", 10), ("done", 11), ("other", 10)]
        ledger.beginReplay()
        var news = replay.map { ledger.isNews($0.0, at: Int64($0.1)) }
        // a third time at 10 s is news, and so are the other instant and the other text
        #expect(news == [false, false, true, true, true])
        // shown now: the next replay is silent on all of them
        ledger.beginReplay()
        news = replay.map { ledger.isNews($0.0, at: Int64($0.1)) }
        #expect(news == [false, false, false, false, false])
    }

    /// Bounded: past its capacity the oldest lines go, and a replayed line at or before the
    /// latest instant let go is taken as seen (as before the ledger); later ones still count.
    @Test func itKeepsTheLastLinesAndTakesOlderInstantsAsSeen() {
        var ledger = ShownLedger()
        let last = ShownLedger.capacity + 9
        for i in 0...last { ledger.shown("line \(i)", at: Int64(i)) }
        ledger.beginReplay()
        let news = [ledger.isNews("never shown", at: 9),      // forgotten instant: silent
                    ledger.isNews("never shown", at: 10),     // kept instants: news
                    ledger.isNews("line 10", at: 10),
                    ledger.isNews("line \(last)", at: Int64(last))]
        #expect(news == [false, true, false, false])
    }
}
