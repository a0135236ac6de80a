/// UIKit's hit testing (`hitTest(_:with:)`), on model geometry: the deepest view under a
/// point that can receive touches. The rules are UIKit's documented ones (docs/events.md).
extension View {
    /// Whether this view takes part in hit testing: visible (not hidden, `alpha` at least
    /// 0.01, not a single-sided layer showing its back), interactive, and not being animated
    /// unless its animations allow interaction.
    public var receivesTouches: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled && engine.allowsUserInteraction(self) && !showsBack
    }

    /// A layer that is not double-sided and whose back faces the viewer (its bounds through
    /// every transform up to the window wind the other way): hidden from sight and from touches
    /// (`CALayer.isDoubleSided`; docs/layers.md, "Back faces").
    public var showsBack: Bool {
        !isDoubleSided && projectionToRoot.showsBack(of: bounds)
    }

    /// The deepest descendant (or this view) containing `point`, given in this view's
    /// coordinates: subviews front to back, each through its transform and bounds origin.
    /// A point outside this view's bounds hits nothing here, even in a subview that sticks out
    /// (UIKit's `point(inside:with:)`, whether or not it clips).
    ///
    /// A subview that contains the point yields a hit (itself at least) unless it lets
    /// touches through (``passesTouchesThrough``: a sheet's container over undimmed content)
    /// and none of its subviews takes the point; then the walk resumes with the siblings
    /// behind it. It descends in a loop, not by recursion (a deep tree would overflow the
    /// stack), keeping a place to resume only under pass-through views.
    public func hitTest(_ point: Point) -> View? {
        guard receivesTouches, bounds.contains(point) else { return nil }
        var view = self, local = point, next = subviews.count - 1
        var resume: [(view: View, local: Point, next: Int)] = []
        descending: while true {
            while next >= 0 {
                let sub = view.subviews[next]
                next -= 1
                let p: Point
                if sub.model.transform3D.isIdentity {
                    guard let inverse = sub.transformToSuperview.inverted() else { continue }   // a collapsed view
                    p = local.applying(inverse)
                } else {
                    // Through a 3D transform: the inverse of the projection takes the point
                    // back onto the view's plane; no image (behind the eye) is a miss.
                    guard let inverse = sub.projectionToSuperview.inverted(), let q = inverse.apply(local) else { continue }
                    p = q
                }
                if sub.receivesTouches && sub.bounds.contains(p) && sub.passesTouches?(p) != true {
                    if sub.passesTouchesThrough { resume.append((view, local, next)) }
                    view = sub
                    local = p
                    next = sub.subviews.count - 1
                    continue descending
                }
            }
            guard view.passesTouchesThrough else { return view }
            guard let back = resume.popLast() else { return nil }        // this view itself lets it through
            (view, local, next) = back
        }
    }
}
