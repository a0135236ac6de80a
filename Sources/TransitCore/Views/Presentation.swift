/// What a view shows at one instant: its model values plus the running animations,
/// evaluated at a clock time.
///
/// A value, computed on demand (``View/presentation``) or by the frame pass
/// (``Engine/evaluateFrame()``); it is never stored as state that could drift from the
/// model and the animations it derives from. `frame` is derived from `center`,
/// `bounds.size` and `transform` with the same rule as ``View/frame``.
public struct Presentation: Equatable, CustomStringConvertible {
    public var bounds: Rect
    public var center: Point
    public var transform: AffineTransform
    public var alpha: Double
    public var backgroundColor: Color?
    public var cornerRadius: Double

    public init(bounds: Rect, center: Point, transform: AffineTransform, alpha: Double,
                backgroundColor: Color?, cornerRadius: Double) {
        self.bounds = bounds
        self.center = center
        self.transform = transform
        self.alpha = alpha
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    /// The bounding box of the transformed bounds around `center`.
    public var frame: Rect { View.frame(center: center, size: bounds.size, transform: transform) }

    public var description: String {
        "Presentation(frame: \(frame), alpha: \(formatNumber(alpha)), transform: \(transform))"
    }
}
