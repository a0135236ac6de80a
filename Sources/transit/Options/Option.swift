import TransitRender

/// One command-line option, declared once: the parser, the usage errors and the `--help`
/// text are all read from this declaration (in the spirit of swift-argument-parser's
/// `@Option`), so a default or a spelling cannot drift between what is parsed and what is
/// documented.
struct Option {
    /// What follows the option's name.
    enum Value {
        /// Nothing: the option is a switch.
        case flag
        /// Any text; the placeholder names it in help (`<file>`).
        case text(String)
        /// A file or folder to write: any text but the empty one, which names no file (an
        /// svg render's `--out ''` wrote its frames into `/`, a test report's was dropped),
        /// and UTF-8 as given (a byte that is not was written as U+FFFD, into another file).
        case path(String)
        /// A whole number in the range.
        case integer(String, ClosedRange<Int>)
        /// A number in the range.
        case number(String, ClosedRange<Double>)
        /// One of these words.
        case choice(String, [String])

        var placeholder: String? {
            switch self {
            case .flag: nil
            case .text(let p), .path(let p), .integer(let p, _), .number(let p, _), .choice(let p, _): p
            }
        }
    }

    /// The long name, without `--`.
    let name: String
    /// A one-letter alias (`-o`), if any.
    var short: Character?
    /// Other long names that mean the same (busted's spellings).
    var aliases: [String] = []
    let value: Value
    /// The default as help shows it; nil when there is none worth saying.
    var defaultText: String?
    /// One sentence or two; help wraps it.
    let help: String
    /// Each use adds to a list instead of replacing the last one (busted's `--tags` may be
    /// given twice; comma-separated lists are split by the command).
    var repeatable = false
    /// Left out of help (the runner's own `--worker`).
    var hidden = false
    /// The switches this one turns off when it comes after them (busted's `--no-shuffle`
    /// after `--shuffle`, or a config's): the last word wins.
    var clears: [String] = []
    /// Also spelled with one dash (busted's `-Xoutput`, a long name its parser reads after
    /// one dash), where `-X…` would otherwise read as the letter `X` and its value.
    var singleDash = false

    init(_ name: String, short: Character? = nil, aliases: [String] = [], _ value: Value = .flag,
         default defaultText: String? = nil, repeatable: Bool = false, hidden: Bool = false, clears: [String] = [],
         singleDash: Bool = false, help: String) {
        self.name = name
        self.short = short
        self.aliases = aliases
        self.value = value
        self.defaultText = defaultText
        self.help = help
        self.repeatable = repeatable
        self.hidden = hidden
        self.clears = clears
        self.singleDash = singleDash
    }

    var takesValue: Bool { if case .flag = value { false } else { true } }

    /// Every spelling the parser accepts, long ones without `--`.
    var longNames: [String] { [name] + aliases }

    /// Checks a value against the declared type; the text kept is the value as given.
    func validate(_ text: String, as spelled: String) throws(UsageError) {
        switch value {
        case .flag, .text: return
        case .path:
            guard !text.isEmpty else { throw UsageError("\(spelled) expects a path, got an empty one") }
            // options are read as UTF-8 (docs/cli.md): a path whose bytes were not would be
            // written under another name
            guard !CLI.isDecodedFromBytes(text) else {
                throw UsageError("\(spelled) '\(text)' is not UTF-8: transit reads its options as UTF-8 and would "
                                 + "write another file than the one named")
            }
        case .integer(_, let range):
            guard NumberSyntax.isWholeNumber(text[...]), let n = Int(text) else {        // docs/cli.md, "Numbers"
                // a number in another syntax (1e1, 0x40, +2) is told the syntax: "expected a
                // whole number, got '1e1'" said 1e1 is none
                let syntax = Double(text) != nil ? " in decimal digits (no exponent, hex or +)" : ""
                throw UsageError("\(spelled): expected a whole number\(syntax), got '\(text)'")
            }
            guard range.contains(n) else {
                throw UsageError("\(spelled): expected a whole number in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
            }
        case .number(_, let range):
            guard NumberSyntax.isDecimal(text[...]), let n = Double(text), n.isFinite else {
                let syntax = Double(text) != nil ? " in decimal digits (0.5; no exponent, hex, + or inf)" : ""
                throw UsageError("\(spelled): expected a number\(syntax), got '\(text)'")
            }
            guard range.contains(n) else {
                throw UsageError("\(spelled): expected a number in \(Self.format(range.lowerBound))...\(Self.format(range.upperBound)), got '\(text)'")
            }
        case .choice(_, let words):
            guard words.contains(text) else {
                throw UsageError("\(spelled) is one of \(words.joined(separator: ", ")), got '\(text)'"
                                 + Suggestion.hint(text, among: words, prefix: ""))
            }
        }
    }

    static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}

/// A command line that cannot be obeyed: exit status 64 (EX_USAGE), as sysexits and
/// swift-argument-parser have it.
struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
