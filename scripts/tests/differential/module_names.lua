-- A required module's functions in a traceback are named by their place in package.loaded,
-- as stock's luaL_traceback finds them ('q.mm.boom', and a module that is a function by the
-- module's name), not by the field they were called through
package.path = "scripts/tests/differential/module_names/?.lua;" .. package.path
local m = require "q.mm"
print(select(2, xpcall(m.boom, debug.traceback)))
local boom = m.boom
print(select(2, xpcall(function() boom() end, debug.traceback)))
print(select(2, xpcall(m.inner.deep, debug.traceback)))
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
