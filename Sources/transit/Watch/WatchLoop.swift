#if canImport(Glibc)
import Glibc
#endif
import TransitLua

/// `--watch` on `run`, `test` and `render`: run, wait for a change to a file the run read,
/// say which, run again — Jest's watch mode, for Transit's commands (docs/cli.md, "Watching").
///
/// Ctrl-C ends the loop with status 130, as a shell reports a command ended by SIGINT, at any
/// moment: while waiting, the handler wakes the wait through a pipe and the command returns
/// normally (output flushed); during a run, the handler ends the process at once
/// (`_exit(130)`), as the default action would have, without the shell's "killed by signal".
enum WatchLoop {
    static let option = Option("watch", help: "After the run, wait for a change to a file it read (the script, "
                               + "its modules, the specs, the config) and run again; Ctrl-C ends (status 130).")

    /// The status of a watch that Ctrl-C ended.
    static let interruptedStatus: Int32 = 130

    /// What one run did: its status, and every file it read (ScriptRuntime records them).
    struct Outcome {
        var status: Int32
        var files: Set<String>
    }

    /// Runs `run` (nil the first time, then the changed files, as given) until Ctrl-C.
    static func loop(extraFiles: @escaping () -> [String] = { [] }, _ run: ([String]?) -> Outcome) -> Int32 {
        let interrupt = installInterrupt()
        var outcome = run(nil)
        while true {
            fflush(nil)
            let watched = outcome.files.union(extraFiles())
            let watcher = FileWatcher(watched)
            guard !watcher.isEmpty else {
                CLI.error("--watch: the run read no file to watch")
                return outcome.status
            }
            let count = watched.count == 1 ? "1 file" : "\(watched.count) files"
            guard let changed = watcher.wait(interrupt: interrupt, ready: {
                CLI.standardError("transit: watching \(count) (Ctrl-C to stop)")
                waiting = 1
            }) else { return interruptedStatus }
            waiting = 0
            let names = changed.map { ScriptRuntime.displayName($0) }
            CLI.out("— change in \(names.joined(separator: ", ")), running again —\n")
            outcome = run(changed)
        }
    }

    /// 1 while the loop waits (the handler then writes to the pipe instead of exiting).
    nonisolated(unsafe) private static var waiting: sig_atomic_t = 0
    nonisolated(unsafe) private static var pipeWrite: Int32 = -1

    /// A SIGINT handler and the pipe it writes to; returns the pipe's reading end.
    private static func installInterrupt() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        pipeWrite = ends[1]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            if WatchLoop.waiting == 0 { _exit(WatchLoop.interruptedStatus) }
            var byte: UInt8 = 1
            _ = write(WatchLoop.pipeWrite, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_RESTART)
        sigaction(SIGINT, &action, nil)
        // a parent may have started us with SIGINT blocked (the mask is inherited): unblock it
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupt, nil)
        return ends[0]
    }
}
