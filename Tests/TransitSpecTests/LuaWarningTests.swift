import Testing
@testable import TransitSpec

/// A script's own `warn` fails no test — stock Lua has warnings off, and busted passes suites
/// whose libraries warn (Penlight's deprecations) — but it is not lost: it is the test's
/// output, `Lua warning: …` as `lua5.4 -W` writes it, and an `expect_warning` around it still
/// claims it. The engine's warnings and errors in finalizers still fail (the fixture suite).
@Suite struct LuaWarningTests {
    @Test func aScriptsWarnIsOutputNotAFailure() throws {
        let r = try runSpec("""
            warn("loading is deprecated")
            it("warns", function() warn("use ", "order_iter") print("after") end)
            it("claims it", function() expect_warning("careful", function() warn("be careful") end) end)
            it("goes on", function() expect(1):toBe(1) end)
            """)
        #expect(r.outcomes == ["passed warns", "passed claims it", "passed goes on"])
        #expect(r.tests[0].output == ["Lua warning: use order_iter", "after"])
        #expect(r.tests[1].output.isEmpty)
    }

    @Test func anErrorInAFinalizerStillFailsItsTest() throws {
        let r = try runSpec("""
            it("drops", function()
              do setmetatable({}, {__gc = function() error("gc boom", 0) end}) end
              collectgarbage() collectgarbage()
            end)
            it("next", function() end)
            """)
        #expect(r.outcomes == ["errored drops", "passed next"])
        #expect(r.failure("drops")?.message == "unexpected warning: error in __gc (gc boom)")
    }

    /// A test whose body fails as well: the finalizer's error is an error of its own beside
    /// the failure, as a failing `finally` is (it was dropped behind it, reported nowhere).
    @Test func anErrorInAFinalizerIsNotLostBehindAFailure() throws {
        let r = try runSpec("""
            it("drops", function()
              do setmetatable({}, {__gc = function() error("gc boom", 0) end}) end
              collectgarbage() collectgarbage()
              expect(1):toBe(2)
            end)
            it("next", function() end)
            """)
        #expect(r.outcomes == ["failed drops", "errored drops", "passed next"])
        #expect(r.tests[1].failure?.message == "unexpected warning: error in __gc (gc boom)")
    }

    /// A test's result is reported before its `after_each` hooks run: what one of them warned
    /// (a finalizer's error, the engine's warning) is that hook's error (it was lost); the
    /// test's own warning is told once, with the test.
    @Test func whatAnAfterEachWarnsIsItsError() throws {
        let r = try runSpec("""
            after_each(function() collectgarbage() collectgarbage() end)
            it("leaves garbage", function()
              do setmetatable({}, {__gc = function() error("gc boom", 0) end}) end
            end)
            it("warns itself", function()
              ViewController{name = "a"}:present(ViewController{name = "b"}, false)
            end)
            """)
        #expect(r.outcomes == ["passed leaves garbage", "errored after_each", "errored warns itself"])
        #expect(r.tests[1].failure?.message == "unexpected warning: error in __gc (gc boom)")
    }

    /// A `before_each` that fails stops its test, and the warnings it and the hooks before it
    /// left are no test's: a finalizer's error among them is an error of its own beside the
    /// hook's (it was dropped with them, reported nowhere).
    @Test func anErrorInAFinalizerIsNotLostBehindAFailingBeforeEach() throws {
        let r = try runSpec("""
            before_each(function()
              do setmetatable({}, {__gc = function() error("gc boom", 0) end}) end
              collectgarbage() collectgarbage()
              error("setup fails", 0)
            end)
            it("stopped", function() end)
            """)
        #expect(r.outcomes == ["errored before_each", "errored before_each"])
        #expect(r.tests.map { $0.failure?.message } == ["setup fails", "unexpected warning: error in __gc (gc boom)"])
    }

    /// A test that ends as pending still reports a finalizer's error: it is the test's error,
    /// as a failing `finally`'s after `pending` is (it was dropped with the test's warnings).
    @Test func anErrorInAFinalizerIsNotLostBehindPending() throws {
        let r = try runSpec("""
            it("later", function()
              do setmetatable({}, {__gc = function() error("gc boom", 0) end}) end
              collectgarbage() collectgarbage()
              pending("not yet")
            end)
            """)
        #expect(r.outcomes == ["errored later"])
        #expect(r.tests[0].failure?.message == "unexpected warning: error in __gc (gc boom)")
    }

    /// A finalizer's error inside `expect_warning` that the pattern does not claim stays a
    /// finalizer's error: beside a later failure it is still reported (it was handed back as
    /// an engine warning, dropped behind the failure); and one caught in an `fn` that raises
    /// is not dropped with the call's other warnings.
    @Test func aFinalizersErrorInsideExpectWarningIsNotLost() throws {
        let r = try runSpec("""
            it("claims another", function()
              expect_warning("careful", function()
                warn("be careful")
                do setmetatable({}, {__gc = function() error("gc one", 0) end}) end
                collectgarbage() collectgarbage()
              end)
              expect(1):toBe(2)
            end)
            it("raises", function()
              expect_warning("careful", function()
                ViewController{name = "a"}:present(ViewController{name = "b"}, false)
                do setmetatable({}, {__gc = function() error("gc two", 0) end}) end
                collectgarbage() collectgarbage()
                error("fn fails", 0)
              end)
            end)
            it("claims nothing", function()
              expect_warning("careful", function()
                do setmetatable({}, {__gc = function() error("gc three", 0) end}) end
                collectgarbage() collectgarbage()
              end)
            end)
            """)
        #expect(r.outcomes == ["failed claims another", "errored claims another", "errored raises", "errored raises",
                               "failed claims nothing"])
        #expect(r.tests.map { $0.failure?.message ?? "" }.dropFirst().dropLast() == [
            "unexpected warning: error in __gc (gc one)", "fn fails", "unexpected warning: error in __gc (gc two)"])
        // unclaimed, it is in the failure's list, and told there only
        #expect(r.tests.last?.failure?.details.contains("error in __gc (gc three)") == true)
    }

    /// The work an `after_each` began runs to idle after it: what it warns there is the
    /// hook's error too (it was lost).
    @Test func whatAnAfterEachsCompletionWarnsIsItsError() throws {
        let r = try runSpec("""
            after_each(function()
              View.animate(0.1, function() end, function()
                ViewController{name = "a"}:present(ViewController{name = "b"}, false)
              end)
            end)
            it("passes", function() end)
            """)
        #expect(r.outcomes == ["passed passes", "errored after_each"])
        #expect(r.tests[1].failure?.message.hasPrefix("unexpected warning: Attempt to present") == true)
    }

    /// `warn("@off")` silences the script's own warnings, never a finalizer's error; a
    /// finalizer's error is told by Lua's pieces, not its words (a script's warn worded like
    /// one is output); and its place is the failure's place, as every other error's.
    @Test func offSilencesWarnsButNotAFinalizersError() throws {
        let r = try runSpec("""
            warn("@off")
            it("drops", function()
              warn("not shown")
              do setmetatable({}, {__gc = function() error("gc boom") end}) end
              collectgarbage() collectgarbage()
            end)
            it("words", function() warn("@on") warn("error in __gc (just text)") end)
            """)
        #expect(r.outcomes == ["errored drops", "passed words"])
        #expect(r.failure("drops")?.message == "unexpected warning: error in __gc: gc boom")
        #expect(r.failure("drops")?.location.hasSuffix("t_spec.lua:4") == true)
        #expect(r.tests[0].output.isEmpty)
        #expect(r.tests[1].output == ["Lua warning: error in __gc (just text)"])
    }

    /// An engine warning outside `expect_warning` fails the test, named at its line.
    @Test func anEngineWarningStillFails() throws {
        let r = try runSpec("""
            it("presents off the window", function()
              ViewController{name = "a"}:present(ViewController{name = "b"}, false)
            end)
            """)
        #expect(r.outcomes == ["errored presents off the window"])
        let failure = r.failure("presents off the window")
        #expect(failure?.message == "unexpected warning: Attempt to present <ViewController: b> on <ViewController: a> whose view is not in the window hierarchy!")
        #expect(failure?.location.hasSuffix("t_spec.lua:2") == true)
    }
}
