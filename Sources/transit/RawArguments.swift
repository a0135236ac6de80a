#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CLI {
    /// The bytes of a command's word as the shell gave them. `CommandLine.arguments` decodes
    /// each word as UTF-8 and turns bytes that are not into U+FFFD (`a\xffb`, 3 bytes, becomes
    /// 5); Lua strings are bytes, and lua.c hands a script its `argv` untouched, so the
    /// script's words are read back from the raw `argv`. `index` is the word's place among
    /// the command's words (those after `transit COMMAND`); if the raw word there does not
    /// decode to `word` (the words did not come from this command line), `word`'s UTF-8.
    static func rawBytes(ofCommandWord index: Int, _ word: String) -> [UInt8] {
        let position = index + 2                                   // argv[0] transit, argv[1] the command
        guard position >= 0, position < rawArgumentCount, let raw = CommandLine.unsafeArgv[position] else {
            return Array(word.utf8)
        }
        let bytes = UnsafeRawBufferPointer(start: raw, count: strlen(raw)).map { $0 }
        return String(decoding: bytes, as: UTF8.self) == word ? bytes : Array(word.utf8)
    }

    /// Whether `text` was decoded from a command-line word that is not UTF-8: the U+FFFD in
    /// it stands for bytes the word had (a path so decoded names another file than the one
    /// given: `--out $'o\xff.json'` wrote `o\u{FFFD}.json`).
    static func isDecodedFromBytes(_ text: String) -> Bool {
        undecodedWord(containing: text) != nil
    }

    /// The bytes of the command-line word that is not UTF-8 and whose decoding holds `text`
    /// (`text` itself when the word is one path); nil when `text` has no U+FFFD or no such
    /// word was given.
    static func undecodedWord(containing text: String) -> [UInt8]? {
        guard text.contains("\u{FFFD}") else { return nil }
        for position in 0..<rawArgumentCount {
            guard let raw = CommandLine.unsafeArgv[position] else { continue }
            let bytes = UnsafeRawBufferPointer(start: raw, count: strlen(raw))
            if String(validating: bytes, as: UTF8.self) == nil, String(decoding: bytes, as: UTF8.self).contains(text) {
                return Array(bytes)
            }
        }
        return nil
    }

    /// `argc`, read once: `CommandLine.argc`'s getter counts `argv` each time it is read, and
    /// read per word it made 180,000 script arguments take 6.6 s (lua5.4: 0.04 s).
    private static let rawArgumentCount = Int(CommandLine.argc)
}
