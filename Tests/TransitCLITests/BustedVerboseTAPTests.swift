import Foundation
import Testing

/// busted's `--verbose` in `-o TAP` (a `.busted`'s `verbose = true` too): `# file @ line: name`
/// as each test starts, and each failure's traceback after its message, as `# ` lines trimmed
/// as busted trims them. transit accepted the flag and wrote neither.
@Suite struct BustedVerboseTAPTests {
    static let spec = """
        local function helper(x) error("deep " .. x) end
        describe("v", function()
          it("errors deep", function() helper(1) end)
          it("asserts", function() assert.equal(1, 2) end)
          it("passes", function() end)
          pending("later")
          it("errors table", function() error({code = 1}) end)
        end)
        """
    /// busted 2.1.1's `-o TAP --verbose` of that file, byte for byte.
    static let busted = """
        # v_spec.lua @ 3: v errors deep
        not ok 1 - v errors deep
        # v_spec.lua @ 3
        # Failure message: v_spec.lua:1: deep 1
        # stack traceback:
        # \tv_spec.lua:1: in upvalue 'helper'
        # \tv_spec.lua:3: in function <v_spec.lua:3>
        # 
        # v_spec.lua @ 4: v asserts
        not ok 2 - v asserts
        # v_spec.lua @ 4
        # Failure message: v_spec.lua:4: Expected objects to be equal.
        # Passed in:
        # (number) 2
        # Expected:
        # (number) 1
        # stack traceback:
        # \tv_spec.lua:4: in function <v_spec.lua:4>
        # 
        # v_spec.lua @ 5: v passes
        ok 3 - v passes
        # v_spec.lua @ 6: v later
        ok 4 - # SKIP v later
        # v_spec.lua @ 7: v errors table
        not ok 5 - v errors table
        # v_spec.lua @ 7
        # Failure message: v_spec.lua:7: {
        #   code = 1
        # }
        # stack traceback:
        # \tv_spec.lua:7: in function <v_spec.lua:7>
        # 
        1..5

        """

    @Test func verboseTAPIsBustedsByteForByte() throws {
        let project = try RunnerCITests.Project(["spec/v_spec.lua": Self.spec])
        defer { project.remove() }
        let flag = try project.test(["-o", "TAP", "--verbose"])
        #expect(flag.status == 1 && flag.stdout == Self.busted.replacingOccurrences(of: "v_spec.lua", with: "spec/v_spec.lua"),
                "\(flag.stdout)\(flag.stderr)")
        try "return { _all = { verbose = true } }".write(to: project.dir.appendingPathComponent(".busted"), atomically: true, encoding: .utf8)
        let config = try project.test(["-o", "TAP"])
        #expect(config.stdout == flag.stdout, "\(config.stdout)")
        let undone = try project.test(["-o", "TAP", "--no-verbose"])
        #expect(!undone.stdout.contains("# stack traceback:") && !undone.stdout.contains("@ 3: v errors deep"), "\(undone.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout == config.stdout, "\(theirs.stdout)")
    }
}
