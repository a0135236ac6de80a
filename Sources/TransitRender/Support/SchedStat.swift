#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a thread or process waited for a CPU: what every limit counted on the wall clock
/// leaves out, so that the machine's load does not decide it (docs/sandbox.md). One reader
/// for the render's last resort (``Deadline``) and the `--jobs` pool's (TransitSpec's
/// WorkerClock); the watchdog reads the same field in C (cpuclock.c, `clua_runqueuewait`).
public enum SchedStat {
    /// A schedstat file's second field, the run-queue wait, in seconds (the file: "time on
    /// the CPU, time waiting on a run queue, timeslices", in nanoseconds,
    /// Documentation/scheduler/sched-stats.rst); nil where there is no such file.
    public static func runQueueWait(_ path: String) -> Double? {
        guard !path.isEmpty else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let n = read(fd, &bytes, bytes.count)
        guard n > 0 else { return nil }
        let fields = bytes[0..<n].split(separator: UInt8(ascii: " "))
        guard fields.count >= 2, let waited = UInt64(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return Double(waited) * 1e-9
    }

    /// A process's main thread's run-queue wait (/proc/PID/schedstat).
    public static func runQueueWait(process pid: pid_t) -> Double? { runQueueWait("/proc/\(pid)/schedstat") }
}
