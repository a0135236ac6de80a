-- attack: table.insert at position 1 when __len says 2^53: shifts 2^53 slots in C
-- expect: error "limit exceeded|not enough memory"
local t = setmetatable({}, {__len = function() return 2^53 end})
table.insert(t, 1, "x")
