-- attack: Lua-side fields on host objects holding big strings
-- expect: error "not enough memory|too large"
local v = View{}
local i = 0
while true do i = i + 1; v["field" .. i] = ("x"):rep(1024 * 1024) .. i end
