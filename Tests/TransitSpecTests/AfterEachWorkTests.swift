import Foundation
import Testing
@testable import TransitSpec

/// Work an `after_each` begins — an animation's completion, a `task`, a `clock.async` — runs
/// before the test's engine is discarded, as the body's does (it was dropped: rev18 #2). Its
/// error is the hook's, counted on its own after the test's result, as busted 2.1.1 counts an
/// `after_each` that raises (`after_each(function() error("ae boom") end)` around a passing
/// `it("t")` under `lua5.4 /usr/bin/busted -o TAP`):
///
///     ok 1 - d t
///     not ok 2 - d after_each
///     # spec/a_spec.lua @ 2
///     # Failure message: spec/a_spec.lua:2: ae boom
@Suite struct AfterEachWorkTests {
    /// What the hooks began ran (their output is the file's, before the next result), and
    /// nothing of it reached the next test's fresh engine.
    @Test func workBegunInAfterEachRuns() throws {
        let r = try runSpec("""
            describe("hooks", function()
              after_each(function()
                local v = View{}
                View.animate(0.5, function() v.alpha = 0 end, function() print("completion at " .. clock.now) end)
                task(function() wait(0.1); print("task at " .. clock.now) end)
                -- no duration: its completion runs one run-loop turn later (clock.async)
                View.animate(0, function() View{}.alpha = 0 end, function() print("turn at " .. clock.now) end)
              end)
              it("t", function() end)
            end)
            it("next", function() assert.equal(0, clock.now) end)
            """)
        #expect(r.outcomes == ["passed hooks t", "passed next"])
        #expect(r.tests[1].printedBefore == ["turn at 0.0", "task at 0.1", "completion at 0.5"])
    }

    /// A completion begun in `after_each` that raises: an error named by the hook, after the
    /// test's result, at the completion's line.
    @Test func anErrorInItIsTheHooksAtTheCallbacksLine() throws {
        let r = try runSpec("""
            describe("d", function()
              after_each(function()
                local v = View{}
                View.animate(0.5, function() v.alpha = 0 end, function()
                  error("ae completion")
                end)
              end)
              it("t", function() end)
            end)
            """)
        #expect(r.outcomes == ["passed d t", "errored d after_each"])
        #expect(r.tests[1].line == 2)
        let failure = try #require(r.tests[1].failure)
        #expect(failure.location.hasSuffix("/t_spec.lua:5"), "\(failure.location)")
        #expect(failure.message.hasPrefix("ae completion"), "\(failure.message)")
    }

    /// What cannot end (a repeat without end, a task that waits forever) is the hook's error
    /// at the line that began it, as for the body.
    @Test func whatCannotEndIsReported() throws {
        let r = try runSpec("""
            describe("d", function()
              after_each(function()
                local v = View{}
                View.animate{duration = 0.1, repeatCount = math.huge, animations = function() v.alpha = 0 end}
              end)
              it("t", function() end)
            end)
            """)
        #expect(r.outcomes == ["passed d t", "errored d after_each"])
        let failure = try #require(r.tests[1].failure)
        #expect(failure.location.hasSuffix("/t_spec.lua:4"), "\(failure.location)")
        #expect(failure.message.hasPrefix("the test ended with a transition still running"), "\(failure.message)")
    }

    /// What the test itself left that cannot end is the test's error, once: an `after_each`
    /// that began nothing is not reported for it again (it was, at the test's line, as the
    /// hook's error: one problem counted twice). What the hook begins beside it still is.
    @Test func whatTheTestLeftIsNotTheHooksToo() throws {
        let r = try runSpec("""
            describe("d", function()
              after_each(function() end)
              it("t", function()
                task(function() await(function(done) end) end)
              end)
              it("u", function()
                local v = View{}
                View.animate{duration = 1, repeatCount = math.huge, animations = function() v.alpha = 0 end}
              end)
            end)
            describe("e", function()
              after_each(function()
                local w = View{}
                View.animate{duration = 1, repeatCount = math.huge, animations = function() w.alpha = 0 end}
              end)
              it("v", function()
                local v = View{}
                View.animate{duration = 1, repeatCount = math.huge, animations = function() v.alpha = 0 end}
              end)
            end)
            """)
        #expect(r.outcomes == ["errored d t", "errored d u", "errored e v", "errored e after_each"])
        let hook = try #require(r.tests.last?.failure)
        #expect(hook.location.hasSuffix("/t_spec.lua:14"), "\(hook.location)")
        #expect(hook.message.hasPrefix("the test ended with a transition still running"), "\(hook.message)")
    }

    /// An `after_each` that resets the engine and begins what cannot end on the new one is
    /// reported, though the test left the old engine something with the same number: the
    /// new engine counts its animations from 1 again, and the hook's #1 was taken for the
    /// test's #1 (the hook was reported for nothing at all).
    @Test func whatTheHookBeginsAfterAResetIsStillItsOwn() throws {
        let r = try runSpec("""
            local transit = require "transit"
            describe("d", function()
              after_each(function()
                transit.reset()
                local w = View{}
                View.animate{duration = 1, repeatCount = math.huge, animations = function() w.alpha = 0 end}
              end)
              it("t", function()
                local v = View{}
                View.animate{duration = 1, repeatCount = math.huge, animations = function() v.alpha = 0 end}
              end)
            end)
            """)
        #expect(r.outcomes == ["errored d t", "errored d after_each"])
        let hook = try #require(r.tests.last?.failure)
        #expect(hook.location.hasSuffix("/t_spec.lua:6"), "\(hook.location)")
        #expect(hook.message.hasPrefix("the test ended with a transition still running at 0.000000 s: animation #1"), "\(hook.message)")
    }

    /// A block sharing one engine carries its animations on (its tests are held to it at
    /// the block's end): its after_each's work is left running, as the body's is.
    @Test func aSharedEngineIsLeftAsItIs() throws {
        let r = try runSpec("""
            describe("shared", function()
              shared_engine()
              local v
              setup(function() v = View{} end)
              after_each(function() View.animate(0.5, function() v.alpha = 0 end) end)
              it("first", function() end)
              it("second", function()
                assert.equal(0, clock.now)         -- the first after_each's animation still runs
                clock.runUntilIdle()
                assert.equal(0.5, clock.now)
              end)
            end)
            """)
        #expect(r.outcomes == ["passed shared first", "passed shared second"])
    }
}
