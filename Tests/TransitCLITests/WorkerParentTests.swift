import Foundation
import Testing

/// A `transit test` killed with `kill -9` takes its workers with it (WorkerParent): before,
/// a worker running a spec that loops under `--unsafe` (no time limit) was re-parented to
/// init and spun for ever.
@Suite struct WorkerParentTests {
    static let spinning = #"it("spins", function() while true do end end)"#

    #if os(Linux)
    @Test func workersDieWithTheirKilledRun() throws {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": Self.spinning, "spec/b_spec.lua": Self.spinning])
        defer { project.remove() }
        let run = Process()
        run.executableURL = Executable.products.appendingPathComponent("transit")
        run.arguments = ["test", "--unsafe", "--jobs", "2", "-o", "tap"]
        run.currentDirectoryURL = project.dir
        run.standardInput = FileHandle.nullDevice
        run.standardOutput = FileHandle.nullDevice
        run.standardError = FileHandle.nullDevice
        try run.run()
        var workers: [Int32] = []
        defer { for w in workers { kill(w, SIGKILL) } }      // should the test fail: no spinning leftovers
        #expect(Self.poll(seconds: 60) {
            workers = Self.children(of: run.processIdentifier)
            return workers.count == 2
        }, "the run started \(workers.count) workers, not 2")
        kill(run.processIdentifier, SIGKILL)
        run.waitUntilExit()
        #expect(Self.poll(seconds: 10) { workers.allSatisfy { !Self.isRunning($0) } },
                "workers still running after their run was killed: \(workers.filter(Self.isRunning))")
    }
    #endif

    /// Calls `done` every 50 ms until it is true or `seconds` passed; its last answer.
    static func poll(seconds: Double, _ done: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if done() { return true }
            usleep(50_000)
        }
        return done()
    }

    /// The processes whose parent is `parent`, from /proc.
    static func children(of parent: Int32) -> [Int32] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
        return pids.filter { stat($0)?.parent == parent }.sorted()
    }

    /// Alive and not a zombie (a container's init may never reap one).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let s = stat(pid) else { return false }
        return s.state != "Z" && s.state != "X"
    }

    /// The state and parent of `/proc/PID/stat`: after the command, which may hold spaces
    /// and parentheses, so read from the last ')'.
    static func stat(_ pid: Int32) -> (state: Character, parent: Int32)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = Int32(fields[1]) else { return nil }
        return (state, parent)
    }
}
