-- Lua 5.4's own test suite as its authors run the "user tests" (`lua -e "_U=true" all.lua`):
-- `transit run --unsafe` has no -e, so this sets _U and runs all.lua from the current
-- directory, which must be the suite's testes/ folder (make lua-tests LUA_TESTES=…).
_U = true  -- luacheck: ignore 111 (the suite reads this global)
dofile("all.lua")
