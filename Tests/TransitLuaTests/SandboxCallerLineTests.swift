import Foundation
import Testing
@testable import TransitLua

/// The sandbox's `require`, `load`, `loadfile`, `dofile` and `collectgarbage` are Lua, but C
/// functions to their callers (sandbox.c's `cfunction`), as stock's are: reached by a tail
/// call, their errors name the caller's line — a Lua function's tail call had dropped that
/// frame, and the error named `(transit sandbox_restricted.lua)`.
@Suite struct SandboxCallerLineTests {
    /// A runtime searching a temporary folder holding `files`; what `code` printed.
    static func run(_ code: String, files: [String: String]) throws -> [String] {
        // short: Lua shows a chunk name past 60 bytes by its end only
        let dir = "/tmp/tc-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: false, encoding: .utf8) }
        var options = ScriptRuntime.Options()
        options.searchPath = SearchPath(templates: [dir + "/?.lua"])
        options.systemPath = []
        let r = try ScriptRuntime(options: options)
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run(code, chunkName: "=main")
        return out.map { $0.replacingOccurrences(of: dir, with: "DIR") }
    }

    /// stock: `false	./tail.lua:2: module 'nosuch' not found:` — the module's line.
    @Test func aTailCalledRequireNamesTheModulesLine() throws {
        let out = try Self.run("print(pcall(require, 'tail'))", files: ["tail.lua": "-- a module passing on another\nreturn require('nosuch')\n"])
        #expect(out == ["false\tDIR/tail.lua:2: module 'nosuch' not found:\n\tno field package.preload['nosuch']\n\tno file 'DIR/nosuch.lua'"])
    }

    /// Called straight from `pcall` (a C function) the error has no place, as stock's; from a
    /// Lua line it names that line, tail call or not. A file dofile cannot load is no such
    /// error: stock raises loadfile's message as it is, with no place.
    @Test func eachFunctionNamesItsCallersLine() throws {
        let out = try Self.run("""
            print(pcall(require))
            print(pcall(function() return require({}) end))
            print(pcall(function() return dofile(true) end))
            print(pcall(function() return dofile('missing.lua') end))
            print(pcall(function() return collectgarbage('incremental') end))
            print(pcall(function() return load(nil) end))
            """, files: [:])
        #expect(out == [
            "false\tbad argument #1 to 'require' (string expected, got no value)",
            "false\tmain:2: bad argument #1 to 'require' (string expected, got table)",
            "false\tmain:3: bad argument #1 to 'dofile' (string expected, got boolean)",
            "false\tcannot open missing.lua: No such file or directory",
            "false\tmain:5: collectgarbage('incremental') is not available in the sandbox",
            "false\tmain:6: bad argument #1 to 'load' (function expected, got nil)",
        ])
    }

    /// The wrapper passes every result and argument through, and a module loads once.
    @Test func resultsAndArgumentsPassThrough() throws {
        let out = try Self.run("""
            local a, path = require('two')
            print(a, path, require('two') == a, select('#', load('return 1, nil, 3')()))
            print(collectgarbage('isrunning'), (load('return ...', 'c', 't', {})(7, 8)))
            """, files: ["two.lua": "return {}\n"])
        #expect(out == ["table: 0x00000001\tDIR/two.lua\ttrue\t3", "true\t7"])
    }
}
