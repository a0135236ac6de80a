import Testing
@testable import TransitCore

/// Blocks with the same timing share one timing row while any of them runs
/// (AnimationStore+Timings.swift): the rows in use, their users, and the frame pass's
/// values for blocks that share a row and for blocks that must not.
@Suite struct TimingRowTests {
    let engine = Engine()

    private func views(_ n: Int) -> [View] { (0..<n).map { _ in View(engine: engine) } }
    private var store: AnimationStore { engine.animations.store }
    /// The frame pass's alpha of `v` (nil when it has no rendered presentation).
    private func rendered(_ v: View) -> Double? { engine.renderedPresentation(of: v)?.alpha }
    private func row(_ handle: AnimationHandle) -> Int32 {
        store.groupTimings[Int((handle as! GroupState).slot)]
    }

    /// Three blocks begun one after another with one timing: one row of three users; each
    /// view's alpha at a quarter of the run is the curve's, from the one progress.
    @Test func blocksBegunTogetherShareOneRow() throws {
        let vs = views(3)
        let handles = try vs.map { v in try engine.animate(duration: 1) { try v.setAlpha(0) } }
        #expect(store.timings.count == 1 && store.timings[0].users == 3)
        #expect(handles.map(row) == [0, 0, 0])
        try engine.step(frames: 15)
        let e = TimingCurve.easeInOut(0.25)
        for v in vs { expectClose(rendered(v) ?? -1, 1 - e, 1e-12) }
    }

    /// Blocks differing in one part of their timing — delay, duration, curve, repeat count,
    /// autoreverse — get a row each; a seventh with the first one's timing, begun after the
    /// others, still finds its row (by hashing: it is not the last made).
    @Test func eachDistinctTimingHasItsRow() throws {
        let vs = views(7)
        try engine.animate(duration: 1, curve: .linear) { try vs[0].setAlpha(0) }
        try engine.animate(duration: 1, delay: 0.5, curve: .linear) { try vs[1].setAlpha(0) }
        try engine.animate(duration: 2, curve: .linear) { try vs[2].setAlpha(0) }
        try engine.animate(duration: 1, curve: .easeIn) { try vs[3].setAlpha(0) }
        try engine.animate(duration: 1, curve: .linear, repeatCount: 2) { try vs[4].setAlpha(0) }
        try engine.animate(duration: 1, curve: .linear, options: .autoreverse) { try vs[5].setAlpha(0) }
        try engine.animate(duration: 1, curve: .linear) { try vs[6].setAlpha(0) }
        #expect(store.timings.count == 6 && store.timings.map(\.users) == [2, 1, 1, 1, 1, 1])
        try engine.step(frames: 45)   // 0.75 s
        #expect(rendered(vs[0]) == 0.25 && rendered(vs[6]) == 0.25)
        #expect(rendered(vs[1]) == 1 - 0.25)                       // a quarter past its delay
        #expect(rendered(vs[2]) == 1 - 0.375)
        expectClose(rendered(vs[3]) ?? -1, 1 - TimingCurve.easeIn(0.75), 1e-12)
        #expect(rendered(vs[4]) == 0.25 && rendered(vs[5]) == 0.25)   // their first runs
        try engine.step(frames: 30)   // 1.25 s
        #expect(rendered(vs[0]) == nil && rendered(vs[6]) == nil)  // ended
        #expect(rendered(vs[4]) == 0.75)                           // its second run
        #expect(rendered(vs[5]) == 0.25)                           // running back
    }

    /// A block cut short leaves the row to the others, which keep running from it; the
    /// row is freed with its last block, and a block begun later with another timing reuses
    /// it — not shared with a block of the old timing.
    @Test func aRowIsFreedWithItsLastBlock() throws {
        let vs = views(2)
        try engine.animate(duration: 1, curve: .linear) { try vs[0].setAlpha(0) }
        try engine.animate(duration: 1, curve: .linear) { try vs[1].setAlpha(0) }
        try engine.step(frames: 15)
        engine.animations.removeAllAnimations(of: vs[0])
        #expect(store.timings[0].users == 1)
        try engine.step(frames: 15)
        #expect(rendered(vs[1]) == 0.5 && rendered(vs[0]) == nil)
        try engine.step(frames: 30)
        #expect(store.timings[0].users == 0 && store.sharedTimings.isEmpty && store.freeTimings == [0])
        let later = try engine.animate(duration: 2, curve: .linear) { try vs[0].setAlpha(1) }
        #expect(row(later) == 0 && store.timings.count == 1 && store.timings[0].begin == engine.clock.now)
        try engine.step(frames: 30)
        #expect(rendered(vs[0]) == 0.25)
    }

    /// A custom curve's blocks, a Penner curve's, and property animators' keep a row each
    /// even with the same timing (their progress is their curve's or driver's), and the
    /// shared row last made is not taken for one after it was freed and given to such a
    /// block.
    @Test func blocksOfTheirOwnCurveOrDriverKeepTheirOwnRows() throws {
        let vs = views(6)
        try engine.animate(duration: 1, curve: .linear) { try vs[5].setAlpha(0) }
        try engine.step(frames: 61)                                  // ended: row 0 free
        let half = TimingCurve.custom(name: "half") { $0 / 2 }
        let a = try engine.animate(duration: 1, curve: half) { try vs[0].setAlpha(0) }
        let b = try engine.animate(duration: 1, curve: half) { try vs[1].setAlpha(0) }
        let c = try engine.animate(duration: 1, curve: .linear) { try vs[2].setAlpha(0) }
        #expect(row(a) == 0 && row(b) == 1 && row(c) == 2 && store.ownTimingGroups == 2)
        let animators = try (3...4).map { i in
            let animator = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
            try animator.addAnimations { try vs[i].setAlpha(0) }
            try animator.startAnimation()
            return animator
        }
        #expect(store.timings.count == 5 && store.ownTimingGroups == 4)
        try engine.step(frames: 15)
        try animators[0].pauseAnimation()
        try animators[0].setFractionComplete(0.1)
        try engine.step(frames: 15)
        #expect(rendered(vs[0]) == 0.75 && rendered(vs[1]) == 0.75 && rendered(vs[2]) == 0.5)
        #expect(rendered(vs[3]) == 0.9 && rendered(vs[4]) == 0.5)
        try engine.step(frames: 60)
        #expect(store.ownTimingGroups == 1 && store.timings.map(\.users) == [0, 0, 0, 1, 0])
    }

    /// A nested block inheriting the outer one's timing shares its row.
    @Test func aNestedBlockSharesTheOuterRow() throws {
        let vs = views(2)
        try engine.animate(duration: 1, curve: .linear) {
            try vs[0].setAlpha(0)
            try engine.animate(duration: 0.5) { try vs[1].setAlpha(0) }
        }
        #expect(store.timings.count == 1 && store.timings[0].users == 2)
        try engine.step(frames: 30)
        #expect(rendered(vs[0]) == 0.5 && rendered(vs[1]) == 0.5)
    }
}
