import Testing
@testable import TransitLua

/// `wait` where a task cannot suspend says why: inside a callback the engine runs, that; inside
/// a stock function's callback (table.sort's comparator), what stock Lua says of a yield there.
@Suite struct TaskYieldBoundaryTests {
    @Test(arguments: [
        "pcall(table.sort, {3, 2, 1}, function(a, b) wait(0.1) return a < b end)",
        "table.sort({3, 2, 1}, function(a, b) wait(0.1) return a < b end)",
        "local _ = ('ab'):gsub('.', function() wait(0.1) end)",
    ])
    func aStockCallbackSaysWhatStockSays(line: String) throws {
        let (s, _) = try stage()
        let message = try #require(s.failure("task(function()\n  \(line)\n  error('went on')\nend)", name: "y.lua"))
        let words = "wait cannot suspend the task here: attempt to yield across a C-call boundary (a function C code calls "
            + "back, such as table.sort's comparator, cannot suspend); call it in the task's own code"
        if line.hasPrefix("pcall") {       // caught: the task goes on
            #expect(message == "y.lua:3: went on (in the task started at y.lua:1)")
        } else {
            #expect(message == "y.lua:2: \(words) (in the task started at y.lua:1)")
        }
        // the pcall's value, as the task sees it
        let (t, out) = try stage()
        try t.run("task(function() print(select(2, pcall(table.sort, {3, 2, 1}, function(a, b) wait(0.1) return a < b end))) end)",
                  chunkName: "@z.lua")
        #expect(out.lines == ["z.lua:1: \(words)"])
    }

    /// In a to-be-closed variable's `__close` run by `task:cancel()` (which closes the coroutine
    /// as coroutine.close does, where stock says "attempt to yield across a C-call boundary"):
    /// the task is named, not said to be missing ("wait must be called inside a task").
    @Test(arguments: ["wait(1)", "await(function(done) end)"])
    func aCloseRunByCancelSaysTheTaskIsBeingCancelled(suspend: String) throws {
        let (s, out) = try stage()
        let what = String(suspend.prefix { $0 != "(" })
        let failure = s.failure("""
            local t = task(function()
              local x <close> = setmetatable({}, {__close = function()
                \(suspend)
              end})
              wait(5)
            end)
            print(pcall(t.cancel, t))
            print(t.status)
            """, name: "c.lua")
        #expect(failure == nil)
        #expect(out.lines == ["false\tc.lua:3: \(what) cannot suspend the task started at c.lua:1 while task:cancel() closes it "
                              + "(a __close cannot yield there: attempt to yield across a C-call boundary) (in closing the task started at c.lua:1)",
                              "cancelled"])
    }

    /// Inside an engine callback in a task, after a wait (the depth is the resume's own).
    @Test func anEngineCallbackAfterAWaitStillSaysSo() throws {
        let (s, _) = try stage()
        #expect(s.failure("local v = View{}\ntask(function()\n  wait(0.1)\n  View.animate(1, function() wait(1) end)\nend)\nclock.advance(1)", name: "e.lua")
                == "e.lua:4: wait cannot suspend the task from inside a callback the engine runs (an animation block, a completion); call it in the task's own code (in the task started at e.lua:2)")
    }
}
