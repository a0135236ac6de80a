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
