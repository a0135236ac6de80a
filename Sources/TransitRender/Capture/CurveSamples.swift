import TransitCore

/// An animation's timing curve as points, for plots: eased progress at linear progress
/// 0, 1/64, …, 1. Springs, steps and Lua curves have no closed form a page could redraw;
/// points work for every curve.
public struct CurveSamples: Equatable, Sendable {
    /// Points per curve, the ends included.
    public static let count = 65

    public var name: String
    public var values: [Double]

    public init(_ curve: TimingCurve) {
        name = curve.name
        values = (0..<Self.count).map { curve.value(at: Double($0) / Double(Self.count - 1)) }
    }
}
