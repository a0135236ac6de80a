import Lua
import TransitCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Transit loaded as a Lua C module into a host's own state: `require "transit"` from stock
/// `lua5.4`, `lua5.4 -l transit`, or a spec run by busted. The host gets the globals a script
/// has under `transit run` (`View`, `clock` with the fake clock, `Easing`, …), installed into
/// its `_G` and also returned as a table, which adds `reset()` (a fresh engine: the window
/// empty, the clock at 0) and `settle()` (what `transit run` runs after each chunk: the
/// completions UIKit runs "on the next run-loop turn").
///
/// The state is the host's: no sandbox, no limits, the host's `print` and `require`
/// (docs/lua-module.md). The module lives until the host closes the state.
public final class LoadedModule {
    public let stage: Stage
    /// What `require` returns: the globals, `reset` and `settle`.
    private let table: LuaRef

    private init(stage: Stage, table: LuaRef) {
        self.stage = stage
        self.table = table
    }

    /// The Swift half of `luaopen_transit` (Sources/CTransitModule): leaves the module table
    /// on `host`'s stack and returns 1, or leaves the error message there and returns -1 for
    /// the C half to raise once this frame has returned (a longjmp never crosses Swift).
    public static func open(_ host: OpaquePointer) -> Int32 {
        do {
            if let lua = LuaState.borrowed(by: host) {
                guard let module = lua.owner as? LoadedModule else {
                    throw LuaError(kind: .runtime, message: "Transit cannot load again into this Lua state: an earlier load failed")
                }
                try module.reopen(on: host)
            } else {
                try load(into: host)
            }
            return 1
        } catch let error as LuaError {
            LuaState.pushMessage(error.message, on: host)
            return -1
        } catch {
            LuaState.pushMessage("\(error)", on: host)
            return -1
        }
    }

    /// The first load into a state: the stage over the host's state, and the table of what
    /// it added to `_G` (TransitGlobals.swift).
    private static func load(into host: OpaquePointer) throws {
        let runtime = try ScriptRuntime(borrowing: host)
        do {
            let stage = try runtime.lua.withoutGlobalsMetatable { try Stage(runtime: runtime, screen: .default) }
            stage.runtime.warnings = { LoadedModule.writeWarning($0) }
            // A library host runs as long as its host: a `lua5.4 -i -l transit` session or a
            // busted file of thousands of animations kept every event (~410 B each) for ever.
            // Nothing the module prints reads the record (no timeline at the end, unlike
            // `transit run`), so it keeps what the REPL and `transit test` keep: the last
            // events, for a Swift host reading `stage.engine.timeline` (docs/lua-module.md).
            stage.timelineRetention = .window
            let (reset, settle) = stage.resetAndSettleFunctions(afterReset: { [unowned stage] in
                try (stage.lua.owner as? LoadedModule)?.refresh()
            })
            let table = try stage.globalsHelpers.module(stage.installedGlobals, reset: reset, settle: settle)
            stage.lua.owner = LoadedModule(stage: stage, table: table)
            stage.lua.push(table, on: host)                        /* +1 what require returns */
        } catch {
            runtime.lua.abandonBorrowed()                          // its functions raise from now on
            throw error
        }
    }

    /// A second load (busted clears `package.loaded` and the globals a spec file added before
    /// the next file): the globals go back into `_G`, and the engine starts afresh, as each
    /// spec file's does under `transit test`.
    private func reopen(on host: OpaquePointer) throws {
        try stage.globalsHelpers.install(stage.installedGlobals)
        try stage.resetEngine()
        try refresh()
        stage.lua.push(table, on: host)                            /* +1 */
    }

    /// After a reset: the new `window` into the globals' table and the module's.
    private func refresh() throws {
        try stage.globalsHelpers.refresh(stage.installedGlobals, module: table)
    }

    /// Warnings (UIKit's, for a presentation it ignores) on standard error, as `transit run`
    /// writes them; what the script printed so far is flushed first, to keep the order.
    private static func writeWarning(_ message: String) {
        fflush(nil)
        let line = Array("transit: warning: \(message)\n".utf8)
        line.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(2, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }
}
