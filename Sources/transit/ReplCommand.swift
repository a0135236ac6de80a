import TransitREPL

/// `transit repl [FILE…]`: the interactive session; its logic is TransitREPL's.
enum ReplCommand {
    static let help = """
    USAGE: transit repl [<file-or-name> …] [options]

    An interactive session on the engine: Lua lines run as `lua` runs them (an expression
    prints its value, `_` holds the last one), and dot-commands move time — forward, and back
    by replaying the session — inspect the view tree, plot curves, and write the session out
    as a script or a spec. Type .help in the session for the commands; docs/repl.md is the
    guide. The files given are loaded first, as `.load` does.

    With standard input not a terminal, it reads lines from it and prints results without
    prompts or colour (exit status 1 if an input failed).

    OPTIONS:
      --unsafe            Stock Lua libraries (io, os, debug, C modules) and no limits.
      --memory <MB>       Memory limit in MiB (default 256).
      --instructions <N>  VM instructions one input may run (default 200000000; 0 = unlimited).
      --time <seconds>    Wall-clock limit for one input (default 30; 0 = unlimited).
      --seed <N>          Seed of math.random (default 0).
      -h, --help          Show this help.

    History: ~/.transit_history (^R searches it). Ctrl-C stops a running chunk, or clears the
    line; Ctrl-D leaves.
    """

    static func main(_ words: [String]) -> Int32 {
        if words.contains("-h") || words.contains("--help") { print(help); return 0 }
        do {
            let args = try Arguments(words, valued: Arguments.runtimeValued, switches: Arguments.runtimeSwitches)
            return REPL.run(options: try args.runtimeOptions(), files: args.positionals)
        } catch {
            return CLI.usageError(error.description, help: "transit repl --help")
        }
    }
}
