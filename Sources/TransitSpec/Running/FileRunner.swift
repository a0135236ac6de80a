import Lua
import TransitCore
import TransitLua

/// Runs one spec file in its own Lua state: loads it (its `describe` bodies declare the
/// tests), selects the tests, then runs each as separate entries into Lua — hooks and body
/// each with fresh limits, so a runaway test is stopped by the instruction or time limit and
/// the next test still runs.
///
/// Each `it` gets a fresh engine (``Stage/resetEngine(screen:)``: a new window on the
/// default screen, the clock at 0) unless its block called `shared_engine()`. The Lua state
/// is kept: the file's closures, locals and modules are the tests. A new state per test
/// would mean re-running the whole file for each test (a stage costs about a millisecond to
/// build; a reset a few microseconds).
public final class FileRunner {
    let path: String
    let display: String
    let options: RunOptions
    let onTest: (TestResult) -> Void
    var env: SpecEnvironment!
    var results: [TestResult] = []
    var selected: Set<ObjectIdentifier> = []
    var focused = false
    /// Set after a failure under `--fail-fast`: nothing more runs.
    var stopped = false
    /// Per block with lazy hooks, once its lazy setup ran: nil when it passed, or its failure.
    var lazyState: [ObjectIdentifier: Failure?] = [:]

    init(path: String, options: RunOptions, onTest: @escaping (TestResult) -> Void) {
        self.path = path
        display = ScriptRuntime.displayName(path)
        self.options = options
        self.onTest = onTest
    }

    /// Runs the spec file at `path`; `onTest` sees each result as it is decided.
    public static func run(_ path: String, options: RunOptions, onTest: @escaping (TestResult) -> Void = { _ in }) -> FileResult {
        let start = FileSystem.wallSeconds()
        let runner = FileRunner(path: path, options: options, onTest: onTest)
        let snapshots = runner.execute()
        return FileResult(file: runner.display, tests: runner.results, snapshots: snapshots,
                          duration: FileSystem.wallSeconds() - start)
    }

    private func execute() -> SnapshotSummary {
        let store = SnapshotStore(spec: path, mode: options.snapshotMode)
        do {
            let stage = try Stage(options: options.runtime)
            env = try SpecEnvironment(stage: stage, file: display, snapshots: store)
        } catch {
            report(loadError(error))
            return SnapshotSummary()
        }
        env.isLoading = true
        do {
            try env.stage.runtime.runFile(path)
        } catch {
            env.isLoading = false
            report(loadError(error))
            return store.finish(names: [], completed: { _ in false })
        }
        env.isLoading = false
        reportLoadProblems()
        select()
        if let seed = options.shuffleSeed {
            var rng = SplitMix64(seed: seed ^ Hash.fnv1a(display))
            shuffle(env.root, &rng)
        }
        run(env.root)
        env.stage.close()              // the file's finalizers run now, their warnings below
        if !env.strayWarnings.isEmpty {
            report(TestResult(file: display, blocks: [], name: "(outside tests)", line: 0, status: .errored,
                              failure: Failure(error: "unexpected warning: " + env.strayWarnings.joined(separator: "\nunexpected warning: "),
                                               fallback: display)))
        }
        let all = env.root.tests
        return store.finish(names: Set(all.map(\.fullName))) { name in
            let mine = all.filter { $0.fullName == name }
            return mine.allSatisfy { t in
                self.results.contains { $0.line == t.line && $0.fullName == name && $0.status == .passed }
            }
        }
    }

    // MARK: Selecting

    private func select() {
        var occurrences: [String: Int] = [:]
        let tests = env.root.tests
        for t in tests {
            t.occurrence = occurrences[t.fullName, default: 0]
            occurrences[t.fullName] = t.occurrence + 1
        }
        // `.only` focuses within its file, before any filter: every shard agrees on it
        focused = tests.contains { $0.isFocused }
        for t in tests where includes(t) { selected.insert(ObjectIdentifier(t)) }
    }

    private func includes(_ t: SpecTest) -> Bool {
        let tags = t.tags
        if !options.tags.isEmpty && !tags.contains(where: options.tags.contains) { return false }
        if tags.contains(where: options.excludeTags.contains) { return false }
        if let shard = options.shard, !shard.contains(file: display, fullName: t.fullName, occurrence: t.occurrence) {
            return false
        }
        if let pattern = options.filter { return matches(t.fullName, pattern) }
        return true
    }

    private func matches(_ name: String, _ pattern: String) -> Bool {
        var found = false
        try? env.stage.lua.callback(env.matches, arguments: { c in c.push(name); c.push(pattern); return 2 },
                                    read: { c in found = c.truthy(-1) })
        return found
    }

    func isSelected(_ t: SpecTest) -> Bool { selected.contains(ObjectIdentifier(t)) }

    private func shuffle(_ block: SpecBlock, _ rng: inout SplitMix64) {
        block.children.stableShuffle(using: &rng)
        for case .block(let b) in block.children { shuffle(b, &rng) }
    }

    // MARK: Running blocks

    private func run(_ block: SpecBlock) {
        let tests = block.tests.filter(isSelected)
        guard !tests.isEmpty, !stopped else { return }
        if block.sharesEngine { env.stage.resetEngine() }
        var setupFailure: Failure?
        for hook in block.hooks[.setup] ?? [] where setupFailure == nil {
            setupFailure = call(hook.body, fallback: location(hook.line))?.failure
        }
        if let failure = setupFailure {
            for t in tests { report(result(t, .errored, hookFailure(failure, "setup"))) }
        } else {
            for child in block.children {
                switch child {
                case .test(let t) where isSelected(t) && !stopped: runTest(t)
                case .block(let b): run(b)
                default: break
                }
            }
        }
        var hooks = block.hooks[.teardown] ?? []
        if case .some(.none) = lazyState[ObjectIdentifier(block)] { hooks = (block.hooks[.lazyTeardown] ?? []) + hooks }
        for hook in hooks {
            if let problem = call(hook.body, fallback: location(hook.line)) {
                report(TestResult(file: display, blocks: block.path, name: "(\(hook.kind.rawValue))", line: hook.line,
                                  status: .errored, failure: hookFailure(problem.failure, hook.kind.rawValue)))
            }
        }
    }

    /// Runs the lazy setups of `test`'s blocks that have not run; the first failure. A block
    /// with lazy hooks is marked as started, so its `lazy_teardown` runs at its end.
    func lazySetup(for test: SpecTest) -> Failure? {
        for block in test.block.lineage {
            let hooks = block.hooks[.lazySetup] ?? []
            guard !hooks.isEmpty || block.hooks[.lazyTeardown] != nil else { continue }
            let id = ObjectIdentifier(block)
            if let state = lazyState[id] {
                if let failure = state { return failure }
                continue
            }
            var failure: Failure?
            for hook in hooks where failure == nil {
                failure = call(hook.body, fallback: location(hook.line)).map { hookFailure($0.failure, "lazy_setup") }
            }
            lazyState[id] = .some(failure)
            if let failure { return failure }
        }
        return nil
    }

    // MARK: Reporting

    func report(_ result: TestResult) {
        results.append(result)
        onTest(result)
        if options.failFast && result.status.isFailure { stopped = true }
    }

    func result(_ t: SpecTest, _ status: TestStatus, _ failure: Failure? = nil, skip: String? = nil) -> TestResult {
        TestResult(file: display, blocks: t.blocks, name: t.name, line: t.line, status: status, failure: failure, skipReason: skip)
    }

    func location(_ line: Int) -> String { "\(display):\(line)" }

    func hookFailure(_ failure: Failure, _ hook: String) -> Failure {
        var f = failure
        f.message = "in \(hook): " + f.message
        return f
    }

    /// A file that could not load (or a stage that could not be built): an error named
    /// `(load)`, at the line the message names.
    private func loadError(_ error: Error) -> TestResult {
        let failure: Failure
        if let lua = error as? LuaError {
            failure = Failure(error: lua.message, traceback: lua.traceback, fallback: display)
        } else {
            failure = Failure(error: "\(error)", fallback: display)
        }
        let line = Int(failure.location.split(separator: ":").last ?? "") ?? 0
        return TestResult(file: display, blocks: [], name: "(load)", line: line, status: .errored, failure: failure)
    }

    /// A `describe` body that raised while the file loaded: an error for that block.
    private func reportLoadProblems() {
        for block in env.root.blocks {
            guard let (message, traceback) = block.loadError else { continue }
            var failure = Failure(error: message, traceback: traceback, fallback: location(block.line))
            failure.message = "in the describe body: " + failure.message
            report(TestResult(file: display, blocks: Array(block.path.dropLast()), name: block.name, line: block.line,
                              status: .errored, failure: failure))
        }
        if !env.strayWarnings.isEmpty {
            report(TestResult(file: display, blocks: [], name: "(load)", line: 0, status: .errored,
                              failure: Failure(error: "unexpected warning while loading: " + env.strayWarnings.joined(separator: "\n"),
                                               fallback: display)))
            env.strayWarnings = []
        }
    }
}
