/// What the store derives from the property table once: one track list per property,
/// grouped by lane, and each list's field offset for the frame pass's loops.
extension AnimationStore {
    /// One empty list per property of `lane`, each its own (a list is an object: repeating
    /// one would give every property the same).
    static func lists<Payload>(_ lane: TrackLane, of: Payload.Type) -> [TrackList<Payload>] {
        let lane = Int(lane.rawValue)
        return (0..<(lane < listCounts.count ? listCounts[lane] : 0)).map { _ in TrackList() }
    }

    /// How many properties each lane has (by raw value), counted once. Every engine makes a
    /// store — a spec file's every test resets to a new engine — and filtering the property
    /// table once a lane for each was 16.5 k instructions a store (the descriptors copied,
    /// their names retained), for lists that need only the count.
    static let listCounts: [Int] = {
        var counts: [Int] = []
        for d in PropertyDescriptor.all {
            let lane = Int(d.lane.rawValue)
            if lane >= counts.count { counts += repeatElement(0, count: lane + 1 - counts.count) }
            counts[lane] += 1
        }
        return counts
    }()

    /// Each lane's lists of the properties presented in ``AnimationStore/rendered``, with their
    /// fields' offsets there (as in ``ModelCore``), for the frame pass's loops (the lists of
    /// the layer's and the core tail's properties are walked by ``evaluateRowLanes()``).
    static let pointOffsets = coreOffsets(.additivePoint)
    static let rectOffsets = coreOffsets(.additiveRect)
    static let scalarOffsets = coreOffsets(.replacingScalar)
    static let colorOffsets = coreOffsets(.replacingColor)

    private static func coreOffsets(_ lane: TrackLane) -> [(list: Int, offset: Int)] {
        PropertyDescriptor.properties(in: lane).enumerated().filter { $0.element.inRenderedCore }.map { ($0.offset, $0.element.partOffset) }
    }

    /// Copies a model's core — its first ``RenderedCore/size`` bytes (104, plain numbers) —
    /// into a presentation's slot in 32-byte blocks, the last one overlapping, in code the
    /// compiler unrolls: a struct assignment that large is a call to memcpy (callgrind: 34
    /// instructions per view and frame, where building the presentation field by field was
    /// about 20).
    @inline(__always)
    static func copyModel(_ from: UnsafeRawPointer, to: UnsafeMutableRawPointer) {
        typealias Block = SIMD4<UInt64>
        let n = RenderedCore.size, b = MemoryLayout<Block>.size
        var o = 0
        while o + b <= n {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: o, as: Block.self), toByteOffset: o, as: Block.self)
            o += b
        }
        if o < n {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: n - b, as: Block.self), toByteOffset: n - b, as: Block.self)
        }
    }

    /// How many of ``ModelCore``'s first bytes pass 2 copies into a presentation that still
    /// holds its model (``SlotMarks/modelCopied``): `bounds` and `center`, the fields of the
    /// additive point and rect lanes, which pass 3 adds onto the presentation's field, so the
    /// model's value must be put there every frame (every other field a track writes, it
    /// writes whole). A constant, so that the copy is three moves; ``additiveFieldsInPrefix``
    /// says whether the table's fields are all there.
    static var additivePrefix: Int { 48 }

    /// Whether every field of the core's additive point and rect lanes lies in the first
    /// ``additivePrefix`` bytes; otherwise pass 2 copies the whole core every frame.
    static let additiveFieldsInPrefix = pointOffsets.allSatisfy { $0.offset + MemoryLayout<Point>.size <= additivePrefix }
        && rectOffsets.allSatisfy { $0.offset + MemoryLayout<Rect>.size <= additivePrefix }

    /// Copies the first ``additivePrefix`` bytes of a model's core into a presentation's
    /// slot (see ``copyModel(_:to:)``).
    @inline(__always)
    static func copyAdditivePrefix(_ from: UnsafeRawPointer, to: UnsafeMutableRawPointer) {
        typealias Block = SIMD2<UInt64>
        let b = MemoryLayout<Block>.size
        var o = 0
        while o + b <= additivePrefix {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: o, as: Block.self), toByteOffset: o, as: Block.self)
            o += b
        }
    }

    /// The transform-kind property, if the table has one (at most one: see ``PropertyDescriptor/table(_:)``).
    static let transformProperty = PropertyDescriptor.properties(in: .additiveTransform).first
}

/// The lanes of the properties kept in the store's sparse tables (``SlotRows``): the layer's
/// (docs/layers.md) — replaced points, the additive 3D transform, scalars and colours — and
/// the core tail's (`cornerRadius`, `backgroundColor`). Rare enough to go through the
/// descriptor per track rather than a loop per field type.
extension AnimationStore {
    /// The on-demand path's case for these lanes.
    func accumulateLayerLane(_ ref: TrackRef, into acc: inout PresentationAccumulator, eased: (Int32) -> Double) {
        let i = Int(ref.index), l = Int(ref.list), d = ref.property.descriptor
        switch ref.lane {
        case .replacingPoint:
            let t = pointSpans[l][i]
            acc.set(d, AnimVector(t.payload.at(eased(t.group))))
        case .additiveTransform3D:
            let t = transforms3D[l][i]
            acc.add(d, t.payload, weight: 1 - eased(t.group))
        default:
            preconditionFailure("not a layer lane")
        }
    }

    /// Pass 3 for the properties of the sparse tables, after the others: replaced values (the
    /// layer's and the core tail's lists of the scalar and colour lanes, and points) written,
    /// then each view's 3D deltas summed (rotation vectors too) and composed once onto its
    /// model value — the same rule as ``PresentationAccumulator``. Rare, so per track through
    /// the descriptor, into the tables' rows (a slot has one from its first track of the
    /// table's properties: ``markRowTracks(_:_:)``).
    mutating func evaluateRowLanes() {
        guard layerRows.used > 0 || tailRows.used > 0 else { return }
        for (l, d) in PropertyDescriptor.properties(in: .replacingScalar).enumerated() where !d.inRenderedCore {
            for t in scalars[l].items where t.group >= 0 {
                let s = t.payload
                let value = AnimVector(scalar: FiniteRange.lerp(s.from, s.to, progress(ofGroup: t.group)))
                withRenderedField(d, slot: t.viewSlot) { d.write(value, field: $0) }
            }
        }
        for (l, d) in PropertyDescriptor.properties(in: .replacingColor).enumerated() where !d.inRenderedCore {
            for t in colors[l].items where t.group >= 0 {
                let value = AnimVector(t.payload.from.interpolated(to: t.payload.to, progress(ofGroup: t.group)))
                withRenderedField(d, slot: t.viewSlot) { d.write(value, field: $0) }
            }
        }
        for (l, d) in PropertyDescriptor.properties(in: .replacingPoint).enumerated() where !pointSpans[l].items.isEmpty {
            for t in pointSpans[l].items where t.group >= 0 {
                let p = t.payload.at(progress(ofGroup: t.group))
                withRenderedField(d, slot: t.viewSlot) { d.write(AnimVector(p), field: $0) }
            }
        }
        for (l, d) in PropertyDescriptor.properties(in: .additiveTransform3D).enumerated() where !transforms3D[l].items.isEmpty {
            var sums: [Int32: AnimVector] = [:]
            var order: [Int32] = []
            for t in transforms3D[l].items where t.group >= 0 {
                if sums[t.viewSlot] == nil { order.append(t.viewSlot); sums[t.viewSlot] = .zero }
                sums[t.viewSlot]!.add(t.payload, times: 1 - progress(ofGroup: t.group))
                sums[t.viewSlot] = sums[t.viewSlot]!.clampedToFinite   // as the on-demand sums (PresentationAccumulator)
            }
            for v in order {
                withRenderedField(d, slot: v) { d.add(sums[v]!, times: 1, field: $0) }
            }
        }
    }
}
