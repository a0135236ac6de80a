/// Options of an animation block, as `UIView.AnimationOptions` (the ones Transit models).
/// The curve is a separate ``TimingCurve`` argument rather than option bits.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Replaced properties (`alpha`, `backgroundColor`, `cornerRadius`) start from the
    /// current presentation value instead of the model value the block replaced. Additive
    /// geometry is continuous anyway, so this option does not change it.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 0)

    /// Views being animated stay hit-testable.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)

    /// The option with this UIKit name (`"beginFromCurrentState"`,
    /// `"allowUserInteraction"`), or nil.
    public init?(named name: String) {
        switch name {
        case "beginFromCurrentState": self = .beginFromCurrentState
        case "allowUserInteraction": self = .allowUserInteraction
        default: return nil
        }
    }
}
