import Foundation
import Testing

/// The sandbox's `loadfile` and `dofile` read the project's own Lua files — relative paths
/// under the current folder, links followed — and nothing else (docs/sandbox.md).
@Suite struct SandboxLoadfileTests {
    @Test func projectFilesLoadAndNothingElseDoes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-loadfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("spec"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "return {hello = 'hola', n = select('#', ...)}\n".write(to: dir.appendingPathComponent("spec/es.lua"), atomically: true, encoding: .utf8)
        try "x = = 1\n".write(to: dir.appendingPathComponent("broken.lua"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("etc").path, withDestinationPath: "/etc")
        try """
        local f = assert(loadfile("spec/es.lua"))
        print(f().hello, f(1, 2).n, dofile("spec/es.lua").hello)
        local env = {select = select}
        print(loadfile("spec/es.lua", "t", env)().hello)
        print(loadfile("broken.lua"))
        print(loadfile("spec/es.lua", "b"))
        for _, path in ipairs{"/etc/hostname", "../x.lua", "etc/hostname", "missing.lua"} do print(loadfile(path)) end
        print(pcall(dofile, "missing.lua"))
        print(loadfile())
        """.write(to: dir.appendingPathComponent("t.lua"), atomically: true, encoding: .utf8)
        let r = try Executable.run("transit", ["run", "t.lua"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let only = "(the sandbox's loadfile reads Lua files under the current folder only)"
        #expect(r.stdout.split(separator: "\n").map(String.init) == [
            "hola\t2\thola",
            "hola",
            "nil\tbroken.lua:1: unexpected symbol near '='",
            "nil\tattempt to load a text chunk (mode is 'b')",
            "nil\tcannot open /etc/hostname \(only)",
            "nil\tcannot open ../x.lua \(only)",
            "nil\tcannot open etc/hostname \(only)",
            "nil\tcannot open missing.lua: No such file or directory",   // stock lua5.4's words
            "false\tcannot open missing.lua: No such file or directory",
            "nil\tloadfile of standard input is not available in the sandbox",
        ])
    }

    /// dofile raises what loadfile said as it is, as stock's (lua_error of luaL_loadfile's
    /// message): a missing file's "cannot open …" and a broken file's own "broken.lua:1: …",
    /// with no place of the caller's in front — the sandbox's put `t.lua:2: ` there
    /// (lua-TestMore's 301-basic.t, "function dofile (no file)").
    @Test func dofileRaisesLoadfilesMessageAsStockDoes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-dofile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "x = = 1\n".write(to: dir.appendingPathComponent("broken.lua"), atomically: true, encoding: .utf8)
        try """
        print(pcall(dofile, "missing.lua"))
        print(pcall(function() dofile("missing.lua") end))
        print(pcall(function() return dofile("missing.lua") end))
        print(pcall(function() dofile("broken.lua") end))
        print(pcall(function() return dofile("broken.lua") end))
        """.write(to: dir.appendingPathComponent("t.lua"), atomically: true, encoding: .utf8)
        let stock = try Executable.run("lua5.4", ["t.lua"], in: dir)
        let ours = try Executable.run("transit", ["run", "t.lua"], in: dir)
        #expect(stock.status == 0 && ours.status == 0, "\(ours.stderr)")
        #expect(stock.stdout.hasPrefix("false\tcannot open missing.lua: No such file or directory\n"))
        #expect(ours.stdout == stock.stdout)
    }

    /// require keeps to the project too: a search folder that is a link out of it
    /// (`scripts -> ../outside`) leads nowhere, and a chunk a script names itself
    /// (`load(code, "@/elsewhere/x.lua")`) does not make its folder a search folder; the
    /// script's own folder still is, and a sibling module there loads — also through `pcall`,
    /// whose C frame stands between the script and require.
    @Test func requireKeepsToTheProjectThroughLinkedFoldersAndNamedChunks() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("transit-require-\(UUID().uuidString)")
        let dir = base.appendingPathComponent("project"), outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try "return 'OUTSIDE'\n".write(to: outside.appendingPathComponent("secretmod.lua"), atomically: true, encoding: .utf8)
        try "return 1\n".write(to: outside.appendingPathComponent("anchor.lua"), atomically: true, encoding: .utf8)
        try "return 'sibling'\n".write(to: dir.appendingPathComponent("sub/sib.lua"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("scripts").path, withDestinationPath: "../outside")
        try """
        print(pcall(require, "secretmod"))
        local f = load("local ok, m = pcall(require, 'secretmod') return tostring(ok) .. ' ' .. tostring(m):sub(1, 40)", "@\(outside.path)/anchor.lua")
        print(f())
        print((select(2, pcall(require, "sib"))))
        package.loaded.sib = nil
        local m = require("sib")
        print(m)
        """.write(to: dir.appendingPathComponent("sub/main.lua"), atomically: true, encoding: .utf8)
        let r = try Executable.run("transit", ["run", "sub/main.lua"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains("OUTSIDE"))
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "false\tmodule 'secretmod' not found:")
        #expect(lines.contains("\tnot the file 'scripts/secretmod.lua' (a link out of its search folder: the sandbox's require reads files under the search path's folders only)"))
        #expect(lines.contains("false module 'secretmod' not found:"))
        // the script's folder whether require is called directly or through pcall
        #expect(Array(lines.suffix(2)) == ["sibling", "sibling"])
        // a search folder named outside the project on purpose (TRANSIT_PATH) is searched
        try "print((require 'secretmod'))\n".write(to: dir.appendingPathComponent("named.lua"), atomically: true, encoding: .utf8)
        let named = try Executable.run("transit", ["run", "named.lua"], in: dir, environment: ["TRANSIT_PATH": "../outside/?.lua"])
        #expect(named.status == 0 && named.stdout == "OUTSIDE\n", "\(named.stderr)")
    }
}
