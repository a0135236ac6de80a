import Lua

/// The globals a stage installs and what `require "transit"` returns (Lua/globals.lua): in
/// the host's state the module's table (LoadedModule.swift); in Transit's own states
/// (`transit run`, `test`, `repl`) the same names, so that a spec written for busted with the
/// module (`local transit = require "transit"`, `before_each(transit.reset)`) runs unchanged
/// under `transit test`.
enum TransitGlobals {
    /// globals.lua's functions, loaded once per state (set-up: before any script runs), as
    /// typed calls.
    struct Helpers {
        private let lua: LuaState
        private let functions: [String: LuaRef]

        init(on lua: LuaState) throws(LuaError) {
            self.lua = lua
            let file = EmbeddedLua.globals
            functions = try lua.runHelpers(file,
                                           names: ["snapshot", "emptyTable", "fillChanged", "module", "install",
                                                   "refresh", "track", "provide"])
        }

        /// A copy of `_G` as it is now.
        func snapshot() throws(LuaError) -> LuaRef { try result("snapshot", []) }
        func emptyTable() throws(LuaError) -> LuaRef { try result("emptyTable", []) }
        /// Every global new or changed since `before`, into `table`.
        func fillChanged(_ table: LuaRef, since before: LuaRef) throws(LuaError) { try call("fillChanged", [table, before]) }
        /// The host's module table: the globals, with reset and settle.
        func module(_ globals: LuaRef, reset: LuaRef, settle: LuaRef) throws(LuaError) -> LuaRef {
            try result("module", [globals, reset, settle])
        }
        /// A second load into the host's state: the globals back into `_G`.
        func install(_ globals: LuaRef) throws(LuaError) { try call("install", [globals]) }
        /// After a reset: the globals' current values (the new window) into both tables.
        func refresh(_ globals: LuaRef, module: LuaRef) throws(LuaError) { try call("refresh", [globals, module]) }
        /// After a reset: `name`'s current value (the new `window`) into `globals`.
        func track(_ name: String, in globals: LuaRef) throws(LuaError) {
            try lua.callback(functions["track"]!) { c in
                c.push(globals)
                c.push(name)
                return 2
            }
        }
        /// Transit's own state: `package.loaded.transit` reads the globals as they are now.
        func provide(_ globals: LuaRef, reset: LuaRef, settle: LuaRef) throws(LuaError) {
            try call("provide", [globals, reset, settle])
        }

        private func result(_ name: String, _ arguments: [LuaRef]) throws(LuaError) -> LuaRef {
            var value: LuaRef?
            try lua.callback(functions[name]!, arguments: { c in
                for argument in arguments { c.push(argument) }
                return Int32(arguments.count)
            }, read: { c in value = c.reference(-1) })
            return value!                                          // read always runs after a call that returned
        }

        private func call(_ name: String, _ arguments: [LuaRef]) throws(LuaError) {
            try lua.callback(functions[name]!) { c in
                for argument in arguments { c.push(argument) }
                return Int32(arguments.count)
            }
        }
    }
}

extension Stage {
    /// `reset()` and `settle()` as Lua functions (the module's table, and `require "transit"`
    /// in Transit's own states): a fresh engine, and the next run-loop turn.
    func resetAndSettleFunctions(afterReset: @escaping () throws -> Void = {}) -> (reset: LuaRef, settle: LuaRef) {
        let reset = lua.reference(to: { [unowned self] c in
            try self.refuseAtClose(c, "reset")
            try self.lua.whileActive(c) {
                try self.resetEngine()
                try afterReset()
            }
            return 0
        })
        let settle = lua.reference(to: { [unowned self] c in
            try self.refuseAtClose(c, "settle")
            try self.lua.whileActive(c) { try self.settle() }
            return 0
        })
        return (reset, settle)
    }

    /// A finalizer run as the state closes (a script's end) may not reset or settle: the
    /// engine's Lua calls are refused by then, with a message that names no line (a test
    /// report read "line 0"). Refused first, at the finalizer's line.
    private func refuseAtClose(_ c: LuaCall, _ name: String) throws {
        guard c.isAtClose else { return }
        throw c.error("transit.\(name)() at close: the script's Lua state is closing (a finalizer run at the end), and its engine with it")
    }

    /// `require "transit"` in Transit's own state gives the stage's globals (see
    /// ``TransitGlobals``).
    func provideTransitModule() throws(LuaError) {
        let (reset, settle) = resetAndSettleFunctions()
        try globalsHelpers.provide(installedGlobals, reset: reset, settle: settle)
    }
}
