/// Presentations of finite models stay finite (docs/animation.md, "Values near Double's
/// limit"). Every value a script gives is finite, but the arithmetic of an animation can leave
/// Double's range on the way: `to − from` between ±1e308 is infinite, and a spring's (or a
/// custom curve's) overshoot carries a value near the limit past it. The rules:
///
/// - a replaced value interpolates in halves where `from + (to − from)·e` overflows, so it
///   runs from `from` to `to` (``lerp(_:_:_:)``);
/// - a value that truly lies past the range (an overshoot) holds at the largest finite number
///   of its sign, `±Double.greatestFiniteMagnitude` (``Swift/Double/clampedToFinite``).
///
/// A computation that stays within the range gives the same bits as before: the second form
/// is taken only when the first one's result is not finite.
enum FiniteRange {
    /// Magnitudes from which a view's slot is presented with these rules in the frame pass
    /// (``AnimationStore/wideSlots``): below it, no sum the frame pass makes can overflow — a
    /// model, a delta or a replaced value each under 2^958, weighted by a curve within
    /// ±1,000,001 (``TimingCurve/customValueLimit`` plus 1) and summed over fewer than 2^40
    /// tracks, stays under 2^1020; a transform's parts, read from entries under it, under 2^959.
    static let wide = 0x1p958

    /// `from + (to − from)·e`, the replaced rule; where it overflows (`to − from` past the
    /// range, or an overshoot past it), `2·(from/2 + (to/2 − from/2)·e)` — exact halving, so the
    /// value runs from `from` to `to` — held within the range.
    @inline(__always)
    static func lerp(_ from: Double, _ to: Double, _ e: Double) -> Double {
        let r = from + (to - from) * e
        return r.isFinite ? r : (2 * (from / 2 + (to / 2 - from / 2) * e)).clampedToFinite
    }
}

extension Double {
    /// The number held within ±`greatestFiniteMagnitude` (±inf becomes the largest finite
    /// number of its sign; NaN stays NaN).
    @inline(__always)
    var clampedToFinite: Double {
        Swift.min(Swift.max(self, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}

extension AffineTransform {
    /// Each entry held within Double's range: parts near the limit recompose to
    /// `cos·shear − sin·scaleY`, which may pass it.
    var clampedToFinite: AffineTransform {
        AffineTransform(a: a.clampedToFinite, b: b.clampedToFinite, c: c.clampedToFinite,
                        d: d.clampedToFinite, tx: tx.clampedToFinite, ty: ty.clampedToFinite)
    }
}
