/// The frame pass's output for one animated view (``AnimationStore/rendered``): the first
/// fields of its ``ModelCore``, laid out as there, so that a core property's field is at the
/// same offset in both (``PropertyDescriptor/partOffset``) and a model is copied in as bytes.
///
/// The core's last fields, `cornerRadius` and `backgroundColor` (``CoreTail``), are left out:
/// few animations touch them, and in every animated view's row they were 48 of its 152
/// bytes, 51 of an animation block's with the array's growth (docs/benchmark.md, memory).
/// The store keeps them in a sparse table (``SlotRows``) for the slots that animate one;
/// the others present their model's.
struct RenderedCore: Equatable {
    var bounds: Rect
    var center: Point
    var transform: AffineTransform
    var alpha: Double

    init() {
        bounds = .zero
        center = .zero
        transform = .identity
        alpha = 1
    }

    /// How many of ``ModelCore``'s first bytes it holds.
    static var size: Int { MemoryLayout<RenderedCore>.size }

    /// Whether its fields lie at ``ModelCore``'s offsets (checked as the descriptor table is
    /// built, ``PropertyDescriptor/table(_:)``: the copies and the descriptors' offsets rely
    /// on it).
    static var matchesModelCore: Bool {
        MemoryLayout<RenderedCore>.offset(of: \.bounds) == MemoryLayout<ModelCore>.offset(of: \.bounds)
            && MemoryLayout<RenderedCore>.offset(of: \.center) == MemoryLayout<ModelCore>.offset(of: \.center)
            && MemoryLayout<RenderedCore>.offset(of: \.transform) == MemoryLayout<ModelCore>.offset(of: \.transform)
            && MemoryLayout<RenderedCore>.offset(of: \.alpha) == MemoryLayout<ModelCore>.offset(of: \.alpha)
            && size <= MemoryLayout<ModelCore>.offset(of: \.cornerRadius)!
            && size <= MemoryLayout<ModelCore>.offset(of: \.backgroundColor)!
    }
}

/// The fields of ``ModelCore`` after ``RenderedCore``'s, laid out as there from
/// ``RenderedCore/size`` on: a tail property's field is at `partOffset − RenderedCore.size`.
struct CoreTail {
    var cornerRadius: Double
    var backgroundColor: Color?

    init(_ core: ModelCore) {
        cornerRadius = core.cornerRadius
        backgroundColor = core.backgroundColor
    }

    /// Whether its fields lie at ``ModelCore``'s offsets less ``RenderedCore/size``.
    static var matchesModelCore: Bool {
        MemoryLayout<CoreTail>.offset(of: \.cornerRadius)! + RenderedCore.size == MemoryLayout<ModelCore>.offset(of: \.cornerRadius)
            && MemoryLayout<CoreTail>.offset(of: \.backgroundColor)! + RenderedCore.size
                == MemoryLayout<ModelCore>.offset(of: \.backgroundColor)
    }
}
