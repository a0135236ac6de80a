/// The last angle the frame pass turned a view by, with its cosine and sine: views turned by
/// animations begun together share their angle in a frame, so most skip the trigonometry.
///
/// The angle is compared by its bit pattern, not with `==`: then the memo answers exactly what
/// `Math.cos` and `Math.sin` would, whichever view was composed before — `==` takes −0 for +0
/// (whose sines differ in sign, as `CGAffineTransform(rotationAngle:)`'s `b = sin θ` does) and
/// never finds a NaN equal. The frame pass's angles are never −0 today (the model's angle plus
/// a sum begun at +0, and x + (+0) is not −0), so this changes no presented value; it makes
/// the transforms independent of the order views are composed in by construction, not by
/// that argument.
struct AngleMemo {
    private var angle = 0.0
    private(set) var cos = 1.0
    private(set) var sin = 0.0

    /// Makes ``cos`` and ``sin`` those of `angle`, computing them only for a new angle.
    @inline(__always)
    mutating func turn(to angle: Double) {
        if angle.bitPattern != self.angle.bitPattern {
            self.angle = angle
            cos = Math.cos(angle)
            sin = Math.sin(angle)
        }
    }
}
