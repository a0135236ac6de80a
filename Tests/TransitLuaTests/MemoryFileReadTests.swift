import Testing
@testable import TransitLua

/// A count read from a file in memory (`io.tmpfile()`): past the end it reads the rest, as
/// stock's `read_chars` reads what the file has (lua5.4: `f:read(100)` of "abc" is "abc",
/// position 3). A count no buffer can hold is stock's `not enough memory` (it asks a buffer of
/// the count first); the sandbox reads the rest there too — its position plus the count
/// wrapped past `math.maxinteger`, and `f:read(math.maxinteger)` from position 1 read ""
/// and stayed at 1.
@Suite struct MemoryFileReadTests {
    @Test func aCountPastTheEndReadsTheRest() throws {
        let r = try ScriptRuntime()
        var lines: [String] = []
        r.output = { lines.append($0) }
        try r.run("""
        local f = io.tmpfile()
        f:write("abc")
        f:seek("set", 0) print(f:read(100), f:seek())
        f:seek("set", 1) print(f:read(math.maxinteger - 1), f:seek())
        f:seek("set", 1) print(f:read(math.maxinteger), f:seek())
        f:seek("set", 2) print(f:read(math.maxinteger), f:seek())
        print(f:read(math.maxinteger), f:seek())
        """, chunkName: "=read")
        #expect(lines == ["abc\t3", "bc\t3", "bc\t3", "c\t3", "nil\t3"])
    }
}
