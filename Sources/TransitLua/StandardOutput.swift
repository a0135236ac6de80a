// C's `stdout` is a global Swift 6 will not read unless the import is @preconcurrency; it is
// read on the main thread only, once the command is done
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Standard output as the commands write it (file descriptor 1, unbuffered), remembering
/// the first write that failed: a command whose output was lost must say so and fail, as
/// `cat` and Python do. `transit render s.lua > /dev/full` exited 0 with nothing written,
/// while `--out /dev/stdout` into the same full disk was an error (exit 1).
public enum StandardOutput {
    /// The `errno` of the first write that failed.
    nonisolated(unsafe) private static var failure: Int32?

    /// Writes all of `buffer` to `fd` (standard output unless a `--worker` says its protocol
    /// descriptor), unless a write fails (remembered; the rest is dropped).
    public static func write(_ buffer: UnsafeRawBufferPointer, to fd: Int32 = 1) {
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let n = Darwin.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                if failure == nil { failure = n < 0 ? errno : EIO }
                return
            }
            offset += n
        }
    }

    /// Why output was lost, once the command is done: a write that failed here, or in C's
    /// stdout buffer (Swift's `print`, stock Lua's `io.write` under `--unsafe`), which this
    /// flushes. Nil when everything reached standard output.
    public static func problem() -> String? {
        if fflush(stdout) != 0, failure == nil { failure = errno }
        if let failure { return "cannot write standard output: " + String(cString: strerror(failure)) }
        return ferror(stdout) != 0 ? "cannot write standard output" : nil
    }
}
