import Testing
@testable import TransitCore

/// Pass 2 copies a view's whole model into its presentation only when the model changed or
/// a track of the view ended since its last whole copy (``SlotMarks/modelCopied``); otherwise
/// only the fields pass 3 adds onto. The presentations must be those of a whole copy every
/// frame.
@Suite struct FramePassModelCopyTests {
    private func renderedBytes(_ engine: Engine) -> [UInt8] {
        engine.animations.store.rendered.withUnsafeBytes { Array($0) }
    }

    /// Evaluates the current frame as the engine does, then again with every slot's model
    /// copied whole, and expects the same bytes (`==` on doubles would let -0 pass for 0).
    private func expectSameBytesAsAWholeCopy(_ engine: Engine, sourceLocation: SourceLocation = #_sourceLocation) {
        let now = engine.clock.now
        engine.animations.store.evaluate(at: now)
        let partial = renderedBytes(engine)
        for i in engine.animations.store.slotMarks.indices {
            engine.animations.store.slotMarks[i].remove(.modelCopied)
        }
        engine.animations.store.evaluate(at: now)
        let same = renderedBytes(engine) == partial   // a Bool: a failure prints no arrays
        #expect(same, "at tick \(now)", sourceLocation: sourceLocation)
    }

    /// A field no track animates, set by the script while another field of the view
    /// animates, shows in the next frame's presentation.
    @Test func aModelWriteBetweenFramesShowsInTheNextPresentation() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.animate(duration: 1) { try v.setAlpha(0.2) }
        try engine.step(frames: 10)
        #expect(engine.renderedPresentation(of: v)?.cornerRadius == 0)
        try v.setCornerRadius(7)
        try v.setBackgroundColor(.red)
        try engine.step(frames: 1)
        let rendered = try #require(engine.renderedPresentation(of: v))
        #expect(rendered.cornerRadius == 7 && rendered.backgroundColor == .red)
        #expect(rendered.alpha == v.presentation.alpha && rendered.alpha != 0.2)
        // An animated additive field set directly: the track's delta is added to the new model.
        try engine.animate(duration: 1) { try v.setCenter(Point(100, 0)) }
        try engine.step(frames: 10)
        try v.setCenter(Point(50, 50))
        try engine.step(frames: 1)
        expectClose(try #require(engine.renderedPresentation(of: v)).center, v.presentation.center, 1e-12)
    }

    /// When a block of a view ends while another still animates the view, the ended
    /// block's fields show the model again (not the last values its tracks wrote).
    @Test func aTrackEndingShowsTheModelAgain() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.animate(duration: 1) { try v.setAlpha(0.2) }
        try engine.animate(duration: 0.1) {
            try v.setCornerRadius(10)
            try v.setTransform(.rotation(1))
            try v.setBackgroundColor(.blue)
        }
        try engine.step(frames: 11)   // the short block's last frame: 11 of its 12
        let last = try #require(engine.renderedPresentation(of: v))
        #expect(last.cornerRadius != 10 && last.transform != v.transform && last.backgroundColor != .blue)
        try engine.step(frames: 1)    // it ends
        #expect(v.isAnimating)
        let rendered = try #require(engine.renderedPresentation(of: v))
        #expect(rendered.cornerRadius == 10 && rendered.transform == v.transform && rendered.backgroundColor == .blue)
    }

    /// The same for one track taken off a view that other tracks still animate (a replaced
    /// track is cut short so, before its replacement is added).
    @Test func aTrackCutShortShowsTheModelAgain() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.animate(duration: 1) { try v.setAlpha(0.2); try v.setCornerRadius(10) }
        try engine.step(frames: 30)
        #expect(try #require(engine.renderedPresentation(of: v)).cornerRadius != 10)
        engine.animations.cutShort(try #require(engine.animations.store.liveTrack(of: v, .cornerRadius)))
        try engine.step(frames: 1)
        #expect(v.isAnimating && engine.renderedPresentation(of: v)?.cornerRadius == 10)
    }

    /// The store keeps only a view's model `bounds` and `center`; a whole copy reads the
    /// rest from the view. A model transform set on a view whose transform animates, twice
    /// between two frames, is decomposed again for the next frame: the presentation is the
    /// one the view's tracks give on its last model (the on-demand path, which reads the
    /// view), in the frame after each write and in later ones.
    @Test func aTransformSetMidAnimationIsTheOneTheNextFramesCompose() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        let v = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.animate(duration: 1) { try v.setTransform(.rotation(1)); try v.setAlpha(0.5) }
        try engine.step(frames: 30)
        try v.setTransform(.scale(3, 3))
        try v.setTransform(.translation(40, -8))
        try engine.step(frames: 1)
        let rendered = try #require(engine.renderedPresentation(of: v))
        let onDemand = v.presentation
        expectClose(rendered.transform, onDemand.transform, 1e-12)
        // The decomposed rotation delta still applies: not the bare model.
        #expect(rendered.transform != AffineTransform.translation(40, -8))
        // A write of another field leaves the transform as it was composed.
        try v.setCornerRadius(3)
        try engine.step(frames: 20)
        let later = try #require(engine.renderedPresentation(of: v))
        expectClose(later.transform, v.presentation.transform, 1e-12)
        #expect(later.cornerRadius == 3)
        try engine.step(frames: 69)   // the block's last frame: the model itself
        #expect(!v.isAnimating && v.presentation.transform == .translation(40, -8))
    }

    /// ``ModelPrefix`` is the first ``AnimationStore/additivePrefix`` bytes of a
    /// ``ModelCore``, field for field, as pass 2 copies them from one to the other as bytes.
    @Test func theModelPrefixIsTheCoresFirstBytes() {
        #expect(MemoryLayout<ModelPrefix>.size == AnimationStore.additivePrefix)
        #expect(MemoryLayout<ModelPrefix>.stride == AnimationStore.additivePrefix)
        #expect(MemoryLayout<ModelPrefix>.offset(of: \.bounds) == MemoryLayout<ModelCore>.offset(of: \.bounds))
        #expect(MemoryLayout<ModelPrefix>.offset(of: \.center) == MemoryLayout<ModelCore>.offset(of: \.center))
        var core = ModelCore()
        core.bounds = Rect(1, 2, 3, 4)
        core.center = Point(5, 6)
        core.alpha = 0.25
        let prefix = ModelPrefix(core)
        let same = withUnsafeBytes(of: prefix) { p in withUnsafeBytes(of: core) { c in Array(p) == Array(c.prefix(p.count)) } }
        #expect(same)
    }

    /// Every frame of a scene with model writes, retargets, cut-short and ending blocks and
    /// new ones renders the bytes of a whole copy.
    @Test func thePartialCopyRendersTheBytesOfAWholeCopy() throws {
        let engine = Engine()
        try engine.clock.setFPS(120)
        var views: [View] = []
        for i in 0..<40 {
            let v = try View(engine: engine, frame: Rect(Double(i), 0, 10, 10))
            views.append(v)
            try engine.animate(duration: 0.4 + Double(i % 5) * 0.1, curve: i.isMultiple(of: 2) ? .easeInOut : .linear) {
                try v.setFrame(Rect(100, Double(i) * 3, 20, 20))
                try v.setAlpha(0.5)
                try v.setTransform(.rotation(Double(i) / 7))
            }
            if i.isMultiple(of: 3) {
                try engine.animate(duration: 0.2) { try v.setCornerRadius(4); try v.setBackgroundColor(.red) }
            }
        }
        for frame in 0..<130 {
            switch frame {
            case 10:   // model writes of animated and non-animated fields, no animation
                for (i, v) in views.enumerated() where i.isMultiple(of: 4) {
                    try v.setCenter(Point(-5, Double(i)))
                    try v.setCornerRadius(2)
                    try v.setTransform(.scale(2, 2))
                }
            case 30:   // retargets: replaced tracks cut short, additive ones stacked
                for v in views.prefix(15) {
                    try engine.animate(duration: 0.3) { try v.setAlpha(1); try v.setCenter(Point(0, 0)) }
                }
            case 50:
                for v in views.suffix(5) { v.removeAllAnimations() }
            case 70:   // new blocks on views whose blocks ended, taking slots again
                for (i, v) in views.enumerated() where i.isMultiple(of: 2) {
                    try engine.animate(duration: 0.25) { try v.setBackgroundColor(.blue); try v.setBounds(Rect(0, 0, 5, 5)) }
                }
            default: break
            }
            try engine.step(frames: 1)
            expectSameBytesAsAWholeCopy(engine)
        }
    }
}
