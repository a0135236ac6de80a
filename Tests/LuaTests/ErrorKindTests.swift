import Lua
import Testing

/// An error's kind is decided where it is raised (the call's status, the stop the shim
/// tagged), never by reading its words back.
@Suite struct ErrorKindTests {
    @Test func aScriptsOwnWordsDoNotMakeAMemoryError() throws {
        let lua = try makeState(LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0))
        // (exactly "not enough memory" is Lua's own memory error: lua_error raises LUA_ERRMEM
        // for its interned message, so that one is a memory error by its status)
        let error = try #require(lua.failure("error('not enough memory (script memory limit 1 MiB)', 0)"))
        #expect(error.kind == .runtime)
        #expect(error.message == "t.lua:1: not enough memory (script memory limit 1 MiB)")
        let limit = try #require(lua.failure("error('time limit exceeded')"))
        #expect(limit.kind == .runtime)
    }

    @Test func theTrampolinesMemoryErrorIsTaggedAndSticky() throws {
        let lua = try makeState(LuaLimits(memory: 4 << 20, instructions: 1_000_000, seconds: 0, hostObjects: 0))
        lua.register("big") { call in
            call.push(String(repeating: "x", count: 6 << 20))
            return 1
        }
        // a pcall does not turn the limit into a runtime error the script can go on from
        let error = try #require(lua.failure("local ok = pcall(big)\nlocal n = 0\nwhile true do n = n + 1 end"))
        #expect(error.kind == .memory)
        #expect(error.message.hasSuffix("not enough memory (script memory limit 4 MiB)"))
        #expect(try lua.run("return 'still alive'") == [.string("still alive")])
    }

    @Test func syntaxErrorsKnowWhetherMoreInputCouldFinishThem() throws {
        let lua = try makeState(LuaLimits.none)
        do {
            try lua.load("if x then", chunkName: "=stdin")
            Issue.record("loaded")
        } catch {
            #expect(error.kind == .syntax && error.isIncompleteInput)
            #expect(error.message == "stdin:1: 'end' expected near <eof>")
        }
        do {
            try lua.load("x = = 1", chunkName: "=stdin")
            Issue.record("loaded")
        } catch {
            #expect(error.kind == .syntax && !error.isIncompleteInput)
        }
        let runtime = try #require(lua.failure("error('near <eof>', 0)"))
        #expect(runtime.kind == .runtime && !runtime.isIncompleteInput)
    }
}
