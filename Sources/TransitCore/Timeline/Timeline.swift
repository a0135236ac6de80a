/// A GSAP-style timeline on Transit's engine: tweens, callbacks, labels, pauses and nested
/// timelines placed on one time axis by GSAP's position parameter, played, paused, reversed,
/// sought and repeated as one animation (docs/timelines.md).
///
/// On the engine it is a scrubbable animator in UIKit's sense: once it has started, the model
/// holds the values its tweens end with (as `animate` sets them at once), and the
/// presentation follows the timeline's time — a pure function of the clock, exact at any tick
/// (one driven animation group whose tracks ask the timeline; Timeline+Engine.swift).
///
///     let tl = try Timeline(engine: engine)
///     try tl.tween(.to, targets: [box], options: .init(duration: 1), position: .end) { _, v in try v.setAlpha(0) }
///     try engine.clock.advance(0.5)            // box.presentation.alpha = 1 − easeInOut(0.5)
public final class Timeline: CustomStringConvertible {
    /// What a child of the timeline is (for `explain` and the position parameter).
    public enum ChildKind: String, Sendable { case tween, set, call, pause, timeline }

    /// One child: where it starts and how long it lasts (a staggered tween lasts from its
    /// first target's start to its last target's end).
    public struct Child: Sendable {
        public var kind: ChildKind
        public var start: Double
        public var duration: Double
        public var origin: String
        public var end: Double { start + duration }
    }

    /// Tween settings (`vars` without the properties): GSAP's `duration`, `delay`, `ease`
    /// (Transit's `curve`) and `stagger`.
    public struct TweenOptions {
        public var duration: Double?
        public var delay: Double
        public var curve: TimingCurve?
        public var stagger: Stagger?
        public init(duration: Double? = nil, delay: Double = 0, curve: TimingCurve? = nil, stagger: Stagger? = nil) {
            self.duration = duration; self.delay = delay; self.curve = curve; self.stagger = stagger
        }
    }

    public enum TweenKind: String, Sendable { case to, from, fromTo, set }

    public unowned let engine: Engine
    public let id: Int
    /// Where it was created (a script's `file:line`).
    public let origin: String
    /// Plays, as Core Animation's `repeatCount` counts them (2 = twice; ∞ = forever).
    public let repeatCount: Double
    /// Whether every play runs forward and then back (each half is one iteration).
    public let autoreverses: Bool
    /// Seconds between iterations.
    public let repeatDelay: Double
    /// `defaults`: what a tween without its own duration or curve takes (GSAP's
    /// `defaults`; GSAP's own default duration is 0.5 s).
    public let defaults: TweenOptions
    /// Called when the playhead reaches the end playing forward (GSAP's `onComplete`).
    public var onComplete: (() throws -> Void)?
    /// GSAP's `onStart`: called when the playhead leaves 0 going forward — first, after a
    /// `restart`, a `seek` to 0 or a reverse to 0 (Timeline+Callbacks.swift).
    public var onStart: (() throws -> Void)?
    /// GSAP's `onUpdate`: called once a clock frame while the playhead moves, and where it
    /// lands or stops with callbacks (Timeline+Callbacks.swift).
    public var onUpdate: (() throws -> Void)?
    /// GSAP's `onRepeat`: called as the playhead crosses into another iteration, either way.
    public var onRepeat: (() throws -> Void)? {
        didSet { if onRepeat != nil { addRepeatEvent() } }
    }
    /// GSAP's `onReverseComplete`: called when the playhead reaches 0 going back.
    public var onReverseComplete: (() throws -> Void)?
    /// Told when the timeline is attached to the engine (started, not completed: the engine
    /// may still run its callbacks) and when it is detached again — the Lua side anchors the
    /// timeline's userdata, which keeps its functions, for that time.
    public var onAttachmentChanged: ((Bool) -> Void)?
    /// A transition's timeline's completion (`ctx:timeline{onComplete =}`): called once it
    /// comes to rest at either end, with true at the end and false back at the start.
    public var onSettle: ((Bool) throws -> Void)?
    /// The transition that made it (`ctx:timeline()`), while it lives: its duration follows
    /// this timeline's (Timeline+Transition.swift).
    public internal(set) weak var transition: TransitionContext?
    /// The time of the percent-driven interaction this timeline follows, until it comes to
    /// rest at an end: τ is its local time (nil: the timeline's own playhead).
    var driver: TransitionTimeline?

    public private(set) var children: [Child] = []
    /// Labels in the order they were added (a label added again moves). Their names are
    /// weighed by the engine's content meter, held strongly as a view holds it, so a
    /// timeline outliving its engine still counts its names out.
    public private(set) var labels: [(name: String, time: Double)] = []
    private let meter: ContentMeter
    var channels: [TimelineChannel] = []
    /// ``channels`` by view (keys stay valid: a channel holds its view), each view's in the
    /// order they were made: a tween found its targets' channels by a search of them all,
    /// 16 million comparisons for one `to` of 4,000 views in one host call (5 s in the debug
    /// module), which no hook interrupts.
    private var channelsByView: [ObjectIdentifier: [TimelineChannel]] = [:]
    /// Callbacks, pauses and nested ends, in the order they were added (sorted by time too).
    var events = TimelineEvents()
    /// The timelines nested here that have an `onUpdate`, at their place in this timeline's
    /// local time (Timeline+Callbacks.swift).
    var nestedUpdates: [NestedUpdate] = []
    /// τ when `onUpdate` last ran (for a nested timeline: its own time within the outer one).
    var lastUpdate = 0.0
    /// The timer of the next frame's `onUpdate`, while one is wanted.
    var frameTimer: TimerID?
    /// The clock tick `endTimer` is due at (a frame there runs after it).
    var endTimerTick: Int64 = 0
    /// The child added last (GSAP's `_recent`: what `"<"` and `">"` refer to).
    var recent: Child?
    /// Set once nested in another timeline: its children were moved there.
    public internal(set) weak var parent: Timeline?

    // Playback state (Timeline+Playhead.swift).
    var playhead = Playhead()
    var timeScaleValue = 1.0
    var endTimer: TimerID?
    var hold: HoldID?
    var generation = 0
    /// The engine group while attached (Timeline+Engine.swift).
    var group: Int32 = -1
    /// Weak: the store holds the group state while the group runs, and the state's clock
    /// holds this timeline; a strong reference back would keep both, and through the
    /// timeline's callbacks the whole Lua state, alive after the engine ends.
    weak var groupState: GroupState?
    var tracks: [(channel: TimelineChannel, track: TrackRef)] = []
    /// The channels that have a track in ``tracks``.
    var tracked: Set<ObjectIdentifier> = []
    /// What `await()` resumes on: completed at either end.
    public internal(set) var handle: AnimationHandle

    /// `Timeline{…}`: it plays from the clock time it is created unless `paused`.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a repeat count that is not positive, a
    ///   negative or non-finite repeat delay, a time scale that is not finite and positive.
    public init(engine: Engine, defaults: TweenOptions = TweenOptions(), repeatCount: Double = 1,
                autoreverses: Bool = false, repeatDelay: Double = 0, timeScale: Double = 1,
                paused: Bool = false, origin: String = "") throws(CoreError) {
        guard repeatCount > 0, !repeatCount.isNaN else {
            throw CoreError(.invalidNumber, "repeatCount must be a number greater than 0, or math.huge to repeat forever (got \(CoreError.describe(repeatCount)))")
        }
        try CoreError.requireDuration(repeatDelay, "repeatDelay")
        if let d = defaults.duration { try CoreError.requireDuration(d, "defaults.duration") }
        try Timeline.checkTimeScale(timeScale)
        self.engine = engine
        meter = engine.contentMeter
        self.id = engine.animations.nextAnimationID()
        self.origin = origin
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.repeatDelay = repeatDelay
        self.defaults = defaults
        self.timeScaleValue = timeScale
        self.handle = AnimationHandle(id: id)
        playhead.anchorTick = engine.clock.now
        playhead.paused = paused
        if !paused { start() }                         // no channels yet: no tracks to make
    }

    deinit { meter.textBytes -= labels.reduce(0) { $0 + $1.name.utf8.count } }

    public var description: String { "Timeline #\(id)" }

    /// The end of the last child, in seconds (labels do not count, as GSAP's). Kept as children
    /// are added, not summed over them: every event the playhead reaches asks for it.
    public private(set) var duration = 0.0

    static func checkTimeScale(_ s: Double) throws(CoreError) {
        guard s.isFinite, s > 0, s <= 1e6 else {
            throw CoreError(.invalidNumber, "timeScale must be a finite number greater than 0 and at most 1000000 (got \(CoreError.describe(s)))")
        }
    }

    // MARK: Placement

    /// The time `position` names, GSAP's way; an unknown label is added at the end first
    /// (GSAP's `_parsePosition` does, for `"label"` and `"label+=0.3"` alike) — unless the
    /// position is an error, which changes nothing.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` when it resolves outside ``placeable``.
    public func resolve(_ position: TimelinePosition) throws(CoreError) -> Double {
        let t = time(at: position)
        guard Self.placeable.contains(t) else { throw Self.outsideError(position.description, at: t) }
        if case .label(let name, _) = position, time(ofLabel: name) == nil {
            labels.append((name, duration))
            meter.textBytes += name.utf8.count
        }
        return t
    }

    /// The time `position` names, changing nothing: a label not made yet is at the end, where
    /// ``resolve(_:)`` would make it.
    public func time(at position: TimelinePosition) -> Double {
        switch position {
        case .absolute(let s): s
        case .fromEnd(let o): duration + o
        case .previousStart(let o): (recent?.start ?? 0) + o
        case .previousEnd(let o): (recent?.end ?? 0) + o
        case .label(let name, let o): (time(ofLabel: name) ?? duration) + o
        }
    }

    /// The times a child, a label or a call may be placed at.
    public static let placeable = 0...Clock.maxSeconds

    /// The error of a position outside ``placeable``, echoing it as `written` (a script's own
    /// text, where the Lua binding knows it: `"<-5"`, not `"<-=5"`).
    public static func outsideError(_ written: String, at t: Double) -> CoreError {
        CoreError(.invalidNumber, "position '\(written)' is at \(formatNumber(t)) s, outside the timeline (0 … \(formatNumber(Clock.maxSeconds)) s)")
    }

    /// Takes back label `name`, which ``resolve(_:)`` made for a call that was then refused.
    func unmakeLabel(_ name: String) {
        labels.removeAll { $0.name == name }
        meter.textBytes -= name.utf8.count
    }

    /// The time of label `name`, if it exists.
    public func time(ofLabel name: String) -> Double? { labels.first { $0.name == name }?.time }

    /// `addLabel(name, position)`: marks a time; a label of the same name moves there.
    public func addLabel(_ name: String, at position: TimelinePosition = .end) throws(CoreError) {
        guard !name.isEmpty else { throw CoreError(.invalidArgument, "a label needs a name") }
        let t = try resolve(position)
        let moved = labels.contains { $0.name == name }
        labels.removeAll { $0.name == name }
        labels.append((name, t))
        if !moved { meter.textBytes += name.utf8.count }
    }

    /// `call(fn, position)`: runs `action` when the playhead passes its time (either way).
    public func call(at position: TimelinePosition = .end, origin: String = "", _ action: @escaping () throws -> Void) throws {
        let t = try resolve(position)
        try addChild(Child(kind: .call, start: t, duration: 0, origin: origin))
        events.append(TimelineEventPoint(time: t, kind: .call(action), origin: origin))
        try childrenChanged()
    }

    /// `addPause(position)`: the playhead stops there (GSAP's `addPause`).
    public func addPause(at position: TimelinePosition = .end, origin: String = "") throws {
        let t = try resolve(position)
        try addChild(Child(kind: .pause, start: t, duration: 0, origin: origin))
        events.append(TimelineEventPoint(time: t, kind: .pause, origin: origin))
        try childrenChanged()
    }

    func addChild(_ child: Child) throws(CoreError) {
        if parent != nil { throw CoreError(.invalidArgument, "\(self) is nested in \(parent!); add to the outer timeline") }
        children.append(child)
        duration = max(duration, child.end)
        recent = child
    }

    /// The channel of (view, property), made on first use with the model value as its base.
    func channel(_ view: View, _ property: AnimatedProperty) -> TimelineChannel {
        if let c = channels(of: view).first(where: { $0.property == property }) { return c }
        let c = TimelineChannel(view: view, property: property, base: view.modelVector(property))
        channels.append(c)
        channelsByView[ObjectIdentifier(view), default: []].append(c)
        return c
    }

    /// The channels of `view`, in the order they were made.
    func channels(of view: View) -> [TimelineChannel] { channelsByView[ObjectIdentifier(view)] ?? [] }
}

/// A callback, a pause or a nested timeline's end at a time of a timeline.
struct TimelineEventPoint {
    enum Kind {
        case call(() throws -> Void)
        case pause
        /// Where a nested timeline ends: passing it forward completes the child
        /// (``Timeline/completeNested()``).
        case nestedEnd(Timeline)
        /// Where a nested timeline with an `onStart`, `onUpdate` or `onReverseComplete`
        /// starts: passing it forward starts the child, backwards completes it in reverse.
        case nestedStart(Timeline)
        /// The boundary between iterations (at local time 0 from the second one on): the
        /// timeline's `onRepeat`. Only a timeline with an `onRepeat` has it.
        case repeated
    }
    var time: Double
    var kind: Kind
    var origin: String
}
