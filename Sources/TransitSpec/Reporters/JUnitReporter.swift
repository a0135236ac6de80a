import TransitRender

/// `--output junit`: the JUnit XML that CI servers read — `testsuites > testsuite` (one per
/// spec file) `> testcase` with `classname` (the `describe` names), `name`, `time`, `file`
/// and `line`, holding `failure` (an assertion), `error` (anything else that stopped it) or
/// `skipped`, and `system-out` for what the test printed and the files attached to it (a
/// failing test's filmstrip) as `[[ATTACHMENT|path]]` lines, the convention Jenkins and
/// GitLab read; the suite's own `system-out` holds what the file printed outside its tests
/// (its top level, `describe` bodies, hooks), in order. Written when the run ends.
public final class JUnitReporter: Reporter {
    let write: (String) -> Void
    let rounds: JUnitRounds
    let round: (Int, Int)?

    /// `rounds` holds `--repeat`'s earlier runs (shared by each run's reporter), `round` this
    /// run and their number: each file's `testsuite` is named with its run (`spec/a_spec.lua
    /// (run 2 of 3)`). Of a repeat's runs only the first writes — the document of its own
    /// run, an early word that the file can be written —, the caller writes
    /// ``JUnitRounds/document()`` once the runs are over, as busted writes its one document at
    /// exit: written again each run, every run so far, the document took time growing with the
    /// square of the runs (rev103b: `--repeat 2000 -o junit --out` 14.8 s, to 6.4 s in `-o TAP`).
    public init(rounds: JUnitRounds = JUnitRounds(), round: (Int, Int)? = nil, write: @escaping (String) -> Void) {
        self.rounds = rounds
        self.round = round
        self.write = write
    }

    public func finished(run: RunResult) {
        let c = run.counts
        let besides = run.files.reduce(0) { $0 + $1.tests.count(where: \.besideItsTest) }
        rounds.tests += c.total - besides
        rounds.failures += c.failed
        rounds.errors += c.errored
        rounds.skipped += c.skipped
        rounds.duration += run.duration
        let named = round.map { " (run \($0.0) of \($0.1))" } ?? ""
        for file in run.files { rounds.suites += suite(file, named: file.file + named) }
        if round.map({ $0.0 == 1 }) ?? true { write(rounds.document()) }
    }

    private func suite(_ file: FileResult, named name: String) -> [String] {
        let c = Counts(file.tests)
        // an error beside a test's result (its `finally`'s, a finalizer's) is one more `error`
        // in that test's `testcase`, as busted's JUnit writes it: no test of its own
        var cases: [(open: String, body: [String])] = []
        for t in file.tests {
            if t.besideItsTest, !cases.isEmpty, let f = t.failure {
                cases[cases.count - 1].body.append(Self.element("error", type: "error", f))
                continue
            }
            let classname = t.blocks.isEmpty ? t.file : t.blocks.joined(separator: " › ")
            var open = "    <testcase classname=\(Markup.attribute(classname)) name=\(Markup.attribute(t.name))"
            open += " time=\"\(Self.time(t.duration))\" file=\(Markup.attribute(t.place)) line=\"\(t.line)\""
            var body: [String] = []
            if t.status == .skipped {
                body.append("      <skipped message=\(Markup.attribute(t.skipReason ?? "skipped"))/>")
            } else if let f = t.failure {
                body.append(t.status == .failed ? Self.element("failure", type: "assertion", f) : Self.element("error", type: "error", f))
            }
            let out = t.output + t.attachments.map { "[[ATTACHMENT|\($0)]]" }
            if !out.isEmpty {
                body.append("      <system-out>" + Markup.text(out.joined(separator: "\n")) + "</system-out>")
            }
            cases.append((open, body))
        }
        var lines = ["  <testsuite name=\(Markup.attribute(name)) tests=\"\(c.total - file.tests.count(where: \.besideItsTest))\" failures=\"\(c.failed)\""
                     + " errors=\"\(c.errored)\" skipped=\"\(c.skipped)\" time=\"\(Self.time(file.duration))\""
                     + " file=\(Markup.attribute(file.file))>"]
        for (open, body) in cases {
            lines += body.isEmpty ? [open + "/>"] : [open + ">"] + body + ["    </testcase>"]
        }
        let printed = file.tests.flatMap(\.printedBefore) + file.printedAfter
        if !printed.isEmpty { lines.append("  <system-out>" + Markup.text(printed.joined(separator: "\n")) + "</system-out>") }
        lines.append("  </testsuite>")
        return lines
    }

    /// A `failure` or `error` element: the message, its details and traceback.
    private static func element(_ name: String, type: String, _ f: Failure) -> String {
        var text = "\(f.location): \(f.message)"
        if !f.details.isEmpty { text += "\n" + f.details }
        if !f.traceback.isEmpty { text += "\n" + f.traceback }
        return "      <\(name) message=\(Markup.attribute(f.message)) type=\"\(type)\">" + Markup.text(text) + "</\(name)>"
    }

    /// Seconds with three decimals.
    static func time(_ s: Double) -> String { HumanReporter.seconds(s) }
}

/// The runs of a `--repeat` so far, for one JUnit document: busted writes one for all of them
/// (a `testsuite` a run, `Run 2 of 3`, the totals summed), where one document a run, back to
/// back, is no XML a CI server can read.
public final class JUnitRounds {
    var suites: [String] = []
    var tests = 0, failures = 0, errors = 0, skipped = 0
    var duration = 0.0

    public init() {}

    /// The document of every run so far, their totals summed.
    public func document() -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<testsuites name=\"transit test\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
                     + " skipped=\"\(skipped)\" time=\"\(JUnitReporter.time(duration))\">")
        lines += suites
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
