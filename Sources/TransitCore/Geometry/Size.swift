/// A width and a height, as `CGSize`. Negative values are allowed (CoreGraphics allows
/// them; `Rect.standardized` folds them away).
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Positional form, as the Lua constructor `Size(width, height)`.
    public init(_ width: Double, _ height: Double) { self.init(width: width, height: height) }

    public static let zero = Size(width: 0, height: 0)

    public var isFinite: Bool { width.isFinite && height.isFinite }

    public var description: String { "Size(\(formatNumber(width)), \(formatNumber(height)))" }
}
