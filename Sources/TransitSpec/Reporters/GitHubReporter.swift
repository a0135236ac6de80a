/// `--output github`: GitHub Actions workflow commands, one `::error` per failed or errored
/// test, so the failure shows on the line of the spec in the pull request —
/// `::error file=spec/a_spec.lua,line=12,title=a adds::expected 3, got 4`. Written when the
/// run ends, after the human report (the command lines themselves are hidden in the log).
/// Escaping is GitHub's: in the message `%`, CR and LF; in properties also `:` and `,`.
///
/// The human report before them is the spec's text — its messages, chunk names, what it
/// printed — and the runner takes any line that starts with `::`, after spaces, for a command
/// (`::error::forged`, `::add-mask::`): commands are stopped while it is written
/// (`::stop-commands::token` first, `::token::` before the annotations), by a token the spec
/// cannot know.
public final class GitHubReporter: Reporter {
    let write: (String) -> Void
    let token: String

    public init(token: String = GitHubReporter.randomToken(), write: @escaping (String) -> Void) {
        self.token = token
        self.write = write
    }

    /// 128 random bits in hex.
    public static func randomToken() -> String {
        var random = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(random.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    public func started(files: [String]) { write("::stop-commands::\(token)\n") }

    public func finished(run: RunResult) {
        write("::\(token)::\n")
        var lines: [String] = []
        for t in run.tests where t.status.isFailure {
            lines.append(Self.annotation(t))
        }
        if !lines.isEmpty { write(lines.joined(separator: "\n") + "\n") }
    }

    /// One test's `::error` line: at the place the failure names (the assertion's line), the
    /// test's full name as title, the message and its details as the body.
    static func annotation(_ t: TestResult) -> String {
        var file = t.place
        var line = t.line
        var message = t.status == .failed ? "failed" : "error"
        if let f = t.failure {
            if let colon = f.location.lastIndex(of: ":"), let n = Int(f.location[f.location.index(after: colon)...]) {
                file = String(f.location[..<colon])
                line = n
            }
            message = f.details.isEmpty ? f.message : f.message + "\n" + f.details
        }
        var properties = ["file=" + property(file)]
        if line > 0 { properties.append("line=\(line)") }
        properties.append("title=" + property(t.fullName))
        return "::error " + properties.joined(separator: ",") + "::" + data(message)
    }

    /// A message: `%`, CR and LF escaped (`%` first, so an escape is not escaped again).
    static func data(_ text: String) -> String {
        var s = ""
        for c in text.unicodeScalars {
            switch c {
            case "%": s += "%25"
            case "\r": s += "%0D"
            case "\n": s += "%0A"
            default: s.unicodeScalars.append(c)
            }
        }
        return s
    }

    /// A property value: as `data`, and `:` and `,` too (they delimit properties).
    static func property(_ text: String) -> String {
        var s = ""
        for c in data(text).unicodeScalars {
            switch c {
            case ":": s += "%3A"
            case ",": s += "%2C"
            default: s.unicodeScalars.append(c)
            }
        }
        return s
    }
}
