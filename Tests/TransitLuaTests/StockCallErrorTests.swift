import Lua
import Testing
@testable import TransitLua

/// The sandbox's checked `table.concat`, `string.rep`, `os.date` and `collectgarbage` call
/// the stock function from C (clua_callstock). An error of Lua code that the stock function
/// ran — a metamethod `table.concat` met, or a limit's stop raised there — names its own line,
/// as under stock `lua5.4`; the wrapper had put its caller's line in front as well:
/// `h.lua:4: h.lua:2: boom`. The stock function's own errors still name the caller's line.
/// Expected texts are `lua5.4`'s for the same script (the limits aside).
@Suite struct StockCallErrorTests {
    func failure(_ runtime: ScriptRuntime, _ source: String) -> LuaError? {
        do { try runtime.run(source, chunkName: "@h.lua"); return nil } catch { return error }
    }

    static let throwing = """
        local t = setmetatable({}, {__index = function()
          error("boom")
        end})
        """

    @Test func aMetamethodsErrorInsideConcatNamesItsOwnLine() throws {
        let (r, _) = try runtime(SandboxLimitTests.tight())
        let error = try #require(failure(r, Self.throwing + "\nreturn table.concat(t, '', 1, 3)"))
        #expect(error.message == "h.lua:2: boom")
    }

    @Test func aStopInsideConcatsMetamethodNamesTheLineItFiredAt() throws {
        let (r, _) = try runtime(SandboxLimitTests.tight(instructions: 100_000))
        let loop = "local t = setmetatable({}, {__index = function()\n  while true do end\nend})\n"
        let error = try #require(failure(r, loop + "return table.concat(t, '', 1, 3)"))
        #expect(error.kind == .instructionLimit)
        #expect(error.message == "h.lua:2: instruction limit exceeded (100000 instructions)")
    }

    @Test func theStockFunctionsOwnErrorsStillNameTheCallersLine() throws {
        let (r, _) = try runtime(SandboxLimitTests.tight())
        #expect(failure(r, "local x = 1\nreturn table.concat({{}}, '')")?.message
                == "h.lua:2: invalid value (table) at index 1 in table for 'concat'")
        #expect(failure(r, "\n\nreturn string.rep()")?.message
                == "h.lua:3: bad argument #1 to 'rep' (string expected, got no value)")
    }

    /// Called by `pcall` (C), there is no line to name, for either kind (stock's texts).
    @Test func calledFromPcallNeitherTakesALine() throws {
        let (r, out) = try runtime(SandboxLimitTests.tight())
        try r.run(Self.throwing + """

            print(pcall(table.concat, t, "", 1, 3))
            print(pcall(table.concat, {{}}, ""))
            """, chunkName: "@h.lua")
        #expect(out.lines == ["false\th.lua:2: boom", "false\tinvalid value (table) at index 1 in table for 'concat'"])
    }
}
