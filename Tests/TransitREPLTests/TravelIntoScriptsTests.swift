import Foundation
import Testing
import TransitLua
@testable import TransitREPL

/// Time travel into a chunk that moves the clock itself (`transit repl zoom`): a replay
/// suspends the chunk inside its `clock.advance` at the time travelled to, the steps typed
/// later stay in the log, and going forward replays them.
@Suite struct TravelIntoScriptsTests {
    /// A folder of its own for each test's script files (a short path: Lua shortens chunk
    /// names past 60 bytes in messages).
    static func folder() throws -> URL {
        let url = URL(fileURLWithPath: "/tmp/tr-" + UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static let zoomPath = SearchPath.standard().resolveScript("zoom")!

    /// What the tests look at in the zoom: the tree (model and on-screen values), the clock,
    /// the detail's fade, the timeline.
    static func look(_ t: Transcript) -> String {
        t.feed("clock.now", "window:find('detail') and window:find('detail').presentation.alpha", ".tree", ".events")
    }

    @Test func seekingIntoTheZoomEqualsTheZoomStoppedThere() throws {
        // the same scene, its own advance shortened to 0.3 s and the dismiss left out
        let source = try String(contentsOfFile: Self.zoomPath, encoding: .utf8)
        let cut = try #require(source.range(of: "clock.advance(0.7)"))
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shortened = try Self.write(String(source[..<cut.lowerBound]) + "clock.advance(0.3)\n", "zoom.lua", in: folder)
        let fresh = try Transcript()
        fresh.feed(".load \(shortened)")
        let travelled = try Transcript()
        travelled.feed(".load zoom")
        #expect(travelled.feed(".seek 0.3") == "0.300000 s (frame 18)\n")
        let seen = Self.look(travelled)
        #expect(seen == Self.look(fresh).replacingOccurrences(of: shortened, with: ScriptRuntime.displayName(Self.zoomPath)))
        #expect(seen.hasPrefix("0.3\n"))
        #expect(!seen.contains("dismiss"))                  // the rest of the script has not run
        // the detail fades in over 0.7 s, easeInOut: between 0 and 1, as the engine has it at 0.3
        let alpha = Double(seen.split(separator: "\n")[1])!
        #expect(alpha > 0.3 && alpha < 0.45)
    }

    @Test func goingForwardFinishesTheScriptAndReplaysWhatWasTypedLater() throws {
        let t = try Transcript()
        t.feed(".load zoom", "early = clock.now", ".advance 0.2", "late = clock.now")   // typed at 0.7 and 0.9
        t.feed(".seek 0.3")
        #expect(t.feed("early", "late", "locals.second ~= nil") == "nil\nnil\ntrue\n")
        t.feed("during = clock.now")                        // typed inside the script's advance
        #expect(t.feed(".seek 0.8") == "0.800000 s (frame 48)\n")
        #expect(t.feed("early", "late", "during") == "0.7\nnil\n0.3\n")
        #expect(t.feed(".events").contains("0.700000 dismiss #2 second from first"))
        #expect(t.feed(".seek 0.9", "late", "during") == "0.900000 s (frame 54)\n0.9\n0.3\n")
        // a fresh session run forward to 0.9 shows the same tree
        let fresh = try Transcript()
        fresh.feed(".load zoom", ".advance 0.2")
        #expect(t.feed(".tree") == fresh.feed(".tree"))
    }

    /// A line typed while the script stands suspended inside its own advance: going past the
    /// log's end resumes the script live, and what it printed the first time (up to its end
    /// at 0.7 s) is not printed again; what the clock reaches for the first time (the
    /// dismissal's end at 1.4 s) is.
    @Test func goingOnAfterTypingInsideTheScriptShowsOnlyWhatIsNew() throws {
        let t = try Transcript()
        t.feed(".load zoom", ".seek 0.1")
        #expect(t.feed("print('typed')") == "typed\n")
        #expect(t.feed(".seek 3") == """
        1.400000 end #2 finished=true
        1.400000 completion #2 finished=true
        grid shown at 1.40 s
        1.400000 dismiss #2 completed
        3.000000 s (frame 180)

        """)
    }

    /// The file's completion error at 1 s was shown when it was loaded: going back before it
    /// and forward again replays it silently (the replay's traceback reads differently; the
    /// message is the same error).
    @Test func aLoadedFilesErrorSeenOnceIsNotShownAgain() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.write("""
            View.animate(1, function() window.alpha = 0 end, function() error("file cb boom") end)
            clock.advance(2)

            """, "boom.lua", in: folder)
        let t = try Transcript()
        #expect(t.feed(".load \(file)").contains("boom.lua:1: file cb boom"))
        #expect(t.feed(".seek 0.5", ".seek 2") == "0.500000 s (frame 30)\n2.000000 s (frame 120)\n")
    }

    /// `.save` and `.spec` write over no file the session loaded, however it is spelled (a
    /// link, `./`): the script is the user's work (rev13: `.spec` replaced it). Another name
    /// in the same folder is written.
    @Test func savingOverALoadedFileIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = "x = 1\n"
        let file = try Self.write(source, "mine.lua", in: folder)
        let link = folder.appendingPathComponent("link.lua").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let t = try Transcript()
        t.feed(".load \(file)")
        #expect(t.feed(".save \(link)") == ".save: \(link) is the loaded file \(ScriptRuntime.displayName(file)): nothing written\n")
        #expect(t.feed(".spec \(file)").hasSuffix("is the loaded file \(ScriptRuntime.displayName(file)): nothing written\n"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == source)
        let other = folder.appendingPathComponent("other.lua").path
        #expect(t.feed(".save \(other)") == "wrote \(other)\n")
    }

    @Test func backLandsOneFrameBackInsideTheScript() throws {
        let t = try Transcript()
        t.feed(".load zoom")
        #expect(t.feed(".back") == "0.683333 s (frame 41)\n")
        #expect(t.feed(".back 40") == "0.016666 s (frame 1)\n")
        #expect(t.feed(".frame 5") == "0.100000 s (frame 6)\n")
        #expect(t.feed("window:find('detail').alpha") == "1.0\n")   // the model value: final at once
    }

    /// A chunk typed at the prompt that advances the clock in a loop.
    static let loop = "n = 0 for i = 1, 10 do clock.advance(0.1) n = i end"

    @Test func aTypedLoopIsStoppedBetweenItsAdvances() throws {
        let t = try Transcript()
        t.feed("before = 'kept'", Self.loop)
        #expect(t.feed("n", "clock.now") == "10\n1.0\n")
        #expect(t.feed(".seek 0.35") == "0.350000 s (frame 21)\n")
        #expect(t.feed("n", "before") == "3\n\"kept\"\n")
        t.feed("seen = n")
        #expect(t.feed(".seek 0.72", "n", "seen") == "0.720000 s (frame 43)\n7\n3\n")
        #expect(t.feed(".run", "n", "clock.now") == "1.000000 s (frame 60)\n10\n1.0\n")
    }

    /// Typed, a chunk ran on the main thread; replayed, it runs as a coroutine, and the
    /// coroutine library answers there as it did when typed. `pcall(coroutine.yield)` yielded
    /// to the replay, which failed the chunk, and `coroutine.running()` handed out the
    /// suspended chunk: a later input resumed it (its rest ran at 0.5 s, then the next replay
    /// met a dead coroutine) or closed it (the rest never ran).
    @Test func aReplayedChunkSeesTheCoroutinesItSawTyped() throws {
        let t = try Transcript()
        t.feed("co = coroutine.running() clock.advance(1) ok, e = pcall(coroutine.yield) "
               + "y = coroutine.isyieldable() s = coroutine.status(co) n = 1")
        let typed = t.feed("ok, e, y, s, n")
        #expect(typed == "false\t\"attempt to yield from outside a coroutine\"\tfalse\t\"running\"\t1\n")
        #expect(t.feed(".seek 0.5", "n") == "0.500000 s (frame 30)\nnil\n")
        #expect(t.feed("coroutine.resume(co)") == "false\t\"cannot resume non-suspended coroutine\"\n")
        #expect(t.feed(".seek 1", "ok, e, y, s, n") == "1.000000 s (frame 60)\n" + typed)
        #expect(t.session.failures == 0)
    }

    @Test func badTimeCommandsInThePastMoveNothingAndKeepTheLog() throws {
        let t = try Transcript()
        t.feed(Self.loop, "later = true", ".seek 0.35")
        let failures = t.session.failures
        #expect(t.feed(".advance -1") == ".advance expects a number of seconds ≥ 0, got '-1'\n")
        #expect(t.feed(".seek abc") == ".seek expects a number of seconds ≥ 0, got 'abc'\n")
        #expect(t.feed(".frame 2000000") == ".frame expects a whole number in 0...1000000, got '2000000'\n")
        #expect(t.feed(".advnce 1") == "unknown command '.advnce' (did you mean .advance?)\n")
        #expect(t.session.failures == failures + 4)
        #expect(t.feed("clock.now", "n") == "0.35\n3\n")
        #expect(t.feed(".seek 1", "later", "n") == "1.000000 s (frame 60)\ntrue\n10\n")
    }

    @Test func aTypedChunkThatMovesTheClockInThePastDropsTheLaterSteps() throws {
        let t = try Transcript()
        t.feed(Self.loop, "after = true", ".seek 0.5")
        #expect(t.feed("clock.advance(0.05)")
                == "(the clock moved: the session's later inputs are dropped, it goes on from here)\n")
        #expect(t.feed("n", "clock.now") == "5\n0.55\n")
        // the loop goes on from where it was suspended when the clock passes its next stop
        #expect(t.feed(".seek 2", "n", "after") == "2.000000 s (frame 120)\n10\nnil\n")
    }

    @Test func anErrorAfterTheStopRunsWhenTheClockGetsThere() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.write("ready = true\nclock.advance(0.5)\nerror('boom')\n", "late_error.lua", in: folder)
        let t = try Transcript()
        let first = t.feed(".load \(file)")
        #expect(first.contains("late_error.lua:3: boom"))
        #expect(t.feed(".seek 0.2", "ready", "clock.now") == "0.200000 s (frame 12)\ntrue\n0.2\n")
        t.feed("y = 1")
        let failures = t.session.failures
        let out = t.feed(".advance 1")
        #expect(out.contains("late_error.lua:3: boom"))
        #expect(out.hasSuffix("0.500000 s (frame 30)\n"))   // the clock stops at the error
        #expect(t.session.failures == failures + 1)
        #expect(t.feed(".advance 0.25", "y") == "0.750000 s (frame 45)\n1\n")
    }

    /// A resumed chunk's error reads as the same chunk's error typed: one traceback, its
    /// chunk `in main chunk`. It came out of the chunk's coroutine with the coroutine's
    /// traceback, then took a second one where travel.lua raised it again (`stdin:1: in
    /// upvalue 'fn'` then `stack traceback: [C]: in function 'error'`).
    @Test func aResumedChunksErrorHasOneTraceback() throws {
        let t = try Transcript()
        let typed = t.feed("assert(false, 'not ok')")
        #expect(typed == "stdin:1: not ok\nstack traceback:\n\t[C]: in function 'assert'\n\tstdin:1: in main chunk\n")
        t.feed("ok = true", "clock.advance(0.5) assert(ok, 'not ok')", ".seek 0.2", "ok = false")
        #expect(t.feed(".seek 1") == typed + """
            (the error stopped the clock at 0.500000 s, short of 1.000000 s)
            0.500000 s (frame 30)

            """)
    }

    /// A file `.reload` read again that no longer compiles is a syntax error, without a
    /// traceback, as `.load` reports it (the replay raised it from Lua: `stack traceback:
    /// [C]: in function 'error'`).
    @Test func aReloadedFileThatDoesNotCompileIsASyntaxError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.write("x = 1\n", "edited.lua", in: folder)
        let t = try Transcript()
        t.feed(".load \(file)")
        _ = try Self.write("x = = 2\n", "edited.lua", in: folder)
        #expect(t.feed(".reload") == "\(file):1: unexpected symbol near '='\nreloaded \(file)\n0.000000 s (frame 0)\n")
        #expect(t.feed(".load \(file)") == "\(file):1: unexpected symbol near '='\n")
    }

    @Test func errorsOfTheClockStillNameTheLineOnceBackAtTheEnd() throws {
        let t = try Transcript()
        t.feed(".load zoom", ".seek 0.3", ".seek 1.5")
        let out = t.feed("clock.advance(-1)")
        #expect(out.hasPrefix("stdin:1: advance must be a finite, non-negative number of seconds (got -1.0)\n"))
        #expect(out.contains("[C]: in field 'advance'"))
    }

    @Test func badAdvancesWhileAChunkIsSuspendedAreErrorsAtTheirLine() throws {
        let t = try Transcript()
        t.feed(".load zoom", ".seek 0.3")
        #expect(t.feed("x = 1 clock.advance(-1)")
            .hasPrefix("stdin:1: advance must be a finite, non-negative number of seconds (got -1.0)\n"))
        #expect(t.feed("x = 1 clock.advance({})")
            .hasPrefix("stdin:1: bad argument #1 to 'advance' (number expected, got table)\n"))
        #expect(t.feed("x = 1 clock.advance()")
            .hasPrefix("stdin:1: bad argument #1 to 'advance' (number expected, got no value)\n"))
        #expect(t.feed("clock.now", "x") == "0.3\n1\n")          // nothing moved; x was set before the error, as in lua
    }

    @Test func runUntilIdleIsStoppedBetweenItsEvents() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.write("""
            local v = View{name = "v"}
            window:addSubview(v)
            View.animate(1, function() v.alpha = 0 end)
            View.animate(0.6, function() v.center = Point(100, 100) end)
            clock.runUntilIdle()
            done = clock.now
            """, "idle.lua", in: folder)
        let t = try Transcript()
        t.feed(".load \(file)")
        #expect(t.feed("done") == "1.0\n")
        #expect(t.feed(".seek 0.4", "done", "clock.now") == "0.400000 s (frame 24)\nnil\n0.4\n")
        // the fade at 0.4 s of its 1 s: 1 - easeInOut(0.4)
        #expect(t.feed("window:find('v').presentation.alpha == 1 - Easing.easeInOut(0.4)") == "true\n")
        // past the first animation's end (an event), before the second's
        // (one timer left: the fade's end)
        #expect(t.feed(".seek 0.8", "done", "clock.pendingCount") == "0.800000 s (frame 48)\nnil\n1\n")
        #expect(t.feed(".seek 1", "done") == "1.000000 s (frame 60)\n1.0\n")
    }

    @Test func anAdvanceInsideACallbackCannotBeStopped() throws {
        let t = try Transcript()
        t.feed("v = View{}", "window:addSubview(v)",
               "View.animate(0.2, function() v.alpha = 0 end, function() clock.advance(0.5) end)", ".run")
        #expect(t.feed("clock.now") == "0.7\n")
        #expect(t.feed(".seek 0.4") == """
            (a chunk moved the clock past 0.400000 s where it cannot be stopped: clock.step, or a clock move inside a callback, a task or a coroutine of the script's own)
            0.700000 s (frame 42)

            """)
    }
}

/// The bundled scenes that move the clock themselves: travelling into each shows exactly the
/// part of its timeline up to that time, and going forward again ends where it ended.
@Suite struct TravelIntoBundledScenesTests {
    static func timeline(_ t: Transcript) -> [Substring] {
        t.feed(".events").split(separator: "\n")
    }

    static func seconds(_ line: Substring) -> Double { Double(line.prefix { $0 != " " })! }

    @Test(arguments: [("zoom", 0.35), ("fullscreen", 2.0), ("rotation_layout", 0.5), ("segues", 2.1), ("slide_in", 2.5)])
    func theTimelineUpToTheTimeAndTheSameEnd(scene: String, seconds: Double) throws {
        let t = try Transcript()
        t.feed(".load \(scene)")
        let end = String(t.feed("clock.now").dropLast())                // "1.4\n" → "1.4"
        let full = Self.timeline(t), tree = t.feed(".tree")
        #expect(full.contains { Self.seconds($0) > seconds })            // the scene goes on after it
        t.feed(".seek \(seconds)")
        #expect(t.feed("clock.now") == "\(seconds)\n")
        #expect(Self.timeline(t) == full.filter { Self.seconds($0) <= seconds })
        t.feed(".seek \(end)")
        #expect(t.feed("clock.now") == end + "\n")
        #expect(Self.timeline(t) == full)
        #expect(t.feed(".tree") == tree)
    }
}
