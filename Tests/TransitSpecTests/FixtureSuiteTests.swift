import Testing
import TransitLua
@testable import TransitSpec

/// The fixture suite (Fixtures/suite) has each kind of outcome once: a pass, an assertion
/// failure, a pending test, a runtime error, a failing hook, a file that does not load, a
/// test that never returns, one that leaves a transition running, an unexpected warning, an
/// error in an animation completion. These tests pin the exact outcome of each.
@Suite struct FixtureSuiteTests {
    static let folder = packageRoot + "/Tests/TransitSpecTests/Fixtures/suite"

    /// What `.transit.lua` in the fixture folder sets for the CLI, set here directly.
    static var options: RunOptions {
        var o = RunOptions()
        o.runtime.limits.instructions = 2_000_000
        return o
    }

    static func run(_ options: RunOptions = FixtureSuiteTests.options) -> RunResult {
        let files = SuiteRunner.specFiles(in: [folder]).files
        return SuiteRunner(options: options, reporter: ScriptSpecsTests.Quiet()).run(files: files)
    }

    /// The suite run once with the fixture options, shared by the tests that only read it.
    static let result = run()

    static func short(_ file: String) -> String { String(file.split(separator: "/").last!) }

    @Test func everyKindOfOutcomeIsCountedOnce() throws {
        let run = Self.result
        let c = run.counts
        // busted's counts: a failing setup is one error (its tests do not run), a failing
        // before_each one error per test it stops, `it("name")` without a function nothing
        #expect(c.passed == 9)
        #expect(c.failed == 2)
        #expect(c.errored == 10)
        #expect(c.skipped == 4)
        #expect(c.withoutAssertions == 1)
        #expect(!run.succeeded)
        #expect(HumanReporter.summary(c) == "9 passed, 12 failed, 4 skipped")
        #expect(HumanReporter.bustedSummary(c, seconds: 0.5) == "9 successes / 2 failures / 10 errors / 4 pending : 0.500 seconds")
        // the file that does not compile first, as busted reports it while loading every file
        #expect(run.files.map { Self.short($0.file) } == ["syntax_spec.lua", "errors_spec.lua", "failing_spec.lua", "focus_spec.lua",
                                                          "hooks_spec.lua", "passing_spec.lua", "pending_spec.lua"])
    }

    @Test func eachFailureNamesItsFileAndLine() throws {
        let run = Self.result
        let failures = run.tests.filter { $0.status.isFailure }.map { t in
            "\(t.status.rawValue) \(Self.short(t.file)):\(t.line) \(t.fullName) @ \(Self.short(t.failure!.location)): \(t.failure!.message)"
        }
        #expect(failures == [
            "errored syntax_spec.lua:3 (load) @ syntax_spec.lua:3: unexpected symbol near '='",
            "errored errors_spec.lua:2 errors indexes nil @ errors_spec.lua:4: attempt to index a nil value (local 't')",
            "errored errors_spec.lua:7 errors fails in an animation completion @ errors_spec.lua:9: completion broke"
                + " (in the completion of the animation begun at Tests/TransitSpecTests/Fixtures/suite/errors_spec.lua:9)",
            "errored errors_spec.lua:13 errors never returns @ errors_spec.lua:14: instruction limit exceeded (2000000 instructions)",
            "errored errors_spec.lua:17 errors repeats forever @ errors_spec.lua:19: the test ended with a transition"
                + " still running at 0.250000 s: animation #1 [View#2.alpha] repeats forever; stop it before the test ends"
                + " (its view's removeAllAnimations(), or animate the property again without repeating):"
                + " clock.runUntilIdle() would never return, clock.advance plays part of it",
            "errored errors_spec.lua:23 errors warns without expecting it @ errors_spec.lua:24: unexpected warning: Attempt to present <ViewController: b> on <ViewController: a> whose view is not in the window hierarchy!",
            "errored errors_spec.lua:28 errors keeps rescheduling @ errors_spec.lua:32: runUntilIdle stopped at 3600.0 s: the next event"
                + " is more than 3600.0 s after the start; next pending: \"Tests/TransitSpecTests/Fixtures/suite/errors_spec.lua:30\";"
                + " ran most often: \"Tests/TransitSpecTests/Fixtures/suite/errors_spec.lua:30\" (7200 times)",
            "errored errors_spec.lua:36 errors with a failing before_each before_each @ errors_spec.lua:36: before_each broke",
            "failed failing_spec.lua:2 failing compares tables @ failing_spec.lua:3: Expected objects to be the same.",
            "failed failing_spec.lua:6 failing expects a rect near another @ failing_spec.lua:7: expect(received):toBeCloseTo(expected, tolerance):"
                + " at .y: expected -426, received -425 (off by 1)",
            "errored hooks_spec.lua:2 a failing setup setup @ hooks_spec.lua:2: setup broke",
            "errored hooks_spec.lua:8 a failing teardown teardown @ hooks_spec.lua:8: teardown broke",
        ])
    }

    @Test func assertionFailuresCarryTheirDiff() throws {
        let run = Self.result
        let same = run.tests.first { $0.name == "compares tables" }!.failure!
        // luassert's own words: what was passed, what was expected, the differing key starred
        let lines = same.details.split(separator: "\n").map(String.init)
        #expect(lines.first == "Passed in:")
        #expect(lines.contains(" *[alpha] = 0.5"))
        #expect(lines.contains("Expected:"))
        #expect(lines.contains(" *[alpha] = 1"))
        #expect(same.traceback.hasSuffix("failing_spec.lua:3: in function <Tests/TransitSpecTests/Fixtures/suite/failing_spec.lua:2>"))
        #expect(!same.traceback.contains("(transit"))
    }

    @Test func skippedTestsSayWhy() throws {
        let run = Self.result
        let skipped = run.tests.filter { $0.status == .skipped }.map { "\($0.name): \($0.skipReason ?? "")" }
        #expect(skipped == ["is not focused: not focused", "is written later: pending",
                            "is skipped: skipped", "stops itself: waits for issue 4"])
    }
}
