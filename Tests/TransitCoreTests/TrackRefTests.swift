import Testing
@testable import TransitCore

/// A track reference is 4 bytes — the property's handle, the keyframed flag and a 26-bit
/// index (Tracks.swift) — and the lane and list it names follow from the property.
@Suite struct TrackRefTests {
    /// Every property, either list, at the ends of the index's range: what goes in reads
    /// back, and the lane and list are the descriptor table's.
    @Test func aReferenceReadsBackItsPropertyFlagIndexLaneAndList() {
        for d in PropertyDescriptor.all {
            for keyframed in [false, true] {
                for index: Int32 in [0, 1, 40_000, TrackRef.maxIndex] {
                    let ref = TrackRef(d, index: index, keyframed: keyframed)
                    #expect(ref.property == d.property && ref.keyframed == keyframed && ref.index == index)
                    #expect(ref.lane == d.lane && Int(ref.list) == d.laneIndex)
                }
            }
        }
        // The table numbers several lists in a lane: the last scalar is not the first.
        #expect(AnimatedProperty.borderWidth.descriptor.laneIndex == 5)
    }

    /// The sentinel's index is one past the last a track may have, so no live track is it.
    @Test func theSentinelIsNoTrack() {
        #expect(TrackRef.none.index == TrackRef.maxIndex + 1 && TrackRef.maxIndex == (1 << 26) - 2)
        let last = TrackRef(AnimatedProperty.transform3D.descriptor, index: TrackRef.maxIndex, keyframed: true)
        #expect(last != TrackRef.none)
    }

    /// The sizes the memory figures rest on (docs/benchmark.md, memory): a reference is 4
    /// bytes, a slot's four places 16 (a store row per animated view), a block's tracks 28
    /// (the state's 104 bytes: GroupStateTests). `MemoryLayout` is Swift's own account of
    /// the values' bytes, the ones a slot's array and a block's state hold inline.
    @Test func referencesAndTheirPlacesAreSmall() {
        #expect(MemoryLayout<TrackRef>.size == 4 && MemoryLayout<TrackRef>.stride == 4)
        #expect(MemoryLayout<SlotTracks>.size == 16 && MemoryLayout<SlotTracks>.stride == 16)
        #expect(MemoryLayout<GroupTracks>.size == 28)
    }

    /// A block's tracks past the four inline places go to its array, in order.
    @Test func aBlocksTracksKeepTheirOrderPastFour() {
        var tracks = GroupTracks()
        let refs = AnimatedProperty.allCases.prefix(6).enumerated().map { i, p in
            TrackRef(p.descriptor, index: Int32(10 * i), keyframed: i == 4)
        }
        for r in refs { tracks.append(r) }
        #expect(tracks.count == 6 && Array(tracks) == refs)
    }
}

/// Tracks past the references' index range are refused as a block begins, with an error
/// rather than a crash: the bound (``AnimationStore/trackLimit``, 2²⁶ − 1) lowered here.
@Suite struct TrackLimitTests {
    let engine = Engine()
    var store: AnimationStore { engine.animations.store }

    private func views(_ n: Int) throws -> [View] {
        try (0..<n).map { i in
            let v = try View(engine: engine, frame: Rect(Double(i) * 20, 0, 10, 10))
            try engine.window.addSubview(v)
            return v
        }
    }

    @Test func theLimitIs26BitsOfIndex() {
        #expect(store.trackLimit == 67_108_863)
    }

    /// Three tracks fit under a limit of four; a block of two more is refused before any
    /// of its tracks is made (its changes stay in the model, unanimated), and fits once the
    /// first block has ended.
    @Test func aBlockPastTheLimitIsRefusedWhole() throws {
        engine.animations.store.trackLimit = 4
        let vs = try views(2)
        try engine.animate(duration: 1) {
            try vs[0].setAlpha(0); try vs[0].setCenter(Point(50, 50)); try vs[0].setCornerRadius(3)
        }
        #expect(store.liveTrackCount == 3)
        var message = ""
        do {
            try engine.animate(duration: 1) { try vs[1].setAlpha(0.5); try vs[1].setCornerRadius(2) }
        } catch let e as CoreError {
            message = e.message
        }
        #expect(message == "too many running animation tracks (limit 4)")
        #expect(store.liveTrackCount == 3 && vs[1].animationSlot == -1 && vs[1].presentation.alpha == 0.5)
        try engine.animate(duration: 1) { try vs[1].setAlpha(0.25) }      // one more fits
        #expect(store.liveTrackCount == 4)
        try engine.clock.advance(1)
        try engine.animate(duration: 1) { try vs[1].setAlpha(1); try vs[1].setCornerRadius(1) }
        #expect(store.liveTrackCount == 2)
    }

    /// A property animator's block is refused the same way, as it starts.
    @Test func anAnimatorsBlockPastTheLimitIsRefused() throws {
        engine.animations.store.trackLimit = 1
        let vs = try views(1)
        let animator = try PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try animator.addAnimations { try vs[0].setAlpha(0); try vs[0].setCornerRadius(4) }
        var message = ""
        do { try animator.startAnimation() } catch let e as CoreError { message = e.message }
        #expect(message == "too many running animation tracks (limit 1)" && store.liveTrackCount == 0)
    }
}
