#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs child processes, at most `width` at a time, handing on each one's standard output and
/// collecting its standard error: `transit test --jobs N` runs each spec file in a worker process (the same
/// `transit` binary), so files are isolated — a crash or a runaway C call ends one worker,
/// not the run. One thread: `poll` over every worker's pipes. A worker's standard output is
/// handed on as it arrives, not kept: its results are read once, as they come, and held once
/// (the whole output kept for the end held each result's bytes beside its decoded form).
final class WorkerPool {
    struct Finished {
        let index: Int
        /// The exit status, or nil when a signal ended the process.
        let status: Int32?
        let signal: Int32?
        let errors: [UInt8]
        /// Set when the pool stopped the worker for saying nothing for `silence` seconds.
        var silent: Double? = nil
    }

    private struct Running {
        let index: Int
        var fds: [Int32]                    // stdout, stderr (-1 once closed)
        var errors: [UInt8] = []
        /// When it last wrote anything (a worker writes a line after each test).
        var heard = FileSystem.wallSeconds()
        var killed = false
    }

    private var running: [pid_t: Running] = [:]
    /// A worker silent this long (seconds) is killed and reported: its own limits and
    /// watchdog should have ended any test long before. nil: wait for ever.
    let silence: Double?

    init(silence: Double? = nil) { self.silence = silence }

    /// Runs `commands` (argv each), calling `output` with what a command writes to standard
    /// output as it is read (the command's index, the bytes), and `finished` as each ends (in
    /// completion order); when that returns false, no further command starts and the running
    /// ones are stopped.
    func run(_ commands: [[String]], width: Int, output: (_ index: Int, _ bytes: ArraySlice<UInt8>) -> Void,
             finished: (Finished) -> Bool) {
        var next = 0
        var stopping = false
        while (next < commands.count && !stopping) || !running.isEmpty {
            while !stopping, running.count < max(1, width), next < commands.count {
                spawn(commands[next], index: next)
                next += 1
            }
            pump(output)
            killSilentWorkers()
            for (pid, worker) in running where worker.fds.allSatisfy({ $0 < 0 }) {
                var status: Int32 = 127 << 8                 // a command that could not start
                if pid > 0 { while waitpid(pid, &status, 0) < 0 && errno == EINTR {} }
                running[pid] = nil
                let exited = status & 0x7f == 0
                let result = Finished(index: worker.index, status: exited ? (status >> 8) & 0xff : nil,
                                      signal: exited ? nil : status & 0x7f, errors: worker.errors,
                                      silent: worker.killed ? silence : nil)
                if !finished(result) && !stopping {
                    stopping = true
                    for other in running.keys where other > 0 { kill(other, SIGTERM) }
                }
            }
        }
    }

    private func spawn(_ argv: [String], index: Int) {
        var out: [Int32] = [0, 0], err: [Int32] = [0, 0]
        guard Self.pipe(&out), Self.pipe(&err) else {
            running[-1 - pid_t(index)] = Running(index: index, fds: [-1, -1], errors: Array("cannot create a pipe".utf8))
            return
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArgs, environ)
        close(out[1])
        close(err[1])
        guard spawned == 0 else {
            close(out[0])
            close(err[0])
            // a pseudo-entry that finishes at once, reporting why
            running[-1 - pid_t(index)] = Running(index: index, fds: [-1, -1],
                                                 errors: Array("cannot start \(argv[0]): \(String(cString: strerror(spawned)))".utf8))
            return
        }
        running[pid] = Running(index: index, fds: [out[0], err[0]])
    }

    /// A pipe whose ends other workers do not inherit (close-on-exec; `dup2` clears it on
    /// the child's copy).
    private static func pipe(_ fds: inout [Int32]) -> Bool {
        guard Glibc.pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Waits until some pipe has data or closed, and reads what is there.
    private func pump(_ output: (Int, ArraySlice<UInt8>) -> Void) {
        var polls: [pollfd] = []
        var owners: [(pid_t, Int)] = []
        for (pid, worker) in running {
            for (slot, fd) in worker.fds.enumerated() where fd >= 0 {
                polls.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
                owners.append((pid, slot))
            }
        }
        guard !polls.isEmpty else { return }
        let wait: Int32 = silence == nil ? -1 : 250            // ms: look at the silent ones
        guard poll(&polls, nfds_t(polls.count), wait) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        for (i, p) in polls.enumerated() where p.revents != 0 {
            let (pid, slot) = owners[i]
            let n = read(p.fd, &buffer, buffer.count)
            if n > 0 {
                running[pid]!.heard = FileSystem.wallSeconds()
                if slot == 0 { output(running[pid]!.index, buffer[0..<n]) } else { running[pid]!.errors += buffer[0..<n] }
            } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                close(p.fd)
                running[pid]!.fds[slot] = -1
            }
        }
    }

    /// Kills (SIGKILL: it may be stuck where no signal handler runs) each worker silent for
    /// longer than `silence`; its pipes then close and it is collected as any other.
    private func killSilentWorkers() {
        guard let silence else { return }
        let now = FileSystem.wallSeconds()
        for (pid, worker) in running where pid > 0 && !worker.killed && now - worker.heard > silence {
            kill(pid, SIGKILL)
            running[pid]!.killed = true
        }
    }
}
