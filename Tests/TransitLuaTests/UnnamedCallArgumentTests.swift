import Foundation
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

    /// A host function in a module the script required is named by its path there, sandboxed
    /// as under `--unsafe`: sandboxed it read '?' (the walk saw only the modules loaded at the
    /// sandbox's set-up, not its package.loaded). Stock names a C function found only in a
    /// required module the same way, lua5.4 5.4.4: geo.lua `local f = string.rep; string.rep =
    /// nil; return {adv = f}`, then `pcall(require("geo").adv)` -> 'geo.adv'. A global's name
    /// still comes first: `adv` is also a global in the last.
    @Test(arguments: [true, false]) func aFunctionOfARequiredModuleIsNamedByItsPath(sandboxed: Bool) throws {
        let dir = "/tmp/ua-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "return {adv = clock.advance}\n".write(toFile: dir + "/geo.lua", atomically: false, encoding: .utf8)
        var options = sandboxed ? ScriptRuntime.Options() : .unsafe
        options.searchPath = SearchPath(templates: [dir + "/?.lua"])
        options.systemPath = []
        let s = try Stage(options: options)
        var out: [String] = []
        s.runtime.output = { out.append($0) }
        try s.run("""
            local geo = require("geo")
            print(select(2, pcall(geo.adv, "x")))
            package.loaded.zz = {adv = geo.adv}
            print(select(2, pcall(geo.adv, "x")))
            adv = geo.adv
            print(select(2, pcall(geo.adv, "x")))
            """, chunkName: "@t.lua")
        #expect(out == ["t.lua:2: bad argument #1 to 'geo.adv' (number expected, got string)",
                        "t.lua:4: bad argument #1 to 'geo.adv' (number expected, got string)",
                        "t.lua:6: bad argument #1 to 'adv' (number expected, got string)"], "sandboxed: \(sandboxed)")
    }

    @Test func theCallSitesNameComesFirst() throws {
        #expect(try printed("local run = task\nprint(select(2, pcall(function() run(1) end)))")
                == ["t.lua:2: bad argument #1 to 'run' (function expected, got number)"])
    }
}
