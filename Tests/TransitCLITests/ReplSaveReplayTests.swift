import Foundation
import Testing

/// `.save` writes a file that `transit run` replays to the session's effect, whatever was
/// typed: each input was its own chunk in the REPL (as in `lua`), so one with `return`,
/// `...` or a label at its top level is written as its own chunk again (rev21: the file
/// did not compile), and a loaded file's `#!` line is commented out as `.load` skipped it.
@Suite struct ReplSaveReplayTests {
    static func folder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-repl-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func inputsThatAreNotStatementsInSequenceReplay() throws {
        let dir = try Self.folder("save")
        defer { try? FileManager.default.removeItem(at: dir) }
        let saved = dir.appendingPathComponent("session.lua").path
        let r = try ReplProcess.run([
            "1",
            "do local y = 5 end",
            "::top::",
            "do return end",
            "x = 2 -- trailing",
            "local z = 3 -- a comment ends the line",
            "function f(...) return select('#', ...) end",
            "f(1, 2)",
            "return",
            "...",
            "select('#', ...)",
            "if x then return x + 1 end",
            "for i = 1, 2 do ::again:: end",
            "goto skip; print('never'); ::skip::",
            "print('seen', x, _)",
            ".save " + saved,
        ], in: dir)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output == "1\n2\n0\n3\nseen\t2\t3\nwrote \(saved)\n")
        let written = try String(contentsOf: URL(fileURLWithPath: saved), encoding: .utf8)
        #expect(written == """
        -- Written by transit repl (.save): the session's input, in order.
        -- Replay it with `transit run <this file>`.
        _ = 1
        do do local y = 5 end end
        do ::top:: end
        load([[
        do return end]], "=stdin")()
        x = 2 -- trailing
        do local z = 3 -- a comment ends the line
        end
        function f(...) return select('#', ...) end
        _ = f(1, 2)
        load([[
        return]], "=stdin")()
        load([[
        return ...]], "=stdin")()
        _ = load([[
        return select('#', ...)]], "=stdin")()
        _ = load([[
        if x then return x + 1 end]], "=stdin")()
        do for i = 1, 2 do ::again:: end end
        do goto skip; print('never'); ::skip:: end
        print('seen', x, _)

        """)
        // run with arguments: the chunks' `...` stay empty, as in the session
        let run = try Executable.run(Executable.products.appendingPathComponent("transit").path,
                                     ["run", saved, "--quiet", "--", "a", "b"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "seen\t2\t3\n")
    }

    /// The saved file holds the bytes that ran: Lua source is bytes, and a typed line, a
    /// continued chunk and a loaded file with bytes that are not UTF-8 ran them as they are.
    /// Written as text, each became U+FFFD: the session printed `2 1 1 255 254`, the saved
    /// file `6 3 3 239 191 189 239 191 189`.
    @Test func bytesThatAreNotUTF8AreSavedAsTheyRan() throws {
        let dir = try Self.folder("bytes")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Array("t = \"".utf8) + [0xE9] + Array("\"\n".utf8)).write(to: dir.appendingPathComponent("latin1.lua"))
        let saved = dir.appendingPathComponent("session.lua").path
        let repl = try ReplProcess(in: dir)
        repl.send(".load latin1.lua")
        repl.send(bytes: Array("s = \"".utf8) + [0xFF, 0xFE] + Array("\"\nu = {\n\"".utf8) + [0xC3] + Array("\"}\n".utf8))
        repl.send("print(#s, #t, #u[1], s:byte(1, -1))", ".save " + saved)
        let r = repl.finish()
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.output == "2\t1\t1\t255\t254\nwrote \(saved)\n")
        let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: saved)))
        #expect(written.contains([0xFF, 0xFE]) && written.contains([0xE9]) && written.contains([0xC3]))
        let run = try Executable.run(Executable.products.appendingPathComponent("transit").path,
                                     ["run", saved, "--quiet"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "2\t1\t1\t255\t254\n")
    }

    @Test func aLoadedFilesShebangLineIsSkippedInTheSavedFile() throws {
        let dir = try Self.folder("shebang")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("tool.lua")
        try "#!/usr/bin/env transit run\nprint('ran', 1)\nerror('at line 3')\n".write(to: script, atomically: true, encoding: .utf8)
        let saved = dir.appendingPathComponent("session.lua").path
        let r = try ReplProcess.run([".load tool.lua", ".save " + saved], in: dir)
        #expect(r.output.hasPrefix("ran\t1\ntool.lua:3: at line 3\n"), "\(r.output)")
        let written = try String(contentsOf: URL(fileURLWithPath: saved), encoding: .utf8)
        #expect(written.contains("load([[\n--#!/usr/bin/env transit run\nprint('ran', 1)\n"), "\(written)")
        // the same output and the same line in the error: no line moved
        let run = try Executable.run(Executable.products.appendingPathComponent("transit").path, ["run", saved, "--quiet"], in: dir)
        #expect(run.stdout == "ran\t1\n")
        #expect(run.stderr.hasPrefix("transit: tool.lua:3: at line 3\n"), "\(run.stderr)")
    }
}
