import Foundation
import Testing

/// A `--jobs` worker sends each test's result to its parent once, as it is decided; its report
/// at the end counts them. It sent each again in the report, and the parent kept both: two
/// files of tests printing 64 KiB each held 311 MB in the parent under `--jobs 2` against
/// 114 MB under `--jobs 1` (docs/benchmark.md). Every format still reports what one job does,
/// and a worker that dies still has the results it decided reported.
@Suite struct WorkerResultsOnceTests {
    static let tests = 40, printed = 20_000

    /// What a worker writes for `tests` tests that print `printed` bytes each: each result's
    /// bytes once, and little else. It wrote them twice (1.6 MB for these 0.8 MB).
    @Test func aWorkersResultsCrossOnce() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": """
            local line = ("x"):rep(\(Self.printed))
            describe("prints", function()
              for i = 1, \(Self.tests) do it("test " .. i, function() print(line) end) end
            end)
            """,
        ])
        defer { project.remove() }
        let r = try project.test(["--worker", "spec/a_spec.lua"])
        let kept = Self.tests * Self.printed
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdoutBytes.count > kept && r.stdoutBytes.count < kept * 6 / 5, "\(r.stdoutBytes.count) bytes for \(kept)")
        #expect(r.stdout.components(separatedBy: "\"decided\":{").count - 1 == Self.tests)
        #expect(r.stdout.hasSuffix(",\"decided\":\(Self.tests)}\n"), "\(r.stdout.suffix(200))")
    }

    /// Two files whose tests print, fail, error and are pending, with lines printed outside
    /// tests; and, under `--unsafe` (where every file runs in a worker), a file whose worker
    /// exits in its third test, after two printed and passed.
    static let files = [
        "spec/a_spec.lua": """
        print("a loads")
        local long = ("a"):rep(70000)
        describe("a", function()
          it("prints long", function() print(long) end)
          it("fails", function() print("before"); assert.are.equal(1, 2) end)
          it("errors", function() error("broken") end)
          pending("later")
          teardown(function() print("a tears down") end)
        end)
        """,
        "spec/b_spec.lua": """
        describe("b", function()
          for i = 1, 30 do it("prints " .. i, function() print(("b"):rep(i * 1000) .. "|end of " .. i) end) end
        end)
        """,
    ]
    static let exiting = """
        describe("c", function()
          it("first", function() print(("c"):rep(70000)) end)
          it("second", function() print("two") end)
          it("exits", function() os.exit(3) end)
          it("never", function() end)
        end)
        """

    /// The report without its wall-clock times.
    static func timeless(_ r: Execution) -> String {
        var text = r.stdout
        for (pattern, with) in [(#""duration": [0-9.e-]+"#, #""duration": T"#), (#"time="[^"]*""#, #"time="T""#),
                                (#"[0-9]+(\.[0-9]+)?(e-?[0-9]+)? ?(ms|s|seconds)\b"#, "T s")] {
            text = text.replacingOccurrences(of: pattern, with: with, options: .regularExpression)
        }
        return text
    }

    @Test func everyFormatReportsWhatOneJobDoes() throws {
        let project = try RunnerCITests.Project(Self.files.merging(["unsafe/c_spec.lua": Self.exiting]) { $1 })
        defer { project.remove() }
        // under LeakSanitizer (make sanitize) os.exit's abandoned Lua state is a leak report, with
        // addresses, in the dead worker's message: the leak check is off for these runs
        let sanitized = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
        let environment = sanitized ? ["ASAN_OPTIONS": "detect_leaks=0:halt_on_error=1"] : [:]
        for format in ["human", "tap", "junit", "json", "TAP", "gtest", "plainTerminal", "utfTerminal"] {
            for words in [["spec"], ["--unsafe", "spec", "unsafe"]] {
                let one = try project.test(words + ["-o", format, "--jobs", "1"], environment: environment)
                let two = try project.test(words + ["-o", format, "--jobs", "2"], environment: environment)
                #expect(one.status == 1 && two.status == 1, "\(format) \(words): \(one.stderr)\(two.stderr)")
                #expect(Self.timeless(two) == Self.timeless(one), "\(format) \(words)")
                // (short needles: Foundation's search for a long one in this report took minutes)
                #expect(format != "json" || one.stdout.contains("before") && one.stdout.contains("|end of 30"), "\(words)")
                guard words.contains("unsafe") else { continue }
                // the dead worker's decided tests stand, its end named at the test it ran
                #expect(one.stdout.contains("the worker process running this file exited with status 3 while running"), "\(format)")
                #expect(format != "TAP" || one.stdout.hasSuffix("\ntwo\nok 36 - c second\nnot ok 37 - (worker)\n# unsafe/c_spec.lua @ 4\n"
                                                             + "# Failure message: unsafe/c_spec.lua:4: the worker process running this file"
                                                             + " exited with status 3 while running \"c exits\"\n1..37\n"),
                        "\(one.stdout.suffix(400))")
            }
        }
    }
}
