/// Adding tweens and nested timelines (GSAP's `to`, `from`, `fromTo`, `set`, `add`).
extension Timeline {
    /// `to` / `from` / `fromTo` / `set` for `targets`: each target's changes are recorded as
    /// `animate` records them — `toChanges` sets the end values, `fromChanges` the start
    /// values — and become segments of the (view, property) channels. A value not given
    /// starts (or ends) at what the timeline itself shows at the tween's start.
    ///
    /// The tween starts at `position` + `delay`; with a stagger, target i starts its
    /// stagger delay later (``Stagger/delays(count:lefts:shuffle:)``). (`to` comes first, so
    /// a trailing closure is the end values.)
    ///
    /// - Throws: ``CoreError`` for no targets, a bad duration, delay or position; what the
    ///   change blocks throw (nothing is added then); while playing, for new tracks past the
    ///   engine's limit (nothing is added, and a label its position made is taken back).
    public func tween(_ kind: TweenKind, targets: [View], options: TweenOptions,
                      position: TimelinePosition = .end, origin: String = "", shuffle: [Int]? = nil,
                      to toChanges: ((Int, View) throws -> Void)? = nil,
                      from fromChanges: ((Int, View) throws -> Void)? = nil) throws {
        guard !targets.isEmpty else { throw CoreError(.invalidArgument, "\(kind.rawValue): no targets (a view or an array of views expected)") }
        if parent != nil { throw CoreError(.invalidArgument, "\(self) is nested in \(parent!); add to the outer timeline") }
        let duration = kind == .set ? 0 : (options.duration ?? defaults.duration ?? 0.5)
        try CoreError.requireDuration(duration, "\(kind.rawValue): duration")
        try CoreError.requireDuration(options.delay, "\(kind.rawValue): delay")
        let curve = (options.curve ?? defaults.curve ?? .easeInOut).timed(for: duration)
        for t in targets where t.engine !== engine {
            throw CoreError(.wrongEngine, "\(kind.rawValue): \(t.displayName) belongs to another engine")
        }
        let newLabel: String? = if case .label(let name, _) = position, time(ofLabel: name) == nil { name } else { nil }
        let placed = try resolve(position)
        let start = placed + options.delay
        let lefts = options.stagger?.grid == .auto ? targets.map { $0.convert($0.bounds, to: nil).minX } : []
        let delays = options.stagger?.delays(count: targets.count, lefts: lefts, shuffle: shuffle)
            ?? [Double](repeating: 0, count: targets.count)
        // Record every target's values before adding anything: a failing block adds nothing.
        var recorded: [(from: [(AnimatedProperty, AnimVector)], to: [(AnimatedProperty, AnimVector)])] = []
        for (i, view) in targets.enumerated() {
            // The blocks run against what the timeline shows at the target's start (a setter
            // that sees no change records nothing), then the model is put back.
            let primed = channels(of: view).map { ($0, view.modelVector($0.property)) }
            for (ch, _) in primed { view.applyModel(ch.property, ch.value(at: start + delays[i])) }
            defer { for (ch, old) in primed { view.applyModel(ch.property, old) } }
            let from = try fromChanges.map { body in try capture(view) { try body(i, view) } } ?? []
            let to = try toChanges.map { body in try capture(view) { try body(i, view) } } ?? []
            recorded.append((from, to))
        }
        do {
            try requireRoom(toTrack: recorded.reduce(0) { $0 + $1.from.count + $1.to.count }) {
                targets.indices.flatMap { i in (recorded[i].from + recorded[i].to).map { (targets[i], $0.0) } }
            }
        } catch {
            if let newLabel { unmakeLabel(newLabel) }
            throw error
        }
        var touched: [TimelineChannel] = [], seen: Set<ObjectIdentifier> = []
        for (i, view) in targets.enumerated() {
            var properties: [AnimatedProperty] = []
            for (p, _) in recorded[i].from + recorded[i].to where !properties.contains(p) { properties.append(p) }
            let segStart = start + delays[i]
            for p in properties {
                let ch = channel(view, p)
                let now = ch.value(at: segStart)
                let given = (from: recorded[i].from.last { $0.0 == p }?.1, to: recorded[i].to.last { $0.0 == p }?.1)
                ch.add(TimelineSegment(placed: placed, start: segStart, duration: duration, curve: curve,
                                       from: given.from ?? now, to: given.to ?? now,
                                       fromGiven: given.from != nil, toGiven: given.to != nil, origin: origin))
                if seen.insert(ObjectIdentifier(ch)).inserted { touched.append(ch) }
            }
        }
        let last = delays.max() ?? 0
        try addChild(Child(kind: kind == .set ? .set : .tween, start: start, duration: last + duration, origin: origin))
        refreshModel(touched)
        try childrenChanged()
    }

    /// `add(timeline, position)`: moves `child`'s tweens, callbacks and pauses into this
    /// timeline at `position`, scaled by its time scale (GSAP nests the child; Transit
    /// flattens it, so a nested timeline is controlled through the outer one). The child's
    /// `onComplete` and `await()` follow its end in this timeline (``completeNested()``). A child that
    /// repeats or autoreverses cannot be nested yet. While this timeline plays, the child's
    /// (view, property) pairs it has no track of must fit under the engine's track limit,
    /// asked before anything changes.
    public func add(_ child: Timeline, at position: TimelinePosition = .end, origin: String = "") throws {
        guard child !== self else { throw CoreError(.invalidArgument, "a timeline cannot be added to itself") }
        if let p = child.parent { throw CoreError(.invalidArgument, "\(child) is already nested in \(p)") }
        if parent === child { throw CoreError(.invalidArgument, "\(child) contains \(self): nesting it would make a cycle") }
        guard child.repeatCount == 1, !child.autoreverses else {
            throw CoreError(.invalidArgument, "\(child) repeats or autoreverses: nesting such a timeline is not supported (repeat the outer one)")
        }
        try requireRoom(toTrack: child.channels.count) { child.channels.map { ($0.view, $0.property) } }
        let at = try resolve(position)
        let scale = 1 / child.timeScaleValue
        child.stopForNesting()
        var touched: [TimelineChannel] = []
        for cc in child.channels {
            let fresh = !channels(of: cc.view).contains { $0.property == cc.property }
            let ch = channel(cc.view, cc.property)
            if fresh { ch.base = cc.base }
            for s in cc.segments {
                let start = at + s.start * scale
                let now = ch.value(at: start)
                var moved = s
                moved.placed = at + s.placed * scale
                moved.start = start
                moved.duration = s.duration * scale
                moved.curve = s.curve.timed(for: moved.duration)
                if !s.fromGiven { moved.from = now }
                if !s.toGiven { moved.to = now }
                ch.add(moved)
            }
            touched.append(ch)
        }
        // GSAP renders the child from its start: where the outer playhead passes it, the
        // child's onStart or (backwards) onReverseComplete runs, before its own calls there.
        if child.onStart != nil || child.onUpdate != nil || child.onReverseComplete != nil {
            events.append(TimelineEventPoint(time: at, kind: .nestedStart(child), origin: origin))
        }
        for e in child.events {
            if case .repeated = e.kind { continue }          // (a nested child does not repeat)
            events.append(TimelineEventPoint(time: at + e.time * scale, kind: e.kind, origin: e.origin))
        }
        if child.onUpdate != nil { nestedUpdates.append(NestedUpdate(timeline: child, start: at, scale: scale)) }
        for n in child.nestedUpdates {
            nestedUpdates.append(NestedUpdate(timeline: n.timeline, start: at + n.start * scale, scale: n.scale * scale))
        }
        child.lastUpdate = 0
        // GSAP keeps the child, whose onComplete runs when the outer playhead passes its end:
        // flattened, its end is an event of this timeline (after the child's own calls there).
        events.append(TimelineEventPoint(time: at + child.duration * scale, kind: .nestedEnd(child), origin: origin))
        try addChild(Child(kind: .timeline, start: at, duration: child.duration * scale, origin: origin))
        child.parent = self
        refreshModel(touched)
        try childrenChanged()
    }

    /// Nested, its end was passed playing forward: its `onComplete` runs and whoever awaits it
    /// resumes with true — GSAP runs a child's onComplete each time the outer playhead passes
    /// the child's end; the handle, as a promise, completes once.
    func completeNested() throws {
        let continuations = handle.complete(true) ?? []
        do {
            var errors = TimelineCallbackErrors(clock: engine.clock)
            errors.run { try update(at: duration) }              // GSAP renders it there first
            errors.run { try onComplete?() }
            try errors.throwFirst()
        } catch {
            for c in continuations { engine.clock.async { try c(true) } }
            throw error
        }
        for c in continuations { try c(true) }
    }
}
