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
    /// Every global Transit installed, by name (what a second load puts back into `_G`).
    private let globals: LuaRef
    /// What `require` returns: the globals, `reset` and `settle`.
    private let table: LuaRef
    private let helpers: [String: LuaRef]

    private init(stage: Stage, globals: LuaRef, table: LuaRef, helpers: [String: LuaRef]) {
        self.stage = stage
        self.globals = globals
        self.table = table
        self.helpers = helpers
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
    /// it added to `_G` (found by comparing `_G` before and after, so no list can go stale).
    private static func load(into host: OpaquePointer) throws {
        let runtime = try ScriptRuntime(borrowing: host)
        do {
            let lua = runtime.lua
            let helpers = try lua.runHelpers(helperSource, chunkName: "=(transit module)",
                                             names: ["snapshot", "changed", "module", "install", "refresh"])
            let before = try result(of: helpers["snapshot"]!, [], on: lua)
            let stage = try Stage(runtime: runtime, screen: .default)
            stage.runtime.warnings = { LoadedModule.writeWarning($0) }
            let globals = try result(of: helpers["changed"]!, [before], on: lua)
            let reset = lua.reference(to: { [unowned stage] c in
                try stage.lua.whileActive(c) {
                    try stage.resetEngine()
                    guard let module = stage.lua.owner as? LoadedModule else { return }
                    try module.refresh()
                }
                return 0
            })
            let settle = lua.reference(to: { [unowned stage] c in
                try stage.lua.whileActive(c) { try stage.settle() }
                return 0
            })
            let table = try result(of: helpers["module"]!, [globals, reset, settle], on: lua)
            lua.owner = LoadedModule(stage: stage, globals: globals, table: table, helpers: helpers)
            lua.push(table, on: host)                              /* +1 what require returns */
        } catch {
            runtime.lua.abandonBorrowed()                          // its functions raise from now on
            throw error
        }
    }

    /// A second load (busted clears `package.loaded` and the globals a spec file added before
    /// the next file): the globals go back into `_G`, and the engine starts afresh, as each
    /// spec file's does under `transit test`.
    private func reopen(on host: OpaquePointer) throws {
        try stage.lua.callback(helpers["install"]!) { [globals] c in c.push(globals); return 1 }
        try stage.resetEngine()
        try refresh()
        stage.lua.push(table, on: host)                            /* +1 */
    }

    /// After a reset: the new `window` into the globals' table and the module's.
    private func refresh() throws {
        try stage.lua.callback(helpers["refresh"]!) { [globals, table] c in
            c.push(globals)
            c.push(table)
            return 2
        }
    }

    private static func result(of function: LuaRef, _ arguments: [LuaRef], on lua: LuaState) throws(LuaError) -> LuaRef {
        var value: LuaRef?
        try lua.callback(function, arguments: { c in
            for argument in arguments { c.push(argument) }
            return Int32(arguments.count)
        }, read: { c in value = c.reference(-1) })
        return value!
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

    /// The module's Lua helpers. `_ENV` is the host's globals table; only raw access, so a
    /// strictness metatable on `_G` neither blocks nor sees the module's globals.
    private static let helperSource = """
        local G, next, rawget, rawset, rawequal = _ENV, next, rawget, rawset, rawequal
        local helpers = {}
        function helpers.snapshot()
          local t = {}
          for k, v in next, G do t[k] = v end
          return t
        end
        function helpers.changed(before)
          local t = {}
          for k, v in next, G do
            if not rawequal(rawget(before, k), v) then t[k] = v end
          end
          return t
        end
        function helpers.module(globals, reset, settle)
          local t = {}
          for k, v in next, globals do t[k] = v end
          t.reset, t.settle = reset, settle
          return t
        end
        function helpers.install(globals)
          for k, v in next, globals do rawset(G, k, v) end
        end
        function helpers.refresh(globals, module)
          for k in next, globals do
            local v = rawget(G, k)
            globals[k], module[k] = v, v
          end
        end
        return helpers
        """
}
