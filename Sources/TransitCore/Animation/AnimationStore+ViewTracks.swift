/// Each animated view's live tracks, kept by the store per slot: the first four in
/// ``AnimationStore/slotTracks`` (most views animate a few properties: the tween's four), the
/// rest in ``AnimationStore/moreSlotTracks``; ``AnimationStore/slotTrackCounts`` says how many.
/// The view's own array was a 64-byte request, glibc's 80-byte block, per animated view,
/// allocated with its first track and kept after (docs/benchmark.md, memory).
///
/// A slot's list is what its count says: a freed slot's count is 0 and its four places are
/// left as they were (the ending frame frees a slot by its count without reaching them), and
/// a slot keeps an entry in the side table only while it has more than four tracks.
extension AnimationStore {
    /// How many of a slot's tracks are held in ``slotTracks``.
    static let inlineTrackCapacity = 4

    /// The number of live tracks of the view in `slot`.
    @inline(__always)
    func trackCount(ofSlot slot: Int32) -> Int { Int(slotTrackCounts[Int(slot)]) }

    /// The `i`th live track of the view in `slot`, in the order they were added.
    func track(ofSlot slot: Int32, _ i: Int) -> TrackRef {
        i < Self.inlineTrackCapacity ? slotTracks[Int(slot)][i] : moreSlotTracks[slot]![i - Self.inlineTrackCapacity]
    }

    /// The live tracks of `view` (none when it has no slot), as an array: for tests and the
    /// callers that need one.
    func tracks(of view: View) -> [TrackRef] {
        let slot = view.animationSlot
        guard slot >= 0 else { return [] }
        return (0..<trackCount(ofSlot: slot)).map { track(ofSlot: slot, $0) }
    }

    /// The track listed last for `view` (the one just added to it), if it has any: without
    /// the array ``tracks(of:)`` makes.
    func lastTrack(of view: View) -> TrackRef? {
        let slot = view.animationSlot
        guard slot >= 0, trackCount(ofSlot: slot) > 0 else { return nil }
        return track(ofSlot: slot, trackCount(ofSlot: slot) - 1)
    }

    /// The live track of `property` on `view`, if any (for replaced properties there is at
    /// most one).
    func liveTrack(of view: View, _ property: AnimatedProperty) -> TrackRef? {
        let slot = view.animationSlot
        guard slot >= 0 else { return nil }
        for i in 0..<trackCount(ofSlot: slot) {
            let t = track(ofSlot: slot, i)
            if t.property == property { return t }
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

    /// Keeps only the live tracks of the first `listed` of the slot's list, in order (the
    /// rest were just killed; the count is already theirs less).
    mutating func unlistDeadTracks(ofSlot slot: Int32, listed n: Int) {
        var kept = 0
        for i in 0..<n {
            #if DEBUG
            listSteps += 1
            #endif
            let u = track(ofSlot: slot, i)
            guard isLive(u) else { continue }
            if kept != i { setTrack(u, ofSlot: slot, kept) }
            kept += 1
        }
        truncateTracks(ofSlot: slot, from: n, to: kept)
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
