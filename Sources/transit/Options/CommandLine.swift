/// A subcommand's command line, declared once: its usage line, what it does, its options in
/// titled groups and the closing notes. ``help`` and ``parse(_:)`` both read it.
struct CommandDeclaration {
    struct Group {
        let title: String
        let options: [Option]
        /// Prose printed under the title, before the options (a group of formats).
        var note: String = ""
    }

    /// `transit run`, as the usage line and the "see --help" hint name it.
    let command: String
    let usage: String
    let abstract: String
    let groups: [Group]
    /// Sections after the options (`EXIT STATUS: …`).
    var footer: String = ""
    /// Unknown `-x` words after the first positional are positionals (a script's own flags).
    var passesShortWords = false
    /// Options of another tool this command refuses by name, with why (busted's for
    /// `transit test`), keyed by the long name without `--` or the letter of a short one.
    var refused: [String: String] = [:]

    /// Every command understands `-h` and `--help`.
    static let helpOption = Option("help", short: "h", help: "Show this help.")

    var options: [Option] { groups.flatMap(\.options) + [Self.helpOption] }

    /// The words read against the declaration.
    func parse(_ words: [String]) throws(UsageError) -> Arguments {
        try Arguments(words, declared: options, passesShortWords: passesShortWords, refused: refused)
    }

    /// The same, with the declaration made only for a word that may be an option: a command
    /// line of positionals alone (`transit test spec.lua`) is read without it, and a command's
    /// declaration — its options and their help — is built once, on first use (80 k
    /// instructions of `transit test`'s start).
    static func parse(_ words: [String], against declaration: @autoclosure () -> CommandDeclaration) throws(UsageError) -> Arguments {
        if words.allSatisfy({ !$0.hasPrefix("-") || $0 == "-" }) { return try Arguments(words, declared: []) }
        return try declaration().parse(words)
    }

    /// Whether the words ask for help: `-h` or `--help` before any `--`.
    static func wantsHelp(_ words: [String]) -> Bool {
        for word in words {
            if word == "--" { return false }
            if word == "-h" || word == "--help" { return true }
        }
        return false
    }

    /// The `--help` text.
    var help: String {
        var text = "USAGE: \(usage)\n\n\(abstract)\n"
        for (i, group) in groups.enumerated() {
            let shown = group.options.filter { !$0.hidden } + (i == groups.count - 1 ? [Self.helpOption] : [])
            text += "\n\(group.title):\n"
            for option in shown { text += Self.line(option) }
            // the note details the group's values, indented under its options
            if !group.note.isEmpty { text += group.note.split(separator: "\n").map { "  " + $0 + "\n" }.joined() }
        }
        if !footer.isEmpty { text += "\n" + footer + "\n" }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Where help text starts, and how wide a line may be.
    static let column = 24, width = 92

    /// `  -o, --output <format>  Help… (default: human).`, wrapped under the help column.
    static func line(_ option: Option) -> String {
        var left = "  " + (option.short.map { "-\($0), " } ?? "") + "--" + option.name
        if let p = option.value.placeholder { left += " <\(p)>" }
        for alias in option.aliases { left += ", --" + alias }
        var words = option.help
        if let d = option.defaultText {
            let period = words.hasSuffix(".")
            if period { words.removeLast() }
            words += " (default: \(d))" + (period ? "." : "")
        }
        if case .choice(_, let choices) = option.value, !option.help.contains(choices[0]) {
            words += " One of: " + choices.joined(separator: ", ") + "."
        }
        let wrapped = wrap(words, width: width - column)
        var text = ""
        if left.count + 2 <= column {
            text = left + String(repeating: " ", count: column - left.count) + wrapped[0] + "\n"
        } else {
            text = left + "\n" + String(repeating: " ", count: column) + wrapped[0] + "\n"
        }
        for rest in wrapped.dropFirst() { text += String(repeating: " ", count: column) + rest + "\n" }
        return text
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(current)
        return lines
    }
}
