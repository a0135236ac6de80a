import Lua
import TransitCore
import TransitLua

/// Tab completion, from what the stage holds now and from the binding tables (so it is
/// never stale): globals and keywords; a table's keys; a bound object's properties and
/// methods, its class's and its ancestors' (`lua.boundClasses`); a record's fields and
/// methods and a namespace's values (`stage.surfaceNames()`); dot-commands and their
/// arguments.
extension Session {
    public enum Completion: Equatable {
        case words([String])
        /// File names (the line editor's own completion).
        case files
    }

    static let keywords = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
                           "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"]

    /// The completions of `word`, the text before it on the line being `before`.
    public func completions(of word: String, after before: String) -> Completion {
        replStage.lua.startClock()                     // the time limit counts from this key, not the last input
        if before.allSatisfy(\.isWhitespace) && word.hasPrefix(".") && pending.isEmpty {
            let partial = word.dropFirst()
            return .words(Commands.all.map(\.name).filter { $0.hasPrefix(partial) }.map { "." + $0 })
        }
        if pending.isEmpty, let (command, _) = Commands.parse(before) {
            return argumentCompletions(command, word)
        }
        return .words(luaCompletions(word))
    }

    private func argumentCompletions(_ command: String, _ word: String) -> Completion {
        switch command {
        case "load", "save", "spec": return .files
        case "ease": return .words(names(in: "Easing", ".").filter { $0.hasPrefix(word) })
        case "tree": return .words(viewNames(replStage.engine.window).filter { $0.hasPrefix(word) })
        default: return .words([])
        }
    }

    func luaCompletions(_ word: String) -> [String] {
        guard let cut = word.lastIndex(where: { $0 == "." || $0 == ":" }) else {
            let globals = (try? replStage.members(of: "", separator: ".", surface: "")).flatMap { members -> [String]? in
                if case .names(let names) = members { return names }
                return nil
            } ?? []
            return Set(globals + Session.keywords).filter { $0.hasPrefix(word) }.sorted()
        }
        let path = String(word[..<cut]), separator = word[cut]
        let partial = word[word.index(after: cut)...]
        guard isNamePath(path) else { return [] }
        return names(in: path, separator).filter { $0.hasPrefix(partial) }.map { path + String(separator) + $0 }
    }

    /// The names that may follow `path` and `separator`, sorted.
    private func names(in path: String, _ separator: Character) -> [String] {
        switch try? replStage.members(of: path, separator: separator, surface: surface) {
        case .object(let className)?: return members(ofClass: className, methodsOnly: separator == ":")
        case .names(let names)?: return Array(Set(names)).sorted()
        case nil: return []
        }
    }

    /// A bound class's methods (and properties, after "."), with its ancestors'.
    private func members(ofClass name: String, methodsOnly: Bool) -> [String] {
        let classes = replStage.lua.boundClasses
        var names = Set<String>()
        var current: String? = name
        while let n = current, let c = classes.first(where: { $0.name == n }) {
            names.formUnion(c.methods)
            if !methodsOnly { names.formUnion(c.properties) }
            current = c.parent
        }
        return names.sorted()
    }

    /// `a.b.c`: names joined by dots (only such paths are looked up: nothing is called).
    private func isNamePath(_ path: String) -> Bool {
        !path.isEmpty && path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    private func viewNames(_ view: TransitCore.View) -> [String] {
        var names: [String] = []
        view.walkTree { v in                          // iterative: trees may be deep
            if let name = v.name { names.append(name) }
            return true
        }
        return names
    }
}
