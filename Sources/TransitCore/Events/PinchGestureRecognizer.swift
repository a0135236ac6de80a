/// `UIPinchGestureRecognizer`: two fingers moving apart or together (docs/events.md,
/// "Pinch"). `scale` is the distance between them over the distance when they went down
/// (Apple: "The scale value is an absolute value that varies over time. It is not the delta
/// value from the last time that the scale was reported"), `velocity` is in scale factor per
/// second, and `location(in:)` is their midpoint (UIKit's centroid of the touches).
public final class PinchGestureRecognizer: GestureRecognizer {
    /// The distance between the fingers now, in window points.
    var distance = 1.0
    /// The distance that reads as scale 1: where the fingers went down, or what
    /// ``setScale(_:)`` made it.
    var referenceDistance = 1.0
    /// Scale factor per second, from the last two samples.
    var scaleVelocity = 0.0
    /// The midpoint's velocity in window points per second (what the zoom's
    /// `interactiveDismissShouldBegin` is told); UIKit's recognizer does not publish it.
    var windowVelocity = Point.zero
    /// Where the midpoint was when the fingers went down, in window coordinates (the point
    /// a zoom's pinch keeps under the fingers).
    var startLocation = Point.zero
    /// The two fingers on it, while they are down (a pinch tracks one pair).
    weak var pinch: Pinch?

    public override var typeName: String { "PinchGestureRecognizer" }

    override func cancelTouches() { pinch?.cancel() }

    /// The distance between the fingers over their distance when they went down.
    public var scale: Double { distance / referenceDistance }

    /// "The velocity of the pinch in scale factor per second": negative while the fingers
    /// close.
    public var velocity: Double { scaleVelocity }

    /// Makes the scale read `scale` now — UIKit's incremental pattern, `scale = 1` after
    /// applying it — and, as Apple documents ("doing so resets the velocity"), the velocity 0.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` unless `scale` is positive and finite.
    public func setScale(_ scale: Double) throws(CoreError) {
        guard scale.isFinite, scale > 0 else {
            throw CoreError(.invalidNumber, "a pinch's scale must be a positive finite number (got \(formatNumber(scale)))")
        }
        referenceDistance = distance / scale
        scaleVelocity = 0
    }
}
