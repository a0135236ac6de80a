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
