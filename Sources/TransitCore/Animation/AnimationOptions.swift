/// Options of an animation block, as `UIView.AnimationOptions` (the ones Transit models).
/// The curve is a separate ``TimingCurve`` argument rather than option bits.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Replaced properties (`alpha`, `backgroundColor`, `cornerRadius`) start from the
    /// current presentation value instead of the model value the block replaced. Additive
    /// geometry is continuous anyway, so this option does not change it.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 0)

    /// Views being animated stay hit-testable (recorded per animation:
    /// ``Engine/allowsUserInteraction(_:)``; hit testing reads it).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)

    /// Repeat indefinitely (`UIView.AnimationOptions.repeat`): the same as a repeat count of
    /// infinity.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 2)

    /// Run backwards after each forward run (`.autoreverse`): one repetition is a forward
    /// and a backward run, each of the animation's duration.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 3)

    /// Every name ``init(named:)`` accepts, in a fixed order.
    public static let names = ["beginFromCurrentState", "allowUserInteraction", "repeat", "autoreverse"]

    /// The option with this UIKit name (`"beginFromCurrentState"`,
    /// `"allowUserInteraction"`, `"repeat"`, `"autoreverse"`), or nil.
    public init?(named name: String) {
        switch name {
        case "beginFromCurrentState": self = .beginFromCurrentState
        case "allowUserInteraction": self = .allowUserInteraction
        case "repeat": self = .repeat
        case "autoreverse": self = .autoreverse
        default: return nil
        }
    }
}
