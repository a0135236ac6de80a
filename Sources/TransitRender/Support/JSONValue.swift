import TransitCore
import TransitLua

/// A JSON value written deterministically: object keys sorted (by their UTF-8 bytes),
/// numbers rounded to 1e-6 in their shortest form (``Trace/n(_:)``, as traces), no
/// whitespace. The same recording gives the same bytes on every run and machine.
public enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Compact text. With `forScript`, `<` `>` `&` are written as `\u003c` … so the text
    /// can sit inside an HTML `<script>` element whatever strings it holds.
    public func text(forScript: Bool = false) -> String {
        var out = ""
        write(into: &out, forScript: forScript)
        return out
    }

    private func write(into out: inout String, forScript: Bool) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.isFinite ? Trace.n(n) : "null"
        case .string(let s): Self.quote(s, into: &out, forScript: forScript)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out, forScript: forScript)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            let keys = fields.keys.sorted { $0.precedesInByteOrder($1) }
            for (i, key) in keys.enumerated() {
                if i > 0 { out += "," }
                Self.quote(key, into: &out, forScript: forScript)
                out += ":"
                fields[key]!.write(into: &out, forScript: forScript)
            }
            out += "}"
        }
    }

    /// A JSON string literal of `s` (the spec runner's JSON writes its strings with it too).
    /// Control characters as `\u` escapes, U+2028/2029 escaped (JavaScript forbids them raw
    /// in strings before ES2019); with `forScript`, `<` `>` `&` too.
    public static func quote(_ s: String, into out: inout String, forScript: Bool = false) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<" where forScript: out += "\\u003c"
            case ">" where forScript: out += "\\u003e"
            case "&" where forScript: out += "\\u0026"
            case "\u{2028}", "\u{2029}": out += "\\u" + String(scalar.value, radix: 16)
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
