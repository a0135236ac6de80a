import Testing
@testable import TransitCore

/// A view's slot in the animation store is freed by the store's per-slot live-track count:
/// when a view's last track ends, the slot's list places are left as they were (the ending
/// frame does not reach them) and read as empty, the count being 0.
@Suite struct StoreViewSlotTests {
    /// The left places are reused by another view's tracks: nothing reads them as this
    /// view's (its live track, its animations removed, its hit-testing).
    @Test func anEndedViewsLeftListIsNotItsTracks() throws {
        let engine = Engine()
        let v = View(engine: engine), w = View(engine: engine)
        try engine.animate(duration: 1) {
            try v.setAlpha(0.5)
            try v.setCenter(Point(10, 0))
        }
        let ended = v.trackRefs
        try engine.clock.advance(1)
        // The slot's count is 0 and its places are left as they were.
        let store = engine.animations.store
        #expect(store.slotTrackCounts[0] == 0 && [store.slotTracks[0][0], store.slotTracks[0][1]] == ended)
        #expect(v.trackRefs.isEmpty && !v.isAnimating && v.animationSlot == -1)
        #expect(engine.animatingViewCount == 0)

        var wFinished: Bool?
        try engine.animate(duration: 1, curve: .linear, animations: {
            try w.setAlpha(0)
            try w.setCenter(Point(0, 10))
        }, completion: { wFinished = $0 })
        // w's tracks took the places v's list still names, and v's slot.
        #expect(w.trackRefs == ended && w.animationSlot == 0)
        #expect(engine.animations.store.liveTrack(of: v, .alpha) == nil)
        #expect(engine.animations.store.liveTrack(of: w, .alpha) == ended[0])
        engine.removeAllAnimations(of: v)                        // nothing of w's
        #expect(w.trackRefs == ended && engine.runningAnimationCount == 1)
        try engine.clock.advance(0.5)
        #expect(w.presentation.alpha == 0.5 && v.presentation.alpha == 0.5)
        try engine.clock.advance(0.5)
        #expect(wFinished == true)
        #expect(w.trackRefs.isEmpty && engine.animatingViewCount == 0)
    }

    /// A view animated again in its block's completion, on the frame the block ended, lists
    /// only its new track, and presents it.
    @Test func aViewAnimatedAgainListsOnlyItsNewTracks() throws {
        let engine = Engine()
        let v = View(engine: engine)
        var again: TrackRef?
        try engine.animate(duration: 1, curve: .linear, animations: {
            try v.setAlpha(0.5)
            try v.setCenter(Point(10, 0))
        }, completion: { _ in
            try engine.animate(duration: 1, curve: .linear) { try v.setAlpha(0) }
            again = v.trackRefs.last
        })
        try engine.clock.advance(1)
        #expect(again != nil && v.trackRefs == [again!] && engine.animations.store.trackCount(ofSlot: v.animationSlot) == 1)
        #expect(v.animationSlot >= 0 && engine.animatingViewCount == 1)
        try engine.clock.advance(0.5)
        #expect(v.presentation.alpha == 0.25 && v.presentation.center == Point(10, 0))
        try engine.clock.advance(0.5)
        #expect(v.trackRefs.isEmpty && v.presentation.alpha == 0)
    }

    /// Tracks removed one by one (`removeAllAnimations`, a replaced property): the list
    /// loses each, and the slot goes with the last; a replaced last track gives the view a
    /// slot again for the replacing one.
    @Test func tracksRemovedOneByOneFreeTheSlotWithTheLast() throws {
        let engine = Engine()
        let v = View(engine: engine)
        var flags: [Bool] = []
        try engine.animate(duration: 1, animations: {
            try v.setAlpha(0.5)
            try v.setCenter(Point(10, 0))
            try v.setCornerRadius(4)
        }, completion: { flags.append($0) })
        try engine.animate(duration: 2, animations: { try v.setAlpha(0) }, completion: { flags.append($0) })
        #expect(v.trackRefs.map(\.property) == [.center, .cornerRadius, .alpha])
        engine.removeAllAnimations(of: v)
        #expect(v.trackRefs.isEmpty && v.animationSlot == -1 && engine.animatingViewCount == 0)
        try engine.clock.runUntilIdle()                          // a turn later
        #expect(flags == [false, false])

        try engine.animate(duration: 1, animations: { try v.setAlpha(1) }, completion: { flags.append($0) })
        try engine.animate(duration: 1, animations: { try v.setAlpha(0.2) }, completion: { flags.append($0) })
        #expect(v.trackRefs.count == 1 && engine.animations.store.trackCount(ofSlot: v.animationSlot) == 1)
        #expect(engine.animatingViewCount == 1)
        try engine.clock.advance(1)
        #expect(flags == [false, false, false, true] && v.trackRefs.isEmpty && v.presentation.alpha == 0.2)
    }

    /// A view the script dropped while it animates lives until its last track ends — a
    /// partial end keeps it — and is freed there, its slot with it (the store's reference was
    /// its last; its `deinit` runs as the slot is freed and counts it out of the meter).
    @Test func aDroppedViewLivesUntilItsLastTrackEnds() throws {
        let engine = Engine()
        var view: View? = View(engine: engine)
        weak let dropped = view
        let other = View(engine: engine)
        try engine.animate(duration: 1) {
            try view!.setAlpha(0.5)
            try other.setAlpha(0.5)
        }
        try engine.animate(duration: 2) { try view!.setCenter(Point(10, 0)) }
        view = nil
        let views = engine.contentMeter.views
        try engine.clock.advance(1)
        #expect(dropped != nil && dropped!.trackRefs.map(\.property) == [.center])
        #expect(engine.contentMeter.views == views && engine.animatingViewCount == 1)
        try engine.clock.advance(1)
        #expect(dropped == nil && engine.contentMeter.views == views - 1)
        #expect(engine.animatingViewCount == 0 && engine.animations.store.liveViewCount == 0)
        try engine.animate(duration: 1) { try other.setAlpha(1) }    // the freed slot, reused
        #expect(other.animationSlot == 0 && engine.animatingViewCount == 1)
    }
}
