/// `UIView.mask`: "An optional view whose alpha channel is used to mask a view's content …
/// Fully or partially opaque pixels allow the underlying content to show through but fully
/// transparent pixels block that content" (Apple's page). The mask is no subview: it lives
/// in the masked view's bounds coordinates, its frame, alpha, background and corner radius
/// animate as any view's (their presentation is what the renderer masks with), and it takes
/// no part in hit testing — UIKit's `hitTest(_:with:)` and `point(inside:with:)` look at the
/// bounds and subviews only, so a touch where the mask hides the view still lands on it
/// (docs/views.md, "Masks").
extension View {
    /// Sets ``mask`` (nil removes it). The old mask is released from this view.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for a mask that has a superview (Core
    ///   Animation: a mask layer "must not have a superlayer. If it does, the behavior is
    ///   undefined"), that masks another view already (its layer would have two
    ///   superlayers), that is this view or the window; ``CoreError/Kind/wrongEngine``.
    public func setMask(_ newMask: View?) throws(CoreError) {
        if let m = newMask, m !== mask {
            guard m.engine === engine else {
                throw CoreError(.wrongEngine, "mask: \(m.displayName) belongs to another engine")
            }
            if m === self || m is Window {
                throw CoreError(.invalidArgument, "mask: \(m.displayName) cannot mask \(m === self ? "itself" : displayName)")
            }
            if let parent = m.superview {
                throw CoreError(.invalidArgument,
                                "mask: \(m.displayName) is a subview of \(parent.displayName); a mask must have no superview")
            }
            if let other = m.maskedView {
                throw CoreError(.invalidArgument, "mask: \(m.displayName) already masks \(other.displayName)")
            }
        }
        mask?.maskedView = nil
        mask = newMask
        newMask?.maskedView = self
    }
}
