import Synchronization

/// The source files runs read, for `--watch` (docs/cli.md, "Watching"): every file that
/// went through ``ScriptRuntime/readSource(_:)`` — scripts, specs, helpers, modules
/// `require` found, the REPL's `.load` — in any runtime of this process. Recording is off
/// until a host asks for it, so ordinary runs pay one lock per file read and keep nothing.
///
/// Process-wide rather than per runtime: a render or a spec file makes its own stages and
/// runtimes deep inside other modules, and the watcher wants the union of them all.
extension ScriptRuntime {
    /// nil: not recording.
    private static let filesRead = Mutex<Set<String>?>(nil)

    /// Starts (or restarts, forgetting what was kept) recording the files read.
    public static func recordFilesRead() {
        filesRead.withLock { $0 = [] }
    }

    /// The paths read since recording started or since the last call, as they were given
    /// (relative paths are relative to the current folder); recording goes on.
    public static func takeFilesRead() -> Set<String> {
        filesRead.withLock { set in
            defer { if set != nil { set = [] } }
            return set ?? []
        }
    }

    /// The paths read so far, recording left as it is: a check before a write (`--out`), which
    /// must not take them from a `--watch` loop's list.
    public static func filesReadSoFar() -> Set<String> {
        filesRead.withLock { $0 ?? [] }
    }

    /// Public for hosts that read a file's compiled form instead (TransitSpec's luassert cache).
    public static func noteRead(_ path: String) {
        filesRead.withLock { _ = $0?.insert(path) }
    }
}
