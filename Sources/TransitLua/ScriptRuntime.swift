import Lua

/// One script's world on the Lua side: a state with the sandbox and limits applied (unless
/// `--unsafe`), `print` routed to the host, warnings to one channel, and `require` over the
/// search path. Later layers (the engine bindings) install their globals onto it.
public final class ScriptRuntime {
    public struct Options: Sendable {
        public var sandboxed = true
        public var limits = LuaLimits.sandbox
        public var seed: Int = 0
        public var searchPath = SearchPath.standard()

        public init() {}

        /// `--unsafe`: the stock libraries and no limits.
        public static var unsafe: Options {
            var o = Options()
            o.sandboxed = false
            o.limits = .none
            return o
        }
    }

    public let lua: LuaState
    public let options: Options
    /// Where `print` writes, one line per call.
    public var output: (String) -> Void = { print($0) }
    /// Where warnings go: Lua's `warn`, errors in `__gc`, and the engine's.
    public var warnings: (String) -> Void = { _ in }
    /// The virtual clock the sandbox's `os.time`/`os.clock` read (seconds).
    public var now: () -> Double = { 0 }

    /// With `applyLimits: false` the caller installs more first (the engine's bindings: set-up
    /// runs unlimited) and then calls `lua.apply(options.limits)`.
    public init(options: Options = Options(), applyLimits: Bool = true) throws(LuaError) {
        self.options = options
        lua = try LuaState(limits: .none)
        lua.onWarning = { [unowned self] in self.warnings($0) }
        try installCommon()
        if options.sandboxed { try installRestricted() } else { try installStockPath() }
        if applyLimits { lua.apply(options.limits) }
    }

    /// Finalizers run at close may print: close the state while `self` can still take it.
    deinit { lua.close() }

    // MARK: Running

    /// Runs a script file. The chunk is named by its display path, so errors read
    /// `scripts/examples/hello.lua:3: …`.
    public func runFile(_ path: String) throws(LuaError) {
        let (text, problem) = FileText.read(path)
        guard let source = text else {
            throw LuaError(kind: .file, message: "cannot open \(path): \(problem ?? "unreadable")")
        }
        try run(source, chunkName: "@" + ScriptRuntime.displayName(path))
    }

    /// Runs a chunk of source text.
    public func run(_ source: String, chunkName: String) throws(LuaError) {
        lua.startClock()
        try lua.run(ScriptRuntime.strippingShebang(source), chunkName: chunkName)
    }

    /// A path as messages show it: relative to the source tree's root when under it.
    public static func displayName(_ path: String) -> String {
        let root = SearchPath.packageRoot(of: #filePath)
        if !root.isEmpty && path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }

    /// lua.c skips a first line starting with '#'; so do we (keeping line numbers).
    static func strippingShebang(_ source: String) -> String {
        source.hasPrefix("#") ? "--" + source : source
    }

    // MARK: Set-up

    private func installCommon() throws(LuaError) {
        try lua.load(Sandbox.common, chunkName: "=(transit sandbox)")
        lua.push { [unowned self] call in
            self.lua.drainWarnings()             // a warning raised earlier prints first
            self.output(try call.string(1))
            return 0
        }
        lua.push(Int64(options.seed))
        try lua.call(arguments: 2, results: 0)
    }

    private func installRestricted() throws(LuaError) {
        try lua.load(Sandbox.restricted, chunkName: "=(transit sandbox)")
        let path = options.searchPath
        lua.push { call in
            let name = try call.name(1)
            let (found, tried) = path.find(module: name)
            guard let file = found, let text = FileText.read(file).text else {
                call.pushNil()
                call.push("module '\(name)' not found:" + tried.map { "\n\tno file '\($0)'" }.joined())
                return 2
            }
            call.push(ScriptRuntime.strippingShebang(text))
            call.push("@" + ScriptRuntime.displayName(file))
            return 2
        }
        lua.push { [unowned self] call in
            call.push(self.now())
            return 1
        }
        lua.pushSandboxFunctions()
        try lua.call(arguments: 3, results: 0)
        lua.installSafeRep()
        lua.installSafeConcat()
        lua.installSafePatterns()
    }

    /// `--unsafe`: stock `require`, with our search path in front of `package.path`.
    private func installStockPath() throws(LuaError) {
        let templates = options.searchPath.templates.joined(separator: ";")
        try lua.run("package.path = ... .. ';' .. package.path", chunkName: "=(transit path)", arguments: [.string(templates)])
    }
}
