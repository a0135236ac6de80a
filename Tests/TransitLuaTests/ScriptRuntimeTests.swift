import Lua
import Foundation
import Testing
@testable import TransitLua

/// The package root, from this file's path: Tests/TransitLuaTests/ScriptRuntimeTests.swift.
let packageRoot = SearchPath.packageRoot(of: #filePath.replacingOccurrences(of: "/Tests/", with: "/Sources/"))

func runtime(_ options: ScriptRuntime.Options = ScriptRuntime.Options()) throws -> (ScriptRuntime, Box) {
    var options = options
    options.searchPath = SearchPath(roots: [packageRoot + "/scripts/tests/modules", packageRoot + "/scripts"])
    let r = try ScriptRuntime(options: options)
    let box = Box()
    r.output = { box.lines.append($0) }
    r.warnings = { box.warnings.append($0) }
    return (r, box)
}

final class Box {
    var lines: [String] = []
    var warnings: [String] = []
}

@Suite struct ScriptRuntimeTests {
    @Test func printIsWordedAsStockPrint() throws {
        let (r, out) = try runtime()
        try r.run("print(1, 2.0, nil, true, 'x', setmetatable({}, {__tostring = function() return 'T' end}))\nprint()", chunkName: "=p")
        #expect(out.lines == ["1\t2.0\tnil\ttrue\tx\tT", ""])
    }

    @Test func errorsNameTheScriptPathRelativeToTheTree() throws {
        let (r, _) = try runtime()
        #expect(ScriptRuntime.displayName(packageRoot + "/scripts/examples/hello.lua") == "scripts/examples/hello.lua")
        #expect(ScriptRuntime.displayName("./x.lua") == "./x.lua")      // as lua5.4 names a chunk
        do {
            try r.run("\nlocal v = nil\nv.x = 1", chunkName: "@scripts/examples/broken.lua")
            Issue.record("no error")
        } catch {
            #expect(error.message == "scripts/examples/broken.lua:3: attempt to index a nil value (local 'v')")
        }
    }

    @Test func aShebangLineIsSkippedKeepingLineNumbers() throws {
        let (r, _) = try runtime()
        do {
            try r.run(ScriptRuntime.strippingShebang("#!/usr/bin/env transit\nerror('line two')"), chunkName: "@s.lua")
        } catch {
            #expect(error.message == "s.lua:2: line two")
        }
    }

    @Test func theVirtualClockFeedsOsClock() throws {
        let (r, out) = try runtime()
        r.now = { 1.25 }
        try r.run("print(os.clock(), os.time())", chunkName: "=c")
        #expect(out.lines == ["1.25\t1"])
    }

    /// os.time and os.date read whole seconds, floored as math.floor floors: an integer when
    /// one holds it, else the float (a cast out of range was undefined, and gave math.mininteger).
    @Test func theVirtualTimeIsFlooredAsMathFloorDoes() throws {
        let (r, out) = try runtime()
        for seconds in [-2.5, 1e300, .nan] {
            r.now = { seconds }
            try r.run("local t = os.time()\nprint(math.type(t), t == math.floor(os.clock()), t ~= t)", chunkName: "=t")
        }
        #expect(out.lines == ["integer\ttrue\tfalse", "float\ttrue\tfalse", "float\tfalse\ttrue"])
        r.now = { -2.5 }
        try r.run("print(os.date('%Y-%m-%d %H:%M:%S'))", chunkName: "=d")
        #expect(out.lines.last == "1969-12-31 23:59:57")
    }

    @Test func theSeedChoosesTheSequence() throws {
        func numbers(seed: Int) throws -> [String] {
            var options = ScriptRuntime.Options()
            options.seed = seed
            let (r, out) = try runtime(options)
            try r.run("print(math.random(1 << 40), math.random(1 << 40))", chunkName: "=r")
            return out.lines
        }
        #expect(try numbers(seed: 7) == (try numbers(seed: 7)))
        #expect(try numbers(seed: 7) != (try numbers(seed: 8)))
    }

    @Test func warningsComeOutInOrderWithPrint() throws {
        let (r, out) = try runtime()
        try r.run("warn('first') print('second')", chunkName: "=w")
        #expect(out.warnings == ["first"])
        #expect(out.lines == ["second"])
    }

    @Test func unsafeModeHasTheStockLibraries() throws {
        let (r, out) = try runtime(.unsafe)
        try r.run("print(type(io), type(os.getenv), type(string.dump), require('greeter').greet('u'))", chunkName: "=u")
        #expect(out.lines == ["table\tfunction\tfunction\thello, u (#1)"])
    }

    @Test func searchPathResolvesNamesUnderExamplesAndTransitions() throws {
        let path = SearchPath(roots: [packageRoot + "/scripts"])
        #expect(path.resolveScript("hello") == packageRoot + "/scripts/examples/hello.lua")
        #expect(path.resolveScript("examples.hello") == packageRoot + "/scripts/examples/hello.lua")
        #expect(path.resolveScript("nothing-here") == nil)
        #expect(path.find(module: "a.b").tried == [packageRoot + "/scripts/a/b.lua", packageRoot + "/scripts/a/b/init.lua"])
    }

    /// Lua source is bytes: a module, a script file and print keep a byte that is not UTF-8.
    @Test func sourcesAndPrintAreBytes() throws {
        let (r, _) = try runtime()
        var printed: [[UInt8]] = []
        r.printed = { printed.append($0) }
        try r.run("local m = require 'rawbytes'\nprint(m.length, m.raw, string.char(255))", chunkName: "=b")
        #expect(printed == [Array("1\t".utf8) + [0xE1, 0x09, 0xFF]])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rawbytes-\(getpid()).lua")
        try Data([0xEF, 0xBB, 0xBF] + Array("#!shebang\nprint(#\"".utf8) + [0xE1] + Array("\")".utf8)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try r.runFile(file.path)
        #expect(printed.last == Array("1".utf8))
        #expect(r.lua.stackTop == 0)
    }
}
