import Testing
@testable import TransitCore

/// The table of animatable properties (`PropertyDescriptor.all`): what it declares, that
/// every descriptor reads and writes its own field, and that the engine's rules (additive or
/// replacing, the frame pass) follow the table rather than per-property code.
@Suite struct PropertyDescriptorTests {
    /// A model with every field away from its default, so a read of the wrong field shows.
    static let sample: ViewModel = {
        var m = ViewModel(
            bounds: Rect(1, 2, 30, 40), center: Point(5, 6),
            transform: AffineTransform.rotation(0.5).concatenating(.translation(7, -8)),
            alpha: 0.25, backgroundColor: Color(0.1, 0.2, 0.3, 0.4), cornerRadius: 9)
        m.anchorPoint = Point(0.25, 0.75)
        m.zPosition = 3
        m.shadowOpacity = 0.5
        m.shadowRadius = 6
        m.shadowOffset = Point(2, 4)
        m.shadowColor = Color(0.2, 0.4, 0.6, 0.8)
        m.borderWidth = 1.5
        m.borderColor = Color(0.9, 0.8, 0.7, 0.6)
        m.transform3D.m34 = -0.002                 // exactly its decomposition's perspective
        return m
    }()

    @Test func theTableDeclaresUIKitsAnimatablePropertiesWithItsRules() {
        let declared = PropertyDescriptor.all.map { "\($0.name) \($0.kind) \($0.composition)" }
        #expect(declared == [
            "center point additive", "bounds rect additive", "transform transform additive",
            "alpha scalar replacing", "backgroundColor color replacing", "cornerRadius scalar replacing",
            "layer.anchorPoint point replacing", "layer.zPosition scalar replacing",
            "layer.shadowOpacity scalar replacing", "layer.shadowRadius scalar replacing",
            "layer.shadowOffset point replacing", "layer.shadowColor color replacing",
            "layer.borderWidth scalar replacing", "layer.borderColor color replacing",
            "layer.transform transform3D additive",
        ])
        for (i, d) in PropertyDescriptor.all.enumerated() {
            #expect(Int(d.property.rawValue) == i)
            #expect(d.property.description == d.name)
            #expect(d.property.isAdditive == (d.composition == .additive))
        }
        #expect(AnimatedProperty.allCases == [.center, .bounds, .transform, .alpha, .backgroundColor, .cornerRadius,
                                              .anchorPoint, .zPosition, .shadowOpacity, .shadowRadius, .shadowOffset,
                                              .shadowColor, .borderWidth, .borderColor, .transform3D])
    }

    /// A new store (every engine's, so every spec test's reset) has one list per property of
    /// each lane, in the table's order, each its own object: the counts come from the table
    /// counted once (``AnimationStore/listCounts``) rather than filtered per lane and store.
    @Test func aNewStoreHasOneListPerPropertyOfEachLane() {
        let store = AnimationStore()
        let counts = [store.points.count, store.rects.count, store.transforms.count, store.scalars.count,
                      store.colors.count, store.pointSpans.count, store.transforms3D.count]
        #expect(counts == [1, 1, 1, 6, 3, 2, 1])
        let lanes: [TrackLane] = [.additivePoint, .additiveRect, .additiveTransform, .replacingScalar, .replacingColor,
                                  .replacingPoint, .additiveTransform3D]
        #expect(lanes.map { PropertyDescriptor.properties(in: $0).count } == counts)
        #expect(AnimationStore.listCounts == counts)
        #expect(Set(store.scalars.map { ObjectIdentifier($0) }).count == 6)
        #expect(Set(AnimationStore().scalars.map { ObjectIdentifier($0) }).isDisjoint(with: store.scalars.map { ObjectIdentifier($0) }))
    }

    @Test func everyDescriptorRoundTripsModelToVectorToModel() {
        for d in PropertyDescriptor.all {
            let v = d.read(Self.sample)
            var fresh = ViewModel()
            d.write(v, to: &fresh)
            // Its own field now matches the sample (a transform through its decomposition)…
            #expect(d.read(fresh) == v, "\(d.name)")
            // …and no other field moved.
            for other in PropertyDescriptor.all where other.property != d.property {
                #expect(other.read(fresh) == other.read(ViewModel()), "\(d.name) wrote \(other.name)")
            }
        }
        var m = ViewModel()
        for d in PropertyDescriptor.all { d.write(d.read(Self.sample), to: &m) }
        #expect(m.bounds == Self.sample.bounds && m.center == Self.sample.center && m.alpha == 0.25)
        #expect(m.backgroundColor == Self.sample.backgroundColor && m.cornerRadius == 9)
        expectClose(m.transform, Self.sample.transform, 1e-12)
        // A nil colour reads as clear, as it animates.
        #expect(AnimatedProperty.backgroundColor.descriptor.read(ViewModel()) == AnimVector(Color.clear))
    }

    @Test func aPresentationIsLaidOutAsTheModel() {
        #expect(MemoryLayout<Presentation>.offset(of: \Presentation.values) == 0)
        #expect(MemoryLayout<Presentation>.stride == MemoryLayout<ViewModel>.stride)
        // The frame pass copies a model's core into its output in blocks: all of its first
        // fields (``RenderedCore``), and not a byte past them (the tail is not in the row).
        var copy = ModelCore()
        copy.cornerRadius = 3
        withUnsafeBytes(of: Self.sample.core) { from in
            withUnsafeMutableBytes(of: &copy) { AnimationStore.copyModel(from.baseAddress!, to: $0.baseAddress!) }
        }
        #expect(copy.bounds == Self.sample.bounds && copy.center == Self.sample.center)
        #expect(copy.transform == Self.sample.transform && copy.alpha == Self.sample.alpha)
        #expect(copy.cornerRadius == 3 && copy.backgroundColor == nil)
        let p = Presentation(values: Self.sample)
        #expect(p.center == Point(5, 6) && p.bounds == Rect(1, 2, 30, 40) && p.cornerRadius == 9)
        for d in PropertyDescriptor.all { #expect(d.read(p.values) == d.read(Self.sample)) }
    }

    /// Two overlapping animations of each property, set through the table (what every setter
    /// does): additive ones both finish and sum, replacing ones cut the first short.
    @Test func retargetingFollowsEachDescriptorsComposition() throws {
        for d in PropertyDescriptor.all {
            let engine = Engine()
            let view = View(engine: engine)
            try engine.window.addSubview(view)
            let start = d.read(ViewModel()), target = d.read(Self.sample)
            func set(_ v: AnimVector) {
                engine.willChange(view, d.property)
                d.write(v, to: &view.model)
            }
            var finished: [Bool] = []
            try engine.animate(duration: 1, curve: .linear, animations: { set(target) }, completion: { finished.append($0) })
            try engine.step(frames: 30)
            try engine.animate(duration: 1, curve: .linear, animations: { set(start) }, completion: { finished.append($0) })
            try engine.runUntilIdle()
            #expect(finished == (d.isAdditive ? [true, true] : [false, true]), "\(d.name)")
            #expect(d.read(view.model) == start)
        }
    }

    @Test func twoPropertiesOfOneLaneKeepTheirOwnListsAndFields() throws {
        let alpha = AnimatedProperty.alpha.descriptor, radius = AnimatedProperty.cornerRadius.descriptor
        #expect(alpha.lane == radius.lane && alpha.laneIndex != radius.laneIndex)
        let engine = Engine()
        try engine.clock.setFPS(60)
        let view = try View(engine: engine, frame: Rect(0, 0, 10, 10))
        try engine.window.addSubview(view)
        try engine.animate(duration: 1, curve: .linear) { try view.setAlpha(0); try view.setCornerRadius(20) }
        try engine.step(frames: 15)
        let rendered = try #require(engine.renderedPresentation(of: view))
        #expect(rendered.alpha == 0.75 && rendered.cornerRadius == 5)
        #expect(rendered == view.presentation)
    }

    /// Declaring a property is one line: the key path's type gives the kind, kind and
    /// composition the track lane, the layout the offset, and the table numbers the lanes.
    /// (A test cannot add to the engine's table; this declares one beside it on an existing
    /// field and checks everything the engine derives from a declaration.)
    @Test func aDeclarationIsAllTheEngineNeeds() {
        let radius = PropertyDescriptor(AnimatedProperty(0), "layerCornerRadius", \ModelCore.cornerRadius, .replacing)
        let glow = PropertyDescriptor(AnimatedProperty(1), "glow", \LayerModel.shadowOpacity, .replacing)
        let table = PropertyDescriptor.table([radius, glow])
        #expect(table.map(\.kind) == [.scalar, .scalar] && table.map(\.lane) == [.replacingScalar, .replacingScalar])
        #expect(table.map(\.laneIndex) == [0, 1])
        // Where the frame pass writes them: the core's field, or the layer table's.
        #expect(!table[0].inLayer && table[0].partOffset == MemoryLayout<ModelCore>.offset(of: \ModelCore.cornerRadius))
        #expect(table[1].inLayer && table[1].partOffset == MemoryLayout<LayerModel>.offset(of: \LayerModel.shadowOpacity))
        var m = ViewModel()
        table[0].write(AnimVector(scalar: 12), to: &m)
        table[1].write(table[1].interpolate(AnimVector(scalar: 1), AnimVector(scalar: 0), 0.25), to: &m)
        #expect(m.cornerRadius == 12 && m.shadowOpacity == 0.75)
        let anchor = PropertyDescriptor(AnimatedProperty(0), "anchor", \ModelCore.center, .additive)
        #expect(anchor.kind == .point && anchor.lane == .additivePoint)
    }
}
