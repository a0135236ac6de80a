import Testing
@testable import TransitCore

/// A timeline's callbacks that touch their own timeline or the clock (rev21 findings): the
/// callbacks due with them still run, in order; a seek lands; advancing the clock inside one
/// runs the timeline's later events at their own times; a nested timeline's `onComplete` and
/// handle follow its end in the outer timeline.
@Suite struct TimelineReentrancyTests {
    // The callbacks hold their timeline and the engine unowned: the engine keeps a playing
    // timeline, and a strong capture would make a cycle that outlives the test (LeakSanitizer).
    let engine = Engine()

    func faded(paused: Bool = false) throws -> Timeline {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        let tl = try Timeline(engine: engine, paused: paused)
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: .linear)) { _, v in try v.setAlpha(0) }
        return tl
    }

    /// What a callback may do to its own timeline without moving its playhead.
    enum Touch: String, CaseIterable, Sendable { case timeScale, pauseResume, set, addCall, addTween, addPause }

    static func touch(_ tl: Timeline, _ how: Touch, in engine: Engine) throws {
        switch how {
        case .timeScale: try tl.setTimeScale(2)
        case .pauseResume: tl.pause(); try tl.resume()
        case .set: try tl.tween(.set, targets: [engine.window], options: .init(), position: .absolute(0.9)) { _, v in try v.setAlpha(0.5) }
        case .addCall: try tl.call(at: .absolute(0.9)) {}
        case .addTween: try tl.tween(.to, targets: [engine.window], options: .init(duration: 0.1), position: .absolute(0)) { _, v in try v.setAlpha(0.5) }
        case .addPause: try tl.addPause(at: .absolute(0.95))
        }
    }

    /// tl_lost.lua: A, B at 0.5 and C at 0.6; A touches the timeline. GSAP's render goes on
    /// through the children after such a callback: B runs at once, C at its own time.
    @Test(arguments: Touch.allCases)
    func aCallbackThatTouchesItsTimelineLosesNoneDueWithIt(_ how: Touch) throws {
        let tl = try faded()
        var log: [String] = []
        let now = { [unowned engine] in formatNumber(engine.clock.seconds) }
        try tl.call(at: .absolute(0.5)) { [unowned tl, unowned engine] in log.append("A@" + now()); try Self.touch(tl, how, in: engine) }
        try tl.call(at: .absolute(0.5)) { log.append("B@" + now()) }
        try tl.call(at: .absolute(0.6)) { log.append("C@" + now()) }
        try engine.clock.advance(0.7)
        #expect(log == ["A@0.5", "B@0.5", "C@" + (how == .timeScale ? "0.55" : "0.6")])
    }

    /// A callback that pauses holds the playhead where it is: the callbacks due with it after
    /// it run when it plays on (GSAP breaks its render there), not before, not never. An
    /// `addPause` holds after the callbacks due with it, even those added after it. GSAP
    /// 3.12.7, on a clock stepped by hand, logs A (tl.time() 0.5), then B@0.5 on resume, then
    /// C with tl.time() 0.6 and paused() true, for
    /// tl.to(o, {x: 0, duration: 1}).call(() => {log("A"); tl.pause()}, null, 0.5)
    ///   .call(() => log("B@" + tl.time()), null, 0.5).addPause(0.6).call(() => log("C"), null, 0.6)
    @Test func aCallbackThatPausesHoldsTheRestUntilItPlaysOn() throws {
        let tl = try faded()
        var log: [String] = []
        try tl.call(at: .absolute(0.5)) { [unowned tl] in log.append("A"); tl.pause() }
        try tl.call(at: .absolute(0.5)) { [unowned tl] in log.append("B@\(formatNumber(tl.time))") }
        try tl.addPause(at: .absolute(0.6))
        try tl.call(at: .absolute(0.6)) { log.append("C") }
        try engine.clock.advance(2)
        #expect(log == ["A"] && tl.time == 0.5)
        try tl.resume()
        try engine.clock.advance(0)
        #expect(log == ["A", "B@0.5"])
        try engine.clock.advance(0.5)                  // C runs, then the pause at 0.6 holds
        #expect(log == ["A", "B@0.5", "C"] && tl.time == 0.6 && tl.isPaused)
        try tl.resume()
        try engine.clock.advance(0)
        #expect(log == ["A", "B@0.5", "C"])
    }

    /// tl_seek_abort.lua: the seek lands, and every callback on its way runs, whatever they do
    /// to the timeline (but move its playhead).
    @Test(arguments: ["timeScale", "pause", "play"])
    func aSeekWithCallbacksLandsWhateverTheyDo(_ how: String) throws {
        let tl = try faded(paused: true)
        var log: [String] = []
        try tl.call(at: .absolute(0.2)) { [unowned tl] in
            log.append("A@\(formatNumber(tl.time))")
            switch how {
            case "timeScale": try tl.setTimeScale(2)
            case "pause": tl.pause()
            default: try tl.play()
            }
        }
        try tl.call(at: .absolute(0.4)) { log.append("B") }
        try tl.call(at: .absolute(0.6)) { log.append("C") }
        try tl.seek(to: 0.8, suppressEvents: false)
        #expect(log == ["A@0.8", "B", "C"] && tl.time == 0.8 && tl.isPaused == (how != "play"))
    }

    /// A callback that moves the playhead itself ends the run, as it ends GSAP's render: the
    /// playhead left the callbacks still on the way.
    @Test func aCallbackThatSeeksElsewhereWins() throws {
        let tl = try faded()
        var log: [String] = []
        try tl.call(at: .absolute(0.5)) { [unowned tl] in log.append("A"); try tl.seek(to: 0.9) }
        try tl.call(at: .absolute(0.5)) { log.append("B") }
        try tl.call(at: .absolute(0.6)) { log.append("C") }
        try engine.clock.advance(0.5)
        #expect(log == ["A"] && tl.time == 0.9)
    }

    /// nest1.lua: `clock.advance` inside a callback runs the timeline's later events at their
    /// own times, in order (as inside an animation's completion); ca2.lua: `runUntilIdle` in
    /// one returns once the timeline has ended.
    @Test func advancingTheClockInACallbackRunsLaterEventsAtTheirTimes() throws {
        let tl = try faded()
        var log: [String] = []
        let now = { [unowned engine] in formatNumber(engine.clock.seconds) }
        try tl.call(at: .absolute(0.2)) { [unowned tl, unowned engine] in
            try engine.clock.advance(1)
            log.append("advanced@\(now()) time \(formatNumber(tl.time))")
        }
        try tl.call(at: .absolute(0.2)) { log.append("B@" + now()) }
        try tl.call(at: .absolute(0.3)) { [unowned tl] in log.append("C@\(now()) time \(formatNumber(tl.time))") }
        tl.onComplete = { log.append("done@" + now()) }
        try engine.clock.advance(0.2)
        #expect(log == ["B@0.2", "C@0.3 time 0.3", "done@1", "advanced@1.2 time 1"])

        let again = try faded()
        var idle = ""
        try again.call(at: .absolute(0.2)) { [unowned engine] in try engine.clock.runUntilIdle(); idle = now() }
        try engine.clock.runUntilIdle()
        #expect(idle == "2.2" && !again.isActive)
    }

    /// tw2.lua, tw3.lua: a nested child's `onComplete` runs when the outer playhead passes the
    /// child's end playing forward (GSAP's), and its handle resumes whoever awaits it.
    @Test func aNestedTimelinesEndCompletesIt() throws {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        var log: [String] = []
        let now = { [engine] in formatNumber(engine.clock.seconds) }
        let child = try Timeline(engine: engine)
        try child.tween(.to, targets: [v], options: .init(duration: 0.3)) { _, v in try v.setAlpha(0) }
        child.onComplete = { log.append("child done@" + now()) }
        _ = child.handle.addContinuation { finished in log.append("awaited \(finished)@" + now()) }
        let outer = try Timeline(engine: engine)
        try outer.tween(.to, targets: [v], options: .init(duration: 0.2)) { _, v in try v.setCenter(Point(50, 50)) }
        outer.onComplete = { log.append("outer done@" + now()) }
        try outer.add(child)
        try outer.call(at: .absolute(0.5)) { log.append("call@" + now()) }
        try engine.clock.advance(0.4)
        #expect(log.isEmpty)
        try engine.clock.advance(1)
        #expect(log == ["child done@0.5", "awaited true@0.5", "call@0.5", "outer done@0.5"])
        #expect(outer.explain().components(separatedBy: "call@").count == 2)   // the child's end is no mark
    }
}
