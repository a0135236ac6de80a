import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A task waiting in `await(fn)` whose coroutine the script closes, or resumes to its end, by
/// hand (stock `coroutine.close` and `coroutine.resume`, under `--unsafe` and in the module;
/// rev22): no `done` ever comes to find it dead, so its hold kept `runUntilIdle` waiting and
/// named a task that no longer existed. The clock's audit ends it as a wait's end does.
@Suite struct AwaitClosedByHandTests {
    static let endedByHand = "the task started here was ended by hand while it waited (its coroutine closed, or resumed to its end, with coroutine.close or coroutine.resume); only the engine resumes a task, and task:cancel() ends one"

    @Test func aClosedAwaitNoLongerHoldsTheClock() throws {
        let (s, out) = try stage(.unsafe)
        try s.run("""
            local co
            local t = task(function() co = coroutine.running(); await(function(done) end) end)
            print("pending", clock.pendingCount)
            coroutine.close(co)
            print(pcall(clock.runUntilIdle))
            print("status", t.status, "pending", clock.pendingCount)
            """, chunkName: "@tk.lua")
        #expect(out.lines == ["pending\t1", "false\ttk.lua:2: \(Self.endedByHand)", "status\tfailed\tpending\t0"])
    }

    /// Resumed by hand to its end: `clock.pendingCount` no longer counts it, and the error
    /// comes out of the next clock call, as a task's errors do.
    @Test func anAwaitResumedToItsEndByHand() throws {
        let (s, out) = try stage(.unsafe)
        try s.run("""
            local co
            local t = task(function() co = coroutine.running(); print("got", await(function(done) end)) end)
            coroutine.resume(co, 7)
            print("pending", clock.pendingCount, t.status)
            print(pcall(clock.advance, 0))
            print("status", t.status)
            """, chunkName: "@tk.lua")
        #expect(out.lines == ["got\t7", "pending\t0\tfailed", "false\ttk.lua:2: \(Self.endedByHand)", "status\tfailed"])
    }

    /// A task resumed by hand is running, not dead: the audit its own `clock.pendingCount`
    /// asks for leaves it, and its next `wait` is the engine's to end.
    @Test func aTaskRunningByHandIsNotEnded() throws {
        let (s, out) = try stage(.unsafe)
        try s.run("""
            local co, t
            t = task(function()
              co = coroutine.running()
              await(function(done) end)
              print("inside", clock.pendingCount, t.status)
              wait(0.1)
              print("after wait")
            end)
            coroutine.resume(co)
            clock.runUntilIdle()
            print("status", t.status, "pending", clock.pendingCount)
            """, chunkName: "@tk.lua")
        #expect(out.lines == ["inside\t1\twaiting", "after wait", "status\tdone\tpending\t0"])
    }
}
