/// An affine transform split into the parts animations interpolate: translation, rotation
/// angle, scale and shear.
///
/// The split is the 2D "unmatrix" of Spencer Thomas (Graphics Gems II, "Decomposing a matrix
/// into simple transformations"), the basis of CSS Transforms Level 1 §"Interpolation of 2D
/// matrices": the linear part `L = [[a, c], [b, d]]` (column vectors) is factored as
/// `L = R(angle) · [[scaleX, shear], [0, scaleY]]`, with `scaleX = hypot(a, b)`,
/// `angle = atan2(b, a)`, `shear = c·cos + d·sin` and `scaleY = det / scaleX` (a mirrored
/// transform gets a negative `scaleY`). The components interpolate linearly and
/// ``transform`` recomposes them; the angle the short way round (``turn(from:to:)``), as
/// Core Animation turns a layer and as CSS's algorithm does ("don't rotate the long way
/// around"): 170° → 190° (read back as −170°) turns 20° clockwise, not 340° back.
///
/// Additive transform animations (UIKit's retargeting) work in this space: each running
/// animation contributes `(old − new)·(1 − progress)` per component, and the presentation is
/// `compose(decompose(model) + Σ contributions)`.
struct DecomposedTransform: Equatable {
    var tx: Double
    var ty: Double
    var angle: Double
    var scaleX: Double
    var scaleY: Double
    var shear: Double

    static let identity = DecomposedTransform(tx: 0, ty: 0, angle: 0, scaleX: 1, scaleY: 1, shear: 0)

    init(tx: Double, ty: Double, angle: Double, scaleX: Double, scaleY: Double, shear: Double) {
        self.tx = tx; self.ty = ty; self.angle = angle
        self.scaleX = scaleX; self.scaleY = scaleY; self.shear = shear
    }

    init(_ t: AffineTransform) {
        tx = t.tx
        ty = t.ty
        // hypot, and scaleY from the unit column rather than the determinant: the squares
        // and products overflowed past 1.3e154 (`Transform.scale(1e155, 1)` animated
        // presented NaN), where the transform and its frame are finite
        let sx = Math.hypot(t.a, t.b)
        if sx == 0 {
            // The first column collapsed: no angle can be read; keep the second column as
            // shear/scaleY with angle 0 so recomposition is still exact.
            angle = 0
            scaleX = 0
            shear = t.c
            scaleY = t.d
            return
        }
        let angle = Math.atan2(t.b, t.a)
        let cs = t.a / sx, sn = t.b / sx
        self.angle = angle
        scaleX = sx
        shear = t.c * cs + t.d * sn
        scaleY = cs * t.d - sn * t.c                // (a·d − b·c) / scaleX
    }

    /// The turn from angle `a` to angle `b` the short way round: `b − a` brought into
    /// (−π, π]. Half a turn either way goes clockwise (positive), as Core Animation turns
    /// both `rotation(.pi)` and `rotation(-.pi)` from the identity — where CSS's algorithm,
    /// which keeps a negative half turn, differs (Matt Neuburg, "Taking Control of Rotation
    /// Animations in iOS", 2021: "−CGFloat.pi: Animates a clockwise rotation of 180 degrees!").
    static func turn(from a: Double, to b: Double) -> Double {
        let twoPi = 2 * Double.pi
        let d = b - a
        guard d > .pi || d <= -.pi else { return d }
        let r = d - twoPi * (d / twoPi).rounded()                  // in [−π, π]
        return r <= -.pi ? r + twoPi : r
    }

    /// The recomposed transform.
    var transform: AffineTransform { transform(cos: Math.cos(angle), sin: Math.sin(angle)) }

    /// The recomposed transform, given the cosine and sine of `angle` (the frame pass reuses
    /// them across views turning together).
    @inline(__always)
    func transform(cos cs: Double, sin sn: Double) -> AffineTransform {
        AffineTransform(a: cs * scaleX, b: sn * scaleX,
                        c: cs * shear - sn * scaleY, d: sn * shear + cs * scaleY,
                        tx: tx, ty: ty)
    }
}
