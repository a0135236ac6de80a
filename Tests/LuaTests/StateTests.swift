import Lua
import Testing

@Suite struct StateTests {
    @Test func runReturnsValuesOfEveryType() throws {
        let lua = try makeState()
        let values = try lua.run("return 1, 2.5, 'x\\0y', true, nil, 10 // 3, 1e100")
        #expect(values == [.integer(1), .number(2.5), .string("x\u{0}y"), .boolean(true), .nil, .integer(3), .number(1e100)])
        #expect(LuaValue.number(1e100).description == "1e+100")
        #expect(LuaValue.number(3).description == "3.0")
        #expect(lua.stackTop == 0)
    }

    @Test func runtimeErrorNamesTheLineAndCarriesATraceback() throws {
        let lua = try makeState()
        let error = try #require(lua.failure("local a = 1\nlocal b = nil + a\n"))
        #expect(error.kind == .runtime)
        #expect(error.message == "t.lua:2: attempt to perform arithmetic on a nil value")
        #expect(error.traceback.hasPrefix("stack traceback:\n"))
        #expect(error.traceback.contains("t.lua:2: in main chunk"))
        #expect(lua.stackTop == 0)
    }

    @Test func syntaxErrorIsItsOwnKind() throws {
        let lua = try makeState()
        let error = try #require(lua.failure("local = 3"))
        #expect(error.kind == .syntax)
        #expect(error.message == "t.lua:1: <name> expected near '='")
    }

    @Test func nonStringErrorObjectsAreDescribed() throws {
        let lua = try makeState()
        let plain = try #require(lua.failure("error({})"))
        #expect(plain.message == "t.lua:1: (error object is a table value)")
        let described = try #require(lua.failure("error(setmetatable({}, {__tostring = function() return 'custom' end}))"))
        #expect(described.message == "t.lua:1: custom")     // its __tostring, at the line
    }

    @Test func theHandlerSurvivesAScriptThatRemovesDebug() throws {
        let lua = try makeState()
        try lua.run("debug = nil; _G.debug = nil")
        let error = try #require(lua.failure("local x = nil\nx()"))
        #expect(error.message == "t.lua:2: attempt to call a nil value (local 'x')")
        #expect(error.traceback.contains("in main chunk"))
    }

    @Test func binaryChunksAreRefusedByLoad() throws {
        let lua = try makeState()
        let error = try #require(lua.failure("\u{1B}Lua binary"))
        #expect(error.kind == .syntax)
        #expect(error.message.contains("attempt to load a binary chunk (mode is 't')"))
    }

    @Test func deepRecursionIsAStackOverflowWithALine() throws {
        let lua = try makeState()
        let error = try #require(lua.failure("local function f(n) return 1 + f(n + 1) end\nf(1)"))
        #expect(error.message.hasPrefix("t.lua:1: stack overflow"))
        // the state is still usable afterwards
        #expect(try lua.run("return 40 + 2") == [.integer(42)])
    }
}
