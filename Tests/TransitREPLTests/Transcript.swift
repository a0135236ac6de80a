import TransitLua
@testable import TransitREPL

/// A session fed lines in-process, with what it writes captured.
final class Transcript {
    private final class Buffer { var text = "" }
    private let buffer = Buffer()
    let session: Session

    init(options: ScriptRuntime.Options = ScriptRuntime.Options()) throws {
        let buffer = self.buffer
        session = try Session(options: options, console: Console { buffer.text += $0 })
    }

    /// Feeds the lines; returns what the session wrote meanwhile.
    @discardableResult
    func feed(_ lines: String...) -> String { feed(lines) }

    @discardableResult
    func feed(_ lines: [String]) -> String {
        let start = buffer.text.endIndex
        for line in lines { session.feed(line) }
        return String(buffer.text[start...])
    }

    /// Feeds one line of bytes (what a pipe gives: not necessarily UTF-8); returns what the
    /// session wrote meanwhile.
    @discardableResult
    func feed(bytes line: [UInt8]) -> String {
        let start = buffer.text.endIndex
        session.feed(bytes: line)
        return String(buffer.text[start...])
    }

    /// Everything written so far.
    var output: String { buffer.text }
}
