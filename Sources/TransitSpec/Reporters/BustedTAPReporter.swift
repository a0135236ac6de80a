/// `--output TAP` (busted's spelling): TAP as busted's `-o TAP` writes it — one flat line per
/// test in run order, `ok N - full name`, pending tests as `ok N - # SKIP full name`, a
/// failure or error as `not ok N - full name` followed by `# file @ line`, `# Random seed: N`
/// when its block was shuffled, and
/// `# Failure message: …` (each line of the message commented), and the plan `1..N` last;
/// what the file printed outside its tests comes between those lines, as it is, and what a test
/// printed just before its own line (busted's `A1ok 1 - w a` for `io.write("A1")`; a line here).
/// With busted's `--verbose`, each test's `# file @ line: full name` before it runs and, after
/// a failure's message, its traceback (busted's: from the spec's frame to the first C one),
/// each line commented. (`--output tap` is TAP 14 with a subtest per file and block.)
public final class BustedTAPReporter: Reporter {
    /// Takes the report's bytes: a name or a message that is not valid UTF-8 is written as the
    /// spec gave it, as busted writes it (``KeptBytes``).
    let write: ([UInt8]) -> Void
    /// busted's --suppress-pending: pending tests are left out, not numbered nor counted.
    let suppressPending: Bool
    let verbose: Bool
    private var number = 0
    /// A failed or errored test's result and number, written when the next result, file or
    /// the run's end comes: an error beside it (``TestResult/besideItsTest``) is no line of its
    /// own in busted's TAP, and an errored test's line shows its last error (busted's
    /// `handler.errors[#handler.errors]` at its testEnd, after the `finally`'s error).
    private var held: (test: TestResult, number: Int)?

    public init(suppressPending: Bool = false, verbose: Bool = false, bytes write: @escaping ([UInt8]) -> Void) {
        self.suppressPending = suppressPending
        self.verbose = verbose
        self.write = write
    }

    /// The report as text (a name's bytes that are not UTF-8 read as U+FFFD).
    public convenience init(suppressPending: Bool = false, verbose: Bool = false, write: @escaping (String) -> Void) {
        self.init(suppressPending: suppressPending, verbose: verbose) { write(String(decoding: $0, as: UTF8.self)) }
    }

    public func finished(test: TestResult) {
        if test.besideItsTest {
            raw(test.printedBefore)     // printed before the test ended: before its line
            raw(test.output)
            if held?.test.status == .errored { held?.test.failure = test.failure }
            return
        }
        writeHeld()
        raw(test.printedBefore)
        // busted's testStart, before the test runs (a file's load error is no test's start)
        if verbose && !test.outsideTests { write(Array("# ".utf8) + test.bustedPlace + Array(" @ \(test.line): ".utf8) + Self.nameBytes(test) + [0x0A]) }
        raw(test.output)                // busted writes a test's output as it runs: before its line
        if suppressPending && test.status == .skipped { return }
        number += 1
        if test.status == .failed || test.status == .errored { held = (test, number) } else { write(lines(of: test, number: number)) }
    }

    private func writeHeld() {
        guard let (test, number) = held else { return }
        held = nil
        write(lines(of: test, number: number))
    }

    /// The lines of a test's result.
    private func lines(of test: TestResult, number: Int) -> [UInt8] {
        var out: [UInt8] = []
        func line(_ text: String, _ bytes: [UInt8] = []) { out += Array(text.utf8) + bytes + [0x0A] }
        switch test.status {
        case .passed: line("ok \(number) - ", Self.nameBytes(test))
        case .skipped:
            // busted shows a test that stopped itself as pending by its message
            if let f = test.failure { line("ok \(number) - # SKIP ", Self.bytes(f.location + ": " + f.message, of: f)) }
            else { line("ok \(number) - # SKIP ", Self.nameBytes(test)) }
        case .failed, .errored:
            line("not ok \(number) - ", Self.nameBytes(test))
            line("# ", test.bustedPlace + Array(" @ \(test.line)".utf8))
            if let seed = test.randomSeed { line("# Random seed: \(seed)") }
            if let f = test.failure {
                let message = Self.bytes(f.bustedText, of: f).split(separator: 0x0A, omittingEmptySubsequences: false)
                line("# Failure message: ", Array(message[0]))
                for more in message.dropFirst() { line("# ", Array(more)) }
                if verbose { for frame in Self.bustedTraceback(f.traceback) { line("# " + frame) } }
            }
        }
        return out
    }

    public func finished(file: FileResult) {
        writeHeld()
        raw(file.printedAfter)
    }

    /// The name busted's handlers give a result: its full name, and for a file whose main
    /// chunk stopped with an error (transit's `(load)`) busted's `suite <file>` — or the file
    /// alone when it did not compile: busted's loader names that error's element so.
    static func name(_ test: TestResult) -> String {
        guard test.outsideTests && test.blocks.isEmpty && test.name == "(load)" else { return test.fullName }
        return test.uncompiled ? test.file : "suite \(test.file)"
    }

    /// ``name(_:)`` as bytes: a full name's as the spec gave them.
    static func nameBytes(_ test: TestResult) -> [UInt8] {
        test.fullNameBytes ?? Array(name(test).utf8)
    }

    /// `text`, made from `failure`'s fields, with the bytes the script raised.
    static func bytes(_ text: String, of failure: Failure) -> [UInt8] {
        KeptBytes.bytes(of: text, keeping: failure.raisedBytes)
    }

    /// busted's traceback of a failure, by lines: `stack traceback:`, the frames from the first
    /// Lua one (busted's getTrace passes over C frames: `error`, luassert's) to the next C one
    /// (its trimTrace), and the empty line its closing newline makes.
    static func bustedTraceback(_ traceback: String) -> [String] {
        var frames = traceback.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard frames.first == "stack traceback:" else { return [] }
        frames.removeFirst()
        let isC = { (frame: String) in frame.drop { $0 == "\t" || $0 == " " }.hasPrefix("[C]") }
        let lua = frames.drop(while: isC)
        return ["stack traceback:"] + lua.prefix(while: { !isC($0) }) + [""]
    }

    /// What a file printed outside its tests, as it is, where busted's `print` puts it:
    /// between the lines of the tests it came between.
    private func raw(_ lines: [String]) {
        if !lines.isEmpty { write(Array((lines.joinedText("\n") + "\n").utf8)) }
    }

    public func finished(run: RunResult) {
        writeHeld()
        write(Array("1..\(number)\n".utf8))
    }
}
