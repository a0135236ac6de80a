import Testing
@testable import TransitSpec

/// A limit that fires ends its test: hooks left to run would run in what the limit left
/// behind (and may loop too), so they are skipped and named; the file's other tests run.
@Suite struct LimitKillTests {
    static var tight: RunOptions {
        var options = RunOptions()
        options.runtime.limits.instructions = 100_000
        return options
    }

    @Test func aKilledTestSkipsItsRemainingHooksAndSaysSo() throws {
        let r = try runSpec("""
            describe("a runaway test", function()
              after_each(function() while true do end end)
              it("loops", function()
                finally(function() while true do end end)
                while true do end
              end)
              it("then the next test runs", function() expect(1):toBe(1) end)
            end)
            """, options: Self.tight)
        // busted: the next test passes, and its after_each is an error of its own
        #expect(r.outcomes == ["errored a runaway test loops", "passed a runaway test then the next test runs",
                               "errored a runaway test after_each"])
        let killed = try #require(r.failure("a runaway test loops"))
        #expect(killed.location.hasSuffix("t_spec.lua:5"))
        #expect(killed.message == "instruction limit exceeded (100000 instructions)")
        let skipped = try #require(killed.details.split(separator: "\n").first)
        #expect(skipped.hasPrefix("not run after the limit: finally, after_each at "))
        #expect(skipped.hasSuffix("t_spec.lua:2"))
        // the next test is its own entry: its after_each runs, and is stopped in turn
        let next = try #require(r.failure("a runaway test after_each"))
        #expect(next.location.hasSuffix("t_spec.lua:2"))
        #expect(next.message == "instruction limit exceeded (100000 instructions)")
    }

    @Test func anErrorThatIsNotALimitStillRunsTheHooks() throws {
        let r = try runSpec("""
            local ran = {}
            describe("d", function()
              after_each(function() ran[#ran + 1] = "after" end)
              it("fails", function() finally(function() ran[#ran + 1] = "finally" end) error("boom") end)
              it("saw them", function() expect(ran):toEqual({"finally", "after"}) end)
            end)
            """, options: Self.tight)
        #expect(r.outcomes == ["errored d fails", "passed d saw them"])
    }

    /// The clock is restarted for every entry into Lua, a block's own set-up too: a test the
    /// clock stopped, last in its block, left the deadline passed, and the next block's scope
    /// (made in the spec's state) failed at once — its tests became one error of the block,
    /// "time limit exceeded" at its `describe` (thislight/away's debugger_spec, busted102).
    /// busted runs them (it has no clock), and so does the instruction limit here.
    @Test func aBlockAfterATestTheClockStoppedStillRunsItsTests() throws {
        var options = RunOptions()
        options.runtime.limits.seconds = 1  // the passing tests must not be stopped by a loaded machine
        options.runtime.limits.instructions = 0  // only the clock stops the spins (200 M instructions raced it)
        let r = try runSpec("""
            describe("outer", function()
              describe("first", function()
                it("spins", function() while true do end end)
              end)
              insulate("kept apart", function()
                leaked = true
                it("sets a global", function() expect(leaked):toBe(true) end)
                it("spins again", function() while true do end end)
              end)
              describe("second", function()
                it("a", function() expect(1):toBe(1) end)
                it("b", function() expect(2):toBe(2) end)
              end)
              it("sees none of it", function() expect(leaked):toBe(nil) end)
            end)
            """, options: options)
        #expect(r.outcomes == ["errored outer first spins", "passed outer kept apart sets a global",
                               "errored outer kept apart spins again", "passed outer second a", "passed outer second b", "passed outer sees none of it"])
        #expect(r.failure("outer first spins")?.message == "time limit exceeded")
    }
}
