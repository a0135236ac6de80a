import Testing
import TransitLua
@testable import TransitSpec

/// `swift test` runs every Lua spec in `scripts/` through the runner, so one command covers
/// the Swift tests and the Lua specs. A failure lists each failed spec with its message.
@Suite struct ScriptSpecsTests {
    final class Quiet: Reporter {
        func finished(run: RunResult) {}
    }

    @Test func everyLuaSpecInScriptsPasses() throws {
        let (files, missing) = SuiteRunner.specFiles(in: [packageRoot + "/scripts"])
        #expect(missing.isEmpty)
        #expect(files.count >= 2)
        var options = RunOptions()
        options.ci = true                    // a missing snapshot is a failure here, never written
        let result = SuiteRunner(options: options, reporter: Quiet()).run(files: files)
        let failed = result.tests.filter { $0.status.isFailure }.map { t in
            let f = t.failure!
            return "\(t.file):\(t.line) \(HumanReporter.title(t))\n  \(f.location): \(f.message)"
                + (f.details.isEmpty ? "" : "\n" + f.details)
        }
        #expect(failed.isEmpty, "\(failed.count) Lua spec(s) failed:\n\(failed.joined(separator: "\n\n"))")
        #expect(result.counts.passed >= 21)
    }
}
