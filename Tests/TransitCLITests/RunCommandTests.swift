import Foundation
import Testing

@Suite struct RunCommandTests {
    @Test func helloRunsByName() throws {
        let r = try Executable.transit("run", "hello")
        #expect(r.status == 0)
        #expect(r.stdout == "Hello from Transit on Lua 5.4\nsandboxed: io.open is nil, os.clock() reads the virtual clock: 0.0\n")
        #expect(r.stderr == "")
    }

    @Test func usageErrorsExit64() throws {
        for args in [["run"], ["run", "--memory"], ["run", "hello", "--memory", "lots"], ["run", "hello", "--wat"], ["frobnicate"]] {
            let r = try Executable.run("transit", args)
            #expect(r.status == 64, "\(args)")
            #expect(r.stderr.hasPrefix("transit: "), "\(args)")
        }
        // words after the script are its arguments (as lua.c's), not a second script
        let r = try Executable.run("transit", ["run", "no-such-script", "b"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("transit: cannot find script 'no-such-script'"))
    }

    @Test func helpAndVersion() throws {
        #expect(try Executable.transit("--version").stdout == "transit 0.1.0 (Lua 5.4)\n")
        let help = try Executable.transit("--help")
        #expect(help.status == 0 && help.stdout.contains("run <file-or-name>"))
        let runHelp = try Executable.transit("run", "--help")
        #expect(runHelp.status == 0 && runHelp.stdout.contains("--instructions <N>"))
    }

    @Test func aMissingScriptSaysWhereItLooked() throws {
        let r = try Executable.transit("run", "no-such-script")
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("transit: cannot find script 'no-such-script'; looked for it, and for examples.no-such-script and transitions.no-such-script, in:\n\tno file './no-such-script.lua'\n\tno file './no-such-script/init.lua'\n\tno file 'scripts/no-such-script.lua'"))
    }

    /// An empty script word is said to be empty, by every command that takes a script: it
    /// was looked up as `./.lua`, "examples." and "transitions.", with a script name offered.
    @Test(arguments: ["run", "render", "explain", "repl"])
    func anEmptyScriptNameNamesNothing(command: String) throws {
        let r = try Executable.run("transit", [command, ""])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "transit: cannot find script '': an empty word names no file and no script\n", "\(r.stderr)")
    }

    /// BRIDGE.md's catalogue of bad scripts: each ends in a clear error naming the script's
    /// line, with exit status 1 and no signal.
    static let badScripts: [(name: String, source: String, expected: String)] = [
        ("busy", "local x = 0\nwhile true do x = x + 1 end\n", "busy.lua:2: instruction limit exceeded (5000000 instructions)"),
        ("sticky", "while true do pcall(function() while true do end end) end\n", "sticky.lua:1: instruction limit exceeded"),
        ("coroutine", "local co = coroutine.wrap(function()\n  while true do end\nend)\nco()\n", "coroutine.lua:2: instruction limit exceeded"),
        ("rep", "local s = string.rep('x', 2^30)\n", "rep.lua:1: string.rep result too large"),
        ("grow", "local t = {}\nlocal i = 0\nwhile true do i = i + 1; t[i] = {i} end\n", "grow.lua:3: not enough memory (script memory limit 32 MiB)"),
        ("recursion", "local function f(n) return 1 + f(n + 1) end\nf(1)\n", "recursion.lua:1: stack overflow"),
        ("binary", "local f, e = load('\\27Lua\\84\\0')\nerror(e)\n", "binary.lua:2: attempt to load a binary chunk (mode is 't')"),
        ("execute", "\nos.execute('echo hi')\n", "execute.lua:2: attempt to call a nil value (field 'execute')"),
        ("argument", "local s = ('x'):rep('many')\n", "argument.lua:1: bad argument #1 to 'rep' (number expected, got string)"),
    ]

    @Test(arguments: badScripts.map { $0.name })
    func badScriptsEndInAClearErrorWithALine(name: String) throws {
        let bad = Self.badScripts.first { $0.name == name }!
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("\(name).lua")
        try bad.source.write(to: file, atomically: true, encoding: .utf8)
        let r = try Executable.run(Executable.products.appendingPathComponent("transit").path,
                                   ["run", "\(name).lua", "--instructions", "5000000"]
                                   + (name == "grow" ? ["--memory", "32"] : []), in: dir)
        #expect(r.reason == .exit, "ended by a signal")
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("transit: \(bad.expected)"), "\(r.stderr)")
        #expect(r.stderr.contains("stack traceback:"))
    }
}

@Suite struct TimelineAndTraceTests {
    @Test func theTimelinePrintsEventsWithTheScriptsOutput() throws {
        let r = try Executable.transit("run", "animate")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        0.000000 begin #1 [green.center] duration=1.5 curve=easeInOut at scripts/examples/animate.lua:12
        1.500000 end #1 finished=true
        1.500000 completion #1 finished=true
        slid in (finished = true) at 1.50 s
        1.500000 begin #2 [thrown.center, thrown.transform] duration=1 curve=easeInOut at scripts/examples/animate.lua:18
        2.500000 end #2 finished=true
        2.500000 completion #2 finished=true
        thrown away at 2.50 s

        """)
    }

    @Test func aTraceIsTheSameBytesEveryRun() throws {
        let first = try Executable.transit("run", "animate", "--trace", "green,thrown", "--quiet")
        let second = try Executable.transit("run", "animate", "--trace", "green,thrown", "--quiet")
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        let lines = first.stdout.split(separator: "\n").map(String.init)
        // 60 fps: 151 frames for green (0 … 2.5 s) and 61 for thrown (1.5 … 2.5 s), plus the two prints
        #expect(lines.count == 151 + 61 + 2)
        #expect(lines.contains("0.750000 green frame=(0,-426,393,852) alpha=1 transform=identity background=(0,1,0,1)"))
        #expect(lines.contains("2.000000 thrown frame=(-33,655.5,852,393) alpha=1 transform=[0,1,-1,0,0,0] bounds=(0,0,393,852) background=(0,0,1,1)"))
        #expect(lines.last == "2.500000 thrown frame=(393,852,393,852) alpha=1 transform=[-1,0,0,-1,0,0] bounds=(0,0,393,852) background=(0,0,1,1)")
    }

    /// `--trace ''` (or `,`) names no view: the run traced nothing without a word (a name no
    /// view had warns, but there was no name). A usage error, as `render --views ''` is.
    @Test func aTraceNamingNoViewIsAUsageError() throws {
        for text in ["", ",", ",,"] {
            let r = try Executable.transit("run", "animate", "--trace", text, "--quiet")
            #expect(r.status == 64, "--trace '\(text)': \(r.stderr)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.hasPrefix("transit: --trace expects view names (green,thrown), got '\(text)'\n"), "\(r.stderr)")
        }
        let one = try Executable.transit("run", "animate", "--trace", "green,", "--quiet", "--until", "0")
        #expect(one.status == 0 && one.stdout.contains("0.000000 green frame="), "\(one.stderr)")
    }

    /// `--trace` reads its list as `render --views` does: a space after a comma is no part of
    /// the name, and a list of spaces names no view. rev98b: `--trace 'green, thrown'` traced
    /// green alone and warned "no view named ' thrown'", and `--trace ' '` ran tracing nothing,
    /// where `render --views` took both names and refused `' '`.
    @Test func aTraceListReadsAsRenderViews() throws {
        let both = try Executable.transit("run", "animate", "--trace", "green, thrown", "--quiet", "--until", "2")
        #expect(both.status == 0)
        #expect(both.stderr.isEmpty, "\(both.stderr)")
        #expect(both.stdout.contains("2.000000 green frame=") && both.stdout.contains("2.000000 thrown frame="))
        let blank = try Executable.transit("run", "animate", "--trace", " , ", "--quiet")
        #expect(blank.status == 64)
        #expect(blank.stderr.hasPrefix("transit: --trace expects view names (green,thrown), got ' , '\n"), "\(blank.stderr)")
        let render = try Executable.transit("render", "animate", "--at", "0", "--views", " , ", "--quiet")
        #expect(render.status == 64)
    }

    @Test func untilStopsTheClockThere() throws {
        let r = try Executable.transit("run", "animate", "--until", "1")
        #expect(r.status == 0)
        #expect(r.stdout == "0.000000 begin #1 [green.center] duration=1.5 curve=easeInOut at scripts/examples/animate.lua:12\n")
    }

    /// Under --unsafe, `arg` is lua.c's: transit's words at negative indices, the script at 0,
    /// its words after; a `--` after the script only ends transit's options and is in neither.
    @Test func unsafeArgKeepsWordsOnTheirSideOfTheScript() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-arg-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("argt.lua")
        try """
        local t = {}
        for i = -3, #arg do if arg[i] ~= nil then t[#t + 1] = i .. '=' .. arg[i] end end
        print(table.concat(t, ' '))
        print(select('#', ...), ...)
        """.write(to: file, atomically: true, encoding: .utf8)
        let r = try Executable.transit("run", "--unsafe", "--quiet", file.path, "a", "--", "--quiet", "b")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "-3=run -2=--unsafe -1=--quiet 0=\(file.path) 1=a 2=--quiet 3=b\n3\ta\t--quiet\tb\n")
    }

    /// Sandboxed, `arg` is there too, from the script at 0 up, as lua.c's (it was nil: a
    /// script reading `arg[0]`, as lua-TestMore's 314-regex.t does, stopped at that line); below
    /// the script there is nothing, where stock names the interpreter: no process starts there.
    @Test func sandboxedArgHoldsTheScriptAndItsWords() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-sandbox-arg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        print(type(arg), #arg, select('#', ...))
        for i = 0, #arg do print(i, arg[i]) end
        """.write(to: dir.appendingPathComponent("argt.lua"), atomically: true, encoding: .utf8)
        let stock = try Executable.run("lua5.4", ["argt.lua", "a", "--quiet", "b c"], in: dir)
        let ours = try Executable.run("transit", ["run", "--quiet", "argt.lua", "a", "--", "--quiet", "b c"], in: dir)
        #expect(ours.status == 0, "\(ours.stderr)")
        #expect(stock.stdout == "table\t3\t3\n0\targt.lua\n1\ta\n2\t--quiet\n3\tb c\n")
        #expect(ours.stdout == stock.stdout)
        try "local n = 0 for _ in pairs(arg) do n = n + 1 end print(arg[-1], n)".write(to: dir.appendingPathComponent("below.lua"), atomically: true, encoding: .utf8)
        let below = try Executable.run("transit", ["run", "--quiet", "below.lua"], in: dir)
        #expect(below.stdout == "nil\t1\n", "\(below.stderr)")
    }

    /// A script named `./e.lua` is the chunk `@./e.lua`, as lua.c names it: its errors and
    /// traceback say `./e.lua:2:` (transit run dropped the `./`, as neither lua5.4 nor busted
    /// does), sandboxed or not.
    @Test(arguments: [[], ["--unsafe"]])
    func aScriptNamedFromDotKeepsItsDotSlash(flags: [String]) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-dotslash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "print(select(2, pcall(function() error('x') end)))\nerror('boom')\n".write(to: dir.appendingPathComponent("e.lua"), atomically: true, encoding: .utf8)
        let stock = try Executable.run("lua5.4", ["./e.lua"], in: dir)
        let ours = try Executable.run("transit", ["run", "--quiet"] + flags + ["./e.lua"], in: dir)
        #expect(stock.stdout == "./e.lua:1: x\n")
        #expect(stock.stderr.hasPrefix("lua5.4: ./e.lua:2: boom\n"))
        #expect(ours.stdout == stock.stdout)
        #expect(ours.stderr == "transit: " + stock.stderr.dropFirst("lua5.4: ".count))
        #expect(ours.status == stock.status)
    }

    /// The REPL names such files so too, as `lua5.4 -i` does: `dofile("./e.lua")` (and
    /// `.load ./e.lua`) errors at `./e.lua:2:`, and a module found by `./?.lua` is `./m.lua`
    /// (they were `e.lua:2:` and `m.lua:1:`).
    @Test func theReplKeepsADotSlashAsLuaDoes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-repl-dotslash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "print(select(2, pcall(require, 'm')))\nerror('boom')\n".write(to: dir.appendingPathComponent("e.lua"), atomically: true, encoding: .utf8)
        try "error('in m')\n".write(to: dir.appendingPathComponent("m.lua"), atomically: true, encoding: .utf8)
        let stock = try Executable.run("sh", ["-c", "printf 'dofile(\"./e.lua\")\\n' | lua5.4 -i 2>&1"], in: dir)
        let transit = Executable.products.appendingPathComponent("transit").path
        let ours = try Executable.run("sh", ["-c", "printf 'dofile(\"./e.lua\")\\n.load ./e.lua\\n' | '\(transit)' repl 2>&1"], in: dir)
        #expect(stock.stdout.contains("./m.lua:1: in m\n") && stock.stdout.contains("./e.lua:2: boom\n"), "\(stock.stdout)")
        #expect(ours.stdout.components(separatedBy: "./m.lua:1: in m\n").count == 3, "\(ours.stdout)")
        #expect(ours.stdout.components(separatedBy: "./e.lua:2: boom\n").count == 3, "\(ours.stdout)")
    }

    /// A scene whose next event lies past the idle guard's hour stops with the guard's
    /// message and how to play it: `--until` plays it to its end.
    @Test func aSceneLongerThanTheGuardSaysHowToPlayIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "local v = View{}\nView.animate(5000, function() v.alpha = 0 end, function(f) print('done', f) end)\n"
            .write(to: dir.appendingPathComponent("long.lua"), atomically: true, encoding: .utf8)
        let transit = Executable.products.appendingPathComponent("transit").path
        let stopped = try Executable.run(transit, ["run", "--quiet", "long.lua"], in: dir)
        #expect(stopped.status == 1)
        #expect(stopped.stderr == "transit: runUntilIdle stopped at 0.0 s: the next event is more than 3600.0 s after the start; next pending: \"long.lua:2\" (`transit run --until SECONDS` plays a longer scene)\n")
        let played = try Executable.run(transit, ["run", "--quiet", "--until", "6000", "long.lua"], in: dir)
        #expect(played.status == 0, "\(played.stderr)")
        #expect(played.stdout == "done\ttrue\n")
    }

    /// The hint is for the time guard alone, known by the error's typed bound, not its text: a
    /// scene stopped by the events guard gets none, even when its message (the pending
    /// event's file name) holds the time guard's words.
    @Test func theEventsGuardGetsNoUntilHint() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "local v = View{}\nlocal function again() View.animate(0.01, function() v.alpha = 1 - v.alpha end, again) end\nagain()\n"
            .write(to: dir.appendingPathComponent("s after the start.lua"), atomically: true, encoding: .utf8)
        let transit = Executable.products.appendingPathComponent("transit").path
        let r = try Executable.run(transit, ["run", "--quiet", "--time", "300", "s after the start.lua"], in: dir)   // the events guard first, even on a loaded machine (a sanitizer build beside a clean clone's build took past 60 s)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("transit: runUntilIdle stopped after 100000 events (limit 100000); next pending: \"s after the start.lua:2\""),
                "\(r.stderr)")
        #expect(!r.stderr.contains("--until"), "\(r.stderr)")
    }

    /// A partial line still waiting in the sandbox's io.stdout when the script ends is
    /// written when the state closes, as it is (no newline), as stock Lua's C library writes
    /// its buffer at exit; before, it was lost, then written with a newline stock does not write.
    @Test func aPartialLineIsWrittenAtTheEnd() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-partial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "print(\"first\")\nio.write(\"no newline\")\n".write(to: dir.appendingPathComponent("partial.lua"),
                                                               atomically: true, encoding: .utf8)
        let r = try Executable.run(Executable.products.appendingPathComponent("transit").path, ["run", "partial.lua"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "first\nno newline")
    }

    /// An error raised in a callback keeps its message's bytes when the host names the
    /// callback after it: the byte E9 is written as it is, the note after it (it was U+FFFD).
    @Test func aCallbacksErrorKeepsItsBytesWithItsContext() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "local v = View{}\nView.animate(0.5, function() v.alpha = 0 end, function() error('caf\\233') end)\n"
            .write(to: dir.appendingPathComponent("late.lua"), atomically: true, encoding: .utf8)
        let r = try Executable.run(Executable.products.appendingPathComponent("transit").path, ["run", "-q", "late.lua"], in: dir)
        #expect(r.status == 1)
        let expected = Array("transit: late.lua:2: caf".utf8) + [0xE9]
            + Array(" (in the completion of the animation begun at late.lua:2)\nstack traceback:\n".utf8)
        #expect(Array(r.stderrBytes).starts(with: expected), "\(r.stderr)")
    }

    /// A flushed piece is the script's; a timeline line of the host's starts a line of its
    /// own after it, and the script's next line goes on after the piece only when no host
    /// line came between (it printed `partial0.000000 begin …`).
    @Test func aTimelineLineStartsAfterAFlushedPiece() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-piece-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        local v = View{}
        io.write("partial") io.flush()
        View.animate(0.5, function() v.alpha = 0 end)
        io.write("a") io.flush() print("b")
        """.write(to: dir.appendingPathComponent("piece.lua"), atomically: true, encoding: .utf8)
        let r = try Executable.run(Executable.products.appendingPathComponent("transit").path, ["run", "piece.lua"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "partial\n0.000000 begin #1 [View#2.alpha] duration=0.5 curve=easeInOut at piece.lua:3\nab\n0.500000 end #1 finished=true\n")
    }

    /// Under --unsafe, print is Lua's C print and io.write C's stdout; the timeline is Swift's
    /// print into the same C buffer: a pipe gets all three in the order they happened.
    @Test func unsafePrintStaysInOrderWithTheTimeline() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("order.lua")
        try """
        local v = View{frame = Rect(0, 0, 10, 10)}
        window:addSubview(v)
        print("before")
        View.animate(0.1, function() v.alpha = 0 end, function() print("done"); io.write("written\\n") end)
        print("after")
        """.write(to: file, atomically: true, encoding: .utf8)
        // run from its directory: Lua shortens a long chunk name with "...", and the
        // directory's name is a UUID
        let r = try Executable.run(Executable.products.appendingPathComponent("transit").path,
                                   ["run", "--unsafe", "order.lua"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        before
        0.000000 begin #1 [View#2.alpha] duration=0.1 curve=easeInOut at order.lua:4
        after
        0.100000 end #1 finished=true
        0.100000 completion #1 finished=true
        done
        written

        """)
    }
}
