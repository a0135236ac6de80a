import Lua
import TransitCore
import TransitLua

/// A REPL session: a stage to evaluate in, what was typed (the log time travel replays),
/// the watched expressions, and a chunk still being typed over several lines.
///
/// It reads one line at a time (`feed`) from any source — a line editor, a pipe, a test —
/// and writes everything to its console. Nothing a user types ends it but `.exit`: errors,
/// runaway chunks and bad commands are reported and the session goes on.
public final class Session {
    let options: ScriptRuntime.Options
    let console: Console
    /// Whether SIGINT stops the running chunk with "interrupted!" (a terminal's Ctrl-C; piped,
    /// while a chunk runs: `REPL.run` lets it end the process while a line is read).
    let catchesInterrupts: Bool
    /// Whether the terminal echoed the Ctrl-C that stopped a chunk (`^C`, no newline): the
    /// report begins on a line of its own. Piped, nothing was echoed.
    public var interruptsAreEchoed = true
    var replStage: ReplStage
    var log = SessionLog()
    /// After going back: the time the log's end reached (its later steps are still in the
    /// log, replayed by going forward). Nil while the session stands at the log's end.
    var endTick: Int64?
    var watches: [String] = []
    /// What the console showed, by instant: a rebuild shows only the rest.
    var shown = ShownLedger()
    /// Warnings heard since the running step began (``beginStep()``), and where the step went
    /// in the log once recorded: ``endStep()`` gives them to it, for `.spec` to expect.
    var heard: [String] = []
    var recordedStep: Int?
    /// The chunk still incomplete.
    var pending = PendingChunk()
    /// The binding's surface names (`Rect.minX`, `clock.now` …) for completion, from a fresh
    /// stage so that nothing the session defined is among them.
    lazy var surface: String = {
        (try? Stage(options: options).surfaceNames().joined(separator: " ")) ?? ""
    }()

    /// Inputs that ended in an error: a piped session exits with status 1 if any did.
    public internal(set) var failures = 0
    /// Set by `.exit`.
    public internal(set) var isFinished = false
    /// Whether a refused chunk ends the input (piped input: what follows it cannot be read
    /// as what it is) rather than letting the session go on (a terminal: the person typing
    /// sees it). Set by `REPL.run`.
    public var refusalEndsInput = false
    /// Set when a refusal ended the input (``refusalEndsInput``): nothing more is read.
    public internal(set) var inputEnded = false

    public init(options: ScriptRuntime.Options = ScriptRuntime.Options(), console: Console,
                catchesInterrupts: Bool = false) throws {
        self.options = options
        self.console = console
        self.catchesInterrupts = catchesInterrupts
        replStage = try ReplStage(options: options)
        connect(replStage)
    }

    /// Whether the next line continues a chunk (the editor shows `>>` rather than `>`).
    public var isContinuing: Bool { !pending.isEmpty }

    /// Handles one line of input: a dot-command, or Lua.
    public func feed(_ line: String) { feed(bytes: Array(line.utf8)) }

    /// A line as read: Lua source is bytes, so a byte that is not UTF-8 reaches Lua as it
    /// came (a dot-command is words, read as text: one whose argument is not UTF-8 is refused).
    public func feed(bytes line: [UInt8]) {
        // A Ctrl-C that came after the line editor returned the line (the editor clears the
        // flag as it starts reading and takes one pressed while typing): the line does not
        // run. Run, a chunk's entry would reset its state's stop and the key would be lost.
        if catchesInterrupts && LuaState.takeInterrupt() {
            pending = PendingChunk()
            return fail(LuaError(kind: .interrupted, message: "interrupted!"))
        }
        if pending.isEmpty, line.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "."),
           let (name, argument) = Commands.parse(String(decoding: line, as: UTF8.self)) {
            if String(validating: line, as: UTF8.self) == nil || line.contains(0), Commands.all.contains(where: { $0.name == name }) {
                return refuseUndecodable(command: name, line: line)
            }
            run(command: name, argument: argument)
        } else {
            feedLua(line)
        }
    }

    /// The most bytes a line of input may have (0: any): what the memory limit leaves room
    /// for, less the lines of the chunk it would continue (they are compiled together).
    public var lineRoom: Int {
        let room = replStage.lua.hostPushRoom
        guard room > 0 else { return 0 }
        return max(1, room - pending.continuedBytes)
    }

    /// A line past `lineRoom`, dropped as it was read: reported once, with the chunk it would
    /// have continued. What follows it cannot be read safely — the line may have opened a long
    /// string or comment (`x = [[…`) whose next lines are text, not code — so piped input ends
    /// there (`endsInput`); at a terminal the person typing sees the refusal and goes on.
    public func refuseLine(_ size: String, endsInput: Bool) {
        pending = PendingChunk()
        let rest = endsInput ? "the input is not read further" : "not run"
        fail(LuaError(kind: .file, message: "stdin: a line \(size), more than the memory limit allows: \(rest)"))
    }

    /// A dot-command's argument that is not UTF-8, read as text, would name another file
    /// (`.save o\xff.lua` wrote `o\u{FFFD}.lua`) or hand Lua other bytes (`.watch #"\xff"`
    /// gave 3): refused, as `transit`'s options refuse such a path, with the bytes shown as
    /// Lua escapes. So is one holding a NUL byte, where the system's calls end a text
    /// (`.save a\0b` wrote `a` and said it wrote `a\0b`; `.advance 0.5\0x` moved 0.5 s). Typed
    /// as Lua, the bytes reach Lua as they are.
    private func refuseUndecodable(command name: String, line: [UInt8]) {
        let blank = { (b: UInt8) in b == 0x20 || b == 0x09 }
        var i = line.firstIndex(of: UInt8(ascii: "."))! + 1 + name.utf8.count
        while i < line.count, blank(line[i]) { i += 1 }
        let end = (line.lastIndex { !blank($0) } ?? i) + 1
        var shown = ""
        while i < end {
            // a NUL as Lua escapes it, else the longest UTF-8 text starting here, else the byte escaped
            if line[i] == 0 {
                shown += "\\0"
                i += 1
            } else if let n = (1...4).reversed().first(where: { i + $0 <= end && !line[i..<i + $0].contains(0)
                                                         && String(validating: line[i..<i + $0], as: UTF8.self) != nil }) {
                shown += String(decoding: line[i..<i + n], as: UTF8.self)
                i += n
            } else {
                shown += "\\x" + String(line[i], radix: 16)
                i += 1
            }
        }
        let problem = line.contains(0) ? "holds a NUL byte" : "is not UTF-8"
        fail(CommandError(".\(name): its argument \(problem) (\(shown)): nothing done "
                          + "(a dot-command reads its argument as text; Lua typed as an input gets its bytes as they are)"))
    }

    /// Ctrl-C at the prompt: forgets the chunk being typed.
    public func cancelInput() { pending = PendingChunk() }

    /// The end of the input: a chunk left incomplete is reported as `lua` reports it.
    public func finishInput() {
        guard !pending.isEmpty else { return }
        let source = pending.take()
        if let error = replStage.syntaxError(in: source, chunkName: "=stdin") { fail(error) }
    }

    /// The session is over: the script's state closes and its finalizers run, printing to the
    /// console as a stock `lua -i` does at exit.
    public func end() { replStage.stage.close() }

    /// SIGINT stops the session's running chunk from now on (``catchesInterrupts``); a new
    /// stage takes it over as it replaces this one. `LuaState.releaseInterrupts()` lets it go.
    public func catchInterrupts() { replStage.lua.catchInterrupts() }

    /// Runs a file as `.load` does (the files named on the command line).
    public func load(_ file: String) {
        do { try loadFile(file) } catch { fail(error) }
    }

    // MARK: Wiring a stage

    /// Sends a stage's prints, warnings and timeline events to the console.
    func connect(_ replStage: ReplStage) {
        wire(replStage, replaying: false)
        if catchesInterrupts { replStage.lua.catchInterrupts() }
    }

    /// Prints, warnings and timeline events go to the console when news (``ShownLedger``):
    /// all of them on a stage run forward; on a stage being rebuilt (`replaying`) and the
    /// chunks it left suspended, only what the console has not shown at that instant.
    private func wire(_ replStage: ReplStage, replaying: Bool) {
        let console = self.console
        let stage = replStage.stage
        stage.runtime.printed = { [unowned self, unowned stage] in
            if self.shown.isNews(String(decoding: $0, as: UTF8.self), at: stage.engine.clock.now, replaying: replaying) {
                console.printed($0)
            }
        }
        stage.runtime.warnings = { [unowned self, unowned stage] in
            if !replaying { self.heard.append($0) }
            if self.shown.isNews("warning: \($0)", at: stage.engine.clock.now, replaying: replaying) {
                console.line("warning: \($0)")
            }
        }
        // (the stage's transition audit sees the events whatever the observer: TransitionAudit)
        // (an event carries its instant: an engine a script keeps past a reset needs no stage)
        replStage.engine.observer = { [unowned self] in
            if self.shown.isNews($0.description, at: $0.tick, replaying: replaying) {
                console.line($0.description)
            }
        }
    }

    /// A step begins (a chunk, a file, a time command): what it warns is its own.
    func beginStep() {
        heard = []
        recordedStep = nil
    }

    /// The step ended: what it warned goes with it in the log (a step that failed was not
    /// recorded, and takes nothing).
    func endStep() {
        if let index = recordedStep, !heard.isEmpty { log.warned(heard, at: index) }
        beginStep()
    }

    /// Silences a stage being rebuilt from changed files (`.reload`).
    func mute(_ replStage: ReplStage) {
        shown.beginReplay()
        replStage.stage.runtime.output = { _ in }
        replStage.stage.runtime.warnings = { _ in }
        replStage.engine.observer = nil
    }

    /// Wires a stage being rebuilt: what it prints, warns or records was mostly seen the
    /// first time, and only what the console has not shown at that instant is shown — what an
    /// input typed in the past causes later (``ShownLedger``).
    func connectReplaying(_ replStage: ReplStage) {
        shown.beginReplay()
        wire(replStage, replaying: true)
    }

    /// An error a replayed step raised: news if the console has not shown it at that instant,
    /// then reported as a failure (a piped session exits with status 1).
    func replayed(_ error: any Error, in replStage: ReplStage) {
        guard shown.isNews(Self.seen(error), at: replStage.clock.now, replaying: true) else { return }
        failures += 1
        report(error)
    }

    // MARK: Reporting

    /// Reports an error: a script error with its traceback (a syntax error has none), any
    /// other with its message; shown at `tick` (the session's time unless given), for the
    /// replays to come (``ShownLedger``).
    func fail(_ error: any Error, at tick: Int64? = nil) {
        failures += 1
        if catchesInterrupts, (error as? LuaError)?.kind == .interrupted {
            if interruptsAreEchoed { console.write("\n") }          // past the terminal's "^C"
            // this Ctrl-C is acted on: a replay later in the same line (a watch's undo) is
            // not stopped by it too (``rebuild(_:upTo:reportingErrors:)`` keeps the flag)
            _ = LuaState.takeInterrupt()
        }
        shown.shownAnyway(Self.seen(error), at: tick ?? replStage.clock.now)
        report(error)
    }

    /// A Lua error's message as the script raised it, bytes that are not UTF-8 and all, as
    /// lua.c's `l_message` writes it; any other error as it describes itself.
    private func report(_ error: any Error) {
        guard let lua = error as? LuaError, let message = lua.messageBytes else { console.error(Self.text(of: error)); return }
        console.error(bytes: lua.kind == .syntax || lua.kind == .file ? message : lua.descriptionBytes)
    }

    /// What makes an error the same one again: its message, not its traceback (a replay runs
    /// a loaded file inside a coroutine, so its frames read differently).
    private static func seen(_ error: any Error) -> String {
        (error as? LuaError)?.message ?? text(of: error)
    }

    private static func text(of error: any Error) -> String {
        switch error {
        case let e as LuaError: return e.kind == .syntax || e.kind == .file ? e.message : e.description
        default: return String(describing: error)
        }
    }

    /// "0.350000 s (frame 21)".
    func showTime() {
        console.line("\(formatTicks(replStage.clock.now)) s (frame \(replStage.clock.frame))")
    }
}
