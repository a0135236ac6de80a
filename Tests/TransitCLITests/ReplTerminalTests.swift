import Foundation
import Testing

/// `transit repl` in a terminal, through tmux: what a person typing sees.
@Suite(.enabled(if: TerminalSession.isAvailable, "tmux is not installed (make deps installs it)"))
struct ReplTerminalTests {
    static let transit = Executable.products.appendingPathComponent("transit").path

    static func home() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    static func start(_ arguments: [String] = [], home: String? = nil) throws -> TerminalSession {
        let t = try home.map { try TerminalSession([transit, "repl"] + arguments, home: $0) }
            ?? TerminalSession([transit, "repl"] + arguments)
        try t.waitFor("Ctrl-D to leave\n>")
        try t.waitForLineEditor()                      // keys pressed at once (Up, C-d) are the editor's
        return t
    }

    @Test func tabCompletesNamespacesAndAViewsMethods() throws {
        let t = try Self.start()
        try t.type("View.an")
        try t.press("Tab")
        try t.waitFor("> View.animate")
        try t.press("C-u")
        try t.enter("photo = View{name = 'photo'}")
        try t.waitFor("'photo'}\n>")                 // at the prompt again: typing ahead would echo twice
        try t.type("photo:addS")
        try t.press("Tab")
        try t.waitFor("> photo:addSubview")
        try t.press("C-u")
        try t.type("photo:")
        try t.press("Tab", "Tab")                      // ambiguous: the second Tab lists them
        let screen = try t.waitFor("photo:removeFromSuperview")
        #expect(screen.contains("photo:bringSubviewToFront") && screen.contains("photo:convert"))
    }

    @Test func aMultiLineFunctionDefinition() throws {
        let t = try Self.start()
        try t.enter("function area(w, h)")
        try t.waitFor("\n>>")
        try t.enter("  return w * h")
        try t.waitFor("return w * h\n>>")
        try t.enter("end")
        try t.waitFor(">> end\n>")
        try t.enter("area(6, 7)")
        let screen = try t.waitFor("\n42")
        #expect(screen.contains("> function area(w, h)\n>>   return w * h\n>> end\n> area(6, 7)\n42"))
    }

    @Test func historyIsRecalledAfterARestart() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        do {
            let first = try Self.start(home: home)
            try first.enter("remembered = 6 * 7")
            try first.waitFor("6 * 7\n>")
            try first.enter("'second'")
            try first.waitFor("\"second\"")
            try first.press("C-d")
            try first.waitFor("[exit status 0]")
        }
        let again = try Self.start(home: home)
        try again.press("Up")
        try again.waitFor("> 'second'")
        try again.press("Up")
        try again.waitFor("> remembered = 6 * 7")
        try again.press("Down", "Down", "C-u")       // back to a fresh line, then search
        try again.press("C-r")
        try again.type("remem")
        try again.waitFor("remembered = 6 * 7")
        try again.press("Enter")
        try again.waitFor("remembered = 6 * 7\n>")
        try again.enter("remembered")
        try again.waitFor("\n42")
    }

    @Test(arguments: [[], ["--unsafe"]])
    func ctrlCStopsARunawayChunk(arguments: [String]) throws {
        let t = try Self.start(arguments + ["--instructions", "0", "--time", "0"])
        // Ctrl-C is a signal that also drops unread input: wait until the loop runs
        try t.enter("print('spinning') while true do end")
        try t.waitFor("\nspinning")
        try t.press("C-c")
        try t.waitFor("stdin:1: in main chunk\n>")       // the prompt again (typing ahead would echo twice)
        try t.enter("1 + 1")
        let screen = try t.waitFor("\n2\n>")
        #expect(screen.contains("spinning\n^C\nstdin:1: interrupted!\nstack traceback:\n        stdin:1: in main chunk\n> 1 + 1\n2"))
    }

    /// Going back replays the session; a callback that looped until Ctrl-C loops again in the
    /// replay, and Ctrl-C abandons the replay: the session stays where it was.
    @Test func ctrlCStopsAReplay() throws {
        let t = try Self.start(["--instructions", "0", "--time", "0"])
        try t.enter("v = View{name = 'v'}; window:addSubview(v)")
        try t.waitFor("addSubview(v)\n>")
        try t.enter("View.animate(0.5, function() v.alpha = 0 end, function() print('looping') while true do end end)")
        try t.waitFor("(running)\n>")
        try t.enter(".advance 1")
        try t.waitFor("\nlooping")
        try t.press("C-c")
        try t.waitFor("0.500000 s (frame 30)\n>")
        try t.enter(".advance 0.5")
        try t.waitFor("1.000000 s (frame 60)\n>")
        try t.enter(".seek 0.75")
        try t.waitUntilEntered("> .seek 0.75")        // the replay runs, silently
        try t.press("C-c")
        // stopped where it was looping, or between two steps of the replay
        let screen = try t.waitFor("interrupted!", count: 2)
        #expect(screen.contains("> .seek 0.75\n^C\nstdin:1: interrupted! (in the completion") || screen.contains("> .seek 0.75\n^C\ninterrupted!"))
        try t.enter(".now")
        try t.waitFor("> .now\n1.000000 s (frame 60)")
    }

    @Test func ctrlCAtThePromptClearsTheLine() throws {
        let t = try Self.start()
        try t.type("half typed")
        try t.waitFor("> half typed")                  // read, as a person sees it, before ^C
        try t.press("C-c")
        try t.waitFor("> half typed\n>")
        try t.enter("'fresh'")
        try t.waitFor("\"fresh\"")
    }

    @Test func anErrorAndTheNextPrompt() throws {
        let t = try Self.start()
        try t.enter("error('boom')")
        try t.waitFor("stdin:1: in main chunk\n>")
        try t.enter("2 + 2")
        let screen = try t.waitFor("\n4\n>")
        #expect(screen.contains("""
        > error('boom')
        stdin:1: boom
        stack traceback:
                [C]: in function 'error'
                stdin:1: in main chunk
        > 2 + 2
        4
        """))
    }

    @Test func textBeyondASCIIIsTypedAsIs() throws {
        let t = try Self.start()
        try t.enter("Label{text = '①é'}.text")
        try t.waitFor("\"①é\"\n>")
        try t.enter("#'é'")
        try t.waitFor("\n2\n>")
    }

    /// A byte that starts no UTF-8 character is typed as U+FFFD (libedit keeps wide
    /// characters), and the keys after it are keys: a lone FF took the three after it — the
    /// closing quote and the Enter of `x = "<FF>"` were lost, and the prompt became `>>`.
    @Test func aByteThatIsNotUTF8TakesNoKeyAfterIt() throws {
        let t = try Self.start()
        try t.type("x = \"")
        try t.type(bytes: [0xFF])
        try t.enter("\"")
        try t.waitFor("x = \"\u{FFFD}\"\n>")
        try t.type("y = '")                              // a lead byte whose sequence the quote cuts
        try t.type(bytes: [0xC3])
        try t.enter("'")
        try t.enter("#y")
        try t.waitFor("> #y\n3\n>")
    }

    /// A Ctrl-D typed while a chunk runs leaves once the chunk ends, as in `lua -i`. The
    /// terminal was in its line mode then, where Ctrl-D is the end of the input, not a byte;
    /// libedit read it after turning that mode off, as a NUL byte (Ctrl-@), and the session
    /// waited at the prompt.
    @Test func ctrlDTypedWhileAChunkRunsLeaves() throws {
        let flag = FileManager.default.temporaryDirectory.appendingPathComponent("transit-flag-\(UUID().uuidString)").path
        defer { unlink(flag) }
        let t = try Self.start(["--unsafe"])
        try t.enter("while not io.open('\(flag)') do end")
        try t.waitUntilEntered("do end")
        try t.press("C-d")
        try t.typeAhead("ahead")               // echoed by the terminal once the Ctrl-D before it was taken
        try t.waitFor("\nahead")
        #expect(FileManager.default.createFile(atPath: flag, contents: nil))
        try t.waitFor("[exit status 0]")
    }

    /// Ctrl-D at the `>>` prompt reports the chunk left incomplete, as lua.c does, and a
    /// fresh prompt follows; Ctrl-D there leaves.
    @Test func ctrlDInAChunkReportsIt() throws {
        let t = try Self.start()
        try t.enter("function f()")
        try t.waitFor("\n>>")
        try t.enter("  return 1")
        try t.waitFor("return 1\n>>")
        try t.press("C-d")
        let screen = try t.waitFor("near <eof>\n>")
        #expect(screen.contains(">>   return 1\n>> ^D\nstdin:2: 'end' expected (to close 'function' at line 1) near <eof>\n>"), "\(screen)")
        try t.enter("f")
        try t.waitFor("\nnil\n>")                             // the chunk never ran
        try t.press("C-d")
        try t.waitFor("[exit status 0]")
    }

    @Test func ctrlDLeaves() throws {
        let t = try Self.start()
        try t.press("C-d")
        try t.waitFor("[exit status 0]")
    }
}
