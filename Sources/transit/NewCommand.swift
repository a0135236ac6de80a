import TransitLua
import TransitSpec

/// `transit new transition NAME` and `transit new project [FOLDER]`: the files
/// docs/getting-started.md walks through, written so that `transit test` passes at once.
/// Nothing is overwritten: an existing file is an error before anything is written.
enum NewCommand {
    static let declaration = CommandDeclaration(
        command: "transit new",
        usage: "transit new transition <name> | transit new project [<folder>]",
        abstract: """
        Writes a starting point. `transit new transition card_flip` writes card_flip.lua (an
        animator and its transitioning delegate: a fade-up to change) and spec/card_flip_spec.lua
        in the current folder. `transit new project cards` makes the folder cards with a
        .transit.lua, a .luacheckrc (docs/editor.md), a first transition (fade_up.lua), a scene
        using it (demo.lua) and its spec — the files of docs/getting-started.md. Then: `transit
        test`, `transit run demo.lua`.
        Existing files are never overwritten.
        """,
        groups: [.init(title: "OPTIONS", options: [])],
        footer: "EXIT STATUS: 0 written, 1 a file exists or cannot be written, 64 usage error.")

    static func main(_ words: [String]) -> Int32 {
        if CommandDeclaration.wantsHelp(words) { print(declaration.help); return 0 }
        let files: [(path: String, text: String)]
        do throws(UsageError) {
            let args = try declaration.parse(words)
            files = try plan(args.positionals)
        } catch {
            return CLI.usageError(error, of: declaration)
        }
        if let refusal = files.lazy.compactMap({ Overwrite.refusal(writing: $0.path, keeping: .everyFile) }).first {
            CLI.error(refusal)
            return 1
        }
        for file in files {
            if let problem = FileSystem.write(file.text, to: file.path) {
                CLI.error("cannot write \(file.path): \(problem)")
                return 1
            }
            print("wrote \(file.path)")
        }
        return 0
    }

    /// The files the words ask for.
    static func plan(_ words: [String]) throws(UsageError) -> [(path: String, text: String)] {
        let kinds = ["transition", "project"]
        guard let kind = words.first else { throw UsageError("missing what to write: transition <name> or project [<folder>]") }
        switch kind {
        case "transition":
            guard words.count == 2 else { throw UsageError("transit new transition takes one name (a Lua module name: card_flip)") }
            let n = try names(words[1])
            return [(n.name + ".lua", n.fill(Templates.transition)),
                    ("spec/\(n.name)_spec.lua", n.fill(Templates.spec))]
        case "project":
            guard words.count <= 2 else { throw UsageError("transit new project takes at most one folder") }
            // an empty folder name would make the paths "/.transit.lua" …: the filesystem root
            if words.count == 2 && words[1].isEmpty {
                throw UsageError("'' is not a folder: name one (cards), or none for the current folder")
            }
            let folder = words.count == 2 ? (words[1].hasSuffix("/") ? words[1] : words[1] + "/") : ""
            let n = Templates.Names(name: "fade_up")
            return [(folder + ".transit.lua", Templates.config),
                    (folder + ".luacheckrc", Templates.luacheckrc),
                    (folder + "fade_up.lua", n.fill(Templates.transition)),
                    (folder + "demo.lua", n.fill(Templates.scene)),
                    (folder + "spec/fade_up_spec.lua", n.fill(Templates.spec))]
        default:
            throw UsageError("unknown kind '\(kind)'" + Suggestion.hint(kind, among: kinds, prefix: "")
                             + ": transition <name> or project [<folder>]")
        }
    }

    /// A name `require` can find without dots or folders: letters, digits and `_`, not
    /// starting with a digit.
    static func names(_ name: String) throws(UsageError) -> Templates.Names {
        let valid = !name.isEmpty && name.first!.isASCII && !name.first!.isNumber
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard valid else {
            throw UsageError("'\(name)' is not a module name: letters, digits and _, not starting with a digit (card_flip)")
        }
        if let owner = takenNames[name] {
            throw UsageError("'\(name)' is taken: require \"\(name)\" gives \(owner), not the project's file (choose another name)")
        }
        return Templates.Names(name: name)
    }

    /// The module names `require` answers before it looks for a file: what `package.loaded`
    /// holds when a script starts, and busted's libraries in a spec. A transition by one of
    /// these names would never be the one its spec requires.
    static let takenNames: [String: String] = {
        var taken = ["transit": "Transit's own module", "luassert": "busted's luassert", "say": "busted's say",
                     "pl": "Penlight", "busted": "busted's module", "_G": "Lua's global table"]
        for library in ["coroutine", "debug", "io", "math", "os", "package", "string", "table", "utf8"] {
            taken[library] = "Lua's \(library) library"
        }
        return taken
    }()
}
