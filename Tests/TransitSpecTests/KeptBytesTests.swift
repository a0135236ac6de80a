import Testing
@testable import TransitSpec

/// The text reports show for bytes that are not UTF-8, against the bytes a script raised.
@Suite struct KeptBytesTests {
    /// One escape per byte, where decoding shows one U+FFFD per bad sequence: `\xF0\x9F\x98`
    /// (an emoji cut short) is one U+FFFD and three escapes; valid text beside it is kept.
    @Test func escapesEachBadByte() {
        let raw: [UInt8] = Array("é ".utf8) + [0xF0, 0x9F, 0x98] + Array("x".utf8) + [0xFF, 0xC0]
        #expect(String(decoding: raw, as: UTF8.self) == "é \u{FFFD}x\u{FFFD}\u{FFFD}")
        #expect(KeptBytes.escaped(raw) == "é \\xF0\\x9F\\x98x\\xFF\\xC0")
    }

    /// The shown text is made from the decoded one — a place before it, names joined by ` › `,
    /// only its first line — and each bad word is put back where it reads, in order.
    @Test func putsTheBytesBackWhereTheyRead() {
        let raw: [UInt8] = Array("a".utf8) + [0xFF] + Array(" b\nc".utf8) + [0xFE]
        let shown = "spec.lua:3: " + String(decoding: raw, as: UTF8.self)
        #expect(KeptBytes.bytes(of: shown, keeping: raw) == Array("spec.lua:3: ".utf8) + raw)
        #expect(KeptBytes.escaped(shown, keeping: raw) == "spec.lua:3: a\\xFF b\nc\\xFE")
        let firstLine = "spec.lua:3: a\u{FFFD} b"
        #expect(KeptBytes.bytes(of: firstLine, keeping: raw) == Array("spec.lua:3: a".utf8) + [0xFF] + Array(" b".utf8))
        let name: [UInt8] = Array("outer ".utf8) + [0xFF] + Array(" it".utf8)
        #expect(KeptBytes.escaped("outer › \u{FFFD} it", keeping: name) == "outer › \\xFF it")
        #expect(KeptBytes.bytes(of: "plain", keeping: nil) == Array("plain".utf8))
    }

    /// A 64 KiB message of near-repeats (`aaa…a` then `aaa…a\xff`): a naive search compares
    /// ~32 K bytes at each of 32 K places; the search stays linear. Asserted by its result.
    @Test func nearRepeatsStillFound() {
        let a = [UInt8](repeating: 0x61, count: 32_000)
        let raw = a + [0x20] + a + [0xFF]
        let shown = "p:1: " + String(decoding: raw, as: UTF8.self)
        #expect(KeptBytes.bytes(of: shown, keeping: raw) == Array("p:1: ".utf8) + raw)
    }
}
