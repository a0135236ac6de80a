/// An RGBA colour with components in 0…1, as `UIColor` in the sRGB space.
///
/// Components are stored as given (not clamped) so that interpolation and springs may
/// overshoot; renderers clamp. Animations interpolate colours component-wise.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Positional form, as the Lua constructor `Color(r, g, b [, a])`.
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.init(r: r, g: g, b: b, a: a)
    }

    /// A grey of the given white level, as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(r: white, g: white, b: white, a: alpha)
    }

    /// The same components with `alpha` for the alpha, as `UIColor.withAlphaComponent(_:)`
    /// (a dimming view's `UIColor.black.withAlphaComponent(0.5)`). The alpha is clamped to
    /// 0…1 as Apple's documentation says ("values below 0.0 are interpreted as 0.0, and values
    /// above 1.0 are interpreted as 1.0"): it reads back, and an animation starts from it.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(r: r, g: g, b: b, a: min(max(alpha, 0), 1))
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, hex digits in either case).
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` naming the string, for any other shape.
    public init(hex: String) throws(CoreError) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8,
              let value = UInt32(digits, radix: 16),
              digits.allSatisfy({ $0.isHexDigit })
        else {
            throw CoreError(.invalidArgument,
                            "Color.hex expects \"#RRGGBB\" or \"#RRGGBBAA\" (got \"\(hex)\")")
        }
        let v = digits.count == 6 ? (value << 8) | 0xFF : value
        self.init(r: Double((v >> 24) & 0xFF) / 255,
                  g: Double((v >> 16) & 0xFF) / 255,
                  b: Double((v >> 8) & 0xFF) / 255,
                  a: Double(v & 0xFF) / 255)
    }

    public var isFinite: Bool { r.isFinite && g.isFinite && b.isFinite && a.isFinite }

    /// Component-wise linear interpolation: `self` at 0, `other` at 1. Components are stored
    /// as given, so they may lie near ±1e308: each is held within Double's range as an
    /// animation's replaced values are (``FiniteRange/lerp(_:_:_:)``).
    public func interpolated(to other: Color, _ t: Double) -> Color {
        Color(r: FiniteRange.lerp(r, other.r, t), g: FiniteRange.lerp(g, other.g, t),
              b: FiniteRange.lerp(b, other.b, t), a: FiniteRange.lerp(a, other.a, t))
    }

    // UIKit's named colours (the values `UIColor.xxxColor` documents).
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
    public static let red = Color(r: 1, g: 0, b: 0)
    public static let green = Color(r: 0, g: 1, b: 0)
    public static let blue = Color(r: 0, g: 0, b: 1)
    public static let yellow = Color(r: 1, g: 1, b: 0)
    public static let cyan = Color(r: 0, g: 1, b: 1)
    public static let magenta = Color(r: 1, g: 0, b: 1)
    public static let orange = Color(r: 1, g: 0.5, b: 0)
    public static let purple = Color(r: 0.5, g: 0, b: 0.5)
    public static let brown = Color(r: 0.6, g: 0.4, b: 0.2)
    public static let gray = Color(white: 0.5)
    public static let darkGray = Color(white: 1.0 / 3.0)
    public static let lightGray = Color(white: 2.0 / 3.0)

    /// The named colours by their UIKit names, in a fixed order (for the Lua `Color` table).
    public static let named: [(name: String, color: Color)] = [
        ("black", black), ("white", white), ("clear", clear), ("red", red), ("green", green),
        ("blue", blue), ("yellow", yellow), ("cyan", cyan), ("magenta", magenta),
        ("orange", orange), ("purple", purple), ("brown", brown), ("gray", gray),
        ("darkGray", darkGray), ("lightGray", lightGray),
    ]

    public var description: String {
        "Color(\(formatNumber(r)), \(formatNumber(g)), \(formatNumber(b)), \(formatNumber(a)))"
    }
}
