#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Piped standard input line by line, as bytes (piped Lua source is bytes, as lua.c reads
/// it), each line bounded while it is read: getline kept a line with no newline in memory
/// however long it grew (`tr '\0' x < /dev/zero | transit repl` reached gigabytes).
struct PipedLines {
    enum Line: Equatable {
        /// A line without its newline (nor a CR before it).
        case text([UInt8])
        /// A line longer than the bound (`limit` bytes): reading stopped there, the rest of
        /// the input unread (nothing after such a line can be read as the source it is).
        case tooLong(limit: Int)
    }

    private let fd: Int32
    private var buffer: [UInt8]
    private var start = 0, end = 0
    private var ended = false

    init(fd: Int32 = 0, chunk: Int = 65536) {
        self.fd = fd
        buffer = [UInt8](repeating: 0, count: chunk)
    }

    /// The next line, or nil at the end of the input. A last line without a newline is a
    /// line. A line past `limit` bytes (0: no bound) ends the reading: nothing is kept of it.
    mutating func next(limit: Int) -> Line? {
        var line: [UInt8] = []
        var any = false
        while true {
            if start == end {
                guard !ended, fill() else { break }
            }
            any = true
            let newline = buffer[start..<end].firstIndex(of: 0x0A)
            let stop = newline ?? end
            if limit > 0 && line.count + (stop - start) > limit {
                ended = true
                start = end
                return .tooLong(limit: limit)
            }
            line.append(contentsOf: buffer[start..<stop])
            start = newline.map { $0 + 1 } ?? end
            if newline != nil { break }
        }
        guard any else { return nil }
        if line.last == 0x0D { line.removeLast() }
        return .text(line)
    }

    /// Reads more into the emptied buffer; false at the end of the input (or an error).
    private mutating func fill() -> Bool {
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { ended = true; return false }
            start = 0
            end = n
            return true
        }
    }
}
