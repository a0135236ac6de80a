/// UIKit's nested animation blocks: a block opened inside another's animations runs with
/// the outer block's timing unless its options override that (docs/animation.md, "Nested
/// blocks", which gives the sources).
extension AnimationSystem {
    /// What a block opened inside `outer` (an animation in flight) runs with, given what it
    /// was submitted with:
    /// - without `.overrideInheritedDuration`, the outer block's duration and delay — the
    ///   nested animations start with the outer ones and last as long (a spring's own
    ///   duration gives way too);
    /// - without `.overrideInheritedCurve`, the outer block's curve (a spring is a curve); a
    ///   keyframe block too, as its whole path's curve (UIKit's keyframe options have no
    ///   `overrideInheritedCurve`, so there it always inherits);
    /// - without `.overrideInheritedOptions`, the outer block's `beginFromCurrentState`,
    ///   `allowUserInteraction`, `repeat` and `autoreverse` besides its own, and the outer
    ///   repeat count unless it gave one.
    func inherited(_ given: BlockParameters, in outer: Transaction) -> BlockParameters {
        var p = given
        if !given.options.contains(.overrideInheritedDuration) {
            p.duration = outer.duration
            p.delay = outer.delay
        }
        if !given.options.contains(.overrideInheritedCurve) {
            p.curve = outer.curve
        }
        if !given.options.contains(.overrideInheritedOptions) {
            p.options.formUnion(outer.options.intersection(.inheritable))
            if given.repeatCount == nil { p.repeatCount = outer.repeatCount }
        }
        return p
    }
}

/// The parameters of an `animate` block, as submitted or as inherited.
struct BlockParameters {
    /// nil: the spring curve's own.
    var duration: Double?
    var delay: Double
    var curve: TimingCurve
    var options: AnimationOptions
    /// nil: not given.
    var repeatCount: Double?
}
