#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lua
import TransitLua

/// `transit repl`: a session fed from the terminal (line editing, history, completion,
/// Ctrl-C) or, when standard input is not a terminal, from it line by line without prompts
/// or colour — scriptable and testable.
public enum REPL {
    public static let banner = "Transit REPL (Lua 5.4) — .help for commands, Ctrl-D to leave"

    /// Runs a session until the input ends or `.exit`. The status is 0, or 1 when standard
    /// input is not a terminal and an input failed (so a script can tell).
    public static func run(options: ScriptRuntime.Options, files: [String]) -> Int32 {
        let interactive = isatty(0) != 0
        let console = interactive ? Console.standardOutput()
            : Console(writeBytes: { Console.writeAll(1, $0) }) { Console.writeAll(1, $0) }
        let session: Session
        do {
            session = try Session(options: options, console: console, catchesInterrupts: true)
        } catch {
            console.error("cannot start the session: \(error)")
            return 1
        }
        session.interruptsAreEchoed = interactive
        if interactive { console.line(banner) }
        for file in files { session.load(file) }
        if interactive {
            let read = readTerminal(session, console)
            LuaState.releaseInterrupts()
            session.end()
            return read ? 0 : 1
        }
        // lua.c's `laction`, piped: SIGINT stops the chunk that runs ("interrupted!") and the
        // session goes on; while the next line is read, it ends the process (its default
        // action). The files above ran with it caught, as lua.c's `dochunk` runs a script.
        var lines = PipedLines()
        session.refusalEndsInput = true
        LuaState.releaseInterrupts()
        reading: while !session.isFinished, !session.inputEnded, let line = lines.next(limit: session.lineRoom) {
            session.catchInterrupts()
            defer { LuaState.releaseInterrupts() }
            switch line {
            case .text(let bytes): session.feed(bytes: bytes)
            case .tooLong(let limit):
                session.refuseLine("of more than \(limit) bytes", endsInput: true)
                break reading
            }
        }
        session.catchInterrupts()                   // a chunk the input's end left open runs
        session.finishInput()
        LuaState.releaseInterrupts()
        session.end()
        return session.failures > 0 ? 1 : 0
    }

    /// The history file: `~/.transit_history`, as `~/.node_repl_history` and
    /// `~/.python_history`.
    static var historyFile: String? {
        guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return nil }
        return home + "/.transit_history"
    }

    /// False when the terminal could not be read (libedit would not open).
    private static func readTerminal(_ session: Session, _ console: Console) -> Bool {
        let editor: LineEditor
        do {
            editor = try LineEditor(historyFile: historyFile) { [unowned session] word, before in
                session.completions(of: word, after: before)
            }
        } catch {
            console.error(error.description)
            return false
        }
        var entry: [String] = []                     // the lines of one input, for the history
        while !session.isFinished {
            let line: String
            switch editor.read(prompt: session.isContinuing ? ">> " : "> ") {
            case .line(let text):
                // the same bound as piped input: the chunk is copied into Lua, inside the limit
                let room = session.lineRoom                  // 0: no bound (no memory limit)
                guard room == 0 || text.utf8.count <= room else {
                    session.refuseLine("of \(text.utf8.count) bytes", endsInput: false)
                    entry = []
                    continue
                }
                line = text
            case .interrupted:                       // Ctrl-C at the prompt: a fresh line
                console.write("\n")
                session.cancelInput()
                entry = []
                continue
            case .end where session.isContinuing:    // Ctrl-D at ">>": lua.c reports the chunk
                console.write("\n")
                session.finishInput()                    // ("'end' expected near <eof>"), then a fresh prompt
                entry = []
                continue
            case .end:                               // Ctrl-D
                console.write("\n")
                return true
            }
            entry.append(line)
            session.feed(line)
            if !session.isContinuing {
                editor.remember(entry.joined(separator: "\n"))
                entry = []
            }
        }
        return true
    }
}
