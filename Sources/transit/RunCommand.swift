import Lua
import TransitLua

/// `transit run FILE|NAME`: runs a script and reports its error, if any, as lua.c does.
enum RunCommand {
    static let help = """
    USAGE: transit run <file-or-name> [options] [--] [<script arguments>…]

    Runs a Lua script in the sandbox. A name without a path is looked up on the script
    search path (TRANSIT_PATH, ./scripts, the bundled scripts), also under examples/ and
    transitions/: `transit run hello` runs scripts/examples/hello.lua.

    After the script returns, the clock runs until nothing is pending (every animation has
    ended and every completion has run), printing the timeline: animations beginning and
    ending, completions called, presentations, dismissals and segues, with their times in
    seconds. Warnings (UIKit's, for a presentation it ignores) go to standard error.

    Words after the script (all words after `--`) are the script's arguments: its `...`,
    and with --unsafe the global `arg` as lua5.4 sets it (arg[0] the script as given).

    OPTIONS:
      --until <seconds>   Stop the clock at this time instead of when idle.
      --fps <N>           Frames per second of the clock (default 60).
      --trace <a,b,…>     Also print these named views' presentation at every frame.
      --quiet             Do not print the timeline.
      --unsafe            The state as lua5.4 makes it: stock libraries (io, os, debug,
                          C modules, C print), warnings off until warn("@on"), Lua's own
                          random seed unless --seed is given; and no limits.
      --memory <MB>       Memory limit in MiB (default 256).
      --instructions <N>  VM instructions one entry (the chunk, a callback) may run
                          (default 200000000; 0 = unlimited).
      --time <seconds>    Wall-clock limit for the whole run (default 30; 0 = unlimited).
      --seed <N>          Seed of math.random (default 0; with --unsafe, Lua's own).
      -h, --help          Show this help.

    EXIT STATUS: 0 success, 1 script error, 64 usage error.
    """

    static func main(_ words: [String]) -> Int32 {
        if words.contains("-h") || words.contains("--help") { print(help); return 0 }
        let args: Arguments
        let options: ScriptRuntime.Options
        do {
            args = try Arguments(words, valued: Arguments.runtimeValued.union(["until", "fps", "trace"]),
                                 switches: Arguments.runtimeSwitches.union(["quiet"]))
            guard !args.positionals.isEmpty else {
                throw Arguments.UsageError(description: "missing script: transit run <file-or-name>")
            }
            var chosen = try args.runtimeOptions()
            chosen.stockOutput = !chosen.sandboxed       // nothing captures print here
            options = chosen
        } catch let usage as Arguments.UsageError {
            return CLI.usageError(usage.description, help: "transit run --help")
        } catch {
            return CLI.usageError("\(error)", help: "transit run --help")
        }
        guard let path = Arguments.resolve(args.positionals[0], options: options) else { return 1 }
        let until: Double?, fps: Int?
        do {
            until = try args.number("until", range: 0...86400)
            fps = try args.integer("fps", range: 1...1000)
        } catch {
            return CLI.usageError(error.description, help: "transit run --help")
        }
        let traced = args.options["trace"].map { $0.split(separator: ",").map(String.init) } ?? []
        let stage: Stage
        do {
            stage = try Stage(options: options)
        } catch {
            CLI.error(error.description)
            return 1
        }
        var status: Int32 = 0
        do {
            stage.runtime.warnings = { CLI.error("warning: \($0)") }
            if let fps { try stage.engine.clock.setFPS(fps) }
            if !args.flags.contains("quiet") {
                stage.engine.observer = { print($0.description) }
            }
            let script = Array(args.positionals.dropFirst())
            if !options.sandboxed {
                try stage.runtime.setArgumentTable(interpreter: interpreterWords(words, args),
                                                   script: args.positionals[0], arguments: script)
            }
            try Timeline.run(stage, script: path, arguments: script, until: until, trace: traced)
        } catch let error as LuaError {
            CLI.error(error.description)
            status = 1
        } catch {
            CLI.error("\(error)")
            status = 1
        }
        // as lua.c: the error is reported, then the state closes and its finalizers run
        stage.close()
        return status
    }

    /// What `arg` holds at negative indices: the program and every word before the script
    /// that is not the script's (the command, transit's options), as lua.c keeps its options.
    static func interpreterWords(_ words: [String], _ args: Arguments) -> [String] {
        let taken = Set(args.positionalIndices)
        let rest = words.indices.filter { !taken.contains($0) }.map { words[$0] }
        return [CommandLine.arguments.first ?? "transit", "run"] + rest
    }
}
