#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a render's `--time` is counted from. It counts CPU time, as every `--time` does
/// (docs/sandbox.md): the render's thread's — the script's runs, the recording, the writing —
/// and the tools' it runs and waits for (rsvg-convert, ffmpeg), so that the machine's load
/// does not decide it; and, as the last resort for a tool blocked off the CPU, ten times the
/// limit of the wall clock.
struct RenderClock {
    private let thread: Double
    private let children: Double
    private let wall: Double

    /// Now, on the calling thread (the one the render runs on).
    init() {
        thread = Self.seconds(CLOCK_THREAD_CPUTIME_ID)
        children = Self.childrenSeconds()
        wall = Self.seconds(CLOCK_MONOTONIC)
    }

    /// CPU seconds spent since: this thread's, the processes it waited for, and `running`'s
    /// (a tool not waited for yet) so far.
    func spent(running pid: pid_t? = nil) -> Double {
        var tool = 0.0
        #if os(Linux)
        var clock = clockid_t()
        if let pid, clock_getcpuclockid(pid, &clock) == 0 { tool = Self.seconds(clock) }
        #endif
        return Self.seconds(CLOCK_THREAD_CPUTIME_ID) - thread + Self.childrenSeconds() - children + tool
    }

    /// Wall seconds since.
    var elapsed: Double { Self.seconds(CLOCK_MONOTONIC) - wall }

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
    /// times it of the wall clock has passed.
    func hasPassed(running pid: pid_t? = nil) -> Bool {
        start.spent(running: pid) >= seconds || start.elapsed >= 10 * seconds
    }
}
