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
    private let firstResult: LuaRef
    /// Time travel into chunks' own clock moves, and the loaded files' locals.
    let travel: Travel

    var lua: LuaState { stage.lua }
    var engine: Engine { stage.engine }
    var clock: Clock { stage.engine.clock }

    init(options: ScriptRuntime.Options) throws(LuaError) {
        stage = try Stage(options: options)
        stage.timelineRetention = .window              // `.events` and `.explain` read the last events
        let t = stage.values
        let records = [t.point, t.size, t.rect, t.insets, t.transform, t.color]
            .map { ([$0.name] + $0.keys).joined(separator: " ") }
            .joined(separator: ";")
        let file = ReplPrelude.file
        let helpers = try stage.lua.runHelpers(
            file,
            arguments: [.value(.string(records)), .reference(try LuaSnippets.sortedKeysFunction(in: stage.lua))],
            names: ["collect", "format", "source", "complete", "samples", "first"])
        collector = helpers["collect"]!
        formatter = helpers["format"]!
        writer = helpers["source"]!
        completer = helpers["complete"]!
        sampler = helpers["samples"]!
        firstResult = helpers["first"]!
        // unowned: this holds both; a weak capture would slow every retain of the stage (Liveness.swift)
        travel = try Travel(lua: stage.lua, collector: collector) { [unowned stage] in stage.engine.clock.nextTimerTick }
    }

    /// The clock to `tick`: through the suspended chunks when there are (each resumed at
    /// the tick its advance was going to), else straight.
    func move(to tick: Int64) throws {
        if travel.nextTarget() != nil { try travel.move(to: tick) } else { try clock.run(until: tick) }
    }

    // MARK: Chunks

    /// Why `source` does not compile, or nil when it does (nothing runs).
    func syntaxError(in source: [UInt8], chunkName: String) -> LuaError? {
        lua.syntaxError(in: source, chunkName: chunkName)
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
        let packed = try lua.run(bytes: source, chunkName: chunkName, handingResultsTo: collector,
                                 after: [.value(.boolean(keepingLast))])
        guard case .integer(let count) = lua.rawField("n", of: packed) else { return Results(packed: packed, count: 0) }
        return Results(packed: packed, count: Int(count))          // table.pack's n
    }

    // MARK: The prelude's helpers

    /// The first result when it is a string, else nil.
    func firstString(of results: Results) throws(LuaError) -> String? {
        guard case .string(let text) = try lua.call(firstResult, [.reference(results.packed)]) else { return nil }
        return text
    }

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
        switch try lua.call(completer, [.value(.string(path)), .value(.string(String(separator))), .value(.string(surface))]) {
        case .string(let names): return .names(names.split(separator: " ").map(String.init))
        case .other(let type, _) where type != "table" && type != "function" && type != "thread": return .object(className: type)
        default: return nil
        }
    }

    /// The values at t = 0, 1/n … 1 of the curve that is the first result.
    enum CurveSamples: Equatable {
        case values([Double])
        /// The first result is nothing Lua can call: its type (`"nil"` for a name Easing lacks),
        /// or a host value's name (`"Window"`).
        case notACurve(type: String)
    }

    func samples(of curve: Results, count n: Int) throws(LuaError) -> CurveSamples {
        guard case .string(let text) = try lua.call(sampler, [.reference(curve.packed), .value(.integer(Int64(n)))]) else { return .values([]) }
        if text.first == "\0" { return .notACurve(type: String(text.dropFirst())) }
        return .values(text.split(separator: " ").compactMap { Double($0) })
    }

    /// Calls a helper with packed results and reads its one result as text (nil when it
    /// returned no string).
    private func text(of helper: LuaRef, _ packed: LuaRef) throws(LuaError) -> String? {
        guard case .string(let text) = try lua.call(helper, [.reference(packed)]) else { return nil }
        return text
    }
}
