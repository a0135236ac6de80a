#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lua
import TransitLua
import TransitSpec

/// `transit test [paths…]`: reads the flags (after `.transit.lua`'s), then hands the run to
/// TransitSpec's `SuiteRunner` and its reporters.
enum TestCommand {
    static func main(_ words: [String]) -> Int32 {
        if CommandDeclaration.wantsHelp(words) { print(declaration.help); return 0 }
        if words.prefix(while: { $0 != "--" }).contains("--version") { print(CLI.version); return 0 }   // as busted's
        let plan: Plan
        let startFolder = CLI.currentFolder()                 // before -C moves it
        do {
            plan = try Plan(words)
        } catch {
            return CLI.usageError(error, of: declaration)
        }
        if plan.isWorker { return worker(plan) }
        if let bazel = plan.bazel, let problem = bazel.acknowledgeSharding() { CLI.error(problem) }
        // a FIFO would hang the report's write after the run (and --time does not end it):
        // refused at once, as `render --out` refuses it
        for path in [plan.out, plan.bazel?.xmlOutputFile].compactMap({ $0 }) where !path.isEmpty {
            if let refusal = OutputFile.refusal(path) {
                CLI.error("cannot write \(path): \(refusal)")
                return 1
            }
        }
        let found: [String]?
        do { found = try findFiles(plan) } catch { return CLI.usageError(error, of: declaration) }
        guard let files = found else { return 1 }
        if plan.watch { return TestWatch(words: words, startFolder: startFolder, plan: plan, files: files).loop() }
        // --repeat: busted runs the suite again, reporting each run; the first failing run's
        // status is the command's. --out is checked in the first run only (the same files,
        // reading the same modules, each time); refused, it ends the command (64). busted runs
        // --helper once a process, before the first run: the later ones show nothing of it.
        var status: Int32 = 0
        let repeated = plan.repeats > 1 ? RepeatedReports() : nil
        for round in 0..<plan.repeats {
            var helperRaised = false         // that error ends the command, as busted's does
            let run = suite(plan, files: files, checkingOut: round == 0, tryingHelper: round == 0,
                            round: plan.repeats > 1 ? (round + 1, plan.repeats) : nil, repeated: repeated,
                            helperRaised: { helperRaised = true })
            if run == 64 || helperRaised { return run }
            if status == 0 { status = run }
            // busted's --no-keep-going: a failing run skips everything after it, later repeats too
            if plan.options.failFast && run != 0 { break }
        }
        // JUnit's one document, and --out's every run, written once the runs are over (the
        // first run wrote its own)
        if let repeated, !plan.options.list {
            if plan.format == .junit {
                let document = repeated.junit.document()
                if plan.out == nil { CLI.out(document) } else if !written(Array(document.utf8), to: plan.out) { return 1 }
            } else if !written(repeated.out, to: plan.out) {
                return 1
            }
            if !written(Array(repeated.bazelJUnit.document().utf8), to: plan.bazel?.xmlOutputFile) { return 1 }
        }
        return status
    }

    /// Writes a report to `path` (nothing for none); false after saying why it could not.
    static func written(_ bytes: [UInt8], to path: String?) -> Bool {
        guard let path, !path.isEmpty else { return true }
        guard let problem = FileSystem.write(bytes: bytes, to: path) else { return true }
        CLI.error("cannot write \(path): \(problem)")
        return false
    }

    /// What `--repeat`'s runs share of their reports. busted's JUnit is one document for all
    /// the runs: each run's reporter writes it again, its earlier runs first — to a file,
    /// written once the runs are over (one document a run, back to back, is no XML; the first
    /// run writes its own to a file, which says early whether it can be written). And a file
    /// given `--out` holds every run, as the standard output would (it held the last run's
    /// alone), written once as well.
    final class RepeatedReports {
        let junit = JUnitRounds()
        let bazelJUnit = JUnitRounds()
        var out: [UInt8] = []
    }

    /// One run of the spec files; `reads` learns which files each of them read (--watch).
    /// `checkingOut: false` (a repeat's later runs) skips the --out checks the first made;
    /// `tryingHelper: false` the helper's own try (its error would have ended the first run)
    /// and its lines. `round` is a repeat's run and their number, which busted's terminal
    /// reports announce. `helperRaised` is told when the helper's error ended the run: a
    /// `--repeat`'s later runs must not start (they would report it as an error of each file).
    static func suite(_ plan: Plan, files: [String], reads: SpecReads? = nil, checkingOut: Bool = true,
                      tryingHelper: Bool = true, round: (Int, Int)? = nil, repeated: RepeatedReports? = nil,
                      helperRaised: () -> Void = {}) -> Int32 {
        closedRunner = nil                  // a --watch loop's run before: released before this one
        let checkedOut = checkingOut ? plan.out : nil
        if let out = checkedOut, let refusal = Overwrite.refusal(writing: out, shown: "--out " + out,
                                                                 keeping: .files(Overwrite.specFiles(files))) {
            return CLI.usageError(UsageError(refusal), of: declaration)        // before any runs
        }
        // --out must not replace a module a spec file read either, known after the run (the
        // workers' lists too): a --watch loop's reads serve, else the run records its own
        let ownReads = reads == nil && checkedOut != nil ? SpecReads(files: files) : nil
        defer { ownReads?.removeFolder() }
        let reads = reads ?? ownReads
        // busted's helper runs once before any file, and its error ends the run: no report
        let helperTry = tryingHelper ? FileRunner.tryHelper(options: plan.options) : nil
        if let helperTry, let error = helperTry.error, let helper = plan.options.helper {
            CLI.out(helperTry.printed.map { $0 + "\n" }.joined())
            CLI.error(bytes: Array("failed running the specified helper (\(helper)), error: ".utf8) + error)
            helperRaised()
            return 1
        }
        var report: [UInt8] = []              // bytes: busted's TAP writes names as the spec gave them
        var junit = ""
        var reporters: [Reporter] = []
        // only the human report and busted's utfTerminal and gtest are coloured (the others
        // are read by programs): on a terminal, or as --color or busted's -Xoutput asks
        let coloured = plan.coloured
        CLI.colourErrors = Colour.enabled(plan.colour, fd: 2)
        let terminal = coloured ? Colour.report(CLI.out) : CLI.out
        if plan.options.list {
            // busted's --list prints the list whatever the output format
            reporters = [ListReporter(suppressPending: plan.suppressPending, write: CLI.out(bytes:), problem: CLI.error(bytes:))]
        } else if plan.out != nil {
            let format = plan.format == .junit ? JUnitReporter(rounds: repeated?.junit ?? JUnitRounds(), round: round) { report += $0.utf8 }
                : plan.format.reporter(suppressPending: plan.suppressPending, verbose: plan.verbose, deferPrint: plan.deferPrint,
                                       write: { report += $0.utf8 }, bytes: { report += $0 })
            reporters = plan.outAlone ? [format] : [HumanReporter(suppressPending: plan.suppressPending, write: terminal), format]
        } else if plan.format == .junit, let repeated {
            reporters = [JUnitReporter(rounds: repeated.junit, round: round) { _ in }]   // written after the runs
        } else if plan.format == .gtest {
            // coloured as busted's gtest handler is: on a terminal, or with --color always; its
            // seed noted when the tests are shuffled (busted's randomize), not the files alone
            let seed = plan.options.shuffleTests ? plan.options.shuffleSeed : nil
            reporters = [GTestReporter(suppressPending: plan.suppressPending, colour: coloured, verbose: plan.verbose, deferPrint: plan.deferPrint,
                                       seed: seed, bytes: CLI.out(bytes:))]
        } else if plan.format == .utfTerminal {
            // coloured as busted's utfTerminal handler is (plainTerminal never is)
            reporters = [BustedTerminalReporter(utf: true, suppressPending: plan.suppressPending, verbose: plan.verbose,
                                                deferPrint: plan.deferPrint, colour: coloured, bytes: CLI.out(bytes:))]
        } else if plan.format == .human || plan.format == .github {
            reporters = [plan.format.reporter(suppressPending: plan.suppressPending, verbose: plan.verbose, deferPrint: plan.deferPrint, write: terminal)]
        } else {
            reporters = [plan.format.reporter(suppressPending: plan.suppressPending, verbose: plan.verbose, deferPrint: plan.deferPrint, write: CLI.out,
                                              bytes: CLI.out(bytes:))]
        }
        for case let terminal as BustedTerminalReporter in reporters { terminal.round = round }
        for case let gtest as GTestReporter in reporters { gtest.round = round }
        if plan.bazel?.xmlOutputFile != nil {
            reporters.append(JUnitReporter(rounds: repeated?.bazelJUnit ?? JUnitRounds(), round: round) { junit += $0 })
        }
        if let reads { reporters.append(reads) }
        let executable = selfPath()
        var options = plan.options
        options.reportIsDocument = plan.out == nil && [.json, .junit, .tap].contains(plan.format) && !plan.options.list
        let runner = SuiteRunner(options: options, reporter: Reporters(reporters), worker: { file in
            [executable, "test", "--worker", file, "--parent", String(getpid())] + plan.workerWords + (reads?.workerWords(file) ?? [])
        }, keepLast: keepUntilExit)
        runner.helperPrinted = helperTry?.printed ?? []
        let result = runner.run(files: files)
        if let problem = result.selectionError { return CLI.usageError(UsageError(problem), of: declaration) }
        // each report in turn (a list of the pairs made its type's metadata at every run)
        if let out = checkedOut, let reads,
           let refusal = Overwrite.refusal(writing: out, shown: "--out " + out,
                                           keeping: .files(Overwrite.filesRead(reads.byFile.values.reduce([], { $0.union($1) })))) {
            return CLI.usageError(UsageError(refusal), of: declaration)
        }
        // a --repeat's file holds every run (JUnit's document holds them): kept here, written
        // once after the runs — written again each run, the runs so far, it took time growing
        // with the square of the runs. A repeat's later runs write nothing here; the first
        // writes its own, which says early whether the file can be written.
        if let repeated, plan.format != .junit { repeated.out += report }
        let later = repeated != nil && (round?.0 ?? 1) > 1
        guard plan.options.list || later
                || (written(report, to: plan.out) && written(Array(junit.utf8), to: plan.bazel?.xmlOutputFile)) else { return 1 }
        if result.counts.total == 0 && !result.stoppedEarly {
            return noTestSelected(plan, files: files.count)
        }
        return result.succeeded ? 0 : 1
    }

    /// The exit status when no test was selected (pytest's "no tests collected").
    static let noTestSelectedStatus: Int32 = 5

    /// The spec files of the plan, or nil after saying why there are none; a `-p` or
    /// `--exclude-pattern` that fails on a file's name (past its step budget) is a usage error.
    static func findFiles(_ plan: Plan) throws(UsageError) -> [String]? {
        var matches: ((String) -> Bool)?
        var problem: String?
        if !plan.patterns.isEmpty || !plan.excludePatterns.isEmpty {
            let matcher: PatternMatcher
            do { matcher = try PatternMatcher() } catch { throw UsageError(error.message) }
            // busted's rule: an excluded name never runs; else any -p pattern admits it
            matches = { name in
                func find(_ p: String, _ option: String) -> Bool {
                    guard problem == nil else { return false }
                    do throws(LuaError) { return try matcher.find(p, in: name) } catch {
                        problem = PatternMatcher.problem(error, option: option, pattern: p, text: name)
                        return false
                    }
                }
                if plan.excludePatterns.contains(where: { !$0.isEmpty && find($0, "--exclude-pattern") }) { return false }   // "" excludes nothing (busted's loader)
                return plan.patterns.isEmpty ? SuiteRunner.isBustedSpecName(name) : plan.patterns.contains { find($0, "--pattern") }
            }
        }
        var kind = plan.patterns.isEmpty ? "spec files (*_spec*.lua)"
            : "files matching " + plan.patterns.map { "'\($0)'" }.joined(separator: " or ")
        if !plan.excludePatterns.isEmpty { kind += " (--exclude-pattern " + plan.excludePatterns.joined(separator: ", ") + ")" }
        if plan.defaulted {
            for folder in Plan.defaultPaths where FileText.isDirectory(folder) {
                let files = SuiteRunner.specFiles(in: [folder], matching: matches, recursive: plan.recursive).files
                if let problem { throw UsageError(problem) }
                if !files.isEmpty { return files }
            }
            CLI.error("no \(kind) in \(Plan.defaultPaths.map { $0 + "/" }.joined(separator: " or ")) of \(CLI.currentFolder())"
                      + "\n(name the files or folders: transit test PATH…)")
            return nil
        }
        let (files, missing) = SuiteRunner.specFiles(in: plan.paths, matching: matches, recursive: plan.recursive)
        if let problem { throw UsageError(problem) }
        if let first = missing.first {
            CLI.error("no such file or folder: \(first)")
            return nil
        }
        guard !files.isEmpty else {
            CLI.error("no \(kind) under \(plan.paths.joined(separator: ", "))")
            return nil
        }
        return files
    }

    /// Zero tests ran: says what removed them, and exits 5 (as pytest does) so a filter that
    /// matches nothing never passes silently. An empty shard of a split in two or more exits
    /// 0: a CI matrix may have more shards than tests, and one shard cannot know whether the
    /// others ran any.
    static func noTestSelected(_ plan: Plan, files: Int) -> Int32 {
        let what = files == 1 ? "1 spec file" : "\(files) spec files"
        let because = plan.selectors.isEmpty ? "they declare no test" : plan.selectors.joined(separator: ", ") + " left none"
        CLI.error("no test selected: \(what) ran; \(because)")
        // shard 1/1 is the whole run: nothing selected there is nothing selected at all
        let partial = (plan.options.shard?.count ?? 1) > 1
        return partial ? 0 : noTestSelectedStatus
    }

    /// `--worker FILE`: one file, its result as JSON on the pool's pipe, given as fd 3
    /// (``WorkerProgress/channel``).
    static func worker(_ plan: Plan) -> Int32 {
        guard plan.paths.count == 1 else { return CLI.usageError(UsageError("--worker runs one file"), of: declaration) }
        // before any script runs: a run killed now takes its worker with it
        if let parent = plan.parent, !WorkerParent.tieToParent(parent) { return 1 }
        // a line as each test begins and ends tells the parent the worker is alive (the pool
        // stops a silent one) and, if it dies, what it had done (WorkerProgress); the result
        // is the last line
        if plan.recordReads != nil { ScriptRuntime.recordFilesRead() }
        // the lines go on the pool's own pipe (WorkerProgress.channel), not standard output,
        // where an `--unsafe` spec and the processes it starts write too; run by hand, without
        // that descriptor, on standard output. Moved out of the spec's way, and not inherited
        // by the processes it starts.
        let moved = WorkerProgress.moveAside(WorkerProgress.channel)
        let channel = moved >= 0 ? moved : 1
        // an --unsafe spec's own standard output (io.write, the processes it starts) is its
        // output, as its print is: read back by the worker from a pipe of its own, not sent on
        // the one the run drops; what is unsaid when the spec calls os.exit goes on the channel
        if moved >= 0 && !plan.options.runtime.sandboxed
            && CapturedStandardOutput.install(given: WorkerProgress.moveAside(WorkerProgress.capture)) {
            WorkerExit.arm(channel)
        }
        func tell(_ line: String) {
            var copy = line
            copy.withUTF8 { StandardOutput.write(UnsafeRawBufferPointer($0), to: channel) }
        }
        let result = FileRunner.run(plan.paths[0], options: plan.options, keep: keepUntilExit,
                                    onTest: { tell(WorkerProgress.decided($0)) },
                                    onBegin: { tell(WorkerProgress.begins(blocks: $0, name: $1, line: $2)) },
                                    onEntry: { tell(WorkerProgress.alive) })
        WorkerExit.disarm()
        if let sidecar = plan.recordReads { SpecReads.write(ScriptRuntime.takeFilesRead(), to: sidecar) }
        tell(SuiteRunner.workerOutput(result))
        return 0
    }

    /// The last file's runner, its state closed, held until the process exits, as `transit
    /// run` holds its stage: the exit frees its memory at once, where releasing its objects one
    /// by one cost 0.39 M of `transit test`'s 7.9 M instructions for one trivial spec
    /// (docs/benchmark.md). A `--watch` loop's next run releases it first. Not under
    /// LeakSanitizer, which would read its objects' weak-reference side tables as leaks
    /// (docs/sanitizers.md).
    nonisolated(unsafe) private static var closedRunner: FileRunner?

    private static var keepUntilExit: ((FileRunner) -> Void)? {
        LuaState.leakCheckerIsOn ? nil : { closedRunner = $0 }
    }

    /// This executable's path, for the workers.
    static func selfPath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return n > 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }
}
