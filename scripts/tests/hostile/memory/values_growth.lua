-- attack: Rect values (tables with a shared metatable) accumulated without bound
-- expect: error "not enough memory|instruction limit exceeded"
local t = {}
local i = 0
while true do i = i + 1; t[i] = Rect(i, i, i, i) end
