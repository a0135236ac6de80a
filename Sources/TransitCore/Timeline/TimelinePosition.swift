/// Where a child goes in a ``Timeline``: GSAP's position parameter
/// (gsap.com/resources/position-parameter), parsed once from a number or a string.
///
/// - a number: seconds from the timeline's start;
/// - `"+=0.2"` / `"-=0.1"`: relative to the timeline's end (the end of its last child);
/// - `"<"` / `">"`: the start / end of the child added most recently; `"<0.2"`, `">-0.1"`
///   (also `"<+=0.2"`, `">-=0.1"`) offset from there;
/// - `"label"`, `"label+=0.3"`, `"label-=0.3"`: a label's time, offset. A label that does not
///   exist yet is added at the timeline's end first (GSAP's `add()`: "If the label doesn't
///   exist, it'll be added to the end of the timeline").
public enum TimelinePosition: Equatable, Sendable, CustomStringConvertible {
    case absolute(Double)
    case fromEnd(Double)
    case previousStart(Double)
    case previousEnd(Double)
    case label(String, Double)

    /// GSAP's default for `to`, `add`, `call`…: `"+=0"`, the end.
    public static let end = TimelinePosition.fromEnd(0)

    /// A number of seconds: finite and not negative.
    public static func seconds(_ s: Double) throws(CoreError) -> TimelinePosition {
        guard s.isFinite, s >= 0 else {
            throw CoreError(.invalidNumber, "a position must be a finite number of seconds of at least 0 (got \(CoreError.describe(s)))")
        }
        return .absolute(s)
    }

    /// Parses GSAP's string forms; anything else is a label. Forms that mean the same parse
    /// alike (`"<-5"` and `"<-=5"`; `"+=0"` is ``end``): a message about the one a script
    /// wrote is worded where the text is known (the Lua binding).
    public static func parse(_ text: String) throws(CoreError) -> TimelinePosition {
        let chars = Array(text)
        guard !chars.isEmpty else { throw CoreError(.invalidArgument, "a position cannot be an empty string") }
        if chars[0] == "<" || chars[0] == ">" {
            let offset = try parseOffset(String(chars.dropFirst()), text, allowBare: true)
            return chars[0] == "<" ? .previousStart(offset) : .previousEnd(offset)
        }
        if let i = relativeOperator(in: chars) {
            let offset = try parseOffset(String(chars[i...]), text, allowBare: false)
            if i == 0 { return .fromEnd(offset) }
            return .label(String(chars[..<i]), offset)
        }
        return .label(text, 0)
    }

    /// The index of the first `+=` or `-=`.
    private static func relativeOperator(in chars: [Character]) -> Int? {
        var i = 0
        while i + 1 < chars.count {
            if (chars[i] == "+" || chars[i] == "-") && chars[i + 1] == "=" { return i }
            i += 1
        }
        return nil
    }

    /// `""` (0), `"0.2"`, `"-0.1"` (bare, after `<`/`>`), `"+=0.2"`, `"-=0.1"`.
    private static func parseOffset(_ s: String, _ whole: String, allowBare: Bool) throws(CoreError) -> Double {
        if s.isEmpty { return 0 }
        var sign = 1.0
        var body = Substring(s)
        if body.hasPrefix("+=") || body.hasPrefix("-=") {
            sign = body.hasPrefix("-") ? -1 : 1
            body = body.dropFirst(2)
        } else if !allowBare {
            throw bad(whole)
        }
        guard let value = Double(String(body)), value.isFinite else { throw bad(whole) }
        return sign * value
    }

    private static func bad(_ text: String) -> CoreError {
        CoreError(.invalidArgument, "bad position '\(text)' (expected seconds, \"+=0.2\", \"-=0.1\", \"<\", \">\", \"<0.2\", \">-0.1\", \"label\" or \"label+=0.3\")")
    }

    public var description: String {
        func off(_ o: Double) -> String { o == 0 ? "" : (o > 0 ? "+=" : "-=") + formatNumber(abs(o)) }
        switch self {
        case .absolute(let s): return formatNumber(s)
        case .fromEnd(let o): return o < 0 ? "-=\(formatNumber(-o))" : "+=\(formatNumber(o))"
        case .previousStart(let o): return "<" + off(o)
        case .previousEnd(let o): return ">" + off(o)
        case .label(let l, let o): return l + off(o)
        }
    }
}
