-- attack: Lua-side fields on host objects holding big strings
-- expect: error "not enough memory|too large"
-- args: --time 10 --memory 64 --instructions 20000000
-- (--time 10: the time limit only guards this file; on a loaded machine 2 s of wall clock can
-- end it before the limit it is about)
local v = View{}
local i = 0
while true do i = i + 1; v["field" .. i] = ("x"):rep(1024 * 1024) .. i end
