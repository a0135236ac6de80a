import TransitLua
import TransitSpec

extension TestCommand.Plan {
    /// The words and paths of the config's task set: `--config FILE`, else `./.transit.lua`,
    /// else busted's `./.busted`; none when there is no config. The words are checked
    /// against the same declaration as the command line, so a config means nothing the flags
    /// do not. `file` is the config's path, for errors about its values ("" when none);
    /// `runsInSpecs` whether it is busted's and running it changed its state, so that each
    /// spec file's state runs it too (``RunOptions/bustedConfig``).
    static func configWords(_ given: Arguments) throws(UsageError)
        -> (words: [String], paths: [String], file: String, runsInSpecs: Bool) {
        let task = given.options["run"]
        let path: String
        if let chosen = given.options["config"] {
            path = chosen
        } else if let found = [".transit.lua", ".busted"].first(where: FileText.isReadable) {
            path = found
        } else {
            // busted runs `--run default` without a config: the default task is the flags alone
            if let task, task != "default" {
                throw UsageError("--run \(task): there is no .transit.lua or .busted here (or pass --config)")
            }
            return ([], [], "", false)
        }
        let resolved: (words: [String], paths: [String], ignored: [String])
        let runsInSpecs: Bool
        let switches = Set(TestCommand.declaration.options.filter { !$0.takesValue }.map(\.name))
        let allowed = TestCommand.declaration.options.filter { !["run", "config", "worker", "parent", "help"].contains($0.name) }
        let names = allowed.flatMap(\.longNames)
        do {
            // the dialect by name and content: `--config ci.lua` may be a busted config
            let config = try ProjectConfig.load(path)
            resolved = try config.words(task: task, switches: switches, known: Set(names))
            runsInSpecs = config.dialect == .busted && config.changesState
        } catch {
            throw UsageError(error.description)
        }
        for key in resolved.ignored {
            if key == "e" {
                // busted runs it before the specs; transit refuses -e, and a config's is not run
                CLI.error("warning: \(path): 'e' ignored: transit runs no statement of busted's -e; "
                          + "put it in a --helper file, which every spec file's state runs first")
                continue
            }
            if key == "lang" {
                CLI.error("warning: \(path): 'lang' ignored: transit's reports are in English "
                          + "(busted writes its summary and headings in the language named)")
                continue
            }
            let flag = String(key.map { $0 == "_" ? "-" : $0 })
            if names.contains(flag) {
                // an option of ours given `true`, where it takes a value (ProjectConfig.words)
                CLI.error("warning: \(path): '\(key)' ignored: --\(flag) takes a value, not true")
                continue
            }
            // busted passes over a key it does not know; a typo is still worth a word
            CLI.error("warning: \(path): '\(key)' ignored: no option has that name (busted passes over it too)"
                      + Suggestion.hint(key, among: names, prefix: ""))
        }
        do {
            _ = try Arguments(resolved.words, declared: allowed)
        } catch {
            throw UsageError("\(path): \(error.description)")
        }
        return (resolved.words, resolved.paths, path, runsInSpecs)
    }
}

extension OutputFormat {
    /// A format by our name or busted's (`-o TAP`, `-o utfTerminal`).
    init?(busted name: String) {
        switch name {
        case "TAP": self = .bustedTAP          // busted's flat TAP (BustedTAPReporter)
        default: self.init(rawValue: name)
        }
    }
}
