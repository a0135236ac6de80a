import Foundation

/// Runs a plain-Lua baseline of ../shared/bench under a stock interpreter (`lua5.4`,
/// `luajit`) with its `os.clock` answered by this process's ``monotonic()`` clock, so the
/// baseline's own timed loop is measured in wall time on the same clock as the engine.
///
/// The protocol: a prelude (`-e`) replaces `os.clock` with a function that writes a marker
/// line and reads back the time; this process answers each marker with ``monotonic()``.
/// The round trip (tens of microseconds) falls at both ends of a loop of hundreds of
/// milliseconds, and the interpreter, its flags and the baseline file stay the stock ones.
enum BaselineProcess {
    static let marker = "@@transit-bench-clock"

    static let prelude = """
    os.clock = function() io.write("\(marker)\\n") io.flush() return tonumber(io.read("*l")) end
    """

    /// Whether `interpreter` is on PATH.
    static func isInstalled(_ interpreter: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(interpreter)")
        }
    }

    struct Output {
        /// What the baseline printed (marker lines removed).
        let printed: String
        /// The times its `os.clock` calls were answered with, in order: a baseline's timed
        /// loop is the difference of two of them (exact, unlike its rounded printout).
        let clockReadings: [Double]
    }

    /// What the baseline printed and its clock readings, or nil when it cannot run.
    static func run(_ interpreter: String, _ script: String, _ arguments: [String]) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [interpreter, "-e", prelude, script] + arguments
        let output = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let reader = output.fileHandleForReading.fileDescriptor
        let writer = input.fileHandleForWriting.fileDescriptor
        var printed = "", pending: [UInt8] = [], readings: [Double] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        reading: while true {
            let n = read(reader, &buffer, buffer.count)
            if n <= 0 { break }
            pending.append(contentsOf: buffer[0..<n])
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if line == marker {
                    let now = monotonic()
                    readings.append(now)
                    let reply = Array(String(format: "%.9f\n", now).utf8)
                    if write(writer, reply, reply.count) != reply.count { break reading }
                } else {
                    printed += line + "\n"
                }
            }
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Output(printed: printed + String(decoding: pending, as: UTF8.self), clockReadings: readings)
    }
}
