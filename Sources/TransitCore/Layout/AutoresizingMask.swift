/// How a view follows its superview's size change, as `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
    public static let flexibleWidth = Self(rawValue: 1 << 1)
    public static let flexibleRightMargin = Self(rawValue: 1 << 2)
    public static let flexibleTopMargin = Self(rawValue: 1 << 3)
    public static let flexibleHeight = Self(rawValue: 1 << 4)
    public static let flexibleBottomMargin = Self(rawValue: 1 << 5)

    /// The Lua names (`view.autoresizingMask = {"flexibleWidth", "flexibleHeight"}`).
    public static let named: [(String, Self)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// `frame` after its superview's size went from `old` to `new`, by UIKit's rule: along
    /// each axis the change is shared by the flexible parts (leading margin, size, trailing
    /// margin) in proportion to their current lengths — evenly when those are all zero; with
    /// no flexible part the frame keeps its distance to the leading edge.
    public func resize(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let (x, w) = Self.axis(frame.x, frame.width, old.width, new.width,
                               contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
        let (y, h) = Self.axis(frame.y, frame.height, old.height, new.height,
                               contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        return Rect(x: x, y: y, width: w, height: h)
    }

    private static func axis(_ origin: Double, _ length: Double, _ old: Double, _ new: Double,
                             _ lead: Bool, _ size: Bool, _ trail: Bool) -> (Double, Double) {
        let delta = new - old
        let parts = [lead ? origin : nil, size ? length : nil, trail ? old - origin - length : nil]
        let flexible = parts.compactMap { $0 }
        guard !flexible.isEmpty, delta != 0 else { return (origin, length) }
        let total = flexible.reduce(0, +)
        func share(_ part: Double?) -> Double {
            guard let part else { return 0 }
            return total == 0 ? delta / Double(flexible.count) : delta * part / total
        }
        return (origin + share(parts[0]), length + share(parts[1]))
    }
}

extension AutoresizingMask {
    /// The union of the options `names` name.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for an unknown name.
    public init(names: [String]) throws(CoreError) {
        var mask: Self = []
        for name in names {
            guard let m = Self.named.first(where: { $0.0 == name }) else {
                throw CoreError(.invalidArgument, "unknown autoresizing option '\(name)' (known: \(Self.named.map(\.0).joined(separator: ", ")))")
            }
            mask.formUnion(m.1)
        }
        self = mask
    }

    /// The options' names, in a fixed order.
    public var names: [String] { Self.named.filter { contains($0.1) }.map(\.0) }
}
