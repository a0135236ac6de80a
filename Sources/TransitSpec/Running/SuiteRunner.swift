import Lua
import TransitCore
import TransitLua

/// Runs a set of spec files and tells a reporter, in file order whatever the parallelism.
///
/// With one job every file runs in this process, one after another, each in its own Lua
/// state. With more — or with `--unsafe` at any `--jobs`, so a spec's `io.write` or
/// `os.exit` cannot garble the report or end the run — each file runs in a worker process — `worker(file)` is its command
/// line, normally `transit test --worker FILE` with the same options — and the results come
/// back as JSON; the reporter still sees them file by file, in order, so `--jobs N` reports
/// exactly what one job does.
public final class SuiteRunner {
    let options: RunOptions
    let reporter: Reporter
    let worker: ((String) -> [String])?
    /// Takes the runner of the last file run in this process, closed, instead of releasing it
    /// (``FileRunner/run(_:options:keep:onTest:)``): only the last, so a run holds no more
    /// than one file's runner at a time.
    let keepLast: ((FileRunner) -> Void)?
    /// What `--helper` printed in the run's own try of it (``FileRunner/tryHelper(options:)``):
    /// busted runs the helper once, before any file, so its lines show once, before the first
    /// result reported — where a file's own top-level lines show, in every format. Each file's
    /// state runs the helper too, silently.
    public var helperPrinted: [String] = []

    public init(options: RunOptions, reporter: Reporter, worker: ((String) -> [String])? = nil,
                keepLast: ((FileRunner) -> Void)? = nil) {
        self.options = options
        self.reporter = reporter
        self.worker = worker
        self.keepLast = keepLast
    }

    /// busted's default `-p _spec`: the Lua pattern found anywhere in the file's name, not
    /// its folders' (busted/modules/test_file_loader.lua: `path.basename(f):find(patt)`), so
    /// `heap_specs.lua` is a spec; the `.lua` ending is its Lua loader's test.
    public static func isBustedSpecName(_ name: String) -> Bool { name.contains("_spec") }

    /// The spec files (`.lua`, named as `isBustedSpecName` says) under `paths` (files given by
    /// name are taken as they are), in byte order of their paths, each file once — by
    /// identity, so a spec reached by two paths (a link to it, a linked folder) runs under the
    /// first; and the paths that do not exist. `matches` replaces the name rule (busted's
    /// `--pattern`, tried on the `.lua` files' names). Not `recursive`, a folder gives the
    /// files directly in it alone (busted's `--no-recursive`).
    public static func specFiles(in paths: [String], matching matches: ((String) -> Bool)? = nil,
                                 recursive: Bool = true)
        -> (files: [String], missing: [String]) {
        let isSpec: (String) -> Bool = { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return name.hasSuffix(".lua") && (matches ?? isBustedSpecName)(name)
        }
        var files: [String] = []
        var missing: [String] = []
        for given in paths {
            var path = given
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            if FileText.isDirectory(path) {
                var found: [String] = []
                FileSystem.walk(path, into: &found, recursive: recursive)
                // busted sorts a folder's files by their whole path (`a-b_spec.lua` before
                // `a/b_spec.lua`: '-' < '/'), not folder by folder
                files += found.filter(isSpec).sorted { $0.precedesInByteOrder($1) }
            } else if FileSystem.exists(path) {
                files.append(path)
            } else {
                missing.append(given)
            }
        }
        var seen = Set<FileIdentity>()
        return (files.filter { path in FileIdentity(path).map { seen.insert($0).inserted } ?? true }, missing)
    }

    public func run(files given: [String]) -> RunResult {
        let start = FileSystem.wallSeconds()
        let (uncompiled, loaded) = uncompiledFirst(given)
        var files = loaded
        if options.sortFiles { files.sort { $0.precedesInByteOrder($1) } }
        if !options.sortFiles, let seed = options.shuffleSeed, options.shuffleFiles, let order = BustedShuffle.order(files.count, seed: Int(seed)) {
            files = order.map { files[$0 - 1] }
        }
        files = uncompiled + files
        reporter.started(files: files.map { ScriptRuntime.displayName($0) })
        var results: [FileResult] = []
        var stopped = false
        selectionError = nil
        unplaced = helperPrinted
        // An --unsafe spec may write to stdout or call os.exit: in a worker process, that ends
        // or garbles the worker, not the run and its report, whatever --jobs says.
        let contained = !options.runtime.sandboxed && worker != nil
        if !contained && (options.jobs <= 1 || files.count <= 1 || worker == nil) {
            for (i, file) in files.enumerated() where !stopped {
                let keep = i == files.count - 1 ? keepLast : nil
                // the file's first result is reported before the file ends: the helper's lines
                // go ahead of it there, and ahead of the same result in the file's
                let carried = unplaced
                var result = ShardOwnership.filter(FileRunner.run(file, options: options, keep: keep) { [self] in
                    guard ShardOwnership.keeps($0, shard: options.shard) else { return }
                    reporter.finished(test: placingHelperPrinted(before: $0))
                }, shard: options.shard)
                if let error = result.selectionError {
                    selectionError = error
                    break
                }
                if !carried.isEmpty && !result.tests.isEmpty { result.tests[0].printedBefore = carried + result.tests[0].printedBefore }
                placeHelperPrinted(in: &result)
                reporter.finished(file: result)
                results.append(result)
                stopped = options.failFast && result.tests.contains { $0.status.isFailure }
            }
        } else {
            stopped = runInWorkers(files, into: &results)
        }
        var run = RunResult(files: results, shuffleSeed: options.shuffleSeed,
                            duration: FileSystem.wallSeconds() - start,
                            stoppedEarly: stopped && results.count < files.count)
        run.selectionError = selectionError
        if selectionError == nil { reporter.finished(run: run) }      // the command says why it ended
        return run
    }

    /// The files that do not compile, in their order, and the others: busted loads every file
    /// before it runs any, reporting those then (its errors before every test's), and sorts
    /// and shuffles the files that loaded. With one file there is nothing to reorder.
    private func uncompiledFirst(_ files: [String]) -> (uncompiled: [String], loaded: [String]) {
        guard files.count > 1, let lua = try? LuaState(limits: options.runtime.limits, side: true) else { return ([], files) }
        let sandboxed = options.runtime.sandboxed
        let fails = files.map { ScriptRuntime.doesNotCompile($0, sandboxed: sandboxed, in: lua) }
        return (zip(files, fails).filter { $0.1 }.map(\.0), zip(files, fails).filter { !$0.1 }.map(\.0))
    }

    /// Returns whether `--fail-fast` stopped the run.
    private func runInWorkers(_ files: [String], into results: inout [FileResult]) -> Bool {
        var arrived: [Int: FileResult] = [:]
        var stopped = false
        var collected: [FileResult] = []
        var progress: [Int: WorkerProgress] = [:]
        // what the processes an --unsafe spec left running write after its worker ended goes
        // to the run's standard output, as busted's processes write to its own — or, when
        // that is a JSON, JUnit or TAP document, to its standard error, leaving it whole
        let toErrors = options.reportIsDocument
        let late: ((ArraySlice<UInt8>) -> Void)? = options.runtime.sandboxed ? nil : { bytes in
            if toErrors { WorkerPool.writeAll(bytes, to: 2) } else { bytes.withUnsafeBytes { StandardOutput.write($0) } }
        }
        WorkerPool(silence: Self.workerSilence(options), lateOutput: late).run(files.map { worker!($0) }, width: max(1, options.jobs), output: { index, bytes in
            progress[index, default: WorkerProgress()].take(bytes)
        }) { finished in
            let said = progress.removeValue(forKey: finished.index) ?? WorkerProgress()
            arrived[finished.index] = ShardOwnership.filter(Self.decode(finished, progress: said, file: files[finished.index]),
                                                            shard: options.shard)
            // report in file order: everything ready from the next one on
            while !stopped, var next = arrived[collected.count] {
                if let error = next.selectionError {
                    selectionError = error
                    stopped = true
                    break
                }
                if let first = next.tests.first { next.tests[0] = placingHelperPrinted(before: first) }
                placeHelperPrinted(in: &next)
                for t in next.tests { reporter.finished(test: t) }
                reporter.finished(file: next)
                collected.append(next)
                stopped = options.failFast && next.tests.contains { $0.status.isFailure }
            }
            return !stopped
        }
        results = collected
        return stopped
    }

    /// The first file's ``FileResult/selectionError`` of this run.
    private var selectionError: String?

    /// ``helperPrinted`` not yet shown in this run.
    private var unplaced: [String] = []

    /// `result` with the helper's lines ahead of its own, if none was reported before it.
    private func placingHelperPrinted(before result: TestResult) -> TestResult {
        guard !unplaced.isEmpty else { return result }
        var placed = result
        placed.printedBefore = unplaced + result.printedBefore
        unplaced = []
        return placed
    }

    /// A file that reported no result takes the helper's lines ahead of what it printed.
    private func placeHelperPrinted(in file: inout FileResult) {
        guard !unplaced.isEmpty else { return }
        file.printedAfter = unplaced + file.printedAfter
        unplaced = []
    }

    /// How long a worker may say nothing, in seconds of its CPU time: a worker writes a line at
    /// each entry into Lua, and each entry ends within its time limit, or the watchdog ends
    /// the worker half a second of CPU after it (ten times the limit of the wall clock after,
    /// blocked). Without a time limit, no wait is too long.
    static func workerSilence(_ options: RunOptions) -> Double? {
        let seconds = options.runtime.limits.seconds
        return seconds > 0 ? 2 * seconds + 5 : nil
    }

    /// The file's result from what its worker said (`progress`), or, with an error result
    /// saying how the worker ended, the results it had decided.
    static func decode(_ f: WorkerPool.Finished, progress: WorkerProgress, file: String) -> FileResult {
        // the report is the last line of the worker's own (WorkerProgress.channel)
        if f.status == 0, let report = progress.last, let result = FileResult(workerReport: report, tests: progress.decided) {
            return result
        }
        let display = ScriptRuntime.displayName(file)
        var how = f.signal.map { "was killed by signal \($0)" } ?? "exited with status \(f.status ?? -1)"
        switch f.silent {
        case .spent(let seconds)?:
            how = "was stopped after \(HumanReporter.seconds(seconds)) s of CPU time without finishing a test (past its limits)"
        case .blocked(let seconds)?:
            how = "was stopped after \(HumanReporter.seconds(seconds)) s without finishing a test, blocked (waits for a CPU not counted)"
        case nil: break
        }
        let stderr = String(decoding: f.errors, as: UTF8.self)
        // the results it had decided stand; its end is told at the test it was running
        let during = progress.running.map { " while running \"\($0.fullName)\"" } ?? ""
        let line = progress.running?.line ?? 0
        let failure = Failure(location: line > 0 ? "\(display):\(line)" : display,
                              message: "the worker process running this file \(how)\(during)",
                              details: stderr.split(separator: "\n").suffix(20).joined(separator: "\n"))
        var ended = TestResult(file: display, blocks: [], name: "(worker)", line: line, status: .errored, failure: failure)
        // what the spec printed before it exited, shown before the failure as busted prints it
        ended.output = progress.printedAtExit
        return FileResult(file: display, tests: progress.decided + [ended])
    }

    /// What a worker writes for its file once it has run it: its report as one line of JSON,
    /// on a line of its own (an `--unsafe` spec that opened the pool's pipe, `/dev/fd/100`, may
    /// have written there without a line break); its results went before, each on its line
    /// (``WorkerProgress/decided(_:)``).
    public static func workerOutput(_ result: FileResult) -> String { "\n" + result.workerReport.text() + "\n" }
}
