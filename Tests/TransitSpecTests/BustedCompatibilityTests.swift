import Foundation
import Testing
@testable import TransitSpec

/// The busted-compatibility suite (Fixtures/busted): plain busted spec files, each run by
/// `transit test` in process and by Debian's busted 2.1.1 on Lua 5.4; the four counts must
/// be busted's. The counts busted gave are also written here, so the test still pins them
/// where busted is absent (the Makefile installs it: lua-busted, lua-luassert, lua-say).
@Suite struct BustedCompatibilityTests {
    static let folder = packageRoot + "/Tests/TransitSpecTests/Fixtures/busted"
    static let busted = "/usr/bin/busted"

    /// successes / failures / errors / pending, as busted 2.1.1 counted each file.
    static let expected: [String: [Int]] = [
        "order_spec.lua": [15, 0, 0, 2],
        "failures_spec.lua": [2, 3, 11, 0],
        "luassert_spec.lua": [5, 7, 1, 0],
        "standalone_spec.lua": [5, 1, 0, 0],
        "expose_spec.lua": [6, 0, 0, 0],
        "seed_spec.lua": [0, 5, 0, 0],
        "system_module_spec.lua": [1, 0, 0, 0],
        "thrown_spec.lua": [0, 4, 18, 0],
        "arguments_spec.lua": [5, 0, 3, 1],
        "insulate_expose_spec.lua": [8, 0, 0, 0],
        "insulate_dropped_module_spec.lua": [6, 0, 0, 0],
        "block_env_spec.lua": [29, 0, 0, 1],
        "insulate_metatable_spec.lua": [6, 0, 0, 0],
        "penlight_globals_spec.lua": [7, 0, 2, 0],
        "globals_types_spec.lua": [3, 0, 0, 0],
        "finally_callable_spec.lua": [3, 0, 1, 0],
        "words_in_tests_spec.lua": [6, 0, 0, 0],
        "words_in_hooks_spec.lua": [5, 0, 1, 3],
        "shown_values_spec.lua": [4, 0, 0, 0],
        "beside_spec.lua": [1, 1, 4, 0],
        "finally_nil_spec.lua": [3, 0, 1, 0],
        "caught_spec.lua": [5, 4, 0, 0],
        "module_assert_spec.lua": [3, 1, 1, 0],
        "nil_names_spec.lua": [10, 0, 3, 0],
        "indexed_spec.lua": [2, 0, 3, 0],
    ]

    static func transitCounts(_ file: String) -> [Int] {
        let r = FileRunner.run(folder + "/" + file, options: RunOptions())
        let c = Counts(r.tests)
        return [c.passed, c.failed, c.errored, c.skipped]
    }

    /// What Debian's busted writes for `file` in `format` (`--lua=lua5.4`, run from the
    /// fixtures' folder unless the path says otherwise); its standard error too when asked.
    static func busted(_ file: String, _ format: String, extra: [String] = [], withErrors: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: busted)
        process.arguments = ["--lua=lua5.4", "-o", format] + extra + [file]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        if withErrors { process.standardError = pipe }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// busted's summary line read back: "14 successes / 0 failures / 0 errors / 2 pending : …".
    static func bustedCounts(_ file: String) throws -> [Int] {
        let text = try busted(file, "utfTerminal", withErrors: true)
        let line = try #require(text.split(separator: "\n").last { $0.contains(" pending : ") })
        let words = line.split(separator: " ")
        return [0, 3, 6, 9].compactMap { Int(words[$0]) }
    }

    @Test(arguments: ["order_spec.lua", "failures_spec.lua", "luassert_spec.lua", "standalone_spec.lua", "expose_spec.lua", "seed_spec.lua",
                     "system_module_spec.lua", "thrown_spec.lua", "arguments_spec.lua", "insulate_expose_spec.lua", "block_env_spec.lua",
                     "insulate_dropped_module_spec.lua", "insulate_metatable_spec.lua", "penlight_globals_spec.lua", "globals_types_spec.lua",
                     "finally_callable_spec.lua", "words_in_tests_spec.lua", "words_in_hooks_spec.lua", "shown_values_spec.lua",
                     "beside_spec.lua", "finally_nil_spec.lua", "caught_spec.lua", "module_assert_spec.lua",
                     "nil_names_spec.lua", "indexed_spec.lua"])
    func countsAreBusteds(file: String) throws {
        #expect(Self.transitCounts(file) == Self.expected[file])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: busted), "Debian's busted is not installed (apt-get install lua-busted)"),
          arguments: ["order_spec.lua", "failures_spec.lua", "luassert_spec.lua", "standalone_spec.lua", "expose_spec.lua", "seed_spec.lua",
                     "system_module_spec.lua", "thrown_spec.lua", "arguments_spec.lua", "insulate_expose_spec.lua", "block_env_spec.lua",
                     "insulate_dropped_module_spec.lua", "insulate_metatable_spec.lua", "penlight_globals_spec.lua", "globals_types_spec.lua",
                     "finally_callable_spec.lua", "words_in_tests_spec.lua", "words_in_hooks_spec.lua", "shown_values_spec.lua",
                     "beside_spec.lua", "finally_nil_spec.lua", "caught_spec.lua", "module_assert_spec.lua",
                     "nil_names_spec.lua", "indexed_spec.lua"])
    func bustedAgrees(file: String) throws {
        #expect(try Self.bustedCounts(file) == Self.expected[file])
    }

    /// `--output json`'s busted lists, read back: the full names in each, sorted.
    static func lists(_ text: String) throws -> [String: [String]] {
        let json = try JSON.parse(text)
        var out: [String: [String]] = [:]
        for key in ["successes", "failures", "errors", "pendings"] {
            out[key] = (json[key]?.array ?? []).compactMap { $0["name"]?.string }.sorted()
        }
        return out
    }

    static func transitLists(_ file: String) throws -> [String: [String]] {
        var text = ""
        let reporter = JSONReporter { text += $0 }
        let result = FileRunner.run(folder + "/" + file, options: RunOptions())
        reporter.finished(run: RunResult(files: [result]))
        return try lists(text)
    }

    /// The same tests in the same lists as busted's `-o json` (luassert_spec.lua, pinned).
    @Test func jsonListsAreBusteds() throws {
        let mine = try Self.transitLists("luassert_spec.lua")
        #expect(mine["failures"] == ["assertions fails has_error", "assertions fails near", "assertions fails with a message",
                                     "assertions holds", "extending fails a registered assertion", "modules are the globals",
                                     "spies, stubs and mocks fails a spy"])
        #expect(mine["errors"] == ["extending registers an assertion"])
        #expect(mine["successes"]?.count == 5 && mine["pendings"] == [])
        guard FileManager.default.isExecutableFile(atPath: Self.busted) else { return }
        #expect(try Self.lists(Self.busted("luassert_spec.lua", "json")) == mine)
    }

    /// Each failure's and error's `trace` in `--output json` is where it was raised, as
    /// busted's: `luassert_spec.lua:20`, the assertion's line. It was the test's own line
    /// (`:6`, the `it`'s) for all four failures and errors whose lines differ; then the place
    /// the message named, which `error(msg, 2)` and a rethrown message move:
    /// raised_spec.lua's `:10` and `:3` where busted says `:8` and `:14`.
    @Test(arguments: ["luassert_spec.lua", "raised_spec.lua"])
    func jsonTracesAreBusteds(file: String) throws {
        func traces(_ text: String) throws -> [String] {
            let json = try JSON.parse(text)
            return ["failures", "errors"].flatMap { key in
                (json[key]?.array ?? []).map { e in
                    // transit names the file from the package root, busted from the folder
                    let src = (e["trace"]?["short_src"]?.string ?? "").replacingOccurrences(of: "Tests/TransitSpecTests/Fixtures/busted/", with: "")
                    return "\(key) \(e["name"]?.string ?? "") \(src):\(e["trace"]?["currentline"]?.integer ?? 0)"
                }
            }.sorted()
        }
        var text = ""
        JSONReporter { text += $0 }.finished(run: RunResult(files: [FileRunner.run(Self.folder + "/" + file, options: RunOptions())]))
        let mine = try traces(text)
        if file == "luassert_spec.lua" {
            #expect(mine.contains("failures assertions holds luassert_spec.lua:20"), "\(mine)")
            #expect(mine.contains("errors extending registers an assertion luassert_spec.lua:80"), "\(mine)")
        } else {
            #expect(mine == ["errors raised again after a pcall raised_spec.lua:14",
                             "errors raised at the caller's level raised_spec.lua:8",
                             "errors raised with another file's place raised_spec.lua:17",
                             "failures raised in a helper's assertion raised_spec.lua:21"], "\(mine)")
        }
        guard FileManager.default.isExecutableFile(atPath: Self.busted) else { return }
        #expect(try traces(Self.busted(file, "json")) == mine)
    }

    /// busted's `-o json` marks its errors `isError: true` and its failures not at all (its
    /// base handler's testFailure formats without one), nor a test that `pending()` stopped
    /// (its testEnd formats a pending one without one too). transit wrote `isError: false` in
    /// each failure (found comparing codewars/busted-codewars' `-o json`), and in such a
    /// pending test until busted96 (churay/fxn's `pending('TODO(JRC)')`s).
    @Test func jsonIsErrorIsBusteds() throws {
        func marks(_ text: String) throws -> [String: [String]] {
            let json = try JSON.parse(text)
            var out: [String: [String]] = [:]
            for key in ["failures", "errors", "pendings"] {
                out[key] = Array(Set((json[key]?.array ?? []).map { e in e["isError"].map { "\($0.text(pretty: false))" } ?? "absent" })).sorted()
            }
            return out
        }
        var text = ""
        JSONReporter { text += $0 }.finished(run: RunResult(files: [FileRunner.run(Self.folder + "/luassert_spec.lua", options: RunOptions())]))
        let mine = try marks(text)
        #expect(mine == ["failures": ["absent"], "errors": ["true"], "pendings": []])
        var pendingText = ""
        JSONReporter { pendingText += $0 }.finished(run: RunResult(files: [FileRunner.run(Self.folder + "/pending_tail_spec.lua",
                                                                                         options: RunOptions())]))
        let pending = try marks(pendingText)
        #expect(pending == ["failures": [], "errors": [], "pendings": ["absent"]])
        guard FileManager.default.isExecutableFile(atPath: Self.busted) else { return }
        #expect(try marks(Self.busted("luassert_spec.lua", "json")) == mine)
        #expect(try marks(Self.busted("pending_tail_spec.lua", "json")) == pending)
    }

    /// `--output TAP` is busted's `-o TAP` line for line (table addresses aside).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: busted), "Debian's busted is not installed (apt-get install lua-busted)"),
          arguments: ["order_spec.lua", "failures_spec.lua", "luassert_spec.lua", "standalone_spec.lua", "expose_spec.lua", "seed_spec.lua",
                     "system_module_spec.lua", "thrown_spec.lua", "insulate_expose_spec.lua", "block_env_spec.lua",
                     "insulate_dropped_module_spec.lua", "insulate_metatable_spec.lua", "shown_values_spec.lua", "beside_spec.lua", "finally_nil_spec.lua",
                     "caught_spec.lua", "nil_names_spec.lua", "indexed_spec.lua"])
    func tapIsBusteds(file: String) throws {
        var mine = ""
        let reporter = BustedTAPReporter { mine += $0 }
        let result = FileRunner.run(Self.folder + "/" + file, options: RunOptions())
        for t in result.tests { reporter.finished(test: t) }
        reporter.finished(run: RunResult(files: [result]))
        let theirs = try Self.busted(file, "TAP")
        func plain(_ s: String) -> String {
            s.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x", options: .regularExpression)
                .replacingOccurrences(of: Self.folder + "/", with: "").replacingOccurrences(of: "Tests/TransitSpecTests/Fixtures/busted/", with: "")
        }
        #expect(plain(mine) == plain(theirs))
    }

    /// `--output plainTerminal` and `utfTerminal` are busted's line for line (times and table
    /// addresses aside): a mark a test, none for a hook's error, its summary line, then each
    /// pending test, failure and error. They were Transit's human report.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: busted), "Debian's busted is not installed (apt-get install lua-busted)"),
          arguments: ["order_spec.lua", "failures_spec.lua", "luassert_spec.lua", "seed_spec.lua", "thrown_spec.lua",
                      "expose_spec.lua", "shown_values_spec.lua", "beside_spec.lua"])
    func terminalIsBusteds(file: String) throws {
        for format in [OutputFormat.plainTerminal, .utfTerminal] {
            var mine = ""
            let reporter = format.reporter(write: { mine += $0 })
            let result = FileRunner.run(Self.folder + "/" + file, options: RunOptions())
            for t in result.tests { reporter.finished(test: t) }
            reporter.finished(file: result)
            reporter.finished(run: RunResult(files: [result]))
            let theirs = try Self.busted(file, format.rawValue)
            func plain(_ s: String) -> String {
                s.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x", options: .regularExpression)
                    .replacingOccurrences(of: " : [0-9.]+ seconds", with: " : T seconds", options: .regularExpression)
                    .replacingOccurrences(of: Self.folder + "/", with: "").replacingOccurrences(of: "Tests/TransitSpecTests/Fixtures/busted/", with: "")
            }
            #expect(plain(mine) == plain(theirs), "\(format)")
        }
    }

    /// `--output gtest` is busted's `-o gtest` line for line (times aside), with and without
    /// `--defer-print`: an error beside a test's result (beside_spec.lua: a `finally` that
    /// errors after the body failed or errored) is written inside the test's block before its
    /// end line and listed among the errors, but counted in neither the tests nor the errors
    /// (busted's testError writes it; its errorCount counts tests' ends). It was a test of its
    /// own, with its own RUN and ERROR lines.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: busted), "Debian's busted is not installed (apt-get install lua-busted)"),
          arguments: [false, true])
    func gtestIsBusteds(deferPrint: Bool) throws {
        let file = "beside_spec.lua"
        var mine = ""
        let reporter = GTestReporter(deferPrint: deferPrint) { (text: String) in mine += text }
        let result = FileRunner.run(Self.folder + "/" + file, options: RunOptions())
        reporter.started(files: [result.file])
        for t in result.tests { reporter.finished(test: t) }
        reporter.finished(file: result)
        reporter.finished(run: RunResult(files: [result]))
        let theirs = try Self.busted(file, "gtest", extra: deferPrint ? ["--defer-print"] : [])
        func plain(_ s: String) -> String {
            s.replacingOccurrences(of: "\\([0-9.]+ ms", with: "(T ms", options: .regularExpression)
                .replacingOccurrences(of: Self.folder + "/", with: "").replacingOccurrences(of: "Tests/TransitSpecTests/Fixtures/busted/", with: "")
        }
        #expect(theirs.contains("[  ERROR   ] 2 errors, listed below:\n"))
        #expect(plain(mine) == plain(theirs))
    }

    /// What a `finally` prints after the body failed or errored follows the failure's message
    /// in `--output gtest`, as busted's (its testFailure and testError write the message as the
    /// body fails, before the `finally` runs); a worker's result (ResultCoding) keeps where.
    /// transit wrote all the test's lines before the message.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: busted), "Debian's busted is not installed (apt-get install lua-busted)"))
    func gtestWritesAFailureBeforeWhatItsFinallyPrinted() throws {
        let file = "printed_spec.lua"
        let result = FileRunner.run(Self.folder + "/" + file, options: RunOptions())
        let coded = result.crossed
        #expect(coded.tests.map(\.linesAfterFailure) == [1, 1, 0, 0])     // the third is the finally's error
        var mine = ""
        let reporter = GTestReporter { (text: String) in mine += text }
        reporter.started(files: [result.file])
        for t in coded.tests { reporter.finished(test: t) }
        reporter.finished(file: result)
        reporter.finished(run: RunResult(files: [result]))
        let theirs = try Self.busted(file, "gtest")
        func plain(_ s: String) -> String {
            s.replacingOccurrences(of: "\\([0-9.]+ ms", with: "(T ms", options: .regularExpression)
                .replacingOccurrences(of: Self.folder + "/", with: "").replacingOccurrences(of: "Tests/TransitSpecTests/Fixtures/busted/", with: "")
        }
        #expect(theirs.contains("(number) 1\nfinally after a failure\n"))
        #expect(plain(mine) == plain(theirs))
    }

    /// `--output junit` (Transit's own JUnit, for CI servers) writes an error beside a test's
    /// result in that test's `testcase`, after its failure, as busted's `-o junit` does, and
    /// counts it in `errors`, not in `tests` (it was a `testcase` of its own: `tests="6"`).
    @Test func junitKeepsAnErrorBesideItsTestInItsTestcase() throws {
        var mine = ""
        let reporter = JUnitReporter { mine += $0 }
        let result = FileRunner.run(Self.folder + "/beside_spec.lua", options: RunOptions())
        reporter.finished(run: RunResult(files: [result]))
        #expect(mine.components(separatedBy: "<testcase ").count - 1 == 4)
        #expect(mine.contains(" tests=\"4\" failures=\"1\" errors=\"4\" skipped=\"0\""))
        let first = try #require(mine.components(separatedBy: "<testcase ").dropFirst().first)
        #expect(first.contains("<failure message=\"Expected objects to be equal.\""))
        #expect(first.contains("<error message=\"finally after a failure\" type=\"error\">"))
        guard FileManager.default.isExecutableFile(atPath: Self.busted) else { return }
        let theirs = try Self.busted("beside_spec.lua", "junit")
        #expect(theirs.contains("errors='4'") && theirs.contains("failures='1'") && theirs.contains("tests='4'"))
        #expect(theirs.components(separatedBy: "<testcase ").count - 1 == 4)
    }

    /// An error value that is no string reads as busted words it (a table as Penlight's
    /// pretty.write prints it, nil as "Nil error"), at the line that raised it; so does
    /// luassert's failure with a message that is no string, which busted wraps as
    /// `{message = …}` (it read "(error object is a table value)", "(error object is a nil
    /// value)", and "…/luassert/assert.lua:169: {x = 1}"). busted's own words:
    /// Fixtures/busted/thrown_spec.lua under ``tapIsBusteds(file:)``.
    @Test func errorValuesAreWordedAsBustedWordsThem() throws {
        let r = FileRunner.run(Self.folder + "/thrown_spec.lua", options: RunOptions())
        func text(_ name: String) -> String? {
            r.tests.first { $0.fullName == name }?.failure.map { f in
                Self.short(f.location) + ": " + f.message + (f.details.isEmpty ? "" : "\n" + f.details)
            }
        }
        #expect(text("error values a table") == "thrown_spec.lua:4: {\n  code = 1\n}")
        #expect(text("error values nil") == "thrown_spec.lua:5: Nil error")
        #expect(text("error values a table that holds itself")
                == "thrown_spec.lua:12: {\n  a = 1,\n  inner = {\n    b = 2,\n    back = <cycle>\n  }\n}")
        #expect(text("error values strings that need quoting")
                == "thrown_spec.lua:17: {\n  \"say \\\"hi\\\"\",\n  [[two\nlines]],\n  [=[[[x]]]=],\n  \"\"\n}")
        #expect(text("error values numbers")
                == "thrown_spec.lua:18: {\n  9007199254740992,\n  NaN,\n  Inf,\n  -Inf,\n  0.33333333333333,\n  0\n}")
        #expect(text("error values an empty table, raised in a function it called") == "thrown_spec.lua:20: {\n}")
        #expect(text("assert with a message that is no string a table") == "thrown_spec.lua:26: {\n  message = {\n    x = 1\n  }\n}")
        #expect(text("assert with a message that is no string a number") == "thrown_spec.lua:27: {\n  message = 42\n}")
        #expect(text("assert with a message that is no string a table with a __tostring") == "thrown_spec.lua:29: told")
        // busted writes `tostring` of a value that is no table (it read "(error object is a boolean value)")
        #expect(text("error values that are no table true") == "thrown_spec.lua:34: true")
        #expect(text("error values that are no table false") == "thrown_spec.lua:35: false")
        #expect(text("error values that are no table a function")?.hasPrefix("thrown_spec.lua:36: function: 0x") == true)
        // a NUL in a message keeps what follows it, and luassert's failure stays a failure (the
        // handler's C string cut the text at the NUL, and the cut text counted as an error)
        #expect(text("messages with a NUL an error") == "thrown_spec.lua:41: x\u{0}y")
        #expect(text("messages with a NUL an assertion")?.contains("(string) 'A\u{0}C'") == true)
        #expect(r.tests.filter { $0.status == .failed }.map(\.name) == ["a table", "a number", "a table with a __tostring", "an assertion"])
        // a __tostring that raises: what it raised, as it is or at the line that raised it
        // (it read "{\n}", the table written out, at the line of the `error` it was given to)
        let raising = "error values whose __tostring raises "
        #expect(text(raising + "a string with its place") == "thrown_spec.lua:51: told at the __tostring's line")
        #expect(text(raising + "a string with no place") == "thrown_spec.lua:56: told with no place")
        #expect(text(raising + "a table") == "thrown_spec.lua:61: {\n  why = \"a table\"\n}")
        #expect(text(raising + "another such value") == "thrown_spec.lua:67: the inner one's")
        // past 8 (rev103b: it stopped at 8 and wrote the 9th value out, "thrown_spec.lua:80: {\n}"),
        // and a value raising itself: busted's C stack overflow, at the line that raised
        #expect(text("error values whose __tostring raises, deep a chain of 20") == "thrown_spec.lua:80: the end of the chain")
        #expect(text("error values whose __tostring raises, deep a value raising itself") == "thrown_spec.lua:87: C stack overflow")
    }

    /// Numeric keys outside the sequence come last in ascending order, the same on every run
    /// (Penlight takes `next`'s order, which stock Lua's seeded hashes change from run to run:
    /// the comparison with busted flaked on it), whatever order the table was built in.
    @Test func numericKeysOfAnErrorValueReadTheSameOnEveryRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keys_spec.lua")
        try """
            it("keys", function() error({[10] = "a", [-1] = "m", [2.5] = "b", [3] = "c", name = "n"}) end)

            """.write(to: file, atomically: true, encoding: .utf8)
        for _ in 0..<3 {
            let r = FileRunner.run(file.path, options: RunOptions())
            #expect(r.tests.first?.failure.map { $0.message + "\n" + $0.details }
                    == "{\n  name = \"n\",\n  [-1] = \"m\",\n  [2.5] = \"b\",\n  [3] = \"c\",\n  [10] = \"a\"\n}")
        }
    }

    static func short(_ location: String) -> String { location.split(separator: "/").last.map(String.init) ?? location }

    /// The issue's example: a nested describe body runs after the earlier test's hooks.
    @Test func aNestedBodyRunsAfterTheEarlierTests() throws {
        let r = try runSpec("""
            describe("d", function()
              local x
              before_each(function() x = 1 end)
              it("a", function() end)
              describe("inner", function()
                local y = x + 1
                it("b", function() assert.equal(2, y) end)
              end)
            end)
            """)
        #expect(r.outcomes == ["passed d a", "passed d inner b"])
    }

    /// What busted suites meet in the sandbox (Fixtures/busted-sandbox, each from a public
    /// suite): busted passes the test; sandboxed it errors; `--unsafe` gives busted's count.
    /// (A module of the system's Lua tree, the other difference, is found now:
    /// Fixtures/busted/system_module_spec.lua.)
    @Test(arguments: ["popen_spec.lua"])
    func theSandboxsDifferencesAreTheDocumentedOnes(file: String) throws {
        let path = packageRoot + "/Tests/TransitSpecTests/Fixtures/busted-sandbox/" + file
        func counts(_ options: RunOptions) -> [Int] {
            let c = Counts(FileRunner.run(path, options: options).tests)
            return [c.passed, c.failed, c.errored, c.skipped]
        }
        #expect(counts(RunOptions()) == [0, 0, 1, 0])
        var unsafe = RunOptions()
        unsafe.runtime = .unsafe
        #expect(counts(unsafe) == [1, 0, 0, 0])
        guard FileManager.default.isExecutableFile(atPath: Self.busted) else { return }
        let text = try Self.busted(path, "utfTerminal")
        #expect(text.contains("1 success / 0 failures / 0 errors / 0 pending"), "\(text)")
    }

    /// `require("busted").it` is busted's plain function (suites check that it is one); the
    /// global `it` a callable table carrying `.only` and `.skip`, which the spec's `type` calls
    /// a function too (busted's core_spec.lua checks the globals so): two values, as
    /// docs/testing.md says why, that declare the same tests.
    @Test func bustedsItIsAFunctionThatDeclaresAsTheGlobalDoes() throws {
        let r = try runSpec("""
            local busted = require("busted")
            assert(type(busted.it) == "function" and type(it) == "function" and busted.it ~= it)
            assert(it.only ~= nil and it.skip ~= nil)
            assert(type(busted.describe) == "function" and busted.describe ~= describe)
            busted.describe("via busted", function() busted.it("runs", function() end) end)
            describe("via globals", function() it("runs", function() end) end)
            it.skip("is skipped", function() end)
            """)
        #expect(r.outcomes == ["passed via busted runs", "passed via globals runs", "skipped is skipped"])
    }

    /// An insulate that protected _G's metatable (`__metatable`) still restores it: busted's
    /// plain setmetatable stops its whole run there ("cannot change a protected metatable"
    /// at its context.lua:16, a Lua traceback, status 1); the block's promise is kept instead.
    /// (Before, transit kept whatever metatable the block left.)
    @Test func anInsulateRestoresAProtectedMetatableOfG() throws {
        let r = try runSpec("""
            insulate("protects", function()
              setmetatable(_G, {__metatable = "locked", __index = function() return "seen" end})
              it("in it", function() assert.equal("locked", getmetatable(_G)); assert.equal("seen", ANY) end)
            end)
            it("after it", function() assert.is_nil(getmetatable(_G)); assert.is_nil(ANY) end)
            """)
        #expect(r.outcomes == ["passed protects in it", "passed after it"])
    }

    /// Hook errors are named as busted names them: the block's names and the hook's word.
    @Test func hookErrorsAreEntriesOfTheirOwn() throws {
        let r = FileRunner.run(Self.folder + "/failures_spec.lua", options: RunOptions())
        let errors = r.tests.filter { $0.status == .errored }.map(\.fullName)
        #expect(errors.contains("a failing setup setup"))
        #expect(errors.filter { $0 == "a failing before_each before_each" }.count == 2)
        #expect(errors.contains("a failing after_each after_each"))
        #expect(errors.filter { $0 == "a failing lazy_setup lazy_setup" }.count == 1)
        #expect(errors.contains("a failing teardown teardown"))
        #expect(errors.contains("a failing body"))
        #expect(!r.tests.contains { $0.fullName == "a failing body is declared first" })
    }
}
