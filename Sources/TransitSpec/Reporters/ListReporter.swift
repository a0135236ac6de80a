/// `--list` (busted's): one line per test reached, in run order, as busted 2.1.1's `--list`
/// prints it — `file:line: full name`, or the full name alone for a test a file's main
/// chunk declared — whatever `--output` says (busted's `--list` silences its output handlers
/// too). `--suppress-pending` leaves pending tests out, as busted's does. What went wrong
/// while listing (a file that would not load, a `describe` body's error) goes to `problem`,
/// at its line, where busted writes an error mark — named by its spec file first, since the
/// place in the message may be another file's (a module the spec `require`d). Both are bytes:
/// names and messages that are not valid UTF-8 as the spec gave them, as busted prints them.
public final class ListReporter: Reporter {
    let write: ([UInt8]) -> Void
    let problem: ([UInt8]) -> Void
    let suppressPending: Bool

    public init(suppressPending: Bool = false, write: @escaping ([UInt8]) -> Void, problem: @escaping ([UInt8]) -> Void) {
        self.write = write
        self.problem = problem
        self.suppressPending = suppressPending
    }

    public func finished(test: TestResult) {
        printed(test.printedBefore)
        switch test.status {
        case .passed:
            listed(test)
        case .skipped:
            if !suppressPending { listed(test) }
        case .failed, .errored:
            let f = test.failure
            problem(Array("\(test.file): ".utf8) + KeptBytes.bytes(of: test.fullName, keeping: test.fullNameBytes) + Array(": ".utf8)
                    + (f.map { BustedTAPReporter.bytes("\($0.location): \($0.message)", of: $0) } ?? Array("error".utf8)))
        }
    }

    /// The test's line: its listing (`file:line: full name`), as busted's `--list` writes it.
    private func listed(_ test: TestResult) {
        write(KeptBytes.bytes(of: test.listing ?? test.fullName, keeping: test.fullNameBytes) + [0x0A])
    }

    public func finished(file: FileResult) { printed(file.printedAfter) }

    /// What the files printed while listing (their top level, `describe` bodies), as it is:
    /// busted runs them when listing too.
    private func printed(_ lines: [String]) {
        if !lines.isEmpty { write(Array((lines.joinedText("\n") + "\n").utf8)) }
    }

    public func finished(run: RunResult) {}
}
