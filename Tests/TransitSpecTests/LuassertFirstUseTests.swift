import Foundation
import Testing
@testable import TransitSpec

/// luassert and say load on a spec's first use of them (spec_luassert.lua): until then the
/// globals `assert`, `spy`, `stub`, `mock` and `match` are stand-ins that become the real
/// objects. What a spec sees of them must not depend on which it touches first.
@Suite struct LuassertFirstUseTests {
    /// A spec that checks with `expect` only never loads them. (A read of their names in
    /// `package.loaded` is a use: busted has them there. `rawget` and `next` are not.)
    @Test func aSpecThatNeverUsesThemLeavesThemUnloaded() throws {
        let result = try runSpec("""
            describe("expect only", function()
              it("has no luassert", function()
                expect(rawget(package.loaded, "luassert")):toBe(nil)
                expect(rawget(package.loaded, "luassert.spy")):toBe(nil)
                expect(rawget(package.loaded, "say")):toBe(nil)
                expect(type(assert)):toBe("table")
              end)
            end)
            """)
        #expect(result.outcomes == ["passed expect only has no luassert"])
        #expect(result.tests.first?.assertions == 4)
    }

    /// busted has luassert and say loaded before a spec runs, so a spec's own entries for their
    /// names in `package.preload` or `package.loaded` are never luassert's modules: loaded on
    /// first use, they are read from their files all the same (review of test7: a fake
    /// `luassert.spy` became `spy`, and `package.loaded.luassert = false` broke every assertion).
    @Test func aSpecsEntriesForTheirNamesAreNotTheirModules() throws {
        let result = try runSpec("""
            package.preload["luassert.spy"] = function() return {new = function() return "fake" end} end
            package.preload["luassert.util"] = function() error("broken util") end
            package.loaded["luassert.match"] = false
            describe("fakes", function()
              it("are not luassert", function()
                expect(type(spy.new(function() end))):toBe("table")
                expect(match.is_matcher(match._)):toBe(true)
                assert.are.equal(1, 2)
              end)
            end)
            """)
        #expect(result.outcomes == ["failed fakes are not luassert"])
        #expect(result.failure("fakes are not luassert")?.message.hasPrefix("Expected objects to be equal.") == true)
    }

    /// An instruction limit that stops the first use part way (the first test pays for the
    /// load) leaves luassert half made: every later use fails, saying why, rather than
    /// loading again over it (review of test7: counting was lost, so later tests "made no
    /// assertion", or two sets of tables mixed and assertions looped).
    @Test func aLimitThatStopsTheFirstUseFailsEveryLaterUseSayingWhy() throws {
        var options = RunOptions()
        var stopped = 0
        for limit in stride(from: 2_000, through: 9_000, by: 1_000) {
            options.runtime.limits.instructions = limit
            let result = try runSpec("""
                it("1", function() assert.is_true(true) end)
                it("2", function() expect(1):toBe(1) end)
                it("3", function() assert.is_false(true) end)
                """, options: options)
            // the limit stopped the load, or the first assertion after it, or nothing
            if result.tests.first?.status.rawValue == "errored" {
                #expect(result.failure("1")?.message.contains("instruction limit exceeded") == true, "limit \(limit)")
            } else {
                #expect(result.outcomes.first == "passed 1", "limit \(limit)")
            }
            #expect(result.outcomes.dropFirst().first == "passed 2", "limit \(limit)")
            let third = try #require(result.failure("3")?.message)
            if result.tests.last?.status.rawValue == "errored" {
                stopped += 1
                #expect(third == "luassert's load, at its first use in this file, was stopped by a limit: "
                        + "raise it (--instructions, --time, --memory)", "limit \(limit)")
            } else {
                #expect(third.hasPrefix("Expected objects to be the same."), "limit \(limit)")
            }
        }
        #expect(stopped > 0)                   // some limit stopped the load part way
    }

    /// Touched in any way, they load whole, as one bundle, and the globals are the modules.
    @Test func theFirstUseLoadsThemAndTheGlobalsAreTheModules() throws {
        let result = try runSpec("""
            local a, s = assert, spy
            describe("first use", function()
              it("loads the bundle", function()
                local f = s.new(function() end)
                f(1)
                a.spy(f).was.called_with(1)
                expect(package.loaded.say ~= nil):toBe(true)
                expect(rawequal(package.loaded.luassert, a)):toBe(true)
                expect(rawequal(package.loaded["luassert.assert"], assert)):toBe(true)
                expect(rawequal(package.loaded["luassert.spy"], spy)):toBe(true)
                expect(rawequal(require("luassert.stub"), stub)):toBe(true)
                expect(rawequal(require("luassert.mock"), mock)):toBe(true)
                expect(rawequal(require("luassert.match"), match)):toBe(true)
                expect(rawequal(require("busted").spy, spy)):toBe(true)
                expect(rawget(spy, "new") ~= nil):toBe(true)
              end)
            end)
            """)
        #expect(result.outcomes == ["passed first use loads the bundle"])
    }

    /// A failing assertion, a matcher and `assert(false)` as the first use: luassert's
    /// messages, at the spec's line.
    @Test func aFailureAtTheFirstUseNamesTheSpecsLine() throws {
        let dir = try scratchDirectory()                           // one path: the same locations
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runSpec("""
            describe("first", function()
              it("equal", function() assert.are.equal(1, 2) end)
              it("call", function() assert(false, "plain") end)
              it("matcher", function() assert.is_true(match.is_number()("x")) end)
              it("spy", function() local f = spy.new(function() end) assert.spy(f).was.called() end)
            end)
            """, in: dir)
        for (name, line) in [("first equal", 2), ("first call", 3), ("first matcher", 4), ("first spy", 5)] {
            // each test in a fresh file, so that each is the first use
            let alone = try runSpec(firstUseOnly(of: name, line: line), in: dir)
            let failure = try #require(alone.failure(name), "\(name)")
            #expect(failure.location.hasSuffix("/t_spec.lua:\(line)"), "\(name): \(failure.location)")
            #expect(failure == result.failure(name), "\(name)")
        }
        #expect(result.failure("first equal")?.message == "Expected objects to be equal.")
        #expect(result.failure("first call")?.message == "plain")
        #expect(result.failure("first spy")?.message == "Expected to be called >0 time(s), but was called 0 time(s)")
    }

    /// The spec above with only the test `name` left (same lines).
    private func firstUseOnly(of name: String, line: Int) -> String {
        let bodies = [2: #"it("equal", function() assert.are.equal(1, 2) end)"#,
                      3: #"it("call", function() assert(false, "plain") end)"#,
                      4: #"it("matcher", function() assert.is_true(match.is_number()("x")) end)"#,
                      5: #"it("spy", function() local f = spy.new(function() end) assert.spy(f).was.called() end)"#]
        return (1...6).map { n in n == 1 ? #"describe("first", function()"# : n == 6 ? "end)" : n == line ? bodies[n]! : "" }
            .joined(separator: "\n")
    }

    /// A spec's replacement of `spy.new` reaches luassert's own call of it in `spy.on`, as
    /// when luassert was loaded at start.
    @Test func aReplacedFieldReachesLuassertsOwnCalls() throws {
        let result = try runSpec("""
            local made = 0
            describe("replaced", function()
              it("spy.new", function()
                local new = spy.new
                spy.new = function(f) made = made + 1 return new(f) end
                local t = {f = function() end}
                spy.on(t, "f")
                expect(made):toBe(1)
                spy.new = new
              end)
            end)
            """)
        #expect(result.outcomes == ["passed replaced spy.new"])
    }

    /// First used inside an insulate block, luassert stays in `package.loaded` after it (busted
    /// has it loaded before any block), and `require` gives the same objects.
    @Test func aFirstUseInsideInsulateStaysLoaded() throws {
        let result = try runSpec("""
            insulate("inside", function()
              it("uses assert", function() assert.is_true(true) end)
            end)
            describe("after", function()
              it("still has it", function()
                expect(rawequal(package.loaded.luassert, assert)):toBe(true)
                expect(rawequal(require("luassert.spy"), spy)):toBe(true)
              end)
            end)
            """)
        #expect(result.outcomes == ["passed inside uses assert", "passed after still has it"])
    }

    /// What loads luassert runs at its first use, with the functions it took at start: a spec
    /// that replaced `type` and `rawset` before that gets luassert's message at its line.
    @Test func aFirstUseAfterTheSpecReplacedGlobalsFailsAsBefore() throws {
        let result = try runSpec("""
            type = function() return "x" end
            rawset = nil
            describe("replaced", function()
              it("fails", function() assert.are.equal(1, 2) end)
            end)
            """)
        let failure = try #require(result.failure("replaced fails"))
        #expect(failure.location.hasSuffix("/t_spec.lua:4"))
        #expect(failure.message == "Expected objects to be equal.")
        #expect(failure.details == "Passed in:\n(number) 2\nExpected:\n(number) 1")
    }
}
