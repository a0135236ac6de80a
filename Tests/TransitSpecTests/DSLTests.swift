import Testing
@testable import TransitSpec

@Suite struct DSLTests {
    @Test func describesItsAndHooksRunInOrder() throws {
        let r = try runSpec("""
        local log = {}
        describe("outer", function()
          setup(function() log[#log + 1] = "setup" end)
          before_each(function() log[#log + 1] = "before" end)
          after_each(function() log[#log + 1] = "after" end)
          teardown(function() log[#log + 1] = "teardown" end)
          it("one", function() log[#log + 1] = "one"; assert.is_true(true) end)
          describe("inner", function()
            before_each(function() log[#log + 1] = "inner before" end)
            it("two", function() log[#log + 1] = "two"; expect(1):toBe(1) end)
          end)
          it("last", function()
            assert.are.same({"setup", "before", "one", "after", "before", "inner before", "two", "after", "before"}, log)
          end)
        end)
        """)
        #expect(r.outcomes == ["passed outer one", "passed outer inner two", "passed outer last"])
        #expect(r.tests.map(\.line) == [7, 10, 12])
    }
}
