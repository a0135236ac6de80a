/// The frame pass's values near Double's limit (FiniteRange.swift). Its loops compute
/// `from + (to − from)·e` and `model + Σ delta·w` as they are, without a check per track:
/// near the limit those overflow to ±inf (and NaN: inf·0, inf − inf). The views that can
/// meet it are known when their tracks are made or their models change — a number of
/// magnitude ``FiniteRange/wide`` or more (``wideSlots``) — and only theirs are looked at,
/// after the passes: a field left non-finite takes the on-demand presentation's value, which
/// follows the finite rules. Frames without such a view pay one test of an empty set.
extension AnimationStore {
    /// Whether a model's core (the fields the frame pass computes in ``rendered``) holds a
    /// number of magnitude ``FiniteRange/wide`` or more.
    static func isWide(_ core: ModelCore) -> Bool {
        withUnsafeBytes(of: core) { raw in
            (0..<RenderedCore.size / MemoryLayout<Double>.size).contains {
                abs(raw.load(fromByteOffset: $0 * MemoryLayout<Double>.size, as: Double.self)) >= FiniteRange.wide
            }
        }
    }

    /// Rewrites the fields of the wide slots' presentations that the passes left non-finite
    /// with the on-demand presentation's, at the same eased progress. The others keep their
    /// bits (the on-demand sums, in another order, may differ in the last place).
    mutating func presentWideSlots() {
        let stride = MemoryLayout<RenderedCore>.stride
        let fields = PropertyDescriptor.all.filter { $0.inRenderedCore && $0.kind != .color }
        for slot in wideSlots where slotMarks[Int(slot)].contains(.live) {
            let base = Int(slot) * stride
            func finite(_ d: PropertyDescriptor) -> Bool {
                rendered.withUnsafeBytes { raw in
                    (0..<d.fieldSize / MemoryLayout<Double>.size).allSatisfy {
                        raw.load(fromByteOffset: base + d.partOffset + $0 * MemoryLayout<Double>.size, as: Double.self).isFinite
                    }
                }
            }
            let broken = fields.filter { !finite($0) }
            if broken.isEmpty { continue }
            var acc = PresentationAccumulator()
            forEachLiveTrack(ofSlot: slot) { accumulate($0, into: &acc) { progress(ofGroup: $0) } }
            let shown = acc.presentation(of: views[Int(slot)].unsafelyUnwrapped.model).values.core
            withUnsafeBytes(of: shown) { from in
                rendered.withUnsafeMutableBytes { to in
                    for d in broken {
                        to.baseAddress!.advanced(by: base + d.partOffset)
                            .copyMemory(from: from.baseAddress! + d.partOffset, byteCount: d.fieldSize)
                    }
                }
            }
        }
    }
}
