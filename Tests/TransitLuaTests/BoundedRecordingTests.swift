import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Issue 19's flat RSS: a script running present/dismiss cycles keeps a bounded record
/// (TimelineRecorder.swift) and leaves nothing behind per cycle — the same counts after 100
/// cycles as after 1,000. The figures themselves are scripts/bench/rss_cycles.sh's.
@Suite struct BoundedRecordingTests {
    /// A presentation with a Lua animator, then its dismissal, `n` times: 10 events a cycle
    /// (present, begin, end, completion, completed; the same for the dismissal).
    static func cycles(_ n: Int) -> String {
        """
        local root = ViewController{name = 'root'}; window.rootViewController = root
        local Fade = {transitionDuration = function() return 0.5 end,
          animateTransition = function(self, ctx)
            local to = ctx:view('to')
            if to then ctx.containerView:addSubview(to) end
            View.animate(0.5, function() (to or ctx:view('from')).alpha = to and 1 or 0 end,
                         function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
          end}
        for _ = 1, \(n) do
          local a = ViewController{name = 'a'}
          a.transitioningDelegate = {animationControllerForPresented = function() return Fade end,
                                     animationControllerForDismissed = function() return Fade end}
          root:present(a, true)
          clock.advance(0.6)
          a:dismiss(true)
          clock.advance(0.6)
        end
        collectgarbage(); collectgarbage()
        """
    }

    struct Counts: Equatable {
        var kept: Int, views: Int, boxes: Int, running: Int
    }

    static func run(_ n: Int, retention: TimelineRetention) throws -> (Counts, dropped: Int, last: [String]) {
        let stage = try Stage()
        stage.timelineRetention = retention
        try stage.run(cycles(n), chunkName: "@cycles.lua")
        let e = stage.engine
        let counts = Counts(kept: e.timeline.count, views: e.contentMeter.views, boxes: stage.lua.hostObjectCount,
                            running: e.runningAnimationBegins.count)
        return (counts, e.timelineDropped, e.timeline.suffix(2).map(\.description))
    }

    @Test func theRecordAndTheLiveObjectsStayTheSameFrom100To1000Cycles() throws {
        let (hundred, droppedAt100, lastAt100) = try Self.run(100, retention: .last(64))
        let (thousand, droppedAt1000, lastAt1000) = try Self.run(1000, retention: .last(64))
        #expect(hundred == thousand)
        #expect(hundred.kept == 64)
        #expect(hundred.running == 0)
        #expect(droppedAt100 == 100 * 10 - 64)
        #expect(droppedAt1000 == 1000 * 10 - 64)
        // the kept events are the last ones: the last cycle's dismissal (its fade changes
        // nothing, so it ends one run-loop turn after it began, at 99 × 1.2 + 0.6 s)
        #expect(lastAt100 == ["119.400000 completion #200 finished=true", "119.400000 dismiss #200 completed"])
        #expect(lastAt1000 == ["1199.400000 completion #2000 finished=true", "1199.400000 dismiss #2000 completed"])
    }

    @Test func keepingEverythingKeepsEveryEvent() throws {
        let (counts, dropped, _) = try Self.run(20, retention: .all)
        #expect(counts.kept == 200)
        #expect(dropped == 0)
    }

    @Test func keepingNoneStillTellsTheObserver() throws {
        let stage = try Stage()
        stage.timelineRetention = .none
        var seen = 0
        let audit = stage.engine.observer
        stage.engine.observer = { seen += 1; audit?($0) }
        try stage.run(Self.cycles(3), chunkName: "@cycles.lua")
        #expect(seen == 30)
        #expect(stage.engine.timeline.isEmpty)
        #expect(stage.engine.timelineDropped == 30)
        #expect(stage.engine.timelineBytes == 0)
        #expect(stage.engine.timelineDroppedNote == nil)     // nothing is kept: no window to note
    }

    /// A block begun before the ring turned over is still running: `at()` must see it.
    @Test func aRunningBlockOutlivesTheRing() throws {
        let stage = try Stage()
        stage.timelineRetention = .last(4)
        try stage.run("""
            local v = View{name = 'slow'}; window:addSubview(v)
            View.animate(100, function() v.alpha = 0 end)
            for i = 1, 10 do View.animate(0.1, function() window.alpha = i / 10 end); clock.advance(0.2) end
            """, chunkName: "@ring.lua")
        let e = stage.engine
        #expect(e.timeline.count == 4)
        #expect(e.timelineDropped == 1 + 2 * 10 - 4)       // the slow begin; each short block's begin and end
        #expect(e.runningAnimationBegins.map(\.viewNames) == [["slow"]])
        #expect(e.timelineDroppedNote == "… 17 earlier events not kept: the record keeps the last 4")
        // the bytes weighed for the memory limit are the kept events' only
        #expect(e.timelineBytes == e.timeline.reduce(0) { $0 + $1.footprint })
    }

    @Test func aWindowBelowOneKeepsOne() throws {
        let engine = Engine()
        engine.timelineRetention = .last(0)
        #expect(engine.timelineRetention == .last(1))
        engine.recordsTimeline = false
        #expect(engine.timelineRetention == .none)
        engine.recordsTimeline = true
        #expect(engine.timelineRetention == .all)
    }

    /// A reset's new engine keeps what the stage chose (the spec runner resets before each `it`).
    @Test func aResetEngineKeepsTheStagesChoice() throws {
        let stage = try Stage()
        stage.timelineRetention = .last(7)
        try stage.resetEngine()
        #expect(stage.engine.timelineRetention == .last(7))
    }
}
