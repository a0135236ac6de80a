import Lua
import Testing

/// `load(prelude:)` undumps the bytecode `embed-lua` embeds (Latin-1 in a string literal):
/// its text is compiled only when the dump is refused, so a decoding slip would not fail
/// a start — only run the source instead. The two here differ, to tell which one ran.
@Suite struct PreludeLoadTests {
    struct Prelude: LuaPrelude {
        let source: String
        let bytecode: String
        let chunkName = "=(transit test.lua)"
    }

    /// The dump of `text`, as embed-lua writes it: each byte one scalar U+0000…U+00FF.
    static func latin1Dump(of text: String, in lua: LuaState) throws -> String {
        let hex = try lua.run("""
            local f = assert(load(...))
            return (string.dump(f):gsub(".", function(c) return string.format("%02x", c:byte()) end))
            """, chunkName: "=dump", arguments: [.string(text)])
        guard case .string(let digits)? = hex.first else { Issue.record("no dump"); return "" }
        var scalars = String.UnicodeScalarView()
        var i = digits.startIndex
        while i < digits.endIndex {
            let next = digits.index(i, offsetBy: 2)
            scalars.append(Unicode.Scalar(UInt8(digits[i..<next], radix: 16)!))
            i = next
        }
        return String(scalars)
    }

    @Test func theBytecodeRunsNotTheSource() throws {
        let lua = try makeState()
        // bytes from 0x80 up (two UTF-8 bytes each in the literal), the lead bytes 0xC2 and
        // 0xC3 among them, and enough code that the dump is mostly instructions
        let text = #"""
            marker = "bytecode \128\194\195\255"
            local t = {}
            for i = 1, 300 do t[i] = i * 3 end
            total = 0
            for _, v in ipairs(t) do total = total + v end
            """#
        let dump = try Self.latin1Dump(of: text, in: lua)
        #expect(dump.unicodeScalars.contains { $0.value >= 0x80 })
        try lua.load(prelude: Prelude(source: "marker = 'source'", bytecode: dump))
        try lua.call(arguments: 0, results: 0)
        #expect(try lua.run("return marker == 'bytecode \\128\\194\\195\\255', total") == [.boolean(true), .integer(135_450)])
    }

    @Test func aDumpThatWillNotLoadFallsBackToTheSource() throws {
        let lua = try makeState()
        try lua.load(prelude: Prelude(source: "marker = 'source'", bytecode: "\u{1B}Lua\u{FF}"))
        try lua.call(arguments: 0, results: 0)
        #expect(try lua.run("return marker") == [.string("source")])
    }
}
