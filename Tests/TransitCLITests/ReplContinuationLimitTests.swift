import Foundation
import Testing

/// A chunk continued over many lines runs no Lua until it is whole, and each line compiles
/// it again (as `lua.c` does): `--time` counts that compiling, as the input it is, and the
/// memory limit bounds its size (rev21: 40,000 continuation lines through a pipe ran on,
/// whatever `--time` said, and lua.c bounds neither).
@Suite struct ReplContinuationLimitTests {
    static let transit = NonRegularFileTests.transit

    @Test func compilingAContinuedChunkCountsAgainstTheTimeLimit() throws {
        let dir = try NonRegularFileTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // endless: without the bound it never ends (timeout's 60 s)
        let r = try NonRegularFileTests.shell("{ printf 'print(0)\\nx = {\\n'; yes '1,'; }"
                                              + " | timeout -s KILL 60 \(Self.transit) repl --time 0.5", in: dir)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[0] == "0" && lines[2] == "", "\(r.stdout)")
        #expect(lines[1].hasPrefix("stdin: a chunk continued over "))
        #expect(lines[1].hasSuffix(" lines took more than the time limit (--time 0.5) to compile, each line compiling it again: "
                                   + "the input is not read further"))
        // a chunk well within the limit is whole and runs, as before
        let small = try NonRegularFileTests.shell("{ printf 'x = {\\n'; yes '1,' | head -n 2000; printf '}\\nprint(#x)\\n'; }"
                                                  + " | timeout -s KILL 60 \(Self.transit) repl --time 20", in: dir)
        #expect(small.status == 0)
        #expect(small.stdout == "2000\n")
    }

    /// With no time limit, the memory limit still bounds the chunk: the line that would take
    /// it past the limit ends the input.
    @Test func theMemoryLimitBoundsAContinuedChunk() throws {
        let dir = try NonRegularFileTests.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try NonRegularFileTests.shell("{ printf 'x = {\\n'; yes \"$(head -c 2000 /dev/zero | tr '\\0' ' ')1,\"; }"
                                              + " | timeout -s KILL 60 \(Self.transit) repl --time 0 --memory 1", in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("stdin: a line of more than "), "\(r.stdout)")
        #expect(r.stdout.hasSuffix(" bytes, more than the memory limit allows: the input is not read further\n"))
    }
}
