/// The four interface orientations, named as `UIInterfaceOrientation`'s cases.
///
/// Transit names the device's orientation with the same four names: the seeds force a
/// rotation with `UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue,
/// forKey: "orientation")`, so what they set *is* an interface orientation (UIKit's
/// `UIDeviceOrientation.landscapeLeft` has the same raw value; see docs/rotation.md).
public enum InterfaceOrientation: String, CaseIterable, Sendable, CustomStringConvertible {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// This orientation's bit in a mask.
    public var mask: InterfaceOrientationMask {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        }
    }

    public var description: String { rawValue }

    /// The names, for messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// A set of interface orientations, as `UIInterfaceOrientationMask`.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let portrait = Self(rawValue: 1 << 0)
    public static let portraitUpsideDown = Self(rawValue: 1 << 1)
    public static let landscapeLeft = Self(rawValue: 1 << 2)
    public static let landscapeRight = Self(rawValue: 1 << 3)
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    public static let all: Self = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: Self = [.portrait, .landscape]

    /// The names a mask can be written with (LUA_API.md "Device and orientation").
    public static let named: [(String, Self)] = InterfaceOrientation.allCases.map { ($0.rawValue, $0.mask) }
        + [("landscape", .landscape), ("all", .all), ("allButUpsideDown", .allButUpsideDown)]

    /// The mask called `name`, or nil.
    public init?(named name: String) {
        guard let m = Self.named.first(where: { $0.0 == name }) else { return nil }
        self = m.1
    }

    /// Whether `orientation` is in the mask.
    public func allows(_ orientation: InterfaceOrientation) -> Bool { contains(orientation.mask) }

    /// The shortest name (`allButUpsideDown`), or the orientations joined with `|`.
    public var description: String {
        if let m = Self.named.first(where: { $0.1 == self }) { return m.0 }
        let parts = InterfaceOrientation.allCases.filter { allows($0) }.map(\.rawValue)
        return parts.isEmpty ? "none" : parts.joined(separator: "|")
    }
}
