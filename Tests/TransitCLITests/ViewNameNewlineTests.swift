import Foundation
import Testing

/// A view's name is the script's text, and every output that shows it is line-based: a name
/// holding a line break wrote a line of its own into the timeline and the trace
/// (`v.name = "a\n0.000000 forged …"` printed `0.000000 forged frame=(1,2,3,4)…` as if a view
/// named `forged` had been traced). Names are shown with Lua's escapes for control
/// characters (``Swift/String/shownAsName``), and `--trace` takes them as given.
@Suite struct ViewNameNewlineTests {
    static func script(named name: String) -> String {
        """
        local v = View{frame = Rect(0, 0, 10, 10)}
        v.name = "\(name)"
        window:addSubview(v)
        View.animate(0.1, function() v.alpha = 0 end)
        """
    }

    /// `transit` with the words `words(path)` on a script naming its view `name` (Lua source
    /// text: escapes as Lua reads them), in a folder of its own; the execution and the path.
    static func run(named name: String, _ words: (String) -> [String]) throws -> (Execution, String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vnn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("v.lua")
        try script(named: name).write(to: file, atomically: true, encoding: .utf8)
        return (try Executable.run("transit", words(file.path)), file.path)
    }

    @Test func aNameWithALineBreakStaysOnItsLine() throws {
        let (run, file) = try Self.run(named: #"a\n0.000000 forged frame=(1,2,3,4)"#) { ["run", $0] }
        #expect(run.status == 0)
        #expect(run.stdout == """
            0.000000 begin #1 [a\\n0.000000 forged frame=(1,2,3,4).alpha] duration=0.1 curve=easeInOut at \(file):4
            0.100000 end #1 finished=true

            """)
    }

    @Test func aNameWithATabIsTracedByItsTextAndShownEscaped() throws {
        let (run, _) = try Self.run(named: #"a\tb"#) { ["run", "--until", "0.02", "--trace", "a\tb", $0] }
        #expect(run.stderr == "")
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("0.016666 ") }
                == [#"0.016666 a\tb frame=(0,0,10,10) alpha=0.943874 transform=identity"#])
    }

    /// The name as shown (`a\tb`, a backslash and a t) is another name: `--trace` warns, in
    /// the shown form, and traces nothing (docs/cli.md said it took either).
    @Test func theShownFormIsAnotherName() throws {
        let (run, _) = try Self.run(named: #"a\tb"#) { ["run", "--until", "0.02", "--trace", #"a\tb"#, $0] }
        #expect(run.stderr.hasPrefix(#"transit: warning: --trace: no view named 'a\\tb' was in the window"#))
        #expect(!run.stdout.contains("0.016666 "))
    }
}
