import Foundation
import Testing
@testable import TransitSpec

/// busted's block environments (spec_dsl.lua's scopes; busted's own behaviour is pinned by
/// Fixtures/busted/block_env_spec.lua, compared with /usr/bin/busted in
/// BustedCompatibilityTests): what busted does not say — errors, a strict `_G`, bindfenv,
/// what runs after a test's body.
@Suite struct BlockEnvironmentTests {
    /// `_ENV[nil] = 1` is stock's error at the spec's line (busted's names its environment.lua:17).
    @Test func aBadGlobalNameIsAnErrorAtTheSpecsLine() throws {
        let r = try runSpec("""
            it("nil", function()
              _ENV[nil] = 1
            end)
            it("NaN", function() _ENV[0/0] = 1 end)
            """)
        #expect(r.outcomes == ["errored nil", "errored NaN"])
        #expect(r.failure("nil")?.location.hasSuffix("/t_spec.lua:2") == true)
        #expect(r.failure("nil")?.message == "table index is nil")
        #expect(r.failure("NaN")?.location.hasSuffix("/t_spec.lua:4") == true)
        #expect(r.failure("NaN")?.message == "table index is NaN")
    }

    /// A strict `_G` (a metatable refusing undeclared names) still refuses reads and `_G.x`
    /// writes, at the spec's line, while a plain global goes into its block as in busted
    /// 2.1.1 (which names its environment.lua:12 for the read). It failed the whole block before.
    @Test func aStrictGlobalsTableStillRefusesAtTheSpecsLine() throws {
        let r = try runSpec("""
            setmetatable(_G, {__index = function(_, k) error("undeclared '" .. k .. "'", 2) end,
                              __newindex = function(_, k) error("assignment to undeclared '" .. k .. "'", 2) end})
            describe("d", function()
              X = 1
              it("plain", function() assert.equal(1, X) end)
              it("reads", function() return Y end)
              it("writes", function() _G.Z = 1 end)
            end)
            """)
        #expect(r.outcomes == ["passed d plain", "errored d reads", "errored d writes"])
        #expect(r.failure("d reads")?.location.hasSuffix("/t_spec.lua:6") == true)
        #expect(r.failure("d reads")?.message == "undeclared 'Y'")
        #expect(r.failure("d writes")?.location.hasSuffix("/t_spec.lua:7") == true)
    }

    /// A module still loads in its own strict environment: its global is an error at its line,
    /// required from a test too.
    @Test func aModuleStaysStrict() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "LEAK = 1\nreturn {}\n".write(to: dir.appendingPathComponent("leaky.lua"), atomically: true, encoding: .utf8)
        let r = try runSpec(#"it("t", function() require("leaky") end)"#, in: dir)   // the spec's folder is searched
        #expect(r.tests.first?.status == .errored)
        #expect(r.tests.first?.failure?.message.contains("assignment to undeclared global 'LEAK'") == true)
        #expect(r.tests.first?.failure?.location.hasSuffix("leaky.lua:1") == true)
    }

    /// busted's bindfenv binds one name over the spec's environment, which still follows the
    /// block that runs: the bound function reads the test's globals (busted's table reads
    /// through its proxy the same way).
    @Test func bindfenvReadsThroughTheRunningBlock() throws {
        let r = try runSpec("""
            local function show() return NAME, OTHER end
            require("busted").bindfenv(show, "NAME", "bound")
            describe("d", function()
              OTHER = "block"
              it("t", function()
                local a, b = show()
                assert.equal("bound", a)
                assert.equal("block", b)
                OTHER = "test"
                assert.equal("test", select(2, show()))
              end)
            end)
            """)
        #expect(r.outcomes == ["passed d t"])
    }

    /// What runs after the body — a `finally`, a completion the clock runs at the test's end —
    /// reads the test's globals; the next test does not.
    @Test func workAfterTheBodySeesTheTestsGlobals() throws {
        let r = try runSpec("""
            it("t", function()
              MINE = "test"
              finally(function() print("finally " .. MINE) end)
              local v = View{}
              View.animate(0.5, function() v.alpha = 0 end, function() print("completion " .. MINE) end)
            end)
            it("next", function() assert.is_nil(MINE) end)
            """)
        #expect(r.outcomes == ["passed t", "passed next"])
        #expect(r.tests[0].output == ["finally test", "completion test"])
    }
}
