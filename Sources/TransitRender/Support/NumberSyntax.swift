/// The one spelling of numbers on every command line (docs/cli.md, "Numbers"), here for the
/// values `transit render` reads itself (`--at`, `--from`, `--to`, `--size`) and for the
/// CLI's declared options alike. Swift's `Int` alone would take `+5`; `Double` would take
/// `0x10`, `inf` and `1e3`.
public enum NumberSyntax {
    /// An optional `-` and decimal digits. No `+`, no hex (`0x40`), no `_`, no spaces.
    public static func isWholeNumber(_ text: Substring) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : text
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A number of seconds (or any fractional value): a whole number, optionally with a
    /// fraction after a point (`0.5`, `.5`, `2.`). No exponent, no hex, no `+`.
    public static func isDecimal(_ text: Substring) -> Bool {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : text
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (s: Substring) in s.allSatisfy { $0.isASCII && $0.isNumber } }
        return parts.allSatisfy(isDigits) && parts.contains { !$0.isEmpty }
    }

    /// `x` in that spelling, to hand a value on to another command line (a `--jobs` worker's,
    /// a config's): a whole number as one, else Swift's shortest digits that read back as `x`
    /// without their exponent (`1e-05` is `0.00001`). `String(x)` gave `--time 1e-05` to the
    /// workers of `--time 0.00001`, which each refused it (status 64).
    public static func decimal(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        let shortest = x.description
        guard x.isFinite, let e = shortest.firstIndex(of: "e") else { return shortest }
        let point = Int(shortest[shortest.index(after: e)...])!
        var mantissa = shortest[..<e]
        let sign = mantissa.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let digits = parts.joined()
        let at = parts[0].count + point                 // where the point goes among the digits
        if at <= 0 { return sign + "0." + String(repeating: "0", count: -at) + digits }
        if at >= digits.count { return sign + digits + String(repeating: "0", count: at - digits.count) }
        return sign + digits.prefix(at) + "." + digits.dropFirst(at)
    }
}
