/// Coordinate conversion between views, through every ancestor's bounds origin and
/// transform, as UIKit's `convert(_:from:)` / `convert(_:to:)`.
///
/// A point `p` in a view's own (bounds) coordinates sits in its superview at
/// `center + T·(p − anchor)`, where `T` is the layer's transform and `anchor` the bounds
/// point at the layer's `anchorPoint` (the bounds' centre by default): Core Animation's
/// geometry (`position` is the anchor point's place in the superlayer). Converting composes
/// these maps up to the common root and back down through the inverses. Model values are
/// used (as UIKit's hit testing and conversion do), never presentation values.
///
/// A non-affine layer transform is flattened into the superview's plane (a
/// ``ProjectiveTransform``): a chain with one converts through projections, divided by `w`;
/// an affine chain keeps the affine arithmetic, so 2D results are the same numbers as ever.
extension View {
    /// The bounds point at the anchor point (the pivot of the transform).
    var anchorInBounds: Point {
        Point(x: bounds.x + bounds.width * model.anchorPoint.x, y: bounds.y + bounds.height * model.anchorPoint.y)
    }

    /// The map from this view's coordinates to its superview's (the affine part, exact when
    /// the layer's transform is affine: see ``projectionToSuperview``).
    public var transformToSuperview: AffineTransform {
        let a = anchorInBounds
        return AffineTransform.translation(-a.x, -a.y)
            .concatenating(transform)
            .concatenating(.translation(center.x, center.y))
    }

    /// The map from this view's coordinates to its superview's plane, through the whole
    /// layer transform (perspective included).
    public var projectionToSuperview: ProjectiveTransform {
        if model.transform3D.isIdentity { return ProjectiveTransform(transformToSuperview) }
        let a = anchorInBounds
        return ProjectiveTransform(.translation(-a.x, -a.y))
            .concatenating(layerTransform.flattened)
            .concatenating(ProjectiveTransform(.translation(center.x, center.y)))
    }

    /// Whether this view or an ancestor has a non-affine layer transform.
    var projectsOnTheWayUp: Bool {
        var v: View? = self
        while let current = v {
            if !current.model.transform3D.isIdentity { return true }
            v = current.superview
        }
        return false
    }

    /// ``transformToRoot`` through projections.
    public var projectionToRoot: ProjectiveTransform {
        var m = ProjectiveTransform.identity
        var v: View? = self
        while let current = v, let parent = current.superview {
            m = m.concatenating(current.projectionToSuperview)
            v = parent
        }
        return m
    }

    /// The map from `other`'s coordinates to this view's through projections (nil: the
    /// window); a singular step is skipped as in ``transform(from:)``.
    public func projection(from other: View?) -> ProjectiveTransform {
        let fromRoot = other?.projectionToRoot ?? .identity
        if let inverse = projectionToRoot.inverted() { return fromRoot.concatenating(inverse) }
        var chain: [View] = []
        var v: View? = self
        while let current = v, current.superview != nil {
            chain.append(current)
            v = current.superview
        }
        var m = fromRoot
        for view in chain.reversed() {
            if let inv = view.projectionToSuperview.inverted() { m = m.concatenating(inv) }
        }
        return m
    }

    /// Whether converting between this view and `other` meets a projection.
    private func projects(with other: View?) -> Bool {
        projectsOnTheWayUp || other?.projectsOnTheWayUp == true
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
    /// Through a projection, a point that lands behind the eye has no image: the result is
    /// then `(inf, inf)`, as `Rect.null`'s origin.
    public func convert(_ point: Point, from view: View?) -> Point {
        if projects(with: view) { return projection(from: view).apply(point) ?? Point(x: .infinity, y: .infinity) }
        return point.applying(transform(from: view))
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window).
    public func convert(_ point: Point, to view: View?) -> Point {
        if let view { return view.convert(point, from: self) }
        if projectsOnTheWayUp { return projectionToRoot.apply(point) ?? Point(x: .infinity, y: .infinity) }
        return point.applying(transformToRoot)
    }

    /// Converts a rect from `view`'s coordinates (nil: the window) to this view's: the
    /// bounding box of its mapped corners, as UIKit.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        if projects(with: view) { return projection(from: view).boundingBox(of: rect) }
        return rect.applying(transform(from: view))
    }

    /// Converts a rect from this view's coordinates to `view`'s (nil: the window): the
    /// bounding box of its mapped corners, as UIKit.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        if let view { return view.convert(rect, from: self) }
        if projectsOnTheWayUp { return projectionToRoot.boundingBox(of: rect) }
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
