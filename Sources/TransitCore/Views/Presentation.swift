/// What a view shows at one instant: its model values plus the running animations,
/// evaluated at a clock time.
///
/// A value, computed on demand (``View/presentation``) or by the frame pass
/// (``Engine/evaluateFrame()``); it is never stored as state that could drift from the
/// model and the animations it derives from. `frame` is derived from `center`,
/// `bounds.size` and `transform` with the same rule as ``View/frame``.
public struct Presentation: Equatable, CustomStringConvertible {
    /// The values, laid out as the model's: a property's descriptor reads and writes both
    /// at the same offset (see ``PropertyDescriptor``), and the frame pass starts each
    /// presentation as a copy of the model.
    var values: ViewModel

    public var bounds: Rect { get { values.bounds } set { values.bounds = newValue } }
    public var center: Point { get { values.center } set { values.center = newValue } }
    public var transform: AffineTransform { get { values.transform } set { values.transform = newValue } }
    public var alpha: Double { get { values.alpha } set { values.alpha = newValue } }
    public var backgroundColor: Color? { get { values.backgroundColor } set { values.backgroundColor = newValue } }
    public var cornerRadius: Double { get { values.cornerRadius } set { values.cornerRadius = newValue } }

    init(values: ViewModel) { self.values = values }

    public init(bounds: Rect, center: Point, transform: AffineTransform, alpha: Double,
                backgroundColor: Color?, cornerRadius: Double) {
        values = ViewModel(bounds: bounds, center: center, transform: transform, alpha: alpha,
                           backgroundColor: backgroundColor, cornerRadius: cornerRadius)
    }

    /// The bounding box of the transformed bounds around `center`.
    public var frame: Rect { View.frame(center: center, size: bounds.size, transform: transform) }

    public var description: String {
        "Presentation(frame: \(frame), alpha: \(formatNumber(alpha)), transform: \(transform))"
    }
}
