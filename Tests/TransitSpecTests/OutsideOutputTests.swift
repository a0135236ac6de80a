import Foundation
import Testing
@testable import TransitSpec

/// What a spec file prints outside its tests' own functions — at its top level, in
/// `describe` bodies, in hooks — is shown where it happened, between the tests' results, as
/// busted 2.1.1 prints it (its output handlers write the marks, `print` writes beside them).
/// A test's own function's output stays with its result (shown with its failure).
@Suite struct OutsideOutputTests {
    static let spec = """
        print("file top")
        describe("block", function()
          print("describe body")
          setup(function() print("setup") end)
          before_each(function() io.write("before_each\\n") end)
          after_each(function() print("after_each") end)
          teardown(function() print("teardown") end)
          it("one", function() print("in one"); assert.is_true(true) end)
          it("two", function() assert.is_true(true) end)
        end)
        """

    /// Each test's results with what was printed before it, then what was printed after the
    /// last (the teardown).
    @Test func printedOutsideTestsIsKeptInOrder() throws {
        let r = try runSpec(Self.spec)
        #expect(r.tests.map(\.printedBefore) == [["file top", "describe body", "setup", "before_each"],
                                                 ["after_each", "before_each"]])
        #expect(r.printedAfter == ["after_each", "teardown"])
        #expect(r.tests[0].output == ["in one"])
    }

    func report(_ reporter: Reporter, _ r: FileResult) {
        for t in r.tests { reporter.finished(test: t) }
        reporter.finished(file: r)
        reporter.finished(run: RunResult(files: [r]))
    }

    /// The terminal: the lines where they were printed, the file's marks resumed after them.
    @Test func theHumanReportShowsItBetweenTheMarks() throws {
        let r = try runSpec(Self.spec)
        var text = ""
        report(HumanReporter { text += $0 }, r)
        #expect(text.hasPrefix("""
            file top
            describe body
            setup
            before_each
            t_spec.lua .
            after_each
            before_each
            t_spec.lua .
            after_each
            teardown

            Finished in
            """), "\(text)")
    }

    /// busted's `-o TAP` writes the printed lines as they come, between its test lines
    /// (busted's own output for this spec: `in one`, the test's own, just before its line).
    @Test func bustedsTAPHasThemBetweenTheTestLines() throws {
        let r = try runSpec(Self.spec)
        var text = ""
        report(BustedTAPReporter { text += $0 }, r)
        #expect(text == """
            file top
            describe body
            setup
            before_each
            in one
            ok 1 - block one
            after_each
            before_each
            ok 2 - block two
            after_each
            teardown
            1..2

            """)
    }

    /// TAP 14: as comments before the test point they preceded, and after the file's last.
    @Test func tapHasThemAsComments() throws {
        let r = try runSpec(Self.spec)
        var text = ""
        report(TAPReporter { text += $0 }, r)
        #expect(text.contains("""
                    # file top
                    # describe body
                    # setup
                    # before_each
                    ok 1 - one
                    # after_each
                    # before_each
                    ok 2 - two
            """), "\(text)")
        #expect(text.contains("    # after_each\n    # teardown\n"), "\(text)")
    }

    /// JUnit: the suite's system-out, in order.
    @Test func junitHasThemInTheSuitesSystemOut() throws {
        let r = try runSpec(Self.spec)
        var text = ""
        report(JUnitReporter { text += $0 }, r)
        #expect(text.contains("    <system-out>in one</system-out>"), "\(text)")
        #expect(text.contains("  <system-out>file top\ndescribe body\nsetup\nbefore_each\nafter_each\nbefore_each\n"
                              + "after_each\nteardown</system-out>\n  </testsuite>"), "\(text)")
    }

    /// A worker's result carries them (`--jobs`): encoded and decoded unchanged.
    @Test func aWorkersResultCarriesThem() throws {
        let r = try runSpec(Self.spec)
        let decoded = r.crossed
        #expect(decoded.tests.map(\.printedBefore) == r.tests.map(\.printedBefore))
        #expect(decoded.printedAfter == r.printedAfter)
    }

    /// A file that fails to load: what it printed first comes with its error.
    @Test func aLoadErrorKeepsWhatWasPrintedBefore() throws {
        let r = try runSpec("print('loading')\nerror('broken')")
        #expect(r.tests.map(\.name) == ["(load)"] && r.tests[0].printedBefore == ["loading"])
    }

    /// Kept small as a test's output is: the last 64 KiB, after a line saying what was dropped.
    @Test func manyLinesKeepTheLastOnes() throws {
        let r = try runSpec("for i = 1, 20000 do print(('x'):rep(20) .. i) end\nit('t', function() end)")
        let kept = r.tests[0].printedBefore
        #expect(kept.first?.hasPrefix("… (") == true && kept.last == ("x".repeated(20) + "20000"))
        #expect(kept.reduce(0) { $0 + $1.utf8.count + 1 } <= (1 << 16) + 64)
    }
}

private extension String {
    func repeated(_ n: Int) -> String { String(repeating: self, count: n) }
}
