/// `--output plainTerminal` and `--output utfTerminal` (busted's default): the report busted's
/// terminal handlers write. A mark a test as its result is known — `+` passed, `-` failed,
/// `*` errored, `.` pending (`●`, `◼`, `✱`, `◌` in utfTerminal) — and `*` for a file's or a
/// `describe` body's error, none for a hook's; what the file printed between them, as it is;
/// then busted's summary line and each pending test, failure and error (a file that did not
/// compile by its message, then its name, as busted's error without a trace):
///
///     ++-*
///     2 successes / 1 failure / 1 error / 0 pending : 0.0121 seconds
///
///     Failure -> spec/a_spec.lua @ 4
///     outer fails
///     spec/a_spec.lua:5: Expected objects to be equal.
///     …
///
/// utfTerminal writes `→` for `->`, and with `colour` (on a terminal, `--color always`, busted's
/// `-Xoutput --color`) colours as busted's handler does, with term.colors' codes: the marks,
/// the summary's counts and time, the words `Pending`, `Failure` and `Error`, the places and
/// the names. plainTerminal is never coloured, as busted's is not.
public final class BustedTerminalReporter: Reporter {
    let write: ([UInt8]) -> Void
    let utf: Bool
    /// utfTerminal's colours (plainTerminal has none).
    let colour: Bool
    /// busted's --suppress-pending: no mark, no count, no description for a pending test.
    let suppressPending: Bool
    /// busted's --verbose: each failure's and error's traceback after its message.
    let verbose: Bool
    /// busted's --defer-print: no test's mark (busted's terminal handlers write none with it,
    /// but a file's or a describe's error's), only the summary and the descriptions at the end.
    let deferPrint: Bool
    /// `--repeat`'s run and their number: busted's terminal reports announce each run.
    public var round: (Int, Int)?
    private var pendings: [TestResult] = []
    private var failures: [TestResult] = []
    private var errors: [TestResult] = []

    public init(utf: Bool, suppressPending: Bool = false, verbose: Bool = false, deferPrint: Bool = false,
                colour: Bool = false, bytes write: @escaping ([UInt8]) -> Void) {
        self.utf = utf
        self.colour = colour && utf
        self.suppressPending = suppressPending
        self.verbose = verbose
        self.deferPrint = deferPrint
        self.write = write
    }

    public func started(files: [String]) {
        if let (run, of) = round { write(Array("\nRepeating all tests (run \(run) of \(of)) . . .\n\n".utf8)) }
    }

    public func finished(test: TestResult) {
        raw(test.printedBefore)
        raw(test.output)                // busted writes a test's output as it runs: before its mark
        if suppressPending && test.status == .skipped { return }
        switch test.status {
        case .passed: break
        case .skipped: pendings.append(test)
        case .failed: failures.append(test)
        case .errored: errors.append(test)
        }
        // busted's handlers mark a file's and a describe's error (or failure) as an error, a
        // hook's and one beside a test's result not at all; --defer-print drops the tests'
        // marks only (their handler.error writes its mark whatever the options)
        if !test.fromHook && !test.besideItsTest && (!deferPrint || test.outsideTests) { write(Array(mark(test).utf8)) }
    }

    private func mark(_ test: TestResult) -> String {
        if test.outsideTests { return utf ? magenta("✱") : "*" }
        return switch test.status {
        case .passed: utf ? green("●") : "+"
        case .skipped: utf ? yellow("◌") : "."
        case .failed: utf ? red("◼") : "-"
        case .errored: utf ? magenta("✱") : "*"
        }
    }

    // term.colors' codes, as busted's utfTerminal uses them
    private func paint(_ code: Int, _ text: [UInt8]) -> [UInt8] {
        colour ? Array("\u{1B}[\(code)m".utf8) + text + Array("\u{1B}[0m".utf8) : text
    }
    private func paint(_ code: Int, _ text: String) -> String { String(decoding: paint(code, Array(text.utf8)), as: UTF8.self) }
    private func green(_ s: String) -> String { paint(32, s) }
    private func yellow(_ s: String) -> String { paint(33, s) }
    private func red(_ s: String) -> String { paint(31, s) }
    private func magenta(_ s: String) -> String { paint(35, s) }
    private func cyan(_ s: [UInt8]) -> [UInt8] { paint(36, s) }
    private func bright(_ s: [UInt8]) -> [UInt8] { paint(1, s) }

    public func finished(file: FileResult) { raw(file.printedAfter) }

    public func finished(run: RunResult) {
        var counts = run.counts
        if suppressPending { counts.skipped = 0 }
        var out: [UInt8] = Array(("\n" + summary(counts, seconds: run.duration) + "\n").utf8)
        let arrow = utf ? " → " : " -> "
        for t in pendings {
            // one that stopped itself is placed where it called pending, with its message; in
            // the test's own chunk, by its bytes (a path cut inside a character)
            let own = String(decoding: t.bustedPlace, as: UTF8.self)
            let (place, line) = t.failure.flatMap { Self.split($0.location) }.map { ($0 == own ? t.bustedPlace : Array($0.utf8), $1) }
                ?? (t.bustedPlace, t.line)
            out += Array("\n\(yellow("Pending"))\(arrow)".utf8) + cyan(place) + Array(" @ ".utf8) + cyan(Array(String(line).utf8))
                + [0x0A] + bright(BustedTAPReporter.nameBytes(t))
            if let f = t.failure { out += [0x0A] + BustedTAPReporter.bytes(f.location + ": " + f.message, of: f) }
            out.append(0x0A)
        }
        for (t, word) in failures.map({ ($0, red("Failure")) }) + errors.map({ ($0, magenta("Error")) }) {
            // a file that did not compile has no trace in busted: its message, then its name
            if t.uncompiled, let f = t.failure {
                out += Array("\n\(word)\(arrow)".utf8) + cyan(BustedTAPReporter.bytes(f.bustedText, of: f)) + [0x0A]
                    + bright(BustedTAPReporter.nameBytes(t)) + [0x0A]
                continue
            }
            out += Array("\n\(word)\(arrow)".utf8) + cyan(t.bustedPlace) + Array(" @ ".utf8) + cyan(Array(String(t.line).utf8))
                + [0x0A] + bright(BustedTAPReporter.nameBytes(t)) + [0x0A]
            if let seed = t.randomSeed { out += Array("Random seed: \(seed)\n".utf8) }
            if let f = t.failure {
                out += BustedTAPReporter.bytes(f.bustedText, of: f)
                if verbose && !f.traceback.isEmpty {
                    out += Array(("\n\n" + BustedTAPReporter.bustedTraceback(f.traceback).joinedText("\n")).utf8)
                }
            }
            out.append(0x0A)
        }
        write(out)
    }

    /// busted's summary line, its time as `%.6f` without trailing zeros (`0.0121`), its
    /// numbers coloured in utfTerminal with `colour`.
    private func summary(_ c: Counts, seconds: Double) -> String {
        func count(_ n: Int, _ one: String, _ many: String, _ paint: (String) -> String) -> String {
            paint(String(n)) + " " + (n == 1 ? one : many)
        }
        var time = HumanReporter.fixed(seconds, decimals: 6)
        while time.hasSuffix("0") && !time.hasSuffix(".0") { time.removeLast() }
        return [count(c.passed, "success", "successes", green), count(c.failed, "failure", "failures", red),
                count(c.errored, "error", "errors", magenta), yellow(String(c.skipped)) + " pending"].joinedText(" / ")
            + " : " + paint(1, time) + " seconds"
    }

    /// `file:12` → (`file`, 12).
    static func split(_ location: String) -> (String, Int)? {
        guard let colon = location.lastIndex(of: ":"), let n = Int(location[location.index(after: colon)...]) else { return nil }
        return (String(location[..<colon]), n)
    }

    /// What a file printed outside its tests, as it is, between the marks it came between.
    private func raw(_ lines: [String]) {
        if !lines.isEmpty { write(Array((lines.joinedText("\n") + "\n").utf8)) }
    }
}
