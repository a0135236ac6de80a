import Testing
import TransitLua
@testable import TransitREPL

/// Going back replays the session from a fresh stage; the engine is deterministic, so what
/// a session shows after `.seek T` is what a fresh session shows after running forward to T.
@Suite struct TimeTravelTests {
    /// What the tests look at: both animations of the bundled example, the clock, the tree.
    static let probes = [
        "clock.now",
        "window:find('green') and window:find('green').presentation.frame",
        "window:find('thrown') and window:find('thrown').presentation.transform",
        "window:find('thrown') and window:find('thrown').presentation.center",
        "#window.subviews",
    ]

    static func look(_ t: Transcript) -> String {
        t.feed(probes) + t.feed(".tree", ".events")
    }

    @Test(arguments: [0.0, 0.1, 0.35, 0.8, 1.5, 1.7, 2.25, 3.0])
    func seekingBackEqualsRunningForwardFromAFreshStart(seconds: Double) throws {
        let travelled = try Transcript()
        travelled.feed(".load animate", ".advance 3.5", ".seek \(seconds)")
        let fresh = try Transcript()
        fresh.feed(".load animate", ".advance \(seconds)")
        let seen = Self.look(travelled)
        #expect(seen == Self.look(fresh))
        #expect(seen.contains("Rect(0, "))
    }

    @Test func inputsTypedOnTheWayAreReplayedAtTheirTimes() throws {
        let steps = [".load animate", ".advance 0.5",
                     "extra = View{frame = Rect(0, 0, 50, 50), name = 'extra'}", "window:addSubview(extra)",
                     ".frame 12", "View.animate(1, function() extra.alpha = 0.25 end)"]
        let travelled = try Transcript()
        travelled.feed(steps + [".advance 0.3", ".run", ".seek 0.9"])
        let fresh = try Transcript()
        fresh.feed(steps + [".advance 0.2"])
        let extra = "extra.presentation.alpha"
        #expect(travelled.feed(extra) == fresh.feed(extra))
        #expect(Self.look(travelled) == Self.look(fresh))
        #expect(travelled.feed("clock.now") == "0.9\n")
    }

    /// A session that animates in `pairs` order replays into the world it saw: the replay's
    /// fresh Lua state has a fresh string-hash seed, so with stock `pairs` the views would be
    /// animated in another order (the sandbox's `pairs`: pairs.c).
    @Test func aSessionAnimatingInPairsOrderReplaysTheSameWorld() throws {
        let t = try Transcript()
        t.feed("names = {}; for _, k in ipairs{'mu', 'alpha', 'zeta', 'beta', 'eta', 'gamma', 'iota', 'delta'} do names[k] = true end",
               "order = {}; for k in pairs(names) do order[#order + 1] = k end",
               "for i, k in ipairs(order) do local v = View{name = k}; window:addSubview(v); View.animate(0.1 * i, function() v.alpha = 0 end) end")
        let probe = "table.concat(order, ' ') .. ' ' .. window:find('beta').presentation.alpha"
        t.feed(".advance 0.15")
        let seen = t.feed(probe)
        #expect(seen == "\"alpha beta delta eta gamma iota mu zeta 0.12916193104732\"\n")
        t.feed(".advance 1")
        #expect(t.feed(".seek 0.15") == "0.150000 s (frame 9)\n")
        #expect(t.feed(probe) == seen)
    }

    @Test func backStepsFramesBack() throws {
        let travelled = try Transcript()
        travelled.feed(".load animate", ".frame 10")
        #expect(travelled.feed(".back 3") == "0.116666 s (frame 7)\n")
        let fresh = try Transcript()
        fresh.feed(".load animate", ".frame 7")
        #expect(Self.look(travelled) == Self.look(fresh))
        // from between two frames, one back is the frame just passed
        travelled.feed(".advance 0.01")
        #expect(travelled.feed(".back") == "0.116666 s (frame 7)\n")
        #expect(travelled.feed(".back 100") == "0.000000 s (frame 0)\n")
    }

    @Test func goingBackIsSilentButForTheTimeAndTheWatches() throws {
        let t = try Transcript()
        t.feed(".load animate", ".watch clock.now", ".advance 2")
        #expect(t.feed(".seek 1.75") == "1.750000 s (frame 105)\nclock.now = 1.75\n")
    }

    @Test func timeCommandsFromThePastFollowTheLogAndKeepItsLaterSteps() throws {
        let travelled = try Transcript()
        travelled.feed(".load animate", ".advance 2", "late = 1", ".advance 1", ".seek 1", ".advance 0.25")
        let fresh = try Transcript()
        fresh.feed(".load animate", ".advance 1.25")
        #expect(travelled.feed("late") == "nil\n")
        #expect(Self.look(travelled) == Self.look(fresh))
        // typed at 2 s, replayed on the way forward
        #expect(travelled.feed(".seek 2.5", "late") == "2.500000 s (frame 150)\n1\n")
        // .run from the past goes through the log's later steps to its end (3 s), then runs on
        #expect(travelled.feed(".seek 1", ".run", "late") == "1.000000 s (frame 60)\n3.000000 s (frame 180)\n1\n")
    }

    @Test func seekingForwardRunsTheClock() throws {
        let t = try Transcript()
        t.feed(".load animate")
        #expect(t.feed(".seek 1.5") == """
        1.500000 end #1 finished=true
        1.500000 completion #1 finished=true
        slid in (finished = true) at 1.50 s
        1.500000 begin #2 [thrown.center, thrown.transform] duration=1 curve=easeInOut at scripts/examples/animate.lua:18
        1.500000 s (frame 90)

        """)
    }

    @Test func theLogIsCutAtTheTarget() {
        var log = SessionLog()
        log.append(.chunk(source: Array("a = 1".utf8), expression: false, setsLast: false), at: 0)
        log.append(.time(500_000), at: 0)
        log.append(.chunk(source: Array("b = 2".utf8), expression: false, setsLast: false), at: 500_000)
        log.append(.time(2_000_000), at: 500_000)
        log.observe("b", .exact("2"), at: 2_000_000)
        #expect(log.cut(at: 1_000_000).entries.map(\.step) == [
            .chunk(source: Array("a = 1".utf8), expression: false, setsLast: false), .time(500_000),
            .chunk(source: Array("b = 2".utf8), expression: false, setsLast: false), .time(1_000_000),
        ])
        #expect(log.cut(at: 500_000).entries.count == 3)
        #expect(log.cut(at: 0).entries.count == 1)
    }

    @Test func aStepTypedInThePastSplitsTheTimeStepItFallsIn() {
        var log = SessionLog()
        let a = SessionLog.Step.chunk(source: Array("a = 1".utf8), expression: false, setsLast: false)
        let b = SessionLog.Step.chunk(source: Array("b = 2".utf8), expression: false, setsLast: false)
        let c = SessionLog.Step.chunk(source: Array("c = 3".utf8), expression: false, setsLast: false)
        log.append(a, at: 0)
        log.append(.time(2_000_000), at: 0)
        log.append(b, at: 2_000_000)
        #expect(log.insert(c, at: 500_000) == 2)
        #expect(log.entries.map(\.step) == [a, .time(500_000), c, .time(2_000_000), b])
        #expect(log.entries.map(\.tick) == [0, 0, 500_000, 500_000, 2_000_000])
        // at a stop's own tick: after every step begun there, nothing split
        #expect(log.insert(.time(2_500_000), at: 2_000_000) == 5)
        log.dropSteps(after: 2)
        #expect(log.entries.map(\.step) == [a, .time(500_000), c])
    }

    @Test func aGlobalTypedInThePastIsThereGoingForward() throws {
        let t = try Transcript()
        t.feed(".load animate", ".advance 2", ".seek 1", "x = clock.now")
        #expect(t.feed(".seek 1.5", "x", ".seek 0.5", "x", ".seek 2", "x") ==
                "1.500000 s (frame 90)\n1.0\n0.500000 s (frame 30)\nnil\n2.000000 s (frame 120)\n1.0\n")
    }

    /// A watch that moves the clock is undone — and what it recorded for `.spec` with it: the
    /// session stands where it stood, and `.back` counts from there.
    @Test func aWatchThatMovesTheClockLeavesTheSessionWhereItStood() throws {
        let t = try Transcript()
        t.feed("View.animate(1, function() window.alpha = 0 end)", ".seek 0.5")
        #expect(t.feed(".watch clock.advance(0.1) or 1") == """
        clock.advance(0.1) or 1 = 1
        (a watch changed the session: undone — watches only read; type a change as an input)

        """)
        #expect(t.feed(".unwatch", ".now", ".back 3") == "0.500000 s (frame 30)\n0.450000 s (frame 27)\n")
    }

    /// An input typed in the past runs there, and what it causes later — its animation's end,
    /// its completion's print — comes when the session goes forward past it, as running on
    /// from there would show it; what was shown before stays silent (the first animation's
    /// end at 1.5 s), and the later animation, now the third begun, shows under its new number.
    @Test func whatAnInputTypedInThePastCausesLaterIsShownGoingForward() throws {
        let t = try Transcript()
        t.feed(".load animate", ".advance 2", ".seek 0.5")
        #expect(t.feed("local v = View{}; View.animate(0.5, function() v.alpha = 0 end, "
                       + "function(f) print('late done', f, clock.now) end)")
                == "0.500000 begin #2 [View#3.alpha] duration=0.5 curve=easeInOut at stdin:1\n")
        #expect(t.feed(".seek 1.5") == """
        1.000000 end #2 finished=true
        1.000000 completion #2 finished=true
        late done\ttrue\t1.0
        1.500000 begin #3 [thrown.center, thrown.transform] duration=1 curve=easeInOut at scripts/examples/animate.lua:18
        1.500000 s (frame 90)

        """)
        // shown once: back and forth again replays it silently
        #expect(t.feed(".seek 0.2", ".seek 1.6") == "0.200000 s (frame 12)\n1.600000 s (frame 96)\n")
    }

    /// The same for an error the input's completion raises later: shown once, at its line.
    @Test func anErrorAnInputTypedInThePastRaisesLaterIsShownOnce() throws {
        let t = try Transcript()
        t.feed(".load animate", ".advance 2", ".seek 0.5",
               "local v = View{}; View.animate(0.5, function() v.alpha = 0 end, function() error('late boom') end)")
        let before = t.session.failures
        let forward = t.feed(".seek 1.2")
        #expect(t.session.failures == before + 1)       // news: a piped session exits with status 1
        #expect(forward.contains("1.000000 completion #2 finished=true\nstdin:1: late boom (in the completion of the animation begun at stdin:1)\n"))
        #expect(forward.hasSuffix("1.200000 s (frame 72)\n"))
        #expect(t.feed(".seek 0.9", ".seek 1.3") == "0.900000 s (frame 54)\n1.300000 s (frame 78)\n")
        #expect(t.session.failures == before + 1)       // seen: not a failure again
    }

    /// Going back past a completion that ran into the time limit: the replay runs into it
    /// again, silently (it was shown), and the steps after it run with their own time.
    @Test func goingBackOverAStepThatHitTheTimeLimitReportsNothing() throws {
        var options = ScriptRuntime.Options()
        options.limits.seconds = 0.2
        let t = try Transcript(options: options)
        t.feed("v = View{}", "View.animate(1, function() v.alpha = 0 end, function() while true do end end)")
        #expect(t.feed(".advance 2").hasSuffix("(the error stopped the clock at 1.000000 s, short of 2.000000 s)\n1.000000 s (frame 60)\n"))
        #expect(t.feed(".frame") == "1.016666 s (frame 61)\n")
        let failures = t.session.failures
        #expect(t.feed(".back") == "1.000000 s (frame 60)\n")
        #expect(t.feed(".seek 0.5", ".seek 3") == "0.500000 s (frame 30)\n3.000000 s (frame 180)\n")
        #expect(t.session.failures == failures)
    }

    /// The same text twice at one instant is two lines: typed twice in the past, both are
    /// shown live, and neither again on the way back and forth.
    @Test func aLinePrintedTwiceAtOneInstantCountsTwice() throws {
        let t = try Transcript()
        t.feed(".load animate", ".advance 2", ".seek 1.6")
        #expect(t.feed("print('again')", "print('again')") == "again\nagain\n")
        #expect(t.feed(".seek 1", ".seek 1.7") == "1.000000 s (frame 60)\n1.700000 s (frame 102)\n")
    }
}
