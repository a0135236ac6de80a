#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a render's `--time` is counted from. It counts CPU time, as every `--time` does
/// (docs/sandbox.md): the render's thread's — the script's runs, the recording, the writing —
/// and the tools' it runs and waits for (rsvg-convert, ffmpeg), so that the machine's load
/// does not decide it; and, as the last resort for a tool blocked off the CPU, ten times the
/// limit of the wall clock less the waits for a CPU, as the watchdog's (watchdog.c): counted
/// in, they ended a render beside four spinning processes under `nice -n 19` after 0.10 s of
/// the CPU of `--time 0.8` ("while writing the JSON", 21 s of the wall clock; hostile111).
struct RenderClock {
    /// What the clock reads: the system's clocks, or a test's numbers.
    struct Readings {
        /// CPU seconds of this thread and of the processes it waited for.
        var cpu: () -> Double
        var wall: () -> Double
        /// Seconds this thread waited on a run queue; nil where that cannot be read.
        var waited: () -> Double?
        /// A running process's CPU seconds and its main thread's run-queue wait.
        var tool: (pid_t) -> (cpu: Double, waited: Double?)
    }

    private let readings: Readings
    private let cpu: Double
    private let wall: Double
    private let waits: Waits

    /// Now, on the calling thread (the one the render runs on).
    init(_ readings: Readings = .system()) {
        self.readings = readings
        cpu = readings.cpu()
        wall = readings.wall()
        waits = Waits(thread: readings.waited())
    }

    /// CPU seconds spent since: this thread's, the processes it waited for, and `running`'s
    /// (a tool not waited for yet) so far.
    func spent(running pid: pid_t? = nil) -> Double {
        readings.cpu() - cpu + (pid.map { readings.tool($0).cpu } ?? 0)
    }

    /// Wall seconds since, less the waits for a CPU: this thread's, and while `running` (a
    /// tool) runs, the tool's instead — the thread then only looks at it every few
    /// milliseconds, and its own waits meanwhile would be the same time counted twice.
    func awake(running pid: pid_t? = nil) -> Double {
        waits.look(thread: readings.waited(), running: pid, waited: pid.flatMap { readings.tool($0).waited })
        return readings.wall() - wall - waits.left
    }

    /// The waits for a CPU seen so far, shared by the copies of a clock (each ``Deadline``
    /// holds one).
    private final class Waits {
        /// This thread's run-queue wait at the last look, and whether a tool ran then.
        private var thread: Double?
        private var toolRan = false
        /// The tool running at the last look, and its wait then (it grows until it ends).
        private var tool: (pid: pid_t, waited: Double)?
        /// What this thread waited, and the tools that ended.
        private var ended = 0.0

        init(thread: Double?) { self.thread = thread }

        /// The seconds of waiting to leave out of the wall clock's.
        var left: Double { ended + (tool?.waited ?? 0) }

        func look(thread now: Double?, running pid: pid_t?, waited: Double?) {
            if let now, let then = thread, !toolRan, pid == nil { ended += now - then }
            thread = now ?? thread
            if let t = tool, t.pid != pid {
                ended += t.waited                  // its last few milliseconds are not seen
                tool = nil
            }
            if let pid { tool = (pid, waited ?? tool?.waited ?? 0) }
            toolRan = pid != nil
        }
    }
}

extension RenderClock.Readings {
    /// The calling thread's clocks and run-queue wait (its schedstat, named by where
    /// /proc/thread-self leads now: read later from another thread, it stays this one's).
    static func system() -> Self {
        var link = [CChar](repeating: 0, count: 64)
        let n = readlink("/proc/thread-self", &link, link.count - 1)
        let thread = String(decoding: link[0..<max(n, 0)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let schedstat = n > 0 ? "/proc/\(thread)/schedstat" : ""
        return Self(cpu: { seconds(CLOCK_THREAD_CPUTIME_ID) + childrenSeconds() },
                    wall: { seconds(CLOCK_MONOTONIC) },
                    waited: { SchedStat.runQueueWait(schedstat) },
                    tool: { pid in
                        var cpu = 0.0
                        #if os(Linux)
                        var clock = clockid_t()
                        if clock_getcpuclockid(pid, &clock) == 0 { cpu = seconds(clock) }
                        #endif
                        return (cpu, SchedStat.runQueueWait(process: pid))
                    })
    }

    private static func seconds(_ clock: clockid_t) -> Double {
        var ts = timespec()
        guard clock_gettime(clock, &ts) == 0 else { return 0 }
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// The CPU time of the processes this one has waited for (getrusage's RUSAGE_CHILDREN).
    private static func childrenSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        let children = __rusage_who_t(RUSAGE_CHILDREN.rawValue)
        #else
        let children = RUSAGE_CHILDREN
        #endif
        guard getrusage(children, &usage) == 0 else { return 0 }
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
        return s(usage.ru_utime) + s(usage.ru_stime)
    }
}

/// The end of a render under `--time`, which covers the whole render (docs/render.md): the
/// tools that draw and encode its frames run within what the script's run left, and are
/// stopped at the end with `message`.
struct Deadline {
    let start: RenderClock
    let seconds: Double
    /// The render's error once the end has passed.
    let message: String

    /// `seconds` of CPU time from `start`. `--time` is bounded (a day) where it is read; here
    /// NaN and what is past a year are held to 0…a year.
    init(from start: RenderClock, seconds: Double, message: String) {
        self.start = start
        self.seconds = seconds.isNaN ? 0 : min(max(seconds, 0), 365 * 86_400)
        self.message = message
    }

    /// Whether the CPU time is spent (`running`'s, a tool's not waited for yet, too), or ten
    /// times it of the wall clock has passed, the waits for a CPU not counted.
    func hasPassed(running pid: pid_t? = nil) -> Bool {
        start.spent(running: pid) >= seconds || start.awake(running: pid) >= 10 * seconds
    }
}
