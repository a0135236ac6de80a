import TransitCore

/// An instant as the command line gives it: seconds (`0.35`) or a share of the run (`50%`).
public enum TimePoint: Equatable, Sendable {
    case ticks(Int64)
    /// 0…1 of the run.
    case fraction(Double)

    /// Parses `"0.35"` (seconds) or `"50%"`.
    ///
    /// - Throws: ``RenderError`` (a usage error) naming `option` and the text.
    public init(_ text: String, option: String) throws(RenderError) {
        let trimmed = text.trimmingSpaces
        // docs/cli.md, "Numbers": seconds are decimals (no exponent, no `+`, no `inf`)
        if trimmed.hasSuffix("%") {
            guard NumberSyntax.isDecimal(trimmed.dropLast()), let p = Double(trimmed.dropLast()), (0...100).contains(p) else {
                throw RenderError(usage: "\(option) expects seconds (0.35) or a percentage of the run (0%…100%), got '\(text)'")
            }
            self = .fraction(p / 100)
            return
        }
        guard NumberSyntax.isDecimal(trimmed[...]), let s = Double(trimmed), s >= 0, let t = try? Clock.ticks(forSeconds: s) else {
            throw RenderError(usage: "\(option) expects seconds (0.35) or a percentage of the run (0%…100%), got '\(text)'")
        }
        self = .ticks(t)
    }

    /// The tick, given the run's length in ticks when it is a share.
    func tick(ofRun length: Int64) -> Int64 {
        switch self {
        case .ticks(let t): t
        case .fraction(let f): Int64((Double(length) * f).rounded())
        }
    }

    var isFraction: Bool { if case .fraction = self { true } else { false } }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
