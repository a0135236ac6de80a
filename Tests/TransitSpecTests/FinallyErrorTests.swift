import Testing
@testable import TransitSpec

/// busted reports every callback's error: a `finally` that fails after its test's body did
/// is an error of its own (busted 2.1.1: `0 successes / 1 failure / 3 errors` for the two
/// tests below), and only the body can fail a test — an assertion in a `finally` is an error.
@Suite struct FinallyErrorTests {
    @Test func aFinallyErrorAfterAFailingBodyIsNotLost() throws {
        let r = try runSpec("""
            it("assert fails, finally errors", function()
              finally(function() error("finally boom") end)
              assert.is_true(false)
            end)
            it("body errors, finally fails an assertion", function()
              finally(function() assert.is_true(false) end)
              error("body boom")
            end)
            """)
        #expect(r.outcomes == ["failed assert fails, finally errors", "errored assert fails, finally errors",
                               "errored body errors, finally fails an assertion",
                               "errored body errors, finally fails an assertion"])
        #expect(r.tests.map(\.line) == [1, 1, 5, 5])
        let failures = r.tests.map { ($0.failure?.location ?? "", $0.failure?.message ?? "") }
        #expect(failures[0].0.hasSuffix("t_spec.lua:3"))
        #expect(failures[0].1.hasPrefix("Expected objects to be the same."))
        #expect(failures[1].0.hasSuffix("t_spec.lua:2") && failures[1].1 == "finally boom")
        #expect(failures[2].0.hasSuffix("t_spec.lua:7") && failures[2].1 == "body boom")
        #expect(failures[3].0.hasSuffix("t_spec.lua:6"))
        #expect(failures[3].1.hasPrefix("Expected objects to be the same."))
    }

    /// A `finally` that fails after `pending` ended the body makes the test an error, no
    /// longer pending (busted 2.1.1, `busted --lua=lua5.4 -o TAP`: one `not ok` line with the
    /// finally's message; plainTerminal `0 successes / 0 failures / 1 error / 0 pending`).
    @Test func aFinallyErrorAfterPendingIsTheTestsError() throws {
        let r = try runSpec("""
            it("pending, finally errors", function()
              finally(function() error("finally boom", 0) end)
              pending("later")
            end)
            """)
        #expect(r.outcomes == ["errored pending, finally errors"])
        #expect(r.tests.first?.failure?.message == "finally boom")
    }

    @Test func anAssertionInAFinallyIsAnErrorNotAFailure() throws {
        let r = try runSpec("""
            it("finally fails an assertion", function() finally(function() assert.is_true(false) end) end)
            """)
        #expect(r.outcomes == ["errored finally fails an assertion"])
    }
}
