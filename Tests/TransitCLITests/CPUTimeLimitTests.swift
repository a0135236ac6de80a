import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--time` counts the CPU time of the thread running the script (Sources/CLuaShim/cpuclock.c),
/// not the wall clock, so a test's limit does not depend on the machine's load: a spec of
/// 0.6 s of CPU failed its 30 s under `nice -n 10` at load average 15–23 (hunt107). A wait off
/// the CPU is not spent; a blocked call is ended by the watchdog's last resort, ten times the
/// limit of the wall clock.
@Suite struct CPUTimeLimitTests {
    /// Two seconds asleep in `os.execute` under `--time 0.5`: the CPU spent is a few
    /// milliseconds, so the test passes. On the wall clock the watchdog ended the run at 1 s
    /// ("in a finalizer or a call that no hook can interrupt").
    @Test func aTestWaitingOffTheCPUPassesItsTime() throws {
        let spec = "it('waits', function()\n  os.execute('sleep 2')\n  expect(1 + 1):toBe(2)\nend)\n"
        let r = try WatchdogTests.transit(["test", "wait_spec.lua", "--unsafe", "--time", "0.5", "--instructions", "0", "--jobs", "1"],
                                          files: ["wait_spec.lua": spec], within: 30)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("\n1 passed, 0 failed\n"), "\(r.stdout)")
        #expect(r.stderr == "")
    }

    /// The same in `transit run`, whose `--time` covers the run.
    @Test func aRunWaitingOffTheCPUEndsNormally() throws {
        let r = try WatchdogTests.transit(["run", "wait.lua", "--unsafe", "--time", "0.5"],
                                          files: ["wait.lua": "os.execute('sleep 2')\nprint('woke')\n"], within: 30)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "woke\n")
    }

    /// CPU spent still stops a loop at its line with the instruction limit off: a Lua loop
    /// (the hook), and a C function that loops where no hook runs (the watchdog).
    @Test func aLoopStillStopsAtItsLine() throws {
        let spec = "it('spins', function()\n  while true do end\nend)\nit('next', function() end)\n"
        let r = try WatchdogTests.transit(["test", "spin_spec.lua", "--time", "0.2", "--instructions", "0", "--jobs", "1"],
                                          files: ["spin_spec.lua": spec], within: 30)
        #expect(r.status == 1)
        #expect(r.stdout.contains("spin_spec.lua:2: time limit exceeded\n"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("\n1 passed, 1 failed\n"), "\(r.stdout)")
        let gc = "print('before')\nsetmetatable({}, {__gc = function() while true do end end})\ncollectgarbage()\n"
        let c = try WatchdogTests.transit(["run", "gc.lua", "--time", "0.2"], files: ["gc.lua": gc], within: 30)
        #expect(c.status == 1)
        #expect(c.stderr == "transit: gc.lua:3: time limit exceeded (in a finalizer or a call that no hook can interrupt; stopped by the watchdog)\n")
    }

    static let blockedMessage = "transit: block.lua:1: time limit exceeded (blocked: the wall clock passed ten times the "
        + "limit (1 s at least), waits for a CPU not counted; stopped by the watchdog)\n"

    /// A thread blocked for good spends no CPU: opening a FIFO no one writes blocks in the
    /// system. The watchdog's last resort ends it at ten times the limit of the wall clock
    /// (2 s here), naming the last line the hook saw (the chunk's first, which blocks) and
    /// saying why.
    @Test func aBlockedReadEndsAtTheLastResort() throws {
        let (r, _) = try Self.blockedRead(time: "0.2")
        #expect(r.status == 1)
        #expect(r.stdout == "")
        #expect(r.stderr == Self.blockedMessage)
    }

    /// The last resort waits a second at least: ten times a limit of 1 ms is 10 ms, which a
    /// thread that is not blocked spends in page faults or waits its run-queue time does not
    /// count — under load, `transit test --jobs 1 --time 0.00001` was ended whole as blocked
    /// (WorkerTimeArgumentTests), where each test should fail on its own time. A bound from
    /// below only: however loaded the machine, a floor of one second cannot end sooner.
    @Test func theLastResortWaitsASecondAtLeast() throws {
        let (r, elapsed) = try Self.blockedRead(time: "0.001")
        #expect(r.status == 1)
        #expect(r.stderr == Self.blockedMessage)
        #expect(elapsed >= 1.0, "ended after \(elapsed) s")
    }

    /// `transit run --unsafe --time TIME` of a script whose first line opens a FIFO no one
    /// writes, and the wall seconds it took.
    static func blockedRead(time: String) throws -> (Execution, TimeInterval) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cputime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
        try "local line = io.open('pipe'):read()\nprint(line)\n"
            .write(to: folder.appendingPathComponent("block.lua"), atomically: true, encoding: .utf8)
        let transit = Executable.products.appendingPathComponent("transit").path
        let started = Date()
        let r = try Executable.run("timeout", ["30", transit, "run", "block.lua", "--unsafe", "--time", time], in: folder)
        return (r, Date().timeIntervalSince(started))
    }
}
