import Foundation
import Testing
import TransitCore
import TransitLua
@testable import TransitREPL

/// The dot-commands, and bad input: each mistake is reported and the session goes on.
@Suite struct CommandTests {
    @Test func helpListsEveryCommandOnOneLine() throws {
        let t = try Transcript()
        let lines = t.feed(".help").split(separator: "\n")
        #expect(lines.count == Commands.all.count)
        for (line, command) in zip(lines, Commands.all) { #expect(line.hasPrefix("." + command.name)) }
        for name in ["now", "advance", "frame", "next", "run", "seek", "back", "fps", "device", "rotate", "tree",
                     "watch", "events", "ease", "spring", "load", "reload", "save", "spec"] {
            #expect(Commands.all.contains { $0.name == name }, ".\(name)")
        }
    }

    /// Bad input never ends the session: each is followed by a prompt that works.
    static let badInputs: [(input: String, output: String)] = [
        (".advnce 1", "unknown command '.advnce' (did you mean .advance?)\n"),
        (".zzz", "unknown command '.zzz' (see .help)\n"),
        (".advance -1", ".advance expects a number of seconds ≥ 0, got '-1'\n"),
        (".advance", ".advance expects a number of seconds (as in .advance 0.5)\n"),
        (".seek abc", ".seek expects a number of seconds ≥ 0, got 'abc'\n"),
        (".seek inf", ".seek expects a number of seconds ≥ 0, got 'inf'\n"),
        (".frame two", ".frame expects a whole number in 0...1000000, got 'two'\n"),
        (".back 0", ".back expects a whole number in 1...1000000, got '0'\n"),
        (".fps 0", ".fps expects a whole number in 1...1000, got '0'\n"),
        (".load missing.lua", "cannot find 'missing.lua' (neither a file nor a script name on the search path)\n"),
        // a folder is there, not missing: said as `transit run` says it (was "cannot find '/tmp'")
        (".load /tmp", "'/tmp' is a folder, not a script\n"),
        (".load", ".load expects a file (as in .load animate)\n"),
        (".reload", ".reload: no file was loaded (use .load FILE)\n"),
        (".tree nobody", ".tree: no view named 'nobody' in the window\n"),
        (".watch 1 +", ".watch: watch:1: unexpected symbol near <eof>\n"),
        (".ease nothing", ".ease: no curve 'nothing' (a name in Easing, an Easing value or a function; Tab lists the names)\n"),
        (".ease function(t) return 'x' end", ".ease: the curve gave x at t = 0, not a number\n"),
        // NaN as the REPL prints it everywhere, whatever its sign bit (0/0 is -nan to
        // Linux's tostring, which this said)
        (".ease function(t) return 0/0 end", ".ease: the curve gave nan at t = 0, not a number\n"),
        // an infinity has no row in the plot: its scale became NaN and `Int` trapped (SIGILL)
        (".ease function(t) return -1/0 end", ".ease: the curve gave -inf at t = 0, not a finite number\n"),
        (".ease function(t) return t < 1 and 0 or 1/0 end", ".ease: the curve gave inf at t = 1, not a finite number\n"),
        // values Lua cannot call: the input named, not the REPL's own chunk (rev22: `.ease 42`
        // said "(transit repl.lua):235: attempt to call a number value (local 'curve')")
        (".ease 42", ".ease: '42' is not a curve (a number)\n"),
        (".ease 1 == 1", ".ease: '1 == 1' is not a curve (a boolean)\n"),
        (".ease {}", ".ease: '{}' is not a curve (a table)\n"),
        (".ease window", ".ease: 'window' is not a curve (a Window)\n"),
        (".ease \"nope\"", ".ease: no curve '\"nope\"' (a name in Easing, an Easing value or a function; Tab lists the names)\n"),
        (".ease function(t) error('bent') end", ".ease: ease:1: bent\n"),
        (".device Nokia", ".device: unknown profile 'Nokia' (known: iPhone SE, iPhone 15, iPhone 15 Pro Max, iPad)\n"),
        (".rotate sideways", ".rotate: unknown orientation 'sideways' (known: portrait, portraitUpsideDown, landscapeLeft, landscapeRight)\n"),
        (".spring", ".spring expects parameters, e.g. .spring {dampingRatio = 0.5, duration = 0.8} or {mass = 1, stiffness = 100, damping = 10} or {response = 0.5, dampingFraction = 0.7}\n"),
        (".spring Easing.easeIn", ".spring: 'Easing.easeIn' is not a spring curve\n"),
        (".spring {dampingRatio = -1, duration = 1}", ".spring: spring:1: spring dampingRatio must be a number between 1e-06 and 1000000 (got -1.0)\n"),
        (".now please", ".now takes no argument (got 'please')\n"),
        // `.exit now` left the session, its word ignored
        (".exit now", ".exit takes no argument (got 'now')\n"),
        (".help me", ".help takes no argument (got 'me')\n"),
        (".save", ".save expects a file name\n"),
        (".spec /no/such/dir/x_spec.lua", ".spec: cannot write /no/such/dir/x_spec.lua: No such file or directory\n"),
    ]

    @Test(arguments: badInputs.map(\.input))
    func badInputIsReportedAndTheSessionGoesOn(input: String) throws {
        let t = try Transcript()
        #expect(t.feed(input) == Self.badInputs.first { $0.input == input }!.output)
        #expect(t.feed("1 + 1") == "2\n")
        #expect(t.session.failures == 1)
    }

    /// Every command whose `.help` shows no argument refuses one, naming it.
    @Test(arguments: Commands.all.filter { $0.argument.isEmpty }.map(\.name))
    func aCommandWithoutArgumentsRefusesAWord(name: String) throws {
        let t = try Transcript()
        #expect(t.feed(".\(name) word") == ".\(name) takes no argument (got 'word')\n")
        #expect(!t.session.isFinished)
    }

    /// An expression line runs as `return <line>`: `return Point(1, {})` was a tail call that
    /// took the line's frame, and the constructor's error (raised in Lua) had no line to name.
    /// The results and `_` are as before.
    @Test func aValueConstructorsErrorInAnExpressionNamesTheLine() throws {
        let t = try Transcript()
        #expect(t.feed("Point(1, {})").hasPrefix("stdin:1: bad argument #2 to 'Point' (number expected, got table)\n"))
        #expect(t.feed("=Rect(1, 2)").hasPrefix("stdin:1: bad argument #3 to 'Rect' (number expected, got no value)\n"))
        #expect(t.feed("Point(1, 2), 3") == "Point(1, 2)\t3\n")
        #expect(t.feed("_") == "Point(1, 2)\n")
    }

    @Test func aRunawayChunkIsStoppedByTheLimits() throws {
        var options = ScriptRuntime.Options()
        options.limits.instructions = 1_000_000
        let t = try Transcript(options: options)
        #expect(t.feed("while true do end") == """
        stdin:1: instruction limit exceeded (1000000 instructions)
        stack traceback:
        \tstdin:1: in main chunk

        """)
        #expect(t.feed("while true do pcall(function() while true do end end) end").hasPrefix("stdin:1: instruction limit exceeded"))
        #expect(t.feed("1 + 1") == "2\n")
    }

    /// A limit reached in a task that a time command resumed is raised again with the
    /// resumer's frames, and a dot-command has none: the error ended in a bare
    /// "stack traceback:" line, a traceback of nothing.
    @Test func aLimitInATaskATimeCommandResumedHasNoEmptyTraceback() throws {
        var options = ScriptRuntime.Options()
        options.limits.instructions = 100_000
        let t = try Transcript(options: options)
        t.feed("task(function() wait(0.1) while true do end end)")
        #expect(t.feed(".advance 1") == """
        stdin:1: instruction limit exceeded (100000 instructions) (in the task started at stdin:1)
        (the error stopped the clock at 0.100000 s, short of 1.000000 s)
        0.100000 s (frame 6)

        """)
        #expect(t.feed("1 + 1") == "2\n")
    }

    /// A precompiled chunk is refused under `--unsafe` too (the session keeps each file's
    /// text), in words that say so: the sandbox's "--unsafe runs it" was said to a session
    /// under `--unsafe`.
    @Test func aPrecompiledChunkIsRefusedUnderUnsafeInItsOwnWords() throws {
        var options = ScriptRuntime.Options()
        options.sandboxed = false
        options.limits = .none
        let t = try Transcript(options: options)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("transit-\(UUID().uuidString).luac").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        t.feed("f = io.open('\(path)', 'wb') f:write(string.dump(load('x = 42'))) f:close()")
        #expect(t.feed(".load " + path) == "\(path):1: attempt to load a binary chunk (mode is 't'): the REPL runs Lua "
                + "source only, also under --unsafe: it keeps each file's text, to replay it, reload it and write it out "
                + "(transit run --unsafe runs it)\n")
        #expect(t.feed("x") == "nil\n")
    }

    @Test func aMemoryBombIsStoppedAndUndone() throws {
        var options = ScriptRuntime.Options()
        options.limits.memory = 16 << 20
        let t = try Transcript(options: options)
        t.feed("kept = 'before'")
        #expect(t.feed("hog = {} for i = 1, 1e9 do hog[i] = {} end") == """
        stdin:1: not enough memory (script memory limit 16 MiB)
        stack traceback:
        \tstdin:1: in main chunk
        (the session was replayed without that chunk, to free its memory)

        """)
        #expect(t.feed("hog, kept") == "nil\t\"before\"\n")
        #expect(t.feed("local t = {} for i = 1, 1000 do t[i] = i end return #t") == "1000\n")
    }

    @Test func anErrorInACallbackFiredByAdvanceNamesItsLine() throws {
        let t = try Transcript()
        t.feed("v = View{frame = Rect(0, 0, 10, 10), name = 'v'}", "window:addSubview(v)",
               "View.animate(0.5, function() v.alpha = 0 end, function()", "  error('in the completion')", "end)")
        #expect(t.feed(".advance 1") == """
        0.500000 end #1 finished=true
        0.500000 completion #1 finished=true
        stdin:2: in the completion (in the completion of the animation begun at stdin:1)
        stack traceback:
        \t[C]: in function 'error'
        \tstdin:2: in function <stdin:1>
        (the error stopped the clock at 0.500000 s, short of 1.000000 s)
        0.500000 s (frame 30)

        """)
        #expect(t.feed(".advance 0.5") == "1.000000 s (frame 60)\n")
        #expect(t.feed("v.alpha") == "0.0\n")
    }

    @Test func timeCommands() throws {
        let t = try Transcript()
        t.feed(".load animate")
        #expect(t.feed(".now") == "0.000000 s (frame 0)\n")
        #expect(t.feed(".next") == """
        1.500000 end #1 finished=true
        1.500000 completion #1 finished=true
        slid in (finished = true) at 1.50 s
        1.500000 begin #2 [thrown.center, thrown.transform] duration=1 curve=easeInOut at scripts/examples/animate.lua:18
        1.500000 s (frame 90)

        """)
        #expect(t.feed(".run").hasSuffix("thrown away at 2.50 s\n2.500000 s (frame 150)\n"))
        #expect(t.feed(".next") == "nothing is pending\n")
        #expect(t.feed(".fps 120", ".frame") == "120 frames per second\n2.508333 s (frame 301)\n")
        #expect(t.feed(".fps") == "120 frames per second\n")
    }

    @Test func treeShowsModelAndOnScreenValues() throws {
        let t = try Transcript()
        t.feed(".load animate", ".advance 1.75")
        let lines = t.feed(".tree").split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.prefix(3) == [
            "Window \"window\" frame=(0,0,393,852) alpha=1",
            "  View \"green\" frame=(0,0,393,852) alpha=1",
            "  View \"thrown\" frame=(393,852,393,852) alpha=1 transform=[-1,0,0,-1,0,0]",
        ])
        #expect(lines.last!.hasPrefix("    on screen: frame=(") && lines.last!.hasSuffix(" alpha=1 transform=[0.918797,0.39473,-0.39473,0.918797,0,0]"))
        let tree = t.feed(".tree thrown")
        #expect(tree.hasPrefix("View \"thrown\" frame=(393,852,393,852) alpha=1 transform=[-1,0,0,-1,0,0]\n  on screen: frame="))
        #expect(tree.hasSuffix(" alpha=1 transform=[0.918797,0.39473,-0.39473,0.918797,0,0]\n"))
    }

    @Test func eventsListTheTimeline() throws {
        let t = try Transcript()
        #expect(t.feed(".events") == "no events yet\n")
        t.feed(".load animate", ".advance 1.5")
        #expect(t.feed(".events") == """
        0.000000 begin #1 [green.center] duration=1.5 curve=easeInOut at scripts/examples/animate.lua:12
        1.500000 end #1 finished=true
        1.500000 completion #1 finished=true
        1.500000 begin #2 [thrown.center, thrown.transform] duration=1 curve=easeInOut at scripts/examples/animate.lua:18

        """)
    }

    /// `.explain` draws what `transit explain` draws: the animate blocks so far (animate.lua:
    /// 1.5 s on green.center, then a 1 s block on thrown at 1.5 s: two blocks over 2.5 s),
    /// or a timeline the session holds.
    @Test func explainDrawsTheBlocksOrATimeline() throws {
        let t = try Transcript()
        #expect(t.feed(".explain") == "no animation blocks yet\n")
        t.feed(".load animate", ".advance 1.5")
        let blocks = t.feed(".explain").split(separator: "\n").map(String.init)
        #expect(blocks.first == "UIKit animations: 2 blocks over 2.5 s")
        #expect(blocks.dropFirst(2).map { String($0.prefix(while: { $0 != " " })) }
                == ["green.center", "thrown.center", "thrown.transform", "completions"])
        t.feed("tl = Timeline{} tl:to(window, {alpha = 0.5, duration = 1}) tl:addLabel('x')")
        let timeline = t.feed(".explain tl").split(separator: "\n").map(String.init)
        #expect(timeline.first?.hasSuffix("(stdin:1): duration 1 s") == true)
        #expect(timeline.dropFirst(2).map { String($0.prefix(while: { $0 != " " })) } == ["window.alpha", "labels"])
        #expect(t.feed(".explain nope") == ".explain: 'nope' is not a timeline\n")
        // a value that cannot have an `explain` is named by its type, not indexed (rev21:
        // `.explain 42` answered Lua's "attempt to index a number value (local 't')")
        #expect(t.feed(".explain 3") == ".explain: '3' is not a timeline (a number)\n")
        #expect(t.feed(".explain 1 == 1") == ".explain: '1 == 1' is not a timeline (a boolean)\n")
        #expect(t.feed(".explain print") == ".explain: 'print' is not a timeline (a function)\n")
        #expect(t.feed(".explain window") == ".explain: 'window' is not a timeline\n")
    }

    /// `.explain EXPR` runs Lua, and the time limit counts from the command, as for `.ease`
    /// and a watch: it counted from the last input, and after a pause longer than `--time`
    /// (a person reading the screen) it said "explain:1: time limit exceeded" at once.
    @Test func explainAfterAPauseLongerThanTheTimeLimit() throws {
        var options = ScriptRuntime.Options()
        options.limits.seconds = 0.2
        let t = try Transcript(options: options)
        t.feed("tl = Timeline{} tl:to(window, {alpha = 0.5, duration = 1})")
        Thread.sleep(forTimeInterval: 0.4)
        #expect(t.feed(".explain 3") == ".explain: '3' is not a timeline (a number)\n")
        Thread.sleep(forTimeInterval: 0.4)
        #expect(t.feed(".explain tl").hasPrefix("Timeline #1 (stdin:1): duration 1 s\n"))
        #expect(t.session.failures == 1)
    }

    /// A curve from -1e308 to 1e308 is drawn: the plot's height, 1e308 - -1e308, overflowed to
    /// infinity, its rows became NaN, and `Int` trapped on them (SIGILL).
    @Test func aCurveSpanningTheDoublesIsDrawn() throws {
        let t = try Transcript()
        let lines = t.feed(".ease function(t) return t < 0.5 and -1e308 or 1e308 end").split(separator: "\n")
        #expect(lines[1] == " 1e+308 |                        *************************")
        #expect(lines[12] == "-1e+308 |************************")
        #expect(lines.last == "y  -1e+308    -1e+308    1e+308     1e+308     1e+308")
    }

    @Test func easePlotsACurveWithValues() throws {
        let t = try Transcript()
        #expect(t.feed(".ease linear") == """
        Curve linear
        1 |                                              ***
          |                                          ****
          |                                      ****
          |                                 *****
          |                             ****
          |                        *****
          |                    ****
          |                ****
          |           *****
          |       ****
          |   ****
        0 |***
          +-------------------------------------------------
           0                      0.5                      1
        t  0          0.25       0.5        0.75       1
        y  0          0.25       0.5        0.75       1

        """)
        let overshoot = t.feed(".ease function(t) return t * (2 - t) * 1.5 end")
        #expect(overshoot.hasPrefix("<function>\n1.5 |"))
        #expect(overshoot.hasSuffix("y  0          0.65625    1.125      1.40625    1.5\n"))
    }

    @Test func watchesPrintAfterEveryTimeStep() throws {
        let t = try Transcript()
        #expect(t.feed(".watch") == "no watches\n")
        #expect(t.feed(".watch clock.now * 2") == "clock.now * 2 = 0.0\n")
        #expect(t.feed(".watch nope.x") == "nope.x: watch:1: attempt to index a nil value (global 'nope')\n")
        #expect(t.feed(".advance 0.25") == "0.250000 s (frame 15)\nclock.now * 2 = 0.5\nnope.x: watch:1: attempt to index a nil value (global 'nope')\n")
        #expect(t.feed(".unwatch nope.x", ".watch") == "clock.now * 2\n")
        #expect(t.feed(".unwatch", ".advance 0.25") == "0.500000 s (frame 30)\n")
    }

    /// A watched table nested deeper than a spec's literal can help is shown, not written as
    /// source: the literal's walk, a recursion, overflowed Lua's stack at 200,000 levels
    /// ("t: (transit sorted_keys.lua):50: stack overflow", after seconds naming the line).
    @Test func aWatchOfADeepTableShowsIt() throws {
        let t = try Transcript()
        _ = t.feed("t = {} local c = t for i = 1, 200000 do c.x = {} c = c.x end")
        #expect(t.feed(".watch t") == "t = {x = {x = {x = {x = {...}}}}}\n")
        _ = t.feed("u = {a = {b = {1, 2.5}}}")
        #expect(t.feed(".watch u") == "u = {a = {b = {1, 2.5}}}\n")
    }

    @Test func springFiguresAndEquivalents() throws {
        let t = try Transcript()
        #expect(t.feed(".spring {mass = 1, stiffness = 100, damping = 10}") == """
        spring(mass: 1, stiffness: 100, damping: 10)
          physics: mass 1, stiffness 100, damping 10 (damping ratio 0.5, under-damped; ω₀ = 10 rad/s)
          settles in 1.447 s (within 1/1200 of the distance); overshoot 16.3 %
          UIKit:          View.animate{duration = 1.447, dampingRatio = 0.5, initialVelocity = 0, …}
          Core Animation: Easing.spring{mass = 1, stiffness = 100, damping = 10, initialVelocity = 0}
          SwiftUI:        Easing.spring{response = 0.6283, dampingFraction = 0.5} = Easing.spring{duration = 0.6283, bounce = 0.5}
          UIKit, iOS 17:  View.animate{springDuration = 0.6283, bounce = 0.5, initialSpringVelocity = 0, …}

        """)
        // the overshoot of an under-damped spring from rest is exp(-πζ/√(1-ζ²)): 16.30 % at ζ = 0.5
        #expect(SpringReport.overshoot(try Spring(dampingRatio: 0.5, duration: 0.8), 0.8) == "16.3 %")
        let zeta = 0.2, expected = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()) * 100
        #expect(SpringReport.overshoot(try Spring(dampingRatio: zeta, duration: 1), 1) == SpringReport.n(expected) + " %")
        #expect(t.feed(".spring {dampingRatio = 1.5, duration = 1}").contains("over-damped; ω₀ = 18.97 rad/s"))
        // A SwiftUI spring settles by SwiftUI's ε = 0.001, and its UIKit equivalent is the
        // duration UIKit's rule (ε = 1/1200) fits to the same motion: ζ = 0.7, ω₀ = 2π / 0.5,
        // ln(1200 / √(1 − ζ²)) / (ζω₀) = 0.8443 s (python3), where ε = 0.001 gives 0.8236 s;
        // the report said 0.8236, a spring of stiffness 165.9, not SwiftUI's (2π / 0.5)² = 157.9.
        let swiftUI = t.feed(".spring {duration = 0.5, bounce = 0.3}")
        #expect(swiftUI.hasPrefix("spring(duration: 0.5, bounce: 0.3)\n"))
        #expect(swiftUI.contains("\n  settles in 0.8236 s (within 1/1000 of the distance, SwiftUI's ε); overshoot 4.599 %\n"))
        #expect(swiftUI.contains("\n  UIKit:          View.animate{duration = 0.8443, dampingRatio = 0.7, initialVelocity = 0, …}\n"))
        // iOS 17's animate(springDuration:bounce:) takes SwiftUI's two numbers as they are
        #expect(swiftUI.hasSuffix("\n  UIKit, iOS 17:  View.animate{springDuration = 0.5, bounce = 0.3, initialSpringVelocity = 0, …}\n"))
        #expect(t.feed(".spring {dampingRatio = 0.7, duration = 0.8443}").contains("stiffness 157.9,"))
        // every equivalent keeps the velocity: without it the SwiftUI forms were another motion
        #expect(t.feed(".spring {mass = 1, stiffness = 100, damping = 10, initialVelocity = 3}").hasSuffix(
            "\n  SwiftUI:        Easing.spring{response = 0.6283, dampingFraction = 0.5, initialVelocity = 3}"
            + " = Easing.spring{duration = 0.6283, bounce = 0.5, initialVelocity = 3}\n"
            + "  UIKit, iOS 17:  View.animate{springDuration = 0.6283, bounce = 0.5, initialSpringVelocity = 3, …}\n"))
        // a bounce that four digits would round to 1 is shown in full, and runs as shown (rev13:
        // "bounce = 1", which Easing.spring refuses)
        let nearlyUndamped = t.feed(".spring {dampingRatio = 0.000001, duration = 1000000}")
        #expect(nearlyUndamped.contains("= Easing.spring{duration = 0.8862, bounce = 0.999999}\n"))
        #expect(nearlyUndamped.hasSuffix("View.animate{springDuration = 0.8862, bounce = 0.999999, initialSpringVelocity = 0, …}\n"))
        #expect(t.feed("Easing.spring{duration = 0.8862, bounce = 0.999999} ~= nil") == "true\n")
        #expect(SpringReport.bounceForm(1, 1) == "" && SpringReport.bounceForm(1, -0.99999) == " = Easing.spring{duration = 1, bounce = -0.99999}")
    }

    @Test func deviceAndItsProfiles() throws {
        let t = try Transcript()
        #expect(t.feed(".device") == """
          iPhone SE (375x667 @2x)
        * iPhone 15 (393x852 @3x)
          iPhone 15 Pro Max (430x932 @3x)
          iPad (820x1180 @2x)

        """)
        #expect(t.feed(".device iPhone SE") == "device: iPhone SE\n")
        #expect(t.feed("screen.bounds") == "Rect(0, 0, 375, 667)\n")
    }

    /// `.rotate` turns the device as `device.orientation = …` does: with no root controller
    /// the iPhone default allows landscape, not upside down.
    @Test func rotateTurnsTheDevice() throws {
        let t = try Transcript()
        #expect(t.feed(".rotate") == "device: portrait, interface: portrait, window 393x852\n")
        let turned = t.feed(".rotate landscapeLeft")
        #expect(turned.hasSuffix("device: landscapeLeft, interface: landscapeLeft, window 852x393\n"))
        #expect(t.feed(".rotate portraitUpsideDown") == "device: portraitUpsideDown, interface: landscapeLeft, window 852x393\n")
        #expect(t.feed("window.interfaceOrientation") == "\"landscapeLeft\"\n")
    }

    @Test func exitEndsTheSession() throws {
        let t = try Transcript()
        t.feed(".exit")
        #expect(t.session.isFinished)
    }

    /// A dot-command's argument that is not UTF-8 is refused, not read as other bytes: `.save
    /// o\xff.lua` wrote `o\u{FFFD}.lua`, `.watch #"\xff"` printed `#"\u{FFFD}" = 3`. As Lua,
    /// the same bytes reach Lua as they are.
    @Test func aDotCommandArgumentThatIsNotUTF8IsRefused() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-repl-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let t = try Transcript()
        let feed = { (bytes: [UInt8]) in t.feed(bytes: bytes) }
        #expect(feed(Array(".save \(dir.path)/o".utf8) + [0xff] + Array(".lua ".utf8))
                == ".save: its argument is not UTF-8 (\(dir.path)/o\\xff.lua): nothing done (a dot-command reads its argument "
                   + "as text; Lua typed as an input gets its bytes as they are)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
        #expect(feed(Array(".watch #\"é".utf8) + [0xff] + Array("\"".utf8)).hasPrefix(".watch: its argument is not UTF-8 (#\"é\\xff\"): "))
        #expect(t.feed(".watch") == "no watches\n")
        #expect(feed(Array("#\"".utf8) + [0xff] + Array("\"".utf8)) == "1\n")
        #expect(t.session.failures == 2)
    }

    /// A NUL byte ends a text for the system's calls: `.save DIR/a<NUL>b.lua` wrote `DIR/a` and
    /// said `wrote DIR/a<NUL>b.lua`, `.advance 0.5<NUL>x` moved the clock 0.5 s, `.load
    /// f.lua<NUL>x` loaded `f.lua`. Refused, as a byte that is not UTF-8 is; as Lua, a NUL in a
    /// string is a byte of it.
    @Test func aDotCommandArgumentHoldingANulIsRefused() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-repl-nul-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let t = try Transcript()
        let feed = { (bytes: [UInt8]) in t.feed(bytes: bytes) }
        #expect(feed(Array(".save \(dir.path)/a".utf8) + [0] + Array("b.lua".utf8))
                == ".save: its argument holds a NUL byte (\(dir.path)/a\\0b.lua): nothing done (a dot-command reads its "
                   + "argument as text; Lua typed as an input gets its bytes as they are)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
        #expect(feed(Array(".advance 0.5".utf8) + [0] + Array("x".utf8)).hasPrefix(".advance: its argument holds a NUL byte (0.5\\0x): "))
        #expect(t.feed(".now") == "0.000000 s (frame 0)\n")
        #expect(feed(Array("#\"a".utf8) + [0] + Array("b\"".utf8)) == "3\n")
        #expect(t.session.failures == 2)
    }
}
