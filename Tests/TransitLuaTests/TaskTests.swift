import Lua
import Testing
import TransitCore
@testable import TransitLua

/// Tasks: the errors a task's script can make, each with its exact message (the behaviour is
/// specified in scripts/spec/tasks_spec.lua).
@Suite struct TaskTests {
    @Test(arguments: [
        ("task(nil)", "s.lua:1: bad argument #1 to 'task' (function expected, got nil)"),
        ("wait(1)", "s.lua:1: wait must be called inside a task: task(function() … wait(1) … end)"),
        ("local h = View.animate(1, function() end)\nh:await()",
         "s.lua:2: await must be called inside a task: task(function() … handle:await() … end)"),
        ("await(function(done) done() end)",
         "s.lua:1: await must be called inside a task: task(function() … await(function(done) … end) … end)"),
        ("task(function()\n  await(1)\nend)",
         "s.lua:2: bad argument #1 to 'await' (function expected, got number) (in the task started at s.lua:1)"),
        ("task(function()\n  await(function(done)\n    done(true)\n    done(false)\n  end)\nend)",
         "s.lua:4: done of the await at s.lua:2 was called a second time (in the task started at s.lua:1)"),
        ("task(function()\n  wait(-1)\nend)",
         "s.lua:2: wait time must be a finite, non-negative number of seconds (got -1.0) (in the task started at s.lua:1)"),
        ("task(function()\n  wait(0/0)\nend)",
         "s.lua:2: wait time must be a finite, non-negative number of seconds (got nan) (in the task started at s.lua:1)"),
        ("task(function()\n  error('boom')\nend)", "s.lua:2: boom (in the task started at s.lua:1)"),
        ("task(function() coroutine.yield() end)",
         "s.lua:1: the task started here yielded with coroutine.yield; a task suspends with wait(seconds), handle:await() or await(fn)"),
        // a yield in a helper the task calls is named where it yields, as an error there is
        ("local function pause()\n  coroutine.yield()\nend\ntask(function()\n  pause()\nend)",
         "s.lua:2: the task yielded with coroutine.yield here; a task suspends with wait(seconds), handle:await() or await(fn) (in the task started at s.lua:4)"),
        ("local v = View{}\ntask(function()\n  View.animate(1, function() wait(1) end)\nend)",
         "s.lua:3: wait cannot suspend the task from inside a callback the engine runs (an animation block, a completion); call it in the task's own code (in the task started at s.lua:2)"),
        // the task that reset the engine is still running: its wait says what ended it
        ("local transit = require 'transit'\ntask(function()\n  transit.reset()\n  wait(0.1)\nend)",
         "s.lua:4: wait cannot suspend the task started at s.lua:2: transit.reset() ended it with the engine it ran on (its clock never runs again); start a new task after the reset (in the task started at s.lua:2)"),
    ] as [(String, String)])
    func taskErrorsNameTheScriptLine(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }

    /// An error after a wait surfaces where the clock runs, names the task's line and its
    /// own traceback, and the host goes on: other tasks still run.
    /// A task's coroutine taken with `coroutine.running()` cannot be resumed or closed by
    /// hand (that woke its `wait` early, and the engine's resume then met a dead coroutine):
    /// an error at the line that tried, and the task still wakes when its wait ends, once.
    @Test func aTasksCoroutineIsTheEnginesToResume() throws {
        let (s, out) = try stage()
        try s.run("""
            local co
            task(function()
              co = coroutine.running()
              print("waits", clock.now)
              wait(1)
              print("woke", clock.now)
            end)
            print(pcall(function() coroutine.resume(co, "early") end))
            print(pcall(function() coroutine.close(co) end))
            print(coroutine.status(co))
            local wrapped = coroutine.wrap(function() return coroutine.resume(co) end)
            print(pcall(wrapped))
            clock.advance(2)
            print(coroutine.status(co), coroutine.resume(co))
            """, chunkName: "@co.lua")
        #expect(out.lines == [
            "waits\t0.0",
            "false\tco.lua:8: coroutine.resume cannot take a task's coroutine: the engine resumes it when what it waits for ends (wait, await)",
            "false\tco.lua:9: coroutine.close cannot take a task's coroutine: the engine resumes it when what it waits for ends (wait, await); task:cancel() ends it",
            "suspended",
            "false\tco.lua:11: coroutine.resume cannot take a task's coroutine: the engine resumes it when what it waits for ends (wait, await)",
            "woke\t1.0",
            "dead\tfalse\tcannot resume dead coroutine",
        ])
    }

    /// A task `transit.reset()` retired while it waited is no longer the engine's to resume:
    /// its coroutine taken by hand is still refused — resumed, its `wait` returned early into
    /// a task no engine runs; closed, its to-be-closed variables ran after the reset — in words
    /// that say what happened to it (they said the engine would resume it).
    @Test func aRetiredTasksCoroutineSaysItsEngineWasReset() throws {
        let (s, out) = try stage()
        try s.run("""
            local transit = require 'transit'
            local co
            local t = task(function()
              co = coroutine.running()
              wait(1)
              print("woke")
            end)
            transit.reset()
            print(t.status, coroutine.status(co))
            print(pcall(function() coroutine.resume(co) end))
            print(pcall(function() coroutine.close(co) end))
            clock.advance(2)
            """, chunkName: "@rs.lua")
        let refused = "cannot take a task's coroutine: transit.reset() ended its task with the engine it waited on (its clock never runs again); start a new task after the reset"
        #expect(out.lines == [
            "cancelled\tsuspended",
            "false\trs.lua:10: coroutine.resume " + refused,
            "false\trs.lua:11: coroutine.close " + refused,
        ])
    }

    /// A task running when `transit.reset()` retires its engine goes on to its end on the old
    /// engine (docs/lua-module.md): it is "running" until then, and "done" when its function
    /// returns — its body finished; "cancelled" says a task's function was stopped before its
    /// end (task:cancel(), or a reset while it waited). It read "cancelled" after the reset,
    /// then "done"; a bare coroutine.yield after the reset was no error and left it
    /// "cancelled", where before a reset it is the task's error.
    @Test func aTaskRunningAtAResetEndsAsItsFunctionEnds() throws {
        let (s, out) = try stage()
        try s.run("""
            local transit = require 'transit'
            local t
            t = task(function()
              wait(0)
              transit.reset()
              print("after the reset", t.status)
            end)
            clock.advance(0)
            print("returned", t.status)
            local f
            f = task(function()
              wait(0)
              transit.reset()
              print("after the reset", f.status)
              wait(1)
            end)
            print(pcall(clock.advance, 0))
            print("failed", f.status)
            local y = task(function()
              wait(0)
              transit.reset()
              coroutine.yield()
            end)
            print(pcall(clock.advance, 0))
            print("yielded", y.status)
            """, chunkName: "@rr.lua")
        #expect(out.lines == [
            "after the reset\trunning",
            "returned\tdone",
            "after the reset\trunning",
            "false\trr.lua:15: wait cannot suspend the task started at rr.lua:11: transit.reset() ended it with the engine it ran on (its clock never runs again); start a new task after the reset (in the task started at rr.lua:11)",
            "failed\tfailed",
            "false\trr.lua:22: the task yielded with coroutine.yield here; a task suspends with wait(seconds), handle:await() or await(fn) (in the task started at rr.lua:19)",
            "yielded\tfailed",
        ])
    }

    /// A task's message that holds a traceback's words ("\nstack traceback:") is whole, its
    /// context after it, and its traceback the task's alone: the host cut it at the words, so
    /// the context and the rest of the message followed the cut.
    @Test func aTaskMessageHoldingTracebackWordsIsWhole() throws {
        let (s, _) = try stage()
        try s.run("""
        task(function()
          wait(1)
          error("a\\nstack traceback:\\nb")
        end)
        """, chunkName: "@words.lua")
        do {
            try s.runUntilIdle()
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "words.lua:3: a\nstack traceback:\nb\n(in the task started at words.lua:1)")
            #expect(e.traceback == "stack traceback:\n\t[C]: in function 'error'\n\twords.lua:3: in function <words.lua:1>")
        }
    }

    /// A task's message holding a "\0" is whole, as one raised outside a task is (its bytes
    /// as the script raised them): debug.traceback(co, message) copies a message only up to
    /// a "\0", and the length of the whole then cut its text in the traceback's words
    /// ("…a\ns", then "ack traceback:"), or, past the text's end, lost the error for
    /// "(transit tasks.lua):53: bad argument #3 to 'traced' (not within the text)".
    @Test(arguments: [1, 5000]) func aTaskMessageHoldingANulIsWhole(tail: Int) throws {
        let (s, _) = try stage()
        try s.run("""
        task(function()
          wait(1)
          error("a\\0" .. string.rep("x", \(tail)))
        end)
        """, chunkName: "@nul.lua")
        do {
            try s.runUntilIdle()
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "nul.lua:3: a\0" + String(repeating: "x", count: tail) + " (in the task started at nul.lua:1)")
            #expect(e.traceback == "stack traceback:\n\t[C]: in function 'error'\n\tnul.lua:3: in function <nul.lua:1>")
        }
    }

    @Test func aLaterErrorIsReportedAndTheHostGoesOn() throws {
        let (s, out) = try stage()
        try s.run("""
        task(function()
          wait(1)
          local t = nil
          return t.x
        end)
        task(function()
          wait(2)
          print("still running at " .. clock.now)
        end)
        """, chunkName: "@late.lua")
        do {
            try s.runUntilIdle()
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.message == "late.lua:4: attempt to index a nil value (local 't') (in the task started at late.lua:1)")
            #expect(e.traceback.contains("late.lua:4: in function <late.lua:1>"))
            #expect(!e.traceback.contains("(transit"))
            // the task's own traceback, once: not the resumer's after it as well
            #expect(e.traceback.ranges(of: "stack traceback:").count == 1, "\(e.traceback)")
        }
        #expect(s.engine.clock.seconds == 1)
        try s.runUntilIdle()
        #expect(out.lines == ["still running at 2.0"])
    }

    /// Task b's `done()` resumes task a, which fails: only a fails. b goes on past its
    /// `done()` (it sees a failed), a's error comes out of the `advance` running at that
    /// clock time, after b's turn, with a's line; b then finishes on the next advance.
    @Test func aTaskResumedByAnothersDoneFailsAloneAndTheResumerGoesOn() throws {
        let (s, out) = try stage()
        try s.run("""
        local finish
        a = task(function()
          await(function(done) finish = done end)
          print("a resumed at " .. clock.now)
          error("a fails")
        end)
        b = task(function()
          wait(1)
          print("b calls done")
          finish()
          print("b goes on, a is " .. a.status)
          wait(1)
          print("b ends at " .. clock.now)
        end)
        print(pcall(clock.advance, 3))
        print(a.status, b.status, clock.now)
        clock.advance(3)
        print(a.status, b.status)
        """, chunkName: "@done.lua")
        #expect(out.lines == ["b calls done", "a resumed at 1.0", "b goes on, a is failed",
                              "false\tdone.lua:5: a fails (in the task started at done.lua:2)",
                              "failed\twaiting\t1.0", "b ends at 2.0", "failed\tdone"])
    }

    /// b's `done()` resumes a, which fails; then b fails too. a's error happened first: it
    /// comes first, b's after it (`then: …`), in one error — whether b was resumed by the
    /// clock (both come out of the `advance`) or runs in the chunk (out of its `task` call).
    /// Before, the second case raised b's alone and lost a's.
    @Test(arguments: [("wait(1)", "clock.advance(2)", 7), ("", "", 7)])
    func aTaskThatFailsAfterTheTaskItResumedReportsBothInOrder(wait: String, advance: String, line: Int) throws {
        let (s, _) = try stage()
        #expect(s.failure("""
        local finish
        task(function()
          await(function(done) finish = done end)
          error("a fails")
        end)
        task(function()
          \(wait) finish() error("b fails")
        end)
        \(advance)
        """, name: "o.lua") == "o.lua:4: a fails (in the task started at o.lua:2)\n"
              + "then: o.lua:\(line): b fails (in the task started at o.lua:6)")
    }

    /// The same when the resumer is the main chunk: its `done()` returns, the chunk goes on,
    /// and the task's error ends the run after it (the run-loop turn that follows).
    @Test func aTaskResumedByTheMainChunksDoneReportsAfterTheChunk() throws {
        let (s, out) = try stage()
        #expect(s.failure("""
        local finish
        task(function()
          await(function(done) finish = done end)
          error("late")
        end)
        finish()
        print("the chunk goes on")
        """, name: "m.lua") == "m.lua:4: late (in the task started at m.lua:2)")
        #expect(out.lines == ["the chunk goes on"])
    }

    /// Two tasks awaiting one animation: the first fails, the second still resumes at the
    /// same time and completes; the error comes out of the advance.
    @Test func aFailingAwaiterLeavesTheOthersAwaitingTheSameBlockGoingOn() throws {
        let (s, out) = try stage()
        try s.run("""
        local v = View{}
        local h = View.animate(1, function() v.alpha = 0 end)
        a = task(function() h:await(); print("a resumed"); error("a fails") end)
        b = task(function() h:await(); print("b resumed at " .. clock.now) end)
        print(pcall(clock.advance, 2))
        print(a.status, b.status, clock.now)
        """, chunkName: "@two.lua")
        #expect(out.lines == ["a resumed", "b resumed at 1.0",
                              "false\ttwo.lua:3: a fails (in the task started at two.lua:3)",
                              "failed\tdone\t1.0"])
    }

    @Test func anErrorInAClockCallInsideATaskNamesTheLine() throws {
        let (s, _) = try stage()
        #expect(s.failure("task(function()\n  wait(1)\n  clock.advance(-1)\nend)\nclock.advance(1)")
                == "s.lua:3: advance must be a finite, non-negative number of seconds (got -1.0) (in the task started at s.lua:1)")
    }

    @Test func aWaitingTaskIsPendingWorkForRunUntilIdle() throws {
        let (s, _) = try stage()
        try s.run("t = task(function() wait(5) end)\nassert(clock.pendingCount == 2)", chunkName: "@p.lua")
        try s.runUntilIdle()
        #expect(s.engine.clock.seconds == 5)
        try s.run("assert(t.status == 'done' and clock.pendingCount == 0)", chunkName: "@p.lua")
    }

    @Test func runUntilIdleNamesATaskThatCanNeverResume() throws {
        let (s, _) = try stage()
        try s.run("""
        local v = View{}
        local pulse = View.animate{duration = 0.5, options = {"repeat", "autoreverse"}, animations = function() v.alpha = 0 end}
        task(function()
          pulse:await()
        end)
        """, chunkName: "@forever.lua")
        do {
            try s.runUntilIdle()
            Issue.record("no error")
        } catch let e as CoreError {
            #expect(e.message == "runUntilIdle would never return: animation #1 (begun at forever.lua:2) repeats forever; the task started at forever.lua:3 waits at forever.lua:4 for animation #1; advance the clock by a fixed time instead")
        }
    }

    /// A task waiting for a `done` nothing will call is named, with where it waits.
    @Test func runUntilIdleNamesATaskWaitingForDone() throws {
        let (s, _) = try stage()
        try s.run("task(function()\n  await(function(done) end)\nend)", chunkName: "@never.lua")
        do {
            try s.runUntilIdle()
            Issue.record("no error")
        } catch let e as CoreError {
            #expect(e.message == "runUntilIdle would never return: the task started at never.lua:1 waits at never.lua:2 for its done to be called; advance the clock by a fixed time instead")
        }
    }

    /// A callback pyramid and the same steps written straight-line in a task give the same
    /// timeline, completions included (origins aside: they are other lines).
    @Test func aTaskGivesTheSameTimelineAsCallbacks() throws {
        let setUp = "local a, b = View{name = 'a'}, View{name = 'b', alpha = 0}\n"
        let pyramid = setUp + """
        View.animate(0.3, function() a.alpha = 0 end, function()
          View.animate{duration = 0.5, delay = 0.1, curve = "outBack", animations = function() b.alpha = 1 end,
            completion = function() View.animate(0.2, function() a.center = Point(10, 0) end) end}
        end)
        """
        let straight = setUp + """
        task(function()
          View.animate(0.3, function() a.alpha = 0 end):await()
          View.animate{duration = 0.5, delay = 0.1, curve = "outBack", animations = function() b.alpha = 1 end}:await()
          View.animate(0.2, function() a.center = Point(10, 0) end)
        end)
        """
        func timeline(_ source: String) throws -> [String] {
            let (s, _) = try stage()
            try s.run(source, chunkName: "@t.lua")
            try s.runUntilIdle()
            return s.engine.timeline.map { event in
                guard case .animationBegan(var b) = event else { return event.description }
                b.origin = ""
                return TimelineEvent.animationBegan(b).description
            }
        }
        let callbacks = try timeline(pyramid), tasks = try timeline(straight)
        #expect(callbacks.count == 8)
        #expect(callbacks.filter { $0.contains("completion") }.count == 2)
        #expect(callbacks == tasks)
    }

    @Test func theInstructionBudgetReachesIntoTasks() throws {
        var options = ScriptRuntime.Options()
        options.limits.instructions = 100_000
        let (s, _) = try stage(options)
        try s.run("task(function() wait(1) while true do end end)", chunkName: "@spin.lua")
        do {
            try s.runUntilIdle()
            Issue.record("no error")
        } catch let e as LuaError {
            #expect(e.kind == .instructionLimit)
            #expect(e.message.hasPrefix("spin.lua:1: "))
        }
    }
}
