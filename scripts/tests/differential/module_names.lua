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
