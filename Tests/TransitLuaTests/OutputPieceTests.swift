import Testing
@testable import TransitLua

/// A piece of a line the script flushes unfinished (`io.write(".") io.flush()`): a host that
/// keeps lines takes it as one; a host with `printedPiece` (`transit run`'s standard output)
/// gets it as it is, and the rest of the line after it, as stock Lua writes them.
@Suite struct OutputPieceTests {
    static let script = """
    io.write("a") io.flush()
    io.write("b") io.stdout:flush()
    print("c")
    io.write("open")
    """

    @Test func aLineHostTakesAFlushedPieceAsALine() throws {
        let r = try ScriptRuntime()
        var lines: [String] = []
        r.output = { lines.append($0) }
        #expect(r.printedPiece == nil)                   // setting output routes pieces to it
        try r.run(Self.script, chunkName: "=pieces")
        #expect(lines == ["a", "b", "c"])
        try r.run("io.flush()", chunkName: "=flush")
        #expect(lines == ["a", "b", "c", "open"])
    }

    @Test func aPieceHostGetsThePiecesAsTheyAre() throws {
        let r = try ScriptRuntime()
        var bytes: [UInt8] = []
        r.printed = { bytes += $0 + [0x0A] }
        r.printedPiece = { bytes += $0 }
        try r.run(Self.script, chunkName: "=pieces")
        #expect(String(decoding: bytes, as: UTF8.self) == "abc\n")
        try r.run("io.flush()", chunkName: "=flush")
        #expect(String(decoding: bytes, as: UTF8.self) == "abc\nopen")
    }
}
