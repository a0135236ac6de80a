import Foundation
import Testing

/// `transit repl` with standard input a pipe: no prompts, no colour, results printed —
/// each session checked against its exact output.
@Suite struct ReplPipedTests {
    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Piped Lua source is bytes, as lua.c reads it: a byte that is not UTF-8 reaches Lua (and
    /// print) as it came, in a line, a continued chunk and a replayed one.
    @Test func pipedSourceIsBytes() throws {
        let repl = try ReplProcess()
        repl.send(bytes: Array("print(#\"".utf8) + [0xE1] + Array("\", string.byte(\"".utf8) + [0xE1] + Array("\"))\n".utf8))
        repl.send(bytes: Array("x = {\n\"".utf8) + [0xE1, 0xFF] + Array("\"}\nprint(x[1])\n".utf8))
        repl.send(".advance 0.5", ".back 1", "print(#x[1])")
        let r = repl.finishBytes()
        #expect(r.status == 0)
        #expect(r.output == Array("1\t225\n".utf8) + [0xE1, 0xFF, 0x0A]
                + Array("0.500000 s (frame 30)\n0.483333 s (frame 29)\n2\n".utf8))   // .back replays the chunks
    }

    /// An error's message is written with its bytes as the script raised them, as `lua5.4 -i`
    /// writes it (there on standard error; a session has one stream): the byte E9 was U+FFFD.
    @Test func anErrorsBytesAreWrittenAsLuaIWritesThem() throws {
        let input = Array("error('caf\\233')\n".utf8)
        let repl = try ReplProcess()
        repl.send(bytes: input)
        let r = repl.finishBytes()
        let stock = try Self.stockInteractive(input)
        let line = Array("stdin:1: caf".utf8) + [0xE9, 0x0A]
        #expect(stock.starts(with: line))
        #expect(r.output.starts(with: line), "\(String(decoding: r.output, as: UTF8.self))")
        #expect(r.status == 1)
    }

    /// What `lua5.4 -i` writes to standard error with `input` piped to it.
    static func stockInteractive(_ input: [UInt8]) throws -> [UInt8] {
        let stock = try startStockInteractive()
        stock.input.fileHandleForWriting.write(Data(input))
        try stock.input.fileHandleForWriting.close()
        let bytes = stock.errors.fileHandleForReading.readDataToEndOfFile()
        stock.process.waitUntilExit()
        return Array(bytes)
    }

    /// `lua5.4 -i` started with its standard input and error piped (its output dropped), and
    /// SIGINT unblocked: the child inherits the spawning thread's blocked signals, SIGINT
    /// among them under the test runner, and lua.c never unblocks it.
    static func startStockInteractive() throws -> (process: Process, input: Pipe, errors: Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["lua5.4", "-i"]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        var sigint = sigset_t(), before = sigset_t()
        sigemptyset(&sigint)
        sigaddset(&sigint, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &sigint, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        try process.run()
        return (process, input, errors)
    }

    /// lua.c's `laction` with standard input a pipe (`lua5.4 -i`): SIGINT while a chunk runs
    /// stops it with "interrupted!" and the session reads on; the REPL caught it only at a
    /// terminal, and a piped session died of it. Sent once the chunk has printed, so it runs.
    @Test func sigintStopsTheRunningChunkAndTheSessionGoesOn() throws {
        let repl = try ReplProcess(["--instructions", "0", "--time", "0"])
        repl.send("print('spinning') while true do end")
        #expect(repl.read(until: "spinning\n") == "spinning\n")
        repl.interrupt()
        repl.send("print('after')")
        let r = repl.finish()
        #expect(repl.reason == .exit && r.status == 1)
        // (the signal may land as print returns, which a frame "[C]: in function 'print'" shows)
        #expect(r.output.hasPrefix("stdin:1: interrupted!\nstack traceback:\n"), "\(r.output)")
        #expect(r.output.hasSuffix("\tstdin:1: in main chunk\nafter\n"), "\(r.output)")
    }

    /// While the session waits for a line, SIGINT ends it (its default action), as it ends
    /// `lua5.4 -i`, which catches it only while a chunk runs: the signal is sent once the
    /// process is blocked reading standard input.
    @Test func sigintWhileALineIsAwaitedEndsTheSession() throws {
        let repl = try ReplProcess()
        repl.send("print('ready')")
        #expect(repl.read(until: "ready\n") == "ready\n")
        try repl.waitUntilReadingInput()
        repl.interrupt()
        _ = repl.finish()
        #expect(repl.reason == .uncaughtSignal && repl.status == SIGINT)
    }

    /// A loop inside a coroutine under `--unsafe` has no hook for SIGINT to arm (Lua's hooks
    /// are per thread; the handler arms the main one): the first does not stop it, in
    /// `lua5.4 -i` as here. lua.c's `laction` puts back SIGINT's default action, so a second
    /// ends the process; the REPL caught every one and nothing but SIGKILL ended it.
    @Test func aSecondSigintEndsAChunkTheFirstCouldNotStop() throws {
        // said from inside the coroutine: a SIGINT before it began would stop the chunk
        let loop = { (say: String) in "coroutine.wrap(function() \(say) while true do end end)()" }
        let (stock, stockIn, stockErr) = try Self.startStockInteractive()
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) {
            if stock.isRunning { kill(stock.processIdentifier, SIGKILL) }
        }
        stockIn.fileHandleForWriting.write(Data((loop("io.stderr:write('spinning\\n')") + "\n").utf8))
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains("spinning\n") {
            let chunk = stockErr.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }
        stock.interrupt()
        try ReplProcess.waitUntilDelivered(SIGINT, to: stock.processIdentifier)   // two pending are one
        stock.interrupt()
        stock.waitUntilExit()
        #expect(stock.terminationReason == .uncaughtSignal && stock.terminationStatus == SIGINT)

        let repl = try ReplProcess(["--unsafe"], limit: 20)
        repl.send(loop("print('spinning')"))
        #expect(repl.read(until: "spinning\n") == "spinning\n")
        try repl.interruptAndWaitForDelivery()
        repl.interrupt()
        _ = repl.finish()
        #expect(repl.reason == .uncaughtSignal && repl.status == SIGINT, "status \(repl.status)")
    }

    /// Under `--unsafe` a script's `io.write` goes through C's buffered standard output, and the
    /// REPL's own output does not: piped, the two come in the order they were written (rev13:
    /// the `io.write` lines came after every `print`, when the process exited).
    @Test func unsafeIoWriteAndPrintKeepTheirOrder() throws {
        let repl = try ReplProcess(["--unsafe"])
        repl.send("io.write('A\\n')", "print('B')", "io.write('C\\n') print('D')")
        let r = repl.finish()
        #expect(r.status == 0)
        let lines = r.output.split(separator: "\n").filter { !$0.hasPrefix("file (") }
        #expect(lines == ["A", "B", "C", "D"])
    }

    @Test func loadFrameTreeSeekBackWatch() throws {
        let r = try ReplProcess.run([
            ".load animate", ".frame 10", ".tree", "green = window:find('green')",
            ".watch green.presentation.frame", ".seek 0.35", ".back 3", ".advance 1.4",
        ])
        #expect(r.status == 0 && r.errors == "")
        #expect(r.output == """
        0.000000 begin #1 [green.center] duration=1.5 curve=easeInOut at scripts/examples/animate.lua:12
        0.166666 s (frame 10)
        Window "window" frame=(0,0,393,852) alpha=1
          View "green" frame=(0,0,393,852) alpha=1
            on screen: frame=(0,-831.164831,393,852) alpha=1
        green.presentation.frame = Rect(0, -831.16483095922, 393, 852)
        0.350000 s (frame 21)
        green.presentation.frame = Rect(0, -756.48265076308, 393, 852)
        0.300000 s (frame 18)
        green.presentation.frame = Rect(0, -782.42580246146, 393, 852)
        1.500000 end #1 finished=true
        1.500000 completion #1 finished=true
        slid in (finished = true) at 1.50 s
        1.500000 begin #2 [thrown.center, thrown.transform] duration=1 curve=easeInOut at scripts/examples/animate.lua:18
        1.700000 s (frame 102)
        green.presentation.frame = Rect(0, 0, 393, 852)

        """)
    }

    /// The acceptance rule of time travel, end to end: the values after `.seek T` are those
    /// of a fresh session run forward to T.
    /// Watches only read: one that moves the clock or the tree is undone (the stage replayed
    /// to where it stood), and the session says so.
    @Test func aWatchThatChangesTheWorldIsUndone() throws {
        let r = try ReplProcess.run([
            "v = View{name = 'v', frame = Rect(0, 0, 10, 10)}; window:addSubview(v)",
            "View.animate(1, function() v.alpha = 0 end)",
            ".watch clock.advance(0.25)",
            ".frame",
            "clock.now",
            ".unwatch",
            ".watch v:removeFromSuperview()",
            ".unwatch",
            "v.superview == window",
        ])
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.output == """
        0.000000 begin #1 [v.alpha] duration=1 curve=easeInOut at stdin:1
        AnimationHandle #1 (running)
        clock.advance(0.25) = (no value)
        (a watch changed the session: undone — watches only read; type a change as an input)
        0.016666 s (frame 1)
        clock.advance(0.25) = (no value)
        (a watch changed the session: undone — watches only read; type a change as an input)
        0.016666
        v:removeFromSuperview() = (no value)
        (a watch changed the session: undone — watches only read; type a change as an input)
        true

        """)
    }

    @Test func seekPrintsWhatAFreshRunForwardPrints() throws {
        let look = [".watch window:find('green').presentation.frame", ".watch window:find('thrown')", ".tree", ".events"]
        let back = try ReplProcess.run([".load animate", ".run", ".seek 1.8"] + look)
        let forward = try ReplProcess.run([".load animate", ".seek 1.8"] + look)
        let tail = { (s: String) in String(s[s.range(of: "1.800000 s (frame 108)")!.lowerBound...]) }
        #expect(tail(back.output) == tail(forward.output))
        #expect(tail(back.output).contains("View \"thrown\" frame=("))
    }

    @Test func reloadRunsTheChangedFileBackToTheCurrentTime() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("slide.lua")
        let script = { (curve: String) in """
            box = View{frame = Rect(0, 0, 100, 100), name = "box"}
            window:addSubview(box)
            View.animate{duration = 1, curve = "\(curve)", animations = function() box.center = Point(250, 50) end}

            """ }
        try script("linear").write(to: file, atomically: true, encoding: .utf8)
        let repl = try ReplProcess(in: dir)
        repl.send(".load slide.lua", ".watch box.presentation.center.x", ".advance 0.5")
        #expect(repl.read(until: "= 150.0\n") == """
        0.000000 begin #1 [box.center] duration=1 curve=linear at slide.lua:3
        box.presentation.center.x = 50.0
        0.500000 s (frame 30)
        box.presentation.center.x = 150.0

        """)
        try script("easeIn").write(to: file, atomically: true, encoding: .utf8)
        repl.send(".reload", ".events")
        let r = repl.finish()
        #expect(r.status == 0 && r.errors == "")
        #expect(r.output == """
        reloaded slide.lua
        0.500000 s (frame 30)
        box.presentation.center.x = 113.07136251451
        0.000000 begin #1 [box.center] duration=1 curve=easeIn at slide.lua:3

        """)
    }

    @Test func specWritesTheSessionWithItsWatchedValues() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try ReplProcess.run([".load animate", "green = window:find('green')", ".watch green.presentation.frame.y",
                                     ".advance 0.75", ".spec " + dir.appendingPathComponent("session_spec.lua").path],
                                    in: Executable.root)
        #expect(r.status == 0)
        #expect(r.output.hasSuffix("green.presentation.frame.y = -426.0\nwrote \(dir.path)/session_spec.lua\n"))
        let spec = try String(contentsOf: dir.appendingPathComponent("session_spec.lua"), encoding: .utf8)
        let animate = try String(contentsOf: Executable.root.appendingPathComponent("scripts/examples/animate.lua"), encoding: .utf8)
        #expect(spec == """
        -- Written by transit repl (.spec): the session's input, and what each watched
        -- expression showed at each stop. Run it with `transit test`.
        describe("transit repl session", function()
          it("shows what the session showed", function()
            load([[
        \(animate)]], "@scripts/examples/animate.lua")()
            green = window:find('green')
            expect(green.presentation.frame.y):toEqual(-852)
            clock.advance(0.75)
            expect(green.presentation.frame.y):toEqual(-426)
            clock.runUntilIdle()   -- a test ends with its transitions ended
          end)
        end)

        """)
        let test = try Executable.transit("test", dir.appendingPathComponent("session_spec.lua").path)
        #expect(test.status == 0, "\(test.stdout)")
        #expect(test.stdout.contains("1 passed, 0 failed"))
    }

    /// A session that travels, changes the frame rate and the device, keeps locals and
    /// watches a view: the spec it writes passes under `transit test`.
    @Test func theSpecOfAWanderingSessionPasses() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("wander_spec.lua").path
        let r = try ReplProcess.run([
            ".load animate", "green = window:find('green')", ".watch green.presentation.frame",
            ".watch #window.subviews", ".frame 10", "local n = 2", "n", ".fps 30", ".advance 2",
            ".seek 1.6", ".watch window:find('thrown')", ".device iPhone SE", ".watch screen.bounds",
            ".advance 0.5", ".back 4", ".spec " + spec,
        ])
        #expect(r.status == 0 && r.output.hasSuffix("wrote \(spec)\n"))
        let test = try Executable.transit("test", spec)
        #expect(test.status == 0, "\(test.stdout)")
        #expect(test.stdout.contains("1 passed, 0 failed"))
    }

    /// Bad input never ends the session: after each, the next input is answered.
    @Test func badInputIsFollowedByAWorkingPrompt() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try ReplProcess.run([
            ".advnce 1", "1", ".advance -1", "2", ".seek abc", "3", ".load missing.lua", "4",
            "while true do end", "5", "hog = {} for i = 1, 1e9 do hog[i] = {} end", "6",
            "v = View{frame = Rect(0, 0, 10, 10), name = 'v'}; window:addSubview(v)",
            "View.animate(0.5, function() v.alpha = 0 end, function()", "  error('late')", "end)",
            ".advance 1", "7", "x = = 1", "8", ".rotate sideways", "9", ".spring 0.5", "10",
        ], ["--instructions", "1000000", "--memory", "16"], in: dir)
        #expect(r.status == 1, "a piped session with failures exits with 1")
        #expect(r.errors == "")
        #expect(r.output == """
        unknown command '.advnce' (did you mean .advance?)
        1
        .advance expects a number of seconds ≥ 0, got '-1'
        2
        .seek expects a number of seconds ≥ 0, got 'abc'
        3
        cannot find 'missing.lua' (neither a file nor a script name on the search path)
        4
        stdin:1: instruction limit exceeded (1000000 instructions)
        stack traceback:
        \tstdin:1: in main chunk
        5
        stdin:1: not enough memory (script memory limit 16 MiB)
        stack traceback:
        \tstdin:1: in main chunk
        (the session was replayed without that chunk, to free its memory)
        6
        0.000000 begin #1 [v.alpha] duration=0.5 curve=easeInOut at stdin:1
        0.500000 end #1 finished=true
        0.500000 completion #1 finished=true
        stdin:2: late (in the completion of the animation begun at stdin:1)
        stack traceback:
        \t[C]: in function 'error'
        \tstdin:2: in function <stdin:1>
        (the error stopped the clock at 0.500000 s, short of 1.000000 s)
        0.500000 s (frame 30)
        7
        stdin:1: unexpected symbol near '='
        8
        .rotate: unknown orientation 'sideways' (known: portrait, portraitUpsideDown, landscapeLeft, landscapeRight)
        9
        .spring: '0.5' is not a spring curve
        10

        """)
    }

    @Test func filesOnTheCommandLineAreLoadedFirst() throws {
        let r = try ReplProcess.run(["#window.subviews", ".exit", "'not reached'"], ["hello", "animate"])
        #expect(r.status == 0)
        #expect(r.output == """
        Hello from Transit on Lua 5.4
        sandboxed: io.open is nil, os.clock() reads the virtual clock: 0.0
        0.000000 begin #1 [green.center] duration=1.5 curve=easeInOut at scripts/examples/animate.lua:12
        1

        """)
    }

    @Test func usageAndHelp() throws {
        let help = try Executable.transit("repl", "--help")
        #expect(help.status == 0 && help.stdout.contains("USAGE: transit repl"))
        #expect(try Executable.transit("--help").stdout.contains("repl [<file> …]"))
        let bad = try Executable.transit("repl", "--frobnicate")
        #expect(bad.status == 64 && bad.stderr.hasPrefix("transit: unknown option --frobnicate"))
    }

    /// Lua source and print are bytes in the REPL too: `.load` runs (and `.reload` replays)
    /// a file's bytes, and what a script prints reaches the output unchanged.
    @Test func loadAndPrintKeepBytes() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Array("local s = \"".utf8) + [0xE1] + Array("\"\nprint(#s, s, string.char(255))\n".utf8))
            .write(to: dir.appendingPathComponent("raw.lua"))
        let process = Process()
        process.executableURL = Executable.products.appendingPathComponent("transit")
        process.arguments = ["repl"]
        process.currentDirectoryURL = dir
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(".load raw.lua\n.reload\n".utf8))
        try input.fileHandleForWriting.close()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(bytes.starts(with: Data(Array("1\t".utf8) + [0xE1, 0x09, 0xFF, 0x0A] + Array("reloaded raw.lua\n".utf8))))
    }
}
