import Testing
@testable import TransitCore

@Suite struct FramePassTests {
    @Test func theFramePassAgreesWithOnDemandPresentations() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        var views: [View] = []
        for i in 0..<20 {
            let v = try View(engine: engine, frame: Rect(Double(i), 0, 10, 10))
            try engine.window.addSubview(v)
            views.append(v)
            try engine.animate(duration: 0.5 + Double(i) * 0.05, curve: i.isMultiple(of: 2) ? .easeOut : .linear) {
                try v.setFrame(Rect(100, Double(i) * 10, 20, 20))
            }
            try engine.animate(duration: 1, delay: 0.1) { try v.setAlpha(0.2) }
            try engine.animate(duration: 0.8) { try v.setTransform(.rotation(Double(i + 1) / 3)) }
        }
        #expect(engine.runningAnimationCount == 60)
        for frame in 0..<200 {
            if frame == 40 {   // retarget half of them mid-flight
                for v in views.prefix(10) {
                    try engine.animate(duration: 0.3) { try v.setCenter(Point(0, 0)); try v.setAlpha(1) }
                }
            }
            try engine.step(frames: 1)
            for v in views {
                if let rendered = engine.renderedPresentation(of: v) {
                    // Same values; sums may be added in another order (last-bit rounding).
                    let p = v.presentation
                    expectClose(rendered.frame, p.frame, 1e-9)
                    expectClose(rendered.transform, p.transform, 1e-12)
                    expectClose(rendered.alpha, p.alpha, 1e-12)
                    #expect(rendered.backgroundColor == p.backgroundColor)
                } else {
                    #expect(!v.isAnimating)
                }
            }
        }
        #expect(engine.runningAnimationCount == 0 && engine.animatingViewCount == 0)
        #expect(engine.evaluateFrame() == 0)
        #expect(views.allSatisfy { $0.presentation.alpha == $0.alpha && $0.presentation.frame == $0.frame })
    }

    /// A view's transform tracks and transform keyframes are summed in one place (its
    /// presentation's transform field) before being composed with the model's: both kinds on
    /// one view, each alone on others, and a view whose transform block ends first.
    @Test func transformTracksAndKeyframesSumTogether() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        let both = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let keyframed = try View(engine: engine, frame: Rect(20, 0, 10, 10))
        let plain = try View(engine: engine, frame: Rect(40, 0, 10, 10))
        try engine.animateKeyframes(duration: 1, calculationMode: .linear) {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 1) {
                try both.setTransform(.rotation(1.5))
                try keyframed.setTransform(.scale(2, 0.5))
            }
        }
        try engine.animate(duration: 0.5) {
            try both.setTransform(.scale(3, 3))
            try plain.setTransform(.rotation(-2))
            try plain.setAlpha(0.5)
        }
        try engine.animate(duration: 0.9) { try plain.setAlpha(0.1) }
        for _ in 0..<125 {
            try engine.step(frames: 1)
            for v in [both, keyframed, plain] {
                guard let rendered = engine.renderedPresentation(of: v) else { #expect(!v.isAnimating); continue }
                expectClose(rendered.transform, v.presentation.transform, 1e-12)
                expectClose(rendered.frame, v.presentation.frame, 1e-9)
            }
        }
        #expect(both.presentation.transform == .scale(3, 3) && plain.presentation.transform == .rotation(-2))
    }

    /// A slot freed after a transform animation is left alone by later passes: its marks
    /// are cleared with it, so pass 4 does not compose its stale sum again.
    @Test func aFreedSlotIsNotComposedAgain() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        let turned = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let faded = try View(engine: engine, frame: Rect(20, 0, 10, 10))
        try engine.animate(duration: 0.1) { try turned.setTransform(.rotation(1)) }
        try engine.animate(duration: 1) { try faded.setAlpha(0) }
        let slot = Int(turned.animationSlot)
        try engine.step(frames: 6)
        try engine.clock.advance(0.1)   // the rotation ends; its slot is freed
        #expect(turned.animationSlot == -1 && engine.animations.store.slotMarks[slot] == [])
        let left = engine.animations.store.rendered[slot]
        try engine.step(frames: 3)
        #expect(engine.animations.store.rendered[slot] == left)
        #expect(engine.renderedPresentation(of: faded) != nil && engine.renderedPresentation(of: turned) == nil)
    }

    @Test func slotsAreReused() throws {
        let engine = Engine()
        let v = View(engine: engine)
        for i in 0..<5 {
            try engine.animate(duration: 0.1) { try v.setAlpha(Double(i) / 10) }
            try engine.clock.runUntilIdle()
        }
        #expect(engine.animations.store.scalars[AnimatedProperty.alpha.descriptor.laneIndex].items.count == 1 && engine.animations.store.timings.count == 1)
        #expect(engine.animations.store.views.count == 1)
    }

    /// A block's end drops its tracks from each view's list: all of them when the view has
    /// no other (the list emptied at once, the slot freed), only its own when another block
    /// still animates the view — in one list and across views.
    @Test func anEndedBlockLeavesOtherBlocksTracksListed() throws {
        let engine = Engine()
        let a = View(engine: engine), b = View(engine: engine)
        try engine.animate(duration: 1) {
            try a.setCenter(Point(10, 0))
            try a.setAlpha(0.5)
            try b.setCenter(Point(0, 10))
        }
        try engine.animate(duration: 2) { try a.setCenter(Point(20, 0)) }   // additive: both run
        #expect(a.trackRefs.count == 3 && b.trackRefs.count == 1)
        try engine.clock.advance(1)
        #expect(a.trackRefs.map(\.property) == [.center] && b.trackRefs.isEmpty)
        #expect(a.animationSlot >= 0 && b.animationSlot == -1 && engine.animatingViewCount == 1)
        #expect(engine.animations.store.group(of: a.trackRefs[0]) >= 0)
        try engine.clock.advance(1)
        #expect(a.trackRefs.isEmpty && a.animationSlot == -1 && engine.animatingViewCount == 0)
        #expect(a.presentation.center == Point(20, 0))
    }

    /// A block whose track was replaced still lists it; the replacing block's track took the
    /// freed place in the property's list. When the first block ends, that place is the
    /// second block's and keeps running (the end looks each track's group up only when the
    /// block lost one: `liveTracks` below its track count).
    @Test func anEndedBlockSparesTheTrackThatReplacedOneOfItsOwn() throws {
        let engine = Engine()
        let v = View(engine: engine), w = View(engine: engine)
        var firstFinished: Bool?
        try engine.animate(duration: 2, animations: {
            try v.setAlpha(0.5)
            try w.setCenter(Point(0, 10))
        }, completion: { firstFinished = $0 })
        let replaced = v.trackRefs[0]
        try engine.animate(duration: 3) { try v.setAlpha(0) }               // replaces v's alpha
        #expect(v.trackRefs == [replaced])                                     // the same place, reused
        try engine.clock.advance(2)
        #expect(firstFinished == false && engine.runningAnimationCount == 1)
        #expect(v.trackRefs == [replaced] && w.trackRefs.isEmpty)
        #expect(engine.animations.store.group(of: replaced) >= 0)
        try engine.clock.advance(0.5)
        #expect(v.presentation.alpha > 0 && v.presentation.alpha < 0.5)
        try engine.clock.advance(0.5)
        #expect(v.trackRefs.isEmpty && v.presentation.alpha == 0)
    }

    /// The frame pass copies each animated view's model every frame, so the copy must stay
    /// the view's own values: with the layer's inline (424 bytes) the tween benchmark's frame
    /// was half again slower. A view without a layer animation keeps no layer state in the
    /// pass; one with a layer animation gets it, and both render as presented on demand.
    @Test func onlyViewsWithALayerAnimationUseTheLayerTable() throws {
        let engine = Engine()
        let plain = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let layered = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try layered.layer.setShadowRadius(8)   // a model layer value, not animated
        try engine.animate(duration: 2) {
            try plain.setAlpha(0.5)
            try layered.setAlpha(0.5)
        }
        let store = { engine.animations.store }
        // A model carries its layer values out of line, and none while they are the defaults.
        #expect(MemoryLayout<ViewModel>.stride <= 160 && MemoryLayout<ModelCore>.stride <= 160)
        #expect(!plain.model.hasLayerStorage && layered.model.hasLayerStorage)
        #expect(store().layerRows.used == 0 && store().layerRows.models.isEmpty && store().layerRows.rowOfSlot.allSatisfy { $0 == -1 })
        try engine.step(frames: 30)
        #expect(engine.renderedPresentation(of: layered)?.shadowRadius == 8)
        try engine.animate(duration: 1) { try layered.layer.setZPosition(10) }
        #expect(store().layerRows.used == 1 && store().hasLayerTracks(layered.animationSlot))
        #expect(!store().hasLayerTracks(plain.animationSlot) && store().layerRows.models.count == 1)
        try engine.step(frames: 30)
        for v in [plain, layered] {
            let rendered = try #require(engine.renderedPresentation(of: v))
            #expect(rendered == v.presentation)
        }
        #expect(engine.renderedPresentation(of: layered)!.zPosition > 0)
        try engine.clock.runUntilIdle()
        #expect(store().layerRows.used == 0 && store().layerRows.freeRows == [0] && store().layerRows.slotOfRow == [-1])
        // The freed row serves the next view with a layer animation, with that view's own
        // layer values (not the radius of 8 left in the row).
        try engine.animate(duration: 1, curve: .linear) { try plain.layer.setZPosition(4) }
        #expect(store().layerRows.row(ofSlot: plain.animationSlot) == 0 && store().layerRows.models.count == 1)
        try engine.step(frames: 30)   // half way
        let rendered = try #require(engine.renderedPresentation(of: plain))
        #expect(rendered.shadowRadius == 3 && abs(rendered.zPosition - 2) < 1e-12)   // CALayer's default radius
    }

    /// Every animated view's row of the frame pass holds the core's first fields only (104
    /// bytes): corner radius and background colour, which few animations touch, are in a
    /// sparse table (48 of every animated view's 152 bytes before). A view animating neither
    /// presents its model's; one animating either gets a row until its slot is freed, and
    /// both render as presented on demand, frame after frame.
    @Test func onlyViewsAnimatingTheCoreTailUseItsTable() throws {
        #expect(RenderedCore.matchesModelCore && CoreTail.matchesModelCore)
        #expect(MemoryLayout<RenderedCore>.stride == 104 && RenderedCore.size == MemoryLayout<ModelCore>.offset(of: \.cornerRadius))
        #expect(AnimatedProperty.cornerRadius.descriptor.inCoreTail && AnimatedProperty.backgroundColor.descriptor.inCoreTail)
        #expect(PropertyDescriptor.all.filter(\.inCoreTail).count == 2)
        #expect(AnimatedProperty.alpha.descriptor.inRenderedCore && !AnimatedProperty.anchorPoint.descriptor.inRenderedCore)
        let engine = Engine()
        let red = Color(r: 1, g: 0, b: 0, a: 1), blue = Color(r: 0, g: 0, b: 1, a: 1)
        let plain = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let tinted = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        for v in [plain, tinted] {
            try v.setCornerRadius(6)   // model values, not animated
            try v.setBackgroundColor(red)
        }
        try engine.animate(duration: 2, curve: .linear) {
            try plain.setAlpha(0.5)
            try tinted.setCornerRadius(10)
        }
        let store = { engine.animations.store }
        #expect(store().tailRows.used == 1 && store().tailRows.row(ofSlot: tinted.animationSlot) == 0)
        #expect(store().tailRows.row(ofSlot: plain.animationSlot) == -1 && store().layerRows.used == 0)
        try engine.step(frames: 30)   // a quarter of the way
        let p = try #require(engine.renderedPresentation(of: plain))
        #expect(p.cornerRadius == 6 && p.backgroundColor == red && p == plain.presentation)
        let t = try #require(engine.renderedPresentation(of: tinted))
        #expect(abs(t.cornerRadius - 7) < 1e-12 && t.backgroundColor == red && t == tinted.presentation)
        // The model changed under a running animation of another field reaches the row's
        // model copy, which the next frame starts from.
        try tinted.setBackgroundColor(blue)
        try engine.step(frames: 1)
        #expect(engine.renderedPresentation(of: tinted)?.backgroundColor == blue)
        // A colour animation of the same view writes the same row.
        try engine.animate(duration: 1, curve: .linear) { try tinted.setBackgroundColor(red) }
        #expect(store().tailRows.used == 1 && store().tailRows.models.count == 1)
        try engine.step(frames: 30)
        let halfway = try #require(engine.renderedPresentation(of: tinted))
        #expect(halfway == tinted.presentation && halfway.backgroundColor != red && halfway.backgroundColor != blue)
        try plain.setCornerRadius(2)
        try engine.step(frames: 1)
        #expect(engine.renderedPresentation(of: plain)?.cornerRadius == 2)
        try engine.clock.runUntilIdle()
        #expect(store().tailRows.used == 0 && store().tailRows.freeRows == [0] && store().tailRows.slotOfRow == [-1])
        // The freed row serves the next view that animates its tail, with that view's own
        // values (not the radius left in the row).
        try engine.animate(duration: 1, curve: .linear) { try plain.setCornerRadius(4) }
        #expect(store().tailRows.row(ofSlot: plain.animationSlot) == 0)
        try engine.step(frames: 30)   // half way from 2 to 4
        let again = try #require(engine.renderedPresentation(of: plain))
        #expect(abs(again.cornerRadius - 3) < 1e-12 && again.backgroundColor == red && again == plain.presentation)
    }

    /// A row given to a view that is already animating, between two frame passes, presents
    /// what the last pass showed for the view — its own values, not the row's last owner's,
    /// and for what the new animation moves, the value it starts from — until the next pass
    /// (the outside review found the last owner's corner radius and colour there).
    @Test func aRowGivenBetweenPassesPresentsWhatTheLastPassShowed() throws {
        let engine = Engine()
        let red = Color(r: 1, g: 0, b: 0, a: 1), green = Color(r: 0, g: 1, b: 0, a: 1), blue = Color(r: 0, g: 0, b: 1, a: 1)
        let a = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        let b = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try a.setBackgroundColor(red)
        try b.setBackgroundColor(green)
        try b.setCornerRadius(3)
        try engine.animate(duration: 1) {
            try a.setCornerRadius(50)
            try a.setBackgroundColor(blue)
            try a.layer.setZPosition(7)
        }
        try engine.animate(duration: 10) { try b.setAlpha(0.5) }
        try engine.step(frames: 59)   // a's rows hold values near its end
        try engine.step(frames: 2)    // a ended: its rows are free; b was rendered
        let store = { engine.animations.store }
        #expect(store().tailRows.freeRows == [0] && store().layerRows.freeRows == [0])
        // b takes a's freed rows (the reused case)…
        try engine.animate(duration: 1) {
            try b.setCornerRadius(4)
            try b.layer.setZPosition(2)
        }
        #expect(store().tailRows.row(ofSlot: b.animationSlot) == 0 && store().layerRows.row(ofSlot: b.animationSlot) == 0)
        let before = try #require(engine.renderedPresentation(of: b))
        #expect(before.cornerRadius == 3 && before.backgroundColor == green && before.zPosition == 0)
        #expect(before.cornerRadius == b.presentation.cornerRadius && before.zPosition == b.presentation.zPosition)
        // …and a second animation of the same property in the same turn starts from the
        // first's end: the row still shows what the last pass showed.
        try engine.animate(duration: 1) { try b.setCornerRadius(5) }
        #expect(engine.renderedPresentation(of: b)?.cornerRadius == 3)
        try engine.step(frames: 1)
        let after = try #require(engine.renderedPresentation(of: b))
        #expect(after == b.presentation && after.cornerRadius > 3 && after.cornerRadius < 5)
        // A new row (none free): c animates its frame, then its colour.
        let c = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try c.setBackgroundColor(red)
        try engine.animate(duration: 1) { try c.setCenter(Point(50, 50)) }
        try engine.step(frames: 1)
        try engine.animate(duration: 1) { try c.setBackgroundColor(blue) }
        #expect(store().tailRows.row(ofSlot: c.animationSlot) == 1)
        #expect(engine.renderedPresentation(of: c)?.backgroundColor == red)
    }
}
