import TransitCore

/// What a device draws around and over an app: the screen's rounded corners, the safe
/// areas, the status bar, the Dynamic Island and the home indicator — per profile and
/// orientation, so a frame looks like the phone it was rendered for.
///
/// The numbers are points, portrait and landscape, for the engine's profiles (see
/// docs/render.md for where each comes from). A custom profile (`Screen(name:…)`) has no
/// chrome: a plain rectangle, as before.
public struct DeviceChrome: Equatable, Sendable {
    /// Insets from the screen's edges, in points.
    public struct Insets: Equatable, Sendable {
        public var top, left, bottom, right: Double
        public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
    }

    public var name: String
    /// The display's corner radius (0: square corners, the iPhone SE's).
    public var cornerRadius: Double
    /// `UIWindow.safeAreaInsets` in portrait and in landscape.
    public var portraitSafeArea: Insets
    public var landscapeSafeArea: Insets
    /// The status bar's height in portrait and landscape (0: hidden — iPhones hide it in
    /// landscape).
    public var portraitStatusBar: Double
    public var landscapeStatusBar: Double
    /// Whether there is a Dynamic Island (126 × 37 pt, 11 pt from the top edge).
    public var hasIsland: Bool
    /// Whether the home indicator shows (devices without a home button).
    public var hasHomeIndicator: Bool

    /// No chrome: square corners, no bars (custom profiles, and pictures that ask for none).
    public static let none = DeviceChrome(name: "", cornerRadius: 0, portraitSafeArea: .zero, landscapeSafeArea: .zero,
                                          portraitStatusBar: 0, landscapeStatusBar: 0, hasIsland: false,
                                          hasHomeIndicator: false)

    /// The engine's profiles.
    public static let iPhoneSE = DeviceChrome(
        name: "iPhone SE", cornerRadius: 0,
        portraitSafeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
        portraitStatusBar: 20, landscapeStatusBar: 0, hasIsland: false, hasHomeIndicator: false)
    public static let iPhone15 = DeviceChrome(
        name: "iPhone 15", cornerRadius: 55,
        portraitSafeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: Insets(top: 0, left: 59, bottom: 21, right: 59),
        portraitStatusBar: 54, landscapeStatusBar: 0, hasIsland: true, hasHomeIndicator: true)
    public static let iPhone15ProMax = DeviceChrome(
        name: "iPhone 15 Pro Max", cornerRadius: 55,
        portraitSafeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: Insets(top: 0, left: 59, bottom: 21, right: 59),
        portraitStatusBar: 54, landscapeStatusBar: 0, hasIsland: true, hasHomeIndicator: true)
    public static let iPad = DeviceChrome(
        name: "iPad", cornerRadius: 18,
        portraitSafeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
        portraitStatusBar: 24, landscapeStatusBar: 24, hasIsland: false, hasHomeIndicator: true)

    /// The chrome of `screen`'s profile, by name; ``none`` for a custom one.
    public init(screen: Screen) {
        self = [Self.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad].first { $0.name == screen.name } ?? .none
    }

    init(name: String, cornerRadius: Double, portraitSafeArea: Insets, landscapeSafeArea: Insets,
         portraitStatusBar: Double, landscapeStatusBar: Double, hasIsland: Bool, hasHomeIndicator: Bool) {
        self.name = name
        self.cornerRadius = cornerRadius
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitStatusBar = portraitStatusBar
        self.landscapeStatusBar = landscapeStatusBar
        self.hasIsland = hasIsland
        self.hasHomeIndicator = hasHomeIndicator
    }

    /// The safe area of a window `size` points large (landscape when wider than tall).
    public func safeArea(_ size: Size) -> Insets { size.width > size.height ? landscapeSafeArea : portraitSafeArea }

    /// The status bar's height for a window `size` points large.
    public func statusBar(_ size: Size) -> Double { size.width > size.height ? landscapeStatusBar : portraitStatusBar }

    /// The screen's corner radius, never more than half the shorter side.
    func radius(_ size: Size) -> Double { min(cornerRadius, size.width / 2, size.height / 2) }
}
