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
    /// The affine part of the layer transform (as ``View/transform``).
    public var transform: AffineTransform {
        get { values.transform3D.isIdentity ? values.transform : transform3D.affine }
        set { values.transform = newValue }
    }
    public var alpha: Double { get { values.alpha } set { values.alpha = newValue } }
    public var backgroundColor: Color? { get { values.backgroundColor } set { values.backgroundColor = newValue } }
    public var cornerRadius: Double { get { values.cornerRadius } set { values.cornerRadius = newValue } }
    // The layer's values (``Layer``).
    public var anchorPoint: Point { get { values.anchorPoint } set { values.anchorPoint = newValue } }
    public var zPosition: Double { get { values.zPosition } set { values.zPosition = newValue } }
    public var shadowOpacity: Double { get { values.shadowOpacity } set { values.shadowOpacity = newValue } }
    public var shadowRadius: Double { get { values.shadowRadius } set { values.shadowRadius = newValue } }
    public var shadowOffset: Size {
        get { Size(width: values.shadowOffset.x, height: values.shadowOffset.y) }
        set { values.shadowOffset = Point(x: newValue.width, y: newValue.height) }
    }
    public var shadowColor: Color? { get { values.shadowColor } set { values.shadowColor = newValue } }
    public var borderWidth: Double { get { values.borderWidth } set { values.borderWidth = newValue } }
    public var borderColor: Color? { get { values.borderColor } set { values.borderColor = newValue } }
    /// The whole layer transform: the 3D part, then the affine `transform`.
    public var transform3D: Transform3D {
        values.transform3D.isIdentity ? Transform3D(values.transform) : values.transform3D.concatenating(Transform3D(values.transform))
    }
    /// True when the layer transform is not affine (renderers then project the corners).
    public var hasPerspective: Bool { !values.transform3D.isIdentity }

    /// The bounds' corners — top left, top right, bottom right, bottom left — in the
    /// superview's coordinates, through the whole layer transform about the anchor point
    /// (divided by `w`); a corner behind the eye (`w ≤ 0`) is nil.
    public var projectedCorners: [Point?] {
        // about the anchor point as View.frame takes them, so the bounds' origin (which moves
        // nothing) cannot overflow the map the engine checked finite (requireFiniteFrame)
        let w = bounds.width, h = bounds.height, x = -w * anchorPoint.x, y = -h * anchorPoint.y
        let m = transform3D.flattened.concatenating(ProjectiveTransform(.translation(center.x, center.y)))
        return [Point(x: x, y: y), Point(x: x + w, y: y), Point(x: x + w, y: y + h), Point(x: x, y: y + h)].map(m.apply)
    }

    /// The map from the view's coordinates to its superview's plane: about the anchor point,
    /// through the whole layer transform (divided by `w`), to `center`.
    public var projectionToSuperview: ProjectiveTransform {
        let b = bounds, a = anchorPoint
        let pivot = Point(x: b.x + b.width * a.x, y: b.y + b.height * a.y)
        return ProjectiveTransform(.translation(-pivot.x, -pivot.y))
            .concatenating(transform3D.flattened)
            .concatenating(ProjectiveTransform(.translation(center.x, center.y)))
    }

    init(values: ViewModel) { self.values = values }

    public init(bounds: Rect, center: Point, transform: AffineTransform, alpha: Double,
                backgroundColor: Color?, cornerRadius: Double) {
        values = ViewModel(bounds: bounds, center: center, transform: transform, alpha: alpha,
                           backgroundColor: backgroundColor, cornerRadius: cornerRadius)
    }

    /// The bounding box of the transformed bounds around `center`.
    public var frame: Rect { View.frame(values) }

    public var description: String {
        "Presentation(frame: \(frame), alpha: \(formatNumber(alpha)), transform: \(transform))"
    }
}
