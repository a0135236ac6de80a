/// The view tree: UIKit's hierarchy methods with its outcomes, and typed errors where UIKit
/// would raise or corrupt the tree.
extension View {
    /// The window at the root of this view's tree, if the tree is in one.
    public var window: Window? {
        guard isInWindow else { return nil }
        var v: View? = self
        while let current = v {
            if let w = current as? Window { return w }
            v = current.superview
        }
        return nil
    }

    /// The top-most ancestor (self when there is no superview).
    public var root: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// True if `other` is this view or one of its ancestors (as UIKit's
    /// `isDescendant(of:)`, which counts a view as its own descendant).
    public func isDescendant(of other: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === other { return true }
            v = current.superview
        }
        return false
    }

    /// Adds `view` on top of the subviews. A view that has another superview is removed from
    /// it first; adding an existing subview again moves it to the front (as UIKit).
    /// Adding or removing a subview marks the superview as needing layout, as Core Animation
    /// does (`CALayer.setNeedsLayout`: "when sublayers are added or removed"), the old
    /// superview of a moved view too; docs/rotation.md, "Layout".
    ///
    /// - Throws: ``CoreError/Kind/hierarchyCycle`` when `view` is this view or one of its
    ///   ancestors (UIKit raises), ``CoreError/Kind/wrongEngine`` for another engine's view,
    ///   ``CoreError/Kind/invalidArgument`` for the window.
    public func addSubview(_ view: View) throws(CoreError) {
        try checkInsertable(view, "addSubview")
        let wasInWindow = view.isInWindow
        view.detach(notifying: false)
        subviews.append(view)
        view.superview = self
        keepTransitionOverlayInFront()
        setNeedsLayout()
        view.windowMembershipChanged(from: wasInWindow)
    }

    /// Inserts `view` at `index` (0 = back-most; the Lua side's index 1). An index past the
    /// end appends. Re-parents like ``addSubview(_:)``; for a view already here, `index`
    /// counts the other subviews.
    ///
    /// - Throws: as ``addSubview(_:)``, and ``CoreError/Kind/invalidArgument`` for a
    ///   negative index.
    public func insertSubview(_ view: View, at index: Int) throws(CoreError) {
        guard index >= 0 else {
            throw CoreError(.invalidArgument, "insertSubview index must not be negative (got \(index))")
        }
        try checkInsertable(view, "insertSubview")
        let wasInWindow = view.isInWindow
        view.detach(notifying: false)
        subviews.insert(view, at: Swift.min(index, subviews.count))
        view.superview = self
        keepTransitionOverlayInFront()
        setNeedsLayout()
        view.windowMembershipChanged(from: wasInWindow)
    }

    /// Inserts `view` just behind `sibling`.
    ///
    /// - Throws: ``CoreError/Kind/notASubview`` if `sibling` is not a subview of this view,
    ///   or as ``addSubview(_:)``.
    public func insertSubview(_ view: View, belowSubview sibling: View) throws(CoreError) {
        try insert(view, nextTo: sibling, offset: 0, "insertSubview(below:)")
    }

    /// Inserts `view` just in front of `sibling`.
    ///
    /// - Throws: ``CoreError/Kind/notASubview`` if `sibling` is not a subview of this view,
    ///   or as ``addSubview(_:)``.
    public func insertSubview(_ view: View, aboveSubview sibling: View) throws(CoreError) {
        try insert(view, nextTo: sibling, offset: 1, "insertSubview(above:)")
    }

    /// Removes the view from its superview (nothing happens without one).
    public func removeFromSuperview() { detach() }

    /// Moves `view` to the front. Does nothing if it is not a subview (as UIKit).
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.append(view)
        keepTransitionOverlayInFront()
    }

    /// Moves `view` to the back. Does nothing if it is not a subview (as UIKit).
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
    }

    /// The first view named `name` in a depth-first, pre-order walk starting with this view
    /// (subviews back to front), or nil.
    public func find(_ name: String) -> View? {
        var found: View?
        walkTree { v in
            if v.name == name { found = v }
            return found == nil
        }
        return found
    }

    /// Visits this view and its subtree depth-first, pre-order, subviews back to front (the
    /// order of a recursive walk) with an explicit stack: a chain 100,000 deep would
    /// overflow the call stack. `visit` returns false to stop the walk.
    public func walkTree(_ visit: (View) throws -> Bool) rethrows {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            guard try visit(v) else { return }
            stack.append(contentsOf: v.subviews.reversed())
        }
    }

    /// ``walkTree(_:)`` with each view's depth below this view (0 for this view): for
    /// printers and renderers that indent or nest by depth.
    public func walkTree(withDepth visit: (View, _ depth: Int) throws -> Bool) rethrows {
        var stack: [(View, Int)] = [(self, 0)]
        while let (v, depth) = stack.popLast() {
            guard try visit(v, depth) else { return }
            for s in v.subviews.reversed() { stack.append((s, depth + 1)) }
        }
    }

    /// How many levels this view's subtree has below it (0 without subviews).
    public var treeDepth: Int {
        var deepest = 0
        walkTree { (_: View, depth: Int) in deepest = Swift.max(deepest, depth); return true }
        return deepest
    }

    // MARK: Helpers

    private func checkInsertable(_ view: View, _ method: String) throws(CoreError) {
        guard view.engine === engine else {
            throw CoreError(.wrongEngine, "\(method): \(view.displayName) belongs to another engine")
        }
        // The window is the root of the one hierarchy the engine draws, hit-tests and lays
        // out (UIWindow: "the backdrop for your app's user interface"); under another view —
        // a detached one escapes the cycle check below — it would leave the screen.
        if view is Window {
            throw CoreError(.invalidArgument, "\(method): the window cannot be a subview (of \(displayName))")
        }
        // A mask lives in its masked view's layer, not in a hierarchy (View+Mask.swift).
        if let masked = view.maskedView {
            throw CoreError(.invalidArgument, "\(method): \(view.displayName) is the mask of \(masked.displayName)")
        }
        // A view without subviews or a mask is no one's ancestor, nor draws this view: adding
        // a leaf (building a deep chain from the bottom) skips the walk up, which is as long
        // as the chain. Up through masks too: a view masked by a tree it joined would draw
        // itself in its mask (View+Mask.swift).
        guard view !== self, (view.subviews.isEmpty && view.mask == nil) || !isInside(view) else {
            let what = view === self ? "to itself" : "into its own subtree (under \(displayName))"
            throw CoreError(.hierarchyCycle, "\(method): cannot add \(view.displayName) \(what)")
        }
        // Masks nest no deeper than the limit (View+Mask.swift): only a tree holding a mask,
        // added inside a mask's tree, nests them deeper; added anywhere, its new ancestors
        // hold one too.
        if view.holdsMask {
            let level = maskLevel
            if level > 0 { try checkMaskNesting(level + view.maskHeight, method) }
            markHoldsMask()
        }
    }

    private func insert(_ view: View, nextTo sibling: View, offset: Int,
                        _ method: String) throws(CoreError) {
        // A sibling that is not a subview: UIKit documents nothing (CALayer's
        // insertSublayer(_:below:) raises; AppKit's addSubview(_:positioned:relativeTo:) goes
        // to the back or front; seed 004 shows UIKit adds the view, at no index a source
        // gives): refused rather than guessed (docs/views.md, "Hierarchy").
        guard sibling.superview === self else {
            throw CoreError(.notASubview, "\(method): \(sibling.displayName) is not a subview of \(displayName)")
        }
        try checkInsertable(view, method)
        if view === sibling { return }
        let wasInWindow = view.isInWindow
        view.detach(notifying: false)
        let i = subviews.firstIndex(where: { $0 === sibling })!
        subviews.insert(view, at: i + offset)
        view.superview = self
        keepTransitionOverlayInFront()
        setNeedsLayout()
        view.windowMembershipChanged(from: wasInWindow)
    }

    /// Puts a running `View.transition(with:…)`'s snapshot back in front of the subviews
    /// (Engine+ContainerTransition.swift): the old look covers whatever the container shows
    /// under it, also what lands after the call — as UIKit's, which is no subview at all.
    private func keepTransitionOverlayInFront() {
        guard let overlay = transitionOverlay, overlay.superview === self, subviews.last !== overlay,
              let i = subviews.lastIndex(where: { $0 === overlay }) else { return }
        subviews.remove(at: i)
        subviews.append(overlay)
    }

    /// Removes the view from its superview's subviews.
    func detach(notifying: Bool = true) {
        guard let parent = superview else { return }
        let wasInWindow = notifying && isInWindow
        // Searched from the end: removing index i shifts the count - i views after it anyway,
        // so the search costs no more than the removal, and removing the last subview (a
        // reset empties the window last first) is constant time — from the front, a reset of
        // a window of 20,000 views compared 200 million pairs (11 s in the debug module).
        if let i = parent.subviews.lastIndex(where: { $0 === self }) {
            parent.subviews.remove(at: i)
        }
        superview = nil
        parent.setNeedsLayout()
        if wasInWindow { windowMembershipChanged(from: true) }
    }

    /// Removes each of `views` from its superview, as ``removeFromSuperview()`` one by one in
    /// their order, but takes this view's subviews among them out in one pass: one by one,
    /// each searched for among the subviews, 10,000 cells of a collection view's reload
    /// made 50 million comparisons in one host call (4 s in the debug module), which no
    /// hook interrupts.
    func removeSubviews(_ views: [View]) {
        let leaving = Set(views.lazy.filter { $0.superview === self }.map(ObjectIdentifier.init))
        if !leaving.isEmpty {
            subviews.removeAll { leaving.contains(ObjectIdentifier($0)) }
            setNeedsLayout()
        }
        for view in views {
            guard leaving.contains(ObjectIdentifier(view)) else { view.detach(); continue }
            let wasInWindow = view.isInWindow
            view.superview = nil
            view.windowMembershipChanged(from: wasInWindow)
        }
    }

    /// Tells ``Engine/windowObserver`` about this view and its subtree when the move took the
    /// tree into or out of the window (UIKit's `didMoveToWindow` moment).
    /// Also keeps ``isInWindow`` (the subtree shares it with the new superview), tells
    /// ``Engine/holdObserver`` whether the engine holds the subtree, found once for all of it
    /// (every view in it has the same root), and cancels the gestures under way on a subtree
    /// that left (``GestureRecognizer/cancelTouches()``) and removes its running animations
    /// (``AnimationSystem/removeAllAnimations(of:)``, docs/animation.md). A view that was never
    /// in a window keeps its animations: scripts animate views before adding them.
    func windowMembershipChanged(from wasInWindow: Bool) {
        let inWindow = self is Window || superview?.isInWindow == true
        guard inWindow != wasInWindow else { return }
        isInWindow = inWindow
        let observer = engine.windowObserver, holdObserver = engine.holdObserver
        let held = holdObserver != nil && engine.holds(self)
        var animated: [View] = []
        walkTree { v in
            if !(v is Window) { v.isInWindow = inWindow }
            observer?(v, inWindow)
            holdObserver?(v, held)
            if !inWindow {
                for r in v.gestureRecognizers { r.cancelTouches() }
                if v.isAnimating { animated.append(v) }
            }
            return true
        }
        if !animated.isEmpty { engine.animations.removeAllAnimations(of: animated) }
        // a container's child appears or disappears with its view (ViewController+Appearance.swift)
        owningController?.viewChangedWindow(inWindow)
    }
}
