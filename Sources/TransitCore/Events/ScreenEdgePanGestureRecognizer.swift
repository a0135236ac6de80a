/// `UIScreenEdgePanGestureRecognizer` for the leading (left) edge: a pan that only takes
/// touches going down within ``edgeWidth`` points of its view's left edge — for a navigation
/// controller filling the window, the screen's edge (docs/navigation.md).
///
/// Apple publishes neither the width of the edge region nor how far in it reaches; Transit
/// chose 20 points: an unmeasured choice, narrow enough that a pan starting on the content
/// (a slider, a horizontal list) is not taken for an edge swipe.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How far from the left edge a touch may go down, in points.
    public static let edgeWidth = 20.0

    /// The owner's rules, asked before the delegate (a navigation controller's: a stack to pop,
    /// no transition in flight); nil: none.
    var ownerAllowsBegin: (() -> Bool)?

    public override var typeName: String { "ScreenEdgePanGestureRecognizer" }

    /// Only a touch within ``edgeWidth`` of the view's left edge, inside its bounds.
    public override func receivesTouch(at point: Point) -> Bool {
        guard let view else { return false }
        let p = view.convert(point, from: nil), b = view.bounds
        return p.x >= b.minX && p.x < b.minX + Self.edgeWidth
    }

    /// The owner's rules, then the delegate's `gestureRecognizerShouldBegin`.
    public override func shouldBegin() throws -> Bool {
        if let ownerAllowsBegin, !ownerAllowsBegin() { return false }
        return try super.shouldBegin()
    }
}
