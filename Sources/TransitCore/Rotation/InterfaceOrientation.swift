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

extension InterfaceOrientation {
    /// The orientation called `name`, for `what` (`device.orientation`) in the message.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` naming the known names.
    public init(named name: String, for what: String) throws(CoreError) {
        guard let o = InterfaceOrientation(rawValue: name) else {
            throw CoreError(.invalidArgument, "unknown orientation '\(name)' for \(what) (known: \(InterfaceOrientation.names))")
        }
        self = o
    }
}

extension InterfaceOrientationMask {
    /// The union of the masks `names` name (`{"portrait", "landscapeLeft"}`); an empty list
    /// is the empty mask, which the decision refuses (``Engine/supportedInterfaceOrientations()``).
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` for an unknown name.
    public init(names: [String], for what: String) throws(CoreError) {
        var mask: Self = []
        for name in names {
            guard let m = Self(named: name) else {
                throw CoreError(.invalidArgument, "unknown orientation mask '\(name)' for \(what) (known: \(Self.named.map(\.0).joined(separator: ", ")))")
            }
            mask.formUnion(m)
        }
        self = mask
    }
}
