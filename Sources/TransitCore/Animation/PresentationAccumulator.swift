/// The sum of a view's running animations at one instant, before it is combined with the
/// model. Additive properties sum weighted deltas; replaced ones hold the single running
/// value. Kept small (numbers, no optionals) because the frame pass writes one per view.
struct PresentationAccumulator {
    var cx = 0.0, cy = 0.0
    var bx = 0.0, by = 0.0, bw = 0.0, bh = 0.0
    var transform = AnimVector.zero
    var alpha = 0.0
    var color = Color.clear
    var cornerRadius = 0.0
    /// Which properties have a running animation (bit = `AnimatedProperty.rawValue`).
    var flags: UInt8 = 0

    @inline(__always) mutating func addCenter(_ d: Delta2, weight w: Double) {
        flags |= AnimatedProperty.center.bit
        cx += d.dx * w; cy += d.dy * w
    }

    @inline(__always) mutating func addBounds(_ d: Delta4, weight w: Double) {
        flags |= AnimatedProperty.bounds.bit
        bx += d.dx * w; by += d.dy * w; bw += d.dw * w; bh += d.dh * w
    }

    @inline(__always) mutating func addTransform(_ d: AnimVector, weight w: Double) {
        flags |= AnimatedProperty.transform.bit
        transform.add(d, times: w)
    }

    @inline(__always) mutating func setAlpha(_ s: ScalarSpan, eased e: Double) {
        flags |= AnimatedProperty.alpha.bit
        alpha = s.from + (s.to - s.from) * e
    }

    @inline(__always) mutating func setColor(_ s: ColorSpan, eased e: Double) {
        flags |= AnimatedProperty.backgroundColor.bit
        color = s.from.interpolated(to: s.to, e)
    }

    @inline(__always) mutating func setCornerRadius(_ s: ScalarSpan, eased e: Double) {
        flags |= AnimatedProperty.cornerRadius.bit
        cornerRadius = s.from + (s.to - s.from) * e
    }

    /// A keyframe track's value: a delta for additive properties, the value for the others.
    @inline(__always) mutating func add(keyframe property: AnimatedProperty, _ v: AnimVector) {
        switch property {
        case .center: addCenter(Delta2(dx: v.v0, dy: v.v1), weight: 1)
        case .bounds: addBounds(Delta4(dx: v.v0, dy: v.v1, dw: v.v2, dh: v.v3), weight: 1)
        case .transform: addTransform(v, weight: 1)
        case .alpha:
            flags |= AnimatedProperty.alpha.bit
            alpha = v.v0
        case .backgroundColor:
            flags |= AnimatedProperty.backgroundColor.bit
            color = v.color
        case .cornerRadius:
            flags |= AnimatedProperty.cornerRadius.bit
            cornerRadius = v.v0
        }
    }

    /// Zeroes the sums and flags (replaced values are overwritten when their flag is set).
    @inline(__always) mutating func reset() {
        cx = 0; cy = 0; bx = 0; by = 0; bw = 0; bh = 0
        transform = .zero
        flags = 0
    }

    /// The presentation: the model plus this sum. Properties without a running animation
    /// are the model values, bit for bit (no decomposition round trip).
    @inline(__always)
    func presentation(of model: ViewModel) -> Presentation {
        var p = Presentation(bounds: model.bounds, center: model.center, transform: model.transform,
                             alpha: model.alpha, backgroundColor: model.backgroundColor,
                             cornerRadius: model.cornerRadius)
        if flags == 0 { return p }
        if flags & AnimatedProperty.center.bit != 0 {
            p.center.x += cx
            p.center.y += cy
        }
        if flags & AnimatedProperty.bounds.bit != 0 {
            p.bounds.x += bx
            p.bounds.y += by
            p.bounds.width += bw
            p.bounds.height += bh
        }
        if flags & AnimatedProperty.transform.bit != 0 {
            var d = AnimVector(DecomposedTransform(model.transform))
            d.add(transform, times: 1)
            p.transform = d.decomposed.transform
        }
        if flags & AnimatedProperty.alpha.bit != 0 { p.alpha = alpha }
        if flags & AnimatedProperty.backgroundColor.bit != 0 { p.backgroundColor = color }
        if flags & AnimatedProperty.cornerRadius.bit != 0 { p.cornerRadius = cornerRadius }
        return p
    }
}
