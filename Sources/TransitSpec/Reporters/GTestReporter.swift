/// `--output gtest`: busted's Google Test console format (busted/outputHandlers/gtest.lua),
/// line for line — a `[ RUN      ]` line as each test starts and its end line with the
/// milliseconds it took, what a failure or error says in between, a file's and the run's
/// totals, and the lists of skipped, failed and errored tests after `[  PASSED  ]`. An error
/// outside any test (a hook's, a file's) shows its message and is counted and listed among the
/// errors, with no test lines, as busted's does. With busted's `--verbose`, each failure's and
/// error's message is followed by a blank line and its traceback (trimmed as busted trims it,
/// ``BustedTAPReporter/bustedTraceback(_:)``). With busted's `--defer-print` the messages are
/// not written as the tests end but after each name in the lists at the end, a skipped test's
/// with the message it gave `pending`, as busted's handler writes them. The times are the real ones (the JUnit report
/// has them too); nothing else in it varies from run to run. Names and messages that are not
/// valid UTF-8 are written as the spec gave their bytes, as busted writes them (``KeptBytes``).
public final class GTestReporter: Reporter {
    let bytes: ([UInt8]) -> Void
    let suppressPending: Bool
    let colour: Bool
    let verbose: Bool
    let deferPrint: Bool
    let seed: Int64?
    /// `--repeat`'s run and their number: busted's gtest announces each run, as its terminal
    /// reports do.
    public var round: (Int, Int)?
    private var currentFile: String?
    private var fileTests = 0
    private var files = 0
    private var tests = 0
    private var passed = 0
    /// Each listed test's name, and with ``deferPrint`` what is written after it.
    private var skipped: [(name: [UInt8], deferred: [UInt8])] = []
    private var failed: [(name: [UInt8], deferred: [UInt8])] = []
    private var errors: [(name: [UInt8], deferred: [UInt8])] = []
    /// busted's errorCount: tests that ended errored and errors outside tests. An error beside
    /// a test's result (``TestResult/besideItsTest``) is in ``errors`` — busted lists its
    /// `handler.errors` under the count — but not counted.
    private var errorCount = 0
    /// A failed or errored test's end line, written when the next result, file or the run's
    /// end comes: busted writes an error beside the test (its `finally`'s, a finalizer's)
    /// inside the test's block, before that line.
    private var heldEnd: [UInt8]?

    public init(suppressPending: Bool = false, colour: Bool = false, verbose: Bool = false, deferPrint: Bool = false,
                seed: Int64? = nil, bytes: @escaping ([UInt8]) -> Void) {
        self.suppressPending = suppressPending
        self.colour = colour
        self.verbose = verbose
        self.deferPrint = deferPrint
        self.seed = seed
        self.bytes = bytes
    }

    /// The report as text (bytes that are not UTF-8 read as U+FFFD).
    public convenience init(suppressPending: Bool = false, colour: Bool = false, verbose: Bool = false, deferPrint: Bool = false,
                            seed: Int64? = nil, write: @escaping (String) -> Void) {
        self.init(suppressPending: suppressPending, colour: colour, verbose: verbose, deferPrint: deferPrint, seed: seed) {
            write(String(decoding: $0, as: UTF8.self))
        }
    }

    private func write(_ text: String) { bytes(Array(text.utf8)) }

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
        if let (run, of) = round { write("\nRepeating all tests (run \(run) of \(of)) . . .\n\n") }
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
    private func name(_ t: TestResult) -> [UInt8] {
        let name = BustedTAPReporter.nameBytes(t)
        let place = colour ? Array("\u{1B}[36m".utf8) + t.bustedPlace + Array("\u{1B}[0m".utf8) : t.bustedPlace
        return place + Array((" @ " + paint(36, String(t.line)) + ": ").utf8)
            + (colour ? Array("\u{1B}[1m".utf8) + name + Array("\u{1B}[0m".utf8) : name)
    }

    private func description(_ t: TestResult) -> [UInt8] {
        var text = Array((t.randomSeed.map { "Random seed: \($0)\n" } ?? "").utf8)
        if let f = t.failure {
            text += BustedTAPReporter.bytes(f.bustedText, of: f)
            // busted appends the trace's traceback, which starts with a newline: a blank line
            let trace = verbose ? BustedTAPReporter.bustedTraceback(f.traceback) : []
            if !trace.isEmpty { text += Array(("\n\n" + trace.joined(separator: "\n")).utf8) }
        } else {
            text += Array("Nil error".utf8)
        }
        return text + [0x0A]
    }

    /// A failure's or error's description: written now, or kept for its list (--defer-print).
    private func describe(_ t: TestResult) -> [UInt8] {
        if deferPrint { return description(t) }
        bytes(description(t))
        return []
    }

    /// What busted's `pendingDescription` writes after a skipped test's name: the message it
    /// gave `pending`, if any.
    private func pendingDescription(_ t: TestResult) -> [UInt8] {
        guard deferPrint, let f = t.failure else { return [] }
        return BustedTAPReporter.bytes(f.location + ": " + f.message, of: f) + [0x0A]
    }

    public func finished(test t: TestResult) {
        if t.besideItsTest {
            // busted's testError: the message in the test's block, listed, not counted
            raw(t.printedBefore)
            raw(t.output)
            errors.append((name(t), describe(t)))
            return
        }
        writeHeldEnd()
        startFile(t.file)
        raw(t.printedBefore)
        if t.outsideTests {
            // busted's handler.error: the message, counted and listed, no test lines
            errors.append((name(t), describe(t)))
            errorCount += 1
            return
        }
        let pending = t.status == .skipped
        // busted cancels a pending test's events with --suppress-pending; one that called
        // pending() itself was already announced when it started
        if !(pending && suppressPending && t.failure == nil) { line(green("[ RUN      ]") + " ", name(t)) }
        // busted writes a failure's message when the body fails: what its finally printed after
        let after = Array(t.output.suffix(t.linesAfterFailure))
        raw(Array(t.output.dropLast(after.count)))
        if pending && suppressPending { return }
        fileTests += 1
        tests += 1
        let end: String
        switch t.status {
        case .passed: passed += 1; end = green("[       OK ]")
        case .skipped: skipped.append((name(t), pendingDescription(t))); end = yellow("[ SKIPPED  ]")
        case .failed: failed.append((name(t), describe(t))); end = red("[  FAILED  ]")
        case .errored: errors.append((name(t), describe(t))); errorCount += 1; end = magenta("[  ERROR   ]")
        }
        raw(after)
        let endLine = Array((end + " ").utf8) + name(t) + Array(" (\(Self.ms(t.duration)) ms)\n".utf8)
        if t.status == .failed || t.status == .errored { heldEnd = endLine } else { bytes(endLine) }
    }

    private func writeHeldEnd() {
        guard let end = heldEnd else { return }
        heldEnd = nil
        bytes(end)
    }

    public func finished(file: FileResult) {
        writeHeldEnd()
        startFile(file.file)
        raw(file.printedAfter)
        files += 1
        write(green("[----------]") + " \(fileTests) \(Self.plural(fileTests, "test")) from \(file.file) (\(Self.ms(file.duration)) ms total)\n\n")
        currentFile = nil
    }

    /// A line: `text`, a name's bytes, `after`.
    private func line(_ text: String, _ name: [UInt8], _ after: String = "") {
        bytes(Array(text.utf8) + name + Array((after + "\n").utf8))
    }

    private func raw(_ lines: [String]) {
        if !lines.isEmpty { write(lines.joinedText("\n") + "\n") }
    }

    public func finished(run: RunResult) {
        writeHeldEnd()
        write(green("[----------]") + " Global test environment teardown.\n")
        write(green("[==========]") + " \(tests) \(Self.plural(tests, "test")) from \(files) test \(Self.plural(files, "file")) ran. (\(Self.ms(run.duration)) ms total)\n")
        write(green("[  PASSED  ]") + " \(passed) \(Self.plural(passed, "test")).\n")
        let lists = [(skipped, skipped.count, yellow("[ SKIPPED  ]"), "test"), (failed, failed.count, red("[  FAILED  ]"), "test"),
                     (errors, errorCount, magenta("[  ERROR   ]"), "error")]
        for (listed, count, mark, word) in lists where count > 0 {
            write(mark + " \(count) \(Self.plural(count, word)), listed below:\n")
            for (n, deferred) in listed {
                line(mark + " ", n)
                bytes(deferred)
            }
        }
        if !(skipped.isEmpty && failed.isEmpty && errorCount == 0) { write("\n") }
        if !skipped.isEmpty { write(" \(skipped.count) SKIPPED \(Self.plural(skipped.count, "TEST"))\n") }
        if !failed.isEmpty { write(" \(failed.count) FAILED \(Self.plural(failed.count, "TEST"))\n") }
        if errorCount > 0 { write(" \(errorCount) \(Self.plural(errorCount, "ERROR"))\n") }
    }
}
