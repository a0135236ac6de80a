-- attack: a table of tables grown without bound
-- expect: error "not enough memory"
local t = {}
local i = 0
while true do i = i + 1; t[i] = {i, i, i} end
