import Testing
@testable import TransitCore

/// The frame pass taken a tile of view slots at a time renders the same bytes as the passes
/// run over every slot, and falls back to those when a list's tracks are not in slot order.
@Suite struct FramePassTileTests {
    /// The store's presentations, as bytes (`==` on doubles would let -0 pass for 0).
    private func renderedBytes(_ engine: Engine) -> [UInt8] {
        engine.animations.store.rendered.withUnsafeBytes { Array($0) }
    }

    /// Evaluates the current frame with the passes over every slot, then with tiles of each
    /// size, each with the transforms composed as pass 3 sums them and by pass 4, and expects
    /// the same bytes from each; returns the bytes.
    @discardableResult
    private func expectSameBytesInTiles(_ engine: Engine, _ sizes: [Int] = [1, 7, AnimationStore.tileSlots],
                                        sourceLocation: SourceLocation = #_sourceLocation) -> [UInt8] {
        let now = engine.clock.now
        engine.animations.store.evaluate(at: now, tileSlots: .max)
        let whole = renderedBytes(engine)
        for size in sizes {
            engine.animations.store.evaluate(at: now, tileSlots: size)
            let same = renderedBytes(engine) == whole   // a Bool: a failure prints no arrays
            #expect(same, "tiles of \(size) at tick \(now)", sourceLocation: sourceLocation)
            // The transforms composed by pass 4 rather than as pass 3 sums them.
            engine.animations.store.evaluate(at: now, tileSlots: size, composingInTiles: false)
            let composedApart = renderedBytes(engine) == whole
            #expect(composedApart, "tiles of \(size), composed apart, at tick \(now)", sourceLocation: sourceLocation)
        }
        return whole
    }

    /// Whether every core list the tiles walk is in slot order.
    private func coreListsInOrder(_ engine: Engine) -> Bool {
        let s = engine.animations.store
        return s.points.allSatisfy(\.inSlotOrder) && s.rects.allSatisfy(\.inSlotOrder)
            && s.scalars.allSatisfy(\.inSlotOrder) && s.colors.allSatisfy(\.inSlotOrder)
            && s.transforms.allSatisfy(\.inSlotOrder)
    }

    @Test func tilesRenderTheBytesOfTheWholePass() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        var views: [View] = []
        // 300 views (three tiles of 128 and a part), each with its own block; every third
        // view also with a second block on its centre and transform, added right after its
        // first, so one list holds two live tracks of one view; blocks of five lengths, so
        // tracks die between live ones.
        for i in 0..<300 {
            let v = try View(engine: engine, frame: Rect(Double(i), 1, 10, 10))
            try engine.window.addSubview(v)
            views.append(v)
            try engine.animate(duration: 0.2 + Double(i % 5) * 0.1, curve: i.isMultiple(of: 2) ? .easeOut : .linear) {
                try v.setFrame(Rect(100, Double(i) * 3, 20 + Double(i % 7), 20))
                try v.setAlpha(0.25)
                try v.setTransform(.rotation(Double(i % 11) / 4))
                if i % 4 == 0 { try v.setBackgroundColor(Color(1, 0.5, Double(i % 3) / 3)) }
            }
            if i % 3 == 0 {
                try engine.animate(duration: 0.35, delay: 0.05) {
                    try v.setCenter(Point(-50, Double(i)))
                    try v.setTransform(.scale(1.5, 0.5))
                }
            }
        }
        #expect(coreListsInOrder(engine))
        var tiledFrames = 0
        for _ in 0..<30 {
            try engine.step(frames: 1)
            expectSameBytesInTiles(engine)
            if coreListsInOrder(engine) { tiledFrames += 1 }
        }
        #expect(tiledFrames == 30)
        // New blocks on views taken from the end, while others still run: the free places of
        // the lists and the free slots are reused out of slot order, and the tiles fall back
        // to the whole pass (a list taken in tiles out of order would leave tracks behind).
        for v in views.reversed().prefix(120) {
            try engine.animate(duration: 0.3) {
                try v.setCenter(Point(7, 7))
                try v.setAlpha(0.75)
                try v.setTransform(.rotation(-1))
            }
        }
        #expect(!coreListsInOrder(engine))
        for _ in 0..<10 {
            try engine.step(frames: 1)
            expectSameBytesInTiles(engine)
        }
        // Once every block has ended, new blocks take the free places and slots in the order
        // they were freed, which is not the slots' here.
        try engine.clock.runUntilIdle()
        #expect(engine.runningAnimationCount == 0)
        for v in views.prefix(200) {
            try engine.animate(duration: 0.25) { try v.setFrame(Rect(3, 4, 50, 60)); try v.setAlpha(1); try v.setTransform(.identity) }
        }
        for _ in 0..<5 {
            try engine.step(frames: 1)
            expectSameBytesInTiles(engine)
        }
        // The tiled pass agrees with the on-demand presentations, as the whole pass does.
        for v in views.prefix(200) {
            let rendered = try #require(engine.renderedPresentation(of: v))
            expectClose(rendered.frame, v.presentation.frame, 1e-9)
            expectClose(rendered.transform, v.presentation.transform, 1e-12)
            #expect(rendered.alpha == v.presentation.alpha)
        }
    }

    /// Blocks that end in slot order free their tracks' places and their slots in that
    /// order, and the next blocks, begun view by view, take both back from the end: the lists
    /// stay in slot order round after round (a scene replayed in one engine).
    @Test func blocksBegunAfterOthersEndedInOrderKeepTheOrder() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        let views = try (0..<260).map { i in try View(engine: engine, frame: Rect(Double(i), 0, 10, 10)) }
        for round in 0..<3 {
            for (i, v) in views.enumerated() {
                try engine.animate(duration: 0.1) {
                    try v.setFrame(Rect(50, Double(i + round), 30, 30))
                    try v.setAlpha(Double(round) / 4)
                    try v.setTransform(.rotation(Double(round + 1)))
                }
            }
            #expect(coreListsInOrder(engine), "round \(round)")
            for _ in 0..<3 {
                try engine.step(frames: 1)
                expectSameBytesInTiles(engine)
            }
            try engine.clock.runUntilIdle()
            #expect(engine.animatingViewCount == 0)
        }
        #expect(engine.animations.store.views.count == 260)
    }

    /// A running keyframe track makes the whole pass run (keyframes are added after every
    /// list); the tiles come back once it has ended.
    @Test func aRunningKeyframeTrackTakesTheWholePass() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        var views: [View] = []
        for i in 0..<140 {
            let v = try View(engine: engine, frame: Rect(0, Double(i), 10, 10))
            views.append(v)
            try engine.animate(duration: 0.5) { try v.setTransform(.rotation(Double(i) / 50)); try v.setAlpha(0) }
        }
        try engine.animateKeyframes(duration: 0.2, calculationMode: .linear) {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 1) {
                try views[135].setTransform(.scale(2, 2))
                try views[3].setCenter(Point(40, 40))
            }
        }
        for _ in 0..<40 {   // the keyframes end after 24 frames
            try engine.step(frames: 1)
            let bytes = expectSameBytesInTiles(engine)
            for v in [views[3], views[135]] {
                let rendered = try #require(engine.renderedPresentation(of: v))
                expectClose(rendered.transform, v.presentation.transform, 1e-12)
                expectClose(rendered.frame, v.presentation.frame, 1e-9)
            }
            #expect(bytes == renderedBytes(engine))
        }
    }

    /// The order of one list: kept by appends in slot order and by reuses between their
    /// neighbours' slots, lost otherwise, and back when every item is dead.
    @Test func aTrackListKnowsWhetherItIsInSlotOrder() {
        let list = TrackList<Delta2>()
        let d = Delta2(dx: 0, dy: 0)
        for slot: Int32 in [0, 1, 1, 4] { _ = list.add(viewSlot: slot, group: 0, d) }
        #expect(list.inSlotOrder)
        _ = list.remove(2)
        _ = list.add(viewSlot: 3, group: 0, d)   // between 1 and 4
        #expect(list.inSlotOrder)
        _ = list.remove(1)
        _ = list.add(viewSlot: 5, group: 0, d)   // after 3: out of order
        #expect(!list.inSlotOrder)
        _ = list.add(viewSlot: 9, group: 0, d)
        #expect(!list.inSlotOrder)
        for i: Int32 in 0..<5 { _ = list.remove(i) }
        _ = list.add(viewSlot: 2, group: 0, d)   // every item was dead
        #expect(list.inSlotOrder)
        _ = list.add(viewSlot: 1, group: 0, d)   // the free places are taken from the end
        #expect(list.inSlotOrder && list.items.count == 5)
        _ = list.add(viewSlot: 0, group: 0, d)
        _ = list.add(viewSlot: 6, group: 0, d)   // above the slot after it (0)
        #expect(!list.inSlotOrder)
    }
}
