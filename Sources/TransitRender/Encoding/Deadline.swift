/// The wall-clock end of a render under `--time`, which covers the whole render (docs/render.md):
/// the tools that draw and encode its frames run within what the script's run left, and are
/// stopped at the end with `message`.
struct Deadline {
    let end: ContinuousClock.Instant
    /// The render's error once the end has passed.
    let message: String

    /// `seconds` from `start`.
    init(from start: ContinuousClock.Instant, seconds: Double, message: String) {
        end = start + .milliseconds(Int64((seconds * 1000).rounded(.up)))
        self.message = message
    }

    var hasPassed: Bool { ContinuousClock.now >= end }
}
