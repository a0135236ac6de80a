/// Each animated view's live tracks, kept by the store per slot: the first four in
/// ``AnimationStore/slotTracks`` (most views animate a few properties: the tween's four), the
/// rest in ``AnimationStore/moreSlotTracks``; ``AnimationStore/slotTrackCounts`` says how many.
/// The view's own array was a 64-byte request, glibc's 80-byte block, per animated view,
/// allocated with its first track and kept after (docs/benchmark.md, memory).
///
/// A slot's list is what its count says: a freed slot's count is 0 and its four places are
/// left as they were (the ending frame frees a slot by its count without reaching them), and
/// a slot keeps an entry in the side table only while it has more than four tracks.
///
/// A list longer than ``eagerSweepLength`` may also hold tracks that have ended: the end of
/// a block sweeps its view's list only once the ended tracks are half of it (counted in
/// ``AnimationStore/deadListed``), so that n blocks of one view ending one after another walk
/// it about 2n steps, not n²/2 (2,000 blocks ending at one tick were 2 million steps in one
/// call: scripts/tests/hostile/ccalls/same_instant_ends_2000_blocks_one_view.lua). Until it
/// is swept, each such track's item keeps the mark ``listedDead(bySlot:)``: its place in its
/// list is free, but before a new track takes it the view's list is swept
/// (``unlistBeforeReuse(_:keyframed:)``), so a reference in a list never names another track
/// than the one listed. The readers below skip the ended tracks; a list's live tracks keep the
/// order they were added in.
extension AnimationStore {
    /// How many of a slot's tracks are held in ``slotTracks``.
    static let inlineTrackCapacity = 4

    /// A list of at most this many is swept at every block's end that leaves some of it
    /// running, as before the lazy sweep: its walk is short, and a view animated by a few
    /// blocks at once — the common case — keeps the list and the cost it had, with no count
    /// to update.
    static let eagerSweepLength = 16

    /// The group of a dead track's item while the list of the view in `slot` still holds it:
    /// below -1, so dead for every reader of items, and the slot read back from it
    /// (``listingSlot(ofDead:)``; not from the item's `viewSlot`, which
    /// ``TrackList/add(viewSlot:group:_:)`` may reset).
    @inline(__always)
    static func listedDead(bySlot slot: Int32) -> Int32 { -2 - slot }
    @inline(__always)
    static func listingSlot(ofDead group: Int32) -> Int32 { -2 - group }

    /// The number of tracks listed for the view in `slot`, ended ones included
    /// (``listsDeadTracks(ofSlot:)``).
    @inline(__always)
    func trackCount(ofSlot slot: Int32) -> Int { Int(slotTrackCounts[Int(slot)]) }

    /// The `i`th track listed for the view in `slot`, in the order they were added (it may
    /// have ended: ``listsDeadTracks(ofSlot:)``).
    func track(ofSlot slot: Int32, _ i: Int) -> TrackRef {
        i < Self.inlineTrackCapacity ? slotTracks[Int(slot)][i] : moreSlotTracks[slot]![i - Self.inlineTrackCapacity]
    }

    /// Whether the list of the view in `slot` holds tracks that have ended.
    @inline(__always)
    func listsDeadTracks(ofSlot slot: Int32) -> Bool { !deadListed.isEmpty && deadListed[slot] != nil }

    /// Calls `body` with each live track of the view in `slot`, in the order they were added
    /// (by index: no array made).
    @inline(__always)
    func forEachLiveTrack(ofSlot slot: Int32, _ body: (TrackRef) -> Void) {
        let skipsDead = listsDeadTracks(ofSlot: slot)
        for i in 0..<trackCount(ofSlot: slot) {
            let t = track(ofSlot: slot, i)
            if skipsDead && !isLive(t) { continue }
            body(t)
        }
    }

    /// The live tracks of `view` (none when it has no slot), as an array: for tests and the
    /// callers that need one.
    func tracks(of view: View) -> [TrackRef] {
        let slot = view.animationSlot
        guard slot >= 0 else { return [] }
        var live: [TrackRef] = []
        forEachLiveTrack(ofSlot: slot) { live.append($0) }
        return live
    }

    /// The live track listed last for `view` (the one just added to it), if it has any:
    /// without the array ``tracks(of:)`` makes.
    func lastTrack(of view: View) -> TrackRef? {
        let slot = view.animationSlot
        guard slot >= 0 else { return nil }
        let skipsDead = listsDeadTracks(ofSlot: slot)
        for i in (0..<trackCount(ofSlot: slot)).reversed() {
            let t = track(ofSlot: slot, i)
            if !skipsDead || isLive(t) { return t }
        }
        return nil
    }

    /// The live track of `property` on `view`, if any (for replaced properties there is at
    /// most one).
    func liveTrack(of view: View, _ property: AnimatedProperty) -> TrackRef? {
        let slot = view.animationSlot
        guard slot >= 0 else { return nil }
        let skipsDead = listsDeadTracks(ofSlot: slot)
        for i in 0..<trackCount(ofSlot: slot) {
            let t = track(ofSlot: slot, i)
            if t.property == property && (!skipsDead || isLive(t)) { return t }
        }
        return nil
    }

    /// Lists `ref` last among the tracks of the view in `slot`.
    mutating func appendTrack(_ ref: TrackRef, toSlot slot: Int32) {
        let n = trackCount(ofSlot: slot)
        slotTrackCounts[Int(slot)] = Int32(n + 1)
        let k = n - Self.inlineTrackCapacity
        if k < 0 {
            slotTracks[Int(slot)][n] = ref
        } else if k == 0 {
            moreSlotTracks[slot] = [ref]
        } else {
            moreSlotTracks[slot]!.append(ref)   // in place
        }
    }

    /// Takes `t` off the list of the view in `slot`, which keeps it and more, the rest
    /// keeping their order.
    mutating func unlistTrack(_ t: TrackRef, ofSlot slot: Int32) {
        let n = trackCount(ofSlot: slot)
        var kept = 0
        for i in 0..<n {
            #if DEBUG
            listSteps += 1
            #endif
            let u = track(ofSlot: slot, i)
            if u == t { continue }
            if kept != i { setTrack(u, ofSlot: slot, kept) }
            kept += 1
        }
        truncateTracks(ofSlot: slot, from: n, to: kept)
    }

    /// Takes the `killed` tracks just killed, `run(0)`…, off the list of the view in `slot`,
    /// which lists more than them (``sweep(viewSlot:killed:run:)``): a long list keeps them,
    /// marked, while its live tracks outnumber its ended ones (see the extension); otherwise
    /// the list is swept now.
    mutating func sweepSome(viewSlot v: Int32, killed: Int, run: (Int) -> TrackRef) {
        slotMarks[Int(v)].remove(.modelCopied)   // their fields show the model again
        let listed = slotTrackCounts[Int(v)]
        if listed > Self.eagerSweepLength {
            let dead = (deadListed.isEmpty ? 0 : deadListed[v] ?? 0) + Int32(killed)
            if dead * 2 < listed {
                let mark = Self.listedDead(bySlot: v)
                for i in 0..<killed { markDead(run(i), mark) }
                deadListed[v] = dead
                return
            }
        }
        unlistDeadTracks(ofSlot: v)
    }

    /// Keeps only the live tracks of the slot's list, in order, forgetting the ended ones —
    /// those just killed and those it held marked (their items become plain dead ones) —
    /// and frees the slot when none is left.
    mutating func unlistDeadTracks(ofSlot slot: Int32) {
        let n = trackCount(ofSlot: slot)
        let marked = listsDeadTracks(ofSlot: slot)
        var kept = 0
        for i in 0..<n {
            #if DEBUG
            listSteps += 1
            #endif
            let u = track(ofSlot: slot, i)
            let g = group(of: u)
            if g < 0 {
                if marked && g != -1 { markDead(u, -1) }
                continue
            }
            if kept != i { setTrack(u, ofSlot: slot, kept) }
            kept += 1
        }
        if marked { deadListed[slot] = nil }
        if kept == 0 {
            slotTrackCounts[Int(slot)] = 0
            dropMoreTracks(ofSlot: slot, listed: n)
            releaseViewSlot(slot)
            return
        }
        truncateTracks(ofSlot: slot, from: n, to: kept)
    }

    /// Before a track is added to the list of `d` (its keyframe list if `keyframed`): if the
    /// item the list reuses next is an ended track a view still lists, that view's list is
    /// swept first — the reference would otherwise stand in it for the new track.
    mutating func unlistBeforeReuse(_ d: PropertyDescriptor, keyframed: Bool) {
        let next = nextReused(inListOf: TrackRef(d, index: 0, keyframed: keyframed))
        guard next >= 0 else { return }
        let g = group(of: TrackRef(d, index: next, keyframed: keyframed))
        if g < -1 { unlistDeadTracks(ofSlot: Self.listingSlot(ofDead: g)) }
    }

    /// Forgets the side-table part of a slot whose view had `listed` tracks and has none
    /// left (its slot is being freed: the four places need nothing).
    @inline(__always)
    mutating func dropMoreTracks(ofSlot slot: Int32, listed: Int) {
        if listed > Self.inlineTrackCapacity { moreSlotTracks[slot] = nil }
    }

    private mutating func setTrack(_ ref: TrackRef, ofSlot slot: Int32, _ i: Int) {
        if i < Self.inlineTrackCapacity {
            slotTracks[Int(slot)][i] = ref
        } else {
            moreSlotTracks[slot]![i - Self.inlineTrackCapacity] = ref   // in place
        }
    }

    /// Shortens the slot's list from `n` to `kept` tracks (its first `kept` already in place).
    private mutating func truncateTracks(ofSlot slot: Int32, from n: Int, to kept: Int) {
        slotTrackCounts[Int(slot)] = Int32(kept)
        guard n > Self.inlineTrackCapacity else { return }
        if kept <= Self.inlineTrackCapacity {
            moreSlotTracks[slot] = nil
        } else {
            moreSlotTracks[slot]!.removeLast(n - kept)
        }
    }
}

/// The first four places of a slot's track list (``AnimationStore/slotTracks``): 16 bytes,
/// valid up to the slot's count.
struct SlotTracks {
    private var places = (TrackRef.none, TrackRef.none, TrackRef.none, TrackRef.none)

    subscript(i: Int) -> TrackRef {
        get {
            switch i {
            case 0: return places.0
            case 1: return places.1
            case 2: return places.2
            default: return places.3
            }
        }
        set {
            switch i {
            case 0: places.0 = newValue
            case 1: places.1 = newValue
            case 2: places.2 = newValue
            default: places.3 = newValue
            }
        }
    }
}
