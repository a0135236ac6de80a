-- attack: table.remove at position 1 when __len says 2^53
-- expect: error "limit exceeded|not enough memory"
local t = setmetatable({}, {__len = function() return math.tointeger(2^53) end})
table.remove(t, 1)
