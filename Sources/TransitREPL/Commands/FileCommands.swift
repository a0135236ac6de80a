#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransitLua

/// Files: scripts run into the session (and run again by `.reload`), and the session written
/// out as a script or a spec.
enum FileCommands {
    static let all: [Command] = [
        Command(name: "load", argument: "FILE", summary: "run a script file (a path, or a name on the script path)") { session, argument in
            guard !argument.isEmpty else { throw CommandError(".load expects a file (as in .load animate)") }
            try session.loadFile(argument)
        },
        Command(name: "reload", argument: "", summary: "run the loaded files again from the start, back to the current time") { session, argument in
            try Argument.none(argument, ".reload")
            try session.reload()
        },
        Command(name: "save", argument: "FILE", summary: "write the session's input as a script (for transit run)") { session, argument in
            try session.write(ScriptWriter.script(session.log), to: argument, ".save")
        },
        Command(name: "spec", argument: "FILE", summary: "write the session as a spec: its input, and each watched value where it stopped") { session, argument in
            let running = session.replStage.engine.runningAnimationCount > 0
            try session.write(ScriptWriter.spec(session.log, finishing: running), to: argument, ".spec")
        },
    ]
}

extension Session {
    /// Runs a file into the stage. It is recorded even when it fails, so that `.reload`
    /// runs it again once fixed.
    func loadFile(_ argument: String) throws {
        guard let path = options.searchPath.resolveScript(argument) else {
            // a folder is there: "cannot find" it sent the reader looking for a typo
            if FileText.isDirectory(argument) { throw CommandError("'\(argument)' is a folder, not a script") }
            if let problem = FileText.openProblem(argument) { throw CommandError("cannot open '\(argument)': \(problem)") }
            throw CommandError("cannot find '\(argument)' (neither a file nor a script name on the search path)")
        }
        let (bytes, problem) = read(path)
        guard let bytes else { throw CommandError("cannot open \(path): \(problem ?? "unreadable")") }
        // a session keeps each file as text, under --unsafe too, where the sandbox's words
        // ("--unsafe runs it") told a session already under it to use it
        let shown = ScriptRuntime.displayName(path)
        let refusal = options.sandboxed ? ScriptRuntime.binaryChunkRefusal(bytes, shown: shown)
            : ScriptRuntime.binaryChunkRefusal(bytes, shown: shown, why: "the REPL runs Lua source only, also under "
                + "--unsafe: it keeps each file's text, to replay it, reload it and write it out (transit run --unsafe runs it)")
        if let refusal { throw CommandError(refusal) }
        // recorded even when it fails (after it ran: a file that moved the clock drops the
        // steps the session went back past); its first line is prefixed to keep its locals
        let tick = replStage.clock.now
        beginStep()
        defer { endStep() }                              // declared first: runs after the record
        defer { record(.load(path: path, source: bytes), at: tick) }
        try replStage.travel.arm()
        defer { replStage.travel.disarm() }
        try replStage.stage.run(bytes: Travel.prefixed(bytes),
                                chunkName: replStage.stage.runtime.loadedChunk("@" + ScriptRuntime.displayName(path)))
    }

    /// A loaded file's bytes: a source file, or a character device (`/dev/null`) read to its
    /// end as `transit run` reads one, as `lua5.4 -i /dev/null` loads it; a FIFO stays "not a
    /// regular file" (its open would wait for a writer).
    private func read(_ path: String) -> (bytes: [UInt8]?, error: String?) {
        let runtime = replStage.stage.runtime
        return FileText.isCharacterDevice(path) ? runtime.readStream(path) : runtime.readSource(path)
    }

    /// Reads the loaded files again and replays the session with them to the current time;
    /// errors in the new text are reported.
    func reload() throws {
        let files = log.loadedFiles
        guard !files.isEmpty else { throw CommandError(".reload: no file was loaded (use .load FILE)") }
        let fresh = log.rereading { path in
            let (bytes, problem) = self.read(path)
            if bytes == nil { console.error("cannot open \(path): \(problem ?? "unreadable") (its old text is kept)") }
            return bytes
        }
        let now = self.replStage.clock.now
        let replStage = try endTick == nil ? rebuild(fresh, reportingErrors: true)
                                           : rebuild(fresh.cut(at: now), upTo: now, reportingErrors: true)
        log = fresh
        replace(with: replStage)
        console.line("reloaded " + files.map { ScriptRuntime.displayName($0) }.joined(separator: ", "))
        showTime()
        showWatches()
    }

    /// Writes the whole text (bytes: Lua source, ``ScriptWriter``) or says why not. The bytes
    /// are buffered: a full disk (or /dev/full) takes the open and the write and fails only
    /// when the buffer is flushed, at the close — whose status is checked too, else "wrote"
    /// would be said of nothing.
    func write(_ text: [UInt8], to path: String, _ command: String) throws {
        guard !path.isEmpty else { throw CommandError("\(command) expects a file name") }
        // the session's own scripts are the user's work, and `.reload` reads them again: as
        // `transit render --out` writes over no script it reads (rev13: `.spec` replaced one)
        if let target = FileIdentity(path), let loaded = log.loadedFiles.first(where: { FileIdentity($0) == target }) {
            throw CommandError("\(command): \(path) is the loaded file \(ScriptRuntime.displayName(loaded)): nothing written")
        }
        if let refusal = OutputFile.refusal(path) {     // a FIFO would wait for a reader, past --time
            throw CommandError("\(command): cannot write \(path): \(refusal)")
        }
        let failed = { (code: Int32) in CommandError("\(command): cannot write \(path): \(String(cString: strerror(code)))") }
        guard let file = fopen(path, "wb") else { throw failed(errno) }
        let written = text.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let writeError = errno                             // the close may set errno again
        let closed = fclose(file)
        guard written == text.count else { throw failed(writeError) }
        guard closed == 0 else { throw failed(errno) }
        console.line("wrote \(path)")
    }
}
