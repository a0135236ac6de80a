-- attack: debug.traceback with odd arguments: a dead coroutine, huge levels, a non-string message
-- expect: ok "done"
local co = coroutine.create(function() error("x") end)
coroutine.resume(co)
local a = debug.traceback(co, "m", math.maxinteger)
local b = debug.traceback(co, "m", math.mininteger)
local c = debug.traceback({}, 1)
local d = debug.traceback(coroutine.running(), nil, -5)
print("done", type(a), type(b), type(c), type(d))
