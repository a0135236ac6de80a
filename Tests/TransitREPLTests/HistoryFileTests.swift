import Foundation
import Testing
@testable import TransitREPL

/// `~/.transit_history` is plain text, one entry a line; line breaks and backslashes inside
/// an entry are escaped, and everything reads back as it was typed.
@Suite struct HistoryFileTests {
    static let entries = [
        "green = window:find('green')",
        "label.text = \"①②③ — café\"",                 // non-ASCII, kept as UTF-8
        "path = 'a\\\\b'",                                 // typed: path = 'a\\b'
        "function f()\n  return 1\nend",                   // one entry over three lines
        "s = '\\n'",                                       // a backslash then n, typed as such
        "ends = '\\'",                                     // a backslash before the closing quote
        "x = 1 -- trailing backslash \\",
    ]

    @Test func theFileIsOneEntryALineInPlainText() {
        #expect(HistoryFile.text(Self.entries) == """
            green = window:find('green')
            label.text = "①②③ — café"
            path = 'a\\\\\\\\b'
            function f()\\n  return 1\\nend
            s = '\\\\n'
            ends = '\\\\'
            x = 1 -- trailing backslash \\\\

            """)
    }

    @Test func entriesReadBackAsTyped() {
        #expect(HistoryFile.entries(HistoryFile.text(Self.entries)) == Self.entries)
    }

    @Test func theFileOnDiskRoundTrips() throws {
        let path = "/tmp/transit-history-\(UUID().uuidString.prefix(8))"
        defer { unlink(path) }
        #expect(HistoryFile.write(Self.entries, to: path))
        #expect(HistoryFile.read(path) == Self.entries)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(String(decoding: bytes, as: UTF8.self).split(separator: "\n").count == Self.entries.count)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)                 // the owner's only
        #expect(HistoryFile.read(path + ".missing") == [])
        #expect(!HistoryFile.write(["a"], to: "/no/such/dir/history"))
    }

    /// A history that cannot be replaced (a directory of that name) is not written, and the
    /// new file written beside it does not stay there (`.transit_history.new` was left).
    @Test func aHistoryThatIsADirectoryLeavesNothingBeside() throws {
        let home = "/tmp/transit-home-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/.transit_history", withIntermediateDirectories: true)
        #expect(!HistoryFile.write(["a"], to: home + "/.transit_history"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home) == [".transit_history"])
        #expect(HistoryFile.read(home + "/.transit_history") == [])
    }

    /// A history that is a FIFO is not read: opening it waited for a writer, and the session
    /// never showed its first prompt. (A link to `/dev/zero` was read until memory ran out; the
    /// same check refuses every file that is not a regular one.)
    @Test func aHistoryThatIsAFIFOIsNotWaitedFor() throws {
        let home = "/tmp/transit-home-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let path = home + "/.transit_history"
        #expect(mkfifo(path, 0o600) == 0)
        final class Result: @unchecked Sendable { var entries: [String]? }
        let result = Result(), done = DispatchSemaphore(value: 0)
        Thread { result.entries = HistoryFile.read(path); done.signal() }.start()
        let returned = done.wait(timeout: .now() + 5) == .success
        if !returned {                                  // a writer lets the waiting open go
            let writer = open(path, O_WRONLY)
            close(writer)
            done.wait()
        }
        #expect(returned)
        #expect(result.entries == [])
    }

    @Test func aBackslashBeforeAnythingElseIsKeptAsItIs() {
        #expect(HistoryFile.entries("a\\tb\nc\\\n") == ["a\\tb", "c\\"])
    }

    @Test func onlyTheLastThousandAreKept() {
        let many = (1...1005).map { "x = \($0)" }
        let kept = HistoryFile.entries(HistoryFile.text(many))
        #expect(kept.count == 1000)
        #expect(kept.first == "x = 6")
        #expect(kept.last == "x = 1005")
    }

    @Test func aFileLibeditWroteIsReadToo() {
        let libedit = "_HiStOrY_V2_\nx\\040=\\0401\nlabel.text\\040=\\040\"caf\\303\\251\"\na\\\\b\n"
        #expect(HistoryFile.entries(libedit) == ["x = 1", "label.text = \"café\"", "a\\b"])
    }
}
