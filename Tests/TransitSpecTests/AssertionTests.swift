import Testing
@testable import TransitSpec

/// luassert's forms, `expect` matchers and spies: what passes, what fails, and the words.
@Suite struct AssertionTests {
    /// Each line of `body` becomes one test; returns "status: message" per test.
    static func outcomes(_ lines: [String]) throws -> [String] {
        let source = lines.enumerated().map { "it('t\($0.offset + 1)', function() \($0.element) end)" }.joined(separator: "\n")
        return try runSpec(source).tests.map { t in
            t.failure.map { "\(t.status.rawValue): \($0.message)" } ?? t.status.rawValue
        }
    }

    @Test func luassertFormsPassWhenTheyHold() throws {
        let lines = [
            "assert.are.same({a = {1, 2}}, {a = {1, 2}})",
            "assert.are.equal(3, 3); assert.equals('x', 'x')",
            "assert.is_true(true); assert.is_false(false); assert.True(true); assert.False(false)",
            "assert.is_nil(nil); assert.is_not_nil(1); assert.is_not.Nil(0); assert.is.Nil(nil)",
            "assert.truthy(0); assert.falsy(nil); assert.is_not.truthy(false)",
            "assert.near(1, 1.05, 0.1); assert.near(Rect(0, 0, 1, 1), {x = 0.01, y = 0, width = 1, height = 1}, 0.02)",
            "assert.matches('^a%d', 'a1b'); assert.match('.', 'x.', 1, true); assert.does_not.match('z', 'abc')",
            "assert.has_error(function() error('boom') end, 'boom'); assert.has_no.errors(function() end)",
            "assert.error_matches(function() error('disk 42 failed') end, 'disk %d+')",
            "assert.is_number(1); assert.is_string('s'); assert.is_table({}); assert.is_function(print); assert.is_boolean(true)",
            "assert.unique({1, 2, {3}}); assert.is_not.unique({1, 1})",
            "assert.are_not.same({1}, {2}); assert.is_not.equal({}, {})",
            "assert(1 == 1, 'arithmetic'); assert.same(Rect(1, 2, 3, 4), {x = 1, y = 2, width = 3, height = 4})",
        ]
        #expect(try Self.outcomes(lines) == Array(repeating: "passed", count: lines.count))
    }

    @Test func luassertFormsFailWithTheirWords() throws {
        #expect(try Self.outcomes([
            "assert.are.equal(1, 2)",
            "assert.is_not.equal(1, 1)",
            "assert.is_true(1)",
            "assert.has_error(function() error('boom') end, 'bang')",
            "assert.near(0.5, 0.7, 0.1)",
            "assert.are.same(1, 2, 'custom words')",
            "assert(false)",
            "assert.is.frobnicated(1)",
            "assert.called(1)",
        ]) == [
            "failed: Expected objects to be equal.",
            "failed: Expected objects not to be equal.",
            "failed: Expected true.",
            "failed: Expected an error.",
            "failed: Expected values to be near.",
            "failed: custom words",
            "failed: assertion failed!",
            "errored: unknown assertion 'frobnicated'",
            "errored: 'called' checks a spy: write assert.spy(s).was.called(…)",
        ])
    }

    @Test func expectMatchersPassWhenTheyHold() throws {
        let lines = [
            "expect(1):toBe(1); expect(window):toBe(window); expect({}).never:toBe({})",
            "expect({a = {Point(1, 2)}}):toEqual({a = {{x = 1, y = 2}}})",
            "expect(0.1 + 0.2):toBeCloseTo(0.3); expect(Size(1, 2)):toBeCloseTo(Size(1.0004, 2), 1e-3)",
            "expect(Transform.rotation(math.pi)):toBeCloseTo(Transform(-1, 0, 0, -1, 0, 0), 1e-12)",
            "expect(Color(1, 0.5, 0)):toBeCloseTo({r = 1, g = 0.5, b = 0}); expect({frame = Rect(0, 0, 1, 1), alpha = 1, extra = 'x'}):toBeCloseTo({alpha = 1.0000001})",
            "expect(true):toBeTruthy(); expect(nil):toBeFalsy(); expect(nil):toBeNil(); expect(0).never:toBeNil()",
            "expect(2):toBeGreaterThan(1); expect(2):toBeGreaterThanOrEqual(2); expect(1):toBeLessThan(2); expect(1):toBeLessThanOrEqual(1)",
            "expect('hello'):toMatch('^h.l'); expect('hello'):toContain('ell'); expect({1, 2}):toContain(2); expect({{1}}):toContainEqual({1})",
            "expect({1, 2, 3}):toHaveLength(3); expect('ab'):toHaveLength(2)",
            "expect(function() error('it broke') end):toThrow('broke'); expect(function() end).never:toThrow()",
        ]
        #expect(try Self.outcomes(lines) == Array(repeating: "passed", count: lines.count))
    }

    @Test func expectMatchersFailWithWhatDiffered() throws {
        #expect(try Self.outcomes([
            "expect(1):toBe(2)",
            "expect({1}):toBe({1})",
            "expect(Point(1, 2)):toEqual(Point(1, 3))",
            "expect(Rect(0, 0, 10, 10)):toBeCloseTo(Rect(0, 0.5, 10, 10), 0.1)",
            "expect(3):toBeLessThan(2)",
            "expect('abc'):toMatch('^b')",
            "expect({1, 2}):toHaveLength(3)",
            "expect(function() end):toThrow()",
            "expect(1).never:toEqual(1)",
            "expect(1):toBeSomething()",
        ]) == [
            "failed: expect(received):toBe(expected): expected 2, received 1",
            "failed: expect(received):toBe(expected): expected {1}, received {1}",
            "failed: expect(received):toEqual(expected): the values differ at .y",
            "failed: expect(received):toBeCloseTo(expected, tolerance): at .y: expected 0.5, received 0 (off by 0.5)",
            "failed: expect(received):toBeLessThan(n): expected < 2, received 3",
            "failed: expect(received):toMatch(pattern): pattern \"^b\" did not match \"abc\"",
            "failed: expect(received):toHaveLength(n): expected length 3, received length 2",
            "failed: expect(received):toThrow(expected): no error was raised",
            "failed: expect(received).never:toEqual(expected): the values are equal",
            "errored: unknown matcher 'toBeSomething'",
        ])
    }

    @Test func diffsSortKeysAndMarkLines() throws {
        let r = try runSpec("""
        it('differs', function()
          expect({frame = Rect(0, 0, 1, 1), alpha = 1, name = 'v', list = {1, 2, 3}, [2] = true})
            :toEqual({frame = Rect(0, 0, 1, 2), alpha = 1, name = 'v', list = {1, 2, 3}, [2] = true})
        end)
        """)
        #expect(r.tests[0].failure?.details == """
            - Expected
            + Received

              {
                [2] = true,
                alpha = 1,
            -   frame = Rect(0, 0, 1, 2),
            +   frame = Rect(0, 0, 1, 1),
                list = {1, 2, 3},
                name = "v",
              }
            """)
    }

    @Test func spiesRecordCallsAndRevert() throws {
        let r = try runSpec("""
        local target = {greet = function(self, name) return 'hi ' .. name end}
        it('records', function()
          local s = spy.on(target, 'greet')
          expect(target:greet('a')):toBe('hi a')
          assert.spy(s).was.called(1)
          assert.spy(s).was.called_with(target, 'a')
          assert.spy(s).was_not.called_with(target, 'b')
          assert.spy(s).was.returned_with('hi a')
          expect(s):toHaveBeenCalledWith(target, 'a')
          expect(s):toHaveBeenCalledTimes(1)
          expect(s.calls[1]):toEqual({target, 'a', n = 2})
          local f = spy.new(function(x) return x * 2 end)
          expect(f(21)):toBe(42)
          expect(f):toHaveBeenLastCalledWith(21)
          expect(spy.new()).never:toHaveBeenCalled()
        end)
        it('was reverted after the last test', function()
          assert.is_false(spy.is_spy(target.greet))
        end)
        it('fails with the calls', function()
          local s = spy.new()
          s(1, 'x')
          assert.spy(s).was.called_with(2)
        end)
        """)
        #expect(r.outcomes == ["passed records", "passed was reverted after the last test", "failed fails with the calls"])
        #expect(r.tests[2].failure?.details == "Expected arguments: (2)\nCalls:\n  #1: (1, \"x\")")
    }

    @Test func assertionsAreCounted() throws {
        let r = try runSpec("""
        it('three', function() assert.truthy(1); expect(1):toBe(1); assert(true) end)
        it('none', function() local x = 1 end)
        """)
        #expect(r.tests.map(\.assertions) == [3, 0])
        #expect(r.tests.map(\.madeNoAssertions) == [false, true])
    }
}
