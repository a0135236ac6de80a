#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
// libedit's hooks are C globals: set from the one thread that reads the terminal.
@preconcurrency import CEditLine

/// Line editing through libedit's readline-compatible API: emacs keys, history kept in a
/// file (recalled with the arrows, searched with ^R), and tab completion asked of a closure.
/// One editor per process: libedit's state is global.
final class LineEditor {
    private let historyFile: String?

    /// `complete(word, before)`: the completions of the word under the cursor, the text
    /// before it on the line being `before`.
    init(historyFile: String?, complete: @escaping (String, String) -> Session.Completion) {
        self.historyFile = historyFile
        LineEditor.complete = complete
        rl_readline_name = UnsafePointer(strdup("transit"))     // ~/.editrc sections
        // a word for completion runs through dots and colons: `View.an`, `window:add`
        rl_basic_word_break_characters = UnsafePointer(strdup(" \t\n\"'`@$><=;|&{(,+-*/%^~#[]"))
        rl_completion_append_character = 0
        rl_attempted_completion_function = completionHook
        stifle_history(1000)
        if let historyFile { _ = read_history(historyFile) }
    }

    /// A line, or nil at the end of the input (Ctrl-D) or when interrupted (Ctrl-C: then
    /// `LuaState.takeInterrupt()` is true).
    func read(prompt: String) -> String? {
        guard let line = readline(prompt) else { return nil }
        defer { free(line) }
        return String(cString: line)
    }

    /// Adds an input to the history, and saves the history (so a session that is killed
    /// loses nothing).
    func remember(_ entry: String) {
        guard !entry.allSatisfy(\.isWhitespace) else { return }
        if let last = history_get(history_base + history_length - 1), let text = last.pointee.line,
           String(cString: text) == entry { return }
        add_history(entry)
        if let historyFile { _ = write_history(historyFile) }
    }

    // MARK: Completion, called back by libedit

    nonisolated(unsafe) static var complete: ((String, String) -> Session.Completion)?
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var next = 0
}

private let completionHook: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, start, _ in
    rl_attempted_completion_over = 1                              // never fall back to file names
    guard let text, let complete = LineEditor.complete else { return nil }
    let line = rl_line_buffer.map { Array(String(cString: $0).utf8) } ?? []
    let before = String(decoding: line.prefix(Int(start)), as: UTF8.self)
    switch complete(String(cString: text), before) {
    case .files:
        return rl_completion_matches(text, rl_filename_completion_function)
    case .words(let words):
        guard !words.isEmpty else { return nil }
        LineEditor.candidates = words
        LineEditor.next = 0
        return rl_completion_matches(text, candidateGenerator)
    }
}

/// Hands libedit the candidates one by one, as malloc'd strings it frees.
private let candidateGenerator: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, _ in
    guard LineEditor.next < LineEditor.candidates.count else { return nil }
    defer { LineEditor.next += 1 }
    return strdup(LineEditor.candidates[LineEditor.next])
}
