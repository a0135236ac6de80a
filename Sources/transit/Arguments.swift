/// The words of one command line read against its declared options (``Option``): long
/// options (`--name value`, `--name=value`), their aliases, one-letter ones (`-o value`),
/// and positionals, in any order. After `--` every word is a positional (`transit run x --
/// -h` hands `-h` to the script). A word the declaration does not know is a usage error
/// naming the closest declared one. An option that takes one value, given twice with two
/// values (`--format json --format svg`, `-o json --output tap`), is a usage error too: which
/// one was meant cannot be told, and taking the last silently drops the other. Only an
/// option declared `repeatable` collects its values.
struct Arguments {
    var positionals: [String] = []
    /// Where each positional was among the words (`transit run` keeps the others for `arg`).
    var positionalIndices: [Int] = []
    /// The value of each valued option, by its declared name (a repeatable one's last).
    var options: [String: String] = [:]
    /// Every value of each valued option, in order (for repeatable options).
    var lists: [String: [String]] = [:]
    var flags: Set<String> = []
    /// The switches a later word turned off (``Option/clears``): they stay off over a
    /// config's words too (``overridden(by:)``).
    var cleared: Set<String> = []

    /// With `passesShortWords`, a `-x` the declaration does not know, after the first
    /// positional, is a positional too (`transit run s.lua -v` hands `-v` to the script, as
    /// `lua5.4 s.lua -v` does); otherwise it is a usage error.
    init(_ words: [String], declared: [Option], passesShortWords: Bool = false,
         refused: [String: String] = [:]) throws(UsageError) {
        // sized once: growing them rehashed the names and copied the options at each growth
        // (0.3 M of `transit run`'s instructions at every start)
        var byLong = [String: Option](minimumCapacity: declared.count * 2)
        var byShort = [Character: Option](minimumCapacity: declared.count)
        for option in declared {
            for name in option.longNames { byLong[name] = option }
            if let c = option.short { byShort[c] = option }
        }
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            if word == "--" {
                positionals += words[i...]
                positionalIndices += Array(i..<words.count)
                break
            }
            let option: Option
            let spelled: String
            var inline: String?
            if word.hasPrefix("--") || Self.singleDashLong(word, in: byLong) {
                var name = String(word.dropFirst(word.hasPrefix("--") ? 2 : 1))
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                guard let found = byLong[name] else {
                    if let why = refused[name] { throw UsageError("--\(name) is busted's and not supported: \(why)") }
                    let names = declared.filter { !$0.hidden }.flatMap(\.longNames)
                    throw UsageError("unknown option --\(name)" + Suggestion.hint(name, among: names))
                }
                option = found
                spelled = (word.hasPrefix("--") ? "--" : "-") + name
            } else if Self.isShortOption(word) {
                let letter = word[word.index(after: word.startIndex)]
                guard let found = byShort[letter] else {
                    if passesShortWords && !positionals.isEmpty {
                        positionals.append(word)
                        positionalIndices.append(i - 1)
                        continue
                    }
                    // busted's -Xhelper is a long name after one dash (its cli.lua): refused by that
                    // name, as any other -X… is no option of busted's either ("unknown/bad flag")
                    let name = letter == "X" ? String(word.dropFirst().prefix { $0 != "=" }) : String(letter)
                    if let why = refused[name] { throw UsageError("\(word) is busted's and not supported: \(why)") }
                    throw UsageError("unknown option \(word)")
                }
                // -ojson; -o=json as busted's parser reads it (the `=` is not part of the value)
                if word.count > 2 { inline = String(word.dropFirst(word.dropFirst(2).hasPrefix("=") ? 3 : 2)) }
                option = found
                spelled = "-" + String(letter)
            } else {
                positionals.append(word)
                positionalIndices.append(i - 1)
                continue
            }
            guard option.takesValue else {
                if inline != nil { throw UsageError("option \(spelled) takes no value") }
                flags.subtract(option.clears)
                cleared.formUnion(option.clears)
                flags.insert(option.name)
                cleared.remove(option.name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if i < words.count, words[i] != "--" {
                value = words[i]
                i += 1
            } else {
                throw UsageError("option \(spelled) is missing its value <\(option.value.placeholder ?? "value")>")
            }
            try option.validate(value, as: spelled)
            if !option.repeatable, let earlier = options[option.name], earlier != value {
                throw UsageError("--\(option.name) given twice ('\(earlier)', then '\(value)'): give one")
            }
            options[option.name] = value
            lists[option.name, default: []].append(value)
        }
    }

    /// These arguments with `later`'s over them: each value or list `later` gives replaces
    /// this one's, flags add up (less those `later` turned off), positionals follow (each keeps its index among its own
    /// words). `transit test` reads its project config's words under the command line's so —
    /// busted's rule, the command line has the last word — which is a replacement, not the
    /// repeat one command line may not make.
    func overridden(by later: Arguments) -> Arguments {
        var merged = self
        merged.positionals += later.positionals
        merged.positionalIndices += later.positionalIndices
        merged.options.merge(later.options) { $1 }
        merged.lists.merge(later.lists) { $1 }
        merged.flags.subtract(later.cleared)
        merged.flags.formUnion(later.flags)
        return merged
    }

    /// `-Xoutput`, `-Xoutput=v`: one dash before a long name declared ``Option/singleDash``.
    static func singleDashLong(_ word: String, in byLong: [String: Option]) -> Bool {
        guard word.hasPrefix("-"), !word.hasPrefix("--") else { return false }
        let name = word.dropFirst().prefix { $0 != "=" }
        return byLong[String(name)]?.singleDash == true
    }

    /// `-x…`: a dash and a letter. A lone `-` (standard input, by convention) and negative
    /// numbers (`-1`) are positionals.
    static func isShortOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), !word.hasPrefix("--"), word.count >= 2 else { return false }
        return word.dropFirst().first?.isLetter == true
    }

    /// The value as the declared type (already checked when parsed).
    func integer(_ name: String) -> Int? { options[name].flatMap { Int($0) } }

    func number(_ name: String) -> Double? { options[name].flatMap { Double($0) } }
}
