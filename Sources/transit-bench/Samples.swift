/// The repetitions of one figure: its median is what is reported, its spread (min–max and
/// the interquartile range) says how far to trust it on a shared machine.
struct Samples {
    private(set) var values: [Double] = []

    init(_ values: [Double] = []) { self.values = values }

    mutating func append(_ value: Double) { values.append(value) }

    var isEmpty: Bool { values.isEmpty }
    var count: Int { values.count }
    var min: Double { values.min() ?? .nan }
    var max: Double { values.max() ?? .nan }
    var median: Double { quantile(0.5) }
    var q1: Double { quantile(0.25) }
    var q3: Double { quantile(0.75) }

    /// Linear interpolation between the closest ranks (the median of an even count is the
    /// mean of the middle two).
    func quantile(_ q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let position = q * Double(sorted.count - 1)
        let low = Int(position.rounded(.down))
        let high = Swift.min(low + 1, sorted.count - 1)
        let fraction = position - Double(low)
        return sorted[low] + (sorted[high] - sorted[low]) * fraction
    }

    /// Element-wise `a[i] / b[i]`: the ratio of each interleaved pair, so that a slow moment
    /// of the machine, which slows both members of a pair, cancels out of the ratio.
    static func ratios(_ a: Samples, _ b: Samples) -> Samples {
        Samples(zip(a.values, b.values).map { $0 / $1 })
    }

    /// Each value times `factor` (unit changes).
    func scaled(_ factor: Double) -> Samples { Samples(values.map { $0 * factor }) }
}
