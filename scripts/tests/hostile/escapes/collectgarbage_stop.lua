-- attack: collectgarbage("stop"), then allocate without end: the collector being off must
-- not lift the memory limit
-- expect: error "not enough memory"
collectgarbage("stop")
local t = {}
for i = 1, 1e9 do t[i] = {} end
