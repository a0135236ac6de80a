import Testing
@testable import TransitCore

/// Guards around the frame on which many blocks end together (issue #19): written on main's
/// behaviour before the engine ends blocks that share a timing row as one unit, so that change
/// can be checked against them. Every expected value is UIKit's documented behaviour or
/// docs/animation.md's rule, not a reading of Transit's output:
/// - `UIView.animate(withDuration:…completion:)`: the completion's Boolean "indicates whether
///   or not the animations actually finished before the completion handler was called";
///   blocks ending at one tick complete in call order (animation.md, "Completion, events and
///   handles").
/// - Model and presentation: once an animation is over the presentation layer shows the model
///   (animation.md, "Model and presentation"); geometry is additive since iOS 8 (WWDC 2014,
///   session 236; animation.md "Retargeting").
/// - `UIView.AnimationOptions.allowUserInteraction`: "Allow the user to interact with views
///   while they are being animated" — without it a view being animated is skipped by hit
///   testing, and takes touches again once its animations are over.
/// - `removeAllAnimations()` and leaving the window spare a block that ends at this very tick
///   (Core Animation's flag: "reached the end of its duration without being removed").
/// At 60 fps a 1 s block begun at tick 0 ends on frame 60. Over 200 views, so the row-level
/// paths are taken (the blocks share one timing row: same start, duration and curve).
@Suite struct AnimationEndGuardTests {
    static let count = 240

    /// How each view's block was begun: the mix the ending frame must treat alike.
    enum Kind { case completion, handleKept, bare }
    static func kind(_ i: Int) -> Kind { [.completion, .handleKept, .bare][i % 3] }

    /// One view per grid cell (10 × 10 points, 12 apart), so a hit test at a view's centre
    /// finds that view and no other.
    static func start(_ i: Int) -> Rect { Rect(Double(i % 30) * 12, 100 + Double(i / 30) * 12, 10, 10) }
    static func end(_ i: Int) -> Rect { Rect(Double(i % 30) * 12 + 1, 101 + Double(i / 30) * 12, 10, 10) }

    final class Scene {
        let engine = Engine()
        var views: [View] = []
        var handles: [AnimationHandle?] = []
        let log = Log()
        /// Optional work a completion does (index of its view, finished) before it logs.
        var onCompletion: ((Int, Bool) throws -> Void)?
    }

    /// `count` views, each animated by its own `animate` call at tick 0 with the same duration
    /// and curve: frame, alpha and transform. A third keep a completion, a third a handle.
    static func scene(count: Int = count, options: AnimationOptions = [], recording: Bool = false) throws -> Scene {
        let s = Scene()
        s.engine.recordsTimeline = recording
        for i in 0..<count {
            let v = try View(engine: s.engine, frame: start(i))
            try s.engine.window.addSubview(v)
            s.views.append(v)
        }
        for (i, v) in s.views.enumerated() {
            let completion: ((Bool) throws -> Void)? = kind(i) == .completion ? { [unowned s] finished in
                try s.onCompletion?(i, finished)
                s.log("\(i) \(finished)")
            } : nil
            let h = try s.engine.animate(duration: 1, options: options, animations: {
                try v.setFrame(end(i))
                try v.setAlpha(0.5)
                try v.setTransform(.scale(2, 2))
            }, completion: completion)
            s.handles.append(kind(i) == .bare ? nil : h)
        }
        return s
    }

    /// Presentation (computed and, if stored, rendered) equal to the model, exactly.
    static func expectAtModel(_ e: Engine, _ v: View, _ what: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, p) in [("computed", e.presentation(of: v)), ("rendered", e.renderedPresentation(of: v))] {
            guard let p else { continue }
            #expect(p.frame == v.frame && p.center == v.center && p.bounds == v.bounds
                    && p.alpha == v.alpha && p.transform == v.transform,
                    "\(what): \(name) \(p) vs model frame \(v.frame) alpha \(v.alpha)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyViewShowsItsModelOnTheEndingFrameAndTheTenAfter() throws {
        let s = try Self.scene()
        let e = s.engine
        try e.step(frames: 59)
        #expect(e.runningAnimationCount == Self.count && e.animatingViewCount == Self.count)
        #expect(e.presentation(of: s.views[0]).alpha > 0.5)           // still on its way
        #expect(s.log.entries.isEmpty)
        for frame in 60...70 {
            try e.step(frames: 1)
            #expect(e.runningAnimationCount == 0 && e.animatingViewCount == 0 && e.animations.runningTrackCount == 0,
                    "frame \(frame)")
            for (i, v) in s.views.enumerated() {
                let r = Self.end(i)                                    // frame set, then scaled 2×
                #expect(v.center == Point(r.midX, r.midY) && v.bounds == Rect(0, 0, 10, 10)
                        && v.frame == Rect(r.x - 5, r.y - 5, 20, 20) && v.alpha == 0.5 && v.transform == .scale(2, 2))
                Self.expectAtModel(e, v, "view \(i) frame \(frame)")
            }
        }
        #expect(e.clock.isIdle)
    }

    @Test func completionsRunOnceInCallOrderFinishedAndHandlesAgree() throws {
        let s = try Self.scene()
        try s.engine.step(frames: 60)
        let expected = (0..<Self.count).filter { Self.kind($0) == .completion }.map { "\($0) true" }
        #expect(s.log.entries == expected)
        try s.engine.step(frames: 10)
        #expect(s.log.entries == expected)                            // none a second time
        for (i, h) in s.handles.enumerated() {
            guard let h else { continue }
            #expect(h.isFinished && h.finished == true, "handle of view \(i)")
        }
    }

    /// Additive geometry: a quarter of the views get a second centre animation (1 s) at frame
    /// 30. On frame 60 the first blocks all end; the second ones run on, adding
    /// (old − new) · (1 − easeInOut(½)) = (old − new) / 2 (easeInOut is symmetric about ½).
    @Test func viewsRetargetedMidFlightKeepRunningAndEndAtTheirOwnEnd() throws {
        let s = try Self.scene()
        let e = s.engine
        try e.step(frames: 30)
        let moved = s.views.indices.filter { $0 % 4 == 0 }
        var second: [Int: AnimationHandle] = [:]
        for i in moved {
            let v = s.views[i]
            second[i] = try e.animate(duration: 1, animations: { try v.setCenter(Point(v.center.x + 40, v.center.y)) })
        }
        try e.step(frames: 30)                                        // frame 60
        #expect(e.runningAnimationCount == moved.count && e.animatingViewCount == moved.count)
        for (i, v) in s.views.enumerated() {
            if i % 4 == 0 {
                let p = e.presentation(of: v)
                expectClose(p.center, Point(v.center.x - 20, v.center.y))
                #expect(p.alpha == 0.5 && p.transform == .scale(2, 2) && p.bounds == v.bounds)
                if let r = e.renderedPresentation(of: v) { expectClose(r.center, p.center) }
            } else {
                Self.expectAtModel(e, v, "view \(i) at 60")
            }
        }
        #expect(s.handles.compactMap { $0 }.allSatisfy { $0.finished == true })
        #expect(second.values.allSatisfy { !$0.isFinished })
        try e.step(frames: 30)                                        // frame 90
        #expect(e.runningAnimationCount == 0 && e.animatingViewCount == 0)
        #expect(second.values.allSatisfy { $0.finished == true })
        for (i, v) in s.views.enumerated() { Self.expectAtModel(e, v, "view \(i) at 90") }
    }

    /// Each completion re-animates its own view's alpha back to 1 over 0.5 s, and the view
    /// before it (a bare block's, ended earlier at the same tick) too: from the model before
    /// the block (0.5), so at its middle easeInOut gives 0.75. (Not the view after: its block
    /// waits at that tick, and cutting its alpha there is a case no document settles.)
    @Test func viewsAnimatedAgainInCompletionsOfTheEndingFrame() throws {
        let s = try Self.scene()
        let e = s.engine
        var again: [Int: AnimationHandle] = [:]
        s.onCompletion = { [unowned s] i, _ in
            for j in (i == 0 ? [0] : [i - 1, i]) {
                let v = s.views[j]
                again[j] = try e.animate(duration: 0.5, animations: { try v.setAlpha(1) })
            }
        }
        try e.step(frames: 60)
        let reanimated = again.keys.sorted()
        #expect(reanimated.count == 2 * (Self.count / 3) - 1)
        #expect(e.runningAnimationCount == reanimated.count && e.animatingViewCount == reanimated.count)
        #expect(s.log.entries.count == Self.count / 3)
        for i in reanimated { #expect(e.presentation(of: s.views[i]).alpha == 0.5) }  // its start
        try e.step(frames: 15)
        for i in reanimated {
            let v = s.views[i]
            expectClose(e.presentation(of: v).alpha, 0.75)
            #expect(v.alpha == 1 && e.presentation(of: v).frame == v.frame)
        }
        for (i, v) in s.views.enumerated() where again[i] == nil { Self.expectAtModel(e, v, "view \(i)") }
        try e.step(frames: 15)
        #expect(e.runningAnimationCount == 0 && again.values.allSatisfy { $0.finished == true })
        #expect(s.log.entries.count == Self.count / 3)               // the first completions once
        for (i, v) in s.views.enumerated() { Self.expectAtModel(e, v, "view \(i) after the second end") }
    }

    /// On the frame after the end: a new block on every view ends at its own end, with the
    /// first blocks' completions not run again.
    @Test func viewsAnimatedAgainOnTheFrameAfterTheEnd() throws {
        let s = try Self.scene()
        let e = s.engine
        try e.step(frames: 61)
        let handles = try s.views.map { v in
            try e.animate(duration: 1, animations: { try v.setAlpha(1); try v.setCenter(Point(v.center.x, v.center.y + 5)) })
        }
        #expect(e.runningAnimationCount == Self.count)
        try e.step(frames: 30)
        for v in s.views {
            let p = e.presentation(of: v)
            expectClose(p.alpha, 0.75)
            expectClose(p.center, Point(v.center.x, v.center.y - 2.5))
        }
        try e.step(frames: 30)
        #expect(e.runningAnimationCount == 0 && handles.allSatisfy { $0.finished == true })
        #expect(s.log.entries.count == Self.count / 3)
    }

    /// The first completion of the ending frame removes the animations of the other views
    /// whose blocks end at that tick: they ran their course and complete finished, once.
    /// Removing them again on the next frame changes nothing.
    @Test func removeAllAnimationsOnTheEndingFrameSparesBlocksAtTheirEnd() throws {
        let s = try Self.scene()
        let e = s.engine
        var first = true
        s.onCompletion = { [unowned s] _, _ in
            guard first else { return }
            first = false
            for v in s.views { e.removeAllAnimations(of: v) }
        }
        try e.step(frames: 60)
        let expected = (0..<Self.count).filter { Self.kind($0) == .completion }.map { "\($0) true" }
        #expect(s.log.entries == expected)
        #expect(s.handles.compactMap { $0 }.allSatisfy { $0.finished == true })
        for v in s.views { e.removeAllAnimations(of: v) }
        try e.step(frames: 5)
        #expect(s.log.entries == expected && e.runningAnimationCount == 0 && e.clock.isIdle)
        for (i, v) in s.views.enumerated() { Self.expectAtModel(e, v, "view \(i)") }
    }

    /// A block begun in an ending completion and cut on the next frame, by removeAllAnimations
    /// or by a replacing alpha animation with beginFromCurrentState: it completes false, once;
    /// the first block's completion stays the single true one.
    @Test func cutShortTheFrameAfterTheEnd() throws {
        let s = try Self.scene()
        let e = s.engine
        var again: [Int: AnimationHandle] = [:]
        var againLog: [String] = []
        s.onCompletion = { [unowned s] i, _ in
            let v = s.views[i]
            again[i] = try e.animate(duration: 1, animations: { try v.setAlpha(1) },
                                     completion: { finished in againLog.append("\(i) \(finished)") })
        }
        try e.step(frames: 61)
        let ids = again.keys.sorted()
        var replacing: [AnimationHandle] = []
        for (n, i) in ids.enumerated() {
            let v = s.views[i]
            if n % 2 == 0 {
                e.removeAllAnimations(of: v)
            } else {
                let from = e.presentation(of: v).alpha
                replacing.append(try e.animate(duration: 1, options: .beginFromCurrentState,
                                               animations: { try v.setAlpha(0) }))
                #expect(e.presentation(of: v).alpha == from)          // no jump
            }
        }
        try e.step(frames: 1)
        #expect(againLog == ids.map { "\($0) false" })                // in call order, once
        #expect(again.values.allSatisfy { $0.finished == false })
        try e.step(frames: 60)
        #expect(againLog.count == ids.count)
        #expect(replacing.allSatisfy { $0.finished == true })
        #expect(s.log.entries.count == Self.count / 3 && e.runningAnimationCount == 0)
    }

    /// Without `.allowUserInteraction` a view is skipped by hit testing while it animates;
    /// on the ending frame and after, it takes touches again at its model frame.
    @Test func hitTestingReturnsOnTheEndingFrame() throws {
        let s = try Self.scene()
        let e = s.engine
        let allowed = try (0..<30).map { i -> View in
            let v = try View(engine: e, frame: Rect(Double(i) * 12, 700, 10, 10))
            try e.window.addSubview(v)
            try e.animate(duration: 1, options: .allowUserInteraction, animations: { try v.setAlpha(0.5) })
            return v
        }
        try e.step(frames: 59)
        for v in s.views {
            #expect(!e.allowsUserInteraction(v))
            #expect(try e.window.hitTest(v.center) !== v)
        }
        for v in allowed { #expect(try e.window.hitTest(v.center) === v) }
        for frame in 60...65 {
            try e.step(frames: 1)
            for (i, v) in s.views.enumerated() {
                #expect(e.allowsUserInteraction(v) && v.isUserInteractionEnabled, "view \(i) frame \(frame)")
                #expect(try e.window.hitTest(v.center) === v, "view \(i) frame \(frame)")
            }
        }
    }

    /// Leaving the window on the ending frame (from the first completion, while the other
    /// blocks wait at that tick) spares their completion (finished); on the next frame there
    /// is nothing left to cut. Re-added and animated again, they run and end as any view.
    @Test func viewsRemovedOnTheEndingFrameAndAfterThenReAdded() throws {
        let s = try Self.scene()
        let e = s.engine
        var first = true
        s.onCompletion = { [unowned s] _, _ in
            guard first else { return }
            first = false
            for (i, v) in s.views.enumerated() where i % 2 == 1 { v.removeFromSuperview() }
        }
        try e.step(frames: 60)
        let expected = (0..<Self.count).filter { Self.kind($0) == .completion }.map { "\($0) true" }
        #expect(s.log.entries == expected)
        #expect(s.handles.compactMap { $0 }.allSatisfy { $0.finished == true })
        try e.step(frames: 1)
        for (i, v) in s.views.enumerated() where i % 2 == 0 { v.removeFromSuperview() }
        try e.step(frames: 1)
        #expect(s.log.entries == expected && e.runningAnimationCount == 0 && e.clock.isIdle)
        var log: [Int] = []
        for (i, v) in s.views.enumerated() {
            try e.window.addSubview(v)
            try e.animate(duration: 1, animations: { try v.setAlpha(1) }, completion: { f in if f { log.append(i) } })
        }
        #expect(e.runningAnimationCount == Self.count)
        try e.step(frames: 60)
        #expect(log == Array(0..<Self.count) && e.runningAnimationCount == 0)
        for (i, v) in s.views.enumerated() { Self.expectAtModel(e, v, "view \(i)") }
    }

    /// The timeline: one `end` per block at frame 60's tick, finished, in id order; one
    /// `completion` for each block with a completion, right after its end, and none for the
    /// others (animation.md: "A block with neither records none").
    @Test func timelineRecordsOneEndPerBlockAndOneCompletionPerCompletion() throws {
        let s = try Self.scene(recording: true)
        let e = s.engine
        e.clearTimeline()
        try e.step(frames: 70)
        let endTick = e.clock.frameTick(60)
        var expected: [String] = []
        for i in 0..<Self.count {
            let id = i + 1
            expected.append("end \(id) \(endTick) true")
            if Self.kind(i) == .completion { expected.append("completion \(id) \(endTick) true") }
        }
        let got = e.timeline.compactMap { event -> String? in
            switch event {
            case .animationEnded(let id, let tick, let f): "end \(id) \(tick) \(f)"
            case .completionCalled(let id, let tick, let f): "completion \(id) \(tick) \(f)"
            default: nil
            }
        }
        #expect(got == expected)
    }

    /// 50 cycles of 500 views ended and animated again: the counts the memory limit and the
    /// store keep come back to where the first cycle left them.
    @Test func fiftyEndAndReanimateCyclesDoNotGrow() throws {
        let fresh = Engine()
        _ = fresh.window
        let base = fresh.contentMeter.views                         // the window's own
        let s = try Self.scene(count: 500)
        let e = s.engine
        let meter = e.contentMeter
        func cycle(_ n: Int) throws {
            for v in s.views {
                try e.animate(duration: 1, animations: { try v.setAlpha(n % 2 == 0 ? 1 : 0.5) },
                              completion: n % 5 == 0 ? { _ in } : nil)
            }
            try e.step(frames: 70)
        }
        try e.step(frames: 70)
        try cycle(0)
        let after1 = (meter.views, meter.textBytes, meter.animatorBlocks, meter.animatorCompletions,
                      e.animations.animationRowBytes)
        for n in 1..<50 { try cycle(n) }
        #expect(e.runningAnimationCount == 0 && e.animations.runningTrackCount == 0 && e.clock.isIdle)
        #expect(meter.views == after1.0 && meter.views == base + 500, "\(meter.views) vs \(base)")
        #expect(meter.textBytes == after1.1 && meter.animatorBlocks == 0 && meter.animatorCompletions == 0)
        #expect(e.animations.animationRowBytes == after1.4)
    }
}
