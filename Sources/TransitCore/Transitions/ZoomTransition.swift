/// iOS 18's zoom transition, as `UIViewController.Transition.zoom(options:sourceViewProvider:)`
/// (docs/zoom.md): set as a controller's ``ViewController/preferredTransition``, it makes an
/// animated `present` or `push` of that controller zoom its view out of a source view (a
/// cell, a thumbnail), and the dismissal or pop zoom it back into the source — by the clock,
/// or by a swipe down or a pinch on the zoomed view (ZoomInteraction.swift).
///
/// Apple: "The system calls the source view provider when it presents and when it dismisses
/// the view controller" — so the zoom out returns to where the source is *then* (a cell that
/// moved or scrolled), or, if the provider returns nil, to no source at all (``ZoomAnimator``'s
/// fallback).
public final class ZoomTransition {
    /// `ZoomSourceViewProviderContext`: the two controllers of the zoom.
    public struct SourceContext {
        /// "The view controller that presents the zoomed view" (or the one pushed over).
        public let sourceViewController: ViewController
        /// "The view controller for the presented view."
        public let zoomedViewController: ViewController
    }

    /// `ZoomOptions.InteractionContext`: what `interactiveDismissShouldBegin` decides from.
    public struct InteractionContext {
        /// The touch's location (a pinch's midpoint), in the window's coordinates.
        public let location: Point
        /// The touch's (the midpoint's) velocity, points per second.
        public let velocity: Point
        /// Whether the dismissal would begin now (true: Transit asks only then).
        public let willBegin: Bool
    }

    /// `ZoomOptions.AlignmentRectContext`: the two ends of the zoom.
    public struct AlignmentContext {
        public let sourceView: View
        public let zoomedViewController: ViewController
    }

    /// Returns the view to zoom from (and back into), or nil.
    public let sourceViewProvider: (SourceContext) throws -> View?
    /// `interactiveDismissShouldBegin`: false refuses a swipe-down or pinch dismissal (nil: allowed).
    public var interactiveDismissShouldBegin: ((InteractionContext) throws -> Bool)?
    /// `alignmentRectProvider`: the rectangle of the zoomed controller's view, in its own
    /// coordinates, that lines up with the source view (nil, or a nil answer: its bounds).
    public var alignmentRectProvider: ((AlignmentContext) throws -> Rect?)?
    /// `dimmingColor`: the color over the source controller's content while the zoomed view
    /// is up. UIKit's property is optional and unset by default; Transit dims nothing then.
    public var dimmingColor: Color?

    public init(sourceViewProvider: @escaping (SourceContext) throws -> View?) {
        self.sourceViewProvider = sourceViewProvider
    }

    // MARK: Transit's numbers (Apple publishes none: docs/zoom.md says why these)

    /// The zoom's length: the sheets' critically damped spring (``SheetPresentationController/changeDuration``).
    public static let duration = SheetPresentationController.changeDuration
    /// The zoomed view's scale when the finger has dragged it down one container height.
    public static let minimumDragScale = 0.5
    /// How far (points) the drag, plus where its release velocity would coast it, must go
    /// down for the release to dismiss.
    public static let dismissDistance = 100.0
    /// A pinch released dismisses when its scale, plus where its velocity would coast it,
    /// is below this: the view a fifth smaller, held still.
    public static let pinchDismissScale = 0.8
    /// Without a source view the zoomed view shrinks to this scale about the centre, fading.
    public static let fallbackScale = 0.5

    /// The zoom's spring. It starts at rest, even after a flick: one spring moves the
    /// frame's position and size together, so the finger's velocity, given to it, would jerk
    /// the size as well (docs/zoom.md, "What Transit leaves out").
    static func curve() throws -> TimingCurve {
        try .spring(dampingRatio: 1, duration: duration)
    }
}

extension ViewController {
    /// The zoom animator a transition of this controller uses when no delegate vends one:
    /// this controller's preferred transition, presented or pushed (`zoomed`).
    func zoomAnimator() throws -> ZoomAnimator? {
        try currentPreferredTransition().map { ZoomAnimator($0, zoomed: self) }
    }
}
