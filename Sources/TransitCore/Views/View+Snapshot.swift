/// `snapshotView(afterScreenUpdates: false)`: a frozen copy of what a view shows.
extension View {
    /// A new view showing this view and its subviews as they are on screen now — their
    /// presentation values at `clock.now`, their content (text, images), hidden or not — and
    /// never changing after: moving, animating or hiding the source later does not touch it.
    ///
    /// The snapshot is a copy of the subtree: a view of the same kind (`View`, `Label`,
    /// `ImageView`) per view, so traces and renders show it as they show the source. Its
    /// frame is `(0, 0, width, height)` with the identity transform (the source's own
    /// transform and position are not part of what it shows); it is named
    /// `snapshot(<source>)`, and the copies inside keep their sources' names. Making it
    /// inside an animation block animates nothing. It takes touches, as the `UIView` UIKit's
    /// returns does by default, also when it is a label's or an image view's copy (which
    /// ignore them: docs/events.md). A view's `mask` is copied as it shows now, the copy's mask.
    public func snapshotView() -> View {
        let snapshot = snapshotCopy()
        snapshot.name = "snapshot(\(displayName))"
        snapshot.isUserInteractionEnabled = true
        snapshot.model.center = Point(x: snapshot.bounds.width / 2, y: snapshot.bounds.height / 2)
        snapshot.model.transform = .identity
        snapshot.model.transform3D = .identity                  // and the layer's, about its centre
        snapshot.model.anchorPoint = Point(x: 0.5, y: 0.5)
        return snapshot
    }

    /// The copy of this view and its subtree at their presentation values, set on the
    /// models directly so that no open animation block records them. Iterative: a deep
    /// tree would overflow the stack.
    private func snapshotCopy() -> View {
        let top = copyOfSelf()
        var stack: [(source: View, copy: View)] = [(self, top)]
        while let (source, copy) = stack.popLast() {
            for subview in source.subviews {
                let child = subview.copyOfSelf()
                copy.subviews.append(child)              // a new tree outside the window:
                child.superview = copy                   // no observer to tell, no cycle
                stack.append((subview, child))
            }
        }
        return top
    }

    /// This view alone (no subviews), as it shows now.
    private func copyOfSelf() -> View {
        let copy: View
        switch self {
        case let label as Label:
            let l = Label(engine: engine)
            l.text = label.text
            l.textColor = label.textColor
            l.textAlignment = label.textAlignment
            try? l.setFontSize(label.fontSize)          // the source's size was validated
            copy = l
        case let image as ImageView:
            let i = ImageView(engine: engine)
            i.imageName = image.imageName
            i.contentMode = image.contentMode
            copy = i
        default:
            copy = View(engine: engine)
        }
        copy.model = presentation.values                         // the layer's values too
        copy.isHidden = isHidden
        copy.clipsToBounds = clipsToBounds
        copy.maskedCorners = maskedCorners
        if let mask {                             // what the view shows is masked: so is the copy
            let maskCopy = mask.snapshotCopy()
            copy.mask = maskCopy
            maskCopy.maskedView = copy
        }
        if holdsMask { copy.holdsMask = true }        // the copies above it are too
        copy.name = name
        copy.tag = tag
        copy.snapshotSource = self
        return copy
    }
}
