/// What happened to one test. The four outcomes are JUnit's: an assertion that did not hold
/// is a *failure*; anything else that stopped the test — a runtime error, a failing hook, a
/// file that would not load, a limit, a transition left running — is an *error*. The human
/// reporter counts both as failed.
public enum TestStatus: String, Sendable, Equatable {
    case passed, failed, errored, skipped

    public var isFailure: Bool { self == .failed || self == .errored }
}

/// Why a test did not pass, split for reporters: `location` is the `file:line` the message
/// names (the assertion's line, or the test's when the message names none), `message` its
/// first line, `details` the rest (the diff), `traceback` Lua's, without Transit's frames.
public struct Failure: Sendable, Equatable {
    public var location: String
    public var message: String
    public var details: String
    public var traceback: String
    /// The bytes of the error the script raised, when they are not valid UTF-8: the text
    /// above shows each bad byte as U+FFFD, so `"a\255"` and `"a\254"` would read alike.
    /// busted's formats write the bytes, the human report escapes them (``KeptBytes``). Nil
    /// when the text is all there is.
    public var raisedBytes: [UInt8]?
    /// The message's first line ended with a line break that nothing followed
    /// (`error("trail\n")`, luassert's holes message): busted's reports keep it, and an
    /// empty `details` cannot say so.
    public var endsLine = false

    public init(location: String, message: String, details: String = "", traceback: String = "") {
        self.location = location
        self.message = message
        self.details = details
        self.traceback = traceback
    }

    /// Splits an error message `file:line: first line\nmore…`; `fallback` is used as the
    /// location when the message names none. A message that starts with `fallback` is split
    /// after it even when the first line names no place: a chunk name can hold a newline
    /// (`load(code, "=a\nb")`), and the report would else show the place once more than
    /// busted's.
    public init(error text: String, traceback: String = "", fallback: String, raisedBytes: [UInt8]? = nil) {
        let named = fallback.contains("\n") && text.hasPrefix(fallback + ": ")
        let text = named ? text.dropFirst(fallback.count + 2) : Substring(text)
        var first = String(text)
        var rest = ""
        if let newline = text.firstIndex(of: "\n") {
            first = String(text[..<newline])
            rest = String(text[text.index(after: newline)...])
        }
        var location = fallback
        if !named, let (place, remainder) = Failure.splitLocation(first) {
            location = place
            first = remainder
        }
        self.init(location: location, message: first, details: rest, traceback: Failure.scriptFrames(traceback))
        self.raisedBytes = raisedBytes
        self.endsLine = rest.isEmpty && text.contains("\n")
    }

    /// The failure as busted's reports write it: `location: message`, then the details.
    public var bustedText: String { location + ": " + message + (details.isEmpty ? (endsLine ? "\n" : "") : "\n" + details) }

    /// `"a/b_spec.lua:12: boom"` → `("a/b_spec.lua:12", "boom")`.
    static func splitLocation(_ line: String) -> (String, String)? {
        var search = line.startIndex
        while let colon = line[search...].firstIndex(of: ":") {
            let afterColon = line.index(after: colon)
            let digits = line[afterColon...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, line[digits.endIndex...].hasPrefix(": ") {
                let place = String(line[..<digits.endIndex])
                return (place, String(line[line.index(digits.endIndex, offsetBy: 2)...]))
            }
            search = afterColon
        }
        return nil
    }

    /// Frames of Transit's own that a traceback shows no user: its preludes, the trampolines,
    /// the host functions that raise assertion failures.
    static let hiddenFrames = ["(transit ", "[C]: in ?", "[C]: in field 'fail'", "[C]: in field 'raise'"]

    /// busted's libraries (luassert, say): hidden above the first Lua frame of another's —
    /// luassert raising a failure or an error, where busted's trace starts at the first frame
    /// that is neither luassert's nor C (its core.lua getTrace) — and shown below it, as
    /// busted shows them (an error raised through a spy: `luassert/spy.lua:15`).
    static let libraryFrames = ["/luassert/", "/lua/5.4/say/", "/lua/5.1/say/"]

    /// A traceback with Transit's own frames removed, so it shows only the spec's lines. The
    /// tail calls a hidden frame made go with it (preludeframes.c's rule); the spec's own
    /// stay, as busted shows them (a callable table's `__call` returning a call).
    static func scriptFrames(_ traceback: String) -> String {
        guard !traceback.isEmpty else { return "" }
        var afterHidden = false
        var shownFrame = false
        var lines = traceback.split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.isEmpty ? [] : [lines.removeFirst()]
        let kept = lines.filter { line in
            if line == "\t(...tail calls...)" { return !afterHidden }
            afterHidden = hiddenFrames.contains { line.contains($0) }
                || (!shownFrame && libraryFrames.contains { line.contains($0) })
            if !afterHidden && !line.hasPrefix("\t[C]: ") { shownFrame = true }
            return !afterHidden
        }
        return kept.isEmpty ? "" : (header + kept).joined(separator: "\n")
    }
}

/// One test's result.
public struct TestResult: Sendable, Equatable {
    /// The spec file, as messages show it (relative to the working directory).
    public var file: String
    /// The enclosing `describe` names, outermost first.
    public var blocks: [String]
    public var name: String
    /// The line of the `it` (or of the hook or file, for their errors).
    public var line: Int
    /// The chunk `line` is in when it is not `file`: the module whose error stopped the file
    /// loading (`./M/badmod.lua`), the `load`ed chunk whose `it` declared the test (`[string
    /// "…"]`). busted names a result by that chunk (its `trace.short_src`). Nil for `file`.
    public var source: String?
    public var status: TestStatus
    public var failure: Failure?
    /// Why a skipped test did not run ("pending", "not focused", …).
    public var skipReason: String?
    /// Wall seconds the test took (reporting only: nothing asserts on it).
    public var duration: Double
    /// Assertions made (`assert.*`, `expect(…)`, snapshots, `expect_warning`).
    public var assertions: Int
    /// What the test printed.
    public var output: [String]
    /// How many of `output`'s last lines its `finally` printed after the body had failed or
    /// errored: busted's gtest writes the failure's message as it happens, before them.
    public var linesAfterFailure = 0
    /// Files written for the test (a failing test's filmstrip).
    public var attachments: [String]
    /// What the file printed outside any test's own function since the result before this
    /// one — at its top level, in `describe` bodies, in hooks — shown before this result, as
    /// busted prints it where it happens (docs/testing.md, "Output").
    public var printedBefore: [String] = []
    /// `--list`: the line busted's `--list` prints for the test (`file:line: full name`, or
    /// the full name alone for a test the file's main chunk declared); nil in a run.
    public var listing: String?
    /// The seed busted's shuffle ordered the test's block with (`randomize`, `--shuffle`),
    /// if it was shuffled: busted's TAP names it with a failure.
    public var randomSeed: Int?
    /// An error that is no test's — a hook's, a `describe` body's, a file's — reported as a
    /// result of its own: busted's gtest output shows it with no test lines.
    public var outsideTests = false
    /// The error is a hook's (`before_each`, `setup`, …): busted's terminal handlers mark a
    /// file's or a `describe`'s error with `*`, never a hook's (BustedTerminalReporter).
    public var fromHook = false
    /// An error raised after its test had failed or errored — a failing `finally`'s, a
    /// finalizer's — reported as a result of its own right after the test's. busted counts it
    /// and lists it among the errors, but its handlers neither mark nor number it: no `*`, no
    /// TAP line (an errored test's line shows this, its last error), its message inside the
    /// test's gtest block (BustedTerminalReporter, BustedTAPReporter, GTestReporter); busted's
    /// JUnit puts it in the test's `testcase`, as JUnitReporter does.
    public var besideItsTest = false
    /// The spec file did not compile (a syntax error; sandboxed, a precompiled chunk too).
    /// busted loads every file before it runs any, so it reports such a file first
    /// (SuiteRunner runs these first) and, its error having no trace, by its message and the
    /// file's name (BustedTerminalReporter, ``BustedTAPReporter/name(_:)``).
    public var uncompiled = false
    /// ``fullName``'s bytes when a name in it is not valid UTF-8 (``fullName`` shows each bad
    /// byte as U+FFFD): busted's TAP writes the bytes as the spec gave them. Nil otherwise.
    public var fullNameBytes: [UInt8]?

    public init(file: String, blocks: [String], name: String, line: Int, status: TestStatus,
                failure: Failure? = nil, skipReason: String? = nil, duration: Double = 0,
                assertions: Int = 0, output: [String] = [], attachments: [String] = []) {
        self.file = file
        self.blocks = blocks
        self.name = name
        self.line = line
        self.status = status
        self.failure = failure
        self.skipReason = skipReason
        self.duration = duration
        self.assertions = assertions
        self.output = output
        self.attachments = attachments
    }

    /// Where `line` is: `source`, else the spec file.
    public var place: String { source ?? file }

    /// `place` as busted's reports name a test (`file @ line`): its trace's `short_src`, so
    /// a spec file's path past 59 bytes reads `...` and its last 56, as Lua cuts a chunk's
    /// name (a `source` is such a name already). Bytes: a cut may fall inside a character.
    public var bustedPlace: [UInt8] { source.map { Array($0.utf8) } ?? SpecEnvironment.shortSourceBytes(ofFile: file) }

    /// busted's full name: the block names and the test's, joined by spaces (what
    /// `--filter` matches and snapshots are keyed by).
    public var fullName: String { (blocks + [name]).joined(separator: " ") }

    /// A passing test that asserted nothing: reporters flag it.
    public var madeNoAssertions: Bool { status == .passed && assertions == 0 }
}

/// What one spec file's snapshots did.
public struct SnapshotSummary: Sendable, Equatable {
    public var written = 0
    public var updated = 0
    /// Stored snapshots no test asked for, as `path/__snapshots__/x_spec.lua.snap: key`.
    public var obsolete: [String] = []
    /// Obsolete snapshots deleted (with `--update`).
    public var removed = 0

    public init() {}

    public static func + (a: SnapshotSummary, b: SnapshotSummary) -> SnapshotSummary {
        var s = a
        s.written += b.written
        s.updated += b.updated
        s.obsolete += b.obsolete
        s.removed += b.removed
        return s
    }
}

/// One spec file's results, in run order.
public struct FileResult: Sendable, Equatable {
    public var file: String
    public var tests: [TestResult]
    public var snapshots: SnapshotSummary
    /// Wall seconds for the file (reporting only).
    public var duration: Double
    /// Tests and blocks that `--filter`, `--tags`, `--exclude-tags` or `--shard` left out: as
    /// busted, never declared, run or counted among the results; reporters say how many.
    public var excluded = 0
    /// What the file printed outside any test after its last result (a `teardown`'s print).
    public var printedAfter: [String] = []
    /// A command-line pattern that failed on one of its names (``PatternMatcher``): the run's
    /// usage error, not the file's.
    public var selectionError: String?

    public init(file: String, tests: [TestResult] = [], snapshots: SnapshotSummary = SnapshotSummary(), duration: Double = 0) {
        self.file = file
        self.tests = tests
        self.snapshots = snapshots
        self.duration = duration
    }
}

/// Totals over a run.
public struct Counts: Sendable, Equatable {
    public var passed = 0, failed = 0, errored = 0, skipped = 0, withoutAssertions = 0

    public init() {}

    public init(_ tests: [TestResult]) {
        for t in tests { add(t) }
    }

    public mutating func add(_ t: TestResult) {
        switch t.status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .errored: errored += 1
        case .skipped: skipped += 1
        }
        if t.madeNoAssertions { withoutAssertions += 1 }
    }

    public var total: Int { passed + failed + errored + skipped }
    /// Failures and errors together: what the human summary calls failed.
    public var failedOrErrored: Int { failed + errored }
}

/// A whole run.
public struct RunResult: Sendable, Equatable {
    /// Files in run order.
    public var files: [FileResult]
    /// The `--shuffle` seed, to replay the order.
    public var shuffleSeed: Int64?
    /// Wall seconds (reporting only).
    public var duration: Double
    /// `--fail-fast` stopped the run before every file ran.
    public var stoppedEarly: Bool
    /// A command-line pattern failed on a name: the run stopped at that file, which is not
    /// reported; the command says this, once, as a usage error.
    public var selectionError: String?

    public init(files: [FileResult], shuffleSeed: Int64? = nil, duration: Double = 0, stoppedEarly: Bool = false) {
        self.files = files
        self.shuffleSeed = shuffleSeed
        self.duration = duration
        self.stoppedEarly = stoppedEarly
    }

    public var tests: [TestResult] { files.flatMap(\.tests) }
    /// Tests and blocks the selection left out, over all files.
    public var excluded: Int { files.reduce(0) { $0 + $1.excluded } }
    public var counts: Counts { Counts(tests) }
    public var snapshots: SnapshotSummary { files.reduce(SnapshotSummary()) { $0 + $1.snapshots } }
    /// Exit status 0 only when nothing failed.
    public var succeeded: Bool { counts.failedOrErrored == 0 }
}
