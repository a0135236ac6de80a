import Foundation
import Testing
import TransitLua
@testable import TransitREPL

/// Ctrl-C and the REPL's replays (`.seek`, `.back`, a watch's undo), in-process: the signal
/// raised at the moment the terminal test could only hit by chance.
@Suite(.serialized) struct InterruptedReplayTests {
    private final class Output { var text = "" }

    /// A Ctrl-C that comes after the line editor returned a line and before it runs stops it:
    /// `.seek`'s replay (the session keeps its stage) — the rebuild took the flag as it began,
    /// so it was lost, and a replay of a callback that loops ran on until a second Ctrl-C
    /// (ReplTerminalTests.ctrlCStopsAReplay hung so under load) — and a chunk, whose entry
    /// reset its state's stop (it ran, and the flag left over stopped the next replay). A
    /// Ctrl-C acted on does not stop the next line too.
    @Test func aCtrlCAfterEnterStopsTheLineAndIsTakenOnce() throws {
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
        raise(SIGINT)
        session.feed("x = 2")
        #expect(out.text.contains("interrupted!"), "\(out.text)")
        session.feed("print(x)")
        #expect(out.text.hasSuffix("1\n"), "the chunk did not run: \(out.text)")
        out.text = ""
        session.feed(".seek 0.5")
        session.feed(".now")
        #expect(!out.text.contains("interrupted!") && out.text.hasSuffix("0.500000 s (frame 30)\n"), "\(out.text)")
    }
}
