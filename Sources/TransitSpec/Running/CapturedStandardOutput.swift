import Synchronization
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// An `--unsafe` worker's standard output, taken back as the spec's output. There `io.write`,
/// `io.stdout:write` and the processes a spec starts (`os.execute("echo …")`) write to C's
/// stdout, which was the worker's own pipe to the run, read and dropped: a spec's debugging
/// output was shown under no `--jobs`, where busted prints it as it comes. Now file descriptor 1
/// is a pipe the worker reads (the run keeps a read end too, for what the spec's processes write
/// after the worker ended: ``WorkerPool``) and C's stdout is line-buffered, as on a terminal, so whole
/// lines arrive in the order they were written; they are read back before each line `print`
/// sends and when each entry into the spec ends, and become that entry's lines, as a sandboxed
/// spec's `io.write` does — a line left open is a line of the entry that wrote it.
///
/// A thread empties the pipe as it fills (a spec writing more than a pipe holds would wait for
/// ever on a reader that runs only between its lines) and keeps the last ``limit`` bytes (up
/// to twice that between trims): a result keeps the last 64 KiB of its lines, and a spec
/// writing without bound costs the worker a megabyte or two, not the machine's memory. Every read is made holding the lock, so the bytes stay
/// in the order they came; the thread reads a chunk at a time and gives way to a take waiting,
/// and a take reads what the pipe held when it began, not until it is empty — a process the
/// spec left writing may never let it be.
public final class CapturedStandardOutput: @unchecked Sendable {
    /// The worker's, once installed (one per process: it is file descriptor 1).
    nonisolated(unsafe) public private(set) static var current: CapturedStandardOutput?

    /// The most bytes held between two takes; older ones are dropped, from a line's start.
    static let limit = 1 << 20

    private let readEnd: Int32
    private var lock = pthread_mutex_t()
    /// Whether a take waits for `lock`: the thread, taking it back at once after each chunk,
    /// would keep it waiting while the pipe is never empty. Signalled on `turn` when done.
    private let takeWaits = Atomic<Bool>(false)
    private var turn = pthread_cond_t()
    /// Read and not yet taken.
    private var held: [UInt8] = []
    /// Whether `held` lost its oldest bytes (it starts inside a line).
    private var cut = false
    /// The whole lines `held` lost, for the count a result gives of what it did not keep.
    private var droppedLines = 0
    /// The bytes `held` lost of the line it starts inside, after the last newline it lost:
    /// the line's mark counts them (`… (N earlier bytes of this line not kept)`).
    private var cutBytes = 0
    /// The bytes after the last newline taken so far, and how many before them were let go
    /// (the main thread's alone).
    private var open: [UInt8] = []
    private var openLost = 0
    /// The worker's spec file's environment, whose lines the pipe's bytes are (``unsaid()``).
    weak var environment: SpecEnvironment?

    private init(readEnd: Int32) {
        self.readEnd = readEnd
        pthread_mutex_init(&lock, nil)
        pthread_cond_init(&turn, nil)
    }

    /// Makes file descriptor 1 the pipe's writing end and starts the thread that empties it.
    /// False, leaving standard output as it was, when it cannot. In a worker the run started
    /// with ``WorkerProgress/capture`` (moved to `given`), fd 1 is that pipe already: the run
    /// reads it after the worker ended (``WorkerPool``).
    public static func install(given readEnd: Int32 = -1) -> Bool {
        var fds: [Int32] = [-1, -1]
        var given = stat()
        if readEnd >= 0 && fstat(readEnd, &given) == 0 && given.st_mode & S_IFMT == S_IFIFO {
            fds = [readEnd, -1]
        } else {
            guard pipe(&fds) == 0 else { return false }
        }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        // the thread first: with fd 1 the pipe and no reader, a spec would wait on a full pipe
        let captured = CapturedStandardOutput(readEnd: fds[0])
        let context = Unmanaged.passRetained(captured)   // the thread's own reference
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            let captured = Unmanaged<CapturedStandardOutput>.fromOpaque(context!).takeRetainedValue()
            captured.emptyPipe()
            return nil
        }, context.toOpaque())
        guard started == 0 else {
            context.release()
            close(fds[0])
            if fds[1] >= 0 { close(fds[1]) }
            return false
        }
        pthread_detach(thread)
        if fds[1] >= 0 {
            guard fflush(stdout) == 0, dup2(fds[1], 1) == 1 else {
                close(fds[1])                          // the thread sees no writer left and ends
                return false
            }
            close(fds[1])
        }
        setvbuf(stdout, nil, _IOLBF, Int(BUFSIZ))
        current = captured
        return true
    }

    /// The thread: waits for bytes and reads them, until the pipe has no writer left.
    private func emptyPipe() {
        var wait = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        while true {
            wait.revents = 0
            guard poll(&wait, 1, -1) >= 0 || errno == EINTR else { return }
            pthread_mutex_lock(&lock)
            while takeWaits.load(ordering: .acquiring) { pthread_cond_wait(&turn, &lock) }
            let ended = readAvailable(atMost: Self.chunk)
            pthread_mutex_unlock(&lock)
            if ended { return }
        }
    }

    static let chunk = 65_536

    /// Reads what the pipe holds into `held` (the lock held), `most` bytes at most, a chunk
    /// more; true once no writer is left. `held` may grow to twice ``limit`` before its oldest
    /// bytes go (``trim()``): dropping them at every chunk moved the whole megabyte for each
    /// 64 KiB read while a writer never stopped (under AddressSanitizer, ten prints past 60 s).
    private func readAvailable(atMost most: Int) -> Bool {
        var total = 0
        while total < most {
            let n = chunkBuffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if n > 0 {
                total += n
                held += chunkBuffer[0..<n]
                if held.count > 2 * Self.limit { trim() }
                continue
            }
            if n < 0 && errno == EINTR { continue }
            return n == 0
        }
        return false
    }

    /// The bytes one read takes (the lock held).
    private var chunkBuffer = [UInt8](repeating: 0, count: chunk)

    /// Drops `held`'s oldest bytes past the last ``limit``, counting the lines they ended and
    /// the bytes of the line they cut (the lock held).
    private func trim() {
        guard held.count > Self.limit else { return }
        let dropped = held.count - Self.limit
        let (lines, afterLast) = held.withUnsafeBytes { raw in
            var count = 0, at = raw.baseAddress!
            let end = at + dropped
            while let found = memchr(at, Int32(UInt8(ascii: "\n")), end - at) {
                count += 1
                at = UnsafeRawPointer(found) + 1
            }
            return (count, end - at)
        }
        droppedLines += lines
        cutBytes = lines > 0 ? afterLast : cutBytes + afterLast
        held.removeFirst(dropped)
        cut = true
    }

    /// Hands `line` each whole line written since the last call; then the line `print` sends,
    /// after the line left open (busted's `io.write("open"); print("-p")` is one line,
    /// `open-p`, as a sandboxed spec's); or, when an entry ends, the line left open.
    /// The lines let go are counted as `env`'s (``SpecEnvironment/drop(lines:)``), and so are
    /// the bytes let go of a line that lost its start.
    func take(into env: SpecEnvironment, entryEnds: Bool = false, printing printed: String? = nil) {
        let line = env.keep(_:lostBytes:)
        fflush(stdout)                      // a spec may have set `io.stdout:setvbuf("full")`
        takeWaits.store(true, ordering: .releasing)
        pthread_mutex_lock(&lock)
        takeWaits.store(false, ordering: .releasing)
        // what the pipe held now, all the spec wrote before (a pipe holds less than the limit)
        _ = readAvailable(atMost: Self.limit)
        trim()
        var bytes = held[...]
        let lostStart = cut
        let dropped = droppedLines, lost = cutBytes
        held = []
        cut = false
        droppedLines = 0
        cutBytes = 0
        pthread_cond_signal(&turn)
        pthread_mutex_unlock(&lock)
        if lostStart {
            // the line the kept bytes start inside lost its start: the open line, when no
            // newline was dropped (its bytes taken before are let go too, the middle being
            // gone), else the line after the last newline dropped. Its end is kept, its mark
            // counting every byte before (a result keeps it only as a last line: a megabyte
            // follows its start here, more than a result keeps)
            openLost = dropped > 0 ? lost : openLost + open.count + lost
            open = []
        }
        if dropped > 0 { env.drop(lines: dropped) }
        while let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            open += bytes[..<end]
            line(String(decoding: open, as: UTF8.self), openLost)
            open.removeAll(keepingCapacity: true)
            openLost = 0
            bytes = bytes[(end + 1)...]
        }
        open += bytes
        if open.count > Self.limit {
            openLost += open.count - Self.limit
            open.removeFirst(open.count - Self.limit)
        }
        if let printed {
            line(open.isEmpty ? printed : String(decoding: open, as: UTF8.self) + printed, openLost)
            open.removeAll()
            openLost = 0
        } else if entryEnds && !open.isEmpty {
            line(String(decoding: open, as: UTF8.self), openLost)
            open.removeAll()
            openLost = 0
        }
    }

    /// What the spec printed that no result carried yet — the file's lines outside any test
    /// since the last result, the running test's while its own code runs (its result carries
    /// them once it ended: an `after_each` exiting showed them twice), then what C's buffer and
    /// the pipe still hold, a line left open included — kept as a result's output is
    /// (bounded). For a worker that a spec's `os.exit` ends inside the spec: it runs no Lua,
    /// and takes the lock only as a take does (the thread holds it for a chunk's read at most).
    public func unsaid() -> [String] {
        guard let env = environment else { return [] }
        take(into: env, entryEnds: true)
        let test = env.context.flatMap { $0.ownCodeRuns ? $0 : nil }
        let testLines = test?.output ?? []
        return FileRunner.keptOutput(env.outside + testLines, dropped: env.outsideDropped + (test?.outputDropped ?? 0),
                                     lastLineLost: testLines.isEmpty ? env.outsideLastLineLost : test!.outputLastLineLost)
    }
}
