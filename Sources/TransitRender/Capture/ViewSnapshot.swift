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
    public var content: Content
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
        if view.bounds != presentation.bounds || view.center != presentation.center || view.transform != presentation.transform {
            let b = view.bounds
            let m = view.transformToRoot
            modelCorners = [(b.x, b.y), (b.maxX, b.y), (b.maxX, b.maxY), (b.x, b.maxY)]
                .map { Point(x: $0.0, y: $0.1).applying(m) }
        }
        isHidden = view.isHidden
        clipsToBounds = view.clipsToBounds
        if let label = view as? Label {
            content = .text(label.text, color: label.textColor, fontSize: label.fontSize, alignment: label.textAlignment)
        } else if let image = view as? ImageView {
            content = .image(image.imageName)
        } else {
            content = .none
        }
    }

    /// The map from this view's coordinates to its superview's, from presentation values:
    /// about the bounds' centre, then to `center` (UIKit's rule, as
    /// ``View/transformToSuperview`` for model values).
    public var transformToSuperview: AffineTransform {
        let p = presentation
        return AffineTransform.translation(-(p.bounds.x + p.bounds.width / 2), -(p.bounds.y + p.bounds.height / 2))
            .concatenating(p.transform)
            .concatenating(.translation(p.center.x, p.center.y))
    }
}
