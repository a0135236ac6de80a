/// The terminal report: a line per file that fills with a mark per test as it runs
/// (`.` passed, `F` failed, `E` error, `-` skipped), then each failure in full — the test and
/// its `file:line`, where it failed, the message, the diff, the traceback, what it printed —
/// then tests flagged for making no assertion, snapshot news, and last the counts — busted's
/// four, then the closing line. What a file prints outside its tests' functions (its top
/// level, `describe` bodies, hooks) is written between the marks, where it happened:
///
///     3 successes / 1 failure / 1 error / 1 pending : 0.012 seconds
///     3 passed, 2 failed, 1 skipped
///
/// Errors (a failing hook, a file that would not load, a limit) count as failed in the
/// closing line. Tests the selection left out are counted on a line of their own.
public final class HumanReporter: Reporter {
    let write: (String) -> Void
    /// busted's `--suppress-pending`: no mark for a skipped test, nor a count in busted's
    /// summary line, as busted's; Transit's own line still counts it.
    let suppressPending: Bool
    private var currentFile: String?

    public init(suppressPending: Bool = false, write: @escaping (String) -> Void) {
        self.suppressPending = suppressPending
        self.write = write
    }

    public func finished(test: TestResult) {
        printed(test.printedBefore)
        if suppressPending && test.status == .skipped { return }
        if currentFile != test.file {
            if currentFile != nil { write("\n") }
            currentFile = test.file
            write(test.file + " ")
        }
        write(Self.mark(test.status))
    }

    public func finished(file: FileResult) {
        printed(file.printedAfter)
    }

    /// What a file printed outside its tests, where it happened (as busted's terminal shows
    /// it): the line of marks ends, the lines follow, and the next mark starts a new line
    /// with the file's name.
    private func printed(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        if currentFile != nil { write("\n") }
        currentFile = nil
        write(lines.joinedText("\n") + "\n")
    }

    public func finished(run: RunResult) {
        if currentFile != nil { write("\n") }
        var out: [String] = []
        let failures = run.tests.filter { $0.status.isFailure }
        if !failures.isEmpty {
            out += ["", "Failures:"]
            for (i, t) in failures.enumerated() { out += [""] + Self.describe(t, number: i + 1) }
        }
        let silent = run.tests.filter(\.madeNoAssertions)
        if !silent.isEmpty {
            out += ["", "Made no assertion (\(silent.count)):"]
            out += silent.map { "  \(Self.oneLine($0.place)):\($0.line) \(Self.title($0))" }
        }
        out += Self.snapshotLines(run.snapshots)
        if run.stoppedEarly { out += ["", "Stopped at the first failure (--fail-fast)."] }
        out.append("")
        if let seed = run.shuffleSeed { out.append("Shuffled with --seed \(seed)") }
        out.append("Finished in \(Self.seconds(run.duration)) s")
        if run.excluded > 0 {
            out.append("\(run.excluded) excluded by --filter, --tags, --exclude-tags or --shard (not run, not counted)")
        }
        // busted's line counts no pending test under --suppress-pending (its handlers never
        // hear of them); Transit's own line still says they were skipped
        var busteds = run.counts
        if suppressPending { busteds.skipped = 0 }
        out.append(Self.bustedSummary(busteds, seconds: run.duration))
        out.append(Self.summary(run.counts))
        write(out.joinedText("\n") + "\n")
    }

    /// `N passed, N failed` and `, N skipped` when any were.
    public static func summary(_ c: Counts) -> String {
        var s = "\(c.passed) passed, \(c.failedOrErrored) failed"
        if c.skipped > 0 { s += ", \(c.skipped) skipped" }
        return s
    }

    /// busted's summary line: successes, failures, errors and pending, in its words.
    public static func bustedSummary(_ c: Counts, seconds: Double) -> String {
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) " + (n == 1 ? one : many) }
        return [count(c.passed, "success", "successes"), count(c.failed, "failure", "failures"),
                count(c.errored, "error", "errors"), "\(c.skipped) pending"].joinedText(" / ")
            + " : \(Self.seconds(seconds)) seconds"
    }

    static func mark(_ status: TestStatus) -> String {
        switch status {
        case .passed: "."
        case .failed: "F"
        case .errored: "E"
        case .skipped: "-"
        }
    }

    /// `outer › inner › name`, on one line, bytes that are not UTF-8 escaped.
    static func title(_ t: TestResult) -> String {
        oneLine(KeptBytes.escaped((t.blocks + [t.name]).joined(separator: " › "), keeping: t.fullNameBytes))
    }

    /// A failure's place, its message and the diff (bytes the script raised that are not UTF-8
    /// escaped as `\xFF`), its traceback and what the test printed. A chunk name that holds
    /// a line break or another control character (`load(code, "=a\nb")`) is written escaped,
    /// on one line, wherever it names the place, so it cannot start a line of its own.
    static func describe(_ t: TestResult, number: Int) -> [String] {
        var lines = ["\(number)) \(title(t))", "   \(oneLine(t.place)):\(t.line)" + (t.status == .errored ? " (error)" : "")]
        guard let f = t.failure else { return lines }
        let place = t.place.unicodeScalars.contains(where: isControl) ? t.place : nil
        func named(_ text: String) -> String { place.map { text.replacing($0, with: oneLine($0)) } ?? text }
        let text = named(KeptBytes.escaped(f.bustedText, keeping: f.raisedBytes)).split(separator: "\n", omittingEmptySubsequences: false)
        lines.append("   " + text[0])
        lines += text.dropFirst().map { "     " + $0 }
        if !f.traceback.isEmpty { lines += indent(named(f.traceback), "   ") }
        if !t.output.isEmpty { lines += ["   printed:"] + t.output.flatMap { indent($0, "     ") } }
        return lines
    }

    static func snapshotLines(_ s: SnapshotSummary) -> [String] {
        var parts: [String] = []
        if s.written > 0 { parts.append("\(s.written) written") }
        if s.updated > 0 { parts.append("\(s.updated) updated") }
        if s.removed > 0 { parts.append("\(s.removed) obsolete removed") }
        if !s.obsolete.isEmpty { parts.append("\(s.obsolete.count) obsolete (transit test --update removes them)") }
        guard !parts.isEmpty else { return [] }
        return ["", "Snapshots: " + parts.joined(separator: ", ")] + s.obsolete.map { "  obsolete: \($0)" }
    }

    /// `text` on one line: line breaks, tabs and the other control characters escaped as a
    /// Lua string literal writes them (`\n`, `\t`, `\x1B`).
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where !isControl(scalar): out.unicodeScalars.append(scalar)
            case _ where scalar.value >= 0x80: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// C0, DEL and C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) }

    static func indent(_ text: String, _ prefix: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }
    }

    /// Seconds with three decimals, without Foundation.
    static func seconds(_ s: Double) -> String { fixed(s, decimals: 3) }

    /// A non-negative `value` with `decimals` decimals, as C's `%.Nf` — without Foundation,
    /// whose import makes `transit`'s static release link fail (GTestReporter's milliseconds).
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let n = Int((value * Double(scale)).rounded())
        let frac = String(n % scale)
        return "\(n / scale)." + String(repeating: "0", count: decimals - frac.count) + frac
    }
}
