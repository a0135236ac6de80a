/// `UIScreenEdgePanGestureRecognizer`: a pan that only takes touches going down within
/// ``edgeWidth`` points of one of its ``edges``.
///
/// Apple: it "interprets panning gestures that start near an edge of the screen", and
/// `edges` holds "the acceptable starting edges for the gesture", "relative to the app's
/// current interface orientation"; until a script assigns it, `edges` is `UIRectEdgeNone`
/// (0, an Objective-C property's initial value; docs/events.md "Screen-edge pans") and the
/// recognizer takes no touch. One a script makes measures from the screen: the window's
/// bounds, in the interface's orientation. A navigation controller's own
/// edge swipe (``NavigationController/interactivePopGestureRecognizer``) keeps Transit's
/// earlier rule, its view's left edge — for a navigation controller filling the window, the
/// screen's edge (docs/navigation.md).
///
/// Apple publishes neither the width of the edge region nor how far in it reaches; Transit
/// chose 20 points: an unmeasured choice, narrow enough that a pan starting on the content
/// (a slider, a horizontal list) is not taken for an edge swipe.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How far from an edge a touch may go down, in points.
    public static let edgeWidth = 20.0

    /// UIKit's `edges` (`UIRectEdge`, whose bits `Pin.Edges` shares): none by default.
    /// Assigned with ``setEdges(_:)``.
    public private(set) var edges: Pin.Edges = []

    /// Whether the edges are its view's (a navigation controller's edge swipe) rather than
    /// the window's.
    let measuresFromView: Bool

    /// The owner's rules, asked before the delegate (a navigation controller's: a stack to pop,
    /// no transition in flight); nil: none.
    var ownerAllowsBegin: (() -> Bool)?

    public override var typeName: String { "ScreenEdgePanGestureRecognizer" }

    /// One a script makes: no edges until it assigns them, measured from the screen.
    public override init(action: @escaping (GestureRecognizer) throws -> Void) {
        measuresFromView = false
        super.init(action: action)
    }

    /// A navigation controller's edge swipe: its view's left edge.
    init(viewLeftEdgeAction action: @escaping (GestureRecognizer) throws -> Void) {
        measuresFromView = true
        super.init(action: action)
        edges = .left
    }

    /// Assigns ``edges``. A navigation controller's edge swipe takes the left edge or none:
    /// its pop follows a finger going right (translation.x ÷ width), so from another edge it
    /// would begin a pop the finger cannot drive, and Transit does not model UIKit's
    /// right-to-left edge (docs/navigation.md). `isEnabled = false` also turns it off.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for another edge on a navigation
    ///   controller's edge swipe.
    public func setEdges(_ edges: Pin.Edges) throws(CoreError) {
        guard !measuresFromView || edges.isSubset(of: .left) else {
            let names = Self.edgeNames.filter { edges.contains($0.1) }.map { "\"\($0.0)\"" }
            throw CoreError(.invalidArgument, "the edges of interactivePopGestureRecognizer may be \"left\" or none ({}), "
                            + "got {\(names.joined(separator: ", "))}: its pop follows a finger going right, and Transit "
                            + "does not model the right-to-left edge (turn it off with isEnabled = false)")
        }
        self.edges = edges
    }

    /// `UIRectEdge`'s names, in its bits' order.
    public static let edgeNames: [(String, Pin.Edges)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]

    /// Only a touch within ``edgeWidth`` of one of ``edges`` of the screen (the window's
    /// bounds) — or of its view, for a navigation controller's — and inside those bounds.
    public override func receivesTouch(at point: Point) -> Bool {
        guard let view else { return false }
        let p: Point, b: Rect
        if measuresFromView {
            (p, b) = (view.convert(point, from: nil), view.bounds)
        } else {
            guard let window = view.window else { return false }
            (p, b) = (point, window.bounds)
        }
        guard p.x >= b.minX && p.x < b.maxX && p.y >= b.minY && p.y < b.maxY else { return false }
        let w = Self.edgeWidth
        return edges.contains(.left) && p.x < b.minX + w || edges.contains(.right) && p.x >= b.maxX - w
            || edges.contains(.top) && p.y < b.minY + w || edges.contains(.bottom) && p.y >= b.maxY - w
    }

    /// The owner's rules, then the delegate's `gestureRecognizerShouldBegin`.
    public override func shouldBegin() throws -> Bool {
        if let ownerAllowsBegin, !ownerAllowsBegin() { return false }
        return try super.shouldBegin()
    }
}
