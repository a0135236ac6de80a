import Foundation
import Testing
import TransitLua
@testable import TransitREPL

/// Ctrl-C and the REPL's replays (`.seek`, `.back`, a watch's undo), in-process: the signal
/// raised at the moment the terminal test could only hit by chance.
@Suite(.serialized) struct InterruptedReplayTests {
    private final class Output { var text = "" }

    /// A Ctrl-C that comes after the line editor returned `.seek` and before its replay
    /// begins stops the replay (the session keeps its stage): the rebuild took the flag as it
    /// began, so it was lost, and a replay of a callback that loops ran on until a second
    /// Ctrl-C (ReplTerminalTests.ctrlCStopsAReplay hung so under load). A Ctrl-C already acted
    /// on (it stopped a chunk) does not stop the next replay too.
    @Test func aCtrlCAfterTheCommandStopsItsReplayAndIsTakenOnce() throws {
        let out = Output()
        let session = try Session(console: Console { out.text += $0 }, catchesInterrupts: true)
        defer { session.end() }
        session.feed("x = 1")
        session.feed(".advance 1")
        raise(SIGINT)                                   // pressed just after Enter
        session.feed(".seek 0.5")
        #expect(out.text.contains("interrupted!"), "\(out.text)")
        out.text = ""
        session.feed(".now")
        #expect(out.text == "1.000000 s (frame 60)\n", "the session keeps its stage: \(out.text)")
        // a Ctrl-C that stopped a chunk (through the hook) is taken with its error: the
        // replay after it runs
        raise(SIGINT)
        session.feed("x = 2")
        #expect(out.text.contains("interrupted!"), "\(out.text)")
        out.text = ""
        session.feed(".seek 0.5")
        session.feed(".now")
        #expect(!out.text.contains("interrupted!") && out.text.hasSuffix("0.500000 s (frame 30)\n"), "\(out.text)")
    }
}
