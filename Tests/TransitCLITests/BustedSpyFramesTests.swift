import Foundation
import Testing

/// An error raised through a spy or stub runs through luassert's `spy.lua`, and busted's
/// traceback shows that frame below the spec's (`…/luassert/spy.lua:15: in field 'f'`), as
/// Lua's does; transit dropped every luassert frame, those between the spec's too. Only the
/// frames above the spec's first — luassert raising a failure — are none of the spec's, and
/// busted's trace starts below them (dstmodders/mod-sdk's spied `Send` and `GetScreenSize`).
@Suite struct BustedSpyFramesTests {
    static let spec = """
        describe("spies", function()
          it("errors through a spy", function()
            local t = {f = function() error("boom") end}
            spy.on(t, "f")
            t.f()
          end)
          it("fails an assertion", function()
            assert.are.equal(1, 2)
          end)
          it("fails inside a spied function", function()
            local t = {f = function() assert.is_true(false) end}
            spy.on(t, "f")
            t.f()
          end)
        end)
        """

    static let expected = """
        not ok 1 - spies errors through a spy
        # s_spec.lua @ 2
        # Failure message: s_spec.lua:3: boom
        # stack traceback:
        # \ts_spec.lua:3: in field 'callback'
        # \t/usr/share/lua/5.4/luassert/spy.lua:15: in field 'f'
        # \ts_spec.lua:5: in function <s_spec.lua:2>
        # 
        not ok 2 - spies fails an assertion
        # s_spec.lua @ 7
        # Failure message: s_spec.lua:8: Expected objects to be equal.
        # Passed in:
        # (number) 2
        # Expected:
        # (number) 1
        # stack traceback:
        # \ts_spec.lua:8: in function <s_spec.lua:7>
        # 
        not ok 3 - spies fails inside a spied function
        # s_spec.lua @ 10
        # Failure message: s_spec.lua:11: Expected objects to be the same.
        # Passed in:
        # (boolean) false
        # Expected:
        # (boolean) true
        # stack traceback:
        # \ts_spec.lua:11: in field 'callback'
        # \t/usr/share/lua/5.4/luassert/spy.lua:15: in field 'f'
        # \ts_spec.lua:13: in function <s_spec.lua:10>
        # 
        1..3

        """

    @Test func aSpysFrameBelowTheSpecsIsShownAsBustedShowsIt() throws {
        let project = try RunnerCITests.Project(["s_spec.lua": Self.spec])
        defer { project.remove() }
        for words in [["-o", "TAP", "--verbose", "s_spec.lua"], ["-o", "TAP", "--verbose", "--unsafe", "s_spec.lua"]] {
            let mine = try project.test(words)
            // the `# file @ line: name` comments --verbose puts before each test aside
            let lines = mine.stdout.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(" @ ") || !$0.contains(": spies ") }
            #expect(lines.joined(separator: "\n") == Self.expected, "\(words): \(mine.stdout)\(mine.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--verbose", "s_spec.lua"], in: project.dir)
        let lines = theirs.stdout.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(" @ ") || !$0.contains(": spies ") }
        #expect(lines.joined(separator: "\n") == Self.expected, "\(theirs.stdout)")
    }
}
