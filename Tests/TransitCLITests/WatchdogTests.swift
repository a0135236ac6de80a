import Foundation
import Testing

/// The wall-clock limit where no hook reaches (Sources/CLuaShim/watchdog.c): Lua runs
/// finalizers with hooks off, at collection and at close. The watchdog ends such a run with
/// status 1 and the script's line; finalizers that end are run as stock Lua runs them.
@Suite struct WatchdogTests {
    /// Writes `files` (name → source) into a fresh folder and runs `transit` there.
    /// `within`: under timeout(1), so that a run the watchdog fails to stop fails the test
    /// (status 124) instead of hanging the suite.
    static func transit(_ arguments: [String], files: [String: String], within seconds: Int? = nil) throws -> Execution {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watchdog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, source) in files {
            try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        guard let seconds else { return try Executable.run("transit", arguments, in: folder) }
        let transit = Executable.products.appendingPathComponent("transit").path
        return try Executable.run("timeout", ["\(seconds)", transit] + arguments, in: folder)
    }

    @Test func aFinalizerThatLoopsEndsTheRunAtItsLine() throws {
        let r = try Self.transit(["run", "gc.lua", "--time", "1"], files: [
            "gc.lua": "print('before')\nsetmetatable({}, {__gc = function() while true do end end})\ncollectgarbage()\n",
        ])
        #expect(r.reason == .exit)
        #expect(r.status == 1)
        #expect(r.stdout == "before\n")                  // flushed before the process ended
        #expect(r.stderr == "transit: gc.lua:3: time limit exceeded (in a finalizer or a call that no hook can interrupt; stopped by the watchdog)\n")
    }

    /// `string.rep` of the empty string loops once a copy in one C call, to make "": for
    /// `math.maxinteger` copies, until the watchdog ended the run. Its result is given at once
    /// (stock's, which `lua5.4` reaches after 2^63 empty copies).
    @Test func aRepOfNothingNeedsNoWatchdog() throws {
        let r = try Self.transit(["run", "rep.lua", "--time", "1"], files: [
            "rep.lua": "print(#string.rep('', math.maxinteger), #string.rep('', 2^40, ''), string.rep('', 0, ''))\n",
        ], within: 20)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "0\t0\t\n")
    }

    /// A loop whose every instruction takes a while — an 8 MiB `utf8.len`, ~250 calls between
    /// two calls of the count hook, about 3 s of them — passed its deadline with no hook to see
    /// it, and the watchdog ended the process half a second later, naming line 1 (the last
    /// line the hook had seen) as if a finalizer had hung. At the deadline the watchdog now
    /// signals the running thread, whose next instruction raises the limit at the loop's line.
    /// (32 MiB, 50 ms a call, failed once in a full run at load average 6: the call the signal
    /// lands in must end within the half second of grace; 8 MiB takes 12.6 ms in lua5.4.)
    static let slowInstructions = """
        local s = ("x"):rep(8 * 2^20)
        local len = utf8.len
        while true do len(s) end

        """

    @Test func aLoopOfSlowInstructionsStopsAtItsLine() throws {
        let r = try Self.transit(["run", "slow.lua", "--time", "1"], files: ["slow.lua": Self.slowInstructions], within: 20)
        #expect(r.reason == .exit)
        #expect(r.status == 1)
        #expect(r.stderr == "transit: slow.lua:3: time limit exceeded\nstack traceback:\n\tslow.lua:3: in main chunk\n\t[C]: in ?\n")
    }

    /// The same in a test: a Lua error that fails it, and the file's next test runs (the
    /// watchdog ended the whole run, with one job).
    @Test func aTestOfSlowInstructionsFailsAndTheNextRuns() throws {
        let spec = "it('loops', function()\n" + Self.slowInstructions + "end)\nit('passes', function() expect(1 + 1):toBe(2) end)\n"
        let r = try Self.transit(["test", "slow_spec.lua", "--time", "1", "--jobs", "1"], files: ["slow_spec.lua": spec], within: 20)
        #expect(r.status == 1)
        #expect(r.stdout.contains("slow_spec.lua:4: time limit exceeded\n"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("\n1 passed, 1 failed\n"), "\(r.stdout)")
        #expect(!r.stderr.contains("watchdog"), "\(r.stderr)")
    }

    /// In the REPL: the line fails and the session goes on (the watchdog ended it).
    @Test func aReplLineOfSlowInstructionsFailsAndTheSessionGoesOn() throws {
        let lines = ["s = ('x'):rep(8 * 2^20)", "len = utf8.len", "while true do len(s) end", "print('still here')"]
        let r = try ReplProcess.run(lines, ["--time", "1"])
        #expect(r.output == "stdin:1: time limit exceeded\nstack traceback:\n\tstdin:1: in main chunk\nstill here\n")
        #expect(r.errors == "")
        #expect(r.status == 1)                        // an input failed
    }

    @Test func aFinalizerThatLoopsAtCloseEndsTheRunToo() throws {
        let r = try Self.transit(["run", "close.lua", "--time", "1", "--quiet"], files: [
            "close.lua": "X = setmetatable({}, {__gc = function() while true do end end})\n",
        ])
        #expect(r.reason == .exit)
        #expect(r.status == 1)
        #expect(r.stderr.hasSuffix("time limit exceeded (in a finalizer or a call that no hook can interrupt; stopped by the watchdog)\n"))
    }

    @Test func finalizersAtCloseRunAsInStockLua() throws {
        for mode in [[], ["--unsafe"]] {
            let r = try Self.transit(["run", "bye.lua", "--quiet"] + mode, files: [
                "bye.lua": "X = setmetatable({}, {__gc = function() print('bye') end})\nY = setmetatable({}, {__gc = function() print(View{}) end})\n",
            ])
            #expect(r.reason == .exit, "\(mode)")
            #expect(r.status == 0, "\(mode)")
            // Lua finalizes in the reverse order of marking: Y first. An engine object made in
            // a finalizer at close is still an object.
            #expect(r.stdout.hasPrefix("View \"View#"), "\(mode)")
            #expect(r.stdout.hasSuffix(") alpha=1\nbye\n"), "\(mode)")
        }
    }

    @Test func aWorkerStuckInAFinalizerIsItsFilesErrorAndTheRunGoesOn() throws {
        let r = try Self.transit(["test", "stuck_spec.lua", "fine_spec.lua", "--time", "1", "--jobs", "2"], files: [
            "stuck_spec.lua": "it('collects', function()\n  setmetatable({}, {__gc = function() while true do end end})\n  collectgarbage()\nend)\n",
            "fine_spec.lua": "it('passes', function() expect(1 + 1):toBe(2) end)\n",
        ])
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("stuck_spec.lua E\nfine_spec.lua .\n"))
        #expect(r.stdout.contains("the worker process running this file exited with status 1"))
        #expect(r.stdout.contains("stuck_spec.lua:3: time limit exceeded (in a finalizer"))
        #expect(r.stdout.hasSuffix("\n1 passed, 1 failed\n"))
    }

    /// Between tests the runner has Lua collect once retired engines pass a bound (a file of
    /// many tests that allocate nothing: Stage+Reset.swift). That collection runs outside any
    /// call into Lua, and the watchdog took the state for idle there (a REPL at its prompt):
    /// a finalizer that never returned hung the run past every limit.
    @Test func aFinalizerThatLoopsInTheCollectionBetweenTestsEndsTheRun() throws {
        let tests = (1...40).map { "  it('empty \($0)', function() end)" }.joined(separator: "\n")
        let r = try Self.transit(["test", "gc_spec.lua", "--time", "1"], files: [
            "gc_spec.lua": """
                describe('finalizers', function()
                  it('leaves one that loops', function()
                    setmetatable({}, {__gc = function() while true do end end})
                  end)
                \(tests)
                end)

                """,
        ], within: 60)
        #expect(r.reason == .exit)
        #expect(r.status == 1)
        #expect(r.stderr.hasSuffix("time limit exceeded (in a finalizer or a call that no hook can interrupt; stopped by the watchdog)\n"),
                "\(r.stderr)")
    }
}
