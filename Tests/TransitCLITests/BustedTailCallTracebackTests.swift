import Foundation
import Testing

/// A traceback keeps the spec's own tail calls, as busted shows them: `(...tail calls...)`
/// between the frame that raised and the test's, where a function returned a call (a
/// callable table's `__call`, desvelao/pipeflow's pipeline). transit dropped every such line,
/// as if all were the tail calls of its own frames or luassert's — which it still drops.
@Suite struct BustedTailCallTracebackTests {
    static let spec = """
        local function inner() error("x") end
        local function outer() return inner() end
        local callable = setmetatable({}, {__call = function(_, ...) return inner(...) end})
        local function check(a, b) return assert.are.equal(a, b) end
        it("tail call", function() outer() end)
        it("callable", function() callable() end)
        it("asserts through a tail call", function() check(1, 2) end)
        """

    /// busted 2.1.1's `-o TAP --verbose` of that file, byte for byte.
    static let busted = """
        # spec/t_spec.lua @ 5: tail call
        not ok 1 - tail call
        # spec/t_spec.lua @ 5
        # Failure message: spec/t_spec.lua:1: x
        # stack traceback:
        # \tspec/t_spec.lua:1: in function <spec/t_spec.lua:1>
        # \t(...tail calls...)
        # \tspec/t_spec.lua:5: in function <spec/t_spec.lua:5>
        # 
        # spec/t_spec.lua @ 6: callable
        not ok 2 - callable
        # spec/t_spec.lua @ 6
        # Failure message: spec/t_spec.lua:1: x
        # stack traceback:
        # \tspec/t_spec.lua:1: in function <spec/t_spec.lua:1>
        # \t(...tail calls...)
        # \tspec/t_spec.lua:6: in function <spec/t_spec.lua:6>
        # 
        # spec/t_spec.lua @ 7: asserts through a tail call
        not ok 3 - asserts through a tail call
        # spec/t_spec.lua @ 7
        # Failure message: spec/t_spec.lua:7: Expected objects to be equal.
        # Passed in:
        # (number) 2
        # Expected:
        # (number) 1
        # stack traceback:
        # \tspec/t_spec.lua:7: in function <spec/t_spec.lua:7>
        # 
        1..3

        """

    @Test(arguments: [[], ["--unsafe"]])
    func verboseTAPKeepsTheSpecsTailCalls(extra: [String]) throws {
        let project = try RunnerCITests.Project(["spec/t_spec.lua": Self.spec])
        defer { project.remove() }
        let ours = try project.test(["-o", "TAP", "--verbose"] + extra)
        #expect(ours.status == 1 && ours.stdout == Self.busted, "\(ours.stdout)\(ours.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--verbose"], in: project.dir)
        #expect(theirs.stdout == Self.busted, "\(theirs.stdout)")
    }
}
