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

    /// luassert itself is Debian's (BustedCompatibilityTests checks its words against busted);
    /// here, that a failed assertion is a failure and names the spec's line.
    @Test func luassertFailuresAreFailuresAtTheSpecsLine() throws {
        let r = try runSpec("""
            it('fails', function()
              assert.are.equal(1, 2)
            end)
            it('errors', function() assert.is.frobnicated(1) end)
            """)
        #expect(r.outcomes == ["failed fails", "errored errors"])
        #expect(r.tests[0].failure?.location.hasSuffix("t_spec.lua:2") == true)
        #expect(r.tests[0].failure?.message == "Expected objects to be equal.")
        #expect(r.tests[1].failure?.message == "luassert: unknown modifier/assertion: 'is_frobnicated'")
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
            // a luassert failure is busted's failure object, a table: read by its text
            "expect(function() assert.is_true(false) end):toThrow('Expected objects to be the same')",
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

    /// A diff of a table keyed by tables reads the same on every run: the keys are ordered by
    /// what they hold, then by their values, before any is shown (showing one numbers it:
    /// `table: 0x00000001`), so neither `pairs` nor the addresses decide. Each run is a fresh
    /// state; the padding moves the keys.
    @Test func diffsOfTablesKeyedByTablesReadTheSameEveryRun() throws {
        var seen: Set<String> = []
        for padding in [0, 1, 7, 40, 300] {
            let r = try runSpec("""
            it('differs', function()
              local pad = {} for i = 1, \(padding) do pad[i] = {} end
              expect({[{}] = 1, [{}] = 2, [{}] = 3, [{}] = 4, [{n = 1}] = 5, [{n = 0}] = 6}):toEqual({})
            end)
            """)
            let details = try #require(r.tests[0].failure?.details)
            let values = details.split(separator: "\n").filter { $0.contains(" = ") }.compactMap { $0.split(separator: " = ").last }
            #expect(values == ["6,", "5,", "1,", "2,", "3,", "4,"], "padding \(padding): \(details)")
            seen.insert(details)
        }
        #expect(seen.count == 1, "\(seen)")
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
          expect(s.calls[1].vals):toEqual({target, 'a', n = 2})
          local f = spy.new(function(x) return x * 2 end)
          expect(f(21)):toBe(42)
          expect(f):toHaveBeenLastCalledWith(21)
          expect(spy.new()).never:toHaveBeenCalled()
        end)
        it('is not reverted after the test (busted does not)', function()
          assert.is_true(spy.is_spy(target.greet))
        end)
        it('fails with the calls', function()
          local s = spy.new()
          s(1, 'x')
          assert.spy(s).was.called_with(2)
        end)
        """)
        #expect(r.outcomes == ["passed records", "passed is not reverted after the test (busted does not)", "failed fails with the calls"])
        #expect(r.tests[2].failure?.message == "Function was never called with matching arguments.")
    }

    @Test func assertionsAreCounted() throws {
        let r = try runSpec("""
        it('three', function() assert.truthy(1); expect(1):toBe(1); assert(true) end)
        it('none', function() local x = 1 end)
        """)
        #expect(r.tests.map(\.assertions) == [3, 0])
        #expect(r.tests.map(\.madeNoAssertions) == [false, true])
    }

    /// luassert's `register` assigns the name's entry over any there (assert.lua:90): an
    /// assertion registered again, or a built-in replaced, is one assertion per call as the
    /// first registration is (rev96b: only a new name was counted, so these tests were flagged
    /// "Made no assertion"). A modifier (`is_not`) adds none; an unregistered name is gone.
    @Test func anAssertionRegisteredAgainUnderItsNameIsCounted() throws {
        let r = try runSpec("""
        it('first', function()
          assert:register('assertion', 'mine', function(_, a) return a[1] == 1 end)
          assert.mine(1)
        end)
        it('again', function()
          assert:register('assertion', 'mine', function(_, a) return a[1] == 2 end)
          assert.mine(2); assert.is_not.mine(3)
        end)
        it('built-in replaced', function()
          assert:register('assertion', 'truthy', function(_, a) return a[1] ~= nil end)
          assert.truthy(false)
        end)
        it('unregistered', function()
          assert:unregister('assertion', 'mine')
          assert.has_error(function() assert.mine(2) end)
          local names = {}
          for k in pairs(require('luassert.namespaces').assertion) do names[k] = true end
          assert.is_nil(names.mine); assert.is_true(names.equal)
        end)
        """)
        #expect(r.outcomes == ["passed first", "passed again", "passed built-in replaced", "passed unregistered"])
        #expect(r.tests.map(\.assertions) == [1, 2, 1, 3])
        #expect(r.tests.map(\.madeNoAssertions) == [false, false, false, false])
    }
}
