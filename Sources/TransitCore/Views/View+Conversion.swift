/// Coordinate conversion between views, through every ancestor's bounds origin and
/// transform, as UIKit's `convert(_:from:)` / `convert(_:to:)`.
///
/// A point `p` in a view's own (bounds) coordinates sits in its superview at
/// `center + T·(p − (bounds.midX, bounds.midY))`, where `T` is the view's `transform`
/// (its linear part and its translation): the anchor is the bounds' centre, as a layer with
/// the default anchor point (0.5, 0.5). Converting composes these maps up to the common
/// root and back down through the inverses. Model values are used (as UIKit's hit testing
/// and conversion do), never presentation values.
extension View {
    /// The map from this view's coordinates to its superview's.
    public var transformToSuperview: AffineTransform {
        AffineTransform.translation(-(bounds.x + bounds.width / 2), -(bounds.y + bounds.height / 2))
            .concatenating(transform)
            .concatenating(.translation(center.x, center.y))
    }

    /// The map from this view's coordinates to its root's (the window's, when in one).
    public var transformToRoot: AffineTransform {
        var m = AffineTransform.identity
        var v: View? = self
        while let current = v, let parent = current.superview {
            m = m.concatenating(current.transformToSuperview)
            v = parent
        }
        return m
    }

    /// The map from `other`'s coordinates to this view's; `nil` means the window (the root
    /// of this view's tree). Views in different trees are treated as if their roots shared
    /// one space. A singular (non-invertible) transform on the way down is skipped, as
    /// CoreGraphics' `invert` returns a singular matrix unchanged — the result is finite,
    /// never NaN.
    public func transform(from other: View?) -> AffineTransform {
        let fromRoot = other?.transformToRoot ?? .identity
        let toRoot = transformToRoot
        return fromRoot.concatenating(toRoot.inverted() ?? downwardMapSkippingSingular())
    }

    /// Converts a point from `view`'s coordinates (nil: the window) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        point.applying(transform(from: view))
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window).
    public func convert(_ point: Point, to view: View?) -> Point {
        if let view { return view.convert(point, from: self) }
        return point.applying(transformToRoot)
    }

    /// Converts a rect from `view`'s coordinates (nil: the window) to this view's: the
    /// bounding box of its mapped corners, as UIKit.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        rect.applying(transform(from: view))
    }

    /// Converts a rect from this view's coordinates to `view`'s (nil: the window): the
    /// bounding box of its mapped corners, as UIKit.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        if let view { return view.convert(rect, from: self) }
        return rect.applying(transformToRoot)
    }

    /// The root-to-self map built step by step, using each invertible step's inverse and
    /// skipping singular ones.
    private func downwardMapSkippingSingular() -> AffineTransform {
        var chain: [View] = []
        var v: View? = self
        while let current = v, current.superview != nil {
            chain.append(current)
            v = current.superview
        }
        var m = AffineTransform.identity
        for view in chain.reversed() {
            if let inv = view.transformToSuperview.inverted() { m = m.concatenating(inv) }
        }
        return m
    }
}
