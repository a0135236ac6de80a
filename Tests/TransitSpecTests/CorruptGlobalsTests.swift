import Foundation
import Testing
@testable import TransitSpec

/// A spec that corrupts the runner's globals (`describe`, `it`, `expect`, `assert`, `clock`,
/// `_G`'s metatable) breaks its own file only: the runner holds the closures it needs, the
/// next file gets a new Lua state, and every count stays true. (Through `_G`: a plain
/// `it = nil` in a test is the test's own global, as in busted, and breaks nothing after it.)
@Suite struct CorruptGlobalsTests {
    @Test func aCorruptingFileFailsAloneAndTheCountsStayTrue() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        describe("corrupts", function()
          it("breaks the globals", function()
            _G.describe, _G.it, _G.expect, _G.assert, _G.clock = nil, nil, nil, nil, nil
            setmetatable(_G, {__index = function(_, k) error("no global " .. tostring(k)) end,
                              __newindex = function(_, k) error("no new global " .. tostring(k)) end})
          end)
          it("runs next", function() local x = 1 end)
          describe("later block", function()
            it("is declared with a global that is gone", function() end)
          end)
        end)
        """.write(to: dir.appendingPathComponent("a_spec.lua"), atomically: true, encoding: .utf8)
        try """
        describe("b", function()
          it("passes", function() assert.truthy(1); expect(clock.now):toBe(0) end)
        end)
        """.write(to: dir.appendingPathComponent("b_spec.lua"), atomically: true, encoding: .utf8)
        let files = SuiteRunner.specFiles(in: [dir.path]).files
        let run = SuiteRunner(options: RunOptions(), reporter: ScriptSpecsTests.Quiet()).run(files: files)
        let outcomes = run.tests.map { "\($0.status.rawValue) \($0.fullName)" }
        #expect(outcomes == ["passed corrupts breaks the globals", "passed corrupts runs next",
                             "errored corrupts later block", "passed b passes"])
        #expect(run.tests[2].failure?.message == "no global it")
        let c = run.counts
        #expect([c.passed, c.failed, c.errored, c.skipped] as [Int] == [3, 0, 1, 0])
    }
}
