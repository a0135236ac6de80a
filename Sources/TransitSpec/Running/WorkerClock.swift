#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the pool reads of a worker to tell a stuck one from a slow one, whatever the load:
/// the CPU time it spent (all its threads), and how long its main thread — the one running
/// Lua — waited for a CPU (TransitRender's `SchedStat`). The same measures as the worker's own limit and watchdog
/// (Sources/CLuaShim/cpuclock.c, watchdog.c), read from outside.
enum WorkerClock {
    /// Seconds of CPU the process has used; nil where it cannot be read (no such clock).
    static func cpuSeconds(_ pid: pid_t) -> Double? {
        #if os(Linux)
        var clock = clockid_t()
        var ts = timespec()
        guard clock_getcpuclockid(pid, &clock) == 0, clock_gettime(clock, &ts) == 0 else { return nil }
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
        #else
        return nil
        #endif
    }
}
