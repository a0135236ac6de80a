import Testing
@testable import TransitCore

/// A view's live tracks are listed by the store per slot: four in the slot's own places,
/// the rest in a side table kept only while the view has more than four
/// (AnimationStore+ViewTracks.swift).
@Suite struct StoreSlotTrackListTests {
    let engine = Engine()
    var store: AnimationStore { engine.animations.store }

    /// Six tracks, animated to these values from a 10×10 view at the origin, white, opaque.
    private func animateSix(_ v: View, duration: Double = 1, completion: ((Bool) throws -> Void)? = nil) throws {
        try engine.animate(duration: duration, curve: .linear, animations: {
            try v.setAlpha(0)
            try v.setCenter(Point(105, 5))
            try v.setBounds(Rect(0, 0, 30, 10))
            try v.setCornerRadius(8)
            try v.setTransform(.rotation(1))
            try v.setBackgroundColor(Color(r: 1, g: 0, b: 0, a: 1))
        }, completion: completion)
    }

    private func sixPlaceView() throws -> View {
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try v.setBackgroundColor(Color(r: 1, g: 1, b: 1, a: 1))
        try engine.window.addSubview(v)
        return v
    }

    /// Two tracks beyond the four places go to the side table, in order; the presentation
    /// sums all six.
    @Test func aViewWithMoreTracksThanPlacesListsThemAllInOrder() throws {
        let v = try sixPlaceView()
        try animateSix(v)
        let slot = v.animationSlot
        #expect(v.trackRefs.map(\.property) == [.alpha, .center, .bounds, .cornerRadius, .transform, .backgroundColor])
        #expect(store.trackCount(ofSlot: slot) == 6 && store.moreSlotTracks[slot]?.map(\.property) == [.transform, .backgroundColor])
        try engine.clock.advance(0.5)
        let p = v.presentation
        #expect(p.alpha == 0.5 && p.center == Point(55, 5) && p.bounds == Rect(0, 0, 20, 10) && p.cornerRadius == 4)
        #expect(p.backgroundColor == Color(r: 1, g: 0.5, b: 0.5, a: 1))
        #expect(store.liveTrack(of: v, .backgroundColor) == v.trackRefs[5] && store.lastTrack(of: v) == v.trackRefs[5])
        try engine.clock.advance(0.5)
        #expect(v.trackRefs.isEmpty && v.animationSlot == -1 && store.moreSlotTracks.isEmpty)
        #expect(store.lastTrack(of: v) == nil)
    }

    /// Replaced one by one, each replaced track leaves its place and the replacing one is
    /// listed last; the side table shrinks with the list and goes at four.
    @Test func tracksReplacedOneByOneKeepTheRestInOrder() throws {
        let v = try sixPlaceView()
        var flags: [Bool] = []
        try animateSix(v, duration: 2) { flags.append($0) }
        let slot = v.animationSlot
        try engine.animate(duration: 1) { try v.setCenter(Point(0, 50)) }      // additive: a track more
        #expect(v.trackRefs.count == 7 && store.moreSlotTracks[slot]?.count == 3)
        try engine.animate(duration: 1) { try v.setAlpha(1) }                  // replaces the first
        #expect(v.trackRefs.map(\.property) == [.center, .bounds, .cornerRadius, .transform, .backgroundColor, .center, .alpha])
        try engine.animate(duration: 1) { try v.setCornerRadius(2) }            // one in the places
        #expect(v.trackRefs.map(\.property) == [.center, .bounds, .transform, .backgroundColor, .center, .alpha, .cornerRadius])
        #expect(store.moreSlotTracks[slot]?.map(\.property) == [.center, .alpha, .cornerRadius])
        try engine.clock.advance(1)                                              // the three 1 s blocks end
        #expect(v.trackRefs.map(\.property) == [.center, .bounds, .transform, .backgroundColor])
        #expect(store.trackCount(ofSlot: slot) == 4 && store.moreSlotTracks[slot] == nil)
        #expect(v.presentation.alpha == 1 && v.presentation.cornerRadius == 2)
        engine.removeAllAnimations(of: v)
        #expect(v.trackRefs.isEmpty && v.animationSlot == -1 && store.moreSlotTracks.isEmpty)
        try engine.clock.runUntilIdle()
        #expect(flags == [false])
    }

    /// A view of six tracks whose block ends frees its slot by the count: the side table
    /// forgets it, and the next view given the slot lists only its own track.
    @Test func aFreedSlotsNextViewListsOnlyItsOwnTracks() throws {
        let v = try sixPlaceView()
        try animateSix(v)
        let slot = v.animationSlot
        try engine.clock.advance(1)
        #expect(v.animationSlot == -1 && store.moreSlotTracks.isEmpty && store.trackCount(ofSlot: slot) == 0)
        let w = View(engine: engine)
        try engine.animate(duration: 1) { try w.setAlpha(0) }
        #expect(w.animationSlot == slot && w.trackRefs.map(\.property) == [.alpha])
        #expect(store.liveTrack(of: w, .center) == nil && store.liveTrack(of: v, .alpha) == nil)
    }

    /// A view animated again, six tracks, in its own six-track block's completion (the
    /// frame the first ends): it lists only the new six, and presents them.
    @Test func aViewAnimatedAgainInItsCompletionListsOnlyTheNewTracks() throws {
        let v = try sixPlaceView()
        try animateSix(v) { _ in
            try engine.animate(duration: 1, curve: .linear) {
                try v.setAlpha(1)
                try v.setCenter(Point(5, 5))
                try v.setBounds(Rect(0, 0, 10, 10))
                try v.setCornerRadius(0)
                try v.setTransform(.identity)
                try v.setBackgroundColor(Color(r: 1, g: 1, b: 1, a: 1))
            }
        }
        try engine.clock.advance(1)
        let slot = v.animationSlot
        #expect(slot >= 0 && v.trackRefs.map(\.property) == [.alpha, .center, .bounds, .cornerRadius, .transform, .backgroundColor])
        #expect(store.moreSlotTracks.count == 1 && store.moreSlotTracks[slot]?.count == 2)
        try engine.clock.advance(0.5)
        #expect(v.presentation.alpha == 0.5 && v.presentation.center == Point(55, 5) && v.presentation.cornerRadius == 4)
        try engine.clock.advance(0.5)
        #expect(v.trackRefs.isEmpty && store.moreSlotTracks.isEmpty)
    }

    /// A block ending while another keeps one of the view's tracks: the list keeps that one
    /// alone, in the first place, and the side table goes.
    @Test func aPartialEndKeepsTheOtherBlocksTrack() throws {
        let v = try sixPlaceView()
        try animateSix(v)
        try engine.animate(duration: 2) { try v.setCenter(Point(0, 80)) }
        let slot = v.animationSlot
        let kept = v.trackRefs[6]
        try engine.clock.advance(1)
        #expect(v.trackRefs == [kept] && v.animationSlot == slot && store.moreSlotTracks.isEmpty)
        try engine.clock.advance(1)
        #expect(v.animationSlot == -1 && v.presentation.center == Point(0, 80))
    }
}
