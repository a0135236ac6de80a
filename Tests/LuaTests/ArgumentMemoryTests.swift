import Testing
@testable import Lua

/// A chunk's arguments are pushed at the host's top level, outside every call into Lua. A
/// string argument past the memory limit made Lua raise there with nothing to catch it:
/// "unprotected Lua error: not enough memory" and an abort (`transit run --memory 1` with
/// twelve 120,000-byte words). The strings are now made inside protected calls.
@Suite struct ArgumentMemoryTests {
    static let limits = LuaLimits(memory: 1 << 20, instructions: 0, seconds: 0, hostObjects: 0)

    @Test func wordsPastTheMemoryLimitAreAMemoryErrorAndTheStackIsAsBefore() throws {
        let lua = try makeState(Self.limits)
        let word = [UInt8](repeating: 0x78, count: 120_000)
        let top = lua.hostCall.top
        var kind: LuaError.Kind?
        do {
            _ = try lua.run(bytes: Array("return select('#', ...)".utf8), chunkName: "@args.lua",
                            byteStrings: Array(repeating: word, count: 12))
        } catch {
            kind = error.kind
            #expect(error.message.contains("not enough memory"))
        }
        #expect(kind == .memory)
        #expect(lua.hostCall.top == top)
        #expect(lua.control.pointee.oom_pending == 0)
        // the words' garbage collected, the same state takes two of them and goes on
        lua.collectGarbage()
        let two = try lua.run(bytes: Array("return select('#', ...), #(...)".utf8), chunkName: "@args.lua",
                              byteStrings: [word, word])
        #expect(two == [.integer(2), .integer(120_000)])
    }

    /// `LuaValue` strings take the same path, in order with the other values.
    @Test func stringValuesPastTheLimitAreAMemoryErrorAndSmallOnesKeepTheirPlace() throws {
        let lua = try makeState(Self.limits)
        let big = LuaValue.string(String(repeating: "y", count: 200_000))
        var kind: LuaError.Kind?
        do {
            _ = try lua.run("return ...", chunkName: "@values.lua", arguments: Array(repeating: big, count: 8))
        } catch {
            kind = error.kind
        }
        #expect(kind == .memory)
        let values = try lua.run("return ...", chunkName: "@values.lua",
                                 arguments: [.integer(1), .string("two"), .nil, .boolean(true), .string("")])
        #expect(values == [.integer(1), .string("two"), .nil, .boolean(true), .string("")])
    }

    /// More arguments than a Lua stack holds (LUAI_MAXSTACK, a million slots): lua.c's "too
    /// many script args", with the stack as before — `lua_checkstack` refuses, nothing raises
    /// over Swift. Both ways in: a chunk's `...` and the `arg` table.
    @Test func moreArgumentsThanAStackHoldsAreAnErrorNotAnOverflow() throws {
        let lua = try makeState(LuaLimits(memory: 0, instructions: 0, seconds: 0, hostObjects: 0))
        let words = [[UInt8]](repeating: [0x61], count: 1_100_000)
        let top = lua.hostCall.top
        for attempt in 0..<2 {
            var message = ""
            do {
                if attempt == 0 {
                    _ = try lua.run(bytes: Array("return select('#', ...)".utf8), chunkName: "@args.lua", byteStrings: words)
                } else {
                    try lua.setArgumentTable(words, before: 1)
                }
            } catch {
                #expect(error.kind == .memory)
                message = error.message
            }
            #expect(message == "stack overflow (too many script args)")
            #expect(lua.hostCall.top == top)
        }
        let fine = try lua.run(bytes: Array("return select('#', ...)".utf8), chunkName: "@args.lua",
                               byteStrings: Array(words.prefix(100_000)))
        #expect(fine == [.integer(100_000)])
    }
}
