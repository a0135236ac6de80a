#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransitLua
import TransitSpec

/// An `--unsafe` spec's `os.exit` ends its worker inside the spec, with its lines — the
/// test's `print`s, its `io.write`s still in the pipe — not yet sent: they go with a test's
/// result, and the run showed the worker's end without them, where busted prints them before
/// it exits. An `atexit` handler (run by `exit`, after `lua_close` for `os.exit(s, true)`)
/// sends them as one more line on the worker's channel (``WorkerProgress/exited(printed:)``),
/// which the parent shows as the "(worker)" result's output.
enum WorkerExit {
    /// The channel while the file runs; -1 before and after it, when an exit has nothing
    /// unsaid (a worker ending normally), and once said.
    nonisolated(unsafe) private static var channel: Int32 = -1

    /// From now on until ``disarm()``, an exit says what the spec printed unsaid on
    /// `channel`. Once a process: a worker runs one file.
    static func arm(_ channel: Int32) {
        Self.channel = channel
        atexit { WorkerExit.sayUnsaid() }
    }

    static func disarm() { channel = -1 }

    private static func sayUnsaid() {
        let fd = channel
        channel = -1                                    // once, whatever happens next
        guard fd >= 0, let captured = CapturedStandardOutput.current else { return }
        var line = WorkerProgress.exited(printed: captured.unsaid())
        line.withUTF8 { StandardOutput.write(UnsafeRawBufferPointer($0), to: fd) }
    }
}
