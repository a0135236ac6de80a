/// A view property animations can change: a handle (its position in
/// ``PropertyDescriptor/all``) small enough to sit in every track reference.
///
/// `frame` is not one: setting it sets `center` and `bounds`, which animate.
public struct AnimatedProperty: Hashable, Sendable, CustomStringConvertible {
    /// The property's index in ``PropertyDescriptor/all`` (and its bit in masks).
    public let rawValue: UInt8

    init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// Every animatable property, in table order.
    public static var allCases: [AnimatedProperty] { PropertyDescriptor.all.map(\.property) }

    /// What the table says about this property.
    var descriptor: PropertyDescriptor { PropertyDescriptor.all[Int(rawValue)] }

    /// Additive properties retarget by summing (UIKit since iOS 8); the others replace a
    /// running animation of the same property. See `docs/animation.md`.
    public var isAdditive: Bool { descriptor.composition == .additive }

    /// The property's bit in a ``PropertyMask``.
    @inline(__always) var bit: PropertyMask { 1 << PropertyMask(rawValue) }

    public var description: String { descriptor.name }
}

/// One bit per animatable property (bit = `AnimatedProperty.rawValue`).
typealias PropertyMask = UInt32

// MARK: The table

// To add an animatable property: its model field in `ViewModel` (and a public accessor on
// `View` and `Presentation`), a handle here, and one line in `all`. Nothing else switches on
// properties: recording, tracks, the frame pass, keyframes, the presentation and the trace
// all go through the table (docs/architecture.md, "Animatable properties").

extension AnimatedProperty {
    public static let center = AnimatedProperty(0)
    public static let bounds = AnimatedProperty(1)
    public static let transform = AnimatedProperty(2)
    public static let alpha = AnimatedProperty(3)
    public static let backgroundColor = AnimatedProperty(4)
    public static let cornerRadius = AnimatedProperty(5)
    // The layer's (docs/layers.md).
    public static let anchorPoint = AnimatedProperty(6)
    public static let zPosition = AnimatedProperty(7)
    public static let shadowOpacity = AnimatedProperty(8)
    public static let shadowRadius = AnimatedProperty(9)
    public static let shadowOffset = AnimatedProperty(10)
    public static let shadowColor = AnimatedProperty(11)
    public static let borderWidth = AnimatedProperty(12)
    public static let borderColor = AnimatedProperty(13)
    /// The non-affine part of `layer.transform` (``ViewModel/transform3D``).
    public static let transform3D = AnimatedProperty(14)
}

extension PropertyDescriptor {
    /// Every animatable property, indexed by ``AnimatedProperty/rawValue``. Geometry is
    /// additive as UIKit's (`center`, `bounds`, `transform`); the rest replaces, as `alpha`.
    static let all: [PropertyDescriptor] = table([
        PropertyDescriptor(.center, "center", \ModelCore.center, .additive),
        PropertyDescriptor(.bounds, "bounds", \ModelCore.bounds, .additive),
        PropertyDescriptor(.transform, "transform", \ModelCore.transform, .additive),
        PropertyDescriptor(.alpha, "alpha", \ModelCore.alpha, .replacing),
        PropertyDescriptor(.backgroundColor, "backgroundColor", \ModelCore.backgroundColor, .replacing),
        PropertyDescriptor(.cornerRadius, "cornerRadius", \ModelCore.cornerRadius, .replacing),
        // The layer's: replacing as `alpha`, the 3D transform additive as `transform`.
        PropertyDescriptor(.anchorPoint, "layer.anchorPoint", \LayerModel.anchorPoint, .replacing),
        PropertyDescriptor(.zPosition, "layer.zPosition", \LayerModel.zPosition, .replacing),
        PropertyDescriptor(.shadowOpacity, "layer.shadowOpacity", \LayerModel.shadowOpacity, .replacing),
        PropertyDescriptor(.shadowRadius, "layer.shadowRadius", \LayerModel.shadowRadius, .replacing),
        PropertyDescriptor(.shadowOffset, "layer.shadowOffset", \LayerModel.shadowOffset, .replacing),
        PropertyDescriptor(.shadowColor, "layer.shadowColor", \LayerModel.shadowColor, .replacing),
        PropertyDescriptor(.borderWidth, "layer.borderWidth", \LayerModel.borderWidth, .replacing),
        PropertyDescriptor(.borderColor, "layer.borderColor", \LayerModel.borderColor, .replacing),
        PropertyDescriptor(.transform3D, "layer.transform", \LayerModel.transform3D, .additive),
    ])
}
