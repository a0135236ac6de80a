/// The sum of a view's running animations at one instant, before it is combined with the
/// model (the on-demand path; the frame pass writes presentations in place). Additive
/// properties sum weighted deltas; replaced ones hold the single running value. Both live in
/// a ``ViewModel`` laid out as the model, so each property's descriptor reads and writes
/// them; a transform's sum stays decomposed.
struct PresentationAccumulator {
    /// Additive deltas (from zero) and replaced values, each in its property's field.
    var sums = PresentationAccumulator.zero
    /// The decomposed sum of the transform-kind property's deltas.
    var transform = AnimVector.zero
    /// The sum of the 3D transform's deltas (rotation vectors summed: see ``DecomposedTransform3D``).
    var transform3D = AnimVector.zero
    /// Which properties have a running animation.
    var flags: PropertyMask = 0

    /// A model whose additive fields are zero (the start of every sum).
    private static let zero: ViewModel = {
        var m = ViewModel()
        for d in PropertyDescriptor.all where d.isAdditive && d.kind != .transform && d.kind != .transform3D { d.write(.zero, to: &m) }
        return m
    }()

    /// Adds an additive track's delta weighted by `w` (1 − eased), or a keyframe's delta.
    /// Each sum is held within Double's range as it grows (``PropertyDescriptor/adding(_:times:to:)``
    /// for the others): a term past it added to one of the other sign made NaN.
    mutating func add(_ d: PropertyDescriptor, _ delta: AnimVector, weight w: Double) {
        flags |= d.property.bit
        if d.kind == .transform {
            transform.add(delta, times: w)
            transform = transform.clampedToFinite
        } else if d.kind == .transform3D {
            transform3D.add(delta, times: w)
            transform3D = transform3D.clampedToFinite
        } else {
            d.add(delta, times: w, to: &sums)
        }
    }

    /// Adds a 2D transform track's delta (its six numbers).
    mutating func add(_ d: PropertyDescriptor, _ delta: Delta6, weight w: Double) {
        add(d, delta.vector, weight: w)
    }

    /// Sets a replaced property's running value.
    mutating func set(_ d: PropertyDescriptor, _ value: AnimVector) {
        flags |= d.property.bit
        d.write(value, to: &sums)
    }

    /// The presentation: the model plus this sum. Properties without a running animation
    /// are the model values, bit for bit (no decomposition round trip).
    func presentation(of model: ViewModel) -> Presentation {
        var p = model
        if flags == 0 { return Presentation(values: p) }
        for d in PropertyDescriptor.all where flags & d.property.bit != 0 {
            if d.kind == .transform {
                d.write(d.adding(transform, times: 1, to: d.read(model)), to: &p)
            } else if d.kind == .transform3D {
                d.write(d.adding(transform3D, times: 1, to: d.read(model)), to: &p)
            } else if d.isAdditive {
                d.add(d.read(sums), times: 1, to: &p)
            } else {
                d.write(d.read(sums), to: &p)
            }
        }
        return Presentation(values: p)
    }
}
