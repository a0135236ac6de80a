/// A device screen: its name, its bounds in points (portrait) and its scale.
///
/// The profiles are real devices' logical sizes. The engine's ``Window`` covers
/// ``bounds``; orientation and forced rotation belong to a later device layer.
public struct Screen: Equatable, Sendable, CustomStringConvertible {
    public let name: String
    /// The screen's bounds in points, origin (0, 0), portrait.
    public let bounds: Rect
    /// Pixels per point.
    public let scale: Double

    /// A custom profile.
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` unless width and height are finite and
    ///   non-negative and scale is finite and positive.
    public init(name: String, width: Double, height: Double, scale: Double) throws(CoreError) {
        guard width.isFinite, height.isFinite, width >= 0, height >= 0,
              scale.isFinite, scale > 0 else {
            throw CoreError(.invalidNumber, "Screen \"\(name)\" needs a finite, non-negative size and a positive scale (got \(width)×\(height) @\(scale))")
        }
        self.init(profile: name, width, height, scale)
    }

    private init(profile name: String, _ width: Double, _ height: Double, _ scale: Double) {
        self.name = name
        self.bounds = Rect(x: 0, y: 0, width: width, height: height)
        self.scale = scale
    }

    public static let iPhoneSE = Screen(profile: "iPhone SE", 375, 667, 2)
    public static let iPhone15 = Screen(profile: "iPhone 15", 393, 852, 3)
    public static let iPhone15ProMax = Screen(profile: "iPhone 15 Pro Max", 430, 932, 3)
    public static let iPad = Screen(profile: "iPad", 820, 1180, 2)

    /// The default profile (iPhone 15).
    public static let `default` = iPhone15

    /// Every profile, in a fixed order (the names `device.profile` accepts).
    public static let profiles: [Screen] = [iPhoneSE, iPhone15, iPhone15ProMax, iPad]

    /// The profile with this name (`"iPhone SE"`, `"iPhone 15"`, …), or nil.
    public init?(named name: String) {
        guard let s = Screen.profiles.first(where: { $0.name == name }) else { return nil }
        self = s
    }

    public var description: String {
        "Screen(\(name), \(formatNumber(bounds.width))×\(formatNumber(bounds.height)) @\(formatNumber(scale))x)"
    }
}
