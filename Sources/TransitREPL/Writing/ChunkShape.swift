/// What a typed chunk holds at its own top level (outside any function it defines), read
/// from its tokens — strings and comments skipped — for `.save` and `.spec`, which write the
/// session's chunks one after another into one file.
///
/// Each input was its own chunk in the REPL (as in `lua.c`): its `return` ended only it, its
/// `...` was empty (a chunk is called with no arguments), its labels were its own. In one
/// file, a `return` at the top level ends the file (or does not compile before the next
/// statement), `...` is the file's arguments (a spec's `it` function has none: it does not
/// compile), and two chunks' `::top::` clash. Such a chunk is written as its own chunk again
/// (`ScriptWriter`).
struct ChunkShape {
    /// `return` or `...` at the top level: the chunk cannot stand among others.
    private(set) var needsOwnChunk = false
    /// A label or a `goto` at the top level: it needs a block of its own (`do … end`).
    private(set) var hasLabels = false

    init(_ source: [UInt8]) {
        // the blocks open at this point, each `true` when it is a function's body
        var blocks: [Bool] = []
        var i = 0
        let n = source.count
        func at(_ k: Int) -> UInt8 { k < n ? source[k] : 0 }
        while i < n {
            let c = source[i]
            if c == UInt8(ascii: "-") && at(i + 1) == UInt8(ascii: "-") {          // a comment
                i += 2
                if let end = ChunkShape.longBracketEnd(source, from: i) { i = end; continue }
                while i < n && source[i] != 0x0A { i += 1 }
            } else if c == UInt8(ascii: "[") && ChunkShape.longBracketEnd(source, from: i) != nil {
                i = ChunkShape.longBracketEnd(source, from: i)!
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {          // a short string
                i += 1
                while i < n && source[i] != c {
                    i += source[i] == UInt8(ascii: "\\") ? 2 : 1
                }
                i += 1
            } else if ChunkShape.isNameStart(c) {
                let start = i
                while i < n && (ChunkShape.isNameStart(source[i]) || (source[i] >= 0x30 && source[i] <= 0x39)) { i += 1 }
                let topLevel = !blocks.contains(true)
                switch String(decoding: source[start..<i], as: UTF8.self) {
                case "function": blocks.append(true)
                case "do", "if", "repeat": blocks.append(false)
                case "end", "until": if !blocks.isEmpty { blocks.removeLast() }
                case "return" where topLevel: needsOwnChunk = true
                case "goto" where topLevel: hasLabels = true
                default: break
                }
            } else if c >= 0x30 && c <= 0x39 {                                       // a number: 1.5e-3, 0x1p4
                while i < n && (ChunkShape.isNameStart(source[i]) || (source[i] >= 0x30 && source[i] <= 0x39)
                                || source[i] == UInt8(ascii: ".")
                                || ((source[i] == UInt8(ascii: "-") || source[i] == UInt8(ascii: "+"))
                                    && "eEpP".utf8.contains(source[i - 1]))) { i += 1 }
            } else if c == UInt8(ascii: ".") && at(i + 1) == c {
                let dots = at(i + 2) == c ? 3 : 2
                if dots == 3 && !blocks.contains(true) { needsOwnChunk = true }
                i += dots
            } else if c == UInt8(ascii: ":") && at(i + 1) == c {
                if !blocks.contains(true) { hasLabels = true }
                i += 2
            } else {
                i += 1
            }
        }
    }

    private static func isNameStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "_")
    }

    /// Where a long bracket (`[[`, `[==[`) opening at `from` ends (past its closing
    /// bracket, or the source's end); nil when no long bracket opens there.
    static func longBracketEnd(_ source: [UInt8], from: Int) -> Int? {
        guard from < source.count, source[from] == UInt8(ascii: "[") else { return nil }
        var k = from + 1
        var level = 0
        while k < source.count && source[k] == UInt8(ascii: "=") { level += 1; k += 1 }
        guard k < source.count, source[k] == UInt8(ascii: "[") else { return nil }
        let close = [UInt8(ascii: "]")] + [UInt8](repeating: UInt8(ascii: "="), count: level) + [UInt8(ascii: "]")]
        k += 1
        while k + close.count <= source.count {
            if source[k] == close[0] && Array(source[k..<(k + close.count)]) == close { return k + close.count }
            k += 1
        }
        return source.count
    }
}
