#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a session writes: results, the script's prints, events, errors — one stream, in
/// the order they happen, as a terminal shows them (and as a piped session's output reads).
/// Errors are red on a terminal that wants colour.
public struct Console {
    let write: (String) -> Void
    /// A script's printed line as bytes (a Lua string is bytes, not always UTF-8).
    let writeBytes: ([UInt8]) -> Void
    let colour: Bool

    /// `write` receives whole lines, each ending in a newline; `writeBytes` the lines a script
    /// prints, when the console can take bytes that are not UTF-8 (else they are decoded).
    public init(colour: Bool = false, writeBytes: (([UInt8]) -> Void)? = nil, write: @escaping (String) -> Void) {
        self.colour = colour
        self.write = write
        self.writeBytes = writeBytes ?? { write(String(decoding: $0, as: UTF8.self)) }
    }

    /// Standard output, with colour when it is a terminal, `TERM` is not `dumb` and
    /// `NO_COLOR` is not set (no-color.org).
    public static func standardOutput() -> Console {
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        let colour = isatty(1) != 0 && getenv("NO_COLOR") == nil && term != "dumb" && !term.isEmpty
        return Console(colour: colour, writeBytes: { writeAll(1, $0) }) { writeAll(1, $0) }
    }

    /// Writes to a file descriptor, unbuffered, retrying short writes (Swift 6 forbids
    /// touching C's `stdout`; a pipe may take a long text in parts).
    static func writeAll(_ fd: Int32, _ text: String) {
        writeAll(fd, Array(text.utf8))
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        // Under `--unsafe` a script's `io.write` goes through C's buffered `stdout` (as stock
        // `lua -i`'s print and io.write share one buffer): flushed first, or a piped session
        // showed its `io.write` lines after every `print` (rev13). `nil`: every stream.
        fflush(nil)
        bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count > 0 else { return }
            var offset = 0
            while offset < buffer.count {
                let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }

    func line(_ text: String) { write(text + "\n") }

    /// A line a script printed, its bytes unchanged.
    func printed(_ bytes: [UInt8]) { writeBytes(bytes + [0x0A]) }

    func error(_ text: String) {
        write(colour ? "\u{1B}[31m" + text + "\u{1B}[0m\n" : text + "\n")
    }

    /// An error whose message holds a script's bytes (not always UTF-8), written as they are.
    func error(bytes: [UInt8]) {
        let red = Array("\u{1B}[31m".utf8), plain = Array("\u{1B}[0m".utf8)
        writeBytes((colour ? red + bytes + plain : bytes) + [0x0A])
    }
}

/// The C library's `write`, named apart from `Console.write`.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
