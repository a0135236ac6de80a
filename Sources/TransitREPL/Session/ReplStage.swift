import Lua
import TransitCore
import TransitLua

/// One stage with the REPL's helpers (`ReplPrelude`) installed: what a session evaluates in.
/// Time travel and `.reload` swap the session's stage for a fresh one rebuilt from its log.
final class ReplStage {
    let stage: Stage
    private let collector: LuaRef
    private let formatter: LuaRef
    private let writer: LuaRef
    private let completer: LuaRef
    private let sampler: LuaRef

    var lua: LuaState { stage.lua }
    var engine: Engine { stage.engine }
    var clock: Clock { stage.engine.clock }

    init(options: ScriptRuntime.Options) throws(LuaError) {
        stage = try Stage(options: options)
        let t = stage.values
        let records = [t.point, t.size, t.rect, t.insets, t.transform, t.color]
            .map { ([$0.name] + $0.keys).joined(separator: " ") }
            .joined(separator: ";")
        let file = ReplPrelude.file
        let helpers = try stage.lua.runHelpers(
            file.source, chunkName: file.chunkName,
            arguments: [.value(.string(records)), .reference(try LuaSnippets.sortedKeysFunction(in: stage.lua))],
            names: ["collect", "format", "source", "complete", "samples"])
        collector = helpers["collect"]!
        formatter = helpers["format"]!
        writer = helpers["source"]!
        completer = helpers["complete"]!
        sampler = helpers["samples"]!
    }

    // MARK: Chunks

    /// Why `source` does not compile, or nil when it does (nothing runs).
    func syntaxError(in source: [UInt8], chunkName: String) -> LuaError? {
        do {
            try lua.load(bytes: source, chunkName: chunkName)
            lua.hostCall.pop()
            return nil
        } catch {
            return error
        }
    }

    /// What a chunk returned: one table holding the values (`count` of them).
    struct Results {
        let packed: LuaRef
        let count: Int
        var isEmpty: Bool { count == 0 }
    }

    /// Compiles and runs a chunk; with `keepingLast`, its first result becomes `_`. The chunk
    /// is called from here, as `lua.c` calls it (its traceback ends "in main chunk"); its
    /// results, however many, go straight to the prelude's `collect` to be packed.
    func run(_ source: String, chunkName: String, keepingLast: Bool = false) throws(LuaError) -> Results {
        try run(Array(source.utf8), chunkName: chunkName, keepingLast: keepingLast)
    }

    /// The same for a chunk's bytes (what was typed or piped: Lua source is bytes).
    func run(_ source: [UInt8], chunkName: String, keepingLast: Bool = false) throws(LuaError) -> Results {
        let c = lua.hostCall
        let base = c.top
        defer { c.pop(c.top - base) }
        lua.push(collector)                                        // +1 collect(keep, ...)
        lua.push(.boolean(keepingLast))                            // +1 keep
        try lua.load(bytes: source, chunkName: chunkName)          // +1 the chunk
        try lua.call(arguments: 0, results: -1)                    // -1 +n its results
        guard lua.reserveStack(20) else {                          // lua.c: "too many results to print"
            throw LuaError(kind: .memory, message: "too many results (\(c.top - base - 2))")
        }
        try lua.call(arguments: c.top - base - 1, results: 1)      // -(n+2) +1 the packed results
        let packed = c.reference(-1)
        c.field(-1, "n")                                           // +1 their count (table.pack's n)
        return Results(packed: packed, count: (try? c.integer(-1)) ?? 0)
    }

    // MARK: The prelude's helpers

    /// The results as the REPL prints them.
    func format(_ results: Results) throws(LuaError) -> String {
        try text(of: formatter, results.packed) ?? ""
    }

    /// The first result as a spec can expect it, or nil (a function, a cycle).
    func observation(of results: Results) throws(LuaError) -> SessionLog.Observed? {
        guard let marked = try text(of: writer, results.packed), let mark = marked.first else { return nil }
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

    /// The values at t = 0, 1/n … 1 of the curve that is the first result.
    func samples(of curve: Results, count n: Int) throws(LuaError) -> [Double] {
        var text: String?
        try lua.callback(sampler, arguments: { c in c.push(curve.packed); c.push(n); return 2 },
                         read: { c in if c.type(-1) == .string { text = try? c.string(-1) } })
        return (text ?? "").split(separator: " ").compactMap { Double($0) }
    }

    /// Calls a helper with packed results and reads its one result as text (nil when it
    /// returned no string).
    private func text(of helper: LuaRef, _ packed: LuaRef) throws(LuaError) -> String? {
        var result: String?
        try lua.callback(helper, arguments: { c in c.push(packed); return 1 }, read: { c in
            if c.type(-1) == .string { result = try? c.string(-1) }
        })
        return result
    }
}
