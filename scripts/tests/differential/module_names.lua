-- A required module's functions in a traceback. Stock's luaL_traceback names them by their
-- place in package.loaded ('q.mm.boom'), or, for one that is also a global, by either name as
-- its string hash seed falls, run to run; the sandbox names them as the calling code does
-- (DifferentialTests.sandboxedTracebacksNameModuleFunctionsTheSameEveryRun), the same on every
-- run: a traceback is part of what a script prints
-- luacheck: globals exported
package.path = "scripts/tests/differential/module_names/?.lua;" .. package.path
local m = require "q.mm"
print(select(2, xpcall(m.boom, debug.traceback)))
local boom = m.boom
print(select(2, xpcall(function() boom() end, debug.traceback)))
print(select(2, xpcall(m.inner.deep, debug.traceback)))
exported = m.boom  -- a global and a module field: stock's name for it varies
print(select(2, xpcall(exported, debug.traceback)))
local f = require "fnmod"
print(select(2, xpcall(f, debug.traceback)))
-- a module dropped from package.loaded is no longer held for naming: once nothing else holds
-- it, the collector takes it, as stock's (the registry's table is package.loaded there)
local held = setmetatable({}, {__mode = "v"})
held[1] = require "q.mm"
package.loaded["q.mm"] = nil
m = nil  -- luacheck: ignore 311 (its last holder here lets it go)
collectgarbage()
collectgarbage()
print("unloaded module collected:", held[1] == nil)
