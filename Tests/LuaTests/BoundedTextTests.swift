import Testing
@testable import Lua

/// What the host keeps of text a script chose: one rule, the start and how much was left out.
@Suite struct BoundedTextTests {
    @Test func shortTextIsKeptWhole() {
        #expect(BoundedText.prefix("héllo", bytes: 6) == "héllo")
        #expect(BoundedText.prefix("", bytes: 0) == "")
    }

    @Test func longTextKeepsItsStartNeverCutInsideACharacter() {
        #expect(BoundedText.prefix("abcdef", bytes: 4) == "abcd… (2 more bytes)")
        // "é" is two bytes: a cut at byte 2 would split the first one
        #expect(BoundedText.prefix("aéé", bytes: 2) == "a… (4 more bytes)")
        #expect(BoundedText.prefix("aéé", bytes: 3) == "aé… (2 more bytes)")
    }

    @Test func aHostErrorNamingHugeTextIsBoundedBeforeItEntersLua() throws {
        let lua = try makeState()
        let huge = String(repeating: "n", count: 200_000)
        lua.register("fail") { _ in throw LuaRaise(message: "name \(huge) twice \(huge)") }
        let error = try #require(lua.failure("fail()"))
        #expect(error.message.hasPrefix("t.lua:1: name nnnn"))
        // pushed at most 64 KiB (what it left out counted), then kept at most 64 KiB
        #expect(error.message.hasSuffix(" more bytes)"))
        #expect(error.message.utf8.count <= LuaError.longestMessage + "… (400000 more bytes)".utf8.count)
    }
}
