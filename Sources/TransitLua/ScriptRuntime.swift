import Lua
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One script's Lua runtime: a state with the sandbox and limits applied (unless
/// `--unsafe`), `print` routed to the host, warnings to one channel, and `require` over the
/// search path. Later layers (the engine bindings) install their globals onto it.
public final class ScriptRuntime {
    public struct Options: Sendable {
        public var sandboxed = true
        public var limits = LuaLimits.sandbox
        public var seed: Int = 0
        /// Whether `math.random` is seeded with `seed`. The sandbox always is (runs repeat
        /// exactly); `--unsafe` keeps Lua's own random seed unless `--seed` is given.
        public var seedsRandom = true
        /// The state as `lua5.4` makes it (`transit run --unsafe`): Lua's own C `print`,
        /// writing to C's stdout, and Lua's own warnings (off until `warn("@on")`, written to
        /// stderr as `Lua warning: …`). Off, `print` and warnings go through the host, which
        /// the test runner, the REPL and renders need to capture them.
        public var stockOutput = false
        public var searchPath = SearchPath.standard()
        /// The sandbox's system Lua tree (SearchPath+System.swift): templates searched after
        /// the script's folder and busted's `lpath`, before the project root, as stock's
        /// `package.path` places them. nil: the absolute templates of the state's stock
        /// `package.path`, as `lua5.4` has it (`LUA_PATH_5_4` or `LUA_PATH` honoured, as
        /// there). A test passes its own tree; `[]` searches none.
        public var systemPath: [String]?
        /// `--unsafe`: C module templates (';'-separated) put in front of stock's
        /// `package.cpath`, as busted's `--cpath` puts them (`transit test` gives busted's
        /// default, ``SearchPath/bustedCSource``). The sandbox loads no C module.
        public var cpathPrefix: String?
        /// The script (a file, or standard input) is called from a C function, as lua.c calls
        /// it from `pmain`: its traceback ends in `[C]: in ?` and nested pcalls meet "C stack
        /// overflow" at lua5.4's depth. `transit run` sets it: it is lua5.4's command line.
        public var runsInMainFrame = false

        public init() {}

        /// `--unsafe`: the stock libraries and no limits.
        public static var unsafe: Options {
            var o = Options()
            o.sandboxed = false
            o.limits = .none
            o.seedsRandom = false
            return o
        }
    }

    public let lua: LuaState
    public let options: Options
    /// Where `print` writes, one line per call, as the bytes Lua printed (a Lua string is
    /// bytes: `print(string.char(225))` writes the one byte E1). Unused with `stockOutput`.
    /// Setting it sends the pieces below to it as lines too, unless `printedPiece` is set again.
    public var printed: ([UInt8]) -> Void = { ScriptRuntime.writeLine($0) } {
        didSet { printedPiece = nil }
    }
    /// Where a piece of a line goes when the script flushes it unfinished — `io.write("50%")`
    /// then `io.flush()`, or the script's end — as it is, with no newline, as stock Lua's C
    /// library writes its buffer (`transit run`: standard output). nil: to `printed`, as a line
    /// (hosts that keep lines: specs, the REPL).
    public var printedPiece: (([UInt8]) -> Void)? = { ScriptRuntime.writeBytes($0) }
    /// `printed` as text, for hosts that only show or compare text (bytes that are not UTF-8
    /// become U+FFFD here).
    public var output: (String) -> Void {
        get { { [printed] in printed(Array($0.utf8)) } }
        set { printed = { newValue(String(decoding: $0, as: UTF8.self)) } }
    }
    /// Set when `io.write` leaves a line open (no newline yet); a host that sends it on where
    /// an entry ends (`io.stdout:flush()`: a spec's test) clears it, and calls in only when set.
    public var lineOpened = false
    /// Where warnings go: Lua's `warn`, errors in `__gc`, and the engine's.
    public var warnings: (String) -> Void = { _ in }
    /// Where a script's own `warn` goes instead, when set: `transit test` shows it in the
    /// test's output instead of failing on it (as under busted, where warnings are off, a
    /// library's deprecation warning fails no test). An error in a finalizer is no script
    /// warning: it goes to `warnings`, worded as every other, its place first.
    public var luaWarnings: ((String) -> Void)?
    /// Where an error in a finalizer goes instead of `warnings`, when set: `transit test`
    /// reports one even beside its test's own failure (a callback's error is never lost).
    public var finalizerErrors: ((String) -> Void)?

    private func finalizerFailed(_ error: FinalizerError) {
        let text = Self.finalizerError(error)
        if let finalizerErrors { finalizerErrors(text) } else { warnings(text) }
    }

    /// Lua's `error in __gc (f.lua:2: boom)` as `f.lua:2: error in __gc: boom`: the place first,
    /// as the engine's warnings and errors have it, so reports read it as the place (a CI
    /// annotation took `error in __gc (f.lua` for the file). One without a place stays as Lua
    /// words it.
    static func finalizerError(_ error: FinalizerError) -> String {
        if case .raised(let place, let message) = error, !place.isEmpty { return "\(place): error in __gc: \(message)" }
        return error.luaText
    }

    /// The virtual clock the sandbox's `os.time`/`os.clock` read (seconds).
    public var now: () -> Double = { 0 }

    /// What `require` searches, set by the installs below: the sandbox's search path with the
    /// system's Lua tree (its `system`), or with `--unsafe` only the system's templates of
    /// stock's `package.path` (stock `require` searches `package.path` itself).
    /// ``findsProjectModule(_:packagePath:)`` reads it.
    var moduleSearch = SearchPath(templates: [])

    /// With `applyLimits: false` the caller installs more first (the engine's bindings: set-up
    /// runs unlimited) and then calls ``setUpDone()``. A `side` runtime runs something beside
    /// the script, before it (a config, a pattern): it leaves the start arena to the script's
    /// (``LuaState/useStartArena(bytes:)``).
    public init(options: Options = Options(), applyLimits: Bool = true, side: Bool = false) throws(LuaError) {
        self.options = options
        lua = try LuaState(limits: .none, side: side)
        lua.onWarning = { [unowned self] in if let lua = self.luaWarnings { lua($0) } else { self.warnings($0) } }
        lua.onFinalizerError = { [unowned self] in self.finalizerFailed($0) }
        if options.stockOutput { lua.useStockWarnings() }
        try installCommon()
        if options.sandboxed { try installRestricted() } else { try installStockPath() }
        if applyLimits { setUpDone() }
    }

    /// The state is built (an engine's bindings too): the limits start, and with `--unsafe`
    /// the collector turns generational, as lua.c's `pmain` turns it once the libraries are
    /// open — here too after the set-up, whose growing heap would leave the first
    /// collections "bad" ones, answering `collectgarbage("step")` otherwise than lua5.4.
    public func setUpDone() {
        if !options.sandboxed { lua.useGenerationalCollector() }
        lua.apply(options.limits)
    }

    /// A runtime over the host's own Lua state (`require "transit"` from stock Lua:
    /// LoadedModule.swift): none of the set-up above — the host's `print`, `require`,
    /// warnings, random seed and libraries stay as they are, with no sandbox and no limits.
    public init(borrowing host: OpaquePointer) throws(LuaError) {
        var borrowed = Options.unsafe
        borrowed.stockOutput = true
        options = borrowed
        lua = try LuaState(borrowing: host)
        lua.onWarning = { [unowned self] in if let lua = self.luaWarnings { lua($0) } else { self.warnings($0) } }
        lua.onFinalizerError = { [unowned self] in self.finalizerFailed($0) }
    }

    /// A Lua source file's bytes: a regular file, and only as large as the memory limit leaves
    /// room for (the file is read outside Lua's count: a 300 MB script under `--memory 64`
    /// reached 554 MB), or nil and why. Scripts, modules and the REPL's `.load` read here.
    public func readSource(_ path: String, confinedTo folder: String? = nil) -> (bytes: [UInt8]?, error: String?) {
        Self.noteRead(path)                  // for --watch (ScriptRuntime+ReadFiles.swift)
        return FileText.readBytes(path, limit: lua.hostPushRoom, confinedTo: folder)
    }

    /// Standard input to its end (`transit run -`), bounded as `readSource` bounds a file:
    /// read a chunk at a time and refused once past the room the memory limit leaves, never
    /// buffered whole first (`yes | transit run -` grew to gigabytes), or nil and why.
    public func readStandardInput() -> (bytes: [UInt8]?, error: String?) {
        FileText.readAll(0, limit: lua.hostPushRoom)
    }

    /// A pipe or device named as the script (`transit run <(…)`), bounded as standard input.
    public func readStream(_ path: String) -> (bytes: [UInt8]?, error: String?) {
        FileText.readStream(path, limit: lua.hostPushRoom)
    }

    /// The chunk names of the files the host loaded (scripts, specs, modules, `loadfile`'s):
    /// the only chunks whose folder `require` searches as `$SCRIPT_DIR`.
    private(set) var loadedChunks: Set<String> = []

    /// Records `name` as the chunk name of a file the host read, and returns it.
    public func loadedChunk(_ name: String) -> String {
        loadedChunks.insert(name)
        return name
    }

    /// The chunk names of the files the host ran (``runFile(_:arguments:environment:named:searchingItsFolder:)``:
    /// a script, a spec), not the modules they required: under
    /// ``SearchPath/scriptFolderOfFilesRunOnly`` the only chunks whose folder is searched.
    private(set) var filesRun: Set<String> = []

    /// PATH_MAX: a longer name cannot name a file on the search path.
    static let longestModuleName = 4096

    // MARK: Running

    /// Runs a script file. The chunk is named by its display path, so errors read
    /// `scripts/examples/hello.lua:3: …`.
    /// The file is read as bytes (Lua source is bytes, not UTF-8 text); `arguments` are the
    /// chunk's `...`, as `lua.c` passes a script's arguments. `--unsafe` also loads
    /// precompiled files, as `lua5.4` does. The arguments are bytes, as lua.c's `argv`: a
    /// command line's words need not be UTF-8.
    /// `environment`, when given, is the chunk's `_ENV` instead of the globals (a spec's
    /// block environments). `named` names the chunk instead of the path (a file read from an
    /// absolute path, shown as the user named it). `searchingItsFolder` false: under
    /// ``SearchPath/scriptFolderOfFilesRunOnly`` its `require`s do not search its folder
    /// either (a spec file's `--helper` and `.busted`: only the spec's own `require`s do).
    /// `inMainFrame`, when given, says whether the chunk runs under a C function, as lua.c's
    /// pmain (``Options/runsInMainFrame`` when not): a spec file does, as busted's run under
    /// its xpcall, so a traceback taken in it has a line below `in main chunk`. `resultsTo`,
    /// when given, is called with the chunk's results (``LuaState/run(bytes:chunkName:arguments:byteStrings:binary:environment:inMainFrame:resultsTo:)``).
    public func runFile(_ path: String, arguments: [[UInt8]] = [], environment: LuaRef? = nil,
                        named: String? = nil, searchingItsFolder: Bool = true, inMainFrame: Bool? = nil,
                        resultsTo receiver: LuaRef? = nil) throws(LuaError) {
        let (data, problem) = readSource(path)
        guard let source = data else {
            let why = FileText.undecodableName(path) ?? problem ?? "unreadable"
            throw LuaError(kind: .file, message: "cannot open \(named ?? path): \(why)")
        }
        let shown = named ?? ScriptRuntime.displayName(path)
        if options.sandboxed, let refusal = ScriptRuntime.binaryChunkRefusal(source, shown: shown) {
            throw LuaError(kind: .syntax, message: refusal)
        }
        lua.startClock()
        _ = try lua.atTopLevel { () throws(LuaError) in
            // a precompiled chunk (--unsafe) loads from its signature on, as luaL_loadfilex
            // loads it: a `#!` line before it, made a comment, would turn it into text
            let chunk = ScriptRuntime.binaryChunkStart(source).map { Array(source[$0...]) } ?? ScriptRuntime.strippingShebang(source)
            let name = loadedChunk("@" + shown)
            if searchingItsFolder { filesRun.insert(name) }
            _ = try lua.run(bytes: chunk, chunkName: name,
                            byteStrings: arguments, binary: !options.sandboxed, environment: environment,
                            inMainFrame: inMainFrame ?? options.runsInMainFrame, resultsTo: receiver)
        }
    }

    /// Why a script file's bytes cannot run in the sandbox, naming the file: a precompiled
    /// chunk (`luac5.4 -o x.luac`), told by the first byte of Lua's signature as `lua_load`
    /// tells it. Lua's own refusal names no file (`attempt to load a binary chunk (mode is
    /// 't')`, which `transit run x.luac` printed alone), and the REPL, which prefixes a
    /// file's first line, read one as text (`unexpected symbol near '<\27>'`).
    /// Found where `luaL_loadfilex` looks — after a UTF-8 byte-order mark and a first line
    /// starting with `#`, which it skips — and named at the line it starts on.
    /// `why`: the refusal's reason, the sandbox's unless given (the REPL's holds under
    /// `--unsafe` too).
    public static func binaryChunkRefusal(_ source: [UInt8], shown: String,
                                          why: String = "a precompiled chunk can corrupt memory, so the sandbox runs "
                                              + "Lua source only (--unsafe runs it, as lua5.4 does)") -> String? {
        guard let start = binaryChunkStart(source) else { return nil }
        let line = source[..<start].contains(0x0A) ? 2 : 1
        return "\(shown):\(line): attempt to load a binary chunk (mode is 't'): " + why
    }

    /// Whether the script file at `path` would not compile as ``runFile(_:arguments:environment:named:)``
    /// loads it — a syntax error, or sandboxed a precompiled chunk — told in `lua` (a side
    /// state; nothing runs, nothing stays in it). A file that cannot be read, or is too large
    /// to compile within `lua`'s limit, is not one: its run says why.
    public static func doesNotCompile(_ path: String, sandboxed: Bool, in lua: LuaState) -> Bool {
        guard let source = FileText.readBytes(path, limit: lua.hostPushRoom).bytes else { return false }
        if binaryChunkStart(source) != nil { return sandboxed }
        return lua.syntaxError(in: strippingShebang(source), chunkName: "=check")?.kind == .syntax
    }

    /// Where a precompiled chunk starts in a script file's bytes, as `luaL_loadfilex` finds
    /// one: past a UTF-8 byte-order mark and a first line starting with `#` (a `#!` line before
    /// `luac`'s output), the first byte of Lua's signature (`LUA_SIGNATURE[0]`); nil for text.
    static func binaryChunkStart(_ source: [UInt8]) -> Int? {
        var i = byteOrderMarkLength(source)
        if i < source.count, source[i] == UInt8(ascii: "#") {
            guard let newline = source[i...].firstIndex(of: 0x0A) else { return nil }
            i = newline + 1
        }
        return i < source.count && source[i] == 0x1B ? i : nil
    }

    /// Runs a chunk of source text.
    public func run(_ source: String, chunkName: String) throws(LuaError) {
        try run(bytes: Array(source.utf8), chunkName: chunkName)
    }

    /// Runs a chunk of source bytes (a REPL line, a file read elsewhere: `transit run -`'s
    /// standard input, whose `arguments` are its `...` as a file's are).
    public func run(bytes source: [UInt8], chunkName: String, arguments: [[UInt8]] = []) throws(LuaError) {
        lua.startClock()
        _ = try lua.atTopLevel { () throws(LuaError) in
            try lua.run(bytes: ScriptRuntime.strippingShebang(source), chunkName: chunkName,
                        byteStrings: arguments, inMainFrame: options.runsInMainFrame)
        }
    }

    /// `lua.c`'s global `arg` (`--unsafe` only: the sandbox's globals are fixed): the script
    /// at 0, its arguments at 1…n, and what came before the script (the interpreter and its
    /// options) at negative indices, the interpreter first. The script's arguments are bytes,
    /// as lua.c's `argv`.
    public func setArgumentTable(interpreter: [String], script: String, arguments: [[UInt8]]) throws(LuaError) {
        let words = (interpreter + [script]).map { Array($0.utf8) } + arguments
        try lua.setArgumentTable(words, before: interpreter.count)
    }

    /// A path as messages show it: relative to the source tree's root when under it, else as
    /// given — a leading `./` kept, as lua5.4 and busted name chunks (`lua5.4 ./e.lua` errors
    /// at `./e.lua:1:`, a module found by `./?.lua` is `./m.lua`).
    public static func displayName(_ path: String) -> String {
        let root = sourceRoot
        if !root.isEmpty && path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        return path
    }

    /// The source tree's root, found once: splitting and joining the path cost 110 k
    /// instructions, and `transit test` names every spec file and module it loads.
    private static let sourceRoot = SearchPath.packageRoot(of: #filePath)

    /// lua.c skips a first line starting with '#'; so do we (keeping line numbers).
    static func strippingShebang(_ source: String) -> String {
        source.hasPrefix("#") ? "--" + source : source
    }

    /// The same on bytes; and a UTF-8 byte-order mark before it is skipped, as
    /// `luaL_loadfilex` skips it.
    static func strippingShebang(_ source: [UInt8]) -> [UInt8] {
        var bytes = Array(source.dropFirst(byteOrderMarkLength(source)))
        if bytes.first == UInt8(ascii: "#") { bytes.insert(contentsOf: [0x2D, 0x2D], at: 0) }   // "--"
        return bytes
    }

    /// The bytes of a UTF-8 byte-order mark at the start (3), which `luaL_loadfilex` skips, or 0.
    static func byteOrderMarkLength(_ source: [UInt8]) -> Int {
        source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Whether standard output's last bytes were a piece of a line the script flushed (no
    /// newline yet): the script's next line goes on after it, as stock Lua's would.
    nonisolated(unsafe) static var pieceOpen = false

    /// Ends the open piece of a line before the host prints a line of its own (a timeline
    /// event, a trace frame), which would otherwise run on after the script's piece.
    public static func endOpenPiece() {
        if pieceOpen { writeBytes([0x0A]) }
    }

    /// A printed line on standard output: C's stdout buffer is flushed first, so the line
    /// stays in order with Swift's `print` (the timeline) and stock `print`, which share it.
    public static func writeLine(_ bytes: [UInt8]) {
        guard bytes.count >= 1 << 16 else { return writeBytes(bytes + [0x0A]) }
        writeBytes(bytes)                    // a long line is not copied to add its newline
        writeBytes([0x0A])
    }

    /// Bytes on standard output as they are (C's stdout buffer flushed first, as `writeLine`).
    public static func writeBytes(_ bytes: [UInt8]) {
        if let last = bytes.last { pieceOpen = last != 0x0A }
        fflush(nil)
        bytes.withUnsafeBytes { StandardOutput.write($0) }
    }

    // MARK: Set-up

    private func installCommon() throws(LuaError) {
        // first: print and every prelude capture the tostring they find
        if options.sandboxed {
            lua.installDeterministicToString()
            lua.installDeterministicRandomSeed()
        }
        if !options.stockOutput {
            try lua.load(prelude: Sandbox.common)
            lua.push { [unowned self] call in
                self.lua.drainWarnings()         // a warning raised earlier prints first
                self.printed(try call.bytes(1))
                return 0
            }
            lua.push(Int64(options.seed))
            try lua.call(arguments: 2, results: 0)
        }
        // Lua's own seed is random (luaopen_math); `math.randomseed()` draws a new one
        let seeding = options.stockOutput ? (options.seedsRandom ? "math.randomseed(...)" : "")
                                          : (options.seedsRandom ? "" : "math.randomseed()")
        if !seeding.isEmpty {
            try lua.run(seeding, chunkName: "=(transit seed)", arguments: [.integer(Int64(options.seed))])
        }
    }

    private func installRestricted() throws(LuaError) {
        var system = options.systemPath ?? []
        if options.systemPath == nil { system = try stockSystemTemplates() }
        try lua.load(prelude: Sandbox.restricted)
        let path = options.searchPath.addingSystem(system)
        moduleSearch = path
        lua.push { [unowned self] call in
            let name = try call.string(1)
            if name.utf8.contains(0) {                 // false: an argument error, not a search
                call.push(false)
                call.push("bad argument #1 to 'require' (module name contains a NUL byte)")
                return 2
            }
            if name.utf8.count > ScriptRuntime.longestModuleName {   // no file has such a path
                call.push(false)
                call.push("bad argument #1 to 'require' (module name of \(name.utf8.count) bytes; at most \(ScriptRuntime.longestModuleName))")
                return 2
            }
            // the caller's folder only for a chunk the host loaded from a file: any script can
            // name a chunk `load(code, "@/anywhere/x.lua")`, which would point the search there
            let caller = call.isNoneOrNil(2) ? nil : try call.string(2)
            let folderOf = caller.flatMap { chunk in
                self.loadedChunks.contains(chunk)
                    && (!self.options.searchPath.scriptFolderOfFilesRunOnly || self.filesRun.contains(chunk)) ? chunk : nil
            }
            let given = call.isNoneOrNil(3) ? nil : try call.string(3)
            let search: SearchPath
            switch path.honouring(packagePath: given) {
            case .success(let chosen): search = chosen
            case .failure(let refused):
                call.push(false)
                call.push(refused.message)
                return 2
            }
            let (found, root, tried, escaping, isSystem) = search.find(module: name, from: folderOf, confined: true)
            guard let file = found else {
                call.pushNil()
                call.push("module '\(name)' not found:" + tried.map { file in
                    guard escaping.contains(file) else { return "\n\tno file '\(file)'" }
                    // a host's template (TRANSIT_PATH) may hold a `..` after its `?`
                    let way = file.split(separator: "/").contains("..") ? "its '..' leads out of its search folder"
                        : SearchPath.goesThroughLink(file) ? "a link out of its search folder"
                        : "it lies outside its search folder"
                    return "\n\tnot the file '\(file)' (\(way): the sandbox's require reads files under the search path's folders only)"
                }.joined())
                return 2
            }
            // the source goes into Lua from inside this host call: it must fit what the
            // memory limit leaves (a file may be /dev/zero, or larger than the limit)
            let (bytes, problem) = self.readSource(file, confinedTo: root)
            guard let text = bytes else {
                call.push(false)
                call.push("error loading module '\(name)' from file '\(ScriptRuntime.displayName(file))': \(problem ?? "unreadable")")
                return 2
            }
            call.push(bytes: ScriptRuntime.strippingShebang(text))
            // a system module's own requires search as stock's do: not its folder first
            let chunk = "@" + ScriptRuntime.displayName(file)
            call.push(isSystem ? chunk : self.loadedChunk(chunk))
            return 2
        }
        lua.push { [unowned self] call in
            call.push(self.now())
            return 1
        }
        lua.pushSandboxFunctions()
        lua.push { [unowned self] call in try self.readProjectFile(call) }
        lua.push(.string(path.packagePath))   // package.path: what `honouring` takes as unchanged
        try lua.call(arguments: 5, results: 0)
        // io: the standard files and files in memory, writing where print writes
        let io = EmbeddedLua.sandboxIo
        try lua.load(prelude: io)
        lua.pushSandboxFunctions()
        // a whole line, its bytes as they are (sandbox_common's print would ask a __tostring
        // on the strings' metatable of the line that io's print and io.write made)
        lua.push { [unowned self] call in
            let bytes = try call.bytes(1)
            self.lua.drainWarnings()             // as print: a warning raised earlier first
            self.printed(bytes)
            return 0
        }
        lua.push { [unowned self] call in
            let bytes = try call.bytes(1)
            self.lua.drainWarnings()             // as print: a warning raised earlier first
            if let piece = self.printedPiece { piece(bytes) } else { self.printed(bytes) }
            return 0
        }
        lua.push { [unowned self] _ in
            self.lineOpened = true
            return 0
        }
        try lua.call(arguments: 4, results: 0)
        lua.installSafeRep()
        lua.installSafeConcat()
        lua.installSafePatterns()
    }

    /// The system templates of stock's `package.path` in this state, read before the sandbox
    /// replaces `package`.
    private func stockSystemTemplates() throws(LuaError) -> [String] {
        guard case .string(let stock)? = try lua.run("return package.path", chunkName: "=(transit path)").first else { return [] }
        return SearchPath.systemTemplates(ofStockPath: stock)
    }

    /// `--unsafe`: stock `require`, with our search path in front of `package.path` — for a
    /// spec, busted's `lpath` in front and the rest after it (``SearchPath/bustedLPathCount``):
    /// busted finds the system's copy of a module before the project's (`./?.lua` ends stock's
    /// path), and no `scripts/` folder: a project's `./twin.lua` shadowed the tree's here.
    private func installStockPath() throws(LuaError) {
        let all = options.searchPath.templates
        let front = all.prefix(options.searchPath.bustedLPathCount ?? all.count)
        // stock require cannot know its caller: the script's own folder is left out
        let back = all.dropFirst(front.count).filter { !$0.contains(SearchPath.scriptFolder) }
        moduleSearch = SearchPath(templates: [], system: try stockSystemTemplates())
        try lua.run("""
            local front, back = ...
            local parts, stock = {}, ";" .. package.path .. ";"
            if front ~= "" then parts[1] = front end
            parts[#parts + 1] = package.path
            for t in back:gmatch("[^;]+") do
              if not stock:find(";" .. t .. ";", 1, true) then parts[#parts + 1] = t end
            end
            package.path = table.concat(parts, ";")
            """, chunkName: "=(transit path)",
            arguments: [.string(front.filter { !$0.contains(SearchPath.scriptFolder) }.joined(separator: ";")),
                        .string(back.joined(separator: ";"))])
        if let cpath = options.cpathPrefix {
            // busted's runner.lua, which drops the empty template its default's ';' ends with
            try lua.run("package.cpath = (... .. ';' .. package.cpath):gsub(';;', ';')", chunkName: "=(transit path)",
                        arguments: [.string(cpath)])
        }
    }
}
