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

    /// A block nested in another's animations keeps its own duration and delay instead of
    /// running in the outer block's time (`.overrideInheritedDuration`; docs/animation.md,
    /// "Nested blocks").
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 4)

    /// A nested block keeps its own curve instead of the outer block's
    /// (`.overrideInheritedCurve`).
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 5)

    /// A nested block does not take the outer block's options (`.overrideInheritedOptions`):
    /// neither ``inheritable`` options nor its repeat count.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 6)

    /// The options a nested block takes from the block it is nested in (the override
    /// options say how the outer block relates to *its* outer block, so they stay with it).
    static let inheritable: AnimationOptions = [.beginFromCurrentState, .allowUserInteraction, .repeat, .autoreverse]

    /// Every name ``init(named:)`` accepts, in a fixed order.
    public static let names = ["beginFromCurrentState", "allowUserInteraction", "repeat", "autoreverse",
                               "overrideInheritedDuration", "overrideInheritedCurve", "overrideInheritedOptions"]

    /// The option with this UIKit name (`"beginFromCurrentState"`,
    /// `"allowUserInteraction"`, `"repeat"`, `"autoreverse"`, `"overrideInheritedDuration"`,
    /// `"overrideInheritedCurve"`, `"overrideInheritedOptions"`), or nil.
    public init?(named name: String) {
        switch name {
        case "beginFromCurrentState": self = .beginFromCurrentState
        case "allowUserInteraction": self = .allowUserInteraction
        case "repeat": self = .repeat
        case "autoreverse": self = .autoreverse
        case "overrideInheritedDuration": self = .overrideInheritedDuration
        case "overrideInheritedCurve": self = .overrideInheritedCurve
        case "overrideInheritedOptions": self = .overrideInheritedOptions
        default: return nil
        }
    }

    /// UIKit's curve options, which are option bits there and a ``TimingCurve`` here, in a
    /// fixed order.
    public static let curveNames = ["curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear"]

    /// The curve a UIKit curve option names (`"curveEaseInOut"`, `"curveEaseIn"`,
    /// `"curveEaseOut"`, `"curveLinear"`), or nil.
    public static func curve(named name: String) -> TimingCurve? {
        switch name {
        case "curveEaseInOut": .easeInOut
        case "curveEaseIn": .easeIn
        case "curveEaseOut": .easeOut
        case "curveLinear": .linear
        default: nil
        }
    }
}
