/// An open `animate` block: its parameters and the changes its setters recorded.
///
/// Setters call ``Engine/willChange(_:_:)`` before changing a model value; the innermost open
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
    let options: AnimationOptions
    let origin: String
    var records: [ChangeRecord] = []
    /// Set when a nested block opened inside this one: the views' coalescing marks may then
    /// belong to the inner block, so lookups fall back to searching `records`.
    var hadNested = false

    init(serial: UInt64, duration: Double, delay: Double, durationTicks: Int64,
         delayTicks: Int64, curve: TimingCurve, options: AnimationOptions, origin: String) {
        self.serial = serial
        self.duration = duration
        self.delay = delay
        self.durationTicks = durationTicks
        self.delayTicks = delayTicks
        self.curve = curve
        self.options = options
        self.origin = origin
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
