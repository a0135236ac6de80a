/// A regular-width popover's own transition, run when no transitioning delegate vends an
/// animator (its `modalTransitionStyle` is not used): the content fades in from alpha 0 at its
/// final frame, and out on dismissal, over ``PopoverPresentationController/fadeDuration`` on
/// ease-in-ease-out (UIKit's timing is not public: Transit's choice, docs/popover.md).
final class PopoverAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext) throws -> Double {
        PopoverPresentationController.fadeDuration
    }

    func animateTransition(using context: TransitionContext) throws {
        let presenting = context.kind == .present
        guard let view = context.view(forKey: presenting ? .to : .from) else {
            throw DefaultAnimator.unloaded(presenting ? "presented" : "leaving")
        }
        let alpha = view.alpha
        if presenting {
            try view.setFrame(context.finalFrame(for: context.viewController(forKey: .to)!))
            try view.setAlpha(0)
            try context.containerView.addSubview(view)
        }
        try context.engine.animate(duration: PopoverPresentationController.fadeDuration, curve: .easeInOut,
                                   origin: context.origin, animations: { try view.setAlpha(presenting ? alpha : 0) }) { _ in
            try context.completeTransition(!context.transitionWasCancelled, origin: context.origin)
            if !presenting { try view.setAlpha(alpha) }     // so it can be presented again
        }
    }
}
