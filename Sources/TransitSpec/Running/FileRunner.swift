import Lua
import TransitCore
import TransitLua

/// Runs one spec file in its own Lua state, in busted's order: the file's chunk declares
/// its top-level blocks and tests; then each block, when reached, runs its body (declaring
/// its children), its `setup` hooks, its children in declaration order, its `teardown`
/// hooks. Each body, hook and test is a separate entry into Lua with fresh limits, so a
/// runaway test is stopped by the instruction or time limit and the next test still runs.
///
/// Each `it` gets a fresh engine (``Stage/resetEngine(screen:)``: a new window on the
/// default screen, the clock at 0) unless its block called `shared_engine()`. The Lua state
/// is kept: the file's closures, locals and modules are the tests.
///
/// A failing hook or `describe` body is its own error, as busted counts it: the tests it
/// stops are not run and not counted.
public final class FileRunner {
    let path: String
    let display: String
    let options: RunOptions
    private(set) var onTest: (TestResult) -> Void
    /// Told of each test as it begins (its full name's parts and line): a worker's progress.
    var onBegin: ((_ blocks: [String], _ name: String, _ line: Int) -> Void)?
    /// Told as each entry into Lua begins — the config, the helper, the file, a `describe`
    /// body, a hook, a test's body, its end — each with its own `--time`: a worker says it is
    /// alive, since the pool stops one silent for twice that, and one test's hooks and body,
    /// or the setups of nested blocks, are many entries without a result between them.
    var onEntry: (() -> Void)?
    var env: SpecEnvironment!
    var results: [TestResult] = []
    /// Tests and blocks `--filter`, `--tags`, `--exclude-tags` or `--shard` left undeclared.
    var excluded = 0
    /// How many tests of each full name were declared, so duplicates have distinct shard
    /// identities.
    var occurrences: [String: Int] = [:]
    /// Set after a failure under `--fail-fast`, or a selection pattern's failure: nothing more runs.
    var stopped = false
    /// A command-line pattern that failed on a name (past its step budget): a usage error of
    /// the run, said once, never charged to the spec.
    var selectionError: String?
    /// Some declared tests were never known: a block's body failed, or did not run (its
    /// setup failed, it was not focused).
    var partial = false
    /// Whether Lua may have collected a box since the last reset that looked for retired
    /// engines to release (the DSL's `between` says so before each test): a reset looks only
    /// then. A reset retires the boxes of the old engine's objects, so an earlier look could
    /// release it too; waiting for a collection only delays that, and saves the look, a walk
    /// of every box (67 k of `transit test`'s 7.9 M instructions for one trivial spec).
    /// False at first: the file's first reset does not look.
    var collectedSinceLastLook = false

    init(path: String, options: RunOptions, onTest: @escaping (TestResult) -> Void) {
        self.path = path
        display = ScriptRuntime.displayName(path)
        self.options = options
        self.onTest = onTest
    }

    /// Runs the spec file at `path`; `onTest` sees each result as it is decided. `keep`, when
    /// given, takes the runner once its state is closed (finalizers run, their warnings
    /// reported) instead of this releasing it: a command about to exit keeps it so that the
    /// exit frees its memory at once (releasing the stage's objects one by one is 0.39 M of
    /// the 7.9 M instructions of `transit test` of one trivial spec; docs/benchmark.md).
    public static func run(_ path: String, options: RunOptions, keep: ((FileRunner) -> Void)? = nil,
                           onTest: @escaping (TestResult) -> Void = { _ in },
                           onBegin: ((_ blocks: [String], _ name: String, _ line: Int) -> Void)? = nil,
                           onEntry: (() -> Void)? = nil) -> FileResult {
        let start = FileSystem.wallSeconds()
        let runner = FileRunner(path: path, options: options, onTest: onTest)
        runner.onBegin = onBegin
        // at most twice a second: a line is a write and a wake-up of the parent, and a file of
        // quick tests enters Lua several times a test; a gap is then at most half a second
        // and one entry's --time, well inside the pool's twice that and 5 s
        runner.onEntry = onEntry.map { tell in
            var told = -Double.infinity
            return {
                let now = FileSystem.wallSeconds()
                if now - told >= 0.5 { told = now; tell() }
            }
        }
        let snapshots = runner.execute()
        // a finished runner calls back no more: a kept one holding the caller's callbacks held
        // what they hold — a SuiteRunner, whose keepLast holds the kept runner: a cycle (LSan)
        runner.onTest = { _ in }
        runner.onBegin = nil
        runner.onEntry = nil
        keep?(runner)
        var result = FileResult(file: runner.display, tests: runner.results, snapshots: snapshots,
                                duration: FileSystem.wallSeconds() - start)
        result.excluded = runner.excluded
        result.selectionError = runner.selectionError
        // what the file's finalizers wrote with C's stdout (an --unsafe worker's)
        if let env = runner.env { CapturedStandardOutput.current?.take(into: env, entryEnds: true) }
        result.printedAfter = runner.takeOutside()
        return result
    }

    private func execute() -> SnapshotSummary {
        let store = SnapshotStore(spec: path, mode: options.snapshotMode)
        var specLoading = false                              // the config and helper have run
        do {
            try makeEnvironment(snapshots: store)
        } catch {
            reportOwned(loadError(error))
            return SnapshotSummary()
        }
        env.admits = { [unowned self] name, fullName, isBlock in self.admits(name, fullName, isBlock) }
        env.defaultSeed = options.runtime.seed
        env.recordsPlaces = options.list
        env.recordsSortKeys = options.sortTests
        do {
            // busted's .busted, then its --helper: once per file's state, after the spec
            // globals, before the file. What they print there is let go: busted runs them
            // once, so the run shows what the config's own run and the helper's own try
            // printed, once (``tryHelper(options:)``, SuiteRunner.helperPrinted).
            if options.bustedConfig != nil || options.helper != nil {
                // they run in _G, under busted's words: setting one leaves the specs' as it was
                let restoreExports = try? env.stage.lua.callForReference(env.keepExports)
                defer { if let restoreExports { _ = try? env.stage.lua.call(restoreExports, []) } }
                onEntry?()
                try runBustedConfig()
                onEntry?()
                if let helper = options.helper { try runHelper(helper) }
                flushOutput()
                _ = takeOutside()
            }
            env.declaring = env.root
            env.enter(env.root.scope)                        // its globals are the file's (busted's file block)
            specLoading = true
            onEntry?()
            try env.stage.runtime.runFile(path, environment: env.globals, inMainFrame: true)   // busted's xpcall
        } catch {
            env.declaring = nil
            // the line the body left open before it raised is its output, before the error
            // (busted: `opennot ok 1 - suite …`); it was let go unsaid
            if specLoading { flushOutput() }
            reportOwned(loadError(error, ofSpec: specLoading))
            return store.finish(names: [], completed: { _ in false })
        }
        env.declaring = nil
        reportLostLine()
        reportStrayWarnings(during: "loading")
        runContents(of: env.root)
        env.stage.close()              // the file's finalizers run now, their warnings below
        reportStrayWarnings(during: nil)
        // the names matter only against stored snapshots (a file may declare a million tests)
        let all = store.hasStored ? env.root.tests : []
        return store.finish(names: Set(all.map(\.fullName)), partial: partial || excluded > 0 || stopped) { name in
            let mine = all.filter { $0.fullName == name }
            return mine.allSatisfy { t in
                self.results.contains { $0.line == t.line && $0.fullName == name && $0.status == .passed }
            }
        }
    }

    /// The file's stage and spec environment.
    private func makeEnvironment(snapshots: SnapshotStore) throws {
        let stage = try Stage(options: options.runtime)
        stage.timelineRetention = .window          // `timeline()` reads the last events
        env = try SpecEnvironment(stage: stage, file: display, snapshots: snapshots,
                                  libraryCache: options.libraryCache.flatMap(LibraryCache.init(directory:)),
                                  lazyHooks: options.lazyHooks, tableHighlightRed: options.tableHighlightRed)
    }

    /// busted runs `--helper` once, before any spec file, and a helper that raises ends the run
    /// there: what it printed, then `failed running the specified helper (…)`, no report,
    /// status 1. transit runs it in each file's state, which would report its error once a
    /// file, and show what it prints once a file; so it is tried first in a state of its own,
    /// made as a file's is. The lines it printed (a line io.write left open as a line), and
    /// its error's text (`helper.lua:2: boom`) as the helper raised its bytes, or nil when it
    /// ran; nil for all when there is no helper or the state could not be made (each file then
    /// reports that as its load error).
    public static func tryHelper(options: RunOptions) -> (printed: [String], error: [UInt8]?)? {
        guard let helper = options.helper else { return nil }
        let runner = FileRunner(path: helper, options: options, onTest: { _ in })
        guard (try? runner.makeEnvironment(snapshots: SnapshotStore(spec: helper, mode: options.snapshotMode))) != nil else { return nil }
        defer { runner.env.stage.close() }
        // the helper sees what .busted set; a .busted that raises here does in each file
        guard (try? runner.runBustedConfig()) != nil else { return nil }
        var raised: [UInt8]?
        do throws(LuaError) {
            // its message as busted's pcall(dofile) gives it: no line put before one naming none
            try runner.env.stage.runtime.lua.leavingMessagesUnplaced { () throws(LuaError) in try runner.runHelper(helper) }
        } catch {
            raised = error.messageBytes ?? Array(error.message.utf8)
            // a call of what the sandbox leaves out: the line a test's such error gets
            if options.runtime.sandboxed, let note = SandboxNote.note(forPlaced: error.message) {
                raised? += Array(("\n" + note).utf8)
            }
        }
        runner.flushOutput()
        return (runner.takeOutside(), raised)
    }

    /// Runs busted's `.busted` in the file's state, before the helper, when running it changed
    /// the state (``RunOptions/bustedConfig``); what it returns, the run's options, was read.
    private func runBustedConfig() throws(LuaError) {
        guard let config = options.bustedConfig else { return }
        env.declaring = nil
        let runtime = env.stage.runtime
        // busted loads it before it puts its lpath in front of package.path
        try runtime.runningBeforeBustedLPath { () throws(LuaError) in
            try runtime.runFile(config.file, named: config.name, searchingItsFolder: false)
        }
    }

    /// Runs the helper in the file's state, before the file. busted's helper runs before any
    /// file, where `describe`, `it` and the hooks are not defined: declaring there is an error.
    /// Its `arg` is its own, as busted's helper_loader gives it: the specs' comes back after it.
    private func runHelper(_ helper: String) throws(LuaError) {
        env.declaring = nil
        env.helperRuns = true
        let restoreArguments = try? env.stage.lua.callForReference(env.helperArguments)
        defer {
            env.helperRuns = false
            if let restoreArguments { _ = try? env.stage.lua.call(restoreArguments, []) }
        }
        guard !helper.hasSuffix(".lua") else {
            return try env.stage.runtime.runFile(NormalPath.of(helper), searchingItsFolder: false)   // busted's searches none
        }
        // a module, as busted's `require` runs it: its `...` the name and the file found, its
        // first result (else true) in package.loaded, where a spec's `require` finds it
        let file = try helperModuleFile(helper)
        let loaded = try env.stage.lua.callForReference(env.helperLoaded, [.value(.string(helper))])
        try env.stage.runtime.runFile(file, arguments: [Array(helper.utf8), Array(file.utf8)],
                                      searchingItsFolder: false, resultsTo: loaded)
    }

    /// The file of a `--helper` named as a module (one ending in `.lua` is opened in penlight's
    /// normal form as busted's helper_loader opens it: its chunk is `helper.lua`, not
    /// `./helper.lua`): the module of that name on the module path — busted's helper_loader
    /// `require`s it. Run as a file all the same: busted's `require` runs it in `_G`, where the
    /// globals it sets reach the specs, which the sandbox's `require` (a module's own strict
    /// environment) would refuse.
    private func helperModuleFile(_ helper: String) throws(LuaError) -> String {
        let found = options.runtime.searchPath.find(module: helper, confined: options.runtime.sandboxed)
        guard let file = found.path else {
            throw LuaError(kind: .file, message: "module '\(helper)' not found:" + found.tried.map { "\n\tno file '\($0)'" }.joined())
        }
        return file
    }

    // MARK: Selecting (busted: at declaration)

    private func admits(_ name: String, _ fullName: String, _ isBlock: Bool) -> Bool {
        let admitted = selects(name, fullName, isBlock)
        if !admitted { excluded += 1 }
        return admitted
    }

    private func selects(_ name: String, _ fullName: String, _ isBlock: Bool) -> Bool {
        // busted: --exclude-tags on every block's and test's own name, --filter-out on every
        // block's and test's full name (a block it names is left out whole); --tags and
        // --filter on a test's full name
        // a tag is a Lua pattern after '#', as busted's `name:find('#' .. tag)`
        if options.excludeTags.contains(where: { matches(name, "#" + $0, "--exclude-tags") }) { return false }
        if options.filtersOut.contains(where: { matches(fullName, $0, "--filter-out") }) { return false }
        if isBlock { return selectionError == nil }
        if !options.tags.isEmpty && !options.tags.contains(where: { matches(fullName, "#" + $0, "--tags") }) { return false }
        if let shard = options.shard {              // (a million declarations: counted only when needed)
            let occurrence = occurrences[fullName, default: 0]
            occurrences[fullName] = occurrence + 1
            if !shard.contains(file: display, fullName: fullName, occurrence: occurrence) { return false }
        }
        return options.filters.isEmpty || options.filters.contains { matches(fullName, $0, "--filter") }
    }

    /// The command line's patterns, matched outside the spec's state (``PatternMatcher``).
    private lazy var selection = Result { () throws(LuaError) in try PatternMatcher() }

    /// Whether `pattern` (given as `option`) is found in `name`. A pattern that fails — past
    /// its budget — is the user's error, not the spec's: the first ends the file
    /// (``selectionError``) and everything after it is left out.
    private func matches(_ name: String, _ pattern: String, _ option: String) -> Bool {
        guard selectionError == nil else { return false }
        do throws(LuaError) {
            return try selection.get().find(pattern, in: name)
        } catch {
            // a tag as given: the '#' before it is the runner's
            let given = option.hasSuffix("tags") ? String(pattern.dropFirst()) : pattern
            selectionError = PatternMatcher.problem(error, option: option, pattern: given, text: name)
            stopped = true
            return false
        }
    }

    /// Whether an error that is no test's (the file's, a `setup`'s, a `describe` body's) is
    /// this shard's: the shard its file hashes to (``ShardOwnership``), so every shard agrees.
    func ownsError(_ fullName: String) -> Bool {
        options.shard?.owns(file: display) ?? true
    }

    // MARK: Running blocks

    /// The deepest nesting of blocks (LUAI_MAXCCALLS, Lua's bound on nested C calls).
    static let deepestBlock = 200

    /// A `describe` block: its body declares its children, then they run.
    private func execute(_ block: SpecBlock) {
        guard !stopped, let body = block.body else { return }
        // each level is a Swift frame and an entry into Lua: bounded as Lua bounds C calls
        guard block.lineage.count <= FileRunner.deepestBlock else {
            reportError(in: block.parent ?? env.root, named: block.name, raw: block.rawName, line: block.line, source: block.source,
                        Failure(location: location(block.line, in: block.source),
                                message: "stack overflow: describe blocks nested more than \(FileRunner.deepestBlock) deep"))
            partial = true
            return
        }
        // the block's scope and insulation are made in the spec's state: an entry of their own,
        // with the clock restarted — a test the clock stopped, last in the block before, left
        // the deadline passed, and they failed at once (the block's tests lost as its error)
        startEntry()
        do throws(LuaError) {
            let parent = block.parent?.scope ?? env.root.scope!
            block.scope = try env.stage.lua.callForReference(env.blockScope, [.reference(parent), .value(.boolean(block.exposes))])
        } catch {
            reportError(in: block.parent ?? env.root, named: block.name, line: block.line, source: block.source,
                        problem(error, fallback: location(block.line, in: block.source)).failure)
            partial = true
            return
        }
        var restore: LuaRef?
        if block.insulates {
            restore = try? env.stage.lua.callForReference(env.insulate)
            block.insulation = restore
        }
        // an expose directly inside an insulate: when it ends, the insulate saves its state
        // anew (busted's context.lua; a plain block around it restores nothing)
        let around = block.exposes ? block.parent?.insulation : nil
        defer {
            if let restore { _ = call(restore, fallback: location(block.line, in: block.source)) }
            block.insulation = nil
            if let around { _ = try? env.stage.lua.call(around, [.value(.string("exposed"))]) }
        }
        env.declaring = block
        let failed = call(body, in: block.scope, fallback: location(block.line, in: block.source))
        env.declaring = nil
        if let failed {
            reportError(in: block.parent ?? env.root, named: block.name, raw: block.rawName, line: block.line, source: block.source,
                        failed.failure)
            partial = true
            return
        }
        reportStrayWarnings(during: "running the describe body")
        if block.isSkipped {
            skipAll(block)
        } else {
            runContents(of: block)
        }
    }

    /// A block's children between its setup and teardown hooks (busted's block.execute).
    private func runContents(of block: SpecBlock) {
        if options.sortTests {
            // busted's block.lua sorts before it would randomize, and before the setups
            if let failure = sortAsBusted(block) {
                reportError(in: block.parent ?? env.root, named: block.name, raw: block.rawName, line: block.line,
                            source: block.source, failure)
                partial = true
                return
            }
        } else if let seed = block.randomSeed {
            randomize(block, seed: seed)
        } else if let seed = options.shuffleSeed, options.shuffleTests, !block.keepsOrder {
            // busted's --shuffle-tests: every block (the file's too) randomized with the seed
            randomize(block, seed: Int(seed))
        }
        var ready = true
        if block.sharesEngine, let problem = resetEngine(fallback: location(block.line, in: block.source)) {
            reportError(in: block, named: "shared_engine", line: block.line, source: block.source, problem.failure)
            ready = false
        }
        if ready { ready = runHooks(.setup, of: block) }
        partial = partial || !ready || block.hasFocusedChild
        if ready {
            let focused = block.hasFocusedChild
            for child in block.children where !stopped {
                switch child {
                case .test(let t):
                    if focused && t.mode != .only {
                        report(result(t, .skipped, skip: "not focused"))
                    } else {
                        runTest(t)
                    }
                case .block(let b) where !focused || b.mode == .only:
                    execute(b)
                case .block:
                    break
                }
            }
        }
        if block.lazySetupPassed != nil {
            block.lazySetupPassed = nil
            runHooks(.lazyTeardown, of: block)
        }
        runHooks(.teardown, of: block)
    }

    /// `randomize(seed)`: busted's shuffle over the block's declarations (children and hooks),
    /// drawn by the spec's own `math.random` as busted draws it.
    private func randomize(_ block: SpecBlock, seed: Int) {
        let drawn = try? env.stage.lua.call(env.permute, [.value(.integer(Int64(block.declarations.count))),
                                                         .value(.integer(Int64(seed)))])
        guard case .string(let text) = drawn else { return }
        var slots: [SpecNode?] = []
        var next = block.children.makeIterator()
        for isChild in block.declarations { slots.append(isChild ? next.next() : nil) }
        let order = text.split(separator: " ").compactMap { Int($0) }
        guard order.count == slots.count else { return }
        block.children = order.compactMap { slots[$0 - 1] }
        block.shuffledWith = seed
    }

    /// `--sort-tests`: busted's block.lua `table.sort`s a block's children, its hooks among
    /// them, by busted's own names (nil first, numbers as numbers). table.sort is not stable —
    /// where equal names land follows the rest of the block — so the same sort runs in the
    /// spec's state, over the same names, for busted's order. A sort that fails (a number
    /// among strings, the memory limit) is the block's error, as busted's: nothing in it runs.
    private func sortAsBusted(_ block: SpecBlock) -> Failure? {
        // every declaration records its key with --sort-tests (SpecEnvironment's declarations),
        // so the keys and the declarations pair one to one, and the sort gives a permutation
        let keys = block.sortKeys
        var text = ""
        do throws(LuaError) {
            try env.stage.lua.callback(env.sortOrder, arguments: { c in
                c.newTable(arrayCount: Int32(clamping: keys.count))
                for (i, key) in keys.enumerated() {
                    switch key {
                    case .bytes(let b)?: c.push(bytes: b)
                    case .integer(let n)?: c.push(n)
                    case .number(let d)?: c.push(d)
                    case nil: c.push(false)
                    }
                    c.setIndex(-2, i + 1)
                }
                return 1
            }, read: { c in text = (try? c.string(-1)) ?? "" })
        } catch {
            return Failure(error: error.message, fallback: location(block.line, in: block.source))
        }
        var slots: [SpecNode?] = []
        var next = block.children.makeIterator()
        for isChild in block.declarations { slots.append(isChild ? next.next() : nil) }
        block.children = text.split(separator: " ").compactMap { Int($0).flatMap { slots[$0 - 1] } }
        return nil
    }

    /// `describe.skip`: its tests are reported skipped; its nested bodies still declare.
    private func skipAll(_ block: SpecBlock) {
        for child in block.children {
            switch child {
            case .test(let t): report(result(t, .skipped, skip: t.mode == .pending ? "pending" : "skipped"))
            case .block(let b): execute(b)
            }
        }
    }

    /// A hook's error, a result of its own: outside the tests, from the hook, at its line.
    func hookError(_ problem: Problem, of hook: Hook, in block: SpecBlock) -> TestResult {
        var r = TestResult(file: display, blocks: block.path, name: hook.word, line: hook.line, status: .errored,
                           failure: problem.failure)
        r.source = hook.source
        r.randomSeed = block.shuffledWith
        r.outsideTests = true
        r.fromHook = true
        r.fullNameBytes = block.fullNameBytes(of: hook.word, raw: hook.rawWord)
        return r
    }

    /// Runs every hook of a kind on one block, each failure its own error; whether all passed.
    @discardableResult
    func runHooks(_ kind: HookKind, of block: SpecBlock) -> Bool {
        guard !options.list else { return true }          // busted's --list stubs the hooks out
        var passed = true
        for hook in block.hooks[kind] ?? [] {
            let fallback = location(hook.line, in: hook.source)
            // a hook's globals are its block's (busted's unwrap)
            let raised = call(hook.body, in: block.scope, fallback: fallback)
            // what it warned: an after_each's is its own; a failing before_each's test will
            // not run to report its finalizers' errors
            let warned = kind == .afterEach || (kind == .beforeEach && raised != nil) ? warnedAfter(raised != nil, fallback) : nil
            for problem in [raised, warned].compactMap({ $0 }) {
                // a test's own hooks ran because the test is this shard's: so is their error
                let r = hookError(problem, of: hook, in: block)
                if [.beforeEach, .afterEach, .lazySetup, .lazyTeardown].contains(kind) { report(r) } else { reportOwned(r) }
                passed = false
            }
        }
        return passed
    }

    /// busted's lazy setups before a test: each block's, outermost first, once; false when one
    /// failed (now or before): the test does not run. The state is the block's own: a
    /// dictionary keyed by the block's identity made `[ObjectIdentifier: Bool]`'s metadata at
    /// every spec file's first test (0.15 M instructions).
    func lazySetup(for test: SpecTest) -> Bool {
        for block in test.block.lineage {
            if let passed = block.lazySetupPassed {
                if !passed { return false }
                continue
            }
            let passed = runHooks(.lazySetup, of: block)
            block.lazySetupPassed = passed
            if !passed { return false }
        }
        return true
    }

    // MARK: Reporting

    func report(_ result: TestResult) {
        var result = result
        result.printedBefore = takeOutside()
        results.append(result)
        // kept for the report, what the result holds is the script's memory too: thousands of
        // tests printing 64 KiB each (the most a result keeps) held 273 MiB under --memory 64
        env?.declaredBytes += Self.heldBytes(of: result)
        onTest(result)
        if options.failFast && result.status.isFailure { stopped = true }
    }

    /// The bytes a result holds beyond its declaration's share: its printed lines (charged as
    /// they were while captured) and its failure's texts.
    static func heldBytes(of result: TestResult) -> Int {
        let lines = (result.output + result.printedBefore).reduce(0) { $0 + $1.utf8.count + 16 }
        guard let f = result.failure else { return lines }
        return lines + f.location.utf8.count + f.message.utf8.count + f.details.utf8.count + f.traceback.utf8.count
            + (f.raisedBytes?.count ?? 0)
    }

    func result(_ t: SpecTest, _ status: TestStatus, _ failure: Failure? = nil, skip: String? = nil) -> TestResult {
        var r = TestResult(file: display, blocks: t.blocks, name: t.name, line: t.line, status: status, failure: failure, skipReason: skip)
        r.source = t.source
        r.randomSeed = t.block.shuffledWith
        r.fullNameBytes = t.fullNameBytes
        // busted's --list: every test reached is named by its place, the ones `.only` or
        // `describe.skip` leave out too
        if options.list { r.listing = t.declaredAt.map { $0 + ": " + r.fullName } ?? r.fullName }
        return r
    }

    /// `file:line`, in the spec file unless `source` names another chunk.
    func location(_ line: Int, in source: String? = nil) -> String { "\(source ?? display):\(line)" }

    /// What was printed outside any test since the last result, kept as a test's output is
    /// kept (bounded), and let go.
    func takeOutside() -> [String] {
        guard let env, !env.outside.isEmpty || env.outsideDropped > 0 else { return [] }
        defer { (env.outside, env.outsideBytes, env.outsideDropped, env.outsideLastLineLost) = ([], 0, 0, 0) }
        return FileRunner.keptOutput(env.outside, dropped: env.outsideDropped, lastLineLost: env.outsideLastLineLost)
    }


    /// A file that could not load (or a stage that could not be built): an error named
    /// `(load)`, at the place busted names it by: the frame that raised — in a module the
    /// file `require`d, that module's (`./M/badmod.lua @ 3`), even when the message names
    /// another place (`error(msg, 2)`) or none — else (a syntax error) the message's place.
    /// `ofSpec`: the error is the spec file's own, not its config's or helper's; when the
    /// file did not compile, the result says so (``TestResult/uncompiled``).
    private func loadError(_ error: Error, ofSpec: Bool = false) -> TestResult {
        var failure: Failure
        if let lua = error as? LuaError {
            failure = Failure(error: lua.message, traceback: lua.traceback, fallback: display, raisedBytes: lua.messageBytes)
            // as a test's: a file's top is where a spec reads its fixtures (`io.open`)
            if options.runtime.sandboxed { SandboxNote.add(to: &failure) }
        } else {
            failure = Failure(error: "\(error)", fallback: display)
        }
        let place = Self.raisingFrame(failure.traceback) ?? failure.location
        let colon = place.lastIndex(of: ":")
        let line = colon.flatMap { Int(place[place.index(after: $0)...]) } ?? 0
        var r = TestResult(file: display, blocks: [], name: "(load)", line: line, status: .errored, failure: failure)
        if let colon, place[..<colon] != SpecEnvironment.shortSource(ofFile: display) { r.source = String(place[..<colon]) }
        r.outsideTests = true
        r.uncompiled = ofSpec && (error as? LuaError)?.kind == .syntax
        // a file that ran is a child of busted's root, which the shuffle of files shuffled (the
        // sort of files wins): its error names that seed, as a test's names its block's
        if !r.uncompiled, !options.sortFiles, options.shuffleFiles, let seed = options.shuffleSeed { r.randomSeed = Int(seed) }
        return r
    }

    /// `file:line` of a traceback's first Lua frame (busted's getTrace passes over C ones:
    /// `error`, `require`), or nil when it has none.
    static func raisingFrame(_ traceback: String) -> String? {
        for frame in traceback.split(separator: "\n").dropFirst() {
            let text = String(frame.drop { $0 == "\t" || $0 == " " })
            if text.hasPrefix("[C]") { continue }
            return Failure.splitLocation(text)?.0
        }
        return nil
    }

    /// An error that is no test's: a hook's, a `describe` body's; named as busted names it
    /// (the block's names and the hook's word, or a `describe`'s own name, `raw` its bytes when
    /// they are not valid UTF-8).
    func reportError(in block: SpecBlock, named name: String, raw: [UInt8]? = nil, line: Int, source: String? = nil,
                     _ failure: Failure) {
        var r = TestResult(file: display, blocks: block.path, name: name, line: line, status: .errored, failure: failure)
        r.source = source
        r.randomSeed = block.shuffledWith
        r.outsideTests = true
        r.fullNameBytes = block.fullNameBytes(of: name, raw: raw)
        reportOwned(r)
    }

    func reportOwned(_ r: TestResult) {
        if ownsError(r.fullName) { report(r) }
    }

    /// The line the file's body left open (`io.write` with no newline) is its own output, sent
    /// as a `describe` body's is at its end — it started the first test's. One too long to join
    /// within the memory limit is the file's error, as a test's is that test's: it failed the
    /// first test for memory, or, with none, the state's close ("error in __gc"). The tests
    /// run after it, with their memory: the line is let go.
    private func reportLostLine() {
        guard let lost = flushOutput(fallback: display) else { return }
        var r = TestResult(file: display, blocks: [], name: "(load)", line: 0, status: .errored, failure: lost.failure)
        r.outsideTests = true
        reportOwned(r)
    }

    /// Warnings raised outside any test (while loading, in a describe body, by finalizers
    /// when the state closes): an error of their own.
    private func reportStrayWarnings(during what: String?) {
        guard !env.strayWarnings.isEmpty else { return }
        let prefix = what.map { "unexpected warning while \($0): " } ?? "unexpected warning: "
        let text = env.strayWarnings.joined(separator: what == nil ? "\n" + prefix : "\n")
        // the place the first warning names is the failure's (a finalizer's line), its words
        // after the prefix, as a test's unexpected warning is shown
        var failure = Failure(error: text, fallback: display)
        failure.message = prefix + failure.message
        let line = Self.firstLine(in: env.strayWarnings, of: display)
        env.strayWarnings = []
        var r = TestResult(file: display, blocks: [], name: what == "loading" ? "(load)" : "(outside tests)", line: line,
                           status: .errored, failure: failure)
        r.outsideTests = true
        reportOwned(r)
    }

    /// The line of the first warning that names a line of `file` (a finalizer's
    /// `f_spec.lua:4: error in __gc: …`), else 0: a report read `f_spec.lua:0` for it. Lua
    /// shows a long path by its end (`...x/f_spec.lua`), which names the file too.
    static func firstLine(in warnings: [String], of file: String) -> Int {
        for warning in warnings {
            guard let (place, _) = Failure.splitLocation(warning), let colon = place.lastIndex(of: ":"),
                  let line = Int(place[place.index(after: colon)...]) else { continue }
            let named = place[..<colon]
            if named == file || (named.hasPrefix("...") && file.hasSuffix(named.dropFirst(3))) { return line }
        }
        return 0
    }
}
