import Testing
@testable import TransitCore

/// A timeline's tracks count against the engine's track bound (``AnimationStore/trackLimit``,
/// lowered here) as `animate`'s do: every call that would make them — starting it (`play`,
/// `reverse`, `resume`, `restart`, `tweenTo`, `seek`), or tweens and nested timelines added
/// while it plays — is refused first, with the store's error, and changes nothing.
@Suite struct TimelineTrackLimitTests {
    let engine = Engine()
    var store: AnimationStore { engine.animations.store }
    let L = TimingCurve.linear

    private func view(_ x: Double) throws -> View {
        let v = try View(engine: engine, frame: Rect(x, 0, 10, 10))
        try engine.window.addSubview(v)
        return v
    }

    /// What a refused call must leave as it was: the timeline's playhead and children, the
    /// model it would set, the engine's tracks, groups and timers.
    private struct Snapshot: Equatable {
        var attached, active, paused, reversed: Bool
        var totalTime: Double
        var children: Int
        var labels: [String]
        var alpha, cornerRadius: Double
        var center: Point
        var tracks, groups, timers: Int
    }

    private func snapshot(_ tl: Timeline, _ v: View) -> Snapshot {
        Snapshot(attached: tl.isAttached, active: tl.isActive, paused: tl.isPaused, reversed: tl.isReversed,
                 totalTime: tl.totalTime, children: tl.children.count, labels: tl.labels.map(\.name),
                 alpha: v.alpha, cornerRadius: v.cornerRadius, center: v.center,
                 tracks: store.liveTrackCount, groups: store.liveGroupCount, timers: engine.clock.pendingTimerCount)
    }

    /// A paused timeline of three channels of `v` (alpha, center, corner radius over 1 s),
    /// and a block of two tracks on another view for 1 s: under a limit of 4, the timeline's
    /// three do not fit until the block has ended.
    private func crowded() throws -> (Timeline, View) {
        engine.animations.store.trackLimit = 4
        let v = try view(0), w = try view(20)
        let tl = try Timeline(engine: engine, paused: true)
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: L)) { _, v in
            try v.setAlpha(0); try v.setCenter(Point(105, 5)); try v.setCornerRadius(4)
        }
        try engine.animate(duration: 1) { try w.setAlpha(0); try w.setCornerRadius(2) }
        #expect(store.liveTrackCount == 2)
        return (tl, v)
    }

    @Test(arguments: ["play", "reverse", "resume", "restart", "tweenTo", "seek", "seek with events"])
    func aStartPastTheLimitIsRefusedAndChangesNothing(_ call: String) throws {
        let (tl, v) = try crowded()
        let before = snapshot(tl, v)
        let error = coreError {
            switch call {
            case "play": try tl.play()
            case "reverse": try tl.reverse()
            case "resume": try tl.resume()
            case "restart": try tl.restart()
            case "tweenTo": try tl.tweenTo(0.5)
            case "seek": try tl.seek(to: 0.5)
            default: try tl.seek(to: 0.5, suppressEvents: false)
            }
        }
        #expect(error?.message == "too many running animation tracks (limit 4)")
        #expect(snapshot(tl, v) == before)
        #expect(before.totalTime == 0 && before.alpha == 1 && before.tracks == 2 && before.timers == 1)
    }

    /// Refused while the block runs; once it has ended (its two tracks freed), the same play
    /// makes the timeline's three and plays.
    @Test func aRefusedPlaySucceedsOnceTracksAreFreed() throws {
        let (tl, v) = try crowded()
        #expect(coreError { try tl.play() } != nil)
        try engine.clock.advance(1)
        #expect(store.liveTrackCount == 0)
        try tl.play()
        #expect(tl.isActive && tl.isAttached && store.liveTrackCount == 3 && v.alpha == 0)
        try engine.clock.advance(0.25)
        expectClose(v.presentation.alpha, 0.75)
    }

    /// At rest at the end, `play` makes nothing (GSAP's: nothing happens), so it is not
    /// refused; `reverse` from there starts it, and is.
    @Test func onlyACallThatStartsIsAsked() throws {
        engine.animations.store.trackLimit = 2
        let v = try view(0), w = try view(20)
        let tl = try Timeline(engine: engine)
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: L)) { _, v in try v.setAlpha(0) }
        try engine.clock.advance(1)
        #expect(!tl.isAttached && tl.totalTime == 1)
        try engine.animate(duration: 1) { try w.setAlpha(0); try w.setCornerRadius(2) }
        try tl.play()
        #expect(!tl.isActive && store.liveTrackCount == 2)
        #expect(coreError { try tl.reverse() }?.message == "too many running animation tracks (limit 2)")
        #expect(!tl.isReversed && tl.totalTime == 1 && v.alpha == 0)
    }

    /// While it plays, a tween of (view, property) pairs it has no track of makes them, and
    /// is refused when they do not fit: nothing is added, and the label its position made is
    /// taken back. A target given twice makes its track once; a tween of pairs it already
    /// tracks makes none, and fits at the limit.
    @Test func aTweenAddedWhilePlayingIsAskedForItsNewTracks() throws {
        engine.animations.store.trackLimit = 3
        let v = try view(0), w = try view(20)
        let tl = try Timeline(engine: engine)
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: L)) { _, v in try v.setAlpha(0) }
        try engine.animate(duration: 1) { try w.setAlpha(0) }
        #expect(store.liveTrackCount == 2)
        let before = snapshot(tl, v)
        let error = coreError {
            try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: L), position: .label("later", 0)) { _, v in
                try v.setCenter(Point(105, 5)); try v.setCornerRadius(4)
            }
        }
        #expect(error?.message == "too many running animation tracks (limit 3)")
        #expect(snapshot(tl, v) == before && tl.duration == 1 && tl.time(ofLabel: "later") == nil)
        try tl.tween(.to, targets: [v, v], options: .init(duration: 1, curve: L)) { _, v in try v.setCornerRadius(4) }
        #expect(store.liveTrackCount == 3 && tl.duration == 2 && v.cornerRadius == 4)
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: L)) { _, v in
            try v.setAlpha(1); try v.setCornerRadius(2)
        }
        #expect(store.liveTrackCount == 3 && tl.duration == 3 && v.alpha == 1 && v.cornerRadius == 2)
    }

    /// Nesting a timeline into a playing one is asked for the child's pairs the outer one
    /// has no track of (here the corner radius, not the alpha), before the child is stopped
    /// or anything is moved.
    @Test func aTimelineNestedWhilePlayingIsAskedForItsNewTracks() throws {
        engine.animations.store.trackLimit = 2
        let v = try view(0), w = try view(20)
        let outer = try Timeline(engine: engine)
        try outer.tween(.to, targets: [v], options: .init(duration: 1, curve: L)) { _, v in try v.setAlpha(0) }
        let child = try Timeline(engine: engine, paused: true)
        try child.tween(.to, targets: [v], options: .init(duration: 1, curve: L)) { _, v in try v.setAlpha(0.5); try v.setCornerRadius(4) }
        try engine.animate(duration: 0.5) { try w.setAlpha(0) }
        let before = snapshot(outer, v)
        #expect(coreError { try outer.add(child) }?.message == "too many running animation tracks (limit 2)")
        #expect(snapshot(outer, v) == before && child.parent == nil && child.children.count == 1)
        try engine.clock.advance(0.5)                    // the block has ended; the outer plays on
        try outer.add(child)
        #expect(child.parent === outer && store.liveTrackCount == 2 && v.cornerRadius == 4)
    }

    /// `seek` lands (attached) before the callbacks on its way run: one that adds tweens past
    /// the limit to the timeline it seeks is refused at its own call, as on any playing
    /// timeline — the seek has landed, and nothing the refused tween would add is there.
    @Test func seekWithEventsRefusesACallbacksTweensPastTheLimit() throws {
        engine.animations.store.trackLimit = 2
        let v = try view(0)
        let tl = try Timeline(engine: engine, paused: true)
        try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: L)) { _, v in try v.setAlpha(0) }
        var calls = 0
        try tl.call(at: .absolute(0.5)) { [unowned tl, L] in      // not self: the engine keeps tl
            calls += 1
            try tl.tween(.to, targets: [v], options: .init(duration: 1, curve: L), position: .absolute(0)) { _, v in
                try v.setCenter(Point(105, 5)); try v.setCornerRadius(4)
            }
        }
        let error = coreError { try tl.seek(to: 0.75, suppressEvents: false) }
        #expect(error?.message == "too many running animation tracks (limit 2)")
        #expect(calls == 1 && tl.isAttached && store.liveTrackCount == 1 && v.alpha == 0)
        #expect(tl.time == 0.75 && v.center == Point(5, 5) && v.cornerRadius == 0 && tl.channels.count == 1)
    }
}
