import Testing
@testable import TransitCore

/// Property animators under random use: 300 seeded runs, each making one or two animators
/// (durations, curves, damping-ratio and physical springs, `pausesOnCompletion`,
/// `isInterruptible`, `scrubsLinearly`) over one or two views, then 30 random calls — start,
/// pause, scrub, reverse, continue on a curve or a spring, add blocks and completions, stop,
/// finish, direct sets, `animate` blocks on the same properties, a view leaving and coming back
/// to the window, clock steps — and a settling that ends every animator. Misuse UIKit raises
/// for throws a ``CoreError`` (docs/animation.md, "Property animators": `finishAnimation`
/// unless stopped, starting, pausing, scrubbing or adding to a stopped animator, scrubbing a
/// running one, interrupting a non-interruptible one; "Continuing on a spring": an inactive
/// or stopped animator); each check names its rule. A spring's `dx` and `dy` may differ: a
/// centre's y then follows `dy`'s spring, and no block is refused for it.
@Suite struct AnimatorFuzzTests {
    /// One block's write of a view's `center`, in the order the blocks ran.
    struct Write {
        let view: Int
        let old: Point
        let new: Point
        let seq: Int
    }

    /// What the test knows of one animator.
    final class Tracked {
        let animator: PropertyAnimator
        /// Completion ids waiting for the animator's end (dropped by `stopAnimation(true)`).
        var pending: [Int] = []
        /// The `center` writes of the blocks that ran since the animator last ended.
        var writes: [Write] = []
        /// The writes still animating when it stopped (a view that left the window lost them).
        var liveAtStop: [Write] = []
        /// The writes still animating when it last became inactive.
        var liveAtEnd: [Write] = []
        init(_ animator: PropertyAnimator) { self.animator = animator }
    }

    final class World {
        let engine = Engine()
        var views: [View] = []
        var tracked: [Tracked] = []
        /// The sequence number of each view's last removal from the window.
        var removedAt: [Int] = []
        var seq = 0
        var nextCompletion = 0
        /// Completion id → the positions it was called with.
        var calls: [Int: [PropertyAnimator.Position]] = [:]
        /// Completion id → the position the ending should give it.
        var expected: [Int: PropertyAnimator.Position] = [:]
        /// Set while the test calls `finishAnimation(at:)`.
        var finishing: PropertyAnimator.Position?
        /// The animators (by index) that became inactive, in order.
        var ended: [Int] = []
        /// Completions whose animator became inactive without them (`stopAnimation(true)`).
        var dropped = Set<Int>()
        var animateCompletions: [Int: Int] = [:]

        func tick() -> Int { seq += 1; return seq }

        /// The writes of `t` no removal from the window has taken since.
        func live(_ t: Tracked) -> [Write] { t.writes.filter { $0.seq > removedAt[$0.view] } }
    }

    @Test(arguments: 0..<300)
    func randomUseFollowsUIKitsRules(seed: Int) throws {
        var rng = InteractiveFuzzTests.Random(state: UInt64(seed) &* 6_700_417 &+ 5)
        let w = World()
        for k in 0..<(1 + rng.below(2)) {
            let v = try View(engine: w.engine, frame: Rect(0, 0, 50, 50))
            try v.setCenter(Point(100 * Double(k + 1), 100))
            try w.engine.window.addSubview(v)
            w.views.append(v)
            w.removedAt.append(0)
        }
        for _ in 0..<(1 + rng.below(2)) { try makeAnimator(&rng, w) }
        for step in 0..<30 {
            try act(&rng, w, "seed \(seed) step \(step)")
        }
        try settle(w, "seed \(seed) settle")
        // After the clock runs out nothing is in flight or held (docs/animation.md, "Storage
        // and the frame pass"; UIKit's animator lets go of its blocks and completions at its end)
        let e = w.engine
        #expect(e.clock.isIdle && e.clock.pendingHoldCount == 0, "seed \(seed)")
        #expect(e.animations.runningAnimationCount == 0 && e.animations.runningTrackCount == 0, "seed \(seed)")
        #expect(e.animations.stoppedAnimators.isEmpty, "seed \(seed)")
        #expect(e.contentMeter.animatorBlocks == 0 && e.contentMeter.animatorCompletions == 0, "seed \(seed)")
        for t in w.tracked {
            #expect(t.animator.state == .inactive && !t.animator.isRunning, "seed \(seed)")
        }
        // Every completion runs exactly once unless stopAnimation(true) dropped it
        // (`stopAnimation(_:)`: "the completion handlers are not called"), with the position
        // of its ending (`UIViewAnimatingPosition`).
        for (id, positions) in w.calls {
            if w.dropped.contains(id) {
                #expect(positions.isEmpty, "seed \(seed): dropped completion \(id) ran \(positions)")
                continue
            }
            #expect(positions.count == 1, "seed \(seed): completion \(id) ran \(positions)")
            #expect(positions.first == w.expected[id], "seed \(seed): completion \(id) got \(positions), expected \(String(describing: w.expected[id]))")
        }
        for (id, n) in w.animateCompletions { #expect(n == 1, "seed \(seed): animate completion \(id) ran \(n) times") }
    }

    func makeAnimator(_ rng: inout InteractiveFuzzTests.Random, _ w: World) throws {
        let duration = [0, 0.2, 0.5, 1][rng.below(4)]
        let curve: TimingCurve
        var curveY: TimingCurve?
        switch rng.below(5) {
        case 0: curve = .linear
        case 1: curve = .easeInOut
        case 2: curve = .easeOut
        case 3:
            let ratio = 0.3 + 0.7 * rng.unit(), v = rng.unit() * 4 - 2
            curve = try .spring(dampingRatio: ratio, initialVelocity: v, duration: max(duration, 0.1))
            // half of them with a dy of their own: the centres' y parts on companion groups
            if rng.below(2) == 0 { curveY = try .spring(dampingRatio: ratio, initialVelocity: -v, duration: max(duration, 0.1)) }
        default: curve = .spring(try Spring(mass: 1, stiffness: 100 + 200 * rng.unit(), damping: 10 + 10 * rng.unit()))
        }
        let a = try PropertyAnimator(engine: w.engine, duration: duration, curve: curve, curveY: curveY)
        a.pausesOnCompletion = rng.below(4) == 0
        a.scrubsLinearly = rng.below(2) == 0
        if rng.below(5) == 0 { try a.setInterruptible(false) }
        let t = Tracked(a)
        let index = w.tracked.count
        // Told after the completions of an ending: those not run by then never will be (a
        // stop leaves active too, for stopped: its completions wait for finishAnimation)
        a.onActiveChanged = { [unowned w, unowned t] active in
            guard !active, t.animator.state == .inactive else { return }
            w.ended.append(index)
            t.liveAtEnd = w.live(t)
            for id in t.pending where w.calls[id, default: []].isEmpty { w.dropped.insert(id) }
            t.pending = []
            t.writes = []
        }
        w.tracked.append(t)
        if rng.below(2) == 0 { try addBlock(&rng, w, t) }
    }

    /// A block moving a view's centre (along y alone, or both axes) and perhaps its alpha.
    func addBlock(_ rng: inout InteractiveFuzzTests.Random, _ w: World, _ t: Tracked) throws {
        let k = rng.below(w.views.count)
        let v = w.views[k]
        let dx = rng.below(2) == 0 ? 0 : rng.unit() * 200 - 100
        let dy = rng.unit() * 200 - 100
        let alpha = rng.below(3) == 0 ? rng.unit() : nil
        let delayFactor = rng.below(3) == 0 ? rng.unit() : 0
        try t.animator.addAnimations(delayFactor: delayFactor) { [unowned w, unowned t] in
            let old = v.center
            let new = Point(old.x + dx, old.y + dy)
            try v.setCenter(new)
            t.writes.append(Write(view: k, old: old, new: new, seq: w.tick()))
            if let alpha { try v.setAlpha(alpha) }
        }
    }

    func addCompletion(_ w: World, _ t: Tracked) {
        let id = w.nextCompletion
        w.nextCompletion += 1
        t.pending.append(id)
        w.calls[id] = []
        t.animator.addCompletion { [unowned w, unowned t] position in
            w.calls[id, default: []].append(position)
            // finishAnimation(at:) gives its position; a run to its end gives .end, or .start
            // when reversed (`UIViewAnimatingPosition`; docs/animation.md, "Reversing")
            w.expected[id] = w.finishing ?? (t.animator.isReversed ? .start : .end)
        }
    }

    func act(_ rng: inout InteractiveFuzzTests.Random, _ w: World, _ at: String) throws {
        let i = rng.below(w.tracked.count)
        let t = w.tracked[i]
        let a = t.animator
        let before = (state: a.state, running: a.isRunning)
        let models = w.views.map { ($0.center, $0.alpha) }
        let shown = w.views.map { ($0.presentation.center, $0.presentation.alpha) }
        w.ended = []
        var threw = false
        var clockStep = false
        var stopped = false
        do {
            switch rng.below(17) {
            case 0: try a.startAnimation(afterDelay: rng.below(3) == 0 ? rng.unit() * 0.3 : 0)
            case 1: try a.pauseAnimation()
            case 2: try a.setFractionComplete(rng.unit() * 1.2 - 0.1)
            case 3: try a.setReversed(rng.below(2) == 0)
            case 4:
                try a.continueAnimation(curve: [nil, .linear, .easeIn][rng.below(3)],
                                        durationFactor: [0, 0.5, 1, 2][rng.below(4)])
            case 5:
                let v = rng.unit() * 10 - 5
                let form: SpringTiming.Form = rng.below(3) == 0
                    ? .physical(mass: 1, stiffness: 150, damping: 15) : .dampingRatio(0.4 + 0.6 * rng.unit())
                try a.continueAnimation(spring: SpringTiming(form: form, dx: v, dy: rng.below(2) == 0 ? v : -v),
                                        durationFactor: [0, 0.5, 1][rng.below(3)])
            case 6: try addBlock(&rng, w, t)
            case 7: addCompletion(w, t)
            case 8:
                stopped = true
                let withoutFinishing = rng.below(3) == 0
                let live = w.live(t)
                try a.stopAnimation(withoutFinishing)
                if !withoutFinishing && before.state == .active {
                    t.liveAtStop = live
                }
            case 9:
                let position = PropertyAnimator.Position.allCases[rng.below(3)]
                try finish(w, t, at: position, at)
                return
            case 10:
                let v = w.views[rng.below(w.views.count)]
                if rng.below(2) == 0 {
                    try v.setCenter(Point(rng.unit() * 300, rng.unit() * 300))
                } else {
                    try v.setAlpha(rng.unit())
                }
            case 11:
                let v = w.views[rng.below(w.views.count)]
                let id = w.nextCompletion
                w.nextCompletion += 1
                w.animateCompletions[id] = 0
                let target = Point(rng.unit() * 300, rng.unit() * 300)
                let alpha = rng.unit()
                try w.engine.animate(duration: rng.unit() * 0.5, curve: .easeInOut, animations: {
                    try v.setCenter(target)
                    try v.setAlpha(alpha)
                }, completion: { [unowned w] _ in w.animateCompletions[id, default: 0] += 1 })
            case 12:
                let k = rng.below(w.views.count)
                let v = w.views[k]
                if v.superview == nil {
                    try w.engine.window.addSubview(v)
                } else {
                    v.removeFromSuperview()
                    w.removedAt[k] = w.tick()
                }
            case 13: try makeAnimator(&rng, w)
            default:
                clockStep = true
                if rng.below(2) == 0 { try w.engine.clock.advance(rng.unit() * 0.4) } else { try w.engine.clock.step() }
            }
        } catch is CoreError {
            threw = true
        }
        checkAlways(w, at)
        // A refused call changes nothing (UIKit raises before acting; docs/animation.md,
        // "Continuing on a spring": "before anything changes")
        if threw {
            #expect(a.state == before.state && a.isRunning == before.running, "\(at): a refused call changed the state")
        }
        // inactive → active only by start, pause or scrub; active → stopped by stopAnimation(false);
        // nothing leads from inactive to stopped, nor from stopped but finishAnimation
        // (`UIViewAnimating`, "Understand animation states")
        #expect(!(before.state == .inactive && a.state == .stopped), "\(at): inactive → stopped")
        #expect(!(before.state == .stopped && a.state != .stopped), "\(at): left stopped without finishAnimation")
        if before.state == .active && a.state == .inactive {
            #expect(clockStep || stopped, "\(at): active → inactive outside a stop or the clock")
        }
        // Stopping gives the model what is on screen: nothing on screen moves (docs/animation.md,
        // "Property animators": "stopAnimation gives the model what is on screen")
        if stopped && !threw {
            for (k, v) in w.views.enumerated() {
                near(v.presentation.center, shown[k].0, 1e-6, "\(at): stop moved view \(k)")
                near(v.presentation.alpha, shown[k].1, 1e-9, "\(at): stop moved view \(k)'s alpha")
            }
        }
        // The clock writes the model only where an animator reversed to its start puts its
        // start values back: a run to its end writes nothing (docs/animation.md, "What the
        // model keeps at the end")
        if clockStep {
            var expected = models.map(\.0)
            var alphaMayChange = Set<Int>()
            for e in w.ended where w.tracked[e].animator.isReversed {
                for write in w.tracked[e].liveAtEnd.reversed() {
                    expected[write.view] = write.old
                    alphaMayChange.insert(write.view)
                }
            }
            for (k, v) in w.views.enumerated() {
                near(v.center, expected[k], 1e-9, "\(at): the clock changed view \(k)'s centre")
                if !alphaMayChange.contains(k) { #expect(v.alpha == models[k].1, "\(at): the clock changed view \(k)'s alpha") }
            }
        }
    }

    /// `finishAnimation(at:)`: `.end` sets the values the blocks specified, the later block's
    /// where two changed one property; `.start` the first block's "before"; `.current` leaves
    /// them (docs/animation.md, "What the model keeps at the end"). Changes a view lost by
    /// leaving the window before the stop are left alone.
    func finish(_ w: World, _ t: Tracked, at position: PropertyAnimator.Position, _ at: String) throws {
        let a = t.animator
        let wasStopped = a.state == .stopped
        var expected = w.views.map(\.center)
        switch position {
        case .end: for write in t.liveAtStop { expected[write.view] = write.new }
        case .start: for write in t.liveAtStop.reversed() { expected[write.view] = write.old }
        case .current: break
        }
        w.finishing = position
        defer { w.finishing = nil }
        do {
            try a.finishAnimation(at: position)
        } catch is CoreError {
            // `finishAnimation(at:)` on an animator not stopped is "a programmer error"
            #expect(!wasStopped, "\(at): finishAnimation refused on a stopped animator")
            return
        }
        #expect(wasStopped && a.state == .inactive, "\(at): finishAnimation")
        t.pending = []
        t.writes = []
        t.liveAtStop = []
        for (k, v) in w.views.enumerated() {
            near(v.center, expected[k], 1e-9, "\(at): finish(\(position)) left view \(k)")
        }
        checkAlways(w, at)
    }

    /// After every call: `isRunning` only while active; `fractionComplete` within 0 … 1; every
    /// presentation value finite.
    func checkAlways(_ w: World, _ at: String) {
        for (i, t) in w.tracked.enumerated() {
            let a = t.animator
            #expect(!a.isRunning || a.state == .active, "\(at): animator \(i) running while \(a.state)")
            let f = a.fractionComplete
            #expect(f.isFinite && f >= 0 && f <= 1, "\(at): animator \(i) fractionComplete \(f)")
        }
        for (k, v) in w.views.enumerated() {
            let p = v.presentation
            #expect(p.center.x.isFinite && p.center.y.isFinite && p.alpha.isFinite, "\(at): view \(k) shows \(p)")
        }
    }

    /// Ends every animator: a stopped one finishes at a position, a paused one runs on (its
    /// `pausesOnCompletion` turned off first, so it can end), an inactive one with
    /// completions waiting starts; then the clock runs out.
    func settle(_ w: World, _ at: String) throws {
        for t in w.tracked {
            let a = t.animator
            a.pausesOnCompletion = false
            if a.state == .stopped { try finish(w, t, at: .end, at) }
            if a.state == .active && !a.isRunning || a.state == .inactive && !(t.pending.isEmpty && a.blocks.isEmpty) {
                try a.startAnimation()
            }
        }
        w.ended = []
        let models = w.views.map(\.center)
        try w.engine.clock.runUntilIdle()
        var expected = models
        for e in w.ended where w.tracked[e].animator.isReversed {
            for write in w.tracked[e].liveAtEnd.reversed() { expected[write.view] = write.old }
        }
        for (k, v) in w.views.enumerated() {
            near(v.center, expected[k], 1e-9, "\(at): view \(k)")
            near(v.presentation.center, v.center, 1e-9, "\(at): view \(k) shows its model at rest")
        }
    }

    /// |a − b| ≤ tol on both axes (or for one number), naming the seed and step.
    func near(_ a: Point, _ b: Point, _ tol: Double, _ at: String) {
        #expect(abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol, "\(at): \(a) vs expected \(b)")
    }

    func near(_ a: Double, _ b: Double, _ tol: Double, _ at: String) {
        #expect(abs(a - b) <= tol, "\(at): \(a) vs expected \(b)")
    }
}
