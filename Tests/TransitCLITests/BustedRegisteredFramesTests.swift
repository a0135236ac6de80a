import Foundation
import Testing

/// An error raised inside an `assert:register`ed assertion's own function shows, in busted's
/// traceback, that function's frame as luassert calls it (`in field 'callback'`) and
/// luassert's `assert.lua:43` below it, as Lua's traceback does. transit counted assertions
/// through a wrapper of its own that tail-called the function, so its frame read `in function
/// <r_spec.lua:4>` followed by `(...tail calls...)`. A level-2 `error` there still names
/// luassert's line, as busted's, and luassert's own argument checks their place.
@Suite struct BustedRegisteredFramesTests {
    static let spec = """
        local say = require("say")
        say:set("assertion.is_odd.positive", "Expected %s to be odd")
        say:set("assertion.is_odd.negative", "Expected %s not to be odd")
        assert:register("assertion", "is_odd", function(state, arguments)
          if arguments[1] == 0 then error("zero is neither") end
          if arguments[1] == -1 then error("negative", 2) end
          return arguments[1] % 2 == 1
        end, "assertion.is_odd.positive", "assertion.is_odd.negative")
        describe("odd", function()
          it("raises in the assertion", function()
            assert.is_odd(0)
          end)
          it("raises at level 2", function()
            assert.is_odd(-1)
          end)
          it("fails", function()
            assert.is_odd(2)
          end)
          it("checks its arguments", function()
            assert.near(1, 2)
          end)
        end)
        """

    static let expected = """
        not ok 1 - odd raises in the assertion
        # r_spec.lua @ 10
        # Failure message: r_spec.lua:5: zero is neither
        # stack traceback:
        # \tr_spec.lua:5: in field 'callback'
        # \t/usr/share/lua/5.4/luassert/assert.lua:43: in field 'is_odd'
        # \tr_spec.lua:11: in function <r_spec.lua:10>
        # 
        not ok 2 - odd raises at level 2
        # r_spec.lua @ 13
        # Failure message: /usr/share/lua/5.4/luassert/assert.lua:43: negative
        # stack traceback:
        # \tr_spec.lua:6: in field 'callback'
        # \t/usr/share/lua/5.4/luassert/assert.lua:43: in field 'is_odd'
        # \tr_spec.lua:14: in function <r_spec.lua:13>
        # 
        not ok 3 - odd fails
        # r_spec.lua @ 16
        # Failure message: r_spec.lua:17: Expected (number) 2 to be odd
        # stack traceback:
        # \tr_spec.lua:17: in function <r_spec.lua:16>
        # 
        not ok 4 - odd checks its arguments
        # r_spec.lua @ 19
        # Failure message: /usr/share/lua/5.4/luassert/assertions.lua:56: the 'near' function requires a minimum of 3 arguments, got: 2
        # stack traceback:
        # \tr_spec.lua:20: in function <r_spec.lua:19>
        # 
        1..4

        """

    /// The `# file @ line: name` comments --verbose puts before each test aside.
    static func withoutStarts(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(": odd ") }.joined(separator: "\n")
    }

    @Test func aRegisteredAssertionsFrameIsBusteds() throws {
        let project = try RunnerCITests.Project(["r_spec.lua": Self.spec])
        defer { project.remove() }
        for words in [["-o", "TAP", "--verbose", "r_spec.lua"], ["-o", "TAP", "--verbose", "--unsafe", "r_spec.lua"]] {
            let mine = try project.test(words)
            #expect(Self.withoutStarts(mine.stdout) == Self.expected, "\(words): \(mine.stdout)\(mine.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--verbose", "r_spec.lua"], in: project.dir)
        #expect(Self.withoutStarts(theirs.stdout) == Self.expected, "\(theirs.stdout)")
    }

    /// Each call of the registered assertion still counts once (the count is taken where
    /// luassert's assert.lua looks its function up, no frame of transit's between); a spec's
    /// own read of the function, to wrap it, is no assertion.
    @Test func aRegisteredAssertionStillCounts() throws {
        let project = try RunnerCITests.Project(["c_spec.lua": """
            assert:register("assertion", "yes", function() return true end, "assertion.yes.positive", "assertion.yes.negative")
            it("counts", function()
              local entry = require("luassert.namespaces").assertion.yes
              assert(type(entry.callback) == "function" and entry.callback() == true)
              assert.yes(); assert.is.yes(); assert.yes(1)
            end)
            """])
        defer { project.remove() }
        let r = try project.test(["-o", "json", "c_spec.lua"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        // the spec's `assert(…)` is one, as every `assert(v)` is
        #expect(r.stdout.contains("\"assertions\": 4"), "\(r.stdout)")
    }
}
