/// One property of one view moving over one animation's time: the unit the frame pass
/// evaluates. A plain struct stored contiguously in ``AnimationStore/tracks``.
struct Track {
    var viewSlot: Int32
    var group: Int32
    var property: AnimatedProperty
    var isLive: Bool
    /// Additive tracks: the delta `old − new`, weighted by `1 − eased progress`.
    /// Replaced tracks: the start value.
    var from: AnimVector
    /// Replaced tracks: the end value (unused by additive tracks).
    var to: AnimVector
}

/// How a group's curve is evaluated on the hot path: Bézier and linear curves are plain
/// values copied into the timing record; anything else (custom closures) goes through the
/// cold ``GroupState/curve``.
enum CurveKind: UInt8 {
    case linear, bezier, other
}

/// The hot part of one `animate` call: its timing and curve, stored contiguously.
struct GroupTiming {
    /// Tick at which the animations start moving (the call's time plus the delay).
    var begin: Int64
    /// Length in ticks (> 0: zero-duration blocks never create groups).
    var duration: Int64
    var isLive: Bool
    var curveKind: CurveKind
    var bezier: UnitBezier

    /// Eased progress at tick `now`; before `begin` it is 0 (fill backwards: the delay shows
    /// the from value), after the end 1.
    @inline(__always)
    func eased(at now: Int64, curve: TimingCurve?) -> Double {
        var p = Double(now - begin) / Double(duration)
        if p < 0 { p = 0 } else if p > 1 { p = 1 }
        switch curveKind {
        case .linear: return p
        case .bezier: return bezier.value(at: p)
        case .other: return curve?.value(at: p) ?? p
        }
    }
}

/// The cold part of one `animate` call: what to call when it ends.
final class GroupState {
    let handle: AnimationHandle
    let completion: ((Bool) throws -> Void)?
    let curve: TimingCurve
    var trackSlots: [Int32] = []
    var liveTracks = 0
    /// False once any of the group's animations was replaced (cut short).
    var allFinished = true
    var endTimer: TimerID?

    init(handle: AnimationHandle, completion: ((Bool) throws -> Void)?, curve: TimingCurve) {
        self.handle = handle
        self.completion = completion
        self.curve = curve
    }
}

/// Active animations in contiguous arrays with free lists, so slots are stable indices,
/// dead slots are reused, and the frame pass walks plain arrays without dictionaries or
/// allocation.
///
/// - `tracks`: every (view, property) animation; a view lists its live track slots.
/// - `timings` / `groups`: per `animate` call, hot timing and cold state, same index.
/// - `views`, `accumulators`, `rendered`: per animated view (a view gets a slot while it has
///   live tracks), the frame pass's scratch and output.
struct AnimationStore {
    var tracks: [Track] = []
    var freeTracks: [Int32] = []

    var timings: [GroupTiming] = []
    var groups: [GroupState?] = []
    var freeGroups: [Int32] = []
    /// Eased progress per group slot, written by the frame pass.
    var progress: [Double] = []

    var views: [View?] = []
    var freeViews: [Int32] = []
    var accumulators: [PresentationAccumulator] = []
    var rendered: [Presentation] = []
    /// Whether `rendered[slot]` was written since the slot was given to its view.
    var isRendered: [Bool] = []

    private(set) var liveGroupCount = 0
    private(set) var liveTrackCount = 0
    private(set) var liveViewCount = 0

    // MARK: Groups

    mutating func addGroup(_ timing: GroupTiming, _ state: GroupState) -> Int32 {
        liveGroupCount += 1
        if let slot = freeGroups.popLast() {
            timings[Int(slot)] = timing
            groups[Int(slot)] = state
            return slot
        }
        timings.append(timing)
        groups.append(state)
        progress.append(0)
        return Int32(timings.count - 1)
    }

    /// Removes the group's remaining tracks and frees its slot; returns its state.
    @discardableResult
    mutating func removeGroup(_ slot: Int32) -> GroupState? {
        guard let state = groups[Int(slot)] else { return nil }
        for t in state.trackSlots where tracks[Int(t)].isLive { removeTrack(t) }
        state.liveTracks = 0
        timings[Int(slot)].isLive = false
        groups[Int(slot)] = nil
        freeGroups.append(slot)
        liveGroupCount -= 1
        return state
    }

    // MARK: Tracks

    mutating func addTrack(view: View, group: Int32, property: AnimatedProperty,
                           from: AnimVector, to: AnimVector) {
        let vslot = viewSlot(for: view)
        let track = Track(viewSlot: vslot, group: group, property: property, isLive: true,
                          from: from, to: to)
        let slot: Int32
        if let s = freeTracks.popLast() {
            tracks[Int(s)] = track
            slot = s
        } else {
            tracks.append(track)
            slot = Int32(tracks.count - 1)
        }
        view.trackSlots.append(slot)
        let state = groups[Int(group)]!
        state.trackSlots.append(slot)
        state.liveTracks += 1
        liveTrackCount += 1
    }

    /// Kills a live track, detaching it from its view (and freeing the view's slot when it
    /// was the last). The group's counters are the caller's business.
    mutating func removeTrack(_ slot: Int32) {
        let track = tracks[Int(slot)]
        guard track.isLive else { return }
        tracks[Int(slot)].isLive = false
        freeTracks.append(slot)
        liveTrackCount -= 1
        let view = views[Int(track.viewSlot)]!
        if let i = view.trackSlots.firstIndex(of: slot) { view.trackSlots.remove(at: i) }
        if view.trackSlots.isEmpty { releaseViewSlot(of: view) }
    }

    /// The live replaced-kind track of `property` on `view`, if any.
    func liveTrack(of view: View, _ property: AnimatedProperty) -> Int32? {
        view.trackSlots.first { tracks[Int($0)].property == property }
    }

    // MARK: View slots

    private mutating func viewSlot(for view: View) -> Int32 {
        if view.animationSlot >= 0 { return view.animationSlot }
        liveViewCount += 1
        let slot: Int32
        if let s = freeViews.popLast() {
            views[Int(s)] = view
            isRendered[Int(s)] = false
            slot = s
        } else {
            views.append(view)
            accumulators.append(PresentationAccumulator())
            rendered.append(Presentation(bounds: .zero, center: .zero, transform: .identity,
                                         alpha: 1, backgroundColor: nil, cornerRadius: 0))
            isRendered.append(false)
            slot = Int32(views.count - 1)
        }
        view.animationSlot = slot
        return slot
    }

    private mutating func releaseViewSlot(of view: View) {
        let slot = view.animationSlot
        guard slot >= 0 else { return }
        views[Int(slot)] = nil
        freeViews.append(slot)
        view.animationSlot = -1
        liveViewCount -= 1
    }
}
