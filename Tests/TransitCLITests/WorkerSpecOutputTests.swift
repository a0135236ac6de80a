import Foundation
import Testing

/// Under `--unsafe` every file runs in a worker, whose standard output carries its results to
/// the parent, and a spec's `io.write` writes there too. What the spec writes must neither
/// hide the worker's report nor stop the parent: an `io.write("hello\n")` waited in C's
/// buffer until the worker's exit, after its report ("(worker) … exited with status 0"), and
/// a line such as `{"x":"\uD800\u0041"}` or one of a million "[" crashed the whole run.
@Suite struct WorkerSpecOutputTests {
    static let files = [
        "spec/write_spec.lua": """
            describe("writes", function()
              it("a line", function() io.write("hello\\n") end)
            end)
            """,
        "spec/json_spec.lua": """
            describe("writes JSON", function()
              it("an unpaired surrogate", function() io.write('{"x":"\\\\uD800\\\\u0041"}\\n'); io.stdout:flush() end)
              it("a million brackets", function() io.write('{"a":' .. ("["):rep(1000000) .. '\\n'); io.stdout:flush() end)
            end)
            """,
    ]

    /// The TAP report's own lines: busted's has what the specs wrote among them.
    static func tapLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") || $0.hasPrefix("1..") }
    }

    @Test func whatASpecWritesLeavesTheReportAlone() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let expected: [Substring] = ["ok 1 - writes JSON an unpaired surrogate", "ok 2 - writes JSON a million brackets",
                                     "ok 3 - writes a line", "1..3"]
        for jobs in ["1", "2"] {
            let r = try project.test(["--unsafe", "-o", "TAP", "--jobs", jobs])
            #expect(r.status == 0 && Self.tapLines(r.stdout) == expected, "--jobs \(jobs): \(r.stdout.prefix(2000))\(r.stderr.prefix(2000))")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.status == 0 && Self.tapLines(theirs.stdout) == expected, "\(theirs.stdout.suffix(400))")
    }
}
