/// A view's layout state: what UIKit keeps in `autoresizingMask` and its layout flag (a pin,
/// rare, is with the view's other rare fields: ``View/pinning``).
struct LayoutState {
    var autoresizingMask: AutoresizingMask = []
    var autoresizesSubviews = true
    var needsLayout = false
}

/// Layout: autoresizing, pins, `layoutSubviews` (docs/rotation.md "Layout").
extension View {
    public var autoresizingMask: AutoresizingMask {
        get { layout.autoresizingMask }
        set { layout.autoresizingMask = newValue }
    }

    /// Whether a size change of this view resizes its subviews by their masks (UIKit's
    /// `autoresizesSubviews`, true by default). Pins hold regardless, as constraints do.
    public var autoresizesSubviews: Bool {
        get { layout.autoresizesSubviews }
        set { layout.autoresizesSubviews = newValue }
    }

    /// The pin holding this view in its superview, if any.
    public var pin: Pin? {
        guard let pinning, pinning.superview === superview, superview != nil else { return nil }
        return pinning.pin
    }

    public var needsLayout: Bool { layout.needsLayout }

    /// Holds `edges` of this view at `insets` inside `target`'s bounds, now and whenever
    /// they change size — Auto Layout's edge constraints to the superview. A second pin in
    /// the same superview adds its edges to those held (each anchor constraint activated one
    /// by one stays active); an edge pinned again takes its new inset.
    ///
    /// - Throws: ``CoreError/Kind/notASubview`` when `target` is not this view's superview
    ///   (nil means the superview, which must exist); ``CoreError/Kind/invalidNumber`` for
    ///   insets that are not finite.
    public func pin(_ edges: Pin.Edges = .all, insets: EdgeInsets = .zero, to target: View? = nil) throws(CoreError) {
        guard let superview else {
            throw CoreError(.notASubview, "pin: \(displayName) has no superview to pin to (add it first)")
        }
        if let target, target !== superview {
            throw CoreError(.notASubview, "pin: \(target.displayName) is not the superview of \(displayName) (a view pins to its superview's edges)")
        }
        try View.requireFinite(insets.isFinite, "pin insets", insets)
        // Activated constraints add up: a pin already held in this superview keeps its edges
        var pin = Pin(edges: edges, insets: insets)
        if let held = self.pin { pin = held.adding(pin) }
        pinning = (pin, superview)
        try setUntransformedFrame(pin.apply(to: untransformedFrame, in: superview.bounds))
    }

    /// Adds `child` and pins its four edges to this view's bounds (seed 002's helper).
    public func addSubviewFill(_ child: View, insets: EdgeInsets = .zero) throws {
        try addSubview(child)
        try child.pin(.all, insets: insets, to: self)
    }

    /// UIKit's `setNeedsLayout`: the next ``layoutIfNeeded()`` here or above runs the hook.
    public func setNeedsLayout() { layout.needsLayout = true }

    /// Runs ``View/layoutSubviews()`` then ``Engine/layoutHook`` for this view and every
    /// subview that needs layout, top down, as UIKit's `layoutIfNeeded`; a controller's view
    /// between its controller's
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`, as UIKit's `UIView` brackets its
    /// `layoutSubviews` — so the controller's "did" comes before its subviews' layout. Inside
    /// an animation block what the hooks change animates.
    ///
    /// - Throws: the first error a hook threw, after every view laid out (a failing hook does
    ///   not leave the rest of the tree stale).
    public func layoutIfNeeded() throws {
        var firstError: (any Error)?
        func attempt(_ body: () throws -> Void) {
            do { try body() } catch { if firstError == nil { firstError = error } }
        }
        // Iterative (a deep tree would overflow the stack); a hook may change the subviews
        // of its view, and the walk reads them after the hook ran, as the recursion did.
        walkTree { v in
            if v.layout.needsLayout {
                v.layout.needsLayout = false
                let controller = v.owningController
                attempt { try controller?.viewWillLayoutSubviews() }
                attempt { try v.layoutSubviews() }
                attempt { try engine.layoutHook?(v) }
                attempt { try controller?.viewDidLayoutSubviews() }
            }
            return true
        }
        if let firstError { throw firstError }
    }

    /// After this view's bounds size changed from `old`: pinned subviews follow their pins,
    /// the others their autoresizing masks (inside an animation block, animated), and the
    /// view needs layout.
    func boundsSizeDidChange(from old: Size) {
        layout.needsLayout = true
        for s in subviews {
            // Computed from finite model values, so the setter cannot throw. The frame before
            // the transform: through the frame setter, a view turned 45° doubled its bounds at
            // each resize (its box, turned back), and a scaled pinned one was fitted scaled.
            if let pin = s.pin {
                try? s.setUntransformedFrame(pin.apply(to: s.untransformedFrame, in: bounds))
            } else if layout.autoresizesSubviews, !s.layout.autoresizingMask.isEmpty {
                try? s.setUntransformedFrame(s.layout.autoresizingMask.resize(s.untransformedFrame, from: old, to: bounds.size))
            }
        }
    }

    /// After only this view's bounds origin moved: pinned subviews follow it and keep their
    /// place on screen, as Auto Layout's ("Changing the bounds origin of the superview does not
    /// change the position of the view", Apple, TN2154). Not in a collection view, whose edges
    /// "mean the edges of its content view" (the same note): what is pinned there scrolls.
    /// Masks and layout answer to size changes only.
    func boundsOriginDidChange() {
        guard !(self is CollectionView) else { return }
        for s in subviews {
            // computed from finite model values, so the setter cannot throw (as above)
            if let pin = s.pin { try? s.setUntransformedFrame(pin.apply(to: s.untransformedFrame, in: bounds)) }
        }
    }

    /// The safe area's insets of this view, as UIKit's `safeAreaInsets`: the window's
    /// (per screen and interface orientation) where the view overlaps them; zero outside
    /// the window.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        let w = engine.screen.safeAreaInsets(in: engine.interfaceOrientation)
        let r = convert(bounds, to: window)
        let b = window.bounds
        return EdgeInsets(top: max(0, w.top - (r.y - b.y)), left: max(0, w.left - (r.x - b.x)),
                          bottom: max(0, w.bottom - (b.y + b.height - r.y - r.height)),
                          right: max(0, w.right - (b.x + b.width - r.x - r.width)))
    }
}
