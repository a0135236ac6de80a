/// `UIViewPropertyAnimator`: animations that can be started, paused, scrubbed, reversed,
/// continued with other timing, stopped and finished at a position (docs/animation.md,
/// "Property animators").
///
/// Its blocks run when the animator becomes active (`startAnimation`, `pauseAnimation`, or
/// setting ``fractionComplete``), or at once when added to an active animator; their changes
/// are final model values at once, as with `animate`, and animate additively (geometry) or by
/// replacement (the rest). What is on screen follows one number, ``fractionComplete``
/// (linear in time while running), mapped per block to how far its values have moved.
///
/// The state machine is UIKit's: **inactive** → (start, pause or scrub) → **active** (running
/// or paused) → at the end → inactive, with the completions; `stopAnimation(false)` →
/// **stopped** → `finishAnimation(at:)` → inactive. Misuse that UIKit raises for is a
/// ``CoreError`` (`.invalidArgument`).
public final class PropertyAnimator: CustomStringConvertible {
    public enum State: String, Sendable { case inactive, active, stopped }
    /// Where the animated properties end (`UIViewAnimatingPosition`).
    public enum Position: String, Sendable, CaseIterable { case end, start, current }

    public unowned let engine: Engine
    /// Unique among the engine's animations (the timeline's id for it).
    public let id: Int
    /// Seconds from 0 to 1, at the speed it was created with: the duration it was given, or,
    /// for a spring that fixes its own stiffness (mass/stiffness/damping, SwiftUI's forms),
    /// the spring's ``Spring/settlingDuration`` — UIKit ignores the animator's duration for
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` and runs until the
    /// spring settles (docs/animation.md, "Springs and the animator's duration").
    public let duration: Double
    /// The duration given at creation (equal to ``duration`` unless a spring replaced it).
    public let requestedDuration: Double
    /// Where it was created (a script's `file:line`), for the timeline.
    public let origin: String
    /// The timing curve of its blocks (``continueAnimation(curve:durationFactor:)`` may
    /// change it).
    public internal(set) var curve: TimingCurve
    /// The spring that moves views' centres along y when `UISpringTimingParameters.initialVelocity`
    /// has a `dy` apart from its `dx`, else nil (y follows ``curve``). Apple: "For view
    /// position animations, both components of the initial velocity vector are considered",
    /// and a property with a single dimension takes `dx` alone: so ``curve`` carries `dx` and
    /// drives every property, the x part of a centre's change included, and this spring — the
    /// same one with `dy` — drives the y part, recorded on a companion group of each block
    /// (``Block/groupY``). Nil again once ``continueAnimation(curve:durationFactor:)``
    /// replaces the spring; ``continueAnimation(spring:durationFactor:)`` sets it anew.
    public internal(set) var curveY: TimingCurve?
    /// The delay of the last `startAnimation(afterDelay:)`.
    public internal(set) var delay = 0.0
    public internal(set) var state = State.inactive {
        didSet {
            if (oldValue == .active) != (state == .active), !deferringActivity { onActiveChanged?(state == .active) }
        }
    }
    /// Told when the animator becomes active (the engine may run its blocks and completions)
    /// and when it stops being so — after the completions of a finish have run — so the Lua
    /// side anchors the animator's userdata, which keeps its functions, for that time.
    public var onActiveChanged: ((Bool) -> Void)?
    /// Set while a finish resets the state: `onActiveChanged` waits for the completions.
    var deferringActivity = false
    /// Whether the animations run towards their start values.
    public internal(set) var isReversed = false
    /// Whether reaching the end leaves the animator active and paused (no completion).
    public var pausesOnCompletion = false
    /// Whether scrubbing a paused animator moves values linearly (true, UIKit's default) or
    /// along the curve.
    public var scrubsLinearly = true
    /// False: once active it cannot be paused, scrubbed or reversed.
    public internal(set) var isInterruptible = true
    /// Whether its views take touches while it runs (UIKit's default: true); false hides
    /// them from hit testing until its blocks end, as an `animate` block without
    /// `.allowUserInteraction`.
    public internal(set) var isUserInteractionEnabled = true

    /// A block of changes: when it starts (a fraction of the animator), how its fraction maps
    /// to how far its values have moved, and what it changed (for stop and finish).
    struct Block {
        var body: (() throws -> Void)?
        var delayFactor: Double
        var start = 0.0
        var mapping = Mapping.segment(from: (0, 0), to: (1, 1), curve: .linear)
        var group: Int32 = -1
        /// The group of the y parts of its centres' changes when they follow their own curve
        /// (``curveY``, or a curve since continued from where they were), else -1.
        var groupY: Int32 = -1
        /// How far those y parts have moved, when the block has a ``groupY``.
        var mappingY: Mapping?
        var changes: [Change] = []
    }

    /// One (view, property) a block changed, its values before and after, and its track —
    /// `superseded` once another animation replaced it (stop and finish then leave it alone).
    struct Change {
        let view: View
        let property: AnimatedProperty
        let old: AnimVector
        let new: AnimVector
        let track: TrackRef
        /// Whether this is the y part of a centre's change, on the block's ``Block/groupY``.
        var alongY = false
        var superseded = false

        /// The group the change's track belongs to while it is live.
        func group(in block: Block) -> Int32 { alongY ? block.groupY : block.group }
    }

    /// A block's progress `u` → how far its values have moved `w`: along a curve between two
    /// points of the (u, w) plane, or (scrubbing linearly) straight through a knot.
    enum Mapping {
        case segment(from: (u: Double, w: Double), to: (u: Double, w: Double), curve: TimingCurve)
        case scrub(u: Double, w: Double)

        func weight(_ u: Double) -> Double {
            switch self {
            case .segment(let a, let b, let curve):
                if b.u == a.u { return b.w }
                return a.w + (b.w - a.w) * curve.value(at: (u - a.u) / (b.u - a.u))
            case .scrub(let ku, let kw):
                if u <= ku { return ku == 0 ? 0 : kw * u / ku }
                return ku >= 1 ? 1 : kw + (1 - kw) * (u - ku) / (1 - ku)
            }
        }

        /// Whether running from the mapping's own end points to `target` keeps it (a pause
        /// and resume, or a reversal, retrace the same curve).
        func reaches(_ target: (u: Double, w: Double)) -> Bool {
            guard case .segment(let a, let b, _) = self else { return false }
            return (a.u == target.u && a.w == target.w) || (b.u == target.u && b.w == target.w)
        }
    }

    /// While running: since `start` (a tick, after the delay), the fraction moves from `from`
    /// by 1 every `unit` ticks, towards the end (or the start, reversed). A `unit` of 0 (a
    /// duration of 0, or under a tick) is at its target from `start` on.
    struct Run {
        var start: Int64
        var from: Double
        var unit: Int64
    }

    /// Counted in the engine's meter as they are added and let go (``ContentMeter``).
    var blocks: [Block] = []
    var completions: [(Position) throws -> Void] = []
    /// The engine's meter, held strongly as views hold it: an animator outliving its engine
    /// still counts its blocks out.
    let meter: ContentMeter
    /// ``fractionComplete`` when not running.
    var fraction = 0.0
    var run: Run? {
        // a change of `isRunning` to tell its observers when the call that made it returns
        didSet {
            if (oldValue == nil) != (run == nil), runningNoticeFrom == nil, !runningObservers.isEmpty {
                runningNoticeFrom = oldValue != nil
            }
        }
    }
    /// `observe(\.isRunning)`'s observers, by token (PropertyAnimator+Observation.swift).
    var runningObservers: [(token: Int, body: RunningObserver)] = []
    var nextRunningObserverToken = 0
    /// `isRunning` before the changes not yet told (nil: none).
    var runningNoticeFrom: Bool?
    var endTimer: TimerID?
    /// True while `startAnimation` runs the waiting blocks: a start from inside one of them
    /// does nothing (the outer start is under way).
    var starting = false
    /// `continueAnimation`'s duration factor (the run's unit is duration × this).
    var speed = 1.0

    /// `UIViewPropertyAnimator(duration:timingParameters:)`; `curveY` as the property, a spring
    /// of the same form as `curve` (timed for the same duration here).
    ///
    /// A duration of 0 is accepted, as UIKit does (`UIViewPropertyAnimator(duration: 0,
    /// curve:)`): started, the animations are at their end at once, and the animator ends,
    /// with its completions (`.end`), one turn of the clock later — as `View.animate(0, …)`.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a duration that is not finite, is
    ///   negative, or is over ``Clock/maxSeconds``.
    public init(engine: Engine, duration: Double, curve: TimingCurve = .easeInOut,
                curveY: TimingCurve? = nil, origin: String = "") throws(CoreError) {
        guard duration.isFinite, duration >= 0 else {
            throw CoreError(.invalidNumber, "PropertyAnimator duration must be a finite, non-negative number of seconds (got \(CoreError.describe(duration)))")
        }
        if duration > Clock.maxSeconds { throw CoreError.tooLong(duration, "PropertyAnimator duration") }
        // a spring's settling duration is finite and within Clock.maxSeconds: Spring refuses
        // any other when it is made
        let effective = PropertyAnimator.effectiveDuration(duration, curve)
        self.engine = engine
        self.id = engine.animations.nextAnimationID()
        self.duration = effective
        self.requestedDuration = duration
        self.curve = curve.timed(for: effective)
        self.curveY = curveY?.timed(for: effective)
        self.origin = origin
        meter = engine.contentMeter
    }

    deinit {
        meter.animatorBlocks -= blocks.count
        meter.animatorCompletions -= completions.count
    }

    public var description: String { "PropertyAnimator(#\(id), \(state.rawValue)\(isRunning ? ", running" : ""))" }

    /// True while the animations run (or wait out `startAnimation`'s delay).
    public var isRunning: Bool { run != nil }

    /// How far the animator is along its current direction, linear in time while it runs:
    /// 0 … 1 towards the end, or — reversed — towards the start (UIKit since iOS 11: paused at
    /// 0.3 and reversed, it reads 0.7; docs/animation.md, "Reversing").
    public var fractionComplete: Double {
        let f = forwardFraction
        return isReversed ? 1 - f : f
    }

    /// How far the animations are from their start values, 0 … 1, whatever the direction
    /// (what the blocks' progress is measured on).
    var forwardFraction: Double { fraction(at: engine.clock.now) }

    /// The forward fraction at `tick`.
    func fraction(at tick: Int64) -> Double {
        guard let run else { return fraction }
        if run.unit == 0 { return tick < run.start ? run.from : (isReversed ? 0 : 1) }
        let elapsed = Double(max(0, tick - run.start)) / Double(run.unit)
        let f = run.from + (isReversed ? -elapsed : elapsed)
        return f < 0 ? 0 : (f > 1 ? 1 : f)
    }

    /// Block `i`'s own progress: it starts at its `start` fraction and ends with the animator.
    func progress(ofBlock i: Int, at f: Double) -> Double {
        let a = blocks[i].start
        if a >= 1 { return f >= 1 ? 1 : 0 }
        let u = (f - a) / (1 - a)
        return u < 0 ? 0 : (u > 1 ? 1 : u)
    }

    /// How far block `i`'s values have moved at `tick` (what its tracks are weighted by);
    /// `alongY`, its centres' y parts on its companion group.
    func weight(ofBlock i: Int, at tick: Int64, alongY: Bool = false) -> Double {
        let u = progress(ofBlock: i, at: fraction(at: tick))
        if alongY, let mapping = blocks[i].mappingY { return mapping.weight(u) }
        return blocks[i].mapping.weight(u)
    }

    var target: (u: Double, w: Double) { isReversed ? (0, 0) : (1, 1) }

    /// The animator's running time for `duration` and `curve`: a spring that does not take
    /// its duration from the animation (``Spring/honoursAnimationDuration``) runs for its
    /// settling duration, the rest for `duration`.
    static func effectiveDuration(_ duration: Double, _ curve: TimingCurve) -> Double {
        guard let spring = curve.spring, !spring.honoursAnimationDuration else { return duration }
        return spring.settlingDuration
    }
}
