#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransitLua

extension Arguments {
    /// A script path, or a name on the search path; nil after saying what is missing, where
    /// it looked and what was meant. A path (`x.lua`, `dir/x`, `/abs/x.lua`) is a file that
    /// does not exist — not a module name to turn into `scripts/x/lua.lua`.
    static func resolve(_ name: String, options: ScriptRuntime.Options) -> String? {
        // an empty word names nothing: looked up, it was "examples." and "./.lua", and the
        // nearest script was offered for it
        guard !name.isEmpty else {
            CLI.error("cannot find script '': an empty word names no file and no script")
            return nil
        }
        if let path = options.searchPath.resolveScript(name) { return path }
        if FileText.isDirectory(name) {
            CLI.error("'\(name)' is a folder, not a script")
            return nil
        }
        if let problem = FileText.openProblem(name) {       // there, but not to be read
            CLI.error("cannot open '\(name)': \(problem)")
            return nil
        }
        // a script whose name is not UTF-8: its word decoded names no file (each bad sequence
        // became U+FFFD), and what exists is told by the word's own bytes
        if let bytes = CLI.undecodedWord(containing: name), bytes.withUnsafeBufferPointer({ FileText.exists(bytes: $0) }),
           let why = FileText.undecodableName(name) {
            CLI.error("cannot open '\(name)': \(why)")
            return nil
        }
        if isPath(name) {
            let slash = name.lastIndex(of: "/")
            let folder = slash.map { $0 == name.startIndex ? "/" : String(name[..<$0]) } ?? "."
            let file = slash.map { String(name[name.index(after: $0)...]) } ?? name
            let scripts = FileText.list(folder).filter { $0.hasSuffix(".lua") }
            let hint = Suggestion.closest(file, among: scripts).map { best in
                " (did you mean '\(slash == nil ? best : folder + "/" + best)'?)"
            } ?? ""
            let place = FileText.isDirectory(folder) ? "no such file in \(CLI.absolute(folder))"
                : "there is no folder \(CLI.absolute(folder))"
            CLI.error("cannot open '\(name)': \(place)\(hint)")
            return nil
        }
        let tried = options.searchPath.find(module: name).tried
        let hint = Suggestion.hint(name, among: options.searchPath.scriptNames(), prefix: "")
        CLI.error("cannot find script '\(name)'\(hint); looked for it, and for examples.\(name) and transitions.\(name), in:"
                  + tried.map { "\n\tno file '\($0)'" }.joined())
        return nil
    }

    /// A word naming a file rather than a module: it has a slash or ends in `.lua`.
    static func isPath(_ word: String) -> Bool { word.contains("/") || word.hasSuffix(".lua") }
}

extension CLI {
    /// The working directory.
    static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `dir` as an absolute path (`.` is the working directory), as messages name places.
    static func absolute(_ folder: String) -> String {
        if folder.hasPrefix("/") { return folder }
        let here = currentFolder()
        if folder == "." { return here }
        return here + "/" + (folder.hasPrefix("./") ? String(folder.dropFirst(2)) : folder)
    }
}
