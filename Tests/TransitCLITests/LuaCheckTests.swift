import Foundation
import Testing

/// Transit's own Lua (the preludes in `Sources/*/Lua/*.lua`, embedded at build time) is held
/// to luacheck like any Lua, with the repository's `.luacheckrc` (Lua 5.4).
@Suite struct LuaCheckTests {
    static var preludes: [String] {
        let sources = Executable.root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: sources.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".lua") { files.append("Sources/" + path) }
        }
        return files.sorted()
    }

    @Test func thePreludesAreFoundWhereTheyLive() {
        let files = Self.preludes
        for expected in ["Sources/TransitLua/Lua/views.lua", "Sources/TransitLua/Lua/sandbox_restricted.lua",
                         "Sources/TransitREPL/Lua/repl.lua"] {
            #expect(files.contains(expected), "\(expected) not among \(files)")
        }
    }

    @Test func everyPreludePassesLuacheck() throws {
        let files = Self.preludes
        let r = try Executable.run("luacheck", ["--no-color", "--codes"] + files)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("Total: 0 warnings / 0 errors in \(files.count) files\n"), "\(r.stdout)")
    }

    /// The check can fail: the same configuration finds what it is there to find.
    @Test func luacheckFlagsAnUnusedLocalAndAStrayGlobal() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("luacheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.lua")
        try "local unused = 1\nstray = 2\n".write(to: file, atomically: true, encoding: .utf8)
        let config = Executable.root.appendingPathComponent(".luacheckrc").path
        let r = try Executable.run("luacheck", ["--no-color", "--codes", "--config", config, file.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("bad.lua:1:7: (W211) unused variable 'unused'"), "\(r.stdout)")
        #expect(r.stdout.contains("bad.lua:2:1: (W111) setting non-standard global variable 'stray'"), "\(r.stdout)")
    }
}
