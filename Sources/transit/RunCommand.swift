import Lua
import TransitLua

/// `transit run FILE|NAME`: runs a script and reports its error, if any, as lua.c does.
enum RunCommand {
    static let help = """
    USAGE: transit run <file-or-name> [options]

    Runs a Lua script in the sandbox. A name without a path is looked up on the script
    search path (TRANSIT_PATH, ./scripts, the bundled scripts), also under examples/ and
    transitions/: `transit run hello` runs scripts/examples/hello.lua.

    OPTIONS:
      --unsafe            Stock Lua libraries (io, os, debug, C modules) and no limits.
      --memory <MB>       Memory limit in MiB (default 256).
      --instructions <N>  VM instructions one entry (the chunk, a callback) may run
                          (default 200000000; 0 = unlimited).
      --time <seconds>    Wall-clock limit for the whole run (default 30; 0 = unlimited).
      --seed <N>          Seed of math.random (default 0).
      -h, --help          Show this help.

    EXIT STATUS: 0 success, 1 script error, 64 usage error.
    """

    static func main(_ words: [String]) -> Int32 {
        if words.contains("-h") || words.contains("--help") { print(help); return 0 }
        let args: Arguments
        var options = ScriptRuntime.Options()
        do {
            args = try Arguments(words, valued: ["memory", "instructions", "time", "seed"], switches: ["unsafe"])
            guard args.positionals.count == 1 else {
                throw Arguments.UsageError(description: args.positionals.isEmpty
                    ? "missing script: transit run <file-or-name>" : "one script at a time, got \(args.positionals.count)")
            }
            if args.flags.contains("unsafe") { options = .unsafe }
            if let mb = try args.integer("memory", range: 1...65536) { options.limits.memory = mb << 20 }
            if let n = try args.integer("instructions", range: 0...Int.max) { options.limits.instructions = n }
            if let s = try args.number("time", range: 0...86400) { options.limits.seconds = s }
            if let seed = try args.integer("seed", range: Int.min...Int.max) { options.seed = seed }
        } catch let usage as Arguments.UsageError {
            return CLI.usageError(usage.description, help: "transit run --help")
        } catch {
            return CLI.usageError("\(error)", help: "transit run --help")
        }
        guard let path = options.searchPath.resolveScript(args.positionals[0]) else {
            let tried = options.searchPath.find(module: args.positionals[0]).tried
            CLI.error("cannot find script '\(args.positionals[0])'" + tried.map { "\n\tno file '\($0)'" }.joined())
            return 1
        }
        do {
            let runtime = try ScriptRuntime(options: options)
            runtime.warnings = { CLI.error("warning: \($0)") }
            try runtime.runFile(path)
            return 0
        } catch {
            CLI.error(error.description)
            return 1
        }
    }
}
