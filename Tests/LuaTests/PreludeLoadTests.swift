import Lua
import Testing

/// `load(prelude:)` undumps the bytecode `embed-lua` embeds: its text is compiled only when
/// the dump is refused, so bytecode that reached Lua altered would not fail a start — only
/// run the source instead. The two here differ, to tell which one ran.
@Suite struct PreludeLoadTests {
    struct Prelude: LuaPrelude {
        let source: String
        let bytecode: [UInt8]
        let chunkName = "=(transit test.lua)"
    }

    /// `string.dump` of `text` compiled, as embed-lua's `lua_dump`.
    static func dump(of text: String, in lua: LuaState) throws -> [UInt8] {
        let hex = try lua.run("""
            local f = assert(load(...))
            return (string.dump(f):gsub(".", function(c) return string.format("%02x", c:byte()) end))
            """, chunkName: "=dump", arguments: [.string(text)])
        guard case .string(let digits)? = hex.first else { Issue.record("no dump"); return [] }
        var bytes: [UInt8] = []
        var i = digits.startIndex
        while i < digits.endIndex {
            let next = digits.index(i, offsetBy: 2)
            bytes.append(UInt8(digits[i..<next], radix: 16)!)
            i = next
        }
        return bytes
    }

    @Test func theBytecodeRunsNotTheSource() throws {
        let lua = try makeState()
        let text = #"""
            marker = "bytecode \128\194\195\255"
            local t = {}
            for i = 1, 300 do t[i] = i * 3 end
            total = 0
            for _, v in ipairs(t) do total = total + v end
            """#
        let dump = try Self.dump(of: text, in: lua)
        #expect(dump.contains { $0 >= 0x80 })
        try lua.load(prelude: Prelude(source: "marker = 'source'", bytecode: dump))
        try lua.call(arguments: 0, results: 0)
        #expect(try lua.run("return marker == 'bytecode \\128\\194\\195\\255', total") == [.boolean(true), .integer(135_450)])
    }

    @Test func aDumpThatWillNotLoadFallsBackToTheSource() throws {
        let lua = try makeState()
        try lua.load(prelude: Prelude(source: "marker = 'source'", bytecode: [0x1B, 0x4C, 0x75, 0x61, 0xFF]))
        try lua.call(arguments: 0, results: 0)
        #expect(try lua.run("return marker") == [.string("source")])
    }
}
