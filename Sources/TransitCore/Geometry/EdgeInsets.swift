/// Insets for each edge, as `UIEdgeInsets` (positive values shrink a rect).
public struct EdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Positional form, as the Lua constructor `EdgeInsets(top, left, bottom, right)`.
    public init(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) {
        self.init(top: top, left: left, bottom: bottom, right: right)
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }

    public var description: String {
        "EdgeInsets(\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right)))"
    }
}

extension Rect {
    /// The rect shrunk by `insets`, as `UIEdgeInsetsInsetRect` / `CGRect.inset(by:)`:
    /// plain arithmetic on the origin and size (UIKit neither standardizes nor returns
    /// `null`; a result may have a negative size). `Rect.null` stays null.
    public func inset(by insets: EdgeInsets) -> Rect {
        if isNull { return .null }
        return Rect(x: x + insets.left, y: y + insets.top,
                    width: width - insets.left - insets.right,
                    height: height - insets.top - insets.bottom)
    }
}
