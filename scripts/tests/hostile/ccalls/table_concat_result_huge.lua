-- attack: table.concat whose result is far past the memory limit
-- expect: error "not enough memory|too large"
local piece = ("x"):rep(1024 * 1024)
local t = {}
for i = 1, 40 do t[i] = piece end
local s = table.concat(t, piece)
print(#s)
