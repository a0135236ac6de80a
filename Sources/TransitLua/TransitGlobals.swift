import Lua

/// The globals a stage installs, found by comparing `_G` before and after its bindings went
/// in (so no list of names can go stale), and what `require "transit"` returns: in the host's
/// state the module's table (LoadedModule.swift); in Transit's own states (`transit run`,
/// `test`, `repl`) the same names, so that a spec written for busted with the module
/// (`local transit = require "transit"`, `before_each(transit.reset)`) runs unchanged under
/// `transit test`.
enum TransitGlobals {
    /// The helpers' Lua. `_ENV` is the state's globals table; only raw access, so a
    /// strictness metatable on `_G` neither blocks nor sees Transit's globals.
    static let source = """
        local G, next, rawget, rawset, rawequal, setmetatable, type = _ENV, next, rawget, rawset, rawequal, setmetatable, type
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
        -- the host's module: a table of the globals, with reset and settle
        function helpers.module(globals, reset, settle)
          local t = {}
          for k, v in next, globals do t[k] = v end
          t.reset, t.settle = reset, settle
          return t
        end
        -- a second load into the host's state: the globals back into _G
        function helpers.install(globals)
          for k, v in next, globals do rawset(G, k, v) end
        end
        -- after a reset: the globals' current values (the new window) into both tables
        function helpers.refresh(globals, module)
          for k in next, globals do
            local v = rawget(G, k)
            globals[k], module[k] = v, v
          end
        end
        -- Transit's own state: package.loaded.transit reads the globals as they are now (a
        -- reset replaces `window`), lists them to pairs, and adds reset and settle
        function helpers.provide(globals, reset, settle)
          local package = rawget(G, "package")
          local loaded = type(package) == "table" and rawget(package, "loaded")
          if type(loaded) ~= "table" then return end
          local extra = {reset = reset, settle = settle}
          loaded.transit = setmetatable({}, {
            __index = function(_, k)
              if extra[k] ~= nil then return extra[k] end
              if rawget(globals, k) ~= nil then return rawget(G, k) end
            end,
            __pairs = function()
              local all = {}
              for k in next, globals do all[k] = rawget(G, k) end
              for k, v in next, extra do all[k] = v end
              return next, all, nil
            end,
            __name = "transit",
            __metatable = false,       -- hidden, as bound objects' metatables are
          })
        end
        return helpers
        """

    static let names = ["snapshot", "changed", "module", "install", "refresh", "provide"]

    /// The helpers, loaded once per state (set-up: before any script runs).
    static func helpers(on lua: LuaState) throws(LuaError) -> [String: LuaRef] {
        try lua.runHelpers(source, chunkName: "=(transit globals)", names: names)
    }

    /// Calls a helper with `arguments` for its one result.
    static func result(of function: LuaRef, _ arguments: [LuaRef], on lua: LuaState) throws(LuaError) -> LuaRef {
        var value: LuaRef?
        try lua.callback(function, arguments: { c in
            for argument in arguments { c.push(argument) }
            return Int32(arguments.count)
        }, read: { c in value = c.reference(-1) })
        return value!
    }

    /// Calls a helper for its effect.
    static func call(_ function: LuaRef, _ arguments: [LuaRef], on lua: LuaState) throws(LuaError) {
        try lua.callback(function) { c in
            for argument in arguments { c.push(argument) }
            return Int32(arguments.count)
        }
    }
}

extension Stage {
    /// `reset()` and `settle()` as Lua functions (the module's table, and `require "transit"`
    /// in Transit's own states): a fresh engine, and the next run-loop turn.
    func resetAndSettleFunctions(afterReset: @escaping () throws -> Void = {}) -> (reset: LuaRef, settle: LuaRef) {
        let reset = lua.reference(to: { [unowned self] c in
            try self.lua.whileActive(c) {
                try self.resetEngine()
                try afterReset()
            }
            return 0
        })
        let settle = lua.reference(to: { [unowned self] c in
            try self.lua.whileActive(c) { try self.settle() }
            return 0
        })
        return (reset, settle)
    }

    /// `require "transit"` in Transit's own state gives the stage's globals (see
    /// ``TransitGlobals``).
    func provideTransitModule() throws(LuaError) {
        let (reset, settle) = resetAndSettleFunctions()
        try TransitGlobals.call(globalsHelpers["provide"]!, [installedGlobals, reset, settle], on: lua)
    }
}
