import TransitLua
import TransitREPL

/// `transit repl [FILE…]`: the interactive session; its logic is TransitREPL's.
enum ReplCommand {
    static let declaration = CommandDeclaration(
        command: "transit repl",
        usage: "transit repl [<file-or-name> …] [options]",
        abstract: """
        An interactive session on the engine: Lua lines run as `lua` runs them (an expression
        prints its value, `_` holds the last one), and dot-commands move time — forward, and back
        by replaying the session — inspect the view tree, plot curves, and write the session out
        as a script or a spec. Type .help in the session for the commands; docs/repl.md is the
        guide. The files given are loaded first, as `.load` does.

        With standard input not a terminal, it reads lines from it and prints results without
        prompts or colour (exit status 1 if an input failed).
        """,
        groups: [.init(title: "OPTIONS", options: RuntimeOptions.declared(
            per: "input", timeScope: "one input",
            unsafe: "Stock Lua libraries (io, os, debug, C modules) and no limits.",
            seed: "Seed of math.random."))],
        footer: """
        History: ~/.transit_history (^R searches it). Ctrl-C stops a running chunk, or clears the
        line; Ctrl-D leaves.
        """)

    static func main(_ words: [String]) -> Int32 {
        if CommandDeclaration.wantsHelp(words) { print(declaration.help); return 0 }
        do throws(UsageError) {
            let args = try declaration.parse(words)
            let options = args.runtimeOptions()
            // a file that cannot be run is the command line's error, said on standard error as
            // `transit run` says it, before the session starts (the session's own errors go
            // where its output goes)
            for file in args.positionals {
                guard let path = Arguments.resolve(file, options: options) else { return 1 }
                // a FIFO: lua5.4 -i reads it, waiting for a writer; a session found it "not a
                // regular file" and started without it. Told before anything opens it
                guard !FileText.isFIFO(path) else { throw UsageError(streamRefusal(file)) }
                // a character device (/dev/null) is read as lua5.4 -i reads it: its open waits
                // for nothing, and .reload reads it again. One that will not open (/dev/tty
                // with no terminal), or a socket, is a file not to be read, as lua5.4 -i stops
                // at it: the session went on without it, or called a socket a pipe
                if FileText.isStream(path), let problem = FileText.openProblem(path) {
                    CLI.error("cannot open '\(file)': \(problem)")
                    return 1
                }
            }
            return REPL.run(options: options, files: args.positionals)
        } catch {
            return CLI.usageError(error, of: declaration)
        }
    }

    /// Why a pipe is no file for a session: it keeps each file to read it again (`.reload`),
    /// and opening a FIFO waits for a writer, which may never come.
    static func streamRefusal(_ name: String) -> String {
        "repl loads files, not a pipe ('\(name)'): .reload reads them again; "
            + "give its lines as the session's input (transit repl < \(name)) or run it (transit run \(name))"
    }
}
