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
    private(set) var current: SpecBlock
    var isLoading = false
    var context: TestContext?
    var snapshots: SnapshotStore
    /// Warnings raised outside any test (while the file loads, or in a setup hook).
    var strayWarnings: [String] = []

    /// The DSL prelude's answers: the filter matcher, the reset between tests, the names.
    private(set) var matches: LuaRef!
    private(set) var between: LuaRef!
    private(set) var surface: LuaRef!

    init(stage: Stage, file: String, snapshots: SnapshotStore) throws(LuaError) {
        self.stage = stage
        self.snapshots = snapshots
        root = SpecBlock(name: file, line: 0, mode: .normal, parent: nil)
        current = root
        stage.runtime.output = { [unowned self] line in
            if let context = self.context {
                context.output.append(line)
                context.outputBytes += line.utf8.count + 16
            }
        }
        // captured output is the script's memory too: a test printing without bound meets
        // the memory limit, not the machine's
        let charged = stage.lua.hostMemory
        stage.lua.hostMemory = { [unowned self] in
            charged() + (self.context?.outputBytes ?? 0) + self.snapshots.heldBytes
        }
        stage.runtime.warnings = { [unowned self] text in
            if let context = self.context { context.warn(text) } else { self.strayWarnings.append(text) }
        }
        try install()
    }

    /// The preludes, in dependency order; each receives `host` and the `shared` table.
    static let preludes: [(name: String, source: String)] = [
        ("=(transit spec values)", ValuesPrelude.source),
        ("=(transit spec assert)", AssertPrelude.source),
        ("=(transit spec spy)", SpyPrelude.source),
        ("=(transit spec expect)", ExpectPrelude.source),
        ("=(transit spec)", DSLPrelude.source),
    ]

    private func install() throws(LuaError) {
        let lua = stage.lua
        let c = lua.hostCall
        c.newTable()                                               // host
        for (name, body) in declarations() + checks() + timeFunctions() {
            lua.push(body)
            c.setField(-2, name)
        }
        let host = c.reference(-1)
        c.pop()
        c.newTable()                                               // shared
        let shared = c.reference(-1)
        c.pop()
        for (index, prelude) in Self.preludes.enumerated() {
            let isLast = index == Self.preludes.count - 1
            try lua.load(prelude.source, chunkName: prelude.name)
            lua.push(host)
            lua.push(shared)
            try lua.call(arguments: 2, results: isLast ? 3 : 0)
        }
        surface = c.reference(-1); c.pop()
        between = c.reference(-1); c.pop()
        matches = c.reference(-1); c.pop()
    }

    // MARK: Declaring tests while the file loads

    private func declarations() -> [(String, HostFunction)] {
        [
            ("enter", { [unowned self] c in
                try self.requireLoading(c, "describe")
                let block = SpecBlock(name: try c.string(1), line: Self.line(c), mode: SpecBlock.Mode(rawValue: try c.string(2)) ?? .normal,
                                      parent: self.current)
                self.current.children.append(.block(block))
                self.current = block
                return 0
            }),
            ("leave", { [unowned self] c in
                if let text = try c.optionalString(1) {
                    let (message, traceback) = Self.splitTraceback(text)
                    self.current.loadError = (message, traceback)
                }
                self.current = self.current.parent ?? self.root
                return 0
            }),
            ("test", { [unowned self] c in
                try self.requireLoading(c, "it")
                let mode = SpecTest.Mode(rawValue: try c.string(3)) ?? .normal
                let test = SpecTest(name: try c.string(1), line: Self.line(c), mode: mode,
                                    body: try c.optionalFunction(2), block: self.current)
                self.current.children.append(.test(test))
                return 0
            }),
            ("pending", { [unowned self] c in
                let reason = try c.string(1)
                if let context = self.context {
                    context.pendingReason = reason
                    throw c.error("pending: " + reason)
                }
                try self.requireLoading(c, "pending")
                self.current.children.append(.test(SpecTest(name: reason, line: Self.line(c), mode: .pending,
                                                            body: nil, block: self.current)))
                return 0
            }),
            ("hook", { [unowned self] c in
                try self.requireLoading(c, try c.string(1))
                guard let kind = HookKind(rawValue: try c.string(1)) else { throw c.error("unknown hook") }
                self.current.hooks[kind, default: []].append(Hook(kind: kind, body: try c.function(2), line: Self.line(c)))
                return 0
            }),
            ("shareEngine", { [unowned self] c in
                try self.requireLoading(c, "shared_engine")
                guard self.current !== self.root else { throw c.error("shared_engine() belongs inside a describe block") }
                self.current.sharesEngine = true
                return 0
            }),
            ("finally", { [unowned self] c in
                guard let context = self.context else { throw c.error("finally() belongs inside a running test") }
                context.finallies.append(try c.function(1))
                return 0
            }),
        ]
    }

    private func requireLoading(_ c: LuaCall, _ what: String) throws {
        guard isLoading else {
            throw c.error("\(what)() declares tests: call it in the spec file or a describe body, not while tests run")
        }
    }

    /// The line of the spec calling a host function (the preludes' frames are skipped).
    static func line(_ c: LuaCall) -> Int {
        let place = c.callerLocation()
        guard let colon = place.lastIndex(of: ":") else { return 0 }
        return Int(place[place.index(after: colon)...]) ?? 0
    }

    /// `debug.traceback`'s "message\nstack traceback:\n…" split in two.
    static func splitTraceback(_ text: String) -> (String, String) {
        guard let range = text.firstRange(of: "\nstack traceback:") else { return (text, "") }
        return (String(text[..<range.lowerBound]), String(text[text.index(after: range.lowerBound)...]))
    }
}
