/// What the store derives from the property table once: one track list per property,
/// grouped by lane, and each list's field offset for the frame pass's loops.
extension AnimationStore {
    /// One empty list per property of `lane`.
    static func lists<Payload>(_ lane: TrackLane, of: Payload.Type) -> [TrackList<Payload>] {
        Array(repeating: TrackList(), count: PropertyDescriptor.properties(in: lane).count)
    }

    /// The field offsets of each lane's properties, in list order, for the frame pass.
    static let pointOffsets = PropertyDescriptor.properties(in: .additivePoint).map(\.offset)
    static let rectOffsets = PropertyDescriptor.properties(in: .additiveRect).map(\.offset)
    static let scalarOffsets = PropertyDescriptor.properties(in: .replacingScalar).map(\.offset)
    static let colorOffsets = PropertyDescriptor.properties(in: .replacingColor).map(\.offset)
    /// Copies a model (152 bytes, plain numbers) into a presentation's slot in 32-byte
    /// blocks, the last one overlapping, in code the compiler unrolls: a struct assignment
    /// that large is a call to memcpy (callgrind: 34 instructions per view and frame, where
    /// building the presentation field by field was about 20).
    @inline(__always)
    static func copyModel(_ from: UnsafeRawPointer, to: UnsafeMutableRawPointer) {
        typealias Block = SIMD4<UInt64>
        let n = MemoryLayout<ViewModel>.stride, b = MemoryLayout<Block>.size
        var o = 0
        while o + b <= n {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: o, as: Block.self), toByteOffset: o, as: Block.self)
            o += b
        }
        if o < n {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: n - b, as: Block.self), toByteOffset: n - b, as: Block.self)
        }
    }

    /// The transform-kind property, if the table has one (at most one: see ``PropertyDescriptor/table(_:)``).
    static let transformProperty = PropertyDescriptor.properties(in: .additiveTransform).first
}

/// The layer's lanes (docs/layers.md): replaced points and the additive 3D transform. Rare
/// enough to go through the descriptor per track rather than a loop per field type.
extension AnimationStore {
    /// The on-demand path's case for these lanes.
    func accumulateLayerLane(_ ref: TrackRef, into acc: inout PresentationAccumulator, at tick: Int64) {
        let i = Int(ref.index), l = Int(ref.list), d = ref.property.descriptor
        switch ref.lane {
        case .replacingPoint:
            let t = pointSpans[l].items[i], s = t.payload, e = eased(group: t.group, at: tick)
            acc.set(d, AnimVector(Point(x: s.from.x + (s.to.x - s.from.x) * e, y: s.from.y + (s.to.y - s.from.y) * e)))
        case .additiveTransform3D:
            let t = transforms3D[l].items[i]
            acc.add(d, t.payload, weight: 1 - eased(group: t.group, at: tick))
        default:
            preconditionFailure("not a layer lane")
        }
    }

    /// Pass 3 for these lanes, after the others: replaced points written, then each view's
    /// 3D deltas summed (rotation vectors too) and composed once onto its presentation's
    /// model value — the same rule as ``PresentationAccumulator``.
    mutating func evaluateLayerLanes() {
        let stride = MemoryLayout<Presentation>.stride
        let pointProperties = PropertyDescriptor.properties(in: .replacingPoint)
        for (l, d) in pointProperties.enumerated() where !pointSpans[l].items.isEmpty {
            for t in pointSpans[l].items where t.group >= 0 {
                let e = progress[Int(t.group)], s = t.payload
                let p = Point(x: s.from.x + (s.to.x - s.from.x) * e, y: s.from.y + (s.to.y - s.from.y) * e)
                rendered.withUnsafeMutableBytes { d.write(AnimVector(p), at: $0.baseAddress! + Int(t.viewSlot) * stride) }
            }
        }
        for (l, d) in PropertyDescriptor.properties(in: .additiveTransform3D).enumerated() where !transforms3D[l].items.isEmpty {
            var sums: [Int32: AnimVector] = [:]
            var order: [Int32] = []
            for t in transforms3D[l].items where t.group >= 0 {
                if sums[t.viewSlot] == nil { order.append(t.viewSlot); sums[t.viewSlot] = .zero }
                sums[t.viewSlot]!.add(t.payload, times: 1 - progress[Int(t.group)])
            }
            for v in order {
                rendered.withUnsafeMutableBytes { d.add(sums[v]!, times: 1, at: $0.baseAddress! + Int(v) * stride) }
            }
        }
    }
}
