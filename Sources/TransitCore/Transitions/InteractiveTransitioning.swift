/// An interaction controller, as `UIViewControllerInteractiveTransitioning`: it drives an
/// animated transition from events (a pan) instead of the clock. A transitioning delegate
/// (or a navigation delegate) returns one for an animator; UIKit then calls
/// ``startInteractiveTransition(_:)`` instead of the animator's `animateTransition`.
///
/// ``PercentDrivenInteractiveTransition`` is UIKit's ready-made one. Another reports its
/// progress through the context (`updateInteractiveTransition`, `finishInteractiveTransition`,
/// `cancelInteractiveTransition`) and animates by itself.
public protocol InteractiveTransitioning: AnyObject {
    /// The transition begins: set up and drive it; the animator's `completeTransition` ends it.
    func startInteractiveTransition(_ context: TransitionContext) throws
    /// Whether the transition begins interactive (UIKit's default) or runs by itself until
    /// the controller pauses it.
    var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
    public var wantsInteractiveStart: Bool { true }
}
