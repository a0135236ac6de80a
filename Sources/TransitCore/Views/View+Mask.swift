/// `UIView.mask`: "An optional view whose alpha channel is used to mask a view's content …
/// Fully or partially opaque pixels allow the underlying content to show through but fully
/// transparent pixels block that content" (Apple's page). The mask is no subview: it lives
/// in the masked view's bounds coordinates, its frame, alpha, background and corner radius
/// animate as any view's (their presentation is what the renderer masks with), and it takes
/// no part in hit testing — UIKit's `hitTest(_:with:)` and `point(inside:with:)` look at the
/// bounds and subviews only, so a touch where the mask hides the view still lands on it
/// (docs/views.md, "Masks").
extension View {
    /// Sets ``mask`` (nil removes it). The old mask is released from this view. A mask that
    /// has a superview leaves it first: Core Animation calls a mask layer with a superlayer
    /// undefined, and on devices the view leaves the hierarchy — code that adds it to a
    /// container and then sets it as a mask works, and its author notes the order matters
    /// (LinShiwei/CatchIdea's `DimPresentAnimationController`); a mask held in a hierarchy by
    /// constraints loses them and masks everything (jsorge.net, "On the Sharp Edges of
    /// UIView.mask"). Leaving, it loses its running animations, as any view leaving the window.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for a mask that masks another view
    ///   already (its layer would have two superlayers), that is this view, the window, or
    ///   holds this view (``isInside(_:)``: the mask would draw itself);
    ///   ``CoreError/Kind/wrongEngine``.
    public func setMask(_ newMask: View?) throws(CoreError) {
        if let m = newMask, m !== mask {
            guard m.engine === engine else {
                throw CoreError(.wrongEngine, "mask: \(m.displayName) belongs to another engine")
            }
            if m === self || m is Window {
                throw CoreError(.invalidArgument, "mask: \(m.displayName) cannot mask \(m === self ? "itself" : displayName)")
            }
            if let other = m.maskedView {
                throw CoreError(.invalidArgument, "mask: \(m.displayName) already masks \(other.displayName)")
            }
            if isInside(m) {
                throw CoreError(.invalidArgument, "mask: \(m.displayName) cannot mask \(displayName), which is inside it")
            }
            m.removeFromSuperview()
        }
        mask?.maskedView = nil
        mask = newMask
        newMask?.maskedView = self
    }

    /// Whether this view is `view` or inside it: under it, or under a mask whose masked view
    /// is (up the superviews, and at a root that is a mask on to the view it masks). Rendering
    /// a mask draws its tree, and each mask in it: a mask holding the view it masks would
    /// draw itself without end.
    func isInside(_ view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview ?? current.maskedView
        }
        return false
    }
}
