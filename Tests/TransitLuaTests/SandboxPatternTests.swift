import Lua
import Testing
@testable import TransitLua

/// The sandbox replaces the string library's pattern functions with match.c's (a step budget);
/// `--unsafe` keeps the stock ones.
@Suite struct SandboxPatternTests {
    /// What a plain state's `string.find` prints as: the address of stock Lua's C function.
    static func stockName(_ function: String) throws -> LuaValue {
        try LuaState(limits: .none).run("return tostring(string.\(function))")[0]
    }

    @Test func theSandboxHasTheBudgetedMatcher() throws {
        let (r, out) = try runtime()
        for function in ["find", "match", "gmatch", "gsub"] {
            #expect(try r.lua.run("return tostring(string.\(function))")[0] != (try Self.stockName(function)))
        }
        // strings' methods are the same functions: string is their metatable's __index
        try r.run("print(('x').find == string.find, ('x').gsub == string.gsub)", chunkName: "=m")
        #expect(out.lines == ["true\ttrue"])
        do {
            try r.run("""
            local s = ("a"):rep(26)
            local p = ("a?"):rep(26) .. ("a"):rep(26) .. "b"
            return s:find(p)
            """, chunkName: "@p.lua")
            Issue.record("no error")
        } catch {
            #expect(error.kind == .patternLimit)
            #expect(error.message == "p.lua:3: pattern matching too complex (step limit exceeded: 20000000 steps)")
        }
    }

    @Test func unsafeModeKeepsTheStockMatcher() throws {
        let (r, _) = try runtime(.unsafe)
        for function in ["find", "match", "gmatch", "gsub"] {
            #expect(try r.lua.run("return tostring(string.\(function))")[0] == (try Self.stockName(function)))
        }
    }
}
