/// UIKit's horizontal flip (`UIModalTransitionStyle.flipHorizontal`): the presenter's view and
/// the presented one are the two faces of a card that turns half a turn about the vertical
/// axis through its centre, in perspective (docs/layers.md, "The flip").
extension DefaultAnimator {
    /// The length of the flip, in seconds. Apple does not publish it; Transit's choice.
    public static let flipDuration = 0.75

    /// The eye's distance from the screen, in points: the perspective `m34 = −1/d`. Apple does
    /// not publish UIKit's; Transit's choice, more than half the widest screen (an iPad Pro
    /// 12.9″ in landscape, 1366 points) so that the near edge never passes the eye.
    public static let flipEyeDistance = 1000.0

    /// The perspective alone: the identity with `m34 = −1/d` (draws a flat layer unchanged).
    public static var flipPerspective: Transform3D {
        var p = Transform3D.identity
        p.m34 = -1 / flipEyeDistance
        return p
    }

    /// A face of the card turned by `angle` about y, then seen in perspective.
    static func flipFace(_ angle: Double) -> Transform3D {
        Transform3D.rotation(angle, 0, 1, 0).concatenating(flipPerspective)
    }

    /// The card turns from 0 to π (on ease-in-ease-out as a whole): in the first half the
    /// leaving view turns from 0 to edge-on (a quarter turn), in the second the arriving view
    /// turns from edge-on to 0; each is edge-on, and so not drawn, while the other shows, and
    /// neither shows its back. Presenting turns the right side toward the eye (a negative
    /// angle about y: Apple's "from right-to-left", the right side of `transitionFlipFromRight`
    /// moving "toward the front"); dismissing turns the other way. The turn lives in the
    /// presentation only, as View.transition's flips (Engine+FlipTransition.swift): each
    /// view's keyframes jump to the perspective (or edge-on) at their start and back to its
    /// model at their end, so the model is the transform the app set — before, while and
    /// after the card turns — as UIKit's transition animates the layers' rendering and leaves
    /// their properties alone. The turn stands in for that transform while it runs.
    func flip(_ context: TransitionContext) throws {
        let presenting = context.kind == .present
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else {
            throw Self.flipNeedsFullScreen(context.viewController(forKey: presenting ? .to : .from)!)
        }
        let container = context.containerView
        try to.setFrame(context.finalFrame(for: context.viewController(forKey: .to)!))
        if presenting { try container.addSubview(to) } else { try putBack(to, below: from, in: container) }
        let sign = presenting ? -1.0 : 1.0
        let models = (from: from.layerTransform, to: to.layerTransform)
        let engine = context.engine
        try engine.animateKeyframes(duration: Self.flipDuration, calculationMode: .linear, curve: .easeInOut,
                                    origin: context.origin, animations: {
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0) {          // equal times: jumps
                try from.setLayerTransform(Self.flipPerspective)
                try to.setLayerTransform(Self.flipFace(-sign * .pi / 2))
            }
            try engine.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) {
                try from.setLayerTransform(Self.flipFace(sign * .pi / 2))
            }
            try engine.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) {
                try to.setLayerTransform(Self.flipPerspective)
            }
            try engine.addKeyframe(relativeStartTime: 1, relativeDuration: 0) {          // the models, untouched
                try from.setLayerTransform(models.from)
                try to.setLayerTransform(models.to)
            }
        }) { _ in
            try context.completeTransition(!context.transitionWasCancelled, origin: context.origin)
        }
    }

    /// The flip turns the presenter's whole view, which only a presentation that removes it
    /// hands to the animator (`fullScreen`, `currentContext`).
    static func flipNeedsFullScreen(_ controller: ViewController) -> CoreError {
        CoreError(.invalidArgument, "\(controller) has modalTransitionStyle flipHorizontal, which needs modalPresentationStyle \"fullScreen\" (or \"currentContext\"), not \"\(controller.modalPresentationStyle.rawValue)\"")
    }
}
