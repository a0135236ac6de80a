import Foundation
import Testing

/// A `transit … --watch` started as a process on a scratch project, whose output the test
/// reads as it comes. Waits are on events (a line appearing); the timeout only bounds a
/// failure, it is never what the test measures.
final class WatchProcess: @unchecked Sendable {   // the buffers are behind `lock`
    let folder: URL
    private let process = Process()
    private let lock = NSLock()
    private var out = Data(), err = Data()

    /// A scratch folder holding `files` (name → text).
    static func project(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transit-watch-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return folder
    }

    init(_ arguments: [String], in folder: URL) throws {
        self.folder = folder
        process.executableURL = Executable.products.appendingPathComponent("transit")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        outPipe.fileHandleForReading.readabilityHandler = { [weak self] h in self?.append(h.availableData, error: false) }
        errPipe.fileHandleForReading.readabilityHandler = { [weak self] h in self?.append(h.availableData, error: true) }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }

    private func append(_ data: Data, error: Bool) {
        lock.lock(); defer { lock.unlock() }
        if error { err.append(data) } else { out.append(data) }
    }

    var stdout: String { lock.lock(); defer { lock.unlock() }; return String(decoding: out, as: UTF8.self) }
    var stderr: String { lock.lock(); defer { lock.unlock() }; return String(decoding: err, as: UTF8.self) }

    /// How many times the watcher has said it is watching: one per finished run, after its
    /// folders are watched (a change made after that is never missed).
    var waits: Int { stderr.components(separatedBy: "(Ctrl-C to stop)").count - 1 }

    /// Blocks until `condition` holds; fails (and returns false) after `timeout` seconds.
    @discardableResult
    func wait(for what: String, timeout: Double = 60, location: SourceLocation = #_sourceLocation,
              _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline || !process.isRunning && !condition() {
                Issue.record("gave up waiting for \(what)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)", sourceLocation: location)
                return false
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    /// Waits until the watcher has finished `runs` runs and is watching again.
    @discardableResult
    func waitForRuns(_ runs: Int, location: SourceLocation = #_sourceLocation) -> Bool {
        wait(for: "run \(runs) to end and the watch to start", location: location) { waits >= runs }
    }

    /// Writes a file in place (truncate and write, as most tools do).
    func write(_ name: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    /// Opens `name` for writing and closes it unwritten: inotify reports a written file
    /// (IN_CLOSE_WRITE) whose bytes and times are unchanged. Then waits out the watcher's
    /// quiet period, so the burst ends alone.
    func touchUnchanged(_ name: String) throws {
        let fd = open(folder.appendingPathComponent(name).path, O_WRONLY)
        #expect(fd >= 0)
        close(fd)
        Thread.sleep(forTimeInterval: 0.3)
    }

    /// Writes a temporary file and renames it over `name`, as vim and VS Code save.
    func renameSave(_ name: String, _ text: String) throws {
        let temporary = folder.appendingPathComponent(name + ".swp~")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary.path, folder.appendingPathComponent(name).path) == 0)
    }

    /// Ctrl-C, then the exit status once it has ended.
    func interrupt() -> (status: Int32, reason: Process.TerminationReason) {
        process.interrupt()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason)
    }

    /// The part of standard output after the `n`th "running again" header (1-based).
    func output(afterHeader n: Int) -> String {
        let parts = stdout.components(separatedBy: ", running again —\n")
        return n < parts.count ? parts[n] : ""
    }

    var headers: [String] { stdout.split(separator: "\n").filter { $0.hasPrefix("— change in ") }.map(String.init) }
}
