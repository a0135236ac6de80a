import Foundation

/// `transit repl` as a child process with its standard input a pipe (the non-interactive
/// mode): lines are sent as the test goes, and output read up to what the test waits for.
/// A watchdog ends the process if a test waits for output that never comes, so every test
/// is bounded in time.
final class ReplProcess {
    private let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private var received = Data()

    init(_ arguments: [String] = [], in directory: URL? = nil, limit seconds: Double = 60) throws {
        process.executableURL = Executable.products.appendingPathComponent("transit")
        process.arguments = ["repl"] + arguments
        process.currentDirectoryURL = directory ?? Executable.root
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let process = self.process
        // SIGKILL: the child inherits the spawning thread's blocked signals, SIGTERM and SIGINT
        // among them, and a REPL that never unblocked them (a chunk that loops) ran on
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    func send(_ lines: String...) {
        input.fileHandleForWriting.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// Sends bytes as they are (Lua source is bytes: they need not be UTF-8).
    func send(bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// Closes the input; returns the raw bytes of standard output and the exit status.
    func finishBytes() -> (output: [UInt8], status: Int32) {
        try? input.fileHandleForWriting.close()
        received.append(output.fileHandleForReading.readDataToEndOfFile())
        _ = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ([UInt8](received), process.terminationStatus)
    }

    /// Reads until the output holds `text`; returns everything read since the last call.
    func read(until text: String) -> String {
        while !String(decoding: received, as: UTF8.self).contains(text) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }                     // the end: the test's check fails
            received.append(chunk)
        }
        defer { received = Data() }
        return String(decoding: received, as: UTF8.self)
    }

    /// Closes the input; returns what was still to read, what went to standard error, and
    /// the exit status.
    func finish() -> (output: String, errors: String, status: Int32) {
        try? input.fileHandleForWriting.close()
        received.append(output.fileHandleForReading.readDataToEndOfFile())
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (String(decoding: received, as: UTF8.self), errorText, process.terminationStatus)
    }

    /// Sends SIGINT, as Ctrl-C does at a terminal.
    func interrupt() { process.interrupt() }

    /// How the process ended and its status (the signal's number when a signal ended it).
    var reason: Process.TerminationReason { process.terminationReason }
    var status: Int32 { process.terminationStatus }

    /// Sends SIGINT and waits until it is no longer pending (Linux's /proc/PID/status: the
    /// process's `ShdPnd` and its threads' `SigPnd`), so that a second one sent after is a
    /// second signal, not merged with the first as standard signals are.
    func interruptAndWaitForDelivery() throws {
        process.interrupt()
        try Self.waitUntilDelivered(SIGINT, to: process.processIdentifier)
    }

    /// Waits until `signal` is pending neither for process `pid` nor for any of its threads.
    static func waitUntilDelivered(_ signal: Int32, to pid: Int32) throws {
        let bit = UInt64(1) << UInt64(signal - 1)
        let task = "/proc/\(pid)/task"
        for _ in 0..<3000 {
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: task)) ?? []
            let statuses = ["/proc/\(pid)/status"] + threads.map { "\(task)/\($0)/status" }
            let pending = statuses.contains { path in
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                return text.split(separator: "\n").contains { line in
                    guard line.hasPrefix("SigPnd:") || line.hasPrefix("ShdPnd:"),
                          let mask = UInt64(line.split(separator: "\t").last ?? "", radix: 16) else { return false }
                    return mask & bit != 0
                }
            }
            if !pending { return }
            usleep(10_000)
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "signal \(signal) stayed pending for process \(pid)"])
    }

    /// Waits until the process's main thread is blocked in `read` of standard input (Linux's
    /// /proc/PID/syscall: the call's number, then its arguments, the first the descriptor).
    func waitUntilReadingInput() throws {
        #if arch(x86_64)
        let read = "0"
        #else
        let read = "63"                              // arm64's read
        #endif
        let path = "/proc/\(process.processIdentifier)/syscall"
        for _ in 0..<3000 {
            let words = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: " ")
            if words.count > 1 && words[0] == read && words[1] == "0x0" { return }
            usleep(10_000)
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "\(path) never showed a read of standard input"])
    }

    /// A whole session: every line at once, then the end of input.
    static func run(_ lines: [String], _ arguments: [String] = [], in directory: URL? = nil) throws
        -> (output: String, errors: String, status: Int32) {
        let repl = try ReplProcess(arguments, in: directory)
        for line in lines { repl.send(line) }
        return repl.finish()
    }
}
