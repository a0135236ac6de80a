import Testing
@testable import TransitSpec

/// `toEqual` compares tables of any depth: by a loop over a stack of its own, not a recursion
/// (one nested 100,000 deep overflowed Lua's stack, as luassert's `same` does under busted:
/// "stack overflow"), with the path to the difference joined once at the end (joined on the
/// way down, 30,000 deep, it passed the memory limit) and shortened past 40 keys.
@Suite struct DeepEqualityTests {
    private let deep = "local function deep(n) local t = {} local c = t for i = 1, n do c.x = {} c = c.x end return t end\n"

    @Test func tablesNestedDeeperThanLuasStackCompare() throws {
        let r = try runSpec(deep + """
            it("alike", function() expect(deep(100000)):toEqual(deep(100000)) end)
            it("one level more", function() expect(deep(100000)):toEqual(deep(100001)) end)
            it("a leaf apart", function()
              local a, b = deep(50000), deep(50000)
              local ca, cb = a, b
              for i = 1, 49999 do ca, cb = ca.x, cb.x end
              ca.x.v, cb.x.v = 1, 2
              expect(a):toEqual(b)
            end)
            """)
        #expect(r.outcomes == ["passed alike", "failed one level more", "failed a leaf apart"])
        let more = try #require(r.failure("one level more"))
        let twenty = String(repeating: ".x", count: 20)
        #expect(more.message == "expect(received):toEqual(expected): the values differ at " + twenty
                + "…(99961 more keys)…" + twenty)
        let leaf = try #require(r.failure("a leaf apart"))
        #expect(leaf.message == "expect(received):toEqual(expected): the values differ at " + twenty
                + "…(49961 more keys)…" + String(repeating: ".x", count: 19) + ".v")
    }

    /// The order and the words are the recursion's: a's keys in order, then the keys only
    /// b has; a cycle compares as its pairs; a path of 40 keys is shown whole.
    @Test func pathsAndOrderAreAsBefore() throws {
        let r = try runSpec(deep + """
            it("a's keys first", function() expect({a = 1, b = {c = 2}}):toEqual({a = 1, b = {c = 3}, z = 1}) end)
            it("a key only b has", function() expect({a = {b = 1}}):toEqual({a = {b = 1, c = 2}}) end)
            it("cycles alike", function()
              local a, b = {}, {}
              a.self, b.self = a, b
              expect(a):toEqual(b)
            end)
            it("cycles apart", function()
              local a, b = {n = 1}, {n = 2}
              a.self, b.self = a, b
              expect(a):toEqual(b)
            end)
            it("forty keys", function() expect(deep(39)):toEqual(deep(40)) end)
            """)
        #expect(r.outcomes == ["failed a's keys first", "failed a key only b has", "passed cycles alike",
                               "failed cycles apart", "failed forty keys"])
        #expect(r.failure("a's keys first")?.message == "expect(received):toEqual(expected): the values differ at .b.c")
        #expect(r.failure("a key only b has")?.message == "expect(received):toEqual(expected): the values differ at .a.c")
        #expect(r.failure("cycles apart")?.message == "expect(received):toEqual(expected): the values differ at .n")
        #expect(r.failure("forty keys")?.message
                == "expect(received):toEqual(expected): the values differ at " + String(repeating: ".x", count: 40))
    }
}
