#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransitRender

/// Runs child processes, at most `width` at a time, handing on what each one writes to its file
/// descriptor 3 (``WorkerProgress/channel``) and collecting its standard error: `transit test --jobs N` runs each
/// spec file in a worker process (the same `transit` binary), so files are isolated — a crash or a
/// runaway C call ends one worker, not the run. One thread: `poll` over every worker's pipes. What
/// a worker writes on fd 3 is handed on as it arrives, not kept: its results are read once, as they
/// come, and held once (the whole output kept for the end held each result's bytes beside its
/// decoded form).
///
/// The protocol has its own pipe, not the worker's standard output: under `--unsafe` that is also
/// where a spec's `io.write` and the processes it starts write, and a copy of a result line there
/// was read as a result, and a background process writing there after the report made the file an
/// error. A command is done when fd 3 is closed and it has exited: its standard output (read and
/// dropped) and standard error are then read for what is already there, not until every process
/// that inherited them is gone.
///
/// With `lateOutput` (`--unsafe`), a worker's standard output is a pipe whose read end it gets
/// too (``WorkerProgress/capture``) and reads back itself while it runs; the pool keeps its own
/// copy, unread until the worker has ended, and then hands on, in whole lines, what the
/// processes its spec left running write there — until they close it or the run ends, when what
/// is there is read once and the pipe closed (the run does not wait for them). busted, one
/// process, prints such a line whenever it comes; when the worker's was the only read end, the
/// line was lost (the writer met a closed pipe).
final class WorkerPool {
    struct Finished {
        let index: Int
        /// The exit status, or nil when a signal ended the process.
        let status: Int32?
        let signal: Int32?
        let errors: [UInt8]
        /// Set when the pool stopped the worker for saying nothing too long.
        var silent: Silence? = nil
    }

    /// How long a worker the pool stopped had said nothing.
    enum Silence: Equatable {
        /// `silence` seconds of its CPU time: it spun past its own limits.
        case spent(Double)
        /// ``lastResort`` times `silence` of the wall clock, its waits for a CPU not counted: it
        /// was blocked (a read of a pipe no one writes) past its own watchdog's last resort.
        case blocked(Double)
    }

    /// The wall clock's last resort, in `silence`s: past the worker's own watchdog (ten times
    /// `--time`, where `silence` is twice it and 5 s).
    static let lastResort = 10.0

    private struct Running {
        let index: Int
        var fds: [Int32]                    // fd 3, stderr, stdout (-1 once closed)
        /// The read end of its standard output kept for after it ends (with `lateOutput`).
        var capture: Int32 = -1
        var errors: [UInt8] = []
        /// When it last wrote anything (a worker writes a line at each entry into Lua and after
        /// each test), on the wall clock and on its CPU clock.
        var heard = FileSystem.wallSeconds()
        var heardSpent: Double? = 0                // a new process has spent none
        /// When the last resort's count started — once it had been silent for `silence` of the
        /// wall clock, not at every line — and its main thread's run-queue wait then.
        var counted: (from: Double, waited: Double?)?
        var killed: Silence?
    }

    private var running: [pid_t: Running] = [:]
    /// A worker silent for this long (seconds of its CPU time; ``lastResort`` times it of the
    /// wall clock, waits for a CPU not counted) is killed and reported: its own limits and
    /// watchdog should have ended any entry long before. nil: wait for ever.
    let silence: Double?
    /// Where what a worker's spec's processes write after it ended goes, line by line.
    let lateOutput: ((ArraySlice<UInt8>) -> Void)?
    /// The run's read ends of the standard output of workers that ended, with the bytes after
    /// the last newline read from each.
    private var ended: [(fd: Int32, open: [UInt8])] = []

    init(silence: Double? = nil, lateOutput: ((ArraySlice<UInt8>) -> Void)? = nil) {
        self.silence = silence
        self.lateOutput = lateOutput
    }

    /// Runs `commands` (argv each), calling `output` with what a command writes to
    /// ``WorkerProgress/channel`` as it is read (the command's index, the bytes), and `finished` as each ends (in
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
            for (pid, worker) in running where worker.fds[0] < 0 {
                var status: Int32 = 127 << 8                 // a command that could not start
                if pid > 0 {
                    // fd 3 closed by a worker still running (an --unsafe spec may close it): wait,
                    // not blocked, so the silence watchdog still sees it
                    var got: pid_t
                    repeat { got = waitpid(pid, &status, WNOHANG) } while got < 0 && errno == EINTR
                    guard got != 0 else { continue }
                }
                drainAndClose(pid)
                running[pid] = nil
                let exited = status & 0x7f == 0
                let result = Finished(index: worker.index, status: exited ? (status >> 8) & 0xff : nil,
                                      signal: exited ? nil : status & 0x7f, errors: worker.errors,
                                      silent: worker.killed)
                if !finished(result) && !stopping {
                    stopping = true
                    for other in running.keys where other > 0 { kill(other, SIGTERM) }
                }
            }
        }
        for i in ended.indices { letGo(i) }
        ended = []
    }

    private func spawn(_ argv: [String], index: Int) {
        var talk: [Int32] = [-1, -1], out: [Int32] = [-1, -1], err: [Int32] = [-1, -1]
        let captures = lateOutput != nil
        guard makePipes(&talk, &out, &err) else {
            running[-1 - pid_t(index)] = Running(index: index, fds: [-1, -1, -1], errors: Array("cannot create a pipe".utf8))
            return
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        posix_spawn_file_actions_adddup2(&actions, talk[1], WorkerProgress.channel)
        if captures { posix_spawn_file_actions_adddup2(&actions, out[0], WorkerProgress.capture) }
        // nothing else of this process's: a process a spec leaves running holds what the worker
        // had, and a descriptor of the run's own caller (a pipe it reads to its end) held it
        // waiting until that process ended
        #if canImport(Glibc)
        _ = spawnClosesFrom(&actions, (captures ? WorkerProgress.capture : WorkerProgress.channel) + 1)
        #endif
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArgs, environ)
        close(talk[1])
        close(out[1])
        close(err[1])
        guard spawned == 0 else {
            close(talk[0])
            close(out[0])
            close(err[0])
            // a pseudo-entry that finishes at once, reporting why
            running[-1 - pid_t(index)] = Running(index: index, fds: [-1, -1, -1],
                                                 errors: Array("cannot start \(argv[0]): \(String(cString: strerror(spawned)))".utf8))
            return
        }
        // not blocking: once the command has exited, its pipes are read for what is there
        for fd in [talk[0], out[0], err[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        // its standard output is the worker's own to read while it runs
        running[pid] = captures ? Running(index: index, fds: [talk[0], err[0], -1], capture: out[0])
                                : Running(index: index, fds: [talk[0], err[0], out[0]])
    }

    /// A worker's three pipes. When the run is out of descriptors, the oldest late-output pipe
    /// of an ended worker is let go (``letGo(_:)``) and they are tried again: each spec that left
    /// a process holding its standard output kept one, and past the limit (256 by default on
    /// macOS) every later file failed with "cannot create a pipe".
    private func makePipes(_ talk: inout [Int32], _ out: inout [Int32], _ err: inout [Int32]) -> Bool {
        while true {
            if Self.pipe(&talk), Self.pipe(&out), Self.pipe(&err) { return true }
            let full = errno == EMFILE || errno == ENFILE
            for fd in talk + out + err where fd >= 0 { close(fd) }
            talk = [-1, -1]; out = [-1, -1]; err = [-1, -1]
            guard full, let oldest = ended.firstIndex(where: { $0.fd >= 0 }) else { return false }
            letGo(oldest)
        }
    }

    /// Hands on what an ended worker's standard output holds now, its open line ended, and
    /// closes the run's read end: its writers meet a closed pipe from then on.
    private func letGo(_ i: Int) {
        readLate(i)
        if !ended[i].open.isEmpty { lateOutput?(ended[i].open[...] + [UInt8(ascii: "\n")]) }
        if ended[i].fd >= 0 { close(ended[i].fd) }
        ended[i] = (-1, [])
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
        for (i, late) in ended.enumerated() where late.fd >= 0 {
            polls.append(pollfd(fd: late.fd, events: Int16(POLLIN), revents: 0))
            owners.append((0, i))                                  // pid 0: an ended worker's
        }
        // ms: look at the silent ones, and often at one whose fd 3 closed before it exited
        let ending = running.values.contains { $0.fds[0] < 0 }
        let wait: Int32 = ending ? 10 : silence == nil ? -1 : 250
        guard !polls.isEmpty, poll(&polls, nfds_t(polls.count), wait) > 0 else { return }
        for (i, p) in polls.enumerated() where p.revents != 0 {
            let (pid, slot) = owners[i]
            if pid == 0 { readLate(slot) } else { readOnce(pid, slot: slot, output) }
        }
    }

    /// Reads once what an ended worker's standard output holds, handing on its whole lines:
    /// the run's own report writes whole lines between them. A piece of a line longer than a
    /// read goes on as a line of its own, as the line left open when the run ends does — the
    /// report's next line starts a line, as a worker ends the line an entry left open; and so
    /// does the line left open when the last writer closes the pipe (closed then).
    private func readLate(_ i: Int) {
        guard ended[i].fd >= 0 else { return }
        let n = read(ended[i].fd, &buffer, buffer.count)
        if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) {
            close(ended[i].fd)
            ended[i].fd = -1
            if !ended[i].open.isEmpty { lateOutput?(ended[i].open[...] + [UInt8(ascii: "\n")]) }
            ended[i].open = []
        }
        guard n > 0 else { return }
        ended[i].open += buffer[0..<n]
        if let last = ended[i].open.lastIndex(of: UInt8(ascii: "\n")) {
            lateOutput?(ended[i].open[...last])
            ended[i].open.removeFirst(last + 1)
        } else if ended[i].open.count >= buffer.count {
            lateOutput?(ended[i].open[...] + [UInt8(ascii: "\n")])
            ended[i].open.removeAll()
        }
    }

    private var buffer = [UInt8](repeating: 0, count: 65536)

    /// Reads what is there from one of a worker's pipes: fd 3's bytes to `output`, standard
    /// error's kept, standard output's dropped — an `--unsafe` worker reads what its spec writes
    /// there back itself, as the spec's output (``CapturedStandardOutput``), so nothing of the
    /// spec's comes here. Returns false at the end or when nothing is there.
    @discardableResult
    private func readOnce(_ pid: pid_t, slot: Int, _ output: (Int, ArraySlice<UInt8>) -> Void) -> Bool {
        let fd = running[pid]!.fds[slot]
        let n = read(fd, &buffer, buffer.count)
        if n > 0 {
            heard(pid)
            if slot == 0 { output(running[pid]!.index, buffer[0..<n]) } else if slot == 1 { passOn(errors: buffer[0..<n], of: pid) }
            return true
        }
        if n == 0 || (errno != EINTR && errno != EAGAIN) {
            close(fd)
            running[pid]!.fds[slot] = -1
        }
        return false
    }

    /// What a worker writes to standard error goes on to the run's as it comes — under
    /// `--unsafe`, a spec's `io.stderr:write` and its processes' errors, which busted shows as
    /// they come (they were kept for a worker that died, and shown by no other) — and its last
    /// ``errorsKept`` bytes are kept, for the message of a worker that dies: a spec writing
    /// without bound held the run's memory.
    private func passOn(errors bytes: ArraySlice<UInt8>, of pid: pid_t) {
        Self.writeAll(bytes, to: 2)
        running[pid]!.errors += bytes
        if running[pid]!.errors.count > Self.errorsKept { running[pid]!.errors.removeFirst(running[pid]!.errors.count - Self.errorsKept) }
    }

    static let errorsKept = 65_536

    /// Writes `bytes` to `fd` whole; when it is gone (a closed standard error) they are dropped.
    static func writeAll(_ bytes: ArraySlice<UInt8>, to fd: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                offset += n
            }
        }
    }

    /// Once a worker has exited: reads what its standard error and output already hold, and
    /// closes them — a process it started may hold them open long after (a background writer).
    private func drainAndClose(_ pid: pid_t) {
        for slot in 1..<running[pid]!.fds.count {
            while running[pid]!.fds[slot] >= 0 && readOnce(pid, slot: slot, { _, _ in }) {}
            if running[pid]!.fds[slot] >= 0 { close(running[pid]!.fds[slot]) }
        }
        if running[pid]!.capture >= 0 { ended.append((running[pid]!.capture, [])) }
    }

    private func heard(_ pid: pid_t) {
        running[pid]!.heard = FileSystem.wallSeconds()
        running[pid]!.counted = nil
        if silence != nil { running[pid]!.heardSpent = WorkerClock.cpuSeconds(pid) }
    }

    /// Kills (SIGKILL: it may be stuck where no signal handler runs) each worker silent for
    /// longer than `silence` of its CPU time, or blocked ``lastResort`` times that after the
    /// first `silence` of the wall clock; its pipes
    /// then close and it is collected as any other. Not the wall clock alone: on a loaded
    /// machine a healthy worker waits for a CPU (hunt107: a spec of 0.6 s of CPU took 30 s).
    private func killSilentWorkers() {
        guard let silence else { return }
        let now = FileSystem.wallSeconds()
        for (pid, worker) in running where pid > 0 && worker.killed == nil && now - worker.heard > silence {
            var stop: Silence?
            if let from = worker.heardSpent, let spent = WorkerClock.cpuSeconds(pid) {
                if spent - from > silence { stop = .spent(silence) }
            } else {
                stop = .spent(silence)                     // no CPU clock to read: the wall clock's
            }
            if stop == nil, let counted = worker.counted {
                // from the count's start: the wait before it cannot be told apart (the pool,
                // starved too, may look seconds late)
                var awake = now - counted.from
                if let from = counted.waited, let waited = SchedStat.runQueueWait(process: pid) { awake -= waited - from }
                if awake > Self.lastResort * silence { stop = .blocked(Self.lastResort * silence) }
            } else if stop == nil {
                running[pid]!.counted = (now, SchedStat.runQueueWait(process: pid))
            }
            guard let stop else { continue }
            kill(pid, SIGKILL)
            running[pid]!.killed = stop
        }
    }
}

#if canImport(Glibc)
/// glibc's (2.34) file action closing every descriptor from the one given, which its Swift
/// module does not show (it is declared under `__USE_MISC`).
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func spawnClosesFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ from: Int32) -> Int32
#endif
