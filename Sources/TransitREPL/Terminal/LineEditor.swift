#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lua

/// Line editing through libedit's readline-compatible API: emacs keys, history kept in a
/// file (recalled with the arrows, searched with ^R), and tab completion asked of a closure.
/// One editor per process: libedit's state is global. libedit is opened by the first editor
/// (EditLineLibrary.swift), not linked.
final class LineEditor {
    /// The opened library; its hooks are C globals, set from the one thread that reads the
    /// terminal (the completion callbacks below read it too).
    nonisolated(unsafe) static var library: EditLineLibrary!
    private let historyFile: String?
    /// The history as the file holds it (libedit's copy is for recall and search).
    private var entries: [String] = []

    /// `complete(word, before)`: the completions of the word under the cursor, the text
    /// before it on the line being `before`.
    /// Fails, naming what is missing, when libedit cannot be opened.
    init(historyFile: String?, complete: @escaping (String, String) -> Session.Completion) throws(EditLineLibrary.OpenError) {
        let rl: EditLineLibrary
        if let opened = LineEditor.library { rl = opened } else { rl = try EditLineLibrary.open() }
        LineEditor.library = rl
        self.historyFile = historyFile
        LineEditor.complete = complete
        rl.readlineName.pointee = UnsafePointer(strdup("transit"))     // ~/.editrc sections
        rl.catchSignals.pointee = 0                                    // SIGINT is ours (see readKey)
        rl.getcFunction.pointee = readKey
        // a word for completion runs through dots and colons: `View.an`, `window:add`
        rl.basicWordBreakCharacters.pointee = UnsafePointer(strdup(" \t\n\"'`@$><=;|&{(,+-*/%^~#[]"))
        rl.completionAppendCharacter.pointee = 0
        rl.attemptedCompletionFunction.pointee = completionHook
        LineEditor.editing {                                    // libedit starts here (its charset read)
            rl.stifleHistory(Int32(HistoryFile.limit))
            if let historyFile {                                // plain text, read by us (HistoryFile)
                entries = HistoryFile.read(historyFile)
                for entry in entries { _ = rl.addHistory(entry) }
            }
        }
    }

    enum Input {
        case line(String)
        /// Ctrl-C: the line typed so far is dropped.
        case interrupted
        /// Ctrl-D on an empty line, or the end of the input.
        case end
    }

    func read(prompt: String) -> Input {
        _ = LuaState.takeInterrupt()                            // a Ctrl-C from before
        LineEditor.interrupted = false
        takeTypedAhead()
        guard let line = LineEditor.editing({ LineEditor.library.readline(prompt) }) else {
            return LineEditor.interrupted ? .interrupted : .end
        }
        defer { free(line) }
        return .line(String(cString: line))
    }

    /// libedit stores keys as wide characters and writes lines in the locale's encoding:
    /// both need a UTF-8 LC_CTYPE for text such as "①" (the environment's, else C.UTF-8).
    /// Only libedit's calls run in it (``editing(_:)``): Lua's string library reads LC_CTYPE
    /// too, and the chunks typed must run in the "C" locale `transit run` and lua.c leave —
    /// under tr_TR.UTF-8, `("title"):upper()` was "TiTLE" at the prompt and "TITLE" in a script.
    nonisolated(unsafe) private static let editingLocale: locale_t? = {
        for name in ["", "C.UTF-8"] {
            guard let locale = newlocale(LC_CTYPE_MASK, name, nil) else { continue }
            if String(cString: nl_langinfo_l(nl_item(CODESET), locale)) == "UTF-8" { return locale }
            freelocale(locale)
        }
        return nil
    }()

    /// Runs a call into libedit in ``editingLocale``, for this thread alone (uselocale).
    private static func editing<T>(_ body: () -> T) -> T {
        guard let editingLocale else { return body() }
        let previous = uselocale(editingLocale)
        defer { uselocale(previous) }
        return body()
    }

    /// Adds an input to the history, and saves the history (so a session that is killed
    /// loses nothing).
    func remember(_ entry: String) {
        guard !entry.allSatisfy(\.isWhitespace) else { return }
        if entries.last == entry { return }
        entries.append(entry)
        if entries.count > HistoryFile.limit { entries.removeFirst(entries.count - HistoryFile.limit) }
        _ = LineEditor.editing { LineEditor.library.addHistory(entry) }
        if let historyFile { HistoryFile.write(entries, to: historyFile) }
    }

    /// Set by `readKey` when Ctrl-C ended the line.
    nonisolated(unsafe) static var interrupted = false

    /// Input read before libedit, given to it first (`nextByte`): what was typed while a chunk
    /// ran (nil: a Ctrl-D, the end of the input), and a byte `readKey` read past a character.
    nonisolated(unsafe) static var typedAhead: [UInt8?] = []

    // MARK: Completion, called back by libedit

    nonisolated(unsafe) static var complete: ((String, String) -> Session.Completion)?
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var next = 0
}

private let completionHook: @convention(c) (UnsafePointer<CChar>?, Int32, Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, start, _ in
    let rl = LineEditor.library!
    rl.attemptedCompletionOver.pointee = 1                        // never fall back to file names
    guard let text, let complete = LineEditor.complete else { return nil }
    let line = rl.lineBuffer.pointee.map { Array(String(cString: $0).utf8) } ?? []
    let before = String(decoding: line.prefix(Int(start)), as: UTF8.self)
    switch complete(String(cString: text), before) {
    case .files:
        return rl.completionMatches(text, rl.filenameCompletion)
    case .words(let words):
        guard !words.isEmpty else { return nil }
        LineEditor.candidates = words
        LineEditor.next = 0
        return rl.completionMatches(text, candidateGenerator)
    }
}

/// Hands libedit the candidates one by one, as malloc'd strings it frees.
private let candidateGenerator: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, _ in
    guard LineEditor.next < LineEditor.candidates.count else { return nil }
    defer { LineEditor.next += 1 }
    return strdup(LineEditor.candidates[LineEditor.next])
}

/// How libedit reads a key (`rl_getc_function`). It waits for input at most 100 ms at a time
/// and looks for Ctrl-C in between: the SIGINT handler only sets a flag, and a signal that
/// arrives just before a blocking read would leave that read waiting for the next key.
/// Returning -1 ends the line (readline returns NULL). A UTF-8 sequence is decoded to the
/// code point libedit stores as its wide character; a byte that starts none, or a sequence
/// cut short, is U+FFFD, and the byte that cut it is the next key (a lone `\xff` took the
/// three keys after it: `x = "\xff"` and Enter lost the quote and the Enter).
private let readKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
    guard let lead = nextByte() else { return -1 }
    let count = lead < 0x80 ? 0 : lead > 0xF4 ? -1 : lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : lead >= 0xC2 ? 1 : -1
    guard count >= 0 else { return 0xFFFD }
    var bytes = [lead]
    for _ in 0..<count {
        guard let next = nextByte() else { return -1 }
        guard next & 0xC0 == 0x80 else {
            LineEditor.typedAhead.insert(next, at: 0)
            return 0xFFFD
        }
        bytes.append(next)
    }
    return Int32(String(decoding: bytes, as: UTF8.self).unicodeScalars.first?.value ?? 0xFFFD)
}

/// Reads what was typed while a chunk ran, in the terminal's line mode, before libedit
/// turns that mode off: there a Ctrl-D typed ahead is no byte but the end of the input (a
/// read of nothing), and once the mode was off it came as a NUL byte, which libedit takes
/// for Ctrl-@ — the Ctrl-D was lost, and the session waited at the prompt (`lua -i` leaves).
/// In line mode only whole lines and Ctrl-D are ready: what is still being typed waits for
/// libedit. Nothing is read past a Ctrl-D.
private func takeTypedAhead() {
    guard LineEditor.typedAhead.isEmpty else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        var ready = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 0) > 0 else { return }
        let n = read(0, &buffer, buffer.count)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else {
            LineEditor.typedAhead.append(nil)
            return
        }
        LineEditor.typedAhead += buffer[0..<n].map { $0 }
    }
}

/// One byte of standard input (what was read ahead first), or nil at its end or on Ctrl-C.
private func nextByte() -> UInt8? {
    if !LineEditor.typedAhead.isEmpty { return LineEditor.typedAhead.removeFirst() }
    while true {
        if LuaState.takeInterrupt() {
            LineEditor.interrupted = true
            return nil
        }
        var ready = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 100) > 0 else { continue }
        var byte: UInt8 = 0
        let n = read(0, &byte, 1)
        if n == 1 { return byte }
        if n < 0 && errno == EINTR { continue }
        return nil
    }
}
