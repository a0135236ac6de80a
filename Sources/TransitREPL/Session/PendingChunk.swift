/// The chunk being typed while it is incomplete (`lua.c`'s "incomplete": a syntax error at
/// `<eof>`), kept as the bytes compiled: each new line is appended to them, where joining
/// the lines again at every line, and copying the array of lines to do it, was a third of
/// reading a long pasted table (callgrind: 1.6 of 4.9 G instructions for 3,000 lines; the
/// rest is compiling the chunk again at each line, as `lua.c` does).
struct PendingChunk {
    /// The lines so far, joined by newlines.
    private(set) var source: [UInt8] = []
    private(set) var lines = 0
    /// Seconds spent compiling it so far (each line compiles the whole chunk again).
    var compiling: Double = 0

    var isEmpty: Bool { lines == 0 }

    /// Bytes the chunk takes when a next line is compiled with it: the lines and a newline each.
    var continuedBytes: Int { isEmpty ? 0 : source.count + 1 }

    mutating func append(_ line: [UInt8]) {
        if lines > 0 { source.append(0x0A) }
        source.append(contentsOf: line)
        lines += 1
    }

    /// The chunk's source, and the chunk forgotten.
    mutating func take() -> [UInt8] {
        defer { self = PendingChunk() }
        return source
    }
}
