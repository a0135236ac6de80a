/// XML text and attribute values (SVG, the HTML page): the markup characters as entities,
/// and characters XML 1.0 forbids (most control characters, U+FFFE, U+FFFF) replaced by
/// U+FFFD, so any label text gives a document every XML parser accepts.
public enum Markup {
    /// Text content: `&`, `<`, `>` escaped.
    public static func text(_ s: String) -> String { escape(s, attribute: false) }

    /// An attribute value in double quotes, quotes included; line breaks and tabs kept as
    /// character references (a parser would fold them to spaces).
    public static func attribute(_ s: String) -> String { "\"" + escape(s, attribute: true) + "\"" }

    static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\t": out += attribute ? "&#9;" : "\t"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
