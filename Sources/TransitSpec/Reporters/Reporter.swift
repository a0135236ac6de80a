/// What a run tells its reporters, in order: the files it will run, each test as its result
/// is known (in file order, also when files run in parallel), each file when done, the end.
public protocol Reporter: AnyObject {
    func started(files: [String])
    func finished(test: TestResult)
    func finished(file: FileResult)
    func finished(run: RunResult)
}

extension Reporter {
    public func started(files: [String]) {}
    public func finished(test: TestResult) {}
    public func finished(file: FileResult) {}
}

/// The formats of `--output`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case human, tap, junit, json, github
    /// busted's `-o TAP`: flat, as busted writes it.
    case bustedTAP = "TAP"
    /// busted's `-o gtest`: Google Test's console format (GTestReporter).
    case gtest
    /// busted's `-o plainTerminal` and `-o utfTerminal` (BustedTerminalReporter).
    case plainTerminal, utfTerminal

    /// A reporter writing this format through `write` (which adds no newlines);
    /// `suppressPending` is busted's flag, for the human report and busted's formats.
    /// `verbose` is busted's `--verbose`, which its TAP and gtest handlers read. `bytes`, when
    /// given, takes busted's TAP and gtest instead of `write`: names and messages as the spec
    /// gave their bytes.
    public func reporter(suppressPending: Bool = false, verbose: Bool = false, deferPrint: Bool = false, write: @escaping (String) -> Void,
                         bytes: (([UInt8]) -> Void)? = nil) -> Reporter {
        switch self {
        case .human: HumanReporter(suppressPending: suppressPending, write: write)
        case .tap: TAPReporter(write: write)
        case .junit: JUnitReporter(write: write)
        case .json: JSONReporter(suppressPending: suppressPending, write: write)
        case .github: Reporters([HumanReporter(suppressPending: suppressPending, write: write), GitHubReporter(write: write)])
        case .bustedTAP:
            if let bytes { BustedTAPReporter(suppressPending: suppressPending, verbose: verbose, bytes: bytes) }
            else { BustedTAPReporter(suppressPending: suppressPending, verbose: verbose, write: write) }
        case .gtest:
            if let bytes { GTestReporter(suppressPending: suppressPending, verbose: verbose, deferPrint: deferPrint, bytes: bytes) }
            else { GTestReporter(suppressPending: suppressPending, verbose: verbose, deferPrint: deferPrint, write: write) }
        case .plainTerminal, .utfTerminal:
            BustedTerminalReporter(utf: self == .utfTerminal, suppressPending: suppressPending, verbose: verbose, deferPrint: deferPrint,
                                   bytes: bytes ?? { write(String(decoding: $0, as: UTF8.self)) })
        }
    }
}

/// Several reporters fed alike (the terminal's human report and a JUnit file).
public final class Reporters: Reporter {
    let all: [Reporter]

    public init(_ all: [Reporter]) { self.all = all }

    public func started(files: [String]) { for r in all { r.started(files: files) } }
    public func finished(test: TestResult) { for r in all { r.finished(test: test) } }
    public func finished(file: FileResult) { for r in all { r.finished(file: file) } }
    public func finished(run: RunResult) { for r in all { r.finished(run: run) } }
}
