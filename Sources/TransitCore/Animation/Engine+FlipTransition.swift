/// The flips of UIKit's view transitions (`transitionFlipFromLeft`, `…Right`, `…Top`,
/// `…Bottom`): the container turns half a turn like a card, its old look on the front face
/// and its new look on the other (docs/animation.md, "Flips").
extension ViewTransition {
    /// The axis the container turns about and the sign of the old look's quarter turn, for a
    /// flip; nil for the others. Apple: `transitionFlipFromLeft` flips "around its vertical
    /// axis from left to right (the left side of the view moves toward the front and right
    /// side toward the back)", `transitionFlipFromTop` "around its horizontal axis from top
    /// to bottom (the top side of the view moves toward the front and the bottom side toward
    /// the back)", and the other two the other way. With points as rows and the eye on +z
    /// (`m34 = −1/d`), a turn by θ about y moves a point at x to z = −x·sin θ, and about x a
    /// point at y to z = y·sin θ: the left side (x < 0) comes forward for θ > 0, the top side
    /// (y < 0, y pointing down) for θ < 0.
    var flipTurn: (axis: (x: Double, y: Double), sign: Double)? {
        switch self {
        case .flipFromLeft: ((0, 1), 1)
        case .flipFromRight: ((0, 1), -1)
        case .flipFromTop: ((1, 0), -1)
        case .flipFromBottom: ((1, 0), 1)
        case .crossDissolve, .curlUp, .curlDown: nil
        }
    }
}

extension Engine {
    /// Turns `container` half a turn about `turn.axis` over `duration` on `curve`, `old` (the
    /// container's old look, laid over it) on the front face: the card's angle goes from 0 to
    /// π as one keyframe animation in linear mode, the curve mapping its whole time (as
    /// ``DefaultAnimator``'s modal flip). In the first half the container, `old` in front,
    /// turns from flat to edge-on by `sign · π/2`; at the middle `old` goes (alpha 0) and the
    /// container jumps to the other edge-on, `−sign · π/2`, from which it turns back to flat
    /// showing its new look. Neither look is drawn past edge-on, so no back face shows. The
    /// perspective is the modal flip's (``DefaultAnimator/flipEyeDistance``: Apple publishes
    /// neither it nor the flip's shading, which Transit does not draw). It comes and goes by
    /// jumps at the keyframes' two ends, so the turn interpolates as a rotation with the
    /// perspective fixed (docs/layers.md, "Interpolating a 3D transform") and the last
    /// keyframe is the container's untouched model: the turn lives in the presentation only,
    /// as UIKit's transition animates the layer's rendering and leaves its properties alone.
    /// At the end `old` leaves, before `completion`.
    func flip(_ container: View, old: View, turn: (axis: (x: Double, y: Double), sign: Double),
              duration: Double, options: AnimationOptions, curve: TimingCurve, origin: String,
              completion: ((Bool) throws -> Void)?) throws -> AnimationHandle {
        func face(_ angle: Double) -> Transform3D {
            Transform3D.rotation(angle, turn.axis.x, turn.axis.y, 0).concatenating(DefaultAnimator.flipPerspective)
        }
        // the flip's end knows it by its handle, not by its old look: a script can take that
        // out of `container.subviews` (and drop it) while the card turns
        weak var mine: AnimationHandle?
        let handle: AnimationHandle
        do {
            handle = try animateKeyframes(duration: duration, options: options, calculationMode: .linear,
                                          curve: curve, origin: origin, animations: {
                try addKeyframe(relativeStartTime: 0, relativeDuration: 0) {          // equal times: a jump
                    try container.setLayerTransform(DefaultAnimator.flipPerspective)
                }
                try addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) {
                    try container.setLayerTransform(face(turn.sign * .pi / 2))
                }
                try addKeyframe(relativeStartTime: 0.5, relativeDuration: 0) {
                    try container.setLayerTransform(face(-turn.sign * .pi / 2))
                    try old.setAlpha(0)
                }
                try addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) {
                    try container.setLayerTransform(DefaultAnimator.flipPerspective)
                }
                try addKeyframe(relativeStartTime: 1, relativeDuration: 0) {       // the model, untouched
                    try container.setLayerTransform(.identity)                    // (requireFlippable)
                }
            }) { [weak container, weak old] finished in
                // this flip's end, unless a later transition of the container replaced it
                // (which ended the turn itself, and may be turning the container now)
                if let container, let mine, container.transitionFlip === mine { container.transitionFlip = nil }
                old?.removeOverlay()
                try completion?(finished)
            }
        } catch {
            old.removeOverlay()                                  // the animation's room refused it
            throw error
        }
        container.transitionFlip = handle
        mine = handle
        return handle
    }

    /// A flip turns the container's whole layer transform, which must be the identity: the
    /// turn's keyframes would stand in for any other while it runs. A running flip leaves the
    /// model alone, so the transition replacing it meets the same condition.
    func requireFlippable(_ container: View, _ transition: ViewTransition) throws {
        guard container.model.transform == .identity && container.model.transform3D == .identity else {
            throw CoreError(.invalidArgument,
                            "the view transition '\(transition.optionName)' turns \(container), whose transform is not the identity; Transit flips an untransformed view only")
        }
    }
}
