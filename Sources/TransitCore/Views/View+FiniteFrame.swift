extension View {
    /// Refuses a geometry change whose derived frame would not be finite: finite values can
    /// still overflow once combined — `Transform.scale(1e307, 1e307)` on a 100×100 view boxes
    /// to `(-inf, -inf, inf, inf)`, a centre of -1.7e308 less half a width of 1.7e308 is -inf.
    ///
    /// UIKit has no such rule (CGRect arithmetic overflows to infinity silently, and the
    /// frame reads back as such); Transit refuses the assignment, as a `Rect` with a NaN is
    /// refused, so no infinite or NaN frame reaches traces, JSON or pictures (docs/values.md,
    /// "Finite numbers only"). The frame's far edges (`maxX`, `maxY`) count too: a picture
    /// draws to them.
    ///
    /// - Parameters:
    ///   - what: the property assigned, for the message (`transform`).
    ///   - value: what was assigned, for the message.
    ///   - change: the assignment, made on a copy of the model.
    /// - Throws: ``CoreError/Kind/invalidNumber`` naming the assignment and the frame it would make.
    func requireFiniteFrame(_ what: String, _ value: Any, _ change: (inout ViewModel) -> Void) throws(CoreError) {
        var m = model
        change(&m)
        let f = View.frame(m)
        guard f.isFinite, (f.x + f.width).isFinite, (f.y + f.height).isFinite else {
            throw CoreError(.invalidNumber, "\(what) \(value) would make the frame overflow to \(f): a frame must have finite numbers and edges")
        }
    }
}
