import Lua
import Testing
@testable import TransitLua

/// Transit's functions called where no call site names them (through pcall) are named in
/// their argument errors as stock's luaL_argerror names a C function there: by the path among
/// the loaded modules (fields one level deep, a global's without "_G."), '?' in none. They all
/// read '?'. The stock shapes, lua5.4 5.4.6:
///   g = string.rep; string.rep = nil; print(pcall(g))          -> 'g'
///   local f = string.rep; string.rep = nil; clock = {advance = f}; print(pcall(clock.advance))
///                                                              -> '?' (a global table's field)
@Suite struct UnnamedCallArgumentTests {
    func printed(_ source: String) throws -> [String] {
        let (s, out) = try stage()
        try s.run(source, chunkName: "@t.lua")
        return out.lines
    }

    @Test func aGlobalFunctionIsNamedByItsGlobal() throws {
        // `task` is also `transit.task`: the global's name, on every run (stock's walk gives
        // either, by its hash seed)
        for _ in 0..<4 {
            #expect(try printed("print(select(2, pcall(task, 1)))\nprint(select(2, pcall(TapGestureRecognizer, 1)))")
                    == ["t.lua:1: bad argument #1 to 'task' (function expected, got number)",
                        "t.lua:2: bad argument #1 to 'TapGestureRecognizer' (TapGestureRecognizer expects an action function, or a target and the name of its method)"])
        }
    }

    @Test func aFieldOfAGlobalTableIsNotAPathStockFinds() throws {
        #expect(try printed("print(select(2, pcall(clock.advance, 'x')))")
                == ["t.lua:1: bad argument #1 to '?' (number expected, got string)"])
    }

    @Test func theCallSitesNameComesFirst() throws {
        #expect(try printed("local run = task\nprint(select(2, pcall(function() run(1) end)))")
                == ["t.lua:2: bad argument #1 to 'run' (function expected, got number)"])
    }
}
