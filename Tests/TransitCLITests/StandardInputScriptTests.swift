import Foundation
import Testing

/// `transit run -` passes the words after `-` to the script as `lua5.4 -` does (its `...`
/// and its `arg`), as `transit run file.lua` always did; `transit explain -`
/// reads the script from standard input as run does.
@Suite struct StandardInputScriptTests {
    @Test func runDashPassesTheArguments() throws {
        let dir = try NewcomerCommandTests.folder(["a.lua": "print(select('#', ...), ...)\nprint(arg and arg[0], arg and arg[3])\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let bin = Executable.products.path + "/transit"
        let sandboxed = try Executable.run("/bin/sh", ["-c", "\(bin) run -q - a b 'c d' < a.lua"], in: dir)
        #expect(sandboxed.stdout == "3\ta\tb\tc d\n-\tc d\n")
        let unsafe = try Executable.run("/bin/sh", ["-c", "\(bin) run -q --unsafe - a b 'c d' < a.lua"], in: dir)
        #expect(unsafe.stdout == "3\ta\tb\tc d\n-\tc d\n")
        // stock: `lua5.4 - a b 'c d' < a.lua` prints the same two lines
    }

    @Test func explainDashReadsStandardInput() throws {
        let dir = try NewcomerCommandTests.folder(["m.lua": "local v = View{name = 'v'}\nView.animate(1, function() v.alpha = 0 end)\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let bin = Executable.products.path + "/transit"
        let piped = try Executable.run("/bin/sh", ["-c", "\(bin) explain - < m.lua"], in: dir)
        let file = try Executable.run("/bin/sh", ["-c", "\(bin) explain m.lua"], in: dir)
        #expect(piped.status == 0)
        #expect(piped.stdout.contains("v.alpha  |###"))
        #expect(piped.stdout == file.stdout)
    }
}

extension StandardInputScriptTests {
    /// render runs a script twice and names its output after the file: `-` is refused with
    /// why, a usage error (it said "cannot find script '-'").
    @Test func renderDashIsRefusedWithItsReason() throws {
        let r = try Executable.transit("render", "-")
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("transit: render reads its scripts from files, not standard input ('-'): it runs a script "
                                   + "more than once and names what it writes after the file; save the script to a file\n"))
    }
}
