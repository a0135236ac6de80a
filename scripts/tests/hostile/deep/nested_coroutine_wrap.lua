-- attack: coroutine.wrap inside coroutine.wrap without bound (each a C level and a Lua thread)
-- expect: error "stack overflow"
local function f() return coroutine.wrap(f)() end
f()
