/// `CACornerMask`: which corners a layer's `cornerRadius` rounds (`layer.maskedCorners`).
/// Core Animation's header (CALayer.h): "Defines which of the four corners receives the
/// masking when using `cornerRadius' property. Defaults to all four corners." Its bits are the
/// header's (`kCALayerMinXMinYCorner = 1U << 0`, …); on iOS the layer's y axis points down, so
/// MinXMinY is the top left. Not animatable: the header, unlike `cornerRadius`'s, does not say
/// "Animatable", so a change inside an animation block applies at once.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = Self(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = Self(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = Self(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = Self(rawValue: 1 << 3)
    /// The default: every corner rounded.
    public static let all: Self = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The Lua names, Swift's (`layer.maskedCorners = {"layerMinXMinYCorner", …}`), in bit order.
    public static let named: [(String, Self)] = [
        ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
        ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
    ]

    public init(names: [String]) throws(CoreError) {
        var mask: Self = []
        for name in names {
            guard let m = Self.named.first(where: { $0.0 == name }) else {
                throw CoreError(.invalidArgument, "unknown corner '\(name)' for maskedCorners (known: \(Self.named.map(\.0).joined(separator: ", ")))")
            }
            mask.formUnion(m.1)
        }
        self = mask
    }

    /// The corners' names, in bit order.
    public var names: [String] { Self.named.filter { contains($0.1) }.map(\.0) }

    /// The radius drawn at each corner — top left, top right, bottom right, bottom left (CSS's
    /// `border-radius` order) — for a layer of `radius` (already clamped to the bounds):
    /// `radius` where the mask holds the corner, 0 elsewhere.
    public func radii(_ radius: Double) -> (topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        (contains(.layerMinXMinYCorner) ? radius : 0, contains(.layerMaxXMinYCorner) ? radius : 0,
         contains(.layerMaxXMaxYCorner) ? radius : 0, contains(.layerMinXMaxYCorner) ? radius : 0)
    }
}
