/// The wall-clock end of a render under `--time`, which covers the whole render (docs/render.md):
/// the tools that draw and encode its frames run within what the script's run left, and are
/// stopped at the end with `message`.
struct Deadline {
    let end: ContinuousClock.Instant
    /// The render's error once the end has passed.
    let message: String

    /// `seconds` from `start`. `--time` is bounded (a day) where it is read; here a value
    /// no `Int64` of milliseconds holds (NaN, ±inf, past 9e15 ms) is held to 0…a year rather
    /// than trap in the conversion.
    init(from start: ContinuousClock.Instant, seconds: Double, message: String) {
        let held = seconds.isNaN ? 0 : min(max(seconds, 0), 365 * 86_400)
        end = start + .milliseconds(Int64((held * 1000).rounded(.up)))
        self.message = message
    }

    var hasPassed: Bool { ContinuousClock.now >= end }
}
