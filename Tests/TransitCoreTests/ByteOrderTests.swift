import Testing
import TransitCore

/// Byte order, as `strcmp` and Lua compare strings: what file walks and JSON keys sort by.
@Suite struct ByteOrderTests {
    @Test func bytesDecideNotCanonicalEquivalence() {
        let composed = "\u{E9}", decomposed = "e\u{301}"              // é, and e + a combining accent
        #expect(decomposed.precedesInByteOrder(composed))             // 0x65 before 0xC3
        #expect(!composed.precedesInByteOrder(decomposed))
        #expect(!(decomposed < composed) && !(composed < decomposed))  // Swift's < takes them as one
        #expect(["b", "a_spec", "B", "a", "ab", "é", "e\u{301}"].sorted { $0.precedesInByteOrder($1) }
                == ["B", "a", "a_spec", "ab", "b", "e\u{301}", "é"])
        #expect(!"a".precedesInByteOrder("a"))
    }
}
