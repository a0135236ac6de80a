#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lua
import TransitLua

/// Shared wording of the command line.
enum CLI {
    static let version = "transit 0.1.0 (Lua 5.4)"

    static let help = """
    transit — UIKit-style view transitions as Lua scripts, on a deterministic engine.

    USAGE: transit <command> [options]

    COMMANDS:
      run <file-or-name>   Run a script (see `transit run --help`).
      test [<paths>…]      Run the Lua specs (see `transit test --help`).
      repl [<file> …]      An interactive session with time travel (see `transit repl --help`).
      render <file-or-name>…
                           Render a run: trace, JSON, SVG frames, a filmstrip or an HTML
                           player (see `transit render --help`).

      explain <file-or-name>
                           A text Gantt of the script's timelines and animations
                           (see `transit explain --help`).
      new transition <name> | new project [<folder>]
                           Write a transition and its spec, or a project to start from
                           (see `transit new --help`).
      fuzz [<transition>…] Interrupt transitions at random and check their invariants
                           (see `transit fuzz --help`).
      api [--format luals|luacheck|markdown]
                           The Lua surface for editors: LuaLS annotations, a luacheck
                           standard, the reference table (see docs/editor.md).
      help [<command>]     Show this help, or a command's.

    OPTIONS:
      -h, --help           Show this help.
      --version            Show the version.

    EXIT STATUS: 0 success, 1 failure (and `transit` alone, after this help, as git does),
    64 usage error; `transit <command> --help` says each command's.
    """

    /// The commands, for `help <command>` and "did you mean".
    static let commands: [(name: String, main: @Sendable ([String]) -> Int32)] = [
        ("run", RunCommand.main), ("test", TestCommand.main), ("repl", ReplCommand.main),
        ("render", RenderCommand.main), ("new", NewCommand.main), ("api", ApiCommand.main),
        ("fuzz", FuzzCommand.main),
        ("explain", ExplainCommand.main),
        ("help", HelpCommand.main),
    ]

    static func unknownCommand(_ name: String) -> Int32 {
        // a dashed word is an option transit does not have, not a command: `transit --verison`
        // said "unknown command '--verison'", with no hint
        if name.hasPrefix("-") && name != "-" {
            let hint = Suggestion.hint(name, among: ["--help", "--version"], prefix: "")
            return usageError("unknown option \(name)" + hint, help: "transit --help")
        }
        return usageError("unknown command '\(name)'" + Suggestion.hint(name, among: commands.map(\.name), prefix: ""),
                   help: "transit --help")
    }

    /// Whether messages on standard error are coloured (set by a command's `--color`).
    nonisolated(unsafe) static var colourErrors = false

    /// Writes to standard error (file descriptor 2: Swift 6 forbids touching C's `stderr`):
    /// red for an error, yellow for a warning, when colour is on.
    static func error(_ message: String) {
        let line = "transit: \(message)"
        guard colourErrors else { standardError(line); return }
        standardError(message.hasPrefix("warning: ") ? Colour.yellow(line) : Colour.red(line))
    }

    /// An error whose words hold bytes a script gave, written as they are (busted's messages).
    static func error(bytes message: [UInt8]) {
        let line = String(decoding: message, as: UTF8.self)
        guard String(validating: message, as: UTF8.self) == nil else { error(line); return }
        fflush(nil)
        var text = Array("transit: ".utf8) + message
        if colourErrors { text = Array("\u{1B}[31m".utf8) + text + Array("\u{1B}[0m".utf8) }
        text.append(0x0A)
        text.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
    }

    /// A line on standard error as it is (a script's `print` when standard output is taken).
    static func standardError(_ line: String) {
        fflush(nil)                          // keep the order of stdout and stderr
        var text = line + "\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    /// Writes to standard output as it comes (progress marks, reports), unbuffered.
    static func out(_ text: String) {
        var copy = text
        copy.withUTF8 { out(bytes: $0) }
    }

    /// The same for bytes (a report that writes a spec's names as they are).
    static func out(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { out(bytes: $0) }
    }

    private static func out(bytes buffer: UnsafeBufferPointer<UInt8>) {
        StandardOutput.write(UnsafeRawBufferPointer(buffer))
    }

    static func usageError(_ message: String, help: String) -> Int32 {
        error("\(message)\n(see '\(help)')")
        return 64
    }

    /// A usage error of a declared command: exit status 64.
    static func usageError(_ error: UsageError, of command: CommandDeclaration) -> Int32 {
        usageError(error.description, help: command.command + " --help")
    }

    /// Reports an error that ended a command (a script's, with its traceback as lua.c prints
    /// it, its message's bytes as the script raised them; anything else as it describes
    /// itself): exit status 1.
    static func failed(_ error: Error) -> Int32 {
        if let lua = error as? LuaError { self.error(bytes: lua.descriptionBytes) } else { self.error("\(error)") }
        return 1
    }
}

let words = Array(CommandLine.arguments.dropFirst())
// Every command makes its one Lua state (or its first) and exits: that state takes Lua's
// blocks from one arena first (`LuaState.useStartArena`). `transit run`'s state takes about
// 250 KB; a spec file's, with luassert, more than 512 KB and less than 1 MB (untouched pages
// of the arena cost nothing).
LuaState.useStartArena(bytes: words.first == "test" ? 1 << 20 : 512 << 10)
var status: Int32
switch words.first {
case nil:
    // as git: the help on standard output (it is what was asked for), but no command ran
    print(CLI.help)
    status = 1
case "-h", "--help":
    print(CLI.help)
    status = 0
case "--version":
    print(CLI.version)
    status = 0
case let name?:
    if let command = CLI.commands.first(where: { $0.name == name }) {
        status = command.main(Array(words.dropFirst()))
    } else {
        status = CLI.unknownCommand(name)
    }
}
// output that never reached standard output (a full disk) fails the command, whatever it was
if let problem = StandardOutput.problem() {
    CLI.error(problem)
    if status == 0 { status = 1 }
}
fflush(nil)
exit(status)
