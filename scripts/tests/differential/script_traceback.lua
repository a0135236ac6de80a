-- debug.traceback in a script shows the script's frames as stock's does, with none of the
-- sandbox's own Lua (an io function's body) nor the C functions it called
local function show(text) print((text:gsub("0x%x+", "0x"))) end
show(select(2, xpcall(function() io.write({}) end, debug.traceback)))
show(select(2, xpcall(function() return io.stdin:read({}) end, debug.traceback)))
show(select(2, xpcall(function() local t = io.tmpfile(); t:close(); t:write("x") end, debug.traceback)))
local function inner(level) return debug.traceback("from inner", level) end
show(inner())
show(inner(2))
show(debug.traceback())
show(debug.traceback(nil, 1))
print(type(debug.traceback({})), debug.traceback(12))
local co = coroutine.create(function(x) local y = coroutine.yield(x) return y end)
coroutine.resume(co, 1)
show(debug.traceback(co))
show(debug.traceback(co, "suspended", 1))
show(debug.traceback("a\nstack traceback:\n\t(transit x):1: in the message"))
