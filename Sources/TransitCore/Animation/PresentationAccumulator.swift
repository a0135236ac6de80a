/// The sum of a view's running animations at one instant, before it is combined with the
/// model. Additive properties sum deltas; replaced ones hold the single running value.
struct PresentationAccumulator {
    var center = AnimVector.zero
    var bounds = AnimVector.zero
    var transform = AnimVector.zero
    var alpha = 0.0
    var color = AnimVector.zero
    var cornerRadius = 0.0
    /// Which properties have a running animation (bit = `AnimatedProperty.rawValue`).
    var flags: UInt8 = 0

    /// Adds one track evaluated at eased progress `e`.
    @inline(__always)
    mutating func add(_ track: Track, eased e: Double) {
        flags |= track.property.bit
        switch track.property {
        case .center: center.add(track.from, times: 1 - e)
        case .bounds: bounds.add(track.from, times: 1 - e)
        case .transform: transform.add(track.from, times: 1 - e)
        case .alpha: alpha = track.from.v0 + (track.to.v0 - track.from.v0) * e
        case .backgroundColor: color = AnimVector.lerp(track.from, track.to, e)
        case .cornerRadius: cornerRadius = track.from.v0 + (track.to.v0 - track.from.v0) * e
        }
    }

    /// The presentation: the model plus this sum. Properties without a running animation
    /// are the model values, bit for bit (no decomposition round trip).
    @inline(__always)
    func presentation(of view: View) -> Presentation {
        var p = Presentation(bounds: view.bounds, center: view.center, transform: view.transform,
                             alpha: view.alpha, backgroundColor: view.backgroundColor,
                             cornerRadius: view.cornerRadius)
        if flags == 0 { return p }
        if flags & AnimatedProperty.center.bit != 0 {
            p.center.x += center.v0
            p.center.y += center.v1
        }
        if flags & AnimatedProperty.bounds.bit != 0 {
            p.bounds.x += bounds.v0
            p.bounds.y += bounds.v1
            p.bounds.width += bounds.v2
            p.bounds.height += bounds.v3
        }
        if flags & AnimatedProperty.transform.bit != 0 {
            var d = AnimVector(DecomposedTransform(view.transform))
            d.add(transform, times: 1)
            p.transform = d.decomposed.transform
        }
        if flags & AnimatedProperty.alpha.bit != 0 { p.alpha = alpha }
        if flags & AnimatedProperty.backgroundColor.bit != 0 { p.backgroundColor = color.color }
        if flags & AnimatedProperty.cornerRadius.bit != 0 { p.cornerRadius = cornerRadius }
        return p
    }
}
