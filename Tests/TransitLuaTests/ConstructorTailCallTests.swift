import Foundation
import Testing
@testable import TransitLua

/// The constructors (`Rect(…)`, `View{…}`, …) are callable tables whose `__call` is Transit's
/// Lua (values.lua, views.lua): called in tail position (`return Rect(0, 0, 1, {})`), a Lua
/// `__call` took over the caller's frame, so the error named the line that called the caller
/// — in another file, that file. `__call` is a C function to its caller now, as stock's C
/// functions are, and Lua keeps the caller's frame under it: stock `return string.rep({})`
/// names its own line, and so does each constructor.
@Suite struct ConstructorTailCallTests {
    @Test(arguments: [
        ("Rect(0, 0, 1, {})", "bad argument #4 to 'Rect' (number expected, got table)"),
        ("Point(1, {})", "bad argument #2 to 'Point' (number expected, got table)"),
        ("Size(0/0, 1)", "bad argument #1 to 'Size' (finite number expected, got nan)"),
        ("EdgeInsets(1, 2, 3)", "bad argument #4 to 'EdgeInsets' (number expected, got no value)"),
        ("Color(1, 0, {})", "bad argument #3 to 'Color' (number expected, got table)"),
        ("Transform(1, 0, 0, 1, 0, 1/0)", "bad argument #6 to 'Transform' (finite number expected, got inf)"),
        ("View(1)", "bad argument #1 to 'View' (table expected, got number)"),
        ("Label(true)", "bad argument #1 to 'Label' (table expected, got boolean)"),
        ("ImageView('x')", "bad argument #1 to 'ImageView' (table expected, got string)"),
        ("ViewController(1)", "bad argument #1 to 'ViewController' (table expected, got number)"),
        ("PresentationController(1)", "bad argument #1 to 'PresentationController' (table expected, got number)"),
        ("View{alpha = 'x'}", "bad value for 'alpha' of View (number expected, got string)"),
    ] as [(String, String)])
    func aTailCalledConstructorNamesTheLineOfTheReturn(call: String, message: String) throws {
        let source = "local function f()\n  return \(call)\nend\n"
        let (s, out) = try stage()
        #expect(s.failure(source + "f()", name: "tc.lua") == "tc.lua:2: \(message)")
        try s.run(source + "print(pcall(f))", chunkName: "@tc.lua")
        #expect(out.lines == ["false\ttc.lua:2: \(message)"])
    }

    /// A module's function that ends in a constructor: its file and line, not its caller's.
    @Test func acrossFilesTheModulesLineIsNamed() throws {
        let dir = "/tmp/tc-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "local M = {}\nfunction M.bad()\n  return View(1)\nend\nreturn M\n"
            .write(toFile: dir + "/mod.lua", atomically: false, encoding: .utf8)
        var options = ScriptRuntime.Options()
        options.searchPath = SearchPath(templates: [dir + "/?.lua"])
        options.systemPath = []
        let s = try Stage(options: options)
        var out: [String] = []
        s.runtime.output = { out.append($0) }
        let expected = "\(dir)/mod.lua:3: bad argument #1 to 'View' (table expected, got number)"
        #expect(s.failure("local m = require('mod')\nm.bad()", name: "main.lua") == expected)
        try s.run("local m = require('mod')\nprint(pcall(m.bad))", chunkName: "@main.lua")
        #expect(out == ["false\t\(expected)"])
    }

    /// `__call` runs the constructor with lua_callk: a table's `__index` that waits, read as
    /// the constructor applies it inside a task, still suspends the task.
    @Test func aConstructorsTableMayWaitInsideATask() throws {
        let (s, out) = try stage()
        try s.run("""
            task(function()
              local v = View(setmetatable({}, {__index = function(_, k)
                if k == "alpha" then wait(1); return 0.5 end
              end}))
              print(clock.now, v.alpha)
            end)
            clock.advance(2)
            """, chunkName: "@w.lua")
        #expect(out.lines == ["1.0\t0.5"])
    }
}
