/// `--list` (busted's): one line per test reached, in run order, as busted 2.1.1's `--list`
/// prints it — `file:line: full name`, or the full name alone for a test a file's main
/// chunk declared — whatever `--output` says (busted's `--list` silences its output handlers
/// too). `--suppress-pending` leaves pending tests out, as busted's does. What went wrong
/// while listing (a file that would not load, a `describe` body's error) goes to `problem`,
/// at its line, where busted writes an error mark — named by its spec file first, since the
/// place in the message may be another file's (a module the spec `require`d).
public final class ListReporter: Reporter {
    let write: (String) -> Void
    let problem: (String) -> Void
    let suppressPending: Bool

    public init(suppressPending: Bool = false, write: @escaping (String) -> Void, problem: @escaping (String) -> Void) {
        self.write = write
        self.problem = problem
        self.suppressPending = suppressPending
    }

    public func finished(test: TestResult) {
        printed(test.printedBefore)
        switch test.status {
        case .passed: write((test.listing ?? test.fullName) + "\n")
        case .skipped where !suppressPending: write((test.listing ?? test.fullName) + "\n")
        case .skipped: break
        case .failed, .errored:
            let f = test.failure
            problem("\(test.file): \(test.fullName): " + (f.map { "\($0.location): \($0.message)" } ?? "error"))
        }
    }

    public func finished(file: FileResult) { printed(file.printedAfter) }

    /// What the files printed while listing (their top level, `describe` bodies), as it is:
    /// busted runs them when listing too.
    private func printed(_ lines: [String]) {
        if !lines.isEmpty { write(lines.joinedText("\n") + "\n") }
    }

    public func finished(run: RunResult) {}
}
