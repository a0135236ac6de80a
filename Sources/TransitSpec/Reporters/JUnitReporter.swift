/// `--output junit`: the JUnit XML that CI servers read — `testsuites > testsuite` (one per
/// spec file) `> testcase` with `classname` (the `describe` names), `name`, `time`, `file`
/// and `line`, holding `failure` (an assertion), `error` (anything else that stopped it) or
/// `skipped`, and `system-out` for what the test printed and the files attached to it (a
/// failing test's filmstrip) as `[[ATTACHMENT|path]]` lines, the convention Jenkins and
/// GitLab read. Written when the run ends.
public final class JUnitReporter: Reporter {
    let write: (String) -> Void

    public init(write: @escaping (String) -> Void) { self.write = write }

    public func finished(run: RunResult) {
        let c = run.counts
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<testsuites name=\"transit test\" tests=\"\(c.total)\" failures=\"\(c.failed)\" errors=\"\(c.errored)\""
                     + " skipped=\"\(c.skipped)\" time=\"\(Self.time(run.duration))\">")
        for file in run.files { lines += suite(file) }
        lines.append("</testsuites>")
        write(lines.joined(separator: "\n") + "\n")
    }

    private func suite(_ file: FileResult) -> [String] {
        let c = Counts(file.tests)
        var lines = ["  <testsuite name=\(Self.attribute(file.file)) tests=\"\(c.total)\" failures=\"\(c.failed)\""
                     + " errors=\"\(c.errored)\" skipped=\"\(c.skipped)\" time=\"\(Self.time(file.duration))\""
                     + " file=\(Self.attribute(file.file))>"]
        for t in file.tests {
            let classname = t.blocks.isEmpty ? t.file : t.blocks.joined(separator: " › ")
            var open = "    <testcase classname=\(Self.attribute(classname)) name=\(Self.attribute(t.name))"
            open += " time=\"\(Self.time(t.duration))\" file=\(Self.attribute(t.file)) line=\"\(t.line)\""
            var body: [String] = []
            if t.status == .skipped {
                body.append("      <skipped message=\(Self.attribute(t.skipReason ?? "skipped"))/>")
            } else if let f = t.failure {
                let element = t.status == .failed ? "failure" : "error"
                var text = "\(f.location): \(f.message)"
                if !f.details.isEmpty { text += "\n" + f.details }
                if !f.traceback.isEmpty { text += "\n" + f.traceback }
                body.append("      <\(element) message=\(Self.attribute(f.message)) type=\"\(t.status == .failed ? "assertion" : "error")\">"
                            + Self.escape(text) + "</\(element)>")
            }
            let out = t.output + t.attachments.map { "[[ATTACHMENT|\($0)]]" }
            if !out.isEmpty {
                body.append("      <system-out>" + Self.escape(out.joined(separator: "\n")) + "</system-out>")
            }
            lines += body.isEmpty ? [open + "/>"] : [open + ">"] + body + ["    </testcase>"]
        }
        lines.append("  </testsuite>")
        return lines
    }

    /// Seconds with three decimals.
    static func time(_ s: Double) -> String { HumanReporter.seconds(s) }

    static func attribute(_ s: String) -> String { "\"" + escape(s, attribute: true) + "\"" }

    /// XML text: the five entities, and characters XML 1.0 forbids replaced by U+FFFD.
    static func escape(_ s: String, attribute: Bool = false) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += attribute ? "&quot;" : "\""
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\t": out += attribute ? "&#9;" : "\t"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
