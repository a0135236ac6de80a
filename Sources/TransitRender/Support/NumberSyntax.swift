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
}
