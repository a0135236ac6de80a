/// Formats numbers for `description`s: integral values print without a trailing `.0`, so
/// traces read `Rect(0, -852, 393, 852)` rather than `Rect(0.0, -852.0, …)`.
public func formatNumber(_ x: Double) -> String {
    if x.isFinite, x == x.rounded(), abs(x) < 1e15 {
        return String(Int64(x))
    }
    return x.description
}
