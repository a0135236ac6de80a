import Lua
import TransitCore
import TransitLua

/// A spec file's world: a ``Stage`` with the spec preludes (Lua) and the host functions they
/// call (Swift). While the file loads it builds the ``SpecBlock`` tree; while a test runs it
/// keeps that test's ``TestContext``.
///
/// Host functions hold the environment `unowned`: it owns the stage, whose Lua state owns
/// the functions.
final class SpecEnvironment {
    let stage: Stage
    let root: SpecBlock
    /// The block whose body is running (the root while the file's chunk runs): what
    /// `describe`, `it` and the hooks declare into. Nil while tests and hooks run.
    var declaring: SpecBlock?
    /// While `--helper` runs: it declares nothing (busted's has no `describe`, `it`, hooks).
    var helperRuns = false
    /// busted's selection at declaration: a test (or block) it returns false for is never
    /// declared (`--filter`, `--tags`, `--exclude-tags`, `--shard`). Arguments: the node's
    /// own name, its full name, whether it is a block.
    var admits: (String, String, Bool) -> Bool = { _, _, _ in true }
    /// Tests declared so far per full name: a test's occurrence (its filmstrip's name, its
    /// snapshots' keys when an earlier test has its full name).
    var declared: [String: Int] = [:]
    /// `--list`: each test records where it was declared (``SpecTest/declaredAt``).
    var recordsPlaces = false
    /// `--sort-tests`: each block records busted's own name of each declaration
    /// (``SpecBlock/sortKeys``).
    var recordsSortKeys = false
    /// `randomize()`'s seed when it names none (busted's `--seed`).
    var defaultSeed = 0
    var context: TestContext?
    var snapshots: SnapshotStore
    /// Warnings raised outside any test (while the file loads, or in a setup hook).
    var strayWarnings: [String] = []
    /// Lines printed outside any test's own function (at the file's top level, in a
    /// `describe` body, in a hook) since the last result, which takes them as its
    /// `printedBefore`; the bytes they hold are charged against the memory limit.
    var outside: [String] = []
    var outsideBytes = 0
    /// Lines printed outside any test and let go before they were kept (``drop(lines:)``).
    var outsideDropped = 0
    /// The earlier bytes of `outside`'s last line let go before it was kept (``keep(_:lostBytes:)``).
    var outsideLastLineLost = 0
    /// Where busted's libraries compiled on earlier runs are kept (nil: compiled every time).
    let libraryCache: LibraryCache?
    /// The cache keys of library files handed out as source, until their compiled function
    /// comes back to be kept.
    var compiling: [String: [UInt8]] = [:]
    /// Bytes of the motion record being taken (`motion{}`), charged while its samples are
    /// held in Swift and before they become Lua tables (SpecEnvironment+Motion.swift).
    var motionBytes = 0
    /// The host's part of the tests and blocks the file declared (and their results, kept for
    /// the report): a script declaring tests without bound meets `--memory`, not the
    /// machine's (a million `it` calls grew RSS past 700 MB with no limit met). Measured with
    /// a release build: 1.33 KB a declared test under `--list`, 1.77 KB a test run, of which
    /// Lua's own (the body's closure, the name) is about 0.2 KB. Each result adds what it holds
    /// (``FileRunner/heldBytes(of:)``): its printed lines and its failure.
    var declaredBytes = 0
    static let declarationBytes = 1_536

    /// The DSL prelude's answers: the reset between tests, the names.
    private(set) var between: LuaRef!
    private(set) var surface: LuaRef!
    /// `insulate`'s start: returns the function that restores the globals it saved.
    private(set) var insulate: LuaRef!
    /// busted's shuffle of n declarations from a seed, as "3 1 2".
    private(set) var permute: LuaRef!
    /// busted's `--sort-tests` of a block's declarations from their names, as "3 1 2".
    private(set) var sortOrder: LuaRef!
    /// busted's words for an error value with no `__tostring` (FileRunner+ErrorValues.swift).
    private(set) var errorText: LuaRef!
    /// Sends on the line `io.write` left open: each entry's output stays its own.
    private(set) var flushOutput: LuaRef!
    /// busted's block environments (spec_dsl.lua): the spec file's `_ENV`, whose metatable is
    /// the scope of what runs (``enter(_:)``); the scope the DSL resets before each test; and
    /// the maker of a block's scope from its parent's (and whether it is an `expose`).
    private(set) var globals: LuaRef!
    private(set) var testScope: LuaRef!
    private(set) var blockScope: LuaRef!
    /// Saves busted's exported words (`describe`, `assert`, …); the function returned puts
    /// them back: a `.busted` or `--helper` that sets one does not reach the specs, as busted's
    /// exports shadow `_G` for them.
    private(set) var keepExports: LuaRef!
    /// Gives the --helper an `arg` of its own; returns what puts the specs' back (busted's helper_loader).
    private(set) var helperArguments: LuaRef!
    /// Given a module's name, what records a --helper named as a module in `package.loaded`
    /// from its results, as busted's `require` of it does.
    private(set) var helperLoaded: LuaRef!

    /// The spec file's chunk as places name it (``shortSource(ofFile:)``).
    let ownSource: String

    init(stage: Stage, file: String, snapshots: SnapshotStore, libraryCache: LibraryCache? = nil,
         lazyHooks: Bool = false, tableHighlightRed: Bool = false) throws(LuaError) {
        self.stage = stage
        self.snapshots = snapshots
        self.libraryCache = libraryCache
        root = SpecBlock(name: file, line: 0, mode: .normal, parent: nil)
        ownSource = Self.shortSource(ofFile: file)
        CapturedStandardOutput.current?.environment = self
        stage.runtime.output = { [unowned self] line in
            // what an --unsafe spec wrote to C's stdout before this line comes before it
            if let captured = CapturedStandardOutput.current { captured.take(into: self, printing: line) } else { self.keep(line) }
        }
        // captured output is the script's memory too: a test printing without bound meets
        // the memory limit, not the machine's
        let charged = stage.lua.hostMemory
        stage.lua.hostMemory = { [unowned self] in
            charged() + (self.context?.outputBytes ?? 0) + self.outsideBytes + self.snapshots.heldBytes + self.motionBytes
                + self.declaredBytes
        }
        stage.runtime.warnings = { [unowned self] text in
            if let context = self.context { context.warn(text) } else { self.strayWarnings.append(text) }
        }
        stage.runtime.finalizerErrors = { [unowned self] text in
            if let context = self.context { context.warn(text, fromFinalizer: true) } else { self.strayWarnings.append(text) }
        }
        // A script's own `warn` fails nothing — stock Lua has warnings off, and busted suites'
        // libraries warn (Penlight's deprecations) — but does not vanish: it is the test's
        // output, as `lua5.4 -W` writes it; an `expect_warning` open around it still claims
        // it. An error in a finalizer, which Lua also hands over as a warning, is no script
        // warning (ScriptRuntime.luaWarnings): it fails the test (or the file) it happened in.
        stage.runtime.luaWarnings = { [unowned self] text in
            if let context = self.context, !context.captures.isEmpty { context.warn(text) }
            else { self.stage.runtime.output("Lua warning: " + text) }
        }
        try install(file: file, lazyHooks: lazyHooks, tableHighlightRed: tableHighlightRed)
    }

    /// Keeps a line the spec printed: the running test's output, or the file's outside any test.
    /// `lostBytes`: its earlier bytes let go before it could be kept (an `--unsafe` worker's line
    /// longer than the megabyte it holds), which the mark of a result keeping its end counts.
    func keep(_ line: String, lostBytes: Int = 0) {
        if let context, context.ownCodeRuns {
            context.output.append(line)
            context.outputBytes += line.utf8.count + 16
            context.outputLastLineLost = lostBytes
        } else {
            outside.append(line)
            outsideBytes += line.utf8.count + 16
            outsideLastLineLost = lostBytes
        }
    }

    /// Counts lines the spec wrote that were let go before they could be kept (an `--unsafe`
    /// worker's standard output beyond the megabyte it holds), where ``keep(_:)`` keeps them.
    func drop(lines: Int) {
        if let context, context.ownCodeRuns { context.outputDropped += lines } else { outsideDropped += lines }
    }

    /// `host.prelude(name)`: the function of a prelude run on first use; its text and chunk
    /// name when this liblua refuses the build's bytecode (as `LuaState.load(prelude:)` falls back).
    private static func pushLazyPrelude(_ c: LuaCall) throws -> Int32 {
        let name = try c.string(1)
        if name == "sorted_keys" { return push(LuaSnippets.sortedKeys, c) }   // TransitLua's, for spec_values.lua
        guard let prelude = lazyPrelude(name) else { throw c.error("no spec prelude named '\(name)'") }
        return push(prelude, c)
    }

    private static func push(_ prelude: some LuaPrelude, _ c: LuaCall) -> Int32 {
        if c.pushBinaryChunk(prelude.bytecode, chunkName: prelude.chunkName) { return 1 }
        c.push(prelude.source)
        c.push(prelude.chunkName)
        return 2
    }

    /// The preludes ``FirstUsePrelude`` runs when first used, by name.
    static func lazyPrelude(_ name: String) -> EmbeddedLuaFile? {
        switch name {
        case "values": return ValuesPrelude.file
        case "assert": return AssertPrelude.file
        case "luassert_load": return LuassertPrelude.loading
        case "common_matchers": return ExpectPrelude.commonMatchers
        case "more_matchers": return ExpectPrelude.moreMatchers
        case "spy_matchers": return ExpectPrelude.spyMatchers
        case "snapshot_matchers": return ExpectPrelude.snapshotMatchers
        case "motion": return MotionPrelude.file
        case "dsl_more": return DSLPrelude.more
        case "spec_folder": return DSLPrelude.specFolder
        case "error_values": return FileRunner.errorValues
        default: return nil
        }
    }

    private func install(file: String, lazyHooks: Bool, tableHighlightRed: Bool) throws(LuaError) {
        let lua = stage.lua
        let host = lua.table(functions: declarations() + checks() + timeFunctions() + libraries() + motionFunctions()
                                        + [("prelude", Self.pushLazyPrelude)])
        var entries: [(String, LuaArgument)] = [
            ("openDebug", .reference(lua.stockDebugOpener())),               // for luassert only, at its first use
            ("copy", .reference(lua.tableCopyFunction())),                 // for spec_luassert.lua's snapshot
            ("typeOf", .reference(lua.callableTypeMaker())),               // the spec's `type` (spec_dsl.lua)
        ]
        // busted specs often extend package.path (`package.path = package.path .. ";./?.lua"`).
        // The sandbox's package.path is its search path already (ScriptRuntime). --unsafe
        // keeps stock require: the DSL prelude wraps its Lua searcher to search the spec's own
        // folder, for the spec's own `require`s only, after package.path's files (busted's four
        // searchers kept in their places) — busted does not search it,
        // so it must not shadow what busted finds, nor be found by a module's optional probe
        // (SearchPath.forSpecs). Not in package.path, which busted's specs print and extend.
        let options = stage.runtime.options
        if !options.sandboxed, let folder = SearchPath.folder(ofChunk: "@" + file), !folder.contains(where: { $0 == "?" || $0 == ";" }) {
            // (a folder with '?' or ';' in its name cannot be written into a path template, package.searchpath's)
            let near = options.searchPath.templates.filter { $0.contains(SearchPath.scriptFolder) }
                .map { $0.replacing(SearchPath.scriptFolder, with: folder) }
            if !near.isEmpty {
                entries.append(("packagePathSpecFolder", .value(.string(near.joinedText(";")))))
                entries.append(("specChunk", .value(.string("@" + ScriptRuntime.displayName(file)))))
            }
        }
        if lazyHooks { entries.append(("lazyHooks", .value(.boolean(true)))) }   // busted's --lazy (spec_dsl.lua)
        // the table-diff mark's colour busted's coloured report sets (spec_luassert_load.lua)
        if tableHighlightRed { entries.append(("tableHighlight", .value(.string("red")))) }
        // arg[-1], the interpreter (spec_dsl.lua): only where a spec can start one
        if !options.sandboxed { entries.append(("interpreter", .value(.string("lua5.4")))) }
        let shared = lua.table(entries)
        let arguments: [LuaArgument] = [.reference(host), .reference(shared)]
        // The preludes, in dependency order; each receives `host` and the `shared` table. The
        // values and assertions preludes, expect's rarer, spy and snapshot matchers, motion and
        // the DSL's rarer words run on a spec's first use of them (``FirstUsePrelude``). (Named
        // one by one: a static array of them made its type's metadata at every start.)
        try lua.runPrelude(FirstUsePrelude.file, arguments: arguments)
        try lua.runPrelude(LuassertPrelude.file, arguments: arguments)
        try lua.runPrelude(ExpectPrelude.file, arguments: arguments)
        let helpers = try lua.runHelpers(DSLPrelude.file, arguments: arguments,   // the DSL: its helpers by name
                                         names: ["between", "surface", "insulate", "permute", "sortOrder", "errorText",
                                                 "flushOutput", "blockScope", "keepExports", "helperArguments",
                                                 "helperLoaded"])
        between = helpers["between"]
        surface = helpers["surface"]
        insulate = helpers["insulate"]
        permute = helpers["permute"]
        sortOrder = helpers["sortOrder"]
        errorText = helpers["errorText"]
        flushOutput = helpers["flushOutput"]
        blockScope = helpers["blockScope"]
        keepExports = helpers["keepExports"]
        helperArguments = helpers["helperArguments"]
        helperLoaded = helpers["helperLoaded"]
    }

    /// What runs next — the file's chunk, a block's body or hook, a test — reads and sets the
    /// spec's plain globals in `scope` (no Lua runs: the globals' metatable is replaced).
    func enter(_ scope: LuaRef?) {
        if let scope { stage.lua.setMetatable(of: globals, to: scope) }
    }

    /// busted's own name of a declaration, argument `i` (spec_dsl.lua's `key`): its bytes, a
    /// number, or nil where busted's is nil (`it(fn)`, `describe(nil, fn)`), which its sort
    /// puts first.
    static func sortKey(_ c: LuaCall, _ i: Int32) -> SortKey? {
        switch c.type(i) {
        case .number:
            // an integer, or a float as it is (2.0 and 2 compare alike either way)
            if let n = try? c.integer(i) { return .integer(n) }
            return (try? c.number(i)).map(SortKey.number)
        case .string:
            guard let (text, bytes) = try? c.stringKeepingBytes(i) else { return nil }
            return .bytes(bytes ?? Array(text.utf8))
        default:
            return nil
        }
    }

    // MARK: Declaring tests while the file loads

    private func declarations() -> [(String, HostFunction)] {
        [
            ("describe", { [unowned self] c in
                let parent = try self.declaringBlock(c, "describe")
                let (name, raw) = try c.stringKeepingBytes(1)         // busted's TAP writes a name's bytes
                let body = try c.function(2)
                let full = (parent.path + [name]).joinedText(" ")
                guard self.admits(name, full, true) else { return 0 }
                let (source, line) = self.place(of: c)
                let block = SpecBlock(name: name, rawName: raw, line: line, mode: SpecBlock.Mode(rawValue: try c.string(3)) ?? .normal,
                                      body: body, parent: parent)
                block.source = source
                self.declaredBytes += Self.declarationBytes + full.utf8.count
                block.insulates = c.truthy(4)
                block.exposes = c.truthy(5)
                parent.children.append(.block(block))
                parent.declarations.append(true)
                if self.recordsSortKeys { parent.sortKeys.append(Self.sortKey(c, 6)) }
                return 0
            }),
            ("test", { [unowned self] c in
                let parent = try self.declaringBlock(c, "it")
                let mode = SpecTest.Mode(rawValue: try c.string(3)) ?? .normal
                let (name, raw) = try c.stringKeepingBytes(1)
                let full = (parent.path + [name]).joinedText(" ")
                guard self.admits(name, full, false) else { return 0 }
                let (source, line) = self.place(of: c)
                let test = SpecTest(name: name, rawName: raw, line: line, mode: mode,
                                    body: try c.optionalFunction(2), block: parent)
                test.source = source
                test.occurrence = self.declared[full, default: 0]
                self.declared[full] = test.occurrence + 1
                self.declaredBytes += Self.declarationBytes + 2 * full.utf8.count    // the name, and the count's key
                if self.recordsPlaces { test.declaredAt = Self.place(c) }
                parent.children.append(.test(test))
                parent.declarations.append(true)
                if self.recordsSortKeys { parent.sortKeys.append(Self.sortKey(c, 4)) }
                return 0
            }),
            ("pending", { [unowned self] c in
                let (reason, raw) = try c.stringKeepingBytes(1)
                // busted's pending belongs to a test's own function (and the spec file, a
                // describe body): in a hook — a test's before_each, a setup — or in its
                // `finally` (busted rejects it there), its error, as busted words it
                let inTest = self.context.map { $0.ownCodeRuns && !$0.finallyRuns }
                if self.helperRuns { throw Self.inHelper(c, "pending") }
                if inTest == false || (inTest == nil && self.declaring == nil) {
                    throw c.error("'pending' not supported inside current context block")
                }
                if let context = self.context {
                    let raise = c.error("pending: " + reason)
                    context.pendingReason = reason
                    context.pendingLine = Self.line(c)
                    context.pendingRaise = raise.message
                    throw raise
                }
                let parent = try self.declaringBlock(c, "pending")
                guard self.admits(reason, (parent.path + [reason]).joinedText(" "), false) else { return 0 }
                let (source, line) = self.place(of: c)
                let test = SpecTest(name: reason, rawName: raw, line: line, mode: .pending,
                                    body: nil, block: parent)
                test.source = source
                self.declaredBytes += Self.declarationBytes + reason.utf8.count
                if self.recordsPlaces { test.declaredAt = Self.place(c) }
                parent.children.append(.test(test))
                parent.declarations.append(true)
                if self.recordsSortKeys { parent.sortKeys.append(Self.sortKey(c, 2)) }
                return 0
            }),
            // busted refuses a declaring word while a test or hook runs at the call, whatever
            // its arguments: `describe()` alone there is an error, not the function that takes
            // the body (spec_dsl.lua asks before it looks at them)
            ("declares", { [unowned self] c in
                _ = try self.declaringBlock(c, try c.string(1))
                return 0
            }),
            ("randomize", { [unowned self] c in
                let block = try self.declaringBlock(c, "randomize")
                // busted: randomize() or randomize(true) turns it on, randomize(false) off; a
                // number among the first two arguments is the seed
                let on = c.count == 0 || c.truthy(1)
                let seed = c.type(1) == .number ? try c.integer(1) : c.type(2) == .number ? try c.integer(2) : nil
                block.randomSeed = on ? (seed ?? self.defaultSeed) : nil
                block.keepsOrder = !on
                return 0
            }),
            ("hook", { [unowned self] c in
                let block = try self.declaringBlock(c, try c.string(3))
                guard let kind = HookKind(rawValue: try c.string(1)) else { throw c.error("unknown hook") }
                let (word, raw) = c.type(4) == .string ? try c.stringKeepingBytes(4) : (try c.string(3), nil)   // its name, if given
                let (source, line) = self.place(of: c)
                block.hooks[kind, default: []].append(Hook(kind: kind, word: word, body: try c.function(2), line: line,
                                                           source: source, rawWord: raw))
                block.declarations.append(false)
                if self.recordsSortKeys { block.sortKeys.append(Self.sortKey(c, 5)) }
                return 0
            }),
            ("shareEngine", { [unowned self] c in
                let block = try self.declaringBlock(c, "shared_engine")
                guard block !== self.root else { throw c.error("shared_engine() belongs inside a describe block") }
                block.sharesEngine = true
                return 0
            }),
            // once, at the DSL's start: the spec file's _ENV, the file's scope, the tests' scope
            ("scopes", { [unowned self] c in
                self.globals = c.reference(1)
                self.root.scope = c.reference(2)
                self.testScope = c.reference(3)
                return 0
            }),
            ("finally", { [unowned self] c in
                guard let context = self.context else { throw c.error("finally() belongs inside a running test") }
                // busted's `finally = fn`, run only if true: a nil or false given later
                // leaves no finally to run
                context.finally = c.truthy(1) ? try c.function(1) : nil
                return 0
            }),
        ]
    }

    /// The block a declaration goes into; busted's "not supported inside current context
    /// block" when a test or hook is running, in busted's words (suites compare them:
    /// busted's own core_spec.lua).
    private func declaringBlock(_ c: LuaCall, _ what: String) throws -> SpecBlock {
        guard let declaring else {
            if helperRuns { throw Self.inHelper(c, what) }
            throw c.error("'\(what)' not supported inside current context block")
        }
        return declaring
    }

    /// A declaration in `--helper`: busted's helper runs before any spec file, where the word
    /// is nil ("attempt to call a nil value (global 'describe')"), and the run stops.
    private static func inHelper(_ c: LuaCall, _ what: String) -> LuaRaise {
        c.error("'\(what)' is not defined in a --helper: it runs before the spec files, which declare the tests")
    }

    /// The line of the spec calling a host function (the preludes' frames are skipped).
    static func line(_ c: LuaCall) -> Int {
        let place = c.callerLocation()
        guard let colon = place.lastIndex(of: ":") else { return 0 }
        return Int(place[place.index(after: colon)...]) ?? 0
    }

    /// Where a declaration was called: its line, and its chunk when that is not the spec
    /// file's own (a `load`ed chunk's `[string "…"]`, a module's path), which busted names
    /// the test by.
    func place(of c: LuaCall) -> (source: String?, line: Int) {
        let place = c.callerLocation()
        guard let colon = place.lastIndex(of: ":") else { return (nil, 0) }
        let source = String(place[..<colon])
        return (source == ownSource ? nil : source, Int(place[place.index(after: colon)...]) ?? 0)
    }

    /// A file's chunk as Lua's places name it (luaO_chunkid's `short_src` of "@path"): the
    /// path, or past 59 bytes "..." and its last 56 — decoded, as `callerLocation` reads it.
    static func shortSource(ofFile path: String) -> String {
        String(decoding: shortSourceBytes(ofFile: path), as: UTF8.self)
    }

    /// ``shortSource(ofFile:)``'s bytes: Lua cuts bytes, inside a character too, and busted
    /// writes the cut as it is (decoded, its first bytes read U+FFFD).
    static func shortSourceBytes(ofFile path: String) -> [UInt8] {
        let bytes = Array(path.utf8)
        return bytes.count <= 59 ? bytes : Array("...".utf8) + bytes.suffix(56)
    }

    /// Where a declaration was called as busted's `--list` names it: `file:line`, or nil in
    /// a file's main chunk (busted's trace of it is the main chunk's, whose place it omits).
    static func place(_ c: LuaCall) -> String? {
        c.callerIsMainChunk ? nil : c.callerLocation()
    }
}
