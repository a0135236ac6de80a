/// An animator, as `UIViewControllerAnimatedTransitioning`: it animates one present or
/// dismiss inside the context's container view and calls
/// ``TransitionContext/completeTransition(_:origin:)`` when its animations end.
public protocol AnimatedTransitioning: AnyObject {
    /// The animation's length in seconds. UIKit asks once, just before
    /// ``animateTransition(using:)``; the context keeps the answer (``TransitionContext/duration``).
    func transitionDuration(using context: TransitionContext) throws -> Double
    /// Sets up the views in `context.containerView` and starts the animations.
    func animateTransition(using context: TransitionContext) throws
    /// Called once the transition has ended (after the present or dismiss completion), with
    /// false when it was cancelled.
    func animationEnded(_ transitionCompleted: Bool) throws
    /// `interruptibleAnimator(using:)` (iOS 10): the property animator that performs the
    /// transition — the same one for the whole transition. A percent-driven interaction
    /// drives it instead of calling ``animateTransition(using:)``; nil: no such animator.
    func interruptibleAnimator(using context: TransitionContext) throws -> PropertyAnimator?
}

extension AnimatedTransitioning {
    /// Optional in UIKit: nothing to clean up.
    public func animationEnded(_ transitionCompleted: Bool) throws {}
    /// Optional in UIKit: the animator's blocks are `UIView.animate` calls.
    public func interruptibleAnimator(using context: TransitionContext) throws -> PropertyAnimator? { nil }
}

/// A transitioning delegate, as `UIViewControllerTransitioningDelegate`: the presented
/// controller's source of animators. Returning nil means UIKit's default animation (the
/// presented controller's ``ViewController/modalTransitionStyle``).
public protocol TransitioningDelegate: AnyObject {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) throws -> (any AnimatedTransitioning)?
    func animationController(forDismissed dismissed: ViewController) throws -> (any AnimatedTransitioning)?
    /// Asked for `custom` presentations only, animated or not.
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) throws -> PresentationController?
    /// Asked after `animationController(forPresented:…)` returned an animator: an interaction
    /// controller makes the presentation interactive (nil: it runs by the clock).
    func interactionControllerForPresentation(using animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)?
    /// The same for a dismissal.
    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)?
}

extension TransitioningDelegate {
    /// Optional in UIKit: the default animation.
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) throws -> (any AnimatedTransitioning)? { nil }
    /// Optional in UIKit: the default animation.
    public func animationController(forDismissed dismissed: ViewController) throws -> (any AnimatedTransitioning)? { nil }
    /// Optional in UIKit: the base presentation controller's behaviour.
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) throws -> PresentationController? { nil }
    /// Optional in UIKit: not interactive.
    public func interactionControllerForPresentation(using animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? { nil }
    /// Optional in UIKit: not interactive.
    public func interactionControllerForDismissal(using animator: any AnimatedTransitioning) throws -> (any InteractiveTransitioning)? { nil }
}
