/// `--output gtest`: busted's Google Test console format (busted/outputHandlers/gtest.lua),
/// line for line — a `[ RUN      ]` line as each test starts and its end line with the
/// milliseconds it took, what a failure or error says in between, a file's and the run's
/// totals, and the lists of skipped, failed and errored tests after `[  PASSED  ]`. An error
/// outside any test (a hook's, a file's) shows its message and is counted and listed among the
/// errors, with no test lines, as busted's does. With busted's `--verbose`, each failure's and
/// error's message is followed by a blank line and its traceback (trimmed as busted trims it,
/// ``BustedTAPReporter/bustedTraceback(_:)``). The times are the real ones (the JUnit report
/// has them too); nothing else in it varies from run to run.
public final class GTestReporter: Reporter {
    let write: (String) -> Void
    let suppressPending: Bool
    let colour: Bool
    let verbose: Bool
    let seed: Int64?
    private var currentFile: String?
    private var fileTests = 0
    private var files = 0
    private var tests = 0
    private var passed = 0
    private var skipped: [String] = []
    private var failed: [String] = []
    private var errors: [String] = []

    public init(suppressPending: Bool = false, colour: Bool = false, verbose: Bool = false, seed: Int64? = nil,
                write: @escaping (String) -> Void) {
        self.suppressPending = suppressPending
        self.colour = colour
        self.verbose = verbose
        self.seed = seed
        self.write = write
    }

    // term.colors' codes, as busted's handler uses them (only on a terminal, or with --color)
    private func paint(_ code: Int, _ text: String) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    private func green(_ s: String) -> String { paint(32, s) }
    private func yellow(_ s: String) -> String { paint(33, s) }
    private func red(_ s: String) -> String { paint(31, s) }
    private func magenta(_ s: String) -> String { paint(35, s) }

    /// Milliseconds with two decimals, as busted's `("%.2f")`.
    private static func ms(_ seconds: Double) -> String { HumanReporter.fixed(seconds * 1000, decimals: 2) }
    private static func plural(_ n: Int, _ word: String) -> String {
        n == 1 ? word : word + (word == word.uppercased() ? "S" : "s")     // busted's TESTS, ERRORS
    }

    public func started(files: [String]) {
        if let seed { write(yellow("Note: Randomizing test order with a seed of \(seed).\n")) }
        write(green("[==========]") + " Running tests from scanned files.\n")
        write(green("[----------]") + " Global test environment setup.\n")
    }

    private func startFile(_ file: String) {
        guard currentFile != file else { return }
        currentFile = file
        fileTests = 0
        write(green("[----------]") + " Running tests from \(file)\n")
    }

    /// busted's `file @ line: full name`, the place cyan and the name bright on a terminal.
    private func name(_ t: TestResult) -> String {
        paint(36, t.place) + " @ " + paint(36, String(t.line)) + ": " + paint(1, BustedTAPReporter.name(t))
    }

    private func description(_ t: TestResult) -> String {
        var text = t.randomSeed.map { "Random seed: \($0)\n" } ?? ""
        if let f = t.failure {
            text += f.location + ": " + f.message + (f.details.isEmpty ? "" : "\n" + f.details)
            // busted appends the trace's traceback, which starts with a newline: a blank line
            let trace = verbose ? BustedTAPReporter.bustedTraceback(f.traceback) : []
            if !trace.isEmpty { text += "\n\n" + trace.joined(separator: "\n") }
        } else {
            text += "Nil error"
        }
        return text + "\n"
    }

    public func finished(test t: TestResult) {
        startFile(t.file)
        raw(t.printedBefore)
        if t.outsideTests {
            // busted's handler.error: the message, counted and listed, no test lines
            write(description(t))
            errors.append(name(t))
            return
        }
        let pending = t.status == .skipped
        // busted cancels a pending test's events with --suppress-pending; one that called
        // pending() itself was already announced when it started
        if !(pending && suppressPending && t.failure == nil) { write(green("[ RUN      ]") + " \(name(t))\n") }
        raw(t.output)
        if pending && suppressPending { return }
        fileTests += 1
        tests += 1
        let end: String
        switch t.status {
        case .passed: passed += 1; end = green("[       OK ]")
        case .skipped: skipped.append(name(t)); end = yellow("[ SKIPPED  ]")
        case .failed: failed.append(name(t)); write(description(t)); end = red("[  FAILED  ]")
        case .errored: errors.append(name(t)); write(description(t)); end = magenta("[  ERROR   ]")
        }
        write(end + " \(name(t)) (\(Self.ms(t.duration)) ms)\n")
    }

    public func finished(file: FileResult) {
        startFile(file.file)
        raw(file.printedAfter)
        files += 1
        write(green("[----------]") + " \(fileTests) \(Self.plural(fileTests, "test")) from \(file.file) (\(Self.ms(file.duration)) ms total)\n\n")
        currentFile = nil
    }

    private func raw(_ lines: [String]) {
        if !lines.isEmpty { write(lines.joinedText("\n") + "\n") }
    }

    public func finished(run: RunResult) {
        write(green("[----------]") + " Global test environment teardown.\n")
        write(green("[==========]") + " \(tests) \(Self.plural(tests, "test")) from \(files) test \(Self.plural(files, "file")) ran. (\(Self.ms(run.duration)) ms total)\n")
        write(green("[  PASSED  ]") + " \(passed) \(Self.plural(passed, "test")).\n")
        let lists = [(skipped, yellow("[ SKIPPED  ]"), "test"), (failed, red("[  FAILED  ]"), "test"),
                     (errors, magenta("[  ERROR   ]"), "error")]
        for (names, mark, word) in lists where !names.isEmpty {
            write(mark + " \(names.count) \(Self.plural(names.count, word)), listed below:\n")
            for n in names { write(mark + " \(n)\n") }
        }
        if !(skipped.isEmpty && failed.isEmpty && errors.isEmpty) { write("\n") }
        if !skipped.isEmpty { write(" \(skipped.count) SKIPPED \(Self.plural(skipped.count, "TEST"))\n") }
        if !failed.isEmpty { write(" \(failed.count) FAILED \(Self.plural(failed.count, "TEST"))\n") }
        if !errors.isEmpty { write(" \(errors.count) \(Self.plural(errors.count, "ERROR"))\n") }
    }
}
