extension View {
    /// Refuses a geometry change whose derived frame would not be finite: finite values can
    /// still overflow once combined — `Transform.scale(1e307, 1e307)` on a 100×100 view boxes
    /// to `(-inf, -inf, inf, inf)`, a centre of -1.7e308 less half a width of 1.7e308 is -inf.
    ///
    /// UIKit has no such rule (CGRect arithmetic overflows to infinity silently, and the
    /// frame reads back as such); Transit refuses the assignment, as a `Rect` with a NaN is
    /// refused, so no infinite or NaN frame reaches traces, JSON or pictures (docs/values.md).
    /// The frame's far edges (`maxX`, `maxY`) count too: a picture draws to them.
    ///
    /// Each argument is the value assigned; the others are the model's. Values up to 1e150
    /// under an affine transform cannot overflow (each corner is at most a few 1e300), so
    /// only larger ones build the frame: this runs on every geometry assignment.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` naming the assignment (`what`) and the
    ///   frame it would make.
    func requireFiniteFrame(_ what: @autoclosure () -> String, center: Point? = nil, bounds: Rect? = nil,
                            transform: AffineTransform? = nil, transform3D: Transform3D? = nil,
                            anchorPoint: Point? = nil) throws(CoreError) {
        let c = center ?? model.center, s = (bounds ?? model.bounds).size, t = transform ?? model.transform
        let a = anchorPoint ?? model.anchorPoint, t3 = transform3D ?? model.transform3D
        let small = 1e150
        if t3.isIdentity, abs(c.x) <= small, abs(c.y) <= small,
           max(abs(s.width), abs(s.height)) * max(1, abs(a.x), abs(a.y)) <= small,
           max(abs(t.a), abs(t.b), abs(t.c), abs(t.d), abs(t.tx), abs(t.ty)) <= small {
            return
        }
        var m = model
        m.center = c
        m.bounds = bounds ?? model.bounds
        m.transform = t
        m.anchorPoint = a
        m.transform3D = t3
        let f = View.frame(m)
        guard f.isFinite, (f.x + f.width).isFinite, (f.y + f.height).isFinite else {
            throw CoreError(.invalidNumber, "\(what()) would make the frame overflow to \(f): a frame must have finite numbers and edges")
        }
        // Under a 3D transform a picture is drawn from the layer's map into its superview — about
        // the anchor point, through the transform, to `center` — as one matrix (the trace's
        // corners, the SVG, the player's matrix3d), which can overflow where the frame does not:
        // m44 = 1e308 shrinks the view to a point at its centre, but centre·m44 is inf. It is
        // built only when its four factors' entries are not all within 1e75 (a sum, so a NaN
        // fails too): within, each entry of their product is at most 4³·1e300, finite — building
        // it on every assignment took as long as the frame's own projection.
        guard !t3.isIdentity else { return }
        let factors = abs(s.width * a.x) + abs(s.height * a.y) + abs(c.x) + abs(c.y)
            + abs(t.a) + abs(t.b) + abs(t.c) + abs(t.d) + abs(t.tx) + abs(t.ty)
            + abs(t3.m11) + abs(t3.m12) + abs(t3.m13) + abs(t3.m14) + abs(t3.m21) + abs(t3.m22) + abs(t3.m23) + abs(t3.m24)
            + abs(t3.m31) + abs(t3.m32) + abs(t3.m33) + abs(t3.m34) + abs(t3.m41) + abs(t3.m42) + abs(t3.m43) + abs(t3.m44)
        if !(factors <= 1e75) {
            let map = Transform3D.translation(-s.width * a.x, -s.height * a.y, 0)
                .concatenating(t3.concatenating(Transform3D(t))).concatenating(.translation(c.x, c.y, 0))
            guard map.isFinite else {
                throw CoreError(.invalidNumber, "\(what()) would make the layer's map into its superview overflow to \(map):"
                                + " under a 3D transform it must have finite numbers")
            }
        }
    }
}
