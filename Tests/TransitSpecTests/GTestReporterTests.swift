import Foundation
import Testing
@testable import TransitSpec

/// `--output gtest` writes busted's Google Test console format (rev20 #1: it was refused,
/// status 64, where Penlight's and Tieske's `.busted` files set it). The expected text is
/// busted 2.1.1's (`busted --lua=lua5.4 -o gtest t_spec.lua`, not on a terminal), with the
/// milliseconds, which vary, written `X`.
@Suite struct GTestReporterTests {
    static let spec = """
        describe("d", function()
          it("passes", function() end)
          it("fails", function() assert.is_true(false) end)
          it("errs", function() error("boom") end)
          pending("later")
          it("stops", function() pending("not yet") end)
        end)
        describe("h", function()
          after_each(function() error("ae") end)
          it("t", function() end)
        end)
        """

    static func report(_ file: FileResult, suppressPending: Bool = false) -> String {
        var text = ""
        let reporter = GTestReporter(suppressPending: suppressPending) { text += $0 }
        reporter.started(files: [file.file])
        for t in file.tests { reporter.finished(test: t) }
        reporter.finished(file: file)
        reporter.finished(run: RunResult(files: [file], duration: 0.5))
        // messages name the scratch folder's file by its path: busted's, run there, by its name
        return text.replacingOccurrences(of: #"\([0-9]+\.[0-9]{2} ms"#, with: "(X ms", options: .regularExpression)
            .replacingOccurrences(of: #"[^ \n]*/([a-z_]+_spec\.lua)"#, with: "$1", options: .regularExpression)
    }

    @Test func writesBustedsLines() throws {
        let text = Self.report(try runSpec(Self.spec))
        #expect(text == """
            [==========] Running tests from scanned files.
            [----------] Global test environment setup.
            [----------] Running tests from t_spec.lua
            [ RUN      ] t_spec.lua @ 2: d passes
            [       OK ] t_spec.lua @ 2: d passes (X ms)
            [ RUN      ] t_spec.lua @ 3: d fails
            t_spec.lua:3: Expected objects to be the same.
            Passed in:
            (boolean) false
            Expected:
            (boolean) true
            [  FAILED  ] t_spec.lua @ 3: d fails (X ms)
            [ RUN      ] t_spec.lua @ 4: d errs
            t_spec.lua:4: boom
            [  ERROR   ] t_spec.lua @ 4: d errs (X ms)
            [ RUN      ] t_spec.lua @ 5: d later
            [ SKIPPED  ] t_spec.lua @ 5: d later (X ms)
            [ RUN      ] t_spec.lua @ 6: d stops
            [ SKIPPED  ] t_spec.lua @ 6: d stops (X ms)
            [ RUN      ] t_spec.lua @ 10: h t
            [       OK ] t_spec.lua @ 10: h t (X ms)
            t_spec.lua:9: ae
            [----------] 6 tests from t_spec.lua (X ms total)

            [----------] Global test environment teardown.
            [==========] 6 tests from 1 test file ran. (X ms total)
            [  PASSED  ] 2 tests.
            [ SKIPPED  ] 2 tests, listed below:
            [ SKIPPED  ] t_spec.lua @ 5: d later
            [ SKIPPED  ] t_spec.lua @ 6: d stops
            [  FAILED  ] 1 test, listed below:
            [  FAILED  ] t_spec.lua @ 3: d fails
            [  ERROR   ] 2 errors, listed below:
            [  ERROR   ] t_spec.lua @ 4: d errs
            [  ERROR   ] t_spec.lua @ 9: h after_each

             2 SKIPPED TESTS
             1 FAILED TEST
             2 ERRORS

            """, "\(text)")
    }

    /// busted cancels a pending test's events: a `pending()` test keeps the RUN line its
    /// start wrote, nothing else; none is counted or listed.
    @Test func suppressPendingLeavesThemOut() throws {
        let text = Self.report(try runSpec(Self.spec), suppressPending: true)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(!text.contains("d later") && !text.contains("SKIPPED"), "\(text)")
        #expect(lines.contains("[ RUN      ] t_spec.lua @ 6: d stops") && !text.contains("] t_spec.lua @ 6: d stops (X"), "\(text)")
        #expect(lines.contains("[----------] 4 tests from t_spec.lua (X ms total)"), "\(text)")
        #expect(lines.contains("[==========] 4 tests from 1 test file ran. (X ms total)"), "\(text)")
    }

    /// A file that stops while loading is busted's `suite <file>` error, with no test lines.
    @Test func aFileThatDoesNotLoadIsAnErrorOfTheSuite() throws {
        let text = Self.report(try runSpec("it(\"a\", function() end)\nerror(\"top\")\n"))
        #expect(text.contains("[----------] Running tests from t_spec.lua\nt_spec.lua:2: top\n[----------] 0 tests from t_spec.lua"), "\(text)")
        #expect(text.contains("[  ERROR   ] 1 error, listed below:\n[  ERROR   ] t_spec.lua @ 2: suite t_spec.lua\n\n 1 ERROR\n"), "\(text)")
    }
}
