import Foundation
import Testing

/// `require("busted").fail(message, level)` takes `error`'s level, as busted's: 0 or below
/// gives the message alone, and the failure is reported at the spec's line. transit's named
/// its own chunk (`(transit spec_dsl.lua):190: m`) for 0, luassert's line for -1, no place
/// for 1e308 (`bad argument #2 to 'error' …`), and an arithmetic error in its own chunk for a
/// level that is no number.
@Suite struct BustedFailLevelTests {
    static let spec = """
        local fail = require("busted").fail
        it("fail's level", function()
          for _, level in ipairs({0, -1, 1e308, 1.5, "x"}) do print(level, select(2, pcall(fail, "m", level))) end
          fail("at level 0", 0)
        end)
        it("fail's default level", function()
          fail("here")
        end)
        """

    @Test func aLevelIsErrorsLevelAsBustedTakesIt() throws {
        let project = try RunnerCITests.Project(["f_spec.lua": Self.spec])
        defer { project.remove() }
        let mine = try project.test(["-o", "TAP", "f_spec.lua"])
        // the refusals are transit's words, at the caller's line
        let refused = "1e+308\tf_spec.lua:3: bad argument #2 to 'fail' (number has no integer representation)\n"
            + "1.5\tf_spec.lua:3: bad argument #2 to 'fail' (number has no integer representation)\n"
            + "x\tf_spec.lua:3: bad argument #2 to 'fail' (number expected, got string)\n"
        let rest = "not ok 1 - fail's level\n# f_spec.lua @ 2\n# Failure message: f_spec.lua:4: at level 0\n"
            + "not ok 2 - fail's default level\n# f_spec.lua @ 6\n# Failure message: f_spec.lua:7: here\n1..2\n"
        #expect(mine.status == 1 && mine.stdout == "0\tm\n-1\tm\n" + refused + rest, "\(mine.stdout)\(mine.stderr)")
        let counts = try project.test(["f_spec.lua"])
        #expect(counts.stdout.contains("0 successes / 2 failures / 0 errors / 0 pending"), "\(counts.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        // busted's refusals name its own `throw` and line (busted/core.lua:149)
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "f_spec.lua"], in: project.dir)
        let bustedRefused = refused.replacingOccurrences(of: "f_spec.lua:3: bad argument #2 to 'fail'",
                                                         with: "/usr/share/lua/5.4/busted/core.lua:149: bad argument #2 to 'throw'")
        #expect(theirs.status == 1 && theirs.stdout == "0\tm\n-1\tm\n" + bustedRefused + rest, "\(theirs.stdout)\(theirs.stderr)")
    }
}
