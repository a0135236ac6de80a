/// A small hand-written argument reader: `--flag`, `--option value`, `--option=value`, and
/// positionals, in any order. Unknown options are usage errors (exit 64).
struct Arguments {
    var positionals: [String] = []
    /// Where each positional was among the words (`transit run` keeps the others for `arg`).
    var positionalIndices: [Int] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// `valued` lists the options that take a value; `switches` the ones that do not.
    init(_ words: [String], valued: Set<String>, switches: Set<String>) throws(UsageError) {
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            guard word.hasPrefix("--"), word != "--" else {
                if word == "--" {
                    positionals += words[i...]
                    positionalIndices += Array(i..<words.count)
                    break
                }
                positionals.append(word)
                positionalIndices.append(i - 1)
                continue
            }
            var name = String(word.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if switches.contains(name) {
                if inline != nil { throw UsageError(description: "option --\(name) takes no value") }
                flags.insert(name)
            } else if valued.contains(name) {
                if let value = inline {
                    options[name] = value
                } else if i < words.count {
                    options[name] = words[i]
                    i += 1
                } else {
                    throw UsageError(description: "option --\(name) needs a value")
                }
            } else {
                throw UsageError(description: "unknown option --\(name)")
            }
        }
    }

    func integer(_ name: String, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = options[name] else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError(description: "--\(name) expects a whole number in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
        }
        return n
    }

    func number(_ name: String, range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = options[name] else { return nil }
        guard let n = Double(text), range.contains(n) else {
            throw UsageError(description: "--\(name) expects a number in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
        }
        return n
    }
}
