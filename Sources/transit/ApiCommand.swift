import TransitLua
import TransitSpec

/// `transit api --format luals|luacheck|markdown [--out FILE]`: the Lua surface for editors
/// and linters, generated from the binding tables of a fresh stage (TransitLua's `LuaAPI`),
/// so the annotations, the luacheck standard and the reference table cannot disagree.
enum ApiCommand {
    static let formats = ["luals", "luacheck", "markdown"]

    static let declaration = CommandDeclaration(
        command: "transit api",
        usage: "transit api [--format luals|luacheck|markdown] [--spec] [--out <file>]",
        abstract: """
        Prints Transit's Lua surface for editors: `luals`, a lua-language-server definition file
        (---@meta: classes, fields, methods with parameter and return types, overrides); `luacheck`,
        a standard for .luacheckrc (stds.transit = dofile(...)); `markdown`, the reference table of
        docs/lua-reference.md. A type the generator does not know is `any`. docs/editor.md says
        where to point LuaLS and luacheck.
        """,
        groups: [.init(title: "OPTIONS", options: [
            Option("format", short: "f", .choice("format", formats), default: "luals", help: "What to write."),
            Option("out", short: "o", .path("file"), help: "Write to this file instead of standard output."),
            Option("spec", help: "With --format luacheck: the standard of the names spec files see besides (describe, expect, timeline …)."),
        ])],
        footer: "EXIT STATUS: 0 written, 1 the file cannot be written, 64 usage error.")

    static func main(_ words: [String]) -> Int32 {
        if CommandDeclaration.wantsHelp(words) { print(declaration.help); return 0 }
        let format: String, out: String?, spec: Bool
        do throws(UsageError) {
            let args = try declaration.parse(words)
            guard args.positionals.isEmpty else { throw UsageError("transit api takes no arguments, got '\(args.positionals[0])'") }
            format = args.options["format"] ?? "luals"
            out = args.options["out"]
            spec = args.flags.contains("spec")
            if spec && format != "luacheck" { throw UsageError("--spec goes with --format luacheck") }
        } catch {
            return CLI.usageError(error, of: declaration)
        }
        let text: String
        do {
            let stage = try Stage()
            let api = try LuaAPI.of(stage)
            switch format {
            case "luacheck" where spec: text = try specStandard()
            case "luacheck": text = api.luacheck()
            case "markdown": text = api.markdown()
            default: text = api.luals()
            }
        } catch {
            return CLI.failed(error)
        }
        guard let path = out else { CLI.out(text); return 0 }
        if let refusal = OutputFile.refusal(path) {         // a FIFO would wait for a reader for ever
            CLI.error("cannot write \(path): \(refusal)")
            return 1
        }
        if let problem = FileSystem.write(text, to: path) {
            CLI.error("cannot write \(path): \(problem)")
            return 1
        }
        return 0
    }
}
