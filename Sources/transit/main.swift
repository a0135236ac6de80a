#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lua

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

    OPTIONS:
      -h, --help           Show this help.
      --version            Show the version.
    """

    /// Writes to standard error (file descriptor 2: Swift 6 forbids touching C's `stderr`).
    static func error(_ message: String) { standardError("transit: \(message)") }

    /// A line on standard error as it is (a script's `print` when standard output is taken).
    static func standardError(_ line: String) {
        fflush(nil)                          // keep the order of stdout and stderr
        var text = line + "\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    /// Writes to standard output as it comes (progress marks, reports), unbuffered.
    static func out(_ text: String) {
        var copy = text
        copy.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
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
    /// it; anything else as it describes itself): exit status 1.
    static func failed(_ error: Error) -> Int32 {
        if let lua = error as? LuaError { self.error(lua.description) } else { self.error("\(error)") }
        return 1
    }
}

let words = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch words.first {
case nil, "-h", "--help", "help":
    print(CLI.help)
    status = words.isEmpty ? 64 : 0
case "--version":
    print(CLI.version)
    status = 0
case "run":
    status = RunCommand.main(Array(words.dropFirst()))
case "test":
    status = TestCommand.main(Array(words.dropFirst()))
case "repl":
    status = ReplCommand.main(Array(words.dropFirst()))
case "render":
    status = RenderCommand.main(Array(words.dropFirst()))
default:
    status = CLI.usageError("unknown command '\(words[0])'", help: "transit --help")
}
fflush(nil)
exit(status)
