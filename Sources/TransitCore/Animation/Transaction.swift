/// An open `animate` block: its parameters and the changes its setters recorded.
///
/// Setters call ``AnimationSystem/willChange(_:_:)`` before changing a model value; the innermost open
/// transaction records the old value once per (view, property) — later sets in the same
/// block only move the model further — and, with `beginFromCurrentState`, the presentation
/// value at that moment. When the block returns, each record whose model value really
/// changed becomes a track.
final class Transaction {
    let serial: UInt64
    let duration: Double
    let delay: Double
    let durationTicks: Int64
    let delayTicks: Int64
    let curve: TimingCurve
    /// `var` for `autoreverse` alone: `setAnimationRepeatAutoreverses` inside the block
    /// changes it before the block commits.
    var options: AnimationOptions
    /// How many times the block runs (∞: forever); with `.autoreverse` each time is a
    /// forward and a backward run. `setAnimationRepeatCount` inside the block changes it.
    var repeatCount: Double
    let origin: String
    /// `performWithoutAnimation`: changes made while this is the innermost block are not
    /// recorded (they apply at once, unanimated).
    let suppressesAnimation: Bool
    var records: [ChangeRecord] = []
    /// Set for `animateKeyframes`: what each `addKeyframe` changed.
    var keyframes: KeyframeRecorder?
    /// Set when the block begins inside an interactive transition: its time is the
    /// transition's, not the clock's.
    var timeline: TransitionTimeline?
    /// Set when a nested block opened inside this one: the views' coalescing marks may then
    /// belong to the inner block, so lookups fall back to searching `records`.
    var hadNested = false
    /// Set for an animation in flight — an `animate` or `animateKeyframes` block, a property
    /// animator's block — whose timing a block nested in it inherits
    /// (``AnimationSystem/inherited(_:in:keyframes:)``); not for `performWithoutAnimation`
    /// or a timeline's capture.
    var lendsTiming = false
    /// Whether the block may end with its timing row (``AnimationSystem/nextBlockMayEndWithItsRow``).
    var mayEndWithRow = false
    /// Set for an `animate` or `animateKeyframes` block: the one whose repeat count and
    /// autoreverse `setAnimationRepeatCount` and `setAnimationRepeatAutoreverses` set.
    var takesRepeatSettings = false
    /// Set for a property animator's block whose spring has a `dy` apart from its `dx`, and
    /// for a block nested in it that inherits that spring: the nested block, an animation of
    /// its own on the `dx` spring, may not move a centre along y
    /// (``AnimationSystem/refuseDistinctVelocity(_:)``; the animator's own block gives y the
    /// `dy` spring).
    var distinctVelocity: DistinctVelocity?

    init(serial: UInt64, duration: Double, delay: Double, durationTicks: Int64,
         delayTicks: Int64, curve: TimingCurve, options: AnimationOptions, repeatCount: Double = 1,
         origin: String, suppressesAnimation: Bool = false) {
        self.serial = serial
        self.duration = duration
        self.delay = delay
        self.durationTicks = durationTicks
        self.delayTicks = delayTicks
        self.curve = curve
        self.options = options
        self.repeatCount = repeatCount
        self.origin = origin
        self.suppressesAnimation = suppressesAnimation
    }

    /// The marker `performWithoutAnimation` pushes.
    static func withoutAnimation(serial: UInt64) -> Transaction {
        Transaction(serial: serial, duration: 0, delay: 0, durationTicks: 0, delayTicks: 0,
                    curve: .linear, options: [], origin: "", suppressesAnimation: true)
    }
}

/// One (view, property) changed inside a block: the model value before the block changed
/// it, and the presentation value then (only with `beginFromCurrentState`).
struct ChangeRecord {
    let view: View
    let property: AnimatedProperty
    let old: AnimVector
    let presented: AnimVector?
}
