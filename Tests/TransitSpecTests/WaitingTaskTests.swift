import Testing
@testable import TransitSpec

/// A test must not end with a task still waiting: what it would have done is lost with the
/// test's engine (its `print`, its checks), so it is an error at the line that started it —
/// as a transition still running is. A task the test finished or cancelled is fine.
@Suite struct WaitingTaskTests {
    @Test func aTaskStillWaitingFailsItsTestAtItsLine() throws {
        let r = try runSpec("""
            it("awaits a done nobody calls", function()
              task(function() await(function(done) end) print("never") end)
            end)
            it("waits past the end", function()
              task(function() await(function(done) end) end)
              task(function() wait(1) print("ran") end)     -- the end runs what is scheduled
              task(function() await(function(done) end) end)
            end)
            it("finishes", function() task(function() wait(1) print("woke") end) clock.advance(1) end)
            it("cancels", function() local t = task(function() wait(1) end) t:cancel() end)
            """)
        #expect(r.outcomes == ["errored awaits a done nobody calls", "errored waits past the end", "passed finishes", "passed cancels"])
        let first = try #require(r.failure("awaits a done nobody calls"))
        #expect(first.message.hasPrefix("the test ended with a task still waiting: the task started at "))
        #expect(first.message.contains("t_spec.lua:2 waits at "))
        #expect(first.message.hasSuffix("t_spec.lua:2 for its done to be called; finish it before the test ends (clock.runUntilIdle(), clock.advance, or task:cancel())"))
        #expect(first.location.hasSuffix("t_spec.lua:2"))
        let second = try #require(r.failure("waits past the end"))
        #expect(second.message.contains("t_spec.lua:5 for its done to be called (and 1 more);"))
        #expect(r.tests[1].output == ["ran"])
        #expect(r.tests[2].output == ["woke"])
    }
}
