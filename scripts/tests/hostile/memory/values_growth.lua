-- attack: Rect values (tables with a shared metatable) accumulated without bound
-- expect: error "not enough memory|instruction limit exceeded"
-- args: --time 30
-- (the memory or instruction limit stops it: on a loaded machine the default 2 s came first)
local t = {}
local i = 0
while true do i = i + 1; t[i] = Rect(i, i, i, i) end
