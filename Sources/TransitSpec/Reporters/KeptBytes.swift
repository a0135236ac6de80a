/// Text a script gave as bytes that are not valid UTF-8 — a test's name, an error message. The
/// results hold it as `String`, which shows each bad byte as U+FFFD, and keep the bytes
/// beside it (``TestResult/fullNameBytes``, ``Failure/raisedBytes``). busted's formats write
/// the bytes, as busted writes Lua's strings; the human report writes each bad byte as `\xFF`,
/// so two strings that differ only there still read differently (docs/testing.md, "Reporters").
enum KeptBytes {
    /// `shown` as bytes, with what in it reads as `raw`'s words that are not valid UTF-8
    /// (decoded: U+FFFD for each bad sequence) written as those words' bytes. `shown` is made
    /// from that decoded text — a place before it, a line after it, only its first line, names
    /// joined by ` › ` — so each such word (bytes between spaces and line breaks, which never
    /// fall inside a bad sequence) is looked for in turn, after the one before. `shown`'s own
    /// bytes when `raw` is nil.
    static func bytes(of shown: String, keeping raw: [UInt8]?) -> [UInt8] {
        substituting(raw, in: shown) { Array($0) }
    }

    /// `shown` with those words' bad bytes escaped (``escaped(_:)``).
    static func escaped(_ shown: String, keeping raw: [UInt8]?) -> String {
        guard raw != nil else { return shown }
        return String(decoding: substituting(raw, in: shown) { Array(escaped($0).utf8) }, as: UTF8.self)
    }

    /// Valid UTF-8 as it is, each byte of what is not as `\xHH` (as Lua 5.4 writes a byte in a
    /// string literal): one escape per byte, where decoding shows one U+FFFD for a whole bad
    /// sequence.
    static func escaped(_ raw: some Collection<UInt8>) -> String {
        var out = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var input = raw.makeIterator()
        var rest = raw[...]
        while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let encoded):
                out.append(Unicode.UTF8.decode(encoded))
                rest = rest.dropFirst(encoded.count)
            case .error(let length):
                for byte in rest.prefix(length) { out += ["\\", "x", hex[Int(byte >> 4)], hex[Int(byte & 0xF)]] }
                rest = rest.dropFirst(length)
            case .emptyInput:
                return String(out)
            }
        }
    }

    private static let hex = Array("0123456789ABCDEF".unicodeScalars)

    private static func substituting(_ raw: [UInt8]?, in shown: String, _ write: (ArraySlice<UInt8>) -> [UInt8]) -> [UInt8] {
        let text = Array(shown.utf8)
        guard let raw else { return text }
        var out: [UInt8] = []
        var at = 0
        for word in raw.split(whereSeparator: { $0 == 0x0A || $0 == 0x20 }) where String(validating: word, as: UTF8.self) == nil {
            let decoded = Array(String(decoding: word, as: UTF8.self).utf8)
            // the words come in `shown` in their order: one not there, the rest are not either
            guard let start = find(decoded, in: text, from: at) else { break }
            out += text[at..<start]
            out += write(word)
            at = start + decoded.count
        }
        return out + text[at...]
    }

    /// Where `needle` first occurs in `text` at or after `from`: Knuth–Morris–Pratt, linear,
    /// where a naive search of a script's 64 KiB message of near-repeats (`aaa…a aaa…a\xff`)
    /// compares ~32 K bytes at each of 32 K places.
    private static func find(_ needle: [UInt8], in text: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, needle.count <= text.count - from else { return nil }
        var border = [Int](repeating: 0, count: needle.count)   // the longest proper border of each prefix
        var k = 0
        for i in needle.indices.dropFirst() {
            while k > 0 && needle[i] != needle[k] { k = border[k - 1] }
            if needle[i] == needle[k] { k += 1 }
            border[i] = k
        }
        k = 0
        for i in from..<text.count {
            while k > 0 && text[i] != needle[k] { k = border[k - 1] }
            if text[i] == needle[k] { k += 1 }
            if k == needle.count { return i - k + 1 }
        }
        return nil
    }
}
