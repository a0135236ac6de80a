extension String {
    /// A name a script gave (a view's, a controller's) as text shows it: control characters
    /// and the backslash written as Lua writes them in a string (``luaEscaped(quote:)``), the
    /// rest as it is. Every output that shows names is line-based — the timeline, `--trace`,
    /// warnings and errors — and a name holding a newline wrote lines of its own:
    /// `v.name = "a\n0.000000 forged frame=(1,2,3,4)"` printed a forged trace line.
    public var shownAsName: String { luaEscaped(quote: false) }

    /// The text as the inside of a Lua string literal: control characters and the backslash
    /// as Lua's escapes (`\n`, `\t`, `\0`, `\\`, `\ddd`), and with `quote` the double quote
    /// (`\"`); the rest as it is. Reading it back as a literal gives the text again.
    public func luaEscaped(quote: Bool) -> String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" || (quote && $0 == "\"") })
        else { return self }
        var shown = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\\": shown += "\\\\"
            case "\"" where quote: shown += "\\\""
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case "\u{07}": shown += "\\a"
            case "\u{08}": shown += "\\b"
            case "\u{0B}": shown += "\\v"
            case "\u{0C}": shown += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let code = String(scalar.value)
                shown += "\\" + String(repeating: "0", count: 3 - code.count) + code
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
