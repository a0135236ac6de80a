/// How a group's curve is evaluated on the hot path: Bézier curves are interned in the
/// store's curve table (the timing record holds an index); anything else (custom closures,
/// Penner, steps, springs) goes through the cold ``GroupState/curve``; a property animator's
/// blocks ask their animator (``GroupState/driver``), an interactive transition's blocks
/// their timeline (``GroupState/timeline``).
enum CurveKind: UInt8 {
    case linear, bezier, other, driven
}

/// The hot part of an `animate` call: its timing and curve, stored contiguously, one row
/// per distinct timing (``AnimationStore/timings``). A row never changes once made: a
/// property animator's or a timeline's block keeps its timing in its driver, not here.
struct GroupTiming {
    /// Tick at which the animations start moving (the call's time plus the delay).
    var begin: Int64
    /// Length in ticks of one run (> 0: zero-duration blocks never create groups).
    var duration: Int64
    var curveKind: CurveKind
    /// Index in ``AnimationStore/curves`` when `curveKind == .bezier`.
    var curveIndex: Int32
    /// Whether the block runs more than once (`repeat`, `autoreverse`); then `end` is the
    /// tick its last run ends (`Int64.max`: forever).
    var cycles = false
    var autoreverses = false
    /// How many live blocks use the row (0: a free row); in the padding before `end`, so the
    /// row stays 40 bytes.
    var users: Int32 = 0
    var end: Int64 = .max

    /// Whether the eased progress is the timing's alone, so blocks with the same timing may
    /// share its row: a linear or interned Bézier curve. A custom curve, a spring, Penner or
    /// steps curve (held by the block's state) and a driven block (asking its animator or
    /// timeline) keep a row of their own.
    var isShareable: Bool { curveKind == .linear || curveKind == .bezier }

    /// Whether `other` has the same timing (every field but `users`).
    @inline(__always)
    func isSameTiming(as other: GroupTiming) -> Bool {
        begin == other.begin && duration == other.duration && end == other.end
            && curveIndex == other.curveIndex && curveKind == other.curveKind
            && cycles == other.cycles && autoreverses == other.autoreverses
    }

    /// Linear progress at tick `now`, clamped to 0…1.
    @inline(__always)
    func linearProgress(at now: Int64) -> Double {
        if cycles { return cycledProgress(at: now) }
        let p = Double(now - begin) / Double(duration)
        return p < 0 ? 0 : (p > 1 ? 1 : p)
    }

    /// The same at a fractional local time (an interactive transition's timeline stands
    /// wherever its percent puts it).
    func linearProgress(atLocal local: Double) -> Double {
        let elapsed = local - Double(begin)
        if !cycles {
            let p = elapsed / Double(duration)
            return p < 0 ? 0 : (p > 1 ? 1 : p)
        }
        if elapsed <= 0 { return 0 }
        if local >= Double(end) { return 1 }
        let runs = elapsed / Double(duration)
        let run = runs.rounded(.down)
        let f = runs - run
        return autoreverses && Int64(run) % 2 == 1 ? 1 - f : f
    }

    /// Progress within the current run: runs restart at 0, or with `autoreverses` every
    /// other run goes from 1 back to 0 (the curve played backwards, as Core Animation's
    /// `autoreverses`). Once the last run is over the presentation is the model (1) — also
    /// after an autoreversed run, which UIKit ends by snapping to the final value.
    func cycledProgress(at now: Int64) -> Double {
        let elapsed = now - begin
        if elapsed <= 0 { return 0 }
        if now >= end { return 1 }
        let run = elapsed / duration
        let f = Double(elapsed % duration) / Double(duration)
        return autoreverses && run % 2 == 1 ? 1 - f : f
    }

    /// Eased progress at tick `now`; before `begin` it is 0 (fill backwards: the delay shows
    /// the from value), after the end 1.
    @inline(__always)
    func eased(at now: Int64, curves: [UnitBezier], curve: TimingCurve?) -> Double {
        let p = linearProgress(at: now)
        switch curveKind {
        case .linear: return p
        case .bezier: return curves[Int(curveIndex)].value(at: p)
        case .other, .driven: return curve?.value(at: p) ?? p
        }
    }
}

/// The cold part of one `animate` call: what to call when it ends. It is the block's
/// ``AnimationHandle`` too: a handle of its own was a second object per block to reach and
/// free on the frame the block ends (callgrind: ~180 instructions a block, its `deinit`).
///
/// Its stored properties are read and written on every block's end (a frame may end ten
/// thousand), and each access of a class's stored property costs a dynamic exclusivity
/// check (callgrind: ~78 instructions). They are unchecked: internal, plain values, and no
/// access to them spans a call out of the engine (a driver's or a clock's closure is copied
/// out before it is called).
///
/// A script may hold the handle long after the block ended, so what the state holds for
/// the running block only — the completion, a custom curve, the rare parts — is dropped
/// when it completes (``takeCompletion()``): a Lua completion or curve capturing its own
/// handle would otherwise be a cycle through the Lua registry that neither collector sees.
final class GroupState: AnimationHandle {
    // The fields are declared in the order that packs them: the two flags and the live
    // count right after the handle's `finished` byte, the slot in the tail of `tracks` (28
    // bytes: 4-byte track references), the end timer's place in 8 bytes. The state is 104
    // bytes, glibc's 112-byte block (120 and 128 with 8-byte references; GroupStateTests pins
    // it), within what its fast bins keep: ten thousand blocks ending in one frame are
    // freed without `_int_free`'s consolidation (callgrind: 182 → 151 instructions a free),
    // and an animation block takes 48 bytes less (152 bytes, a 160-byte block, with the
    // options kept whole, a `TimerID` for the end timer and the handle's `finished` before
    // its continuations; 176 with an unowned system reference and the continuations inline;
    // 208 before that; docs/benchmark.md, memory).
    /// False once any of the group's animations was replaced (cut short).
    @exclusivity(unchecked) var allFinished = true
    /// Whether the block was begun with `.allowUserInteraction`: the one option read after
    /// the block began (``AnimationSystem/allowsUserInteraction(_:)``).
    @exclusivity(unchecked) private(set) var allowsUserInteraction: Bool
    /// How many of ``tracks`` are still the block's own (a replaced one is taken off).
    @exclusivity(unchecked) var liveTracks: Int32 = 0
    @exclusivity(unchecked) var tracks = GroupTracks()
    /// For an `animate` block's end timer: the slot it ends (``AnimationSystem/endBlocks(from:at:budget:)``).
    @exclusivity(unchecked) var slot: Int32 = -1
    @exclusivity(unchecked) private(set) var completion: ((Bool) throws -> Void)?
    /// Where an `animate` block's end timer lies, to cancel it (``Clock/cancelBlockEnd(of:at:)``);
    /// ``BlockEndTimer/none`` for a block without one.
    @exclusivity(unchecked) var endTimer = BlockEndTimer.none
    /// The clock hold of a block that repeats forever (it has no end timer).
    var hold: HoldID? {
        get { rare?.hold }
        set { if newValue != nil || rare != nil { rareParts.hold = newValue } }
    }
    /// For a block of an interactive transition: its end timer, which the timeline
    /// schedules on the clock as its local end comes (TransitionTimeline.swift).
    var timelineEndTimer: TimerID? {
        get { rare?.timelineEndTimer }
        set { if newValue != nil || rare != nil { rareParts.timelineEndTimer = newValue } }
    }
    /// For a property animator's block: the animator, which says how far the block is, the
    /// block's index in it, and whether this is the block's companion group that moves
    /// views' centres along y on the `dy` spring (``PropertyAnimator/curveY``).
    var driver: (animator: PropertyAnimator, block: Int, alongY: Bool)? {
        get { rare?.driver }
        set { if newValue != nil || rare != nil { rareParts.driver = newValue } }
    }
    /// For a block of an interactive transition: the timeline whose local time it runs on.
    var timeline: TransitionTimeline? {
        get { rare?.timeline }
        set { if newValue != nil || rare != nil { rareParts.timeline = newValue } }
    }
    /// For a ``Timeline``'s group: its local time (seconds) at a clock tick, which its
    /// tracks' paths map to values.
    var clock: ((Int64) -> Double)? {
        get { rare?.clock }
        set { if newValue != nil || rare != nil { rareParts.clock = newValue } }
    }
    /// For a ``Timeline``'s group: the timeline, which the trace shows in its place (the
    /// group itself begins no block a trace names).
    var player: Timeline? {
        get { rare?.player }
        set { if newValue != nil || rare != nil { rareParts.player = newValue } }
    }

    /// The block's curve when the store's curve table does not hold it: for any
    /// ``GroupTiming/curveKind`` but `.linear` and `.bezier` (``AnimationStore/curve(ofGroup:)``).
    var curve: TimingCurve? {
        get { rare?.curve }
        set { if newValue != nil || rare != nil { rareParts.curve = newValue } }
    }

    /// The seven above, boxed: a plain `animate` block has none of them — its curve is in the
    /// store's table — and inline they were about 150 of the state's bytes (`transit-bench`
    /// memory: 36 bytes less a block for the first four, the curve's 104 more).
    private final class Rare {
        var hold: HoldID?
        var timelineEndTimer: TimerID?
        var driver: (animator: PropertyAnimator, block: Int, alongY: Bool)?
        var timeline: TransitionTimeline?
        var clock: ((Int64) -> Double)?
        weak var player: Timeline?
        var curve: TimingCurve?
    }
    @exclusivity(unchecked) private var rare: Rare?
    private var rareParts: Rare {
        if let rare { return rare }
        let made = Rare()
        rare = made
        return made
    }

    init(id: Int, completion: ((Bool) throws -> Void)?, options: AnimationOptions = []) {
        self.completion = completion
        allowsUserInteraction = options.contains(.allowUserInteraction)
        super.init(id: id)
    }

    /// Makes this state, an ended block's that nothing else holds (``AnimationSystem/keepForReuse(_:)``),
    /// a new block's, as ``init(id:completion:options:)`` makes one.
    func reuse(id: Int, completion: ((Bool) throws -> Void)?, options: AnimationOptions) {
        restart(id: id)
        allFinished = true
        allowsUserInteraction = options.contains(.allowUserInteraction)
        liveTracks = 0
        tracks = GroupTracks()
        slot = -1
        self.completion = completion
        endTimer = .none
        rare = nil
    }

    /// Whether no weak or unowned reference to this state exists: with its one strong
    /// reference the caller's, no handle a script or a host holds can see it, and it may be
    /// reused (``AnimationSystem/keepForReuse(_:)``). The runtime's own counts, each 1 for the
    /// strong references together and one more for each weak or unowned reference beside
    /// them: a weak reference (``Timeline/groupState``, a host's `weak var`) or an unowned
    /// one would otherwise read a later block through the reused state.
    @inline(__always)
    var hasNoWeakOrUnownedReference: Bool {
        _getWeakRetainCount(self) == 1 && _getUnownedRetainCount(self) == 1
    }

    /// The completion, taken for the block's end: from now on the state is only the handle
    /// a script may still hold (see the type), so what could reach back to the script goes.
    func takeCompletion() -> ((Bool) throws -> Void)? {
        let taken = completion
        if taken != nil { completion = nil }
        if rare != nil { rare = nil }   // a custom curve is there
        return taken
    }

    /// The eased progress of a `.driven` group at clock tick `tick`.
    func drivenProgress(_ timing: GroupTiming, at tick: Int64) -> Double {
        if let (animator, block, alongY) = driver { return animator.weight(ofBlock: block, at: tick, alongY: alongY) }
        if let clock { return clock(tick) }
        if let timeline {
            let p = timing.linearProgress(atLocal: timeline.local(at: tick))
            return curve?.value(at: p) ?? p
        }
        return timing.linearProgress(at: tick)
    }
}

/// Active animations in contiguous arrays with free lists, so slots are stable indices,
/// dead slots are reused, and the frame pass walks plain arrays without dictionaries or
/// allocation.
///
/// - Tracks: one ``TrackList`` per property, grouped by ``TrackLane`` (struct-of-arrays by
///   kind: a lane's lists share a payload type and a frame-pass loop); a view and a group
///   each list their live ``TrackRef``s.
/// - `groups`: per `animate` call (a group slot), its cold state, and in `groupTimings` its
///   row in `timings`: one row per distinct timing, shared by the blocks that have it
///   (``GroupTiming/isShareable``), and `progress`, the frame pass's eased value per row.
/// - `curves`: the Bézier curves in use, interned (the dictionary is only consulted when a
///   block starts, never per frame).
/// - `views`, `modelPrefixes`, `modelTransforms`, `rendered`: per animated view (a view
///   holds a slot while it has live tracks): the view, a copy of the part of its model's
///   core (``ModelCore``) the frame pass reads every frame, its decomposed transform, and
///   the frame pass's output (``RenderedCore``: the core but its tail).
/// - `layerRows`, `tailRows`: the same for the layer's values (``LayerModel``) and the
///   core's tail (``CoreTail``), in tables with rows only for the slots that have had a
///   track of one of their properties (``SlotRows``): a view without one presents its
///   model's values there.
struct AnimationStore {
    /// Per lane, one list per property of the lane, in ``PropertyDescriptor/laneIndex`` order.
    var points = AnimationStore.lists(.additivePoint, of: Delta2.self)
    var rects = AnimationStore.lists(.additiveRect, of: Delta4.self)
    var transforms = AnimationStore.lists(.additiveTransform, of: Delta6.self)
    var scalars = AnimationStore.lists(.replacingScalar, of: ScalarSpan.self)
    var colors = AnimationStore.lists(.replacingColor, of: ColorSpan.self)
    var pointSpans = AnimationStore.lists(.replacingPoint, of: PointSpan.self)
    var transforms3D = AnimationStore.lists(.additiveTransform3D, of: AnimVector.self)
    /// Keyframe tracks of every property (rare: walked after the per-property lists).
    var keyframes = TrackList<KeyframeTrack>()

    var groups: [GroupState?] = []
    var freeGroups: [Int32] = []
    /// Per group slot, how its block ends (``GroupEnd``): with its row, and then whether it
    /// has ended and awaits reclamation (AnimationStore+RowEnds.swift).
    var groupEnds: [UInt8] = []
    /// The rows whose blocks that end with their row end by one timer (``RowEnd``).
    var rowEnds: [Int32: RowEnd] = [:]
    /// How many group slots rows' ends have looked at, for the tests (RowEndStageTests: a row's
    /// end costs its own blocks, not every slot).
    var rowEndVisits = 0
    /// The reclamation's place, and the tick of the last row end (nothing is reclaimed on the
    /// frame it ended); how many groups await it is in ``counts``.
    var reclaimCursor = 0
    var lastRowEnd: Int64 = .min
    /// Per group slot, its row in ``timings`` (left as it was when the slot is freed: a free
    /// slot's `groups` entry is nil, which is what the readers ask first).
    var groupTimings: [Int32] = []
    /// The timing rows and, per row, the frame pass's eased progress. Blocks begun together
    /// — a block per view begun in one loop, nested blocks — have the same timing, so they
    /// share one row while any of them runs (AnimationStore+Timings.swift): pass 1 eases
    /// once per row, not once per block, and a block keeps 4 bytes, not a 40-byte row and
    /// its 8-byte progress (docs/benchmark.md, memory).
    var timings: [GroupTiming] = []
    var progress: [Double] = []
    var freeTimings: [Int32] = []
    /// The shared rows in use, by their timing.
    var sharedTimings: [TimingKey: Int32] = [:]
    /// The shared row made or found last: blocks begun one after another find it without
    /// hashing their timing.
    var lastSharedTiming: Int32 = -1
    /// How many live groups have a row of their own (not ``GroupTiming/isShareable``): pass 1
    /// walks the groups for them only when there are any.
    var ownTimingGroups = 0

    var curves: [UnitBezier] = []
    /// The same curves as they were given (names and all), for ``curve(ofGroup:)``.
    private var namedCurves: [TimingCurve] = []
    private var curveIndex: [BezierKey: Int32] = [:]

    var views: [View?] = []
    var freeViews: [Int32] = []
    /// Each animated view's model `bounds` and `center` (``ModelPrefix``): what pass 2 copies
    /// into the presentation every frame. The rest of the model is read from the view
    /// (`views`) on the frames that copy it whole — the slot's first, and those after its
    /// model changed or one of its tracks ended (``SlotMarks/modelCopied``): a whole copy
    /// here was 104 bytes more per animated view, about 110 with the array's growth
    /// (docs/benchmark.md, memory).
    var modelPrefixes: [ModelPrefix] = []
    /// Each animated view's model transform (the one transform-kind property's), decomposed
    /// when the view gets its slot and, after its model changed, by the next frame pass
    /// (``SlotMarks/modelTransformStale``) — not every frame.
    var modelTransforms: [Delta6] = []
    /// Per slot, how many live tracks its view has: the ending frame frees a slot when it
    /// falls to 0 without reaching the list (AnimationStore+ViewTracks.swift).
    var slotTrackCounts: [Int32] = []
    /// Per slot, the first four of its view's live tracks; `moreSlotTracks`, the rest of the
    /// slots that have more (AnimationStore+ViewTracks.swift).
    var slotTracks: [SlotTracks] = []
    var moreSlotTracks: [Int32: [TrackRef]] = [:]
    /// Per slot whose view's list still holds tracks that have ended, how many (a list longer
    /// than ``AnimationStore/eagerSweepLength`` is swept when they are half of it, not at
    /// each block's end: AnimationStore+ViewTracks.swift). Empty but in such scripts.
    var deadListed: [Int32: Int32] = [:]
    /// While ``AnimationSystem/removeAllAnimations(of:)`` cuts its tracks: per view slot, how
    /// many ``removeTrack(_:)`` killed and the number of the last of those kills. Each view's
    /// list is swept once at the end (``sweepDeferredKills()``) instead of being shifted at
    /// every cut: a view with n animations, cut in block order, cost n² (20,000 blocks of one
    /// view's `center`: 8.1 s in one host call, which no limit interrupts).
    var deferredKills: [Int32: DeferredKills]?
    var deferredKillCount = 0
    #if DEBUG
    /// Places of views' lists read to take tracks off them (tests: a batch of cuts is linear).
    var listSteps = 0
    #endif
    /// Per slot, the frame pass's output: the core's fields but its tail (``RenderedCore``).
    var rendered: [RenderedCore] = []
    /// The layer's values (``LayerModel``) and the core's tail (``CoreTail``), each in a table
    /// with rows only for the slots that have had a track of one of its properties: a view
    /// without one presents its model's values there. Sparse because a ``LayerModel`` is
    /// 272 bytes (two of them per slot were 544 of the 2,569 bytes an animation block cost)
    /// and the tail 48 (51 of 1,097; docs/benchmark.md), and few views animate them.
    var layerRows = SlotRows<LayerModel>()
    var tailRows = SlotRows<CoreTail>()
    /// Per slot, the frame pass's marks (``SlotMarks``).
    var slotMarks: [SlotMarks] = []
    /// The slots whose view's model or tracks hold a number of magnitude ``FiniteRange/wide``
    /// or more, until the slot is freed: only these can overflow in the frame pass, which
    /// then presents them by the finite rules (AnimationStore+WideSlots.swift).
    var wideSlots: Set<Int32> = []

    /// The live group and view counts live in a box the engine also holds, so a host may
    /// read them at any moment: the memory limit's hook runs inside a Lua curve that the
    /// frame pass evaluates while the store is being mutated, and reading the store itself
    /// there is a Swift exclusivity violation (a crash). The store is never copied.
    let counts = StoreCounts()
    var liveGroupCount: Int { counts.groups }
    /// Every list's live tracks (in the counts' box: the memory limit's hook reads it).
    var liveTrackCount: Int { counts.tracks }
    /// How many tracks may be alive at once, every list's together: a list appends an index
    /// only when all its items are alive, so none passes ``TrackRef/maxIndex`` while this
    /// bound holds (``hasRoom(forTracks:)``). A field rather than a constant so that a test can
    /// reach it without making 67 million tracks.
    var trackLimit = Int(TrackRef.maxIndex) + 1
    /// ``TrackPlaces/shared``, held where a kill reaches it without a `swift_once`.
    let trackPlaces = TrackPlaces.shared
    var liveViewCount: Int { counts.views }

    // MARK: Curves

    /// The index of `curve`, the Bézier curve `bezier`, in ``curves``, adding it on first
    /// use (by its control points and its name: the same points named twice are two).
    mutating func intern(_ bezier: UnitBezier, of curve: TimingCurve) -> Int32 {
        let key = BezierKey(x1: bezier.x1, y1: bezier.y1, x2: bezier.x2, y2: bezier.y2, name: curve.name)
        if let i = curveIndex[key] { return i }
        curves.append(bezier)
        namedCurves.append(curve)
        let i = Int32(curves.count - 1)
        curveIndex[key] = i
        return i
    }

    /// The timing curve of the live group in `slot`: its state's own, or the table's.
    func curve(ofGroup slot: Int) -> TimingCurve {
        if let own = groups[slot]?.curve { return own }
        let timing = self.timing(ofGroup: Int32(slot)), i = timing.curveIndex
        return timing.curveKind == .bezier && i >= 0 ? namedCurves[Int(i)] : .linear
    }

    // MARK: Groups

    mutating func addGroup(_ timing: GroupTiming, _ state: GroupState) -> Int32 {
        counts.groups += 1
        let row = addTimingUser(timing)
        if let slot = freeGroups.popLast() {
            groups[Int(slot)] = state
            groupTimings[Int(slot)] = row
            groupEnds[Int(slot)] = 0
            return slot
        }
        groups.appendGrowingByAQuarter(state)
        groupTimings.appendGrowingByAQuarter(row)
        groupEnds.appendGrowingByAQuarter(0)
        return Int32(groups.count - 1)
    }

    /// Removes the group's remaining tracks and frees its slot; returns its state.
    ///
    /// The tracks are killed first and each view's list swept once after its run of tracks
    /// (a block's tracks come view by view), not searched and shifted per track: a frame
    /// ending ten thousand blocks ends forty thousand tracks.
    @discardableResult
    mutating func removeGroup(_ slot: Int32) -> GroupState? {
        guard let state = groups[Int(slot)] else { return nil }
        remove(slot, state)
        return state
    }

    /// ``removeGroup(_:)`` if the slot still holds `state` (a block's end timer, whose slot
    /// may since have been retired and reused); whether it did. One access to the store for
    /// the check and the removal, and the state not read from the slot again.
    mutating func removeGroup(_ slot: Int32, ifItHolds state: GroupState) -> Bool {
        guard groups[Int(slot)] === state else { return false }
        remove(slot, state)
        return true
    }

    /// Removes the group `state` in `slot` (see ``removeGroup(_:)``). A group ended with its
    /// row left the live count then, and leaves the count of those awaiting reclamation
    /// (AnimationStore+RowEnds.swift).
    mutating func remove(_ slot: Int32, _ state: GroupState) {
        let count = state.tracks.count
        // `liveTracks` counts the block's tracks still its own (a replaced one is taken off
        // it): when that is all of them, none needs its group looked up.
        if Int(state.liveTracks) == count {
            // By index, each read from the state: iterating the collection cost ~20
            // instructions a block more, and a copy of it ~100 more (callgrind: the copy's
            // four references taken apart field by field up front, and its array retained
            // and released).
            killByView(count) { state.tracks[$0] }
        } else {
            // Only the tracks still in this group: a replaced track's slot may since hold a
            // newer block's track, which must keep running. Taken first, so that a view's
            // run of them lies together for its sweep, which may mark them
            // (``sweepSome(viewSlot:killed:run:)``).
            var own: [TrackRef] = []
            for i in 0..<count where group(of: state.tracks[i]) == slot { own.append(state.tracks[i]) }
            killByView(own.count) { own[$0] }
        }
        state.liveTracks = 0
        removeTimingUser(row: groupTimings[Int(slot)])
        groups[Int(slot)] = nil
        let ended = groupEnds[Int(slot)]
        groupEnds[Int(slot)] = 0
        freeGroups.appendFree(slot, upTo: groups.count)
        if ended & GroupEnd.pending != 0 { counts.pendingGroups -= 1 } else { counts.groups -= 1 }
        if ended == GroupEnd.withRow { counts.joinedGroups -= 1 }   // left before its row's end
    }

    /// Kills the `count` tracks `track(0)`… (a block's, which come view by view), sweeping
    /// each view's list once after its run of them.
    @inline(__always)
    private mutating func killByView(_ count: Int, _ track: (Int) -> TrackRef) {
        var pending: Int32 = -1, killed = 0, first = 0
        for i in 0..<count {
            let v = kill(track(i))
            if v != pending {
                if pending >= 0 { sweep(viewSlot: pending, killed: killed) { track(first + $0) } }
                pending = v
                killed = 0
                first = i
            }
            killed += 1
        }
        if pending >= 0 { sweep(viewSlot: pending, killed: killed) { track(first + $0) } }
    }

    // MARK: Tracks

    /// Whether `count` more tracks fit under ``trackLimit``: asked before a block makes its
    /// tracks, so that one too many is the script's error at its line (``tooManyTracks``)
    /// and not a reference's overflow (a crash). A plain read: a throwing method here, called
    /// through the system's `store`, copied the whole store (callgrind: 2.6 M instructions of
    /// retains and releases in `--profile-tween 2000`'s 2,000 begins).
    @inline(__always)
    func hasRoom(forTracks count: Int) -> Bool { liveTrackCount + count <= trackLimit }

    var tooManyTracks: CoreError {
        CoreError(.invalidArgument, "too many running animation tracks (limit \(trackLimit))")
    }

    /// Adds a keyframe track of `property` following `path`.
    mutating func addKeyframeTrack(view: View, group: Int32, property: AnimatedProperty, path: KeyframePath) {
        let v = viewSlot(for: view)
        if path.values.contains(where: { $0.reaches(FiniteRange.wide) }) { wideSlots.insert(v) }
        if !deadListed.isEmpty { unlistBeforeReuse(property.descriptor, keyframed: true) }
        let index = keyframes.add(viewSlot: v, group: group, KeyframeTrack(property: property, path: path))
        markRowTracks(property.descriptor, v) { path.value(at: 0) }
        attach(TrackRef(property.descriptor, index: index, keyframed: true), to: view, slot: v, group: group)
    }

    /// Adds a track. `from`/`to` are vectors in the property's layout: for additive
    /// properties `from` is the delta `old − new` and `to` is unused.
    mutating func addTrack(view: View, group: Int32, property: AnimatedProperty,
                           from: AnimVector, to: AnimVector) {
        let d = property.descriptor
        let v = viewSlot(for: view), l = d.laneIndex
        markRowTracks(d, v) { from }
        if from.reaches(FiniteRange.wide) || to.reaches(FiniteRange.wide) { wideSlots.insert(v) }
        if !deadListed.isEmpty { unlistBeforeReuse(d, keyframed: false) }
        let index: Int32
        switch d.lane {
        case .additivePoint:
            index = points[l].add(viewSlot: v, group: group, Delta2(dx: from.v0, dy: from.v1))
        case .additiveRect:
            index = rects[l].add(viewSlot: v, group: group,
                                 Delta4(dx: from.v0, dy: from.v1, dw: from.v2, dh: from.v3))
        case .additiveTransform:
            index = transforms[l].add(viewSlot: v, group: group, Delta6(from))
        case .replacingScalar:
            index = scalars[l].add(viewSlot: v, group: group, ScalarSpan(from: from.v0, to: to.v0))
        case .replacingColor:
            index = colors[l].add(viewSlot: v, group: group, ColorSpan(from: from.color, to: to.color))
        case .replacingPoint:
            index = pointSpans[l].add(viewSlot: v, group: group, PointSpan(from: from.point, to: to.point))
        case .additiveTransform3D:
            index = transforms3D[l].add(viewSlot: v, group: group, from)
        }
        attach(TrackRef(d, index: index), to: view, slot: v, group: group)
    }

    /// Sets the delta (`old − new`) of a live additive point track — a centre's, whose x and y
    /// parts ``AnimationSystem/splitAlongY(block:of:)`` puts on two tracks — in place: its
    /// index stays its group's (removed and added again, the group would list it twice).
    mutating func setPointDelta(_ t: TrackRef, _ from: AnimVector) {
        precondition(!t.keyframed && trackPlaces.lane(of: t) == .additivePoint)
        points.unretained(Int(trackPlaces.list(of: t))) { $0.setPayload(t.index, Delta2(dx: from.v0, dy: from.v1)) }
    }

    /// `slot` is the view's (given by ``viewSlot(for:)``; not read back from the view: a
    /// checked access of its field).
    private mutating func attach(_ ref: TrackRef, to view: View, slot: Int32, group: Int32) {
        appendTrack(ref, toSlot: slot)
        let state = groups[Int(group)]!
        state.tracks.append(ref)
        state.liveTracks += 1
        counts.tracks &+= 1
    }

    @inline(__always)
    func isLive(_ t: TrackRef) -> Bool { group(of: t) >= 0 }

    /// The group slot of a track (-1 when dead).
    @inline(__always)
    func group(of t: TrackRef) -> Int32 {
        let i = Int(t.index)
        if t.keyframed { return keyframes[i].group }
        let l = Int(trackPlaces.list(of: t))
        switch trackPlaces.lane(of: t) {
        case .additivePoint: return points.unretained(l) { $0[i].group }
        case .additiveRect: return rects.unretained(l) { $0[i].group }
        case .additiveTransform: return transforms.unretained(l) { $0[i].group }
        case .replacingScalar: return scalars.unretained(l) { $0[i].group }
        case .replacingColor: return colors.unretained(l) { $0[i].group }
        case .replacingPoint: return pointSpans.unretained(l) { $0[i].group }
        case .additiveTransform3D: return transforms3D.unretained(l) { $0[i].group }
        }
    }

    /// The index the list of `t` (its property's, or the keyframe list) gives the next track
    /// added to it, or -1 when it appends one (``TrackList/nextReused``).
    func nextReused(inListOf t: TrackRef) -> Int32 {
        if t.keyframed { return keyframes.nextReused }
        let l = Int(trackPlaces.list(of: t))
        switch trackPlaces.lane(of: t) {
        case .additivePoint: return points.unretained(l) { $0.nextReused }
        case .additiveRect: return rects.unretained(l) { $0.nextReused }
        case .additiveTransform: return transforms.unretained(l) { $0.nextReused }
        case .replacingScalar: return scalars.unretained(l) { $0.nextReused }
        case .replacingColor: return colors.unretained(l) { $0.nextReused }
        case .replacingPoint: return pointSpans.unretained(l) { $0.nextReused }
        case .additiveTransform3D: return transforms3D.unretained(l) { $0.nextReused }
        }
    }

    /// Sets the group of the dead track `t` to `dead` (``TrackList/markDead(_:_:)``).
    func markDead(_ t: TrackRef, _ dead: Int32) {
        let i = t.index
        if t.keyframed { return keyframes.markDead(i, dead) }
        let l = Int(trackPlaces.list(of: t))
        switch trackPlaces.lane(of: t) {
        case .additivePoint: points.unretained(l) { $0.markDead(i, dead) }
        case .additiveRect: rects.unretained(l) { $0.markDead(i, dead) }
        case .additiveTransform: transforms.unretained(l) { $0.markDead(i, dead) }
        case .replacingScalar: scalars.unretained(l) { $0.markDead(i, dead) }
        case .replacingColor: colors.unretained(l) { $0.markDead(i, dead) }
        case .replacingPoint: pointSpans.unretained(l) { $0.markDead(i, dead) }
        case .additiveTransform3D: transforms3D.unretained(l) { $0.markDead(i, dead) }
        }
    }

    /// Kills a live track, detaching it from its view (and freeing the view's slot when it
    /// was the last). The group's counters are the caller's business.
    mutating func removeTrack(_ t: TrackRef) {
        guard isLive(t) else { return }
        let v = kill(t)
        if deferredKills != nil {                // the view's list is swept when the cuts end
            deferredKillCount += 1
            deferredKills![v, default: DeferredKills()].count(kill: deferredKillCount)   // one look-up
            return
        }
        if slotTrackCounts[Int(v)] == 1 { slotTrackCounts[Int(v)] = 0; releaseViewSlot(v); return }
        slotMarks[Int(v)].remove(.modelCopied)   // its field shows the model again
        // a list that holds ended tracks is swept whole (it may have no live one left)
        if listsDeadTracks(ofSlot: v) { unlistDeadTracks(ofSlot: v) } else { unlistTrack(t, ofSlot: v) }
    }

    /// Marks a live track dead in its list, leaving its view's list to the caller; returns
    /// the view's slot. The lane's array of lists is only read (a list is an object owning
    /// its storage: ``TrackList``), so no uniqueness check stands between a kill and its item.
    @inline(__always)
    private mutating func kill(_ t: TrackRef) -> Int32 {
        counts.tracks &-= 1
        if t.keyframed { return keyframes.remove(t.index) }
        let l = Int(trackPlaces.list(of: t))
        switch trackPlaces.lane(of: t) {
        case .additivePoint: return points.unretained(l) { $0.remove(t.index) }
        case .additiveRect: return rects.unretained(l) { $0.remove(t.index) }
        case .additiveTransform: return transforms.unretained(l) { $0.remove(t.index) }
        case .replacingScalar: return scalars.unretained(l) { $0.remove(t.index) }
        case .replacingColor: return colors.unretained(l) { $0.remove(t.index) }
        case .replacingPoint: return pointSpans.unretained(l) { $0.remove(t.index) }
        case .additiveTransform3D: return transforms3D.unretained(l) { $0.remove(t.index) }
        }
    }

    /// Starts a batch of cuts whose views' lists are swept at its end (``deferredKills``);
    /// false when one is open already, which the cuts then join (its starter sweeps). Nothing
    /// may read a view's list before ``sweepDeferredKills()``: it still holds the tracks killed
    /// meanwhile.
    mutating func deferKills() -> Bool {
        guard deferredKills == nil else { return false }
        deferredKills = [:]
        deferredKillCount = 0
        return true
    }

    /// Ends the batch: each view's list loses the tracks killed, its slot freed when they were
    /// all it had — in the order of each view's last kill, the order in which removing them
    /// one by one freed the slots.
    mutating func sweepDeferredKills() {
        guard let kills = deferredKills else { return }
        deferredKills = nil
        for (v, k) in kills.sorted(by: { $0.value.last < $1.value.last }) {
            if freeByCount(viewSlot: v, killed: k.killed) { continue }
            slotMarks[Int(v)].remove(.modelCopied)
            unlistDeadTracks(ofSlot: v)
        }
    }

    /// Takes the `killed` tracks just killed, `run(0)`…, off the list of the view in
    /// `viewSlot`, freeing the slot if none is left: by its count when they were all it
    /// listed (``freeByCount(viewSlot:killed:)``), otherwise swept now or later
    /// (``sweepSome(viewSlot:killed:run:)``).
    @inline(__always)
    private mutating func sweep(viewSlot v: Int32, killed: Int, run: (Int) -> TrackRef) {
        if !freeByCount(viewSlot: v, killed: killed) { sweepSome(viewSlot: v, killed: killed, run: run) }
    }

    /// Frees the slot of the view in `viewSlot` if the `killed` tracks just killed are all
    /// it lists — a view animated by one block, the ending frame's common case — by its
    /// count alone: the list's places are left as they are (read only up to the count), and
    /// nothing asks each track's list whether it lives (callgrind: 650 instructions per
    /// ended block, most of them those look-ups, before the count). Whether it did.
    @inline(__always)
    private mutating func freeByCount(viewSlot v: Int32, killed: Int) -> Bool {
        let listed = slotTrackCounts[Int(v)]
        guard listed == Int32(truncatingIfNeeded: killed) else { return false }
        slotTrackCounts[Int(v)] = 0
        dropMoreTracks(ofSlot: v, listed: Int(listed))
        releaseViewSlot(v)
        return true
    }
}

/// A view's tracks killed in a batch of cuts (``AnimationStore/deferredKills``).
struct DeferredKills {
    var killed = 0
    /// The number of the batch's last kill of one of them.
    var last = 0

    mutating func count(kill number: Int) {
        killed += 1
        last = number
    }
}

/// The hashable identity of a Bézier curve, for interning.
struct BezierKey: Hashable {
    var x1, y1, x2, y2: Double
    var name: String
}

/// ``AnimationStore``'s live counts, shared with the ``Engine`` (see `counts`).
final class StoreCounts {
    var groups = 0
    var views = 0
    /// Live tracks. Unchecked for exclusivity: a plain count, changed on every track's
    /// begin and end (the ending frame's kills) where a checked access would cost more than
    /// the change, and read only by the memory limit's hook, which runs no code of the store.
    @exclusivity(unchecked) var tracks = 0
    /// The bytes of the sparse tables' rows in use (``SlotRows``: a layer row is 544 bytes),
    /// for the same hook.
    var rowBytes = 0
    /// Groups ended with their timing row and not yet reclaimed (AnimationStore+RowEnds.swift):
    /// read before any reader of liveness settles them, without an access to the store.
    @exclusivity(unchecked) var pendingGroups = 0
    /// Groups that joined their row's end and have not ended, and the rows' end timers
    /// pending: the clock counts a timer per block as before (``Clock/pendingTimerCount``).
    @exclusivity(unchecked) var joinedGroups = 0
    @exclusivity(unchecked) var rowTimers = 0
}
