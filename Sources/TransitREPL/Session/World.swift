import Lua
import TransitCore
import TransitLua

/// One stage with the REPL's helpers (`ReplPrelude`) installed: what a session evaluates in.
/// Time travel and `.reload` swap the session's world for a fresh one rebuilt from its log.
final class World {
    let stage: Stage
    private let formatter: LuaRef
    private let writer: LuaRef
    private let completer: LuaRef
    private let sampler: LuaRef
    private let lastSetter: LuaRef

    var lua: LuaState { stage.lua }
    var engine: Engine { stage.engine }
    var clock: Clock { stage.engine.clock }

    init(options: ScriptRuntime.Options) throws(LuaError) {
        stage = try Stage(options: options)
        let t = stage.values
        let records = [t.point, t.size, t.rect, t.insets, t.transform, t.color]
            .map { ([$0.name] + $0.keys).joined(separator: " ") }
            .joined(separator: ";")
        let c = stage.lua.hostCall
        let base = c.top
        try stage.lua.load(ReplPrelude.source, chunkName: "=(transit repl)")
        stage.lua.push(records)
        try stage.lua.call(arguments: 1, results: 5)
        formatter = c.reference(base + 1)
        writer = c.reference(base + 2)
        completer = c.reference(base + 3)
        sampler = c.reference(base + 4)
        lastSetter = c.reference(base + 5)
        c.pop(5)
    }

    // MARK: Chunks

    /// Why `source` does not compile, or nil when it does (nothing runs).
    func syntaxError(in source: String, chunkName: String) -> LuaError? {
        do {
            try lua.load(source, chunkName: chunkName)
            lua.hostCall.pop()
            return nil
        } catch {
            return error
        }
    }

    /// Compiles and runs a chunk; its results, held as references.
    func run(_ source: String, chunkName: String) throws(LuaError) -> [LuaRef] {
        let c = lua.hostCall
        let base = c.top
        try lua.load(source, chunkName: chunkName)
        try lua.call(arguments: 0, results: -1)
        let results = c.top > base ? (base + 1 ... c.top).map { c.reference($0) } : []
        c.pop(c.top - base)
        return results
    }

    /// `_ = first`, as a chunk that returned values leaves it.
    func setLast(_ first: LuaRef) throws(LuaError) {
        _ = try text(of: lastSetter, [first])
    }

    // MARK: The prelude's helpers

    /// The values as the REPL prints them.
    func format(_ values: [LuaRef]) throws(LuaError) -> String {
        try text(of: formatter, values) ?? ""
    }

    /// The value as a spec can expect it, or nil (a function, a cycle).
    func observation(of value: LuaRef) throws(LuaError) -> SessionLog.Observed? {
        guard let marked = try text(of: writer, [value]), let mark = marked.first else { return nil }
        let text = String(marked.dropFirst())
        switch mark {
        case "~": return .close(text)
        case "=": return .exact(text)
        default: return .text(text)
        }
    }

    enum Members {
        /// A bound object: its class's names are in the binding tables.
        case object(className: String)
        case names([String])
    }

    /// What may follow `path` and `separator` ("." or ":"); nil when `path` is no such value.
    func members(of path: String, separator: Character, surface: String) throws(LuaError) -> Members? {
        var result: Members?
        try lua.callback(completer, arguments: { c in
            c.push(path); c.push(String(separator)); c.push(surface)
            return 3
        }, read: { c in
            switch c.type(-1) {
            case .userdata: result = .object(className: c.typeName(-1))
            case .string: result = .names((try? c.string(-1))?.split(separator: " ").map(String.init) ?? [])
            default: result = nil
            }
        })
        return result
    }

    /// A curve's values at t = 0, 1/n … 1.
    func samples(of curve: LuaRef, count n: Int) throws(LuaError) -> [Double] {
        var text: String?
        try lua.callback(sampler, arguments: { c in c.push(curve); c.push(n); return 2 },
                         read: { c in if c.type(-1) == .string { text = try? c.string(-1) } })
        return (text ?? "").split(separator: " ").compactMap { Double($0) }
    }

    /// Calls a helper and reads its one result as text (nil when it returned no string).
    private func text(of helper: LuaRef, _ arguments: [LuaRef]) throws(LuaError) -> String? {
        var result: String?
        try lua.callback(helper, arguments: { c in
            for value in arguments { c.push(value) }
            return Int32(arguments.count)
        }, read: { c in
            if c.type(-1) == .string { result = try? c.string(-1) }
        })
        return result
    }
}
