import TransitCore

/// One view as a renderer sees it at one instant: its presentation values (what is on
/// screen), the model flags nothing animates (`isHidden`, `clipsToBounds`), and its content.
///
/// A value copied out of the engine, so frames taken at different instants can be kept
/// and written later, after the script's world has moved on.
public struct ViewSnapshot: Equatable {
    /// What a view shows besides its background.
    public enum Content: Equatable {
        case none
        /// A label's text and style.
        case text(String, color: Color, fontSize: Double, alignment: TextAlignment)
        /// An image view's image name (nil: no image set).
        case image(String?)
    }

    /// The view's object id: the same view has the same id in every frame.
    public var id: Int
    /// `name`, or `Type#id` when unnamed (as traces name views).
    public var name: String
    /// `"View"`, `"Label"`, `"ImageView"`, `"Window"`.
    public var type: String
    /// Depth in the window's tree (the window is 0): with the paint order of a frame's list,
    /// it is enough to rebuild the nesting.
    public var depth: Int
    public var presentation: Presentation
    public var isHidden: Bool
    public var clipsToBounds: Bool
    /// The layer's `maskedCorners`: which corners `cornerRadius` rounds (all four by default).
    public var maskedCorners: CornerMask = .all
    /// A single-sided layer (`layer.isDoubleSided = false`) whose back faces the viewer at
    /// this instant: not drawn, nor its subviews (docs/layers.md, "Back faces").
    public var showsBack = false
    public var content: Content
    /// The view's `mask` and its subviews at this instant, in paint order with depths below
    /// the mask (0 for the mask), in this view's bounds coordinates: what the painter masks
    /// the view's group with (docs/render.md, "--format svg"). Nil without a mask.
    public var mask: [ViewSnapshot]?
    /// Where the model puts the view — "where it will be" when an animation ends — as its
    /// bounds' four corners in the window's coordinates; nil when the presentation is the
    /// model (nothing of the view's own geometry is animating). The player's ghost outline.
    public var modelCorners: [Point]?

    init(_ view: View, depth: Int, at tick: Int64) {
        id = view.objectID
        name = view.displayName
        type = view.typeName
        self.depth = depth
        presentation = view.engine.presentation(of: view, atTick: tick)
        if view.bounds != presentation.bounds || view.center != presentation.center || view.transform != presentation.transform
            || view.layer.anchorPoint != presentation.anchorPoint || view.layerTransform != presentation.transform3D {
            let b = view.bounds
            let m = view.projectionToRoot
            // A corner behind the eye is drawn at the anchor's place (no image exists).
            modelCorners = [(b.x, b.y), (b.maxX, b.y), (b.maxX, b.maxY), (b.x, b.maxY)]
                .map { m.apply(Point(x: $0.0, y: $0.1)) ?? view.convert(view.center, to: nil) }
        }
        isHidden = view.isHidden
        clipsToBounds = view.clipsToBounds
        maskedCorners = view.maskedCorners
        if !view.isDoubleSided { showsBack = Self.showsBack(view, at: tick) }
        if let m = view.mask {
            var tree: [ViewSnapshot] = []
            m.walkTree(withDepth: { v, depth in
                tree.append(ViewSnapshot(v, depth: depth, at: tick))
                return true
            })
            mask = ZOrder.sorted(tree)
        }
        if let label = view as? Label {
            content = .text(label.text, color: label.textColor, fontSize: label.fontSize, alignment: label.textAlignment)
        } else if let image = view as? ImageView {
            content = .image(image.imageName)
        } else {
            content = .none
        }
    }

    /// Bytes the snapshot holds, at least: itself, a name or text too long to be kept inline
    /// (over 15 bytes), and the model's corners.
    var heldBytes: Int {
        var bytes = MemoryLayout<ViewSnapshot>.stride
        if name.utf8.count > 15 { bytes += name.utf8.count }
        if case .text(let text, _, _, _) = content, text.utf8.count > 15 { bytes += text.utf8.count }
        if case .image(let image?) = content, image.utf8.count > 15 { bytes += image.utf8.count }
        if let corners = modelCorners { bytes += 32 + corners.count * MemoryLayout<Point>.stride }
        if let mask { bytes += 32 + mask.reduce(0) { $0 + $1.heldBytes } }
        return bytes
    }

    /// Whether `view`'s bounds, through the presentations of it and its ancestors up to the
    /// window, wind the other way (walked only for single-sided layers: most views never pay).
    static func showsBack(_ view: View, at tick: Int64) -> Bool {
        var m = ProjectiveTransform.identity
        var v: View? = view
        while let current = v, current.superview != nil {
            m = m.concatenating(current.engine.presentation(of: current, atTick: tick).projectionToSuperview)
            v = current.superview
        }
        return m.showsBack(of: view.engine.presentation(of: view, atTick: tick).bounds)
    }

    /// The bounds point at the anchor point, from presentation values.
    var anchorInBounds: Point {
        let p = presentation
        return Point(x: p.bounds.x + p.bounds.width * p.anchorPoint.x, y: p.bounds.y + p.bounds.height * p.anchorPoint.y)
    }

    /// The map from this view's coordinates to its superview's, from presentation values:
    /// about the anchor point, then to `center` (Core Animation's rule, as
    /// ``View/transformToSuperview`` for model values). Under a non-affine layer transform
    /// this is the affine map through three of the projected corners (what nested SVG
    /// groups can show; see ``projectionToSuperview`` for the exact map).
    public var transformToSuperview: AffineTransform {
        let p = presentation, a = anchorInBounds
        if p.hasPerspective, let fit = affineFit { return fit }
        return AffineTransform.translation(-a.x, -a.y)
            .concatenating(p.transform)
            .concatenating(.translation(p.center.x, p.center.y))
    }

    /// The exact map to the superview's plane, perspective included.
    public var projectionToSuperview: ProjectiveTransform {
        let p = presentation, a = anchorInBounds
        return ProjectiveTransform(.translation(-a.x, -a.y))
            .concatenating(p.transform3D.flattened)
            .concatenating(ProjectiveTransform(.translation(p.center.x, p.center.y)))
    }

    /// The bounds' corners (top left, top right, bottom right, bottom left) in the
    /// superview's coordinates, projected; nil when one lands behind the eye.
    public var projectedCorners: [Point]? {
        let corners = presentation.projectedCorners.compactMap { $0 }
        return corners.count == 4 ? corners : nil
    }

    /// The affine map taking the bounds' top-left, top-right and bottom-left corners to their
    /// projections (exact for those three; the fourth is off by the perspective).
    var affineFit: AffineTransform? {
        let b = presentation.bounds
        guard b.width > 0, b.height > 0, let c = projectedCorners else { return nil }
        let a = (c[1].x - c[0].x) / b.width, bb = (c[1].y - c[0].y) / b.width
        let cc = (c[3].x - c[0].x) / b.height, d = (c[3].y - c[0].y) / b.height
        return AffineTransform(a: a, b: bb, c: cc, d: d, tx: c[0].x - a * b.x - cc * b.y, ty: c[0].y - bb * b.x - d * b.y)
    }
}
