import Lua
import TransitLua

/// `transit run FILE|NAME`: runs a script and reports its error, if any, as lua.c does.
enum RunCommand {
    static let declaration = CommandDeclaration(
        command: "transit run",
        usage: "transit run <file-or-name>|- [options] [--] [<script arguments>…]",
        abstract: """
        Runs a Lua script in the sandbox. A name without a path is looked up on the script
        search path (the current folder, TRANSIT_PATH, ./scripts, the bundled scripts), also
        under examples/ and transitions/: `transit run hello` runs scripts/examples/hello.lua.
        `-` reads the script from standard input. `require` looks beside the requiring script
        first (docs/cli.md).

        After the script returns, the clock runs until nothing is pending (every animation has
        ended and every completion has run), printing the timeline: animations beginning and
        ending, completions called, presentations, dismissals and segues, with their times in
        seconds. Warnings (UIKit's, for a presentation it ignores) go to standard error.

        Words after the script (all words after `--`) are the script's arguments: its `...`,
        and with --unsafe the global `arg` as lua5.4 sets it (arg[0] the script as given).
        """,
        groups: [.init(title: "OPTIONS", options: [
            Option("until", .number("seconds", 0...86400), help: "Stop the clock at this time instead of when idle."),
            Option("fps", .integer("N", 1...1000), default: "60", help: "Frames per second of the clock."),
            Option("trace", .text("a,b,…"), help: "Also print these named views' presentation at every frame."),
            Option("quiet", short: "q", help: "Do not print the timeline."),
            Colour.option,
            WatchLoop.option,
        ] + RuntimeOptions.declared(
            per: "entry (the chunk, a callback)", timeScope: "the whole run",
            unsafe: "The state as lua5.4 makes it: stock libraries (io, os, debug, C modules, C print), "
                + "warnings off until warn(\"@on\"), Lua's own random seed unless --seed is given; and no limits.",
            seed: "Seed of math.random (with --unsafe, Lua's own unless given)."))],
        footer: "EXIT STATUS: 0 success, 1 script error, 64 usage error.",
        passesShortWords: true)

    static func main(_ words: [String]) -> Int32 {
        if CommandDeclaration.wantsHelp(words) { print(declaration.help); return 0 }
        let args: Arguments
        var options: ScriptRuntime.Options
        do throws(UsageError) {
            args = try CommandDeclaration.parse(words, against: declaration)
            guard !args.positionals.isEmpty else { throw UsageError("missing script: transit run <file-or-name>") }
            // `--trace ''` names no view: the run traced none, and no name was left to warn of
            // (as `render --views ''`, whose list this is: `' '` names none either)
            if let text = args.options["trace"], RenderCommand.list(text).isEmpty {
                throw UsageError("--trace expects view names (green,thrown), got '\(text)'")
            }
        } catch {
            return CLI.usageError(error, of: declaration)
        }
        CLI.colourErrors = Colour.enabled(args.options["color"], fd: 2)
        options = args.runtimeOptions()
        options.stockOutput = !options.sandboxed       // nothing captures print here
        options.runsInMainFrame = true                 // lua5.4's tracebacks and C-stack depth
        let script: Timeline.Script
        let watch = args.flags.contains("watch")
        if args.positionals[0] == "-" {
            script = .standardInput
        } else {
            guard let path = Arguments.resolve(args.positionals[0], options: options) else { return 1 }
            script = .at(path)
        }
        if watch, let why = script.unwatchable { return CLI.usageError(UsageError(why), of: declaration) }
        guard watch else { return once(words, args, options: options, script: script) }
        return WatchLoop.loop { _ in
            ScriptRuntime.recordFilesRead()
            let status = once(words, args, options: options, script: script)
            return .init(status: status, files: ScriptRuntime.takeFilesRead())
        }
    }

    /// One run of the script, as `transit run` without `--watch` makes it.
    static func once(_ words: [String], _ args: Arguments, options: ScriptRuntime.Options, script: Timeline.Script) -> Int32 {
        // as views show their names (``Swift/String/shownAsName``): a name given with a tab matches its view.
        // The names as `render --views` reads them, spaces around a comma dropped: `--trace 'green, thrown'`
        // traced green alone and warned of ' thrown' (rev98b), where render's showed both
        let traced = args.options["trace"].map { RenderCommand.list($0).map(\.shownAsName) } ?? []
        let stage: Stage
        do {
            stage = try Stage(options: options)
        } catch {
            return CLI.failed(error)
        }
        var status: Int32 = 0
        do {
            stage.runtime.warnings = { CLI.error("warning: \($0)") }
            if let fps = args.integer("fps") { try stage.engine.clock.setFPS(fps) }
            // the timeline is printed as it happens (or not at all): nothing reads it later
            stage.timelineRetention = .none
            if !args.flags.contains("quiet") {
                // (the stage's transition audit sees the events whatever the observer: TransitionAudit)
                stage.engine.observer = { ScriptRuntime.endOpenPiece(); print($0.description) }
            }
            // byte for byte from argv, as lua.c passes them: a word need not be UTF-8
            let arguments = zip(args.positionals, args.positionalIndices).dropFirst().map {
                CLI.rawBytes(ofCommandWord: $1, $0)
            }
            // lua.c's `arg` (scripts read `arg[0]` and `arg[1]`); sandboxed, with nothing below
            // the script: no process can be started there to run the interpreter again (no
            // `io.popen`, no `os.execute`), as under `transit test`
            try stage.runtime.setArgumentTable(interpreter: options.sandboxed ? [] : interpreterWords(words, args),
                                               script: args.positionals[0], arguments: arguments)
            let seen = try Timeline.run(stage, script: script, arguments: arguments, until: args.number("until"), trace: traced)
            warnUnseen(traced, seen: seen, stage: stage)
        } catch {
            status = CLI.failed(error)
        }
        // as lua.c: the error is reported, then the state closes and its finalizers run
        stage.close()
        if !LuaState.leakCheckerIsOn { closedStage = stage }
        return status
    }

    /// The last run's stage, closed, held until the process exits: the exit frees its memory
    /// at once, where releasing its objects one by one cost 0.4 M of `transit run`'s 11 M
    /// instructions (docs/benchmark.md). A `--watch` loop's next run releases the one before.
    /// Not under LeakSanitizer, which would read its objects' weak-reference side tables as
    /// leaks (docs/sanitizers.md).
    nonisolated(unsafe) private static var closedStage: Stage?

    /// `--trace gren`: a name no view in the window ever had prints nothing, so it warns,
    /// naming the closest view name the run ended with. The names are gathered only when
    /// one is missing, into a set: gathered into an array searched for each name, every run
    /// ended in time quadratic in its distinct view names (10,000: 4.0 s).
    static func warnUnseen(_ traced: [String], seen: Set<String>, stage: Stage) {
        let unseen = traced.filter { !seen.contains($0) }
        guard !unseen.isEmpty else { return }
        var names = Set<String>()
        stage.engine.window.walkTree { view in
            if let name = view.name { names.insert(name) }
            return true
        }
        let sorted = names.sorted()
        for name in unseen {
            CLI.error("warning: --trace: no view named '\(name)' was in the window"
                      + Suggestion.hint(name, among: sorted, prefix: ""))
        }
    }

    /// What `arg` holds at negative indices: the program and every word that is not the
    /// script's (the command, transit's options), as lua.c keeps its options. A `--` after the
    /// script only ends transit's options: it is neither the script's nor an option before
    /// the script, so it is left out (`transit run s.lua a -- b` gives arg[-1] = "run").
    static func interpreterWords(_ words: [String], _ args: Arguments) -> [String] {
        let taken = Set(args.positionalIndices)
        let script = args.positionalIndices.first ?? words.count
        let rest = words.indices.filter { !taken.contains($0) && !($0 > script && words[$0] == "--") }.map { words[$0] }
        return [CommandLine.arguments.first ?? "transit", "run"] + rest
    }
}
