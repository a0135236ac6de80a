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
    ///   holds this view (``isInside(_:)``: the mask would draw itself), or that would nest
    ///   masks deeper than ``maskNestingLimit``; ``CoreError/Kind/wrongEngine``.
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
            try checkMaskNesting(maskLevel + 1 + m.maskHeight, "mask")
            m.removeFromSuperview()
        }
        mask?.maskedView = nil
        mask = newMask
        newMask?.maskedView = self
        if newMask != nil { markHoldsMask() }
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

    /// How deep masks may nest: a view drawn inside this many masks (a mask's mask's …, up
    /// its superviews and masked views) is the deepest allowed. UIKit documents no limit;
    /// each level is a recursion in the snapshot, the SVG's `<mask>` inside `<mask>`, the
    /// player and the release of the views, and 400 levels overflowed the stack of a debug
    /// build (1,000 a `transit render`, 10,000 `snapshotView` and a release of 100,000). A
    /// reveal nests one.
    public static let maskNestingLimit = 32

    /// How many masks this view is drawn inside: the masked views met going up its
    /// superviews (0 in the window's tree and in a tree of no mask).
    var maskLevel: Int {
        var level = 0
        var v: View? = self
        while let current = v {
            if let s = current.superview { v = s; continue }
            if current.maskedView != nil { level += 1 }
            v = current.maskedView
        }
        return level
    }

    /// How many masks deep this view's subtree goes: the most masks a view in it, or in its
    /// masks' trees, is drawn inside counting from here (0 without masks). Iterative, as the
    /// tree may be deep.
    var maskHeight: Int {
        var height = 0
        var stack: [(View, Int)] = [(self, 0)]
        while let (v, level) = stack.popLast() {
            height = Swift.max(height, level)
            guard v.holdsMask else { continue }              // no mask in it, nor below
            if let m = v.mask { stack.append((m, level + 1)) }
            for s in v.subviews where s.holdsMask { stack.append((s, level)) }
        }
        return height
    }

    /// Marks this view and the views it is drawn inside as holding a mask (``holdsMask``), up
    /// to one marked already, whose own are: a marked tree's new ancestors are marked when it
    /// is added. Never cleared. ``maskHeight`` walks only such subtrees: walking every view
    /// of a large mask at each set made a loop setting one 1,000 times 27× slower.
    func markHoldsMask() {
        var v: View? = self
        while let current = v, !current.holdsMask {
            current.holdsMask = true
            v = current.superview ?? current.maskedView
        }
    }

    /// Refuses a change that would draw a view inside more than ``maskNestingLimit`` masks.
    func checkMaskNesting(_ depth: Int, _ method: String) throws(CoreError) {
        guard depth > Self.maskNestingLimit else { return }
        throw CoreError(.invalidArgument, "\(method): masks would nest \(depth) deep under \(displayName), more than \(Self.maskNestingLimit)")
    }
}
