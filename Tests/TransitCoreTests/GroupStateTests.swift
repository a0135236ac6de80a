import Testing
@testable import TransitCore

/// A block's state keeps its rare parts (a forever block's hold, a property animator, an
/// interactive transition's timeline, a Timeline's clock) in a box made on the first one
/// set: what is set reads back, and clearing one leaves the others.
@Suite struct GroupStateTests {
    @Test func rarePartsReadBackWhatWasSet() {
        let state = GroupState(handle: AnimationHandle(id: 1), completion: nil, curve: .linear)
        #expect(state.hold == nil && state.driver == nil && state.timeline == nil && state.clock == nil)
        state.timeline = nil   // clearing what was never set
        #expect(state.timeline == nil)
        state.hold = HoldID(rawValue: 7)
        state.clock = { Double($0) / 2 }
        #expect(state.hold == HoldID(rawValue: 7) && state.clock?(10) == 5)
        state.hold = nil
        #expect(state.hold == nil && state.clock?(4) == 2 && state.driver == nil)
        let timing = GroupTiming(begin: 0, duration: 100, isLive: true, curveKind: .driven, curveIndex: -1)
        #expect(state.drivenProgress(timing, at: 8) == 4)   // the Timeline's clock decides
    }

    /// The first four tracks are held inline, the rest in an array: all read back in order.
    @Test func tracksBeyondTheFourInlineReadBackInOrder() {
        var tracks = GroupTracks()
        #expect(tracks.isEmpty)
        let properties: [AnimatedProperty] = [.center, .bounds, .transform, .alpha, .backgroundColor, .cornerRadius]
        for (i, p) in properties.enumerated() { tracks.append(TrackRef(p.descriptor, index: Int32(10 + i))) }
        #expect(tracks.count == 6)
        #expect(tracks.map(\.property) == properties && tracks.map(\.index) == [10, 11, 12, 13, 14, 15])
    }

    /// A block of six properties on one view (two beyond the inline four) ends with all its
    /// tracks: none left alive, the view's slot freed.
    @Test func aBlockOfMoreThanFourTracksEndsWithAllOfThem() throws {
        let engine = Engine()
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(v)
        try engine.animate(duration: 1) {
            try v.setFrame(Rect(5, 5, 20, 20))
            try v.setTransform(.rotation(1))
            try v.setAlpha(0.5)
            try v.setBackgroundColor(Color(r: 1, g: 0, b: 0, a: 1))
            try v.setCornerRadius(4)
        }
        #expect(engine.animations.store.liveTrackCount == 6 && v.trackRefs.count == 6)
        try engine.clock.advance(1)
        #expect(engine.animations.store.liveTrackCount == 0 && v.trackRefs.isEmpty)
        #expect(engine.animatingViewCount == 0 && v.animationSlot == -1)
    }
}
